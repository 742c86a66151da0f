#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Containment

/// The list's sections: the pinned notes (only when some are), then the others.
public enum NoteSection: Hashable, Sendable {
    case pinned
    case notes
}

/// The list of notes: a table view controller whose rows are the notes, shown through a diffable
/// data source (sections of note ids), with Settings on the left of its bar, Sort (a menu of
/// orders) on the right, and Compose (a new note) in its toolbar.
/// Choosing a row shows that note as the split view's detail. A swipe toward the leading edge
/// offers Delete; the other way, Pin or Unpin. A right-click on a note (or the Menu key on the
/// selected one) opens its context menu: Pinned, Duplicate, Copy and a red Delete. The search
/// field under the bar (Ctrl+F) filters the list by title and body.
@MainActor
public final class NoteListController: TableViewController {
    /// The notes the rows show.
    public let store: NoteStore
    /// The app's settings (whether rows show the first line of the body).
    public let settings: NoteSettings
    /// The table's data source, made when the view loads.
    public private(set) var dataSource: NoteListDataSource?
    /// Called when a note is chosen (a row, or a new note); the app shows it as the detail.
    var showNote: ((Note) -> Void)?
    /// Called by the Add button.
    var addNote: (() -> Void)?
    /// Called by the Settings button.
    var openSettings: (() -> Void)?
    /// Called by a row's Delete (its swipe action, its context menu, or the table's edit
    /// commit): the app deletes it.
    var deleteNote: ((Int) -> Void)?
    /// Called by a row's Copy (its context menu): the app copies the note's text.
    var copyNote: ((Note) -> Void)?
    /// Called by a row's Open in New Window (its context menu, shown only when set): the app
    /// opens the note in a window of its own.
    var openInNewWindow: ((Note) -> Void)?
    /// The note whose row stays selected across changes.
    public private(set) var selectedNoteID: Int?
    /// What each row showed at the last apply, to configure again only the rows whose text
    /// changed, and whether they showed previews (a change of cell kind reloads the table).
    private var shownTexts: [Int: RowTexts] = [:]
    private var shownWithPreviews = false

    /// The texts of a note's row.
    private struct RowTexts: Equatable {
        var title: String
        var detail: String?
    }

    /// The identifiers of the rows' cells: the title alone, or with the body's first line.
    static let titleCell = "NoteTitle"
    static let previewCell = "NotePreview"

    /// A list of `store`'s notes.
    public init(store: NoteStore, settings: NoteSettings) {
        self.store = store
        self.settings = settings
        super.init(style: .plain)
        title = "Notes"
        // The chosen note's row stays selected beside its detail, as in a split view's list.
        clearsSelectionOnViewWillAppear = false
        navigationItem.leftBarButtonItem = BarButtonItem(title: "Settings") { [weak self] in self?.openSettings?() }
        // New notes are written from the toolbar, at its trailing end, as in Notes on iOS.
        let compose = BarButtonItem(systemItem: .compose) { [weak self] in self?.addNote?() }
        compose.toolTip = "New Note"
        toolbarItems = [.flexibleSpace(), compose]
        navigationItem.rightBarButtonItem = makeSortItem()
        // Search filters this list in place: no results controller, nothing dimmed.
        let search = SearchController(searchResultsController: nil)
        search.obscuresBackgroundDuringPresentation = false
        search.searchResultsUpdater = self
        search.searchBar.placeholder = "Search Notes"
        navigationItem.searchController = search
    }

    /// What the search field holds, trimmed; empty when no search is on.
    public var searchQuery: String {
        let text = navigationItem.searchController?.searchBar.text ?? ""
        return String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }

    /// The notes the list shows, in the chosen order: all of them, or those whose title or body
    /// holds the query.
    public var shownNotes: [Note] {
        let query = searchQuery
        guard !query.isEmpty else { return sortedNotes }
        let lowered = query.lowercased()
        return sortedNotes.filter { $0.title.lowercased().contains(lowered) || $0.body.lowercased().contains(lowered) }
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(TableViewCell.self, forCellReuseIdentifier: Self.titleCell)
        tableView.register(NotePreviewCell.self, forCellReuseIdentifier: Self.previewCell)
        let dataSource = NoteListDataSource(tableView: tableView) { [weak self] tableView, indexPath, id in
            self?.cell(for: id, in: tableView, at: indexPath)
        }
        dataSource.list = self
        self.dataSource = dataSource
        reload()
    }

    /// Shows the store's notes now: one snapshot applied, the changed rows configured again,
    /// and the selected note's row kept selected.
    public func reload() {
        guard let dataSource else { return }
        var snapshot = DiffableDataSourceSnapshot<NoteSection, Int>()
        let notes = shownNotes
        let pinned = notes.filter(\.isPinned).map(\.id)
        if !pinned.isEmpty {
            snapshot.appendSections([.pinned])
            snapshot.appendItems(pinned, toSection: .pinned)
        }
        snapshot.appendSections([.notes])
        snapshot.appendItems(notes.filter { !$0.isPinned }.map(\.id), toSection: .notes)

        let texts = Dictionary(uniqueKeysWithValues: notes.map { ($0.id, rowTexts(of: $0)) })
        snapshot.reconfigureItems(notes.map(\.id).filter { shownTexts[$0] != nil && shownTexts[$0] != texts[$0] })
        shownTexts = texts
        // Every row changes its kind of cell with the previews: the table loads again then;
        // otherwise it animates the change (a pinned note slides into the Pinned section).
        if shownWithPreviews != settings.showsPreview {
            shownWithPreviews = settings.showsPreview
            dataSource.applySnapshotUsingReloadData(snapshot)
        } else {
            dataSource.apply(snapshot, animatingDifferences: true)
        }
        selectRow(ofNote: selectedNoteID)
    }

