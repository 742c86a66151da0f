import Testing
@_spi(Adapter) @_spi(Testing) import Containment
import ContainmentTestSupport
import NotesApp

/// Examples/Notes as a scene app, headless: every window a scene over the app delegate's one
/// store; Open in New Window connects a scene showing that note, titled with it.
@MainActor
@Suite("Notes scenes")
struct NotesScenesTests {
    @Test("Open in New Window connects a second scene showing the note, over the same notes")
    func openInNewWindow() async throws {
        try await SharedApplicationLock.run {
            Application.shared.resetScenesForTesting()
            defer { Application.shared.resetScenesForTesting() }
            let host = ManualSceneHost()
            host.windowSize = Size(width: 1000, height: 640)
            host.install()
            Application.shared.supportsMultipleScenes = true
            let delegate = NotesAppDelegate()
            Application.shared.launch(delegate: delegate)
            Application.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
            let first = try #require(Application.shared.openSessionsInOrder.first?.scene as? WindowScene)
            let notes = try #require((first.delegate as? NotesSceneDelegate)?.notes)
            #expect(first.title == "Notes" && first.windows.first?.rootViewController === notes.rootViewController)

            let note = try #require(delegate.store.notes.first { $0.id == 3 })
            notes.openInNewWindow(note)
            let second = try #require(Application.shared.openSessionsInOrder.last?.scene as? WindowScene)
            #expect(second !== first && Application.shared.connectedScenes.count == 2)
            let secondNotes = try #require((second.delegate as? NotesSceneDelegate)?.notes)
            #expect(secondNotes.noteController?.noteID == 3)
            #expect(second.title == note.title)
            #expect(secondNotes.store === notes.store)
            // The new window is key and its scene active; the first resigned.
            #expect(second.activationState == .foregroundActive && first.activationState == .foregroundInactive)

            // A note added in one window is in the other's list too.
            let before = secondNotes.list.tableView.numberOfRows(inSection: 0)
            notes.addNote()
            #expect(secondNotes.list.tableView.numberOfRows(inSection: 0) == before + 1)

            // Closing the second window leaves the first; closing that one ends the app.
            host.close(try #require(second.windows.first))
            #expect(Application.shared.connectedScenes == [first])
            host.close(try #require(first.windows.first))
            #expect(host.didEnd && Application.shared.openSessions.isEmpty)
        }
    }
}
