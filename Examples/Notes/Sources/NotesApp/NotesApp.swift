import Containment

/// The notes app's controllers, wired together: a split view with the list of notes on the
/// left (a table view controller with Pinned and Notes sections, swipe to delete and to pin)
/// and the chosen note on the right, each in a navigation controller, folding into one
/// navigation stack in a narrow window. Put ``rootViewController`` in a window.
@MainActor
public final class NotesApp {
    /// The notes.
    public let store: NoteStore
    /// The settings the sheet changes.
    public let settings: NoteSettings
    /// The window's root: list and note side by side, or one stack when narrow.
    public let split: SplitViewController
    /// The list of notes.
    public let list: NoteListController
    /// The navigation controller around the list (the one stack when collapsed).
    public let listNavigation: NavigationController

    /// The root view controller to put in a window.
    public var rootViewController: ViewController { split }

    /// The app over `store`'s notes (20 seed notes by default), showing the first note.
    public init(store: NoteStore = .seeded(), settings: NoteSettings = NoteSettings()) {
        self.store = store
        self.settings = settings
        let root = NotesSplitViewController()
        split = root
        list = NoteListController(store: store, settings: settings)
        listNavigation = NavigationController(rootViewController: list)
        listNavigation.isToolbarHidden = false
        split.title = "Notes"
        list.showNote = { [weak self] note in self?.show(note) }
        list.addNote = { [weak self] in self?.addNote() }
        list.openSettings = { [weak self] in self?.openSettings() }
        list.deleteNote = { [weak self] id in self?.deleteNote(id: id) }
        list.copyNote = { note in Pasteboard.general.string = note.textForCopying }
        if Application.shared.supportsMultipleScenes {
            list.openInNewWindow = { [weak self] note in self?.openInNewWindow(note) }
        }
        store.addObserver { [weak self] in self?.list.reload() }
        settings.didChange = { [weak self] in self?.list.reload() }
        // The menu bar's File ▸ New Note (Ctrl+N) and Find ▸ Search Notes (Ctrl+F), which the
        // root performs from anywhere in the window (the note's text too).
        root.newNote = { [weak self] in self?.addNote() }
        root.searchNotes = { [weak self] in self?.searchNotes() }
        split.restorationIdentifier = Identifier.split
        listNavigation.restorationIdentifier = Identifier.listNavigation
        list.restorationIdentifier = Identifier.list
        let first = store.notes.first
        split.viewControllers = [listNavigation, makeDetailNavigation(first.map(makeNoteController) ?? makeNoNoteController())]
        list.selectRow(ofNote: first?.id)
    }

    /// The note controller on screen (the detail column's, or the top of the one stack).
    public var noteController: NoteController? {
        if split.isCollapsed { return listNavigation.topViewController as? NoteController }
        return (split.viewControllers.last as? NavigationController)?.topViewController as? NoteController
    }

    /// Shows `note` as the detail: beside the list, or pushed onto the one stack when narrow.
    public func show(_ note: Note) {
        list.selectRow(ofNote: note.id)
        split.showDetailViewController(makeDetailNavigation(makeNoteController(note)), sender: list)
    }

    /// The activity naming `note`, which a new window shows: what Open in New Window hands over.
    public static func activity(showing note: Note) -> UserActivity {
        let activity = UserActivity(activityType: noteActivityType)
        activity.title = note.title
        activity.addUserInfoEntries(from: [noteIDKey: .integer(note.id)])
        return activity
    }

    /// The type of the activity naming a note.
    public static let noteActivityType = "org.containment.Notes.note"
    /// The note's id in the activity's user info.
    static let noteIDKey = "noteID"

    /// The note an activity names, if it is one of ``store``'s.
    public func note(for activity: UserActivity) -> Note? {
        guard activity.activityType == Self.noteActivityType, let id = activity.userInfo?[Self.noteIDKey]?.intValue,
            let index = store.index(of: id)
        else { return nil }
        return store.notes[index]
    }

    /// Opens `note` in a new window (a new scene), as "Open in New Window" does.
    public func openInNewWindow(_ note: Note) {
        let options = Scene.ActivationRequestOptions()
        options.requestingScene = split.viewIfLoaded?.window?.windowScene
        Application.shared.requestSceneSessionActivation(nil, userActivity: Self.activity(showing: note), options: options)
    }

    /// Adds a new note and shows it.
    public func addNote() {
        show(store.add())
    }

    /// Shows the list (when narrow) and puts the keyboard in its search field.
    public func searchNotes() {
        guard let search = list.navigationItem.searchController else { return }
        if split.isCollapsed { _ = listNavigation.popToRootViewController(animated: false) }
        search.isActive = true
        _ = search.searchBar.searchTextField.becomeFirstResponder()
    }

    /// Presents the settings sheet (once).
    public func openSettings() {
        guard split.presentedViewController == nil else { return }
        let settingsController = SettingsController(settings: settings)
        settingsController.restorationIdentifier = Identifier.settings
        let sheet = NavigationController(rootViewController: settingsController)
        sheet.restorationIdentifier = Identifier.settingsNavigation
        sheet.modalPresentationStyle = .pageSheet
        split.present(sheet, animated: true)
    }

    /// Deletes the note with `id`, then shows the note now in its place (or none), or the list
    /// when narrow.
    public func deleteNote(id: Int) {
        guard let index = store.index(of: id) else { return }
        store.remove(id: id)
        if split.isCollapsed {
            _ = listNavigation.popToRootViewController(animated: true)
            list.selectRow(ofNote: nil)
        } else if store.notes.isEmpty {
            list.selectRow(ofNote: nil)
            split.showDetailViewController(makeDetailNavigation(makeNoNoteController()), sender: list)
        } else {
            show(store.notes[min(index, store.notes.count - 1)])
        }
    }

    /// The detail column's navigation controller, around `root` (empty for restoration to fill).
    func makeDetailNavigation(_ root: ViewController?) -> NavigationController {
        let navigation = root.map { NavigationController(rootViewController: $0) } ?? NavigationController()
        navigation.restorationIdentifier = Identifier.noteNavigation
        return navigation
    }

    func makeNoNoteController() -> NoNoteController {
        let controller = NoNoteController()
        controller.restorationIdentifier = Identifier.noNote
        return controller
    }

    func makeNoteController(_ note: Note) -> NoteController {
        let controller = NoteController(noteID: note.id, store: store)
        controller.restorationIdentifier = Identifier.notePrefix + String(note.id)
        controller.deleteNote = { [weak self] id in self?.deleteNote(id: id) }
        // Pushed on the list's stack (a narrow window), the note keeps the list's toolbar.
        controller.toolbarItems = list.toolbarItems
        return controller
    }
}
