import Foundation
import Testing
@_spi(Adapter) @_spi(Testing) @testable import Containment
import ContainmentTestSupport

/// A table in a window on a manual clock, shown by a diffable data source of `Int` items in
/// `String` sections, whose cell provider records what it is asked.
@MainActor
final class DiffableStage {
    typealias Snapshot = DiffableDataSourceSnapshot<String, Int>
    let clock = ManualClock()
    let window: Window
    let table: TableView
    var dataSource: TableViewDiffableDataSource<String, Int>
    /// The items the cell provider was asked for, in order.
    var provided: [Int] = []
    /// Items for which the provider returns nil (UIKit raises).
    var failing: Set<Int> = []

    init(size: Size = Size(width: 320, height: 440), makeDataSource: ((TableView, @escaping TableViewDiffableDataSource<String, Int>.CellProvider) -> TableViewDiffableDataSource<String, Int>)? = nil) {
        window = Window(frame: Rect(origin: .zero, size: size), clock: clock)
        let table = TableView(frame: Rect(origin: .zero, size: size), style: .plain)
        self.table = table
        table.register(CountingCell.self, forCellReuseIdentifier: "Item")
        var record: (Int) -> Bool = { _ in true }
        let provider: TableViewDiffableDataSource<String, Int>.CellProvider = { tableView, indexPath, item in
            guard record(item) else { return nil }
            let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
            cell.textLabel?.text = "Item \(item)"
            (cell as? CountingCell)?.item = item
            (cell as? CountingCell)?.configurations += 1
            return cell
        }
        dataSource = makeDataSource?(table, provider) ?? TableViewDiffableDataSource(tableView: table, cellProvider: provider)
        window.addSubview(table)
        window.makeKeyAndVisible()
        record = { [unowned self] item in
            self.provided.append(item)
            return !self.failing.contains(item)
        }
    }

    /// Lays the table out, as a frame does.
    func layout() { table.layoutIfNeeded() }

    /// Scrolls to `y` and lays the table out.
    func scroll(to y: Double) {
        table.contentOffset = Point(x: 0, y: y)
        table.setNeedsLayout()
        table.layoutIfNeeded()
    }

    /// Runs the clock past every animation.
    func settle() {
        for _ in 0..<120 where window.runningAnimationCount > 0 { clock.advance(by: 1.0 / 60) }
        table.layoutIfNeeded()
    }

    /// Problems with what the table shows against the data source's snapshot: its counts, and
    /// every cell on screen showing its own row's item, where its row is.
    func mismatches() -> [String] {
        var problems: [String] = []
        let snapshot = dataSource.snapshot()
        if table.numberOfSections != snapshot.numberOfSections {
            problems.append("\(table.numberOfSections) sections, not \(snapshot.numberOfSections)")
        }
        for (index, section) in snapshot.sectionIdentifiers.enumerated() where table.numberOfRows(inSection: index) != snapshot.numberOfItems(inSection: section) {
            problems.append("section \(index) has \(table.numberOfRows(inSection: index)) rows, not \(snapshot.numberOfItems(inSection: section))")
        }
        for indexPath in table.indexPathsForVisibleRows ?? [] {
            guard let cell = table.cellForRow(at: indexPath) as? CountingCell else { continue }
            let item = dataSource.itemIdentifier(for: indexPath)
            if cell.item != item || cell.textLabel?.text != item.map({ "Item \($0)" }) {
                problems.append("\(indexPath) shows \(cell.item.map(String.init) ?? "nil"), not \(item.map(String.init) ?? "nil")")
            }
            if cell.frame != table.rectForRow(at: indexPath) { problems.append("\(indexPath) is at \(cell.frame), not \(table.rectForRow(at: indexPath))") }
            if cell.superview !== table { problems.append("\(indexPath) is not in the table") }
        }
        return problems
    }

    /// The cells that are the table's subviews.
    var liveCells: [TableViewCell] { table.subviews.compactMap { $0 as? TableViewCell } }
}

