#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Updates, as UIKit's: each call alone is a batch of one; inside
/// ``TableView/performBatchUpdates(_:completion:)`` the calls collect into one batch, checked and
/// applied when the block returns. The check comes first, and a batch that fails it changes
/// nothing:
///
/// 1. Every index path and section is in range: deletions, reloads and moves' sources in the
///    table as it was, insertions and moves' destinations in the table as the data source now
///    describes it.
/// 2. The number of sections is the old one plus those inserted, less those deleted.
/// 3. Each section that stays has the rows it had, plus those inserted or moved in, less those
///    deleted or moved out (UIKit's "Invalid update: invalid number of rows in section …").
///
/// Then the sections' records are rebuilt from the old ones (one pass per changed section, none
/// per row for uniform heights), the cells on screen and the selection follow their rows, the
/// cells of deleted and reloaded rows animate out and go to their queues, inserted rows' cells
/// animate in, and the others slide to their new places on the window's clock.
extension TableView {
    /// Inserts rows (index paths after the update), as `UITableView.insertRows(at:with:)`.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        collect {
            $0.insertedRows += indexPaths
            $0.insertAnimation = animation
        }
    }

    /// Deletes rows (index paths before the update), as `UITableView.deleteRows(at:with:)`.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        collect {
            $0.deletedRows += indexPaths
            $0.deleteAnimation = animation
        }
    }

    /// Makes new cells for rows (index paths before the update), as `UITableView.reloadRows(at:with:)`.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        collect {
            $0.reloadedRows += indexPaths
            $0.insertAnimation = animation
            $0.deleteAnimation = animation
        }
    }

    /// Moves a row, as `UITableView.moveRow(at:to:)`: its cell slides to its new place.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        collect { $0.moves.append((indexPath, newIndexPath)) }
    }

    /// Inserts sections (indexes after the update), as `UITableView.insertSections(_:with:)`.
    /// `sections` is Foundation's `IndexSet`, as in UIKit, or any sequence of indexes (`[0, 2]`).
    public func insertSections(_ sections: some Sequence<Int>, with animation: RowAnimation) {
        collect {
            $0.insertedSections.formUnion(sections)
            $0.insertAnimation = animation
        }
    }

    /// Deletes sections (indexes before the update), as `UITableView.deleteSections(_:with:)`.
    /// `sections` is Foundation's `IndexSet`, as in UIKit, or any sequence of indexes (`[0, 2]`).
    public func deleteSections(_ sections: some Sequence<Int>, with animation: RowAnimation) {
        collect {
            $0.deletedSections.formUnion(sections)
            $0.deleteAnimation = animation
        }
    }

    /// Reloads sections (indexes before the update), as `UITableView.reloadSections(_:with:)`.
    /// `sections` is Foundation's `IndexSet`, as in UIKit, or any sequence of indexes (`[0, 2]`).
    public func reloadSections(_ sections: some Sequence<Int>, with animation: RowAnimation) {
        collect {
            $0.reloadedSections.formUnion(sections)
            $0.insertAnimation = animation
            $0.deleteAnimation = animation
        }
    }

    /// Runs several updates as one, as `UITableView.performBatchUpdates(_:completion:)`:
    /// `updates` calls the insert, delete, move and reload methods (after changing the model);
    /// the batch is checked and applied when it returns. `completion` runs when the animations
    /// end (`true`), or at once with `false` when the batch is refused.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        if pendingBatch != nil {
            updates?()
            if let completion { pendingBatch?.completions.append(completion) }
            return
        }
        pendingBatch = TableBatch()
        updates?()
        guard var batch = pendingBatch else { return }
        pendingBatch = nil
        if let completion { batch.completions.append(completion) }
        apply(batch)
    }

    private func collect(_ change: (inout TableBatch) -> Void) {
        if pendingBatch != nil {
            change(&pendingBatch!)
            return
        }
        var batch = TableBatch()
        change(&batch)
        apply(batch)
    }

    // MARK: Applying

    private func apply(_ batch: TableBatch) {
        if needsReload || dataSource == nil {
            reloadData()
            for completion in batch.completions { completion(true) }
            return
        }
        guard !batch.isEmpty else {
            for completion in batch.completions { completion(true) }
            return
        }
        guard let (plan, newCounts) = check(batch) else {
            for completion in batch.completions { completion(false) }
            return
        }
        closeSwipe(animated: false)

        // The sections' records, rebuilt from the old ones.
        var movedHeights: [Int: [Int: Double]] = [:]
        for move in batch.moves {
            let height = geometry.sections[move.from.section].rows.height(ofRow: move.from.row)
            movedHeights[move.to.section, default: [:]][move.to.row] = height
        }
        var records: [TableGeometry.Section] = []
        records.reserveCapacity(plan.newSectionCount)
        for section in 0..<plan.newSectionCount {
            if let old = plan.oldSection(section), !plan.reloadedSections.contains(old) {
                let rows = geometry.sections[old].rows.applying(
                    removed: plan.removed[old] ?? [], inserted: plan.added[section] ?? [],
                    movedHeights: movedHeights[section] ?? [:])
                records.append(TableGeometry.Section(
                    headerHeight: headerHeight(of: section), footerHeight: footerHeight(of: section), rows: rows))
            } else {
                records.append(makeSection(section, rows: newCounts[section]))
            }
        }

        // The cells on screen and the selection follow their rows.
        var cells: [IndexPath: TableViewCell] = [:]
        var leaving: [(cell: TableViewCell, indexPath: IndexPath)] = []
        for (old, cell) in cellsByIndexPath {
            if !plan.reloadedSections.contains(old.section), !plan.reloaded.contains(old), let new = plan.newIndexPath(old) {
                cells[new] = cell
            } else {
                leaving.append((cell, old))
            }
        }
        geometry.replaceSections(records)
        cellsByIndexPath = cells
        // Header and footer views are kept by section index: when sections come, go or are
        // reloaded, the next tiling makes them again for the sections then on screen.
        if !(plan.insertedSections.isEmpty && plan.deletedSections.isEmpty && plan.reloadedSections.isEmpty) {
            for section in Array(headerViews.keys) { removeHeader(of: section) }
            for section in Array(footerViews.keys) { removeFooter(of: section) }
        }
        selection = Set(selection.compactMap { plan.newIndexPath($0) }.filter { geometry.contains($0) })
        selectionAnchor = selectionAnchor.flatMap { plan.newIndexPath($0) }
        selectionFocus = selectionFocus.flatMap { plan.newIndexPath($0) }
        for (indexPath, cell) in cells { cell.setSelected(selection.contains(indexPath), animated: false) }

        // Rows coming in animate in; the others slide; the leaving ones go.
        for indexPath in batch.insertedRows { pendingInsertions[indexPath] = batch.insertAnimation }
        for old in plan.reloaded { if let new = plan.newIndexPath(old) { pendingInsertions[new] = batch.insertAnimation } }
        insertedSectionsAnimating = plan.insertedSections.union(
            SectionIndexes(plan.reloadedSections.compactMap { plan.newSection($0) }))
        insertedSectionsAnimation = batch.insertAnimation
        leavingCells += leaving
        pendingLeaving = (leaving, batch.deleteAnimation)
        pendingCompletions += batch.completions
        animatesNextTiling = true
        lastTiling = nil
        updateContentSize()
        tile()
        setNeedsLayout()
    }

    /// Where a leaving cell goes, and its opacity, for an animation.
    static func exit(of frame: Rect, animation: RowAnimation, width: Double) -> (frame: Rect, alpha: Double) {
        entrance(of: frame, animation: animation, width: width)
    }

    /// A leaving cell's animation ended: it leaves the hierarchy for its queue.
    func finishLeaving(_ cell: TableViewCell) {
        guard let index = leavingCells.firstIndex(where: { $0.cell === cell }) else { return }
        let entry = leavingCells.remove(at: index)
        cell.alpha = 1
        if cellsByIndexPath.values.contains(where: { $0 === cell }) { return }
        recycle(cell, from: entry.indexPath)
    }

    // MARK: Checking

    /// The batch as a plan and the new row counts, or `nil` (reported) when it does not fit.
    private func check(_ batch: TableBatch) -> (TableBatch.Plan, [Int])? {
        guard let dataSource else { return nil }
        let oldCount = geometry.numberOfSections
        var plan = TableBatch.Plan()
        plan.oldSectionCount = oldCount
        plan.deletedSections = batch.deletedSections
        plan.insertedSections = batch.insertedSections
        plan.reloadedSections = batch.reloadedSections
        let newCount = max(0, dataSource.numberOfSections(in: self))
        plan.newSectionCount = newCount
        func fail(_ message: String) -> (TableBatch.Plan, [Int])? {
            refuse("Invalid update: \(message)")
            return nil
        }
        // (A negative index comes only from an array: Foundation's IndexSet holds none.)
        if let bad = batch.deletedSections.first(where: { $0 < 0 || $0 >= oldCount })
            ?? batch.reloadedSections.first(where: { $0 < 0 || $0 >= oldCount }) {
            return fail("section \(bad) is out of range: the table had \(oldCount) section(s) before the update")
        }
        if let bad = batch.insertedSections.first(where: { $0 < 0 || $0 >= newCount }) {
            return fail("cannot insert section \(bad): the data source reports \(newCount) section(s) after the update")
        }
        if let both = batch.deletedSections.first(where: batch.reloadedSections.contains) {
            return fail("attempt to delete and reload the same section (\(both))")
        }
        let expectedSections = oldCount - batch.deletedSections.count + batch.insertedSections.count
        if newCount != expectedSections {
            return fail(
                "invalid number of sections. The number of sections contained in the table view after the update (\(newCount)) must be equal to the number of sections contained in the table view before the update (\(oldCount)), plus or minus the number of sections inserted or deleted (\(batch.insertedSections.count) inserted, \(batch.deletedSections.count) deleted).")
        }
        let newCounts = (0..<newCount).map { max(0, dataSource.tableView(self, numberOfRowsInSection: $0)) }
        func oldValid(_ indexPath: IndexPath) -> Bool { geometry.contains(indexPath) }
        func newValid(_ indexPath: IndexPath) -> Bool {
            indexPath.count == 2 && newCounts.indices.contains(indexPath.section) && indexPath.row >= 0
                && indexPath.row < newCounts[indexPath.section]
        }
        var removed: [Int: Set<Int>] = [:]
        var added: [Int: Set<Int>] = [:]
        for indexPath in batch.deletedRows {
            guard oldValid(indexPath) else {
                return fail("attempt to delete row \(Self.describe(indexPath)), which does not exist before the update (\(rowCountsDescription))")
            }
            guard !batch.deletedSections.contains(indexPath.section) else { continue }
            plan.deleted.insert(indexPath)
            removed[indexPath.section, default: []].insert(indexPath.row)
        }
        for indexPath in batch.reloadedRows {
            guard oldValid(indexPath) else {
                return fail("attempt to reload row \(Self.describe(indexPath)), which does not exist before the update (\(rowCountsDescription))")
            }
            if plan.deleted.contains(indexPath) { return fail("attempt to delete and reload the same row \(Self.describe(indexPath))") }
            plan.reloaded.insert(indexPath)
        }
        for indexPath in batch.insertedRows {
            guard newValid(indexPath) else {
                return fail("attempt to insert row \(Self.describe(indexPath)), which does not exist after the update (the data source reports \(newCounts.count) section(s))")
            }
            guard !batch.insertedSections.contains(indexPath.section) else { continue }
            if added[indexPath.section]?.contains(indexPath.row) == true {
                return fail("attempt to insert row \(Self.describe(indexPath)) twice")
            }
            added[indexPath.section, default: []].insert(indexPath.row)
        }
        for move in batch.moves {
            guard oldValid(move.from), newValid(move.to) else {
                return fail("attempt to move row \(Self.describe(move.from)) to \(Self.describe(move.to)): one of them does not exist")
            }
            if batch.deletedSections.contains(move.from.section) || batch.insertedSections.contains(move.to.section)
                || plan.deleted.contains(move.from) || plan.reloaded.contains(move.from) || plan.moved[move.from] != nil
                || added[move.to.section]?.contains(move.to.row) == true {
                return fail("attempt to move row \(Self.describe(move.from)) to \(Self.describe(move.to)), which another change of the batch also names")
            }
            plan.moved[move.from] = move.to
            removed[move.from.section, default: []].insert(move.from.row)
            added[move.to.section, default: []].insert(move.to.row)
        }
        plan.removed = removed.mapValues { $0.sorted() }
        plan.added = added.mapValues { $0.sorted() }
        var insertedCounts: [Int: Int] = [:]
        var deletedCounts: [Int: Int] = [:]
        var movedInCounts: [Int: Int] = [:]
        var movedOutCounts: [Int: Int] = [:]
        for indexPath in batch.insertedRows where !batch.insertedSections.contains(indexPath.section) {
            insertedCounts[indexPath.section, default: 0] += 1
        }
        for indexPath in plan.deleted { deletedCounts[indexPath.section, default: 0] += 1 }
        for move in batch.moves {
            movedInCounts[move.to.section, default: 0] += 1
            movedOutCounts[move.from.section, default: 0] += 1
        }
        for section in 0..<newCount {
            guard let old = plan.oldSection(section), !batch.reloadedSections.contains(old) else { continue }
            let before = geometry.numberOfRows(inSection: old)
            let inserted = insertedCounts[section] ?? 0
            let deleted = deletedCounts[old] ?? 0
            let movedIn = movedInCounts[section] ?? 0
            let movedOut = movedOutCounts[old] ?? 0
            if newCounts[section] != before + inserted - deleted + movedIn - movedOut {
                return fail(
                    "invalid number of rows in section \(section). The number of rows contained in an existing section after the update (\(newCounts[section])) must be equal to the number of rows contained in that section before the update (\(before)), plus or minus the number of rows inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of rows moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out).")
            }
        }
        return (plan, newCounts)
    }
}
