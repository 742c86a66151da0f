import Foundation
@_spi(Adapter) @_spi(Testing) @testable import Containment

/// A cell that counts how many were made, how often each was prepared for reuse and
/// configured (by a diffable data source's cell provider).
@MainActor
final class CountingCell: TableViewCell {
    static var made = 0
    var reuses = 0
    var configurations = 0
    /// The item the cell was last configured for.
    var item: Int?

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        Self.made += 1
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
        item = nil
    }
}

/// A table's data source and delegate over sections of item numbers, recording what the table
/// asks and tells.
@MainActor
final class TableModel: TableViewDataSource, TableViewDelegate {
    var sections: [[Int]]
    var headerTitles: [String?] = []
    var heights: [Int: Double] = [:]
    var countQuestions = 0
    var cellQuestions = 0
    var heightQuestions = 0
    /// The cells shown now (told by willDisplay, not yet by didEndDisplaying).
    var displayed: Set<ObjectIdentifier> = []
    var displayEvents = 0
    var endEvents = 0
    var unbalanced: [String] = []
    var selected: [IndexPath] = []
    var deselected: [IndexPath] = []
    var willSelect: ((IndexPath) -> IndexPath?)?
    var editable = false
    var committed: [IndexPath] = []
    var leading: SwipeActionsConfiguration?
    var trailing: SwipeActionsConfiguration?

    init(sections: [[Int]]) {
        self.sections = sections
    }

    /// One section of `count` items numbered from 0.
    convenience init(rows count: Int) {
        self.init(sections: [Array(0..<count)])
    }

    func numberOfSections(in tableView: TableView) -> Int { sections.count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        countQuestions += 1
        return sections[section].count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        cellQuestions += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        let item = sections[indexPath.section][indexPath.row]
        cell.textLabel?.text = "Item \(item)"
        (cell as? CountingCell)?.item = item
        return cell
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        headerTitles.indices.contains(section) ? headerTitles[section] : nil
    }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
        heightQuestions += 1
        return heights[sections[indexPath.section][indexPath.row]] ?? TableView.automaticDimension
    }

    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        displayEvents += 1
        if displayed.insert(ObjectIdentifier(cell)).inserted == false { unbalanced.append("\(indexPath) displayed twice") }
    }

    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {
        endEvents += 1
        if displayed.remove(ObjectIdentifier(cell)) == nil { unbalanced.append("\(indexPath) ended without being displayed") }
    }

    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        guard let willSelect else { return indexPath }
        return willSelect(indexPath)
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) { deselected.append(indexPath) }

    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { editable }

    func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        committed.append(indexPath)
        sections[indexPath.section].remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .fade)
    }

    func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        leading
    }

    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        trailing
    }
}

/// A table in a window on a manual clock, with a model as data source and delegate.
@MainActor
struct TableStage {
    let clock = ManualClock()
    let window: Window
    let table: TableView
    let model: TableModel

    init(model: TableModel, style: TableView.Style = .plain, size: Size = Size(width: 320, height: 440),
         configure: (TableView) -> Void = { _ in }) {
        window = Window(frame: Rect(origin: .zero, size: size), clock: clock)
        table = TableView(frame: Rect(origin: .zero, size: size), style: style)
        self.model = model
        table.register(CountingCell.self, forCellReuseIdentifier: "Cell")
        configure(table)
        table.dataSource = model
        table.delegate = model
        window.addSubview(table)
        window.makeKeyAndVisible()
        table.layoutIfNeeded()
    }

    /// Scrolls to `y` and lays the table out, as a frame does (the offset's change marked it).
    func scroll(to y: Double) {
        table.contentOffset = Point(x: 0, y: y)
        table.layoutIfNeeded()
    }

    /// Runs the clock past every animation.
    func settle() {
        for _ in 0..<120 where window.runningAnimationCount > 0 { clock.advance(by: 1.0 / 60) }
        table.layoutIfNeeded()
    }

    /// The cells that are the table's subviews.
    var liveCells: [TableViewCell] { table.subviews.compactMap { $0 as? TableViewCell } }

    /// Problems with the cells on screen: each shows its own row's item, and is where its row is.
    func mismatches() -> [String] {
        var problems: [String] = []
        for indexPath in table.indexPathsForVisibleRows ?? [] {
            guard let cell = table.cellForRow(at: indexPath) else { continue }
            let item = model.sections[indexPath.section][indexPath.row]
            if cell.textLabel?.text != "Item \(item)" {
                problems.append("\(indexPath) shows \(cell.textLabel?.text ?? "nil"), not Item \(item)")
            }
            if cell.frame != table.rectForRow(at: indexPath) {
                problems.append("\(indexPath) is at \(cell.frame), not \(table.rectForRow(at: indexPath))")
            }
            if cell.superview !== table { problems.append("\(indexPath) is not in the table") }
        }
        return problems
    }
}
