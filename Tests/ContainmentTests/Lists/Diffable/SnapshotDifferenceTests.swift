import Foundation
import Testing
@testable import Containment
import ContainmentTestSupport

/// What a table would complain about while applying a difference.
struct InvalidUpdate: Error, CustomStringConvertible {
    var description: String
}

/// Where a section after an update comes from.
enum SectionOrigin: Equatable { case inserted, old(Int) }

/// Applies a difference to the old sections as UITableView's `performBatchUpdates` does (the rule
/// in `SnapshotDifference`'s comment), asking `source` (the new sections, the data source after
/// the change) only for what is inserted, as a table asks its data source. It checks the counts
/// as UIKit does ("invalid number of rows in section …") and every index path.
func applyDifference<S, I>(
    _ difference: SnapshotDifference, to old: [SnapshotSection<S, I>], source: [SnapshotSection<S, I>]
) throws -> [SnapshotSection<S, I>] {
    func check(_ condition: Bool, _ message: @autoclosure () -> String) throws {
        if !condition { throw InvalidUpdate(description: message()) }
    }
    // Sections.
    let deletedSections = Set(difference.sectionDeletes)
    try check(deletedSections.count == difference.sectionDeletes.count, "a section deleted twice")
    try check(deletedSections.allSatisfy(old.indices.contains), "a deleted section out of range")
    let movedFrom = Set(difference.sectionMoves.map(\.from))
    try check(movedFrom.count == difference.sectionMoves.count, "a section moved twice")
    try check(movedFrom.isDisjoint(with: deletedSections), "a section deleted and moved")
    let newSectionCount = old.count - deletedSections.count + difference.sectionInserts.count
    try check(newSectionCount == source.count, "invalid number of sections: \(newSectionCount) after the update, \(source.count) in the data source")

    var origins = [SectionOrigin?](repeating: nil, count: newSectionCount)
    for index in difference.sectionInserts {
        try check(origins.indices.contains(index) && origins[index] == nil, "section insert \(index) out of range or taken")
        origins[index] = .inserted
    }
    for move in difference.sectionMoves {
        try check(old.indices.contains(move.from), "section move from \(move.from) out of range")
        try check(origins.indices.contains(move.to) && origins[move.to] == nil, "section move to \(move.to) out of range or taken")
        origins[move.to] = .old(move.from)
    }
    var staying = old.indices.filter { !deletedSections.contains($0) && !movedFrom.contains($0) }.makeIterator()
    for index in origins.indices where origins[index] == nil { origins[index] = staying.next().map(SectionOrigin.old) }
    try check(staying.next() == nil && origins.allSatisfy { $0 != nil }, "sections do not add up")
    var newIndexOfOld: [Int: Int] = [:]
    for (index, origin) in origins.enumerated() { if case .old(let from)? = origin { newIndexOfOld[from] = index } }

    // Rows.
    let deletes = Set(difference.itemDeletes)
    try check(deletes.count == difference.itemDeletes.count, "a row deleted twice")
    let movesOut = Set(difference.itemMoves.map(\.from))
    try check(movesOut.count == difference.itemMoves.count, "a row moved twice")
    try check(movesOut.isDisjoint(with: deletes), "a row deleted and moved")
    for path in deletes.union(movesOut) {
        try check(newIndexOfOld[path.section] != nil, "row \(path) deleted or moved out of a section that is deleted")
        try check(old[path.section].items.indices.contains(path.row), "row \(path) out of range")
    }
    for path in difference.itemReloads {
        try check(!deletes.contains(path) && !movesOut.contains(path), "row \(path) reloaded and deleted or moved")
        try check(newIndexOfOld[path.section] != nil && old[path.section].items.indices.contains(path.row), "reloaded row \(path) out of range")
    }
    var fixed: [IndexPath: I] = [:]
    for path in difference.itemInserts {
        try check(source.indices.contains(path.section) && source[path.section].items.indices.contains(path.row), "inserted row \(path) out of range")
        try check(origins[path.section] != .inserted, "row \(path) inserted into a section that is inserted")
        try check(fixed[path] == nil, "row \(path) inserted twice")
        fixed[path] = source[path.section].items[path.row]
    }
    for move in difference.itemMoves {
        try check(origins.indices.contains(move.to.section) && origins[move.to.section] != .inserted, "row moved to \(move.to), a section that is inserted or out of range")
        try check(fixed[move.to] == nil, "row \(move.to) is the target of two changes")
        fixed[move.to] = old[move.from.section].items[move.from.row]
    }

    var result: [SnapshotSection<S, I>] = []
    for (index, origin) in origins.enumerated() {
        guard case .old(let from)? = origin else {
            result.append(source[index])  // An inserted section brings its own rows.
            continue
        }
        var kept = old[from].items.indices
            .filter { !deletes.contains(IndexPath(row: $0, section: from)) && !movesOut.contains(IndexPath(row: $0, section: from)) }
            .map { old[from].items[$0] }.makeIterator()
        let fixedHere = fixed.keys.filter { $0.section == index }.count
        let keptCount = old[from].items.count - old[from].items.indices.filter {
            deletes.contains(IndexPath(row: $0, section: from)) || movesOut.contains(IndexPath(row: $0, section: from))
        }.count
        let rowCount = keptCount + fixedHere
        try check(rowCount == source[index].items.count,
                  "invalid number of rows in section \(index): \(rowCount) after the update, \(source[index].items.count) in the data source")
        var items: [I] = []
        for row in 0..<rowCount {
            if let item = fixed[IndexPath(row: row, section: index)] { items.append(item) } else if let item = kept.next() { items.append(item) }
        }
        try check(items.count == rowCount, "rows of section \(index) do not add up")
        result.append(SnapshotSection(identifier: old[from].identifier, items: items))
    }
    return result
}

