#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Containment

/// The Split row's sidebar: groups of planets in an `.insetGrouped` table, which draws as a
/// GNOME sidebar in a split view's primary column. Choosing a group lists its planets in the
/// supplementary column and shows that column (pushed when the split view is collapsed).
final class SkySidebarController: ViewController, TableViewDataSource, TableViewDelegate {
    /// A group of planets the sidebar offers.
    struct Group {
        /// The row's title.
        let name: String
        /// The planets it lists.
        let planets: [Planet]
    }

    /// The groups, in the order the rows show them.
    static let groups = [
        Group(name: "All Planets", planets: Planet.all),
        Group(name: "Inner Planets", planets: Array(Planet.all.prefix(4))),
        Group(name: "Outer Planets", planets: Array(Planet.all.dropFirst(4))),
    ]

    /// The table filling the view.
    let tableView = TableView(frame: .zero, style: .insetGrouped)

    /// Called with the group the user chose.
    var onSelect: ((Group) -> Void)?

    override init() {
        super.init()
        title = "Sky"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.register(TableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
        tableView.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
    }

    /// The identifier of the groups' cells.
    static let cellIdentifier = "Group"

    /// Chooses the group at `index`, as a click on its row does.
    func chooseGroup(at index: Int) {
        guard Self.groups.indices.contains(index) else { return }
        tableView.selectRow(at: IndexPath(row: index, section: 0), animated: false, scrollPosition: .none)
        onSelect?(Self.groups[index])
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { Self.groups.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        cell.textLabel?.text = Self.groups[indexPath.row].name
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        onSelect?(Self.groups[indexPath.row])
    }
}