/// A snapshot of sections named "s0", "s1", … of `perSection` consecutive items each.
@MainActor
func numberedSnapshot(sections: Int, perSection: Int) -> DiffableDataSourceSnapshot<String, Int> {
    var snapshot = DiffableDataSourceSnapshot<String, Int>()
    for section in 0..<sections {
        snapshot.appendSections(["s\(section)"])
        snapshot.appendItems(Array(section * perSection..<(section + 1) * perSection))
    }
    return snapshot
}

/// `TableViewDiffableDataSource` shows snapshots as UIKit's does: loaded at first, then each
/// change applied once as a batch update that costs the rows on screen.
@MainActor
@Suite("Table view diffable data source")
struct TableViewDiffableDataSourceTests {
    @Test("the first snapshot loads the table; cells are made only for the rows on screen")
    func firstApply() {
        CountingCell.made = 0
        let stage = DiffableStage()
        stage.dataSource.apply(numberedSnapshot(sections: 1, perSection: 10_000))
        stage.layout()
        #expect(stage.table.numberOfRows(inSection: 0) == 10_000)
        let visible = stage.table.indexPathsForVisibleRows ?? []
        #expect(!visible.isEmpty && visible.count <= 440 / 44 + 6)
        #expect(stage.provided.count == visible.count, "the provider is asked only for rows coming on screen")
        #expect(CountingCell.made == visible.count)
        #expect(stage.mismatches() == [])
        #expect(stage.table.dataSource === stage.dataSource, "the data source makes itself the table's")
    }

    @Test("a snapshot changing 1% of 10,000 items: one batch, the cells and the selection follow their items")
    func onePercentChange() throws {
        let diagnostics = DiagnosticsRecorder()
        defer { diagnostics.stop() }
        let stage = DiffableStage()
        let old = numberedSnapshot(sections: 4, perSection: 2_500)
        stage.dataSource.apply(old)
        stage.layout()
        stage.scroll(to: stage.table.rectForRow(at: IndexPath(row: 1_200, section: 2)).minY)
        let selectedItem = 6_203
        let selectedPath = try #require(stage.dataSource.indexPath(for: selectedItem))
        stage.table.selectRow(at: selectedPath, animated: false, scrollPosition: .none)
        #expect(stage.table.cellForRow(at: selectedPath) != nil)

        var random = SplitMix64(seed: 28)
        var new = old
        var next = 100_000
        for item in old.itemIdentifiers where ![selectedItem, 6_201, 6_202, 6_204].contains(item) && random.chance(0.01) {
            switch random.below(3) {
            case 0: new.deleteItems([item])
            case 1:
                new.insertItems([next], afterItem: item)
                next += 1
            default:
                if let anchor = random.pick(old.itemIdentifiers), anchor != item, new.indexOfItem(anchor) != nil {
                    new.moveItem(item, beforeItem: anchor)
                }
            }
        }
        // And changes right on screen: one row above the selected one goes, two come.
        new.deleteItems([6_201])
        new.insertItems([-1, -2], beforeItem: 6_204)
        stage.provided.removeAll()
        let cellsBefore = CountingCell.made
        var completed = false
        stage.dataSource.apply(new) { completed = true }
        #expect(!completed, "the completion waits for the animations")
        stage.settle()
        #expect(completed)
        #expect(diagnostics.refusals == [])
        #expect(stage.mismatches() == [])
        #expect(stage.table.numberOfRows(inSection: 2) == new.numberOfItems(inSection: "s2"))
        #expect(stage.table.indexPathForSelectedRow == stage.dataSource.indexPath(for: selectedItem), "the selection follows its item")
        let selectedNow = try #require(stage.table.indexPathForSelectedRow)
        #expect(stage.dataSource.itemIdentifier(for: selectedNow) == selectedItem)
        let visible = stage.table.indexPathsForVisibleRows ?? []
        #expect(stage.provided.count <= visible.count, "only rows coming on screen are asked for: \(stage.provided.count)")
        #expect(Set(stage.provided).isSubset(of: Set(visible.compactMap { stage.dataSource.itemIdentifier(for: $0) })))
        #expect(CountingCell.made - cellsBefore <= 8, "cells come from the queue (a few more while the leaving ones fade)")
        #expect(stage.liveCells.count <= visible.count + 4, "leaving cells went to their queue")

        // The rows above scrolled the selected one (the offset is kept, as UIKit's); back to it.
        stage.table.scrollToRow(at: selectedNow, at: .middle, animated: false)
        stage.layout()
        #expect((stage.table.cellForRow(at: selectedNow) as? CountingCell)?.isSelected == true)
        #expect(stage.table.visibleCells.filter(\.isSelected).count == 1)
        let shown = Set((stage.table.indexPathsForVisibleRows ?? []).compactMap { stage.dataSource.itemIdentifier(for: $0) })
        #expect(shown.isSuperset(of: [-1, -2, 6_202, 6_203]) && !shown.contains(6_201))
        #expect(stage.mismatches() == [])
    }