@MainActor
@Suite("Snapshot difference")
struct SnapshotDifferenceTests {
    typealias Snapshot = DiffableDataSourceSnapshot<Int, Int>

    /// Applies `difference` and checks the result is `new`.
    private func expectApplies(_ difference: SnapshotDifference, from old: Snapshot, to new: Snapshot, sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            let applied = try applyDifference(difference, to: snapshotContents(old), source: snapshotContents(new))
            #expect(applied == snapshotContents(new), sourceLocation: sourceLocation)
        } catch {
            Issue.record("the difference does not apply: \(error)", sourceLocation: sourceLocation)
        }
    }

    private func oneSection(_ items: [Int]) -> Snapshot {
        makeSnapshot([SnapshotSection(identifier: 0, items: items)])
    }

    @Test("the same snapshot differs in nothing")
    func nothing() {
        let snapshot = makeSnapshot([SnapshotSection(identifier: 0, items: [1, 2, 3]), SnapshotSection(identifier: 1, items: [4])])
        let difference = SnapshotDifference(from: snapshot, to: snapshot)
        #expect(difference.isEmpty)
        #expect(difference == SnapshotDifference())
    }

    @Test("deletes name old index paths, inserts new ones")
    func deletesAndInserts() {
        let old = oneSection([1, 2, 3, 4])
        let new = oneSection([0, 1, 3, 5, 4])
        let difference = SnapshotDifference(from: old, to: new)
        #expect(difference.itemDeletes == [IndexPath(row: 1, section: 0)])
        #expect(difference.itemInserts == [IndexPath(row: 0, section: 0), IndexPath(row: 3, section: 0)])
        #expect(difference.itemMoves.isEmpty && difference.sectionDeletes.isEmpty && difference.sectionInserts.isEmpty)
        expectApplies(difference, from: old, to: new)
    }

    @Test("one item moved anywhere in its section is one move and nothing else", arguments: [1, 2, 3, 10, 57])
    func singleMoveInSection(count: Int) {
        let items = Array(0..<count)
        for from in items.indices {
            for to in items.indices where to != from {
                var moved = items
                moved.insert(moved.remove(at: from), at: to)
                let old = oneSection(items)
                let new = oneSection(moved)
                let difference = SnapshotDifference(from: old, to: new)
                #expect(difference.itemMoves.count == 1, "\(from) → \(to) of \(count)")
                #expect(difference.itemDeletes.isEmpty && difference.itemInserts.isEmpty && difference.itemReloads.isEmpty)
                expectApplies(difference, from: old, to: new)
            }
        }
    }

    @Test("one item moved to another section is one move from its old to its new index path")
    func singleMoveAcrossSections() {
        let old = makeSnapshot([SnapshotSection(identifier: 0, items: [1, 2, 3]), SnapshotSection(identifier: 1, items: [4, 5])])
        var new = old
        new.moveItem(2, afterItem: 4)
        let difference = SnapshotDifference(from: old, to: new)
        #expect(difference.itemMoves == [.init(from: IndexPath(row: 1, section: 0), to: IndexPath(row: 1, section: 1))])
        #expect(difference.itemDeletes.isEmpty && difference.itemInserts.isEmpty && difference.sectionMoves.isEmpty)
        expectApplies(difference, from: old, to: new)
    }

    @Test("one section moved is one section move, its rows carried", arguments: 0..<5, 0..<5)
    func singleSectionMove(from: Int, to: Int) {
        guard from != to else { return }
        let sections = (0..<5).map { SnapshotSection(identifier: $0, items: [$0 * 10, $0 * 10 + 1]) }
        var moved = sections
        moved.insert(moved.remove(at: from), at: to)
        let old = makeSnapshot(sections)
        let new = makeSnapshot(moved)
        let difference = SnapshotDifference(from: old, to: new)
        #expect(difference.sectionMoves.count == 1)
        #expect(difference.sectionDeletes.isEmpty && difference.sectionInserts.isEmpty)
        #expect(difference.itemMoves.isEmpty && difference.itemDeletes.isEmpty && difference.itemInserts.isEmpty)
        expectApplies(difference, from: old, to: new)
        // A table that cannot move sections deletes and inserts the one that moves.
        let withoutMoves = SnapshotDifference(from: old, to: new, movingSections: false)
        #expect(withoutMoves.sectionMoves.isEmpty && withoutMoves.sectionDeletes.count == 1 && withoutMoves.sectionInserts.count == 1)
        expectApplies(withoutMoves, from: old, to: new)
    }

    @Test("rows of deleted and inserted sections are not listed; a row leaving a deleted section is inserted")
    func sectionsTakeTheirRows() {
        let old = makeSnapshot([SnapshotSection(identifier: 0, items: [1, 2]), SnapshotSection(identifier: 1, items: [3, 4])])
        let new = makeSnapshot([SnapshotSection(identifier: 1, items: [3, 4, 2]), SnapshotSection(identifier: 2, items: [5, 1])])
        let difference = SnapshotDifference(from: old, to: new)
        #expect(difference.sectionDeletes == [0])
        #expect(difference.sectionInserts == [1])
        #expect(difference.itemInserts == [IndexPath(row: 2, section: 0)])
        #expect(difference.itemDeletes.isEmpty && difference.itemMoves.isEmpty)
        expectApplies(difference, from: old, to: new)
    }

    @Test("a reloaded item that stays is reloaded at its old index path; one that moves is deleted and inserted")
    func reloads() {
        let old = oneSection([1, 2, 3, 4, 5])
        var new = oneSection([0, 1, 2, 3, 4, 5])
        new.moveItem(5, beforeItem: 1)  // 0 5 1 2 3 4
        new.reloadItems([3, 5])
        new.reconfigureItems([2])
        let difference = SnapshotDifference(from: old, to: new)
        #expect(difference.itemReloads == [IndexPath(row: 2, section: 0)])
        #expect(difference.itemDeletes == [IndexPath(row: 4, section: 0)])
        #expect(difference.itemInserts == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
        #expect(difference.itemReconfigures == [IndexPath(row: 3, section: 0)])
        #expect(difference.itemMoves.isEmpty)
        expectApplies(difference, from: old, to: new)
    }

    @Test("a reloaded section is deleted and inserted")
    func reloadedSection() {
        let old = makeSnapshot([SnapshotSection(identifier: 0, items: [1]), SnapshotSection(identifier: 1, items: [2, 3])])
        var new = old
        new.reloadSections([1])
        let difference = SnapshotDifference(from: old, to: new)
        #expect(difference.sectionDeletes == [1] && difference.sectionInserts == [1])
        #expect(difference.itemDeletes.isEmpty && difference.itemInserts.isEmpty)
        expectApplies(difference, from: old, to: new)
    }

    @Test("the longest increasing run is longest and increasing", arguments: [4, 5, 6] as [UInt64])
    func longestIncreasingRun(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        for _ in 0..<200 {
            let values = Array(0..<random.below(12)).shuffled(using: &random)
            let keep = SnapshotDifference.longestIncreasingRun(values)
            let run = values.indices.filter { keep[$0] }.map { values[$0] }
            #expect(run == run.sorted())
            // Longest: against the quadratic dynamic programme.
            var best = [Int](repeating: 1, count: values.count)
            for i in values.indices { for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) } }
            #expect(run.count == (best.max() ?? 0), "\(values)")
        }
    }

    /// A random change of a snapshot: items and sections deleted, inserted, moved, reloaded.
    private func randomChange(of old: Snapshot, random: inout SplitMix64, nextIdentifier: inout Int, rate: Double) -> Snapshot {
        var new = old
        let items = old.itemIdentifiers
        for item in items where random.chance(rate) {
            guard new.sectionIdentifier(containingItem: item) != nil else { continue }
            switch random.below(5) {
            case 0: new.deleteItems([item])
            case 1:
                new.insertItems([nextIdentifier], beforeItem: item)
                nextIdentifier += 1
            case 2:
                if let anchor = random.pick(items), anchor != item, new.sectionIdentifier(containingItem: anchor) != nil {
                    new.moveItem(item, afterItem: anchor)
                }
            case 3: new.reloadItems([item])
            default: new.reconfigureItems([item])
            }
        }
        let sections = old.sectionIdentifiers
        for section in sections where random.chance(0.1) && new.indexOfSection(section) != nil {
            switch random.below(4) {
            case 0: new.deleteSections([section])
            case 1:
                new.insertSections([nextIdentifier], afterSection: section)
                new.appendItems([nextIdentifier + 1, nextIdentifier + 2], toSection: nextIdentifier)
                nextIdentifier += 3
            case 2:
                if let anchor = random.pick(sections), anchor != section, new.indexOfSection(anchor) != nil {
                    new.moveSection(section, beforeSection: anchor)
                }
            default: new.reloadSections([section])
            }
        }
        return new
    }

    /// Checks that every reloaded item kept in both snapshots is rebuilt: reloaded in place, or
    /// deleted and inserted, or in a section deleted or inserted.
    private func expectReloadsHonoured(_ difference: SnapshotDifference, from old: Snapshot, to new: Snapshot) {
        let reloads = Set(difference.itemReloads)
        let deletes = Set(difference.itemDeletes)
        let inserts = Set(difference.itemInserts)
        let deletedSections = Set(difference.sectionDeletes)
        let insertedSections = Set(difference.sectionInserts)
        for item in new.reloadedItemIdentifiers {
            guard let from = old.indexPath(ofItem: item), let to = new.indexPath(ofItem: item) else { continue }
            let oldPath = IndexPath(row: from.row, section: from.section)
            let newPath = IndexPath(row: to.row, section: to.section)
            let rebuilt = reloads.contains(oldPath) || (deletes.contains(oldPath) || deletedSections.contains(from.section))
                && (inserts.contains(newPath) || insertedSections.contains(to.section))
            #expect(rebuilt, "reloaded item \(item) is rebuilt")
        }
        for path in difference.itemReconfigures {
            #expect(new.item(section: path.section, row: path.row).map { new.reconfiguredItemIdentifiers.contains($0) } == true)
        }
    }

    @Test("random changes of 10,000 items: the difference applied to the old snapshot gives the new",
          arguments: [11, 12, 13] as [UInt64])
    func randomLarge(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var next = 0
        let sections = (0..<20).map { section -> SnapshotSection<Int, Int> in
            defer { next += 500 }
            return SnapshotSection(identifier: 1_000_000 + section, items: Array(next..<next + 500))
        }
        var old = makeSnapshot(sections)
        var nextIdentifier = 2_000_000
        for rate in [0.001, 0.01, 0.1, 0.5] {
            let new = randomChange(of: old, random: &random, nextIdentifier: &nextIdentifier, rate: rate)
            let difference = SnapshotDifference(from: old, to: new)
            expectApplies(difference, from: old, to: new)
            expectReloadsHonoured(difference, from: old, to: new)
            let withoutSectionMoves = SnapshotDifference(from: old, to: new, movingSections: false)
            #expect(withoutSectionMoves.sectionMoves.isEmpty)
            expectApplies(withoutSectionMoves, from: old, to: new)
            expectReloadsHonoured(withoutSectionMoves, from: old, to: new)
            old = new
            old.clearMarks()
        }
    }

    @Test("random changes of small snapshots apply exactly", arguments: 0..<4)
    func randomSmall(batch: Int) {
        var random = SplitMix64(seed: 100 + UInt64(batch))
        for _ in 0..<150 {
            var next = 0
            let sections = (0..<random.below(5)).map { section -> SnapshotSection<Int, Int> in
                let count = random.below(6)
                defer { next += count }
                return SnapshotSection(identifier: 1_000 + section, items: Array(next..<next + count))
            }
            let old = makeSnapshot(sections)
            var nextIdentifier = 5_000
            let new = randomChange(of: old, random: &random, nextIdentifier: &nextIdentifier, rate: 0.3)
            let difference = SnapshotDifference(from: old, to: new)
            expectApplies(difference, from: old, to: new)
            expectReloadsHonoured(difference, from: old, to: new)
            expectApplies(SnapshotDifference(from: old, to: new, movingSections: false), from: old, to: new)
            // And from scratch, and back to nothing.
            expectApplies(SnapshotDifference(from: Snapshot(), to: new), from: Snapshot(), to: new)
            expectApplies(SnapshotDifference(from: old, to: Snapshot()), from: old, to: Snapshot())
        }
    }

    @Test("a shuffled list moves the fewest items: all but its longest increasing run")
    func shuffledMovesAreFewest() {
        var random = SplitMix64(seed: 7)
        let items = Array(0..<300)
        let shuffled = items.shuffled(using: &random)
        let old = oneSection(items)
        let new = oneSection(shuffled)
        let difference = SnapshotDifference(from: old, to: new)
        let kept = SnapshotDifference.longestIncreasingRun(shuffled).filter { $0 }.count
        #expect(difference.itemMoves.count == items.count - kept)
        expectApplies(difference, from: old, to: new)
    }
}
