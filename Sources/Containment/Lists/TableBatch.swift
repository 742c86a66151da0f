#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The changes of one batch update, as UIKit collects them in `performBatchUpdates`: deletions,
/// reloads and moves' sources name rows and sections as they were before the update; insertions
/// and moves' destinations as they are after it.
///
/// It maps an old row to its new place with no per-row table: a row's new index is its old one
/// less the rows removed before it, then moved past the rows inserted before it (both sorted
/// lists of the changes), so the cost is the changes and the rows asked about.
struct TableBatch {
    var deletedSections = SectionIndexes()
    var insertedSections = SectionIndexes()
    var reloadedSections = SectionIndexes()
    var deletedRows: [IndexPath] = []
    var insertedRows: [IndexPath] = []
    var reloadedRows: [IndexPath] = []
    var moves: [(from: IndexPath, to: IndexPath)] = []
    var insertAnimation = TableView.RowAnimation.automatic
    var deleteAnimation = TableView.RowAnimation.automatic
    var completions: [(Bool) -> Void] = []

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && deletedRows.isEmpty
            && insertedRows.isEmpty && reloadedRows.isEmpty && moves.isEmpty
    }

    /// The per-section view of the rows' changes, made once the batch is checked.
    struct Plan {
        /// Old section → rows leaving it (deleted or moved out), sorted.
        var removed: [Int: [Int]] = [:]
        /// New section → rows coming into it (inserted or moved in), sorted.
        var added: [Int: [Int]] = [:]
        /// Old rows deleted (their cells leave).
        var deleted: Set<IndexPath> = []
        /// Old rows reloaded (their cells are replaced).
        var reloaded: Set<IndexPath> = []
        /// Old row → new row, for moved rows.
        var moved: [IndexPath: IndexPath] = [:]
        var deletedSections = SectionIndexes()
        var insertedSections = SectionIndexes()
        var reloadedSections = SectionIndexes()
        /// Surviving old sections, in order, and the new sections they became.
        var oldSectionCount = 0
        var newSectionCount = 0

        /// The new index of an old section, or `nil` if it was deleted.
        func newSection(_ old: Int) -> Int? {
            guard !deletedSections.contains(old) else { return nil }
            let kept = old - deletedSections.countBelow(old)
            return Plan.index(afterSkipping: insertedSections, rank: kept)
        }

        /// The old index of a new section, or `nil` if it was inserted.
        func oldSection(_ new: Int) -> Int? {
            guard !insertedSections.contains(new) else { return nil }
            let kept = new - insertedSections.countBelow(new)
            return Plan.index(afterSkipping: deletedSections, rank: kept)
        }

        /// The new index of an old row, or `nil` if it was deleted or its section was; a reloaded
        /// row keeps its place.
        func newIndexPath(_ old: IndexPath) -> IndexPath? {
            if let destination = moved[old] { return destination }
            guard !deleted.contains(old), let section = newSection(old.section) else { return nil }
            let removedHere = removed[old.section] ?? []
            let kept = old.row - Plan.count(in: removedHere, below: old.row)
            let addedThere = added[section] ?? []
            return IndexPath(row: Plan.index(afterSkipping: addedThere, rank: kept), section: section)
        }

        /// The `rank`-th (from 0) index not in `skipped`.
        static func index(afterSkipping skipped: SectionIndexes, rank: Int) -> Int {
            var index = rank
            for value in skipped {
                if value <= index { index += 1 } else { break }
            }
            return index
        }

        static func index(afterSkipping skipped: [Int], rank: Int) -> Int {
            var index = rank
            for value in skipped {
                if value <= index { index += 1 } else { break }
            }
            return index
        }

        /// How many of the sorted `values` are below `limit`.
        static func count(in values: [Int], below limit: Int) -> Int {
            var low = 0
            var high = values.count
            while low < high {
                let middle = (low + high) / 2
                if values[middle] < limit { low = middle + 1 } else { high = middle }
            }
            return low
        }
    }
}
