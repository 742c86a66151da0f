import Containment

/// How a notes window saves what it shows and comes back to it, as a UIKit app restores its
/// scenes: every controller has a restoration identifier, the window writes its controller tree
/// (and its size) into the scene's activity with `Window.encodeRestorableState(with:)`, and the
/// note controller writes which note it edits. At the next launch the scene delegate reads the
/// session's `stateRestorationActivity` and the window puts the tree back before it shows;
/// ``restoredController(identifierComponents:state:)`` makes what the app did not make at launch.
extension NotesApp {
    /// The type of the activity a notes window is saved in.
    public static let windowActivityType = "org.containment.Notes.window"
    /// The selected note's id in the window's activity.
    static let selectedNoteKey = "selectedNoteID"

    /// The activity that restores this window as it is now (`window` showing ``rootViewController``).
    public func stateRestorationActivity(in window: Window) -> UserActivity {
        let activity = UserActivity(activityType: Self.windowActivityType)
        window.encodeRestorableState(with: activity)
        if let id = list.selectedNoteID { activity.addUserInfoEntries(from: [Self.selectedNoteKey: .integer(id)]) }
        return activity
    }

    /// Restores what `activity` saved into `window` (showing ``rootViewController``, not yet
    /// visible): the note shown, on the list's stack when narrow, the selected row and the
    /// settings sheet when it was open. Returns whether anything was restored; a note deleted
    /// since is left out and the window shows the first note, as a fresh launch.
    @discardableResult
    public func restore(from activity: UserActivity, in window: Window) -> Bool {
        guard activity.activityType == Self.windowActivityType,
              window.decodeRestorableState(with: activity, viewControllerWithRestorationIdentifierPath: restoredController)
        else { return false }
        if let detail = split.viewControllers.last as? NavigationController, split.viewControllers.count == 2,
           detail.viewControllers.isEmpty {
            // Its note is gone: the first note, as at a fresh launch.
            detail.setViewControllers([store.notes.first.map(makeNoteController) ?? makeNoNoteController()], animated: false)
        }
        // The note on screen is the selected one; on the list alone (narrow), the saved
        // selection, or the first note when it is gone.
        let saved = activity.userInfo?[Self.selectedNoteKey]?.intValue.flatMap { store.note(withID: $0)?.id }
        list.selectRow(ofNote: noteController?.noteID ?? saved ?? store.notes.first?.id)
        return true
    }

    /// The controller at a saved identifier path that the app did not make at launch, as
    /// `application(_:viewControllerWithRestorationIdentifierPath:coder:)`: the detail's
    /// navigation controller, a note controller (from the note id it saved), the empty detail,
    /// the settings sheet.
    func restoredController(identifierComponents path: [String], state: UserActivity) -> ViewController? {
        switch path.last {
        case Identifier.noteNavigation:
            return makeDetailNavigation(nil)
        case let identifier? where identifier.hasPrefix(Identifier.notePrefix):
            guard let id = state.userInfo?[NoteController.noteIDKey]?.intValue, let note = store.note(withID: id) else { return nil }
            return makeNoteController(note)
        case Identifier.noNote:
            return makeNoNoteController()
        case Identifier.settingsNavigation:
            let sheet = NavigationController()
            sheet.restorationIdentifier = Identifier.settingsNavigation
            sheet.modalPresentationStyle = .pageSheet
            return sheet
        case Identifier.settings:
            let settingsController = SettingsController(settings: settings)
            settingsController.restorationIdentifier = Identifier.settings
            return settingsController
        default:
            return nil
        }
    }

    /// The restoration identifiers of the notes window's controllers.
    enum Identifier {
        static let split = "notes"
        static let listNavigation = "list-navigation"
        static let list = "list"
        static let noteNavigation = "note-navigation"
        /// A note controller's identifier is this and its note's id ("note.5"): another
        /// note's controller is another controller.
        static let notePrefix = "note."
        static let noNote = "no-note"
        static let settingsNavigation = "settings-navigation"
        static let settings = "settings"
    }
}
