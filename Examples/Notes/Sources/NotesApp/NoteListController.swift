#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Containment

/// The list of notes: a table with a row per note, Settings on the left of its bar and Add on
/// the right. Choosing a row shows that note as the split view's detail.
@MainActor
public final class NoteListController: ViewController, TableViewDataSource, TableViewDelegate {
    /// The table filling the view.
    public let tableView = TableView()
    /// The notes the rows show.
    public let store: NoteStore
    /// The app's settings (whether rows show the first line of the body).
    public let settings: NoteSettings
    /// Called when a note is chosen (a row, or a new note); the app shows it as the detail.
    var showNote: ((Note) -> Void)?
    /// Called by the Add button.
    var addNote: (() -> Void)?
    /// Called by the Settings button.
    var openSettings: (() -> Void)?
    /// The note whose row stays selected across reloads.
    public private(set) var selectedNoteID: Int?

    /// A list of `store`'s notes.
    public init(store: NoteStore, settings: NoteSettings) {
        self.store = store
        self.settings = settings
        super.init()
        title = "Notes"
        navigationItem.leftBarButtonItem = BarButtonItem(title: "Settings") { [weak self] in self?.openSettings?() }
        navigationItem.rightBarButtonItem = BarButtonItem(title: "Add") { [weak self] in self?.addNote?() }
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.register(TableViewCell.self, forCellReuseIdentifier: Self.titleCell)
        tableView.register(NotePreviewCell.self, forCellReuseIdentifier: Self.previewCell)
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
    }

    /// Reloads the rows from the store and keeps the selected note's row selected.
    public func reload() {
        tableView.reloadData()
        selectRow(ofNote: selectedNoteID)
    }

    /// Selects the row of the note with `id` (no row when it is `nil` or gone).
    public func selectRow(ofNote id: Int?) {
        selectedNoteID = id.flatMap { store.index(of: $0) == nil ? nil : $0 }
        tableView.selectRow(
            at: selectedNoteID.flatMap(store.index(of:)).map { IndexPath(row: $0, section: 0) }, animated: false,
            scrollPosition: .none)
    }

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        store.notes.count
    }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let note = store.notes[indexPath.row]
        let title = note.title.isEmpty ? "Untitled" : note.title
        let cell = tableView.dequeueReusableCell(
            withIdentifier: settings.showsPreview ? Self.previewCell : Self.titleCell, for: indexPath)
        cell.textLabel?.text = title
        cell.detailTextLabel?.text = note.body.split(separator: "\n", maxSplits: 1).first.map(String.init)
        return cell
    }

    /// The identifiers of the rows' cells: the title alone, or with the body's first line.
    static let titleCell = "NoteTitle"
    static let previewCell = "NotePreview"

    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        guard store.notes.indices.contains(indexPath.row) else { return }
        let note = store.notes[indexPath.row]
        selectedNoteID = note.id
        showNote?(note)
    }
}

/// A row showing a note's title and, under it, the first line of its body.
final class NotePreviewCell: TableViewCell {
    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }
}
