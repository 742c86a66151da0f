#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Containment

/// The root of the Nav row, as the tutorial's NavStoryboard table: one static row, "Detail",
/// whose show segue in `Resources/scenes/menu.json` pushes a detail controller, and a "Left" bar button (which the sliding menu's "Menu"
/// button ends up left of).
final class NavTableController: ViewController, TableViewDataSource, TableViewDelegate {
    /// The rows of the table.
    static let rows = ["Detail"]

    /// The table filling the view.
    let tableView = TableView()

    /// How many times "Left" was clicked; each click toggles the table's tint.
    private(set) var leftClicks = 0

    /// The colours "Left" toggles the table between.
    static let tints = [Color.white, Color(red: 1, green: 0.97, blue: 0.80)]

    override init() {
        super.init()
        title = "Nav"
        navigationItem.leftBarButtonItem = BarButtonItem(title: "Left") { [weak self] in self?.leftClicked() }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Self.tints[0]
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.backgroundColor = Self.tints[0]
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "Row")
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
    }

    private func leftClicked() {
        leftClicks += 1
        tableView.backgroundColor = Self.tints[leftClicks % Self.tints.count]
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { Self.rows.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        cell.textLabel?.text = Self.rows[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        // The scene file (menu.json) connects the row to its show segue, which pushes the detail.
        performSegue(forRowAt: indexPath, sender: tableView)
    }
}