    @Test("random snapshots of 10,000 items in sections, applied one after another, always show the snapshot",
          arguments: [1, 2] as [UInt64])
    func randomApplies(seed: UInt64) {
        let diagnostics = DiagnosticsRecorder()
        defer { diagnostics.stop() }
        let stage = DiffableStage()
        var snapshot = numberedSnapshot(sections: 10, perSection: 1_000)
        stage.dataSource.apply(snapshot)
        stage.layout()
        var random = SplitMix64(seed: seed)
        var next = 100_000
        for round in 0..<12 {
            stage.scroll(to: Double(random.below(Int(stage.table.contentSize.height) - 440)))
            let items = snapshot.itemIdentifiers
            for _ in 0..<random.below(60) {
                guard let item = random.pick(items), snapshot.indexOfItem(item) != nil else { continue }
                switch random.below(5) {
                case 0: snapshot.deleteItems([item])
                case 1:
                    snapshot.insertItems([next, next + 1], beforeItem: item)
                    next += 2
                case 2:
                    if let anchor = random.pick(items), anchor != item, snapshot.indexOfItem(anchor) != nil { snapshot.moveItem(item, afterItem: anchor) }
                case 3: snapshot.reloadItems([item])
                default: snapshot.reconfigureItems([item])
                }
            }
            if round % 3 == 1, let section = random.pick(snapshot.sectionIdentifiers), let anchor = random.pick(snapshot.sectionIdentifiers), section != anchor {
                snapshot.moveSection(section, afterSection: anchor)
            }
            if round % 4 == 2, let section = random.pick(snapshot.sectionIdentifiers) {
                snapshot.deleteSections([section])
                snapshot.appendSections(["new\(round)"])
                snapshot.appendItems(Array(next..<next + 50))
                next += 50
            }
            stage.dataSource.apply(snapshot, animatingDifferences: random.chance(0.7))
            stage.settle()
            #expect(diagnostics.refusals.map(\.message) == [], "round \(round)")
            #expect(stage.mismatches() == [], "round \(round)")
            snapshot = stage.dataSource.snapshot()
            #expect(snapshot.reloadedItemIdentifiers.isEmpty && snapshot.reconfiguredItemIdentifiers.isEmpty, "the marks are spent")
        }
    }

