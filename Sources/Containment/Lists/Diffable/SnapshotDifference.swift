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
/// How it is found (Heckel's idea, with identifiers that are unique by construction): each new
/// item is matched with its place in the old snapshot (`ItemOrdinals`: by walking the two in
/// step, so that an ordinary update hashes only what changed, and by hash value for what is
/// left). What is only in the old one is deleted, what is only in the new one inserted. Of
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
        let oldRecords = old.sectionRecords
        let newRecords = new.sectionRecords
        let reloadedSections = Set(new.reloadedSectionIdentifiers)

        // Sections: those in both (and not reloaded) are kept, the others deleted or inserted.
        var newSectionIndex = [Section: Int](minimumCapacity: newRecords.count)
        for (index, record) in newRecords.enumerated() { newSectionIndex[record.identifier] = index }
        // The old section of each new one with the same identifier (reloaded or not), -1 for none.
        var sameOldSection = [Int](repeating: -1, count: newRecords.count)
        var keptOldToNew = [Int?](repeating: nil, count: oldRecords.count)
        var keptNewToOld = [Int?](repeating: nil, count: newRecords.count)
        for (oldIndex, record) in oldRecords.enumerated() {
            let newIndex = newSectionIndex[record.identifier]
            if let newIndex { sameOldSection[newIndex] = oldIndex }
            if let newIndex, !reloadedSections.contains(record.identifier) {
                keptOldToNew[oldIndex] = newIndex
                keptNewToOld[newIndex] = oldIndex
            } else {
                sectionDeletes.append(oldIndex)
            }
        }
        var keptInNewOrder: [(old: Int, new: Int)] = []
        for newIndex in newRecords.indices {
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

        // Rows. The old items are numbered with ordinals (section after section); each new row
        // gets the ordinal of its item in the old snapshot, or -1 (`ItemOrdinals`: most rows by
        // comparing the two snapshots in step, the rest by hashing). The rest works on those
        // numbers, so that it costs no generic code per row (the data source calls this
        // unspecialized, from the app's module).
        let oldItems = oldRecords.map { $0.items }
        let newOrdinals = ItemOrdinals.match(
            old: oldItems, new: newRecords.map { $0.items }, sameOldSection: sameOldSection,
            oldContains: { old.containsItem($0) }, newContains: { new.containsItem($0) })
        var oldStart: [Int] = []
        oldStart.reserveCapacity(oldItems.count)
        var oldSectionOf: [Int] = []
        var oldRowOf: [Int] = []
        for section in oldItems.indices {
            let count = oldItems[section].count
            oldStart.append(oldSectionOf.count)
            oldSectionOf.append(contentsOf: repeatElement(section, count: count))
            oldRowOf.append(contentsOf: 0..<count)
        }
        let oldTotal = oldSectionOf.count
        // Each old item's new section (-1 when it is gone).
        var newSectionOf = [Int](repeating: -1, count: oldTotal)
        for section in newOrdinals.indices {
            for ordinal in newOrdinals[section] where ordinal >= 0 { newSectionOf[ordinal] = section }
        }
        // The marked items' ordinals (the marks are few; each is looked up in the old snapshot).
        func marks(_ items: [Item]) -> [Bool] {
            var marked = [Bool](repeating: false, count: items.isEmpty ? 0 : oldTotal)
            for item in items {
                if let path = old.indexPath(ofItem: item) { marked[oldStart[path.section] + path.row] = true }
            }
            return marked
        }
        let reloadedMarks = marks(new.reloadedItemIdentifiers)
        let reconfiguredMarks = marks(new.reconfiguredItemIdentifiers)
        func reloaded(_ ordinal: Int) -> Bool { !reloadedMarks.isEmpty && reloadedMarks[ordinal] }
        func reconfigured(_ ordinal: Int) -> Bool { !reconfiguredMarks.isEmpty && reconfiguredMarks[ordinal] }

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
                    if reloaded(ordinal) {
                        rebuiltDeletes.append(source)
                        itemInserts.append(target)
                    } else {
                        itemMoves.append(ItemMove(from: source, to: target))
                        if reconfigured(ordinal) { itemReconfigures.append(target) }
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
                    if reloaded(candidate.ordinal) { itemReloads.append(source) }
                    else if reconfigured(candidate.ordinal) { itemReconfigures.append(target) }
                } else if reloaded(candidate.ordinal) {
                    rebuiltDeletes.append(source)
                    itemInserts.append(target)
                } else {
                    itemMoves.append(ItemMove(from: source, to: target))
                    if reconfigured(candidate.ordinal) { itemReconfigures.append(target) }
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
        // The usual case, a section whose kept rows keep their order: all of them, in one pass.
        if values.indices.dropFirst().allSatisfy({ values[$0 - 1] < values[$0] }) {
            return [Bool](repeating: true, count: values.count)
        }
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

/// Each new row's ordinal in the old snapshot (its old items numbered section after section), or
/// -1 for an item that is not there. It hashes only what it must:
///
/// 1. Each new section is walked in step with the old section of the same identifier. Equal
///    items match, without hashing. Where they differ, the snapshots' own indexes tell whether the
///    old item is gone or the new one is new (one lookup each, so a lookup per change); an item
///    moved by one place is passed over and left for step 2. At anything else the walk stops.
/// 2. What is left (items passed over, the rest of a walk that stopped, sections without a
///    partner) is matched by hash value: the old ones are put in a table of integers, the new ones
///    looked up in it. An item left in the new snapshot can only be one left in the old (an item
///    matched or gone in step 1 is in neither), so step 2 finds all that step 1 did not.
///
/// An ordinary update (rows inserted, deleted or reloaded here and there) costs one comparison per
/// row and a lookup per change; the worst case (everything reordered) hashes every item once.
/// Lookups are budgeted: past a number proportional to the items, step 1 stops everywhere and step
/// 2 takes the rest, so that it never costs more than hashing everything.
enum ItemOrdinals {
    static func match<Item: Hashable>(
        old: [[Item]], new: [[Item]], sameOldSection: [Int], oldContains: (Item) -> Bool, newContains: (Item) -> Bool
    ) -> [[Int]] {
        var oldStart: [Int] = []
        oldStart.reserveCapacity(old.count)
        var oldTotal = 0
        for items in old {
            oldStart.append(oldTotal)
            oldTotal += items.count
        }
        let newTotal = new.reduce(0) { $0 + $1.count }
        var lookupsLeft = max(64, (oldTotal + newTotal) / 8)
        // What step 2 matches: old ordinals, and new rows as (section, row).
        var leftOld: [Int] = []
        var leftNewSections: [Int] = []
        var leftNewRows: [Int] = []
        var ordinals: [[Int]] = []
        ordinals.reserveCapacity(new.count)
        var walked = [Bool](repeating: false, count: old.count)

        // 1. In step.
        for section in new.indices {
            let items = new[section]
            var rows = [Int](repeating: -1, count: items.count)
            let oldSection = sameOldSection[section]
            var row = 0
            if oldSection >= 0, lookupsLeft > 0 {
                walked[oldSection] = true
                let oldItems = old[oldSection]
                let base = oldStart[oldSection]
                var oldRow = 0
                while oldRow < oldItems.count, row < items.count {
                    if oldItems[oldRow] == items[row] {
                        rows[row] = base + oldRow
                        oldRow += 1
                        row += 1
                        continue
                    }
                    guard lookupsLeft > 0 else { break }
                    lookupsLeft -= 2
                    if !newContains(oldItems[oldRow]) {
                        oldRow += 1  // Gone.
                    } else if !oldContains(items[row]) {
                        row += 1  // New.
                    } else if oldRow + 1 < oldItems.count, oldItems[oldRow + 1] == items[row] {
                        leftOld.append(base + oldRow)  // Moved from here.
                        oldRow += 1
                    } else if row + 1 < items.count, oldItems[oldRow] == items[row + 1] {
                        leftNewSections.append(section)  // Moved to here.
                        leftNewRows.append(row)
                        row += 1
                    } else {
                        break
                    }
                }
                leftOld.append(contentsOf: (base + oldRow)..<(base + oldItems.count))
            }
            for rest in row..<items.count {
                leftNewSections.append(section)
                leftNewRows.append(rest)
            }
            ordinals.append(rows)
        }
        for section in old.indices where !walked[section] {
            leftOld.append(contentsOf: oldStart[section]..<(oldStart[section] + old[section].count))
        }
        guard !leftOld.isEmpty, !leftNewRows.isEmpty else { return ordinals }

        // 2. By hash value.
        var table = OrdinalsByHash(capacity: leftOld.count)
        for (index, ordinal) in leftOld.enumerated() {
            let section = OrdinalsByHash.section(of: ordinal, starts: oldStart)
            table.insert(index, hash: old[section][ordinal - oldStart[section]].hashValue)
        }
        for index in leftNewRows.indices {
            let newSection = leftNewSections[index]
            let row = leftNewRows[index]
            let item = new[newSection][row]
            var candidate = table.first(hash: item.hashValue)
            while candidate >= 0 {
                let ordinal = leftOld[candidate]
                let section = OrdinalsByHash.section(of: ordinal, starts: oldStart)
                if old[section][ordinal - oldStart[section]] == item {
                    ordinals[newSection][row] = ordinal
                    break
                }
                candidate = table.next(after: candidate)
            }
        }
        return ordinals
    }
}

/// Entries (numbered from 0 as they are put in) by their hash value, all integers: the last entry
/// put in with each hash, and for each entry the one put in before it with the same hash.
struct OrdinalsByHash {
    private var last: [Int: Int]
    private var previous: [Int] = []

    init(capacity: Int) {
        last = [Int: Int](minimumCapacity: capacity)
        previous.reserveCapacity(capacity)
    }

    /// Puts in entry `index`, which is the number of entries put in so far.
    mutating func insert(_ index: Int, hash: Int) {
        previous.append(last.updateValue(index, forKey: hash) ?? -1)
    }

    /// The last entry put in with `hash`, or -1.
    func first(hash: Int) -> Int { last[hash] ?? -1 }

    /// The entry put in before `index` with the same hash, or -1.
    func next(after index: Int) -> Int { previous[index] }

    /// The section of an ordinal: the last section starting at or before it (`starts` ascending).
    static func section(of ordinal: Int, starts: [Int]) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= ordinal { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
