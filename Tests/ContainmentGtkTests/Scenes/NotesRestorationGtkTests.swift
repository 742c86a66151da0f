import CGtk
@_spi(Testing) @_spi(Adapter) import Containment
@_spi(Testing) import ContainmentGtk
import ContainmentGtkTesting
import Foundation
import NotesApp
import ContainmentTestSupport
import Testing

/// A fresh folder under the temporary directory, for a state file no user owns.
private func temporaryStateDirectory(_ name: String) throws -> String {
    let path = NSTemporaryDirectory() + "containment-state-\(name)-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

extension GtkTests {
    /// Examples/Notes on a `GtkApplication` with a state folder of the test's own: a note
    /// chosen, the window closed (the app ends), the app started again shows the same screen,
    /// pixel for pixel.
    @Suite @MainActor struct NotesRestorationGtkTests {
        private func start(stateDirectory: String) throws -> (WindowScene, GtkHost) {
            Application.shared.resetScenesForTesting()
            Application.shared.supportsMultipleScenes = true
            try Application.startForTesting(
                applicationID: "org.containment.tests.NotesRestoration", delegate: NotesAppDelegate(),
                windowSize: Size(width: 760, height: 560), stateDirectory: stateDirectory)
            let scene = try #require(Application.shared.openSessionsInOrder.first?.scene as? WindowScene)
            let window = try #require(scene.windows.first)
            let host = try #require(GtkHost.showing(window))
            gtk_window_move(cgtk_window(host.gtkWindow), 0, 0)
            return (scene, host)
        }

        /// No keyboard focus and no selected text in the note's title, then the window settled
        /// and its scroll indicators faded.
        private func clearFocus(_ host: GtkHost, _ notes: NotesApp) async throws {
            gtk_window_set_focus(cgtk_window(host.gtkWindow), nil)
            if let field = notes.noteController?.titleField, let entry = host.mirror.contentWidget(for: field) {
                gtk_editable_select_region(OpaquePointer(entry), 0, 0)
            }
            #expect(await host.settle(timeout: 10))
            await MainLoopPump.run(for: .seconds(2))
            #expect(await host.settle(timeout: 10))
        }

        @Test func aRelaunchedAppShowsWhatItShowedPixelForPixel() async throws {
            try await SharedApplicationLock.run {
                try GtkTestStage.setUp()
                defer { Application.shared.resetScenesForTesting() }
                // GTK's overlay scroll indicator shows after pointer motion in the list and hides
                // when the pointer leaves, which synthetic events never report: the lists get
                // scroll bars that always show, the same in both launches.
                setenv("GTK_OVERLAY_SCROLLING", "0", 1)
                defer { unsetenv("GTK_OVERLAY_SCROLLING") }
                let directory = try temporaryStateDirectory("notes")
                defer { try? FileManager.default.removeItem(atPath: directory) }

                // First launch: a fresh window; the user picks the fifth note and makes the window wider.
                let (scene, host) = try start(stateDirectory: directory)
                let notes = try #require((scene.delegate as? NotesSceneDelegate)?.notes)
                #expect(notes.noteController?.noteID == 1)
                gtk_window_resize(cgtk_window(host.gtkWindow), 820, 560)
                #expect(await MainLoopPump.run(until: { host.window.frame.size.width == 820 }, timeout: .seconds(5)))
                #expect(await host.settle(timeout: 10))
                try SyntheticInput.focusWindow(host.gtkWindow)
                let cell = try #require(notes.list.tableView.cellForRow(at: IndexPath(row: 4, section: 0)))
                try SyntheticInput.click(host.gtkWindow, at: centreInWindow(try #require(host.mirror.widget(for: cell))))
                #expect(await MainLoopPump.run(until: { notes.noteController?.noteID == 5 }, timeout: .seconds(3)))
                // Where the keyboard focus is is not restored (UIKit restores no first responder
                // either): both shots are taken with none.
                try await clearFocus(host, notes)
                let before = try WindowSnapshot.capture(host.gtkWindow)

                // A second window, closed again: the state written then has the first window only.
                let file = SceneStateFile(directory: directory)
                notes.openInNewWindow(try #require(notes.store.note(withID: 3)))
                #expect(await MainLoopPump.run(until: { Application.shared.connectedScenes.count == 2 }, timeout: .seconds(3)))
                let secondWindow = try #require((Application.shared.openSessionsInOrder.last?.scene as? WindowScene)?.windows.first)
                let second = try #require(GtkHost.showing(secondWindow))
                #expect(await second.settle(timeout: 10))
                second.close()
                #expect(file.read(report: { Issue.record("unexpected report: \($0)") })?.sessions.map(\.persistentIdentifier)
                    == [scene.session.persistentIdentifier])
                try SyntheticInput.focusWindow(host.gtkWindow)
                #expect(await host.settle(timeout: 10))
                #expect(try WindowSnapshot.capture(host.gtkWindow).width == before.width)

                // The user closes the window: the state is written and the app ends.
                host.close()
                #expect(Application.shared.openSessions.isEmpty)
                #expect(FileManager.default.fileExists(atPath: file.path))
                let archive = try #require(file.read(report: { Issue.record("unexpected report: \($0)") }))
                #expect(archive.sessions.first?.windowSize == Size(width: 820, height: 560))

                // Second launch: the same window, at its size, on the same note.
                let (sceneAgain, hostAgain) = try start(stateDirectory: directory)
                defer { hostAgain.close() }
                let notesAgain = try #require((sceneAgain.delegate as? NotesSceneDelegate)?.notes)
                #expect(sceneAgain.session.persistentIdentifier == archive.sessions.first?.persistentIdentifier)
                #expect(notesAgain.noteController?.noteID == 5 && notesAgain.list.selectedNoteID == 5)
                #expect(await hostAgain.settle(timeout: 10))
                try SyntheticInput.focusWindow(hostAgain.gtkWindow)
                try await clearFocus(hostAgain, notesAgain)
                let after = try WindowSnapshot.capture(hostAgain.gtkWindow)
                if let shots = ProcessInfo.processInfo.environment["CONTAINMENT_SHOTS_DIR"] {
                    try before.savePNG(to: "\(shots)/notes-restore-before.png")
                    try after.savePNG(to: "\(shots)/notes-restore-after.png")
                }
                try #require(before.width == after.width && before.height == after.height,
                             "sizes \(before.width)×\(before.height) and \(after.width)×\(after.height)")
                var differing = 0
                var firstDifference: Point?
                for y in 0..<before.height {
                    for x in 0..<before.width {
                        let point = Point(x: Double(x), y: Double(y))
                        if before.pixel(at: point) != after.pixel(at: point) {
                            differing += 1
                            if firstDifference == nil { firstDifference = point }
                        }
                    }
                }
                #expect(differing == 0, "\(differing) pixels differ, the first at \(String(describing: firstDifference))")
            }
        }

        @Test func aCorruptStateFileStartsFreshWithOneLine() async throws {
            try await SharedApplicationLock.run {
                try GtkTestStage.setUp()
                defer { Application.shared.resetScenesForTesting() }
                let directory = try temporaryStateDirectory("corrupt")
                defer { try? FileManager.default.removeItem(atPath: directory) }
                let file = SceneStateFile(directory: directory)
                try Data("{\"format\": \"org.containment.restoration\", \"ver".utf8).write(to: URL(fileURLWithPath: file.path))
                var lines: [String] = []
                #expect(file.read(report: { lines.append($0) }) == nil)
                #expect(lines.count == 1 && lines[0].hasPrefix(file.path) && !lines[0].contains("\n") && lines[0].contains("fresh"))

                // The app starts as on a first launch: one window, on the first note.
                let (scene, host) = try start(stateDirectory: directory)
                defer { host.close() }
                #expect(Application.shared.openSessions.count == 1)
                #expect((scene.delegate as? NotesSceneDelegate)?.notes?.noteController?.noteID == 1)
            }
        }
    }
}

/// The state file itself, without a display: where it lives, what a missing, corrupt or stale
/// one gives, and that a write is read back.
@MainActor
@Suite("Scene state file")
struct SceneStateFileTests {
    @Test func itLivesUnderXDGStateHomeOrLocalState() {
        let id = "org.example.App"
        let saved = getenv("XDG_STATE_HOME").map { String(cString: $0) }
        defer { if let saved { setenv("XDG_STATE_HOME", saved, 1) } else { unsetenv("XDG_STATE_HOME") } }
        setenv("XDG_STATE_HOME", "/tmp/state-home", 1)
        #expect(SceneStateFile(directory: SceneStateFile.defaultDirectory(applicationID: id)).path == "/tmp/state-home/org.example.App/scenes.json")
        // A relative value is ignored, as the XDG specification says.
        setenv("XDG_STATE_HOME", "relative/state", 1)
        let home = String(cString: getenv("HOME"))
        #expect(SceneStateFile.defaultDirectory(applicationID: id) == home + "/.local/state/org.example.App")
        unsetenv("XDG_STATE_HOME")
        #expect(SceneStateFile.defaultDirectory(applicationID: id) == home + "/.local/state/org.example.App")
    }

    @Test func aWriteIsReadBackAndNothingIsReportedForAFirstLaunch() throws {
        let directory = try temporaryStateDirectory("file")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // A folder that does not exist yet is made.
        let file = SceneStateFile(directory: directory + "/nested/org.example.App")
        var lines: [String] = []
        #expect(file.read(report: { lines.append($0) }) == nil)
        #expect(lines.isEmpty, "a missing file is a first launch, not an error")
        let activity = UserActivity(activityType: "org.example.viewing")
        activity.userInfo = ["row": 3]
        file.write(RestorationArchive(sessions: [
            .init(persistentIdentifier: "A", role: "r", stateRestorationActivity: activity, windowSize: Size(width: 640, height: 480)),
        ]), report: { lines.append($0) })
        #expect(lines.isEmpty)
        let read = try #require(file.read(report: { lines.append($0) }))
        #expect(read.sessions.first?.stateRestorationActivity?.userInfo == ["row": 3])
        #expect(read.sessions.first?.windowSize == Size(width: 640, height: 480))
        // No temporary file is left beside it.
        let entries = try FileManager.default.contentsOfDirectory(atPath: directory + "/nested/org.example.App")
        #expect(entries == ["scenes.json"])
    }

    @Test(arguments: [
        ("", "corrupt"), ("garbage", "corrupt"),
        ("{\"format\": \"org.containment.restoration\", \"version\": 99, \"sessions\": []}", "version 99"),
    ])
    func aBadFileIsOneLineNamingItAndWhatIsWrong(_ contents: String, _ expected: String) throws {
        let directory = try temporaryStateDirectory("bad")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = SceneStateFile(directory: directory)
        try Data(contents.utf8).write(to: URL(fileURLWithPath: file.path))
        var lines: [String] = []
        #expect(file.read(report: { lines.append($0) }) == nil)
        try #require(lines.count == 1)
        #expect(lines[0].hasPrefix(file.path + ": ") && !lines[0].contains("\n"))
        #expect(lines[0].contains(expected) || (expected == "corrupt" && lines[0].contains("not a saved-state file")), "\(lines[0])")
    }

    @Test func anUnreadableFileIsOneLineToo() throws {
        let directory = try temporaryStateDirectory("unreadable")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // A folder where the file should be: it cannot be read.
        let file = SceneStateFile(directory: directory)
        try FileManager.default.createDirectory(atPath: file.path, withIntermediateDirectories: true)
        var lines: [String] = []
        #expect(file.read(report: { lines.append($0) }) == nil)
        #expect(lines.count == 1 && lines[0].hasPrefix(file.path) && lines[0].contains("cannot be read"))
    }
}