    @Test("a reloaded item gets a new cell; a reconfigured one is configured again in its own cell")
    func reloadAndReconfigure() throws {
        let stage = DiffableStage()
        stage.dataSource.apply(numberedSnapshot(sections: 1, perSection: 30))
        stage.layout()
        let reloadedCell = try #require(stage.table.cellForRow(at: IndexPath(row: 2, section: 0)) as? CountingCell)
        let reconfiguredCell = try #require(stage.table.cellForRow(at: IndexPath(row: 4, section: 0)) as? CountingCell)
        stage.table.selectRow(at: IndexPath(row: 4, section: 0), animated: false, scrollPosition: .none)
        let reuses = reconfiguredCell.reuses
        var snapshot = stage.dataSource.snapshot()
        snapshot.reloadItems([2])
        snapshot.reconfigureItems([4])
        stage.provided.removeAll()
        stage.dataSource.apply(snapshot)
        stage.settle()
        #expect(stage.provided.sorted() == [2, 4])
        #expect(stage.table.cellForRow(at: IndexPath(row: 2, section: 0)) !== reloadedCell, "a reload makes a new cell")
        #expect(stage.table.cellForRow(at: IndexPath(row: 4, section: 0)) === reconfiguredCell, "a reconfigure keeps the cell")
        #expect(reconfiguredCell.configurations == 2)
        #expect(reconfiguredCell.reuses == reuses, "no prepareForReuse for a reconfigure")
        #expect(reconfiguredCell.isSelected)
        #expect(stage.mismatches() == [])

        // Off screen, a reconfigure asks nothing.
        snapshot = stage.dataSource.snapshot()
        snapshot.reconfigureItems([29])
        stage.provided.removeAll()
        stage.dataSource.apply(snapshot)
        #expect(stage.provided == [])
    }

    @Test("without animation the update ends at once; an empty table is loaded")
    func withoutAnimation() {
        let stage = DiffableStage()
        stage.dataSource.apply(DiffableStage.Snapshot())
        stage.layout()
        var completed = false
        stage.dataSource.apply(numberedSnapshot(sections: 2, perSection: 20), animatingDifferences: false) { completed = true }
        #expect(completed)
        stage.layout()
        #expect(stage.window.runningAnimationCount == 0)
        #expect(stage.mismatches() == [])

        var snapshot = stage.dataSource.snapshot()
        snapshot.deleteItems([0, 1])
        snapshot.moveItem(5, beforeItem: 2)
        completed = false
        stage.dataSource.apply(snapshot, animatingDifferences: false) { completed = true }
        #expect(completed)
        #expect(stage.window.runningAnimationCount == 0)
        stage.layout()
        #expect(stage.mismatches() == [])

        // With animation the rows slide on the window's clock.
        snapshot.deleteItems([2])
        stage.dataSource.apply(snapshot)
        #expect(stage.window.runningAnimationCount > 0)
        stage.settle()
        #expect(stage.mismatches() == [])
    }

    @Test("identifiers and index paths answer from the snapshot shown")
    func lookups() {
        let stage = DiffableStage()
        stage.dataSource.apply(numberedSnapshot(sections: 3, perSection: 5))
        #expect(stage.dataSource.itemIdentifier(for: IndexPath(row: 2, section: 1)) == 7)
        #expect(stage.dataSource.itemIdentifier(for: IndexPath(row: 5, section: 1)) == nil)
        #expect(stage.dataSource.itemIdentifier(for: IndexPath(row: 0, section: 3)) == nil)
        #expect(stage.dataSource.indexPath(for: 14) == IndexPath(row: 4, section: 2))
        #expect(stage.dataSource.indexPath(for: 99) == nil)
        #expect(stage.dataSource.sectionIdentifier(for: 1) == "s1")
        #expect(stage.dataSource.sectionIdentifier(for: 3) == nil)
        #expect(stage.dataSource.index(for: "s2") == 2)
        #expect(stage.dataSource.snapshot().numberOfItems == 15)
    }

