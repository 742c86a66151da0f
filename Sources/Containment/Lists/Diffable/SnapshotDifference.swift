#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What changed from one snapshot to the next, as the batch updates of a table expect them:
/// computed once per apply, in time linear in the items.
///
/// The rule, UITableView's for `performBatchUpdates`:
/// 1. Deletes (of sections and rows) and reloads name old positions; inserts name new positions;
///    a move goes from an old position to a new one. Reconfigures name new positions and are
///    done after the update, on the cells then shown.
/// 2. A deleted section takes its rows with it and an inserted section brings its own: no row
///    of theirs is listed. A moved section carries its rows.
/// 3. Everything not listed stays: the sections neither deleted nor moved, then the rows of each
///    section neither deleted nor moved out, keep their relative order and fill the places
///    the inserts and moves leave free.
///
/// How it is found (Heckel's idea, with identifiers that are unique by construction, so his
/// symbol table is one dictionary per snapshot): each identifier is looked up in the other
/// snapshot. What is only in the old one is deleted, what is only in the new one inserted. Of
/// what is in both, the most that can stay do: the longest run of sections (and, in each
/// section, of rows) whose old order increases in the new order stays; the others move. So a
/// single item moved anywhere is one move, and nothing else. The run is found by patience
/// sorting, O(n log n) in the worst case and O(n) when most of the order is kept, as in an
/// ordinary update.
///
/// A row that moves across sections moves. A row whose old section is deleted (or reloaded)
/// and which lands in a kept section is inserted; one that leaves a kept section for an inserted
/// one is deleted. A reloaded item that stays is reloaded in place; one that moves is deleted and
/// inserted (UIKit forbids a reload and a move of one row in one update). A reloaded section is
/// deleted and inserted.
struct SnapshotDifference: Equatable, Sendable {
    /// A section moved from an old index to a new one.
    struct SectionMove: Equatable, Sendable {
        var from: Int
        var to: Int
    }

    /// A row moved from an old index path to a new one.
    struct ItemMove: Equatable, Sendable {
        var from: IndexPath
        var to: IndexPath
    }

    /// Old indexes of the sections deleted, ascending.
    var sectionDeletes: [Int] = []
    /// New indexes of the sections inserted, ascending.
    var sectionInserts: [Int] = []
    /// Sections moved, in the order of their new index.
    var sectionMoves: [SectionMove] = []
    /// Old index paths of the rows deleted, ascending.
    var itemDeletes: [IndexPath] = []
    /// New index paths of the rows inserted, ascending.
    var itemInserts: [IndexPath] = []
    /// Rows moved, in the order of their new index path.
    var itemMoves: [ItemMove] = []
    /// Old index paths of the rows reloaded in place (their cell is made anew), ascending.
    var itemReloads: [IndexPath] = []
    /// New index paths of the rows reconfigured (their cell is configured again), ascending.
    var itemReconfigures: [IndexPath] = []

    /// Whether the update changes no section or row (reconfigures aside).
    var changesStructure: Bool {
        !(sectionDeletes.isEmpty && sectionInserts.isEmpty && sectionMoves.isEmpty
            && itemDeletes.isEmpty && itemInserts.isEmpty && itemMoves.isEmpty && itemReloads.isEmpty)
    }

    /// Whether there is nothing at all to do.
    var isEmpty: Bool { !changesStructure && itemReconfigures.isEmpty }

    /// No difference.
    init() {}

    /// The difference from `old` to `new`, with `new`'s reload and reconfigure marks. Without
    /// `movingSections` (for a table that cannot move a section), a section that would move is
    /// deleted and inserted instead.
    @MainActor
    init<Section, Item>(from old: DiffableDataSourceSnapshot<Section, Item>, to new: DiffableDataSourceSnapshot<Section, Item>, movingSections: Bool = true) {
        self.init(
            old: old.sectionRecords.map { ($0.identifier, $0.items) },
            new: new.sectionRecords.map { ($0.identifier, $0.items) },
            movingSections: movingSections,
            reloadedSections: Set(new.reloadedSectionIdentifiers),
            reloadedItems: Set(new.reloadedItemIdentifiers),
            reconfiguredItems: Set(new.reconfiguredItemIdentifiers))
    }

