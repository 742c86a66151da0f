import Testing
@testable import Containment
import ContainmentTestSupport

// The Swift blocks of Containment.docc/StateRestoration.md, compiled and run.

final class NoteController: ViewController {
    var noteID = ""

    override func encodeRestorableState(with activity: UserActivity) {
        super.encodeRestorableState(with: activity)
        activity.addUserInfoEntries(from: ["note": .string(noteID)])
    }

    override func decodeRestorableState(with activity: UserActivity) {
        super.decodeRestorableState(with: activity)
        noteID = activity.userInfo?["note"]?.stringValue ?? ""
    }
}

@MainActor
@Suite struct StateRestorationArticleTests {
    /// The saved state of a window showing note "n42" pushed on the list.
    private func saved() -> UserActivity {
        let stage = TestStage(width: 900, height: 600)
        let list = ViewController()
        list.restorationIdentifier = "list"
        let navigation = NavigationController(rootViewController: list)
        navigation.restorationIdentifier = "navigation"
        stage.show(navigation)
        let note = NoteController()
        note.restorationIdentifier = "note"
        note.noteID = "n42"
        navigation.pushViewController(note, animated: false)
        let activity = UserActivity(activityType: "org.example.notes")
        stage.window.encodeRestorableState(with: activity)
        return activity
    }

    @Test("the article's launch code brings the note back on top of the list")
    func launchRestoresTheNote() throws {
        let savedActivity = saved()
        let window = Window(frame: Rect(x: 0, y: 0, width: 900, height: 600))
        let list = ViewController()
        list.restorationIdentifier = "list"
        let navigation = NavigationController(rootViewController: list)
        navigation.restorationIdentifier = "navigation"
        window.rootViewController = navigation
        window.decodeRestorableState(with: savedActivity) { path, _ in
            guard path.last == "note" else { return nil }
            let note = NoteController()
            note.restorationIdentifier = "note"
            return note
        }
        window.makeKeyAndVisible()
        let note = try #require(navigation.topViewController as? NoteController)
        #expect(note.noteID == "n42")
        #expect(navigation.viewControllers.count == 2)
        #expect(note.appearanceState == .appeared)
    }
}
