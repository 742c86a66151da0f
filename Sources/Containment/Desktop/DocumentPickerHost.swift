#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a ``DocumentPickerViewController`` asks the host's file chooser: the contract between
/// the core and the GTK adapter's `GtkFileChooserNative`, installed on each window as
/// ``Window/documentPickerHost``. Headless tests install their own.
@_spi(Adapter) @MainActor
public protocol DocumentPickerHost: AnyObject {
    /// Shows a chooser for `request`, modal to the window, and calls `completion` once with the
    /// chosen files or folder (`nil`: cancelled). `completion` may come later, from the main loop.
    func showDocumentPicker(_ request: DocumentPickerRequest, completion: @escaping @MainActor ([URL]?) -> Void)
}

/// What the user is asked to choose.
@_spi(Adapter) public struct DocumentPickerRequest: Sendable, Equatable {
    /// What kind of chooser.
    public enum Mode: Sendable, Equatable {
        /// Files to open, filtered by type (none, or ``UTType/data``: every file).
        case open([UTType])
        /// Folders to open (the types asked for ``UTType/folder``).
        case openFolder
        /// Where to save one file, suggesting its name.
        case save(suggestedName: String)
        /// A folder to put several exported files in.
        case exportToFolder
    }

    /// The kind of chooser.
    public var mode: Mode
    /// Whether several files may be chosen (``Mode/open(_:)`` and ``Mode/openFolder``).
    public var allowsMultipleSelection: Bool
    /// The folder the chooser starts in, if any.
    public var directoryURL: URL?
}

extension Window {
    /// The host's file chooser for the document pickers presented in this window, installed by
    /// the adapter (held weakly).
    @_spi(Adapter) public var documentPickerHost: (any DocumentPickerHost)? {
        get { documentPickerHostReference.host }
        set { documentPickerHostReference.host = newValue }
    }
}

/// A weak reference to a window's document picker host.
@MainActor
final class DocumentPickerHostReference {
    weak var host: (any DocumentPickerHost)?
}