    /// The difference between two lists of sections with their items; identifiers are unique in
    /// each list.
    init<Section: Hashable, Item: Hashable>(
        old: [(section: Section, items: [Item])], new: [(section: Section, items: [Item])], movingSections: Bool = true,
        reloadedSections: Set<Section> = [], reloadedItems: Set<Item> = [], reconfiguredItems: Set<Item> = []
    ) {
        // Sections: those in both (and not reloaded) are kept, the others deleted or inserted.
        var newSectionIndex = [Section: Int](minimumCapacity: new.count)
        for (index, record) in new.enumerated() { newSectionIndex[record.section] = index }
        var keptOldToNew = [Int?](repeating: nil, count: old.count)
        var keptNewToOld = [Int?](repeating: nil, count: new.count)
        for (oldIndex, record) in old.enumerated() {
            if let newIndex = newSectionIndex[record.section], !reloadedSections.contains(record.section) {
                keptOldToNew[oldIndex] = newIndex
                keptNewToOld[newIndex] = oldIndex
            } else {
                sectionDeletes.append(oldIndex)
            }
        }
        var keptInNewOrder: [(old: Int, new: Int)] = []
        for newIndex in new.indices {
            if let oldIndex = keptNewToOld[newIndex] { keptInNewOrder.append((oldIndex, newIndex)) } else { sectionInserts.append(newIndex) }
        }
        let sectionsStaying = Self.longestIncreasingRun(keptInNewOrder.map(\.old))
        for (position, pair) in keptInNewOrder.enumerated() where !sectionsStaying[position] {
            if movingSections {
                sectionMoves.append(SectionMove(from: pair.old, to: pair.new))
            } else {
                keptOldToNew[pair.old] = nil
                keptNewToOld[pair.new] = nil
                sectionDeletes.append(pair.old)
                sectionInserts.append(pair.new)
            }
        }
        if !movingSections {
            sectionDeletes.sort()
            sectionInserts.sort()
        }

        // Rows. Each identifier is hashed twice, once per snapshot: the old items are numbered
        // (their ordinal indexes flat arrays of their old and new places), the new ones looked
        // up. The rest works on those numbers, so that it costs no generic code per row (the data
        // source calls this unspecialized, from the app's module).
        var ordinals = [Item: Int](minimumCapacity: old.reduce(0) { $0 + $1.items.count })
        var oldSectionOf: [Int] = []
        var oldRowOf: [Int] = []
        oldSectionOf.reserveCapacity(ordinals.capacity)
        oldRowOf.reserveCapacity(ordinals.capacity)
        for section in old.indices {
            let items = old[section].items
            for row in items.indices {
                ordinals[items[row]] = oldSectionOf.count
                oldSectionOf.append(section)
                oldRowOf.append(row)
            }
        }
        let oldTotal = oldSectionOf.count
        // Each new row's ordinal (-1 for an item not in the old snapshot), and each old item's
        // new section (-1 when it is gone).
        var newOrdinals: [[Int]] = []
        newOrdinals.reserveCapacity(new.count)
        var newSectionOf = [Int](repeating: -1, count: oldTotal)
        for section in new.indices {
            let items = new[section].items
            var row: [Int] = []
            row.reserveCapacity(items.count)
            for index in items.indices {
                let ordinal = ordinals[items[index]] ?? -1
                row.append(ordinal)
                if ordinal >= 0 { newSectionOf[ordinal] = section }
            }
            newOrdinals.append(row)
        }
        var reloaded = [Bool](repeating: false, count: oldTotal)
        for item in reloadedItems { if let ordinal = ordinals[item] { reloaded[ordinal] = true } }
        var reconfigured = [Bool](repeating: false, count: oldTotal)
        for item in reconfiguredItems { if let ordinal = ordinals[item] { reconfigured[ordinal] = true } }

        // Rows of kept sections that are gone: deleted.
        for ordinal in 0..<oldTotal where newSectionOf[ordinal] < 0 && keptOldToNew[oldSectionOf[ordinal]] != nil {
            itemDeletes.append(IndexPath(row: oldRowOf[ordinal], section: oldSectionOf[ordinal]))
        }

        // Every new row, in order: inserted, moved across sections, or a candidate to stay.
        var rebuiltDeletes: [IndexPath] = []
        for newSection in newOrdinals.indices {
            let keptFrom = keptNewToOld[newSection]
            let rows = newOrdinals[newSection]
            // The rows of this section that were in its old section: (old row, new row, ordinal).
            var candidates: [(oldRow: Int, newRow: Int, ordinal: Int)] = []
            candidates.reserveCapacity(rows.count)
            for newRow in rows.indices {
                let ordinal = rows[newRow]
                var target: IndexPath { IndexPath(row: newRow, section: newSection) }
                guard ordinal >= 0 else {
                    if keptFrom != nil { itemInserts.append(target) }
                    continue
                }
                let fromSection = oldSectionOf[ordinal]
                let fromRow = oldRowOf[ordinal]
                let fromKept = keptOldToNew[fromSection] != nil
                switch (fromKept, keptFrom) {
                case (false, nil):
                    continue  // Both sections are rebuilt: nothing to say about the row.
                case (false, _):
                    itemInserts.append(target)
                case (true, nil):
                    rebuiltDeletes.append(IndexPath(row: fromRow, section: fromSection))
                case (true, let oldSection?) where fromSection == oldSection:
                    candidates.append((fromRow, newRow, ordinal))
                case (true, _):
                    let source = IndexPath(row: fromRow, section: fromSection)
                    if reloaded[ordinal] {
                        rebuiltDeletes.append(source)
                        itemInserts.append(target)
                    } else {
                        itemMoves.append(ItemMove(from: source, to: target))
                        if reconfigured[ordinal] { itemReconfigures.append(target) }
                    }
                }
            }
            guard let oldSection = keptFrom else { continue }
            let staying = Self.longestIncreasingRun(candidates.map(\.oldRow))
            for position in candidates.indices {
                let candidate = candidates[position]
                var source: IndexPath { IndexPath(row: candidate.oldRow, section: oldSection) }
                var target: IndexPath { IndexPath(row: candidate.newRow, section: newSection) }
                if staying[position] {
                    if reloaded[candidate.ordinal] { itemReloads.append(source) }
                    else if reconfigured[candidate.ordinal] { itemReconfigures.append(target) }
                } else if reloaded[candidate.ordinal] {
                    rebuiltDeletes.append(source)
                    itemInserts.append(target)
                } else {
                    itemMoves.append(ItemMove(from: source, to: target))
                    if reconfigured[candidate.ordinal] { itemReconfigures.append(target) }
                }
            }
        }
        if !rebuiltDeletes.isEmpty {
            itemDeletes.append(contentsOf: rebuiltDeletes)
            itemDeletes.sort()
        }
        itemInserts.sort()
        itemReloads.sort()
        itemReconfigures.sort()
        itemMoves.sort { $0.to < $1.to }
    }

    /// Which of `values` (distinct) form one longest strictly increasing subsequence: patience
    /// sorting with back links, O(n log n), O(n) when the values mostly increase already.
    static func longestIncreasingRun(_ values: [Int]) -> [Bool] {
        // tails[k]: the index of the smallest last value of an increasing run of length k + 1.
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: values.count)
        for (index, value) in values.enumerated() {
            var low = tails.count
            if let last = tails.last, values[last] > value {
                low = 0
                var high = tails.count - 1
                while low < high {
                    let middle = (low + high) / 2
                    if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
                }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var keep = [Bool](repeating: false, count: values.count)
        var index = tails.last ?? -1
        while index >= 0 {
            keep[index] = true
            index = previous[index]
        }
        return keep
    }
}
