#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A table's data source that shows snapshots, as `UITableViewDiffableDataSource`: describe the
/// data as a ``DiffableDataSourceSnapshot`` and ``apply(_:animatingDifferences:completion:)`` it;
/// the data source works out what changed and updates the table with it, once per apply.
///
/// ```swift
/// dataSource = TableViewDiffableDataSource<Section, Note.ID>(tableView: tableView) { tableView, indexPath, id in
///     let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
///     cell.textLabel?.text = store.note(id).title
///     return cell
/// }
/// var snapshot = DiffableDataSourceSnapshot<Section, Note.ID>()
/// snapshot.appendSections([.notes])
/// snapshot.appendItems(store.notes.map(\.id))
/// dataSource.apply(snapshot)
/// ```
///
/// **Ownership.** As UIKit's, the data source makes itself the table's ``TableView/dataSource``,
/// which the table holds weakly: keep the data source in a property. It holds the table weakly
/// too.
///
/// **Applying.** The first snapshot, or one applied without animation to an empty table, loads the
/// table (``TableView/reloadData()``). Afterwards the difference from the snapshot shown
/// (`SnapshotDifference`: linear in the items, the fewest moves) goes to the table in one
/// ``TableView/performBatchUpdates(_:completion:)``: its deletes, inserts and moves, and
/// ``TableView/reloadRows(at:with:)`` for items marked with
/// ``DiffableDataSourceSnapshot/reloadItems(_:)``, with ``defaultRowAnimation``; without
/// animation it runs under ``View/performWithoutAnimation(_:)``. Items marked with
/// ``DiffableDataSourceSnapshot/reconfigureItems(_:)`` then have their cells on screen configured
/// again in place (``TableView/reconfigureRows(at:)``). The cells on screen and the selection
/// follow their items; only rows coming on screen are asked for cells. A table cannot move a
/// section here, so a section that moves is deleted and inserted. The completion runs when the
/// table's animations end.
///
/// **Subclassing.** Header and footer titles, editing and moving are `open` data source methods
/// with UIKit's defaults, for a subclass to override, as apps subclass
/// `UITableViewDiffableDataSource` (for example `canEditRowAt` returning `true` and `commit`
/// deleting the item from a new snapshot, for swipe to delete).
@MainActor
open class TableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: TableViewDataSource {
    /// Makes the cell for an item, as `UITableViewDiffableDataSource.CellProvider`: dequeue one
    /// from the table and configure it. `nil` (UIKit raises) is reported and a blank cell shown.
    public typealias CellProvider = (TableView, IndexPath, ItemIdentifierType) -> TableViewCell?

    /// The snapshot type this data source shows.
    public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    /// How inserted, deleted and reloaded rows animate, as `defaultRowAnimation` (`.automatic`).
    public var defaultRowAnimation: TableView.RowAnimation = .automatic

    /// The table, held weakly.
    public private(set) weak var tableView: TableView?
    private let cellProvider: CellProvider
    /// What the table shows, without reload or reconfigure marks.
    private var current = Snapshot()
    /// Whether a snapshot was applied since the data source was made.
    private var hasApplied = false

    /// Creates a data source for `tableView` and makes it the table's data source, as
    /// `UITableViewDiffableDataSource(tableView:cellProvider:)`.
    public init(tableView: TableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        tableView.dataSource = self
    }

    // MARK: Snapshots

    /// A copy of the snapshot the table shows, as `snapshot()`: change it and apply it.
    public func snapshot() -> Snapshot {
        current
    }

