#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Containment

/// One level of a table drill-down, as tutorial 002's Listing 6-3: a table whose rows each
/// stand for the next level of data; selecting a row makes that level's controller
/// (`initWithTable:andDataAtIndexPath:`) and pushes it on the navigation stack.
final class DrillDownTableController: ViewController, TableViewDataSource, TableViewDelegate {
    /// The table filling the view.
    let tableView = TableView()
    /// One row's text and detail.
    struct Row: Equatable {
        var text: String
        var detailText: String?
    }

    /// The rows shown.
    let rows: [Row]

    private let makeNextLevel: @MainActor (Int) -> ViewController?

    /// Creates a level titled `title` with `rows`; `makeNextLevel` makes the controller for a row.
    init(title: String, rows: [Row], makeNextLevel: @escaping @MainActor (Int) -> ViewController?) {
        self.rows = rows
        self.makeNextLevel = makeNextLevel
        super.init()
        self.title = title
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.backgroundColor = .white
        tableView.register(SubtitleCell.self, forCellReuseIdentifier: "Row")
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
    }

    /// Pushes the controller for the row at `row`, as `tableView(_:didSelectRowAt:)` in the
    /// tutorial; does nothing for a row that does not exist.
    func showRow(_ row: Int, animated: Bool) {
        guard rows.indices.contains(row), let next = makeNextLevel(row) else { return }
        navigationController?.pushViewController(next, animated: animated)
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row].text
        cell.detailTextLabel?.text = rows[indexPath.row].detailText
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        showRow(indexPath.row, animated: true)
    }
}

extension DrillDownTableController {
    /// The root of the Combined row's navigation tab: the playlists, each pushing its songs,
    /// each song pushing its detail.
    static func playlists(_ playlists: [Playlist] = MusicLibrary.playlists) -> DrillDownTableController {
        DrillDownTableController(
            title: "Playlists",
            rows: playlists.map { Row(text: $0.name, detailText: "\($0.songs.count) songs") }
        ) { index in
            songs(of: playlists[index])
        }
    }

    /// The songs of `playlist`, each pushing its detail.
    static func songs(of playlist: Playlist) -> DrillDownTableController {
        DrillDownTableController(
            title: playlist.name,
            rows: playlist.songs.map { Row(text: $0.title, detailText: $0.composer) }
        ) { index in
            SongDetailController(song: playlist.songs[index])
        }
    }
}
