#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Lets the user choose files to open, or where to export files, as
/// `UIDocumentPickerViewController`. Presented with `present(_:animated:completion:)`, it
/// shows the desktop's own file chooser (GTK's `GtkFileChooserNative`, modal to the window, or
/// the portal's dialog in a sandbox) instead of a view of its own; the ``delegate`` hears the
/// chosen URLs or the cancel.
///
/// - Opening (``init(forOpeningContentTypes:asCopy:)``): the chooser offers the files of the
///   given types (``UTType/folder`` chooses folders). With `asCopy`, the chosen files are copied
///   into a new temporary folder first and the copies' URLs are reported, as UIKit copies them
///   into the app's sandbox; otherwise the originals' URLs.
/// - Exporting (``init(forExporting:asCopy:)``): one file asks where to save it under its name
///   (several ask for a folder); the file is then copied there (`asCopy`) or moved, and the new
///   URLs are reported. A file that cannot be copied or moved is logged and the picker reports
///   a cancel.
///
/// With no file chooser (a window without a host), presenting reports a cancel with a warning.
/// Presenting a picker whose chooser is already showing is ignored with a warning.
@MainActor
open class DocumentPickerViewController: ViewController {
    /// The types offered when opening (empty when exporting).
    public let contentTypes: [UTType]
    /// The files to export (empty when opening).
    public let exportedURLs: [URL]
    /// Whether files are copied rather than used in place (opening) or moved (exporting).
    public let isCopy: Bool
    /// Hears the choice, as `delegate`. Held weakly.
    public weak var delegate: DocumentPickerDelegate?
    /// Whether several files may be chosen when opening, as `allowsMultipleSelection`.
    public var allowsMultipleSelection = false
    /// The folder the chooser starts in, as `directoryURL`; `nil` lets the chooser decide.
    public var directoryURL: URL?

    /// Whether the chooser is showing now.
    public private(set) var isShowingChooser = false

    /// A picker that opens files of `contentTypes`, as
    /// `UIDocumentPickerViewController(forOpeningContentTypes:asCopy:)`.
    public init(forOpeningContentTypes contentTypes: [UTType], asCopy: Bool = false) {
        self.contentTypes = contentTypes
        exportedURLs = []
        isCopy = asCopy
        super.init()
    }

    /// A picker that exports `urls` to where the user chooses, as
    /// `UIDocumentPickerViewController(forExporting:asCopy:)`.
    public init(forExporting urls: [URL], asCopy: Bool = false) {
        contentTypes = []
        exportedURLs = urls
        isCopy = asCopy
        super.init()
    }

    /// What the host's chooser is asked.
    @_spi(Adapter) public var request: DocumentPickerRequest {
        let mode: DocumentPickerRequest.Mode
        if exportedURLs.count == 1 {
            mode = .save(suggestedName: exportedURLs[0].lastPathComponent)
        } else if !exportedURLs.isEmpty {
            mode = .exportToFolder
        } else if contentTypes.contains(.folder) {
            mode = .openFolder
        } else {
            mode = .open(contentTypes)
        }
        return DocumentPickerRequest(mode: mode, allowsMultipleSelection: allowsMultipleSelection, directoryURL: directoryURL)
    }

    /// Shows the chooser for `presenter`'s window (what `present(_:animated:completion:)` does
    /// for a picker); `completion` runs once the chooser is up.
    func presentChooser(from presenter: ViewController, completion: (() -> Void)?) {
        guard !isShowingChooser else {
            Self.warningHandler("Attempt to present \(debugName), whose file chooser is already showing; ignored")
            return
        }
        guard let host = presenter.presentationWindow?.documentPickerHost else {
            Self.warningHandler("\(debugName) presented from \(presenter.debugName) in a window without a file chooser; reported as cancelled")
            completion?()
            delegate?.documentPickerWasCancelled(self)
            return
        }
        isShowingChooser = true
        host.showDocumentPicker(request) { [weak self] urls in
            guard let self else { return }
            isShowingChooser = false
            finish(with: urls)
        }
        completion?()
    }

    /// Reports the choice, after copying or moving the files as the mode says.
    private func finish(with chosen: [URL]?) {
        guard let chosen, !chosen.isEmpty else {
            delegate?.documentPickerWasCancelled(self)
            return
        }
        do {
            let urls = try place(chosen)
            delegate?.documentPicker(self, didPickDocumentsAt: urls)
        } catch {
            containmentLogger.warning("\(debugName): \(error); reported as cancelled")
            delegate?.documentPickerWasCancelled(self)
        }
    }

    /// The URLs to report for what the user chose: the exported files at their new place, the
    /// copies of opened files, or the chosen files themselves.
    private func place(_ chosen: [URL]) throws -> [URL] {
        let files = FileManager.default
        if !exportedURLs.isEmpty {
            let destinations: [URL] = if exportedURLs.count == 1 {
                [chosen[0]]
            } else {
                exportedURLs.map { chosen[0].appendingPathComponent($0.lastPathComponent) }
            }
            for (source, destination) in zip(exportedURLs, destinations) where source.standardizedFileURL != destination.standardizedFileURL {
                if files.fileExists(atPath: destination.path) { try files.removeItem(at: destination) }
                if isCopy {
                    try files.copyItem(at: source, to: destination)
                } else {
                    try files.moveItem(at: source, to: destination)
                }
            }
            return destinations
        }
        guard isCopy else { return chosen }
        let folder = files.temporaryDirectory.appendingPathComponent("DocumentPicker-\(UInt64.random(in: 0...UInt64.max))")
        try files.createDirectory(at: folder, withIntermediateDirectories: true)
        return try chosen.map { source in
            let copy = folder.appendingPathComponent(source.lastPathComponent)
            try files.copyItem(at: source, to: copy)
            return copy
        }
    }
}
