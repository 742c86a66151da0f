/// Where a ``Pasteboard`` keeps what is copied: the contract between the core and the host's
/// clipboard. The GTK adapter's backend is GTK's `CLIPBOARD` selection, shared with every
/// application of the desktop; the core's default keeps the contents in memory (headless tests,
/// a process without a display).
///
/// A pasteboard holds one thing at a time, as a desktop clipboard does: some strings, or an
/// image (the bytes of a PNG or JPEG file). Setting either replaces the other.
@_spi(Adapter) @MainActor
public protocol PasteboardBackend: AnyObject {
    /// The strings held, `nil` when none (an image, or nothing).
    func strings() -> [String]?
    /// The image held, as the bytes of a PNG or JPEG file, `nil` when none.
    func imageData() -> [UInt8]?
    /// Whether strings are held, without reading them.
    var hasStrings: Bool { get }
    /// Whether an image is held, without reading it.
    var hasImages: Bool { get }
    /// Replaces the contents with `strings` (none: empties the pasteboard).
    func setStrings(_ strings: [String])
    /// Replaces the contents with an image (the bytes of a PNG or JPEG file).
    func setImageData(_ data: [UInt8])
    /// Counts every change of the contents, by this app or another, as `changeCount`.
    var changeCount: Int { get }
}

/// The pasteboard backend of a process without a desktop clipboard: the contents in memory.
@MainActor
final class InMemoryPasteboardBackend: PasteboardBackend {
    private enum Contents {
        case empty
        case strings([String])
        case image([UInt8])
    }

    private var contents = Contents.empty
    private(set) var changeCount = 0

    func strings() -> [String]? {
        if case .strings(let strings) = contents { return strings }
        return nil
    }

    func imageData() -> [UInt8]? {
        if case .image(let data) = contents { return data }
        return nil
    }

    var hasStrings: Bool { strings() != nil }
    var hasImages: Bool { imageData() != nil }

    func setStrings(_ strings: [String]) {
        contents = strings.isEmpty ? .empty : .strings(strings)
        changeCount += 1
    }

    func setImageData(_ data: [UInt8]) {
        contents = .image(data)
        changeCount += 1
    }
}