    /// Selects the row of the note with `id` (no row when it is `nil` or gone).
    public func selectRow(ofNote id: Int?) {
        selectedNoteID = id.flatMap { store.index(of: $0) == nil ? nil : $0 }
        guard let dataSource else { return }  // Selected when the view loads.
        tableView.selectRow(at: selectedNoteID.flatMap { dataSource.indexPath(for: $0) }, animated: false, scrollPosition: .none)
    }

    /// The note shown at `indexPath`, if any.
    public func note(at indexPath: IndexPath) -> Note? {
        dataSource?.itemIdentifier(for: indexPath).flatMap { store.note(withID: $0) }
    }

    private func rowTexts(of note: Note) -> RowTexts {
        RowTexts(
            title: note.title.isEmpty ? "Untitled" : note.title,
            detail: settings.showsPreview ? note.body.split(separator: "\n", maxSplits: 1).first.map(String.init) : nil)
    }

    private func cell(for id: Int, in tableView: TableView, at indexPath: IndexPath) -> TableViewCell? {
        guard let note = store.note(withID: id) else { return nil }
        let texts = rowTexts(of: note)
        let cell = tableView.dequeueReusableCell(
            withIdentifier: settings.showsPreview ? Self.previewCell : Self.titleCell, for: indexPath)
        cell.textLabel?.text = texts.title
        cell.detailTextLabel?.text = texts.detail
        return cell
    }

    // MARK: Delegate

    public override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        guard let note = note(at: indexPath) else { return }
        selectedNoteID = note.id
        showNote?(note)
    }

    /// Delete, red, nearest the trailing edge: it deletes the note at once, as Mail's swipe does.
    public override func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        guard let id = note(at: indexPath)?.id else { return nil }
        let delete = ContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            self?.deleteNote?(id)
            completion(true)
        }
        return SwipeActionsConfiguration(actions: [delete])
    }

    /// The note's context menu: Open in New Window (when the app opens several), Pinned
    /// (checked while it is), then Duplicate and Copy, then Delete in red, each in its own section.
    public override func tableView(
        _ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: Point
    ) -> ContextMenuConfiguration? {
        guard let note = note(at: indexPath) else { return nil }
        return ContextMenuConfiguration(identifier: note.id, previewProvider: nil) { [weak self] _ in
            let pin = Action(title: "Pinned", image: nil, state: note.isPinned ? .on : .off) { _ in
                self?.store.setPinned(!note.isPinned, id: note.id)
            }
            let duplicate = Action(title: "Duplicate") { _ in
                self?.store.duplicate(id: note.id)
            }
            let copy = Action(title: "Copy") { _ in
                self?.copyNote?(note)
            }
            let delete = Action(title: "Delete", attributes: .destructive) { _ in
                self?.deleteNote?(note.id)
            }
            let open = self?.openInNewWindow.map { openInNewWindow in
                Menu(options: .displayInline, children: [Action(title: "Open in New Window") { _ in openInNewWindow(note) }])
            }
            return Menu(title: note.title, children: (open.map { [$0] } ?? []) + [
                Menu(options: .displayInline, children: [pin]),
                Menu(options: .displayInline, children: [duplicate, copy]),
                Menu(options: .displayInline, children: [delete]),
            ])
        }
    }

    /// Pin or Unpin, at the leading edge.
    public override func tableView(
        _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        guard let note = note(at: indexPath) else { return nil }
        let pin = ContextualAction(style: .normal, title: note.isPinned ? "Unpin" : "Pin") { [weak self] _, _, completion in
            self?.store.setPinned(!note.isPinned, id: note.id)
            completion(true)
        }
        pin.backgroundColor = Color(red: 1, green: 0.62, blue: 0.04)
        return SwipeActionsConfiguration(actions: [pin])
    }
}

/// The list's data source: note ids in the Pinned and Notes sections, titled when both show;
/// every row can be deleted, the table's edit commit deleting the note.
@MainActor
public final class NoteListDataSource: TableViewDiffableDataSource<NoteSection, Int> {
    /// The list whose app deletes notes.
    weak var list: NoteListController?

    /// "Pinned" and "Notes", when the Pinned section shows; no titles otherwise.
    public override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        guard index(for: .pinned) != nil else { return nil }
        switch sectionIdentifier(for: section) {
        case .pinned: return "Pinned"
        case .notes: return "Notes"
        case nil: return nil
        }
    }

    /// Every note can be deleted.
    public override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    /// A delete from the table deletes the note (the list then applies a snapshot without it).
    public override func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete, let id = itemIdentifier(for: indexPath) else { return }
        list?.deleteNote?(id)
    }
}

/// A row showing a note's title and, under it, the first line of its body.
final class NotePreviewCell: TableViewCell {
    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }
}

/// The search filters the list as the user types, and shows every note again when it ends.
extension NoteListController: SearchResultsUpdating {
    public func updateSearchResults(for searchController: SearchController) {
        reload()
    }
}