    @Test("the table holds its data source weakly, and the data source its table: an app keeps it in a property")
    func ownership() {
        weak var weakDataSource: TableViewDiffableDataSource<String, Int>?
        weak var weakTable: TableView?
        var kept: TableViewDiffableDataSource<String, Int>?
        do {
            let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 200))
            weakTable = table
            let dataSource = TableViewDiffableDataSource<String, Int>(tableView: table) { _, _, _ in TableViewCell(style: .default, reuseIdentifier: nil) }
            weakDataSource = dataSource
            #expect(table.dataSource === dataSource)
            kept = dataSource
        }
        #expect(weakTable == nil, "the data source does not keep its table")
        #expect(weakDataSource != nil)
        kept = nil
        #expect(weakDataSource == nil, "nor the table its data source")
        _ = kept
    }

    @Test("a cell provider that returns nil is reported and a blank cell shown")
    func nilCell() {
        let diagnostics = DiagnosticsRecorder()
        defer { diagnostics.stop() }
        let stage = DiffableStage()
        stage.failing = [3]
        stage.dataSource.apply(numberedSnapshot(sections: 1, perSection: 10))
        stage.layout()
        #expect(diagnostics.refusals.count == 1)
        #expect(diagnostics.refusals.first?.message.contains("returned nil for item 3") == true)
        #expect(stage.table.cellForRow(at: IndexPath(row: 3, section: 0)) != nil)
    }

    /// A data source subclass with section titles and swipe to delete, as apps subclass UIKit's.
    final class TitledDataSource: TableViewDiffableDataSource<String, Int> {
        override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
            sectionIdentifier(for: section).map { "Section \($0)" }
        }

        override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

        override func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
            guard editingStyle == .delete, let item = itemIdentifier(for: indexPath) else { return }
            var snapshot = snapshot()
            snapshot.deleteItems([item])
            apply(snapshot)
        }
    }

    @Test("a subclass titles its sections and deletes a row with the swipe's Delete")
    func subclassTitlesAndSwipeToDelete() throws {
        let stage = DiffableStage { table, provider in TitledDataSource(tableView: table, cellProvider: provider) }
        stage.dataSource.apply(numberedSnapshot(sections: 2, perSection: 5))
        stage.layout()
        #expect(stage.table.rectForHeader(inSection: 1).height == 28, "a titled header")
        let headers = stage.table.subviews.compactMap { ($0 as? TableViewHeaderFooterView)?.textLabel?.text }
        #expect(headers.contains("Section s0"))

        let row = IndexPath(row: 1, section: 0)
        stage.table.showSwipeActions(at: row, edge: .trailing)
        stage.settle()
        #expect(stage.table.swipeActionButtons.map(\.title) == ["Delete"])
        stage.table.swipeActionButtons[0].sendActions()
        stage.settle()
        #expect(stage.dataSource.snapshot().itemIdentifiers(inSection: "s0") == [0, 2, 3, 4])
        #expect(stage.table.numberOfRows(inSection: 0) == 4)
        #expect(stage.mismatches() == [])
    }

    @Test("section headers follow their sections as sections come and go")
    func headersFollowSections() {
        let stage = DiffableStage { table, provider in TitledDataSource(tableView: table, cellProvider: provider) }
        func shownHeaders() -> [String] {
            stage.table.subviews.compactMap { $0 as? TableViewHeaderFooterView }.sorted { $0.frame.minY < $1.frame.minY }
                .compactMap { $0.textLabel?.text }
        }
        var snapshot = numberedSnapshot(sections: 2, perSection: 2)
        stage.dataSource.apply(snapshot)
        stage.layout()
        #expect(shownHeaders() == ["Section s0", "Section s1"])
        snapshot.insertSections(["new"], beforeSection: "s0")
        snapshot.appendItems([9], toSection: "new")
        stage.dataSource.apply(snapshot)
        stage.settle()
        #expect(shownHeaders() == ["Section new", "Section s0", "Section s1"])
        snapshot.deleteSections(["s0"])
        stage.dataSource.apply(snapshot)
        stage.settle()
        #expect(shownHeaders() == ["Section new", "Section s1"])
        #expect(stage.mismatches() == [])
    }

    @Test("a row the user moves moves in the snapshot too")
    func userMove() {
        let stage = DiffableStage()
        stage.dataSource.apply(numberedSnapshot(sections: 2, perSection: 3))
        stage.layout()
        stage.dataSource.tableView(stage.table, moveRowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        #expect(stage.dataSource.snapshot().itemIdentifiers(inSection: "s0") == [1, 2, 0])
        stage.dataSource.tableView(stage.table, moveRowAt: IndexPath(row: 1, section: 0), to: IndexPath(row: 3, section: 1))
        #expect(stage.dataSource.snapshot().itemIdentifiers(inSection: "s0") == [1, 0])
        #expect(stage.dataSource.snapshot().itemIdentifiers(inSection: "s1") == [3, 4, 5, 2])
    }
}