    /// Shows `snapshot`, as `apply(_:animatingDifferences:completion:)` (see the type's comment
    /// for what the table is told). `completion` runs when the update's animations end.
    public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let old = current
        var new = snapshot
        new.clearMarks()
        current = new
        guard let tableView else {
            completion?()
            return
        }
        let isEmpty = old.numberOfSections == 0
        if !hasApplied || (isEmpty && !animatingDifferences) {
            hasApplied = true
            tableView.reloadData()
            completion?()
            return
        }
        let difference = SnapshotDifference(from: old, to: snapshot, movingSections: false)
        if difference.changesStructure {
            let update = { self.performUpdates(difference, on: tableView, completion: completion) }
            if animatingDifferences { update() } else { View.performWithoutAnimation(update) }
        }
        if !difference.itemReconfigures.isEmpty { tableView.reconfigureRows(at: difference.itemReconfigures) }
        if !difference.changesStructure { completion?() }
    }

    /// Shows `snapshot` by reloading the table, without computing a difference, as
    /// `applySnapshotUsingReloadData(_:completion:)`.
    public func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        var new = snapshot
        new.clearMarks()
        current = new
        hasApplied = true
        tableView?.reloadData()
        completion?()
    }

    private func performUpdates(_ difference: SnapshotDifference, on tableView: TableView, completion: (() -> Void)?) {
        let animation = defaultRowAnimation
        tableView.performBatchUpdates({
            if !difference.sectionDeletes.isEmpty { tableView.deleteSections(difference.sectionDeletes, with: animation) }
            if !difference.sectionInserts.isEmpty { tableView.insertSections(difference.sectionInserts, with: animation) }
            if !difference.itemDeletes.isEmpty { tableView.deleteRows(at: difference.itemDeletes, with: animation) }
            if !difference.itemInserts.isEmpty { tableView.insertRows(at: difference.itemInserts, with: animation) }
            if !difference.itemReloads.isEmpty { tableView.reloadRows(at: difference.itemReloads, with: animation) }
            for move in difference.itemMoves { tableView.moveRow(at: move.from, to: move.to) }
        }, completion: { _ in completion?() })
        // The table refuses a batch that does not add up (reported); it must never keep showing
        // another state than the snapshot, so it loads again then.
        // (Inside the app's own batch, the table checks when that batch ends.)
        if tableView.pendingBatch == nil, !tableShowsCurrent(tableView) { tableView.reloadData() }
    }

    /// Whether the table's sections and row counts are the snapshot's (a check per section).
    private func tableShowsCurrent(_ tableView: TableView) -> Bool {
        guard tableView.numberOfSections == current.numberOfSections else { return false }
        for (section, record) in current.sectionRecords.enumerated() where tableView.numberOfRows(inSection: section) != record.items.count {
            return false
        }
        return true
    }

    // MARK: Identifiers and index paths

    /// The item shown at `indexPath`, or `nil` when there is none, as `itemIdentifier(for:)`.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2 else { return nil }
        return current.item(section: indexPath.section, row: indexPath.row)
    }

    /// Where `itemIdentifier` is shown, or `nil` when it is not in the snapshot, as `indexPath(for:)`.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.indexPath(ofItem: itemIdentifier).map { IndexPath(row: $0.row, section: $0.section) }
    }

    /// The section shown at `index`, or `nil` out of range, as `sectionIdentifier(for:)`.
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        let records = current.sectionRecords
        return records.indices.contains(index) ? records[index].identifier : nil
    }

    /// Where `sectionIdentifier` is shown, or `nil` when it is not in the snapshot, as `index(for:)`.
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        current.indexOfSection(sectionIdentifier)
    }

    // MARK: TableViewDataSource

    /// The snapshot's number of sections.
    public func numberOfSections(in tableView: TableView) -> Int {
        current.numberOfSections
    }

    /// The number of items in the snapshot's section at `section`.
    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        let records = current.sectionRecords
        return records.indices.contains(section) ? records[section].items.count : 0
    }

    /// The cell provider's cell for the item at `indexPath`.
    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        guard let item = itemIdentifier(for: indexPath) else {
            HierarchyInconsistency.report(HierarchyInconsistency(
                .invalidArgument, "TableViewDiffableDataSource: no item at \(TableView.describe(indexPath)) in the snapshot"))
            return TableViewCell(style: .default, reuseIdentifier: nil)
        }
        if let cell = cellProvider(tableView, indexPath, item) { return cell }
        HierarchyInconsistency.report(HierarchyInconsistency(
            .invalidArgument,
            "TableViewDiffableDataSource: the cell provider returned nil for item \(String(describing: item)) at \(TableView.describe(indexPath)); it must return a cell"))
        return TableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// No header title; override, as with UIKit's, to title sections (``sectionIdentifier(for:)``
    /// names the section).
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No footer title; override to give one.
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }

    /// `false`: override to return `true` for rows that can be deleted (by a swipe), as with
    /// UIKit's diffable data source.
    open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    /// Does nothing: override to carry out a delete, by applying a snapshot without the item.
    open func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}

    /// `false`: override to let rows be moved.
    open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// The user moved a row: the snapshot follows (the table already shows the move), as UIKit's
    /// diffable data source does. A subclass overriding it calls `super` to keep that.
    open func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard let item = itemIdentifier(for: sourceIndexPath), sourceIndexPath != destinationIndexPath,
              let section = sectionIdentifier(for: destinationIndexPath.section) else { return }
        var moved = current
        moved.deleteItems([item])
        let rows = moved.itemIdentifiers(inSection: section)
        if rows.indices.contains(destinationIndexPath.row) {
            moved.insertItems([item], beforeItem: rows[destinationIndexPath.row])
        } else {
            moved.appendItems([item], toSection: section)
        }
        current = moved
    }
}
