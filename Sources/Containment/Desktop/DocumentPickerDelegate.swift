#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Hears what the user chose in a ``DocumentPickerViewController``, as
/// `UIDocumentPickerDelegate`. Both methods do nothing by default.
@MainActor
public protocol DocumentPickerDelegate: AnyObject {
    /// The user chose `urls` (files to open, or where exported files now are), as
    /// `documentPicker(_:didPickDocumentsAt:)`.
    func documentPicker(_ controller: DocumentPickerViewController, didPickDocumentsAt urls: [URL])
    /// The user cancelled, as `documentPickerWasCancelled(_:)`.
    func documentPickerWasCancelled(_ controller: DocumentPickerViewController)
}

extension DocumentPickerDelegate {
    /// Default: nothing.
    public func documentPicker(_ controller: DocumentPickerViewController, didPickDocumentsAt urls: [URL]) {}
    /// Default: nothing.
    public func documentPickerWasCancelled(_ controller: DocumentPickerViewController) {}
}
