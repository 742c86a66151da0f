import ContainmentTestSupport
import Foundation
import Testing
@_spi(Adapter) @_spi(Testing) @testable import Containment

/// `DocumentPickerViewController` presented in a window whose host's file chooser is a fake
/// that answers as the test says.
@MainActor
@Suite("Document pickers")
struct DocumentPickerTests {
    /// The host's chooser: records the requests and keeps the completion for the test to call.
    final class FakeChooser: DocumentPickerHost {
        var requests: [DocumentPickerRequest] = []
        var pending: (@MainActor ([URL]?) -> Void)?
        func showDocumentPicker(_ request: DocumentPickerRequest, completion: @escaping @MainActor ([URL]?) -> Void) {
            requests.append(request)
            pending = completion
        }
        func answer(_ urls: [URL]?) {
            let completion = pending
            pending = nil
            completion?(urls)
        }
    }

    final class Listener: DocumentPickerDelegate {
        var picked: [[URL]] = []
        var cancels = 0
        func documentPicker(_ controller: DocumentPickerViewController, didPickDocumentsAt urls: [URL]) { picked.append(urls) }
        func documentPickerWasCancelled(_ controller: DocumentPickerViewController) { cancels += 1 }
    }

    @MainActor struct Board {
        let stage = TestStage(width: 400, height: 300)
        let root = ViewController()
        let chooser = FakeChooser()
        init() {
            stage.show(root)
            stage.window.documentPickerHost = chooser
        }
    }

    @Test("opening asks the chooser for the types and reports the chosen URLs; cancel reports a cancel")
    func openAndCancel() {
        let board = Board()
        let listener = Listener()
        let picker = DocumentPickerViewController(forOpeningContentTypes: [.plainText, .png])
        picker.allowsMultipleSelection = true
        picker.directoryURL = URL(fileURLWithPath: "/tmp")
        picker.delegate = listener
        var presented = false
        board.root.present(picker, animated: true) { presented = true }
        #expect(presented)
        #expect(board.chooser.requests == [DocumentPickerRequest(
            mode: .open([.plainText, .png]), allowsMultipleSelection: true, directoryURL: URL(fileURLWithPath: "/tmp"))])
        #expect(picker.isShowingChooser && board.root.presentedViewController == nil, "no view of its own is presented")
        let chosen = [URL(fileURLWithPath: "/tmp/a.txt"), URL(fileURLWithPath: "/tmp/b.png")]
        board.chooser.answer(chosen)
        #expect(listener.picked == [chosen] && listener.cancels == 0 && !picker.isShowingChooser)
        board.root.present(picker, animated: true)
        board.chooser.answer(nil)
        #expect(listener.cancels == 1)
    }

    @Test("presenting while the chooser shows is ignored with a warning; no host reports a cancel")
    func refusals() {
        let board = Board()
        let listener = Listener()
        var warnings: [String] = []
        let saved = ViewController.warningHandler
        ViewController.warningHandler = { warnings.append($0) }
        defer { ViewController.warningHandler = saved }
        let picker = DocumentPickerViewController(forOpeningContentTypes: [.data])
        picker.delegate = listener
        board.root.present(picker, animated: false)
        board.root.present(picker, animated: false)
        #expect(board.chooser.requests.count == 1 && warnings.count == 1)
        board.chooser.answer(nil)
        board.stage.window.documentPickerHost = nil
        board.root.present(picker, animated: false)
        #expect(listener.cancels == 2 && warnings.count == 2)
    }

    @Test("folders, one export and several exports ask for the right kind of chooser")
    func modes() {
        #expect(DocumentPickerViewController(forOpeningContentTypes: [.folder]).request.mode == .openFolder)
        let one = DocumentPickerViewController(forExporting: [URL(fileURLWithPath: "/tmp/Notes.txt")])
        #expect(one.request.mode == .save(suggestedName: "Notes.txt"))
        let two = DocumentPickerViewController(forExporting: [URL(fileURLWithPath: "/a"), URL(fileURLWithPath: "/b")])
        #expect(two.request.mode == .exportToFolder)
    }

    @Test("exporting copies (asCopy) or moves the file to the chosen place and reports it there")
    func exporting() throws {
        let folder = try TemporaryFolder("document-picker")
        defer { folder.remove() }
        let source = URL(fileURLWithPath: folder.path("note.txt"))
        try "Hello".write(to: source, atomically: true, encoding: .utf8)
        let board = Board()
        let listener = Listener()
        let copy = DocumentPickerViewController(forExporting: [source], asCopy: true)
        copy.delegate = listener
        board.root.present(copy, animated: true)
        let destination = URL(fileURLWithPath: folder.path("copy.txt"))
        board.chooser.answer([destination])
        #expect(listener.picked == [[destination]])
        #expect(try String(contentsOf: destination, encoding: .utf8) == "Hello")
        #expect(FileManager.default.fileExists(atPath: source.path), "a copy leaves the original")
        let move = DocumentPickerViewController(forExporting: [source])
        move.delegate = listener
        board.root.present(move, animated: true)
        let moved = URL(fileURLWithPath: folder.path("moved.txt"))
        board.chooser.answer([moved])
        #expect(listener.picked.last == [moved] && !FileManager.default.fileExists(atPath: source.path))
        // A source that is gone cannot be exported: reported as a cancel.
        let gone = DocumentPickerViewController(forExporting: [source], asCopy: true)
        gone.delegate = listener
        board.root.present(gone, animated: true)
        board.chooser.answer([URL(fileURLWithPath: folder.path("again.txt"))])
        #expect(listener.cancels == 1)
    }

    @Test("opening as a copy reports copies in a temporary folder")
    func openingAsCopy() throws {
        let folder = try TemporaryFolder("document-picker-open")
        defer { folder.remove() }
        let source = URL(fileURLWithPath: folder.path("data.json"))
        try "{}".write(to: source, atomically: true, encoding: .utf8)
        let board = Board()
        let listener = Listener()
        let picker = DocumentPickerViewController(forOpeningContentTypes: [.json], asCopy: true)
        picker.delegate = listener
        board.root.present(picker, animated: true)
        board.chooser.answer([source])
        let copy = try #require(listener.picked.first?.first)
        #expect(copy != source && copy.lastPathComponent == "data.json")
        #expect(try String(contentsOf: copy, encoding: .utf8) == "{}")
        try? FileManager.default.removeItem(at: copy.deletingLastPathComponent())
    }

    @Test("types map to MIME types and file patterns; unknown extensions make types of their own")
    func types() {
        #expect(UTType(filenameExtension: "TXT") == .plainText)
        #expect(UTType(filenameExtension: "jpg") == .jpeg)
        #expect(UTType(filenameExtension: "md")?.filePatterns == ["*.md", "*.MD"])
        #expect(UTType(filenameExtension: "") == nil && UTType(filenameExtension: "a.b") == nil && UTType(filenameExtension: "*") == nil)
        #expect(UTType.png.preferredMIMEType == "image/png" && UTType.data.matchesEveryFile && !UTType.image.matchesEveryFile)
        #expect(UTType.jpeg.filePatterns == ["*.jpg", "*.JPG", "*.jpeg", "*.JPEG"])
    }
}
