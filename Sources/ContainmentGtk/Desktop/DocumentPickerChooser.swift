import CGtk
@_spi(Adapter) import Containment
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Shows a `DocumentPickerViewController` as GTK's native file chooser: a `GtkFileChooserNative`
/// modal to the host's window (the desktop portal's dialog in a sandbox, a
/// `GtkFileChooserDialog` otherwise), shown without blocking, whose `response` reports the
/// chosen files. Each `GtkHost` installs one as its window's `Window.documentPickerHost`.
///
/// Opening offers one filter of the picker's types (by MIME type and file name pattern, none for
/// `UTType.data`); `UTType.folder` chooses folders. Exporting one file asks where to save it
/// under its name, with GTK's overwrite confirmation; several ask for a folder.
@MainActor
final class DocumentPickerChooser: DocumentPickerHost {
    private let parent: WidgetRef
    /// The choosers showing now, each with its response handler and the picker's completion.
    private var showing: [(dialog: ObjectRef, connection: SignalConnection, completion: @MainActor ([URL]?) -> Void)] = []

    /// The choosers showing now (for tests: the dialog each is, once shown).
    var showingDialogs: [OpaquePointer] { showing.map { OpaquePointer($0.dialog.pointer) } }

    init(parent: WidgetRef) {
        self.parent = parent
    }

    func showDocumentPicker(_ request: DocumentPickerRequest, completion: @escaping @MainActor ([URL]?) -> Void) {
        let (action, title, accept): (GtkFileChooserAction, String, String) = switch request.mode {
        case .open: (GTK_FILE_CHOOSER_ACTION_OPEN, "Open", "_Open")
        case .openFolder: (GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER, "Open Folder", "_Open")
        case .save: (GTK_FILE_CHOOSER_ACTION_SAVE, "Export", "_Export")
        case .exportToFolder: (GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER, "Export to Folder", "_Export")
        }
        let window = parent.isHeld ? cgtk_window(parent.widget) : nil
        guard let made = gtk_file_chooser_native_new(title, window, action, accept, "_Cancel") else {
            completion(nil)
            return
        }
        let dialog = ObjectRef(adopting: made)
        let chooser = cgtk_file_chooser(dialog.pointer)
        gtk_native_dialog_set_modal(cgtk_native_dialog(dialog.pointer), 1)
        switch request.mode {
        case .open(let types):
            gtk_file_chooser_set_select_multiple(chooser, request.allowsMultipleSelection ? 1 : 0)
            if let filter = Self.filter(for: types) { gtk_file_chooser_set_filter(chooser, filter) }
        case .openFolder:
            gtk_file_chooser_set_select_multiple(chooser, request.allowsMultipleSelection ? 1 : 0)
        case .save(let name):
            gtk_file_chooser_set_do_overwrite_confirmation(chooser, 1)
            gtk_file_chooser_set_current_name(chooser, name)
        case .exportToFolder:
            break
        }
        if let folder = request.directoryURL, folder.isFileURL {
            _ = gtk_file_chooser_set_current_folder(chooser, folder.path)
        }
        let connection = SignalConnection.connectInt(dialog.pointer, "response") { [weak self] response in
            guard let self else { return }
            let urls = response == Int(GTK_RESPONSE_ACCEPT.rawValue) ? Self.chosenURLs(of: chooser) : nil
            gtk_native_dialog_destroy(cgtk_native_dialog(dialog.pointer))
            if let index = showing.firstIndex(where: { $0.dialog === dialog }) {
                showing[index].connection.disconnect()
                showing.remove(at: index)
            }
            completion(urls)
        }
        showing.append((dialog, connection, completion))
        gtk_native_dialog_show(cgtk_native_dialog(dialog.pointer))
    }

    /// Closes every chooser showing, as cancelled: the window goes, and its pickers hear a cancel.
    func cancelAll() {
        let closing = showing
        showing.removeAll()
        for entry in closing {
            entry.connection.disconnect()
            gtk_native_dialog_destroy(cgtk_native_dialog(entry.dialog.pointer))
        }
        for entry in closing { entry.completion(nil) }
    }

    /// The files chosen, as file URLs (`nil` when none).
    private static func chosenURLs(of chooser: OpaquePointer?) -> [URL]? {
        guard let list = gtk_file_chooser_get_filenames(chooser) else { return nil }
        var urls: [URL] = []
        var link: UnsafeMutablePointer<GSList>? = list
        while let node = link {
            if let name = node.pointee.data {
                urls.append(URL(fileURLWithPath: String(cString: name.assumingMemoryBound(to: CChar.self))))
                g_free(name)
            }
            link = node.pointee.next
        }
        g_slist_free(list)
        return urls.isEmpty ? nil : urls
    }

    /// One filter accepting every type of `types` (`nil`: every file).
    private static func filter(for types: [UTType]) -> OpaquePointer? {
        guard !types.isEmpty, !types.contains(where: \.matchesEveryFile) else { return nil }
        guard let filter = gtk_file_filter_new() else { return nil }
        let names = types.map { $0.preferredFilenameExtension?.uppercased() ?? $0.identifier }
        gtk_file_filter_set_name(filter, names.joined(separator: ", "))
        for type in types {
            for mime in type.mimeTypes { gtk_file_filter_add_mime_type(filter, mime) }
            for pattern in type.filePatterns { gtk_file_filter_add_pattern(filter, pattern) }
        }
        return filter
    }
}
