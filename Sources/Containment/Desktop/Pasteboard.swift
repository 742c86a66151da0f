/// The clipboard, as `UIPasteboard`: ``general`` is the desktop's clipboard (GTK's `CLIPBOARD`
/// selection once a `GtkHost` runs: what Ctrl+C copies in any application), and
/// ``withUniqueName()`` makes a private one.
///
/// It holds strings or an image, one at a time, as a desktop clipboard does: setting
/// ``string`` replaces an image, setting ``image`` replaces the strings, and setting either to
/// `nil` empties the pasteboard. Several ``strings`` reach other applications as one text, one
/// string a line. Reading asks the owner of the clipboard (another application perhaps) and
/// waits for its answer.
@MainActor
public final class Pasteboard {
    /// The desktop's clipboard, as `UIPasteboard.general`.
    public static let general = Pasteboard(backend: InMemoryPasteboardBackend())

    /// A pasteboard of this app only, as `UIPasteboard.withUniqueName()`: in memory, shared with
    /// nothing.
    public static func withUniqueName() -> Pasteboard {
        Pasteboard(backend: InMemoryPasteboardBackend())
    }

    /// Where the contents are kept; the GTK adapter sets `general`'s to GTK's clipboard.
    @_spi(Adapter) public var backend: any PasteboardBackend

    /// A pasteboard over `backend`.
    @_spi(Adapter) public init(backend: any PasteboardBackend) {
        self.backend = backend
    }

    /// The first string held, as `UIPasteboard.string`; setting it replaces the contents (`nil`
    /// empties the pasteboard).
    public var string: String? {
        get { backend.strings()?.first }
        set { backend.setStrings(newValue.map { [$0] } ?? []) }
    }

    /// The strings held, as `UIPasteboard.strings`; setting it replaces the contents (`nil` or
    /// none empties the pasteboard).
    public var strings: [String]? {
        get { backend.strings() }
        set { backend.setStrings(newValue ?? []) }
    }

    /// The image held, as `UIPasteboard.image`; setting it replaces the contents (`nil` empties
    /// the pasteboard). An image copied by another application comes as a PNG.
    public var image: Image? {
        get { backend.imageData().flatMap { Image(data: $0) } }
        set {
            if let newValue {
                backend.setImageData(newValue.data)
            } else {
                backend.setStrings([])
            }
        }
    }

    /// Whether the pasteboard holds a string, as `UIPasteboard.hasStrings`, without reading it.
    public var hasStrings: Bool { backend.hasStrings }

    /// Whether the pasteboard holds an image, as `UIPasteboard.hasImages`, without reading it.
    public var hasImages: Bool { backend.hasImages }

    /// The number of times the contents changed, by this app or another, as
    /// `UIPasteboard.changeCount`: an app compares it with the count it saw to know whether to
    /// read again.
    public var changeCount: Int { backend.changeCount }
}
