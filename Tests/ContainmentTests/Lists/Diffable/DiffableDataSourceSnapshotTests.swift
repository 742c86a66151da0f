import Testing
@testable import Containment
import ContainmentTestSupport

/// A snapshot's sections and items, plainly, to compare with a model.
@MainActor
func snapshotContents<S, I>(_ snapshot: DiffableDataSourceSnapshot<S, I>) -> [SnapshotSection<S, I>] {
    snapshot.sectionIdentifiers.map { SnapshotSection(identifier: $0, items: snapshot.itemIdentifiers(inSection: $0)) }
}

/// One section with its items, as a test writes it.
struct SnapshotSection<S: Hashable & Sendable, I: Hashable & Sendable>: Hashable, Sendable {
    var identifier: S
    var items: [I]
}

/// A snapshot with `sections`, built by appending.
@MainActor
func makeSnapshot<S, I>(_ sections: [SnapshotSection<S, I>]) -> DiffableDataSourceSnapshot<S, I> {
    var snapshot = DiffableDataSourceSnapshot<S, I>()
    for section in sections {
        snapshot.appendSections([section.identifier])
        snapshot.appendItems(section.items, toSection: section.identifier)
    }
    return snapshot
}

/// `DiffableDataSourceSnapshot` does what `NSDiffableDataSourceSnapshot` does, refuses what it
/// raises for, and finds items in constant time.
@MainActor
@Suite("Diffable data source snapshot")
struct DiffableDataSourceSnapshotTests {
    typealias Snapshot = DiffableDataSourceSnapshot<String, Int>

    @Test("sections and items read back in order, with their indexes")
    func building() {
        var snapshot = Snapshot()
        #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2, 3])  // to the last section, "b"
        snapshot.appendItems([10, 11], toSection: "a")
        snapshot.appendSections(["c"])
        snapshot.appendItems([20])

        #expect(snapshot.sectionIdentifiers == ["a", "b", "c"])
        #expect(snapshot.itemIdentifiers == [10, 11, 1, 2, 3, 20])
        #expect(snapshot.numberOfItems == 6)
        #expect(snapshot.numberOfSections == 3)
        #expect(snapshot.numberOfItems(inSection: "b") == 3)
        #expect(snapshot.itemIdentifiers(inSection: "a") == [10, 11])
        #expect(snapshot.sectionIdentifier(containingItem: 2) == "b")
        #expect(snapshot.sectionIdentifier(containingItem: 99) == nil)
        #expect(snapshot.indexOfSection("c") == 2)
        #expect(snapshot.indexOfSection("z") == nil)
        #expect([10, 11, 1, 2, 3, 20].map { snapshot.indexOfItem($0) } == [0, 1, 2, 3, 4, 5])
        #expect(snapshot.indexOfItem(99) == nil)
    }

    @Test("items are inserted and moved before and after others, across sections")
    func insertingAndMoving() {
        var snapshot = makeSnapshot([SnapshotSection(identifier: "a", items: [1, 2, 3]), SnapshotSection(identifier: "b", items: [4, 5])])
        snapshot.insertItems([7, 8], beforeItem: 2)
        #expect(snapshot.itemIdentifiers(inSection: "a") == [1, 7, 8, 2, 3])
        snapshot.insertItems([9], afterItem: 5)
        #expect(snapshot.itemIdentifiers(inSection: "b") == [4, 5, 9])
        snapshot.moveItem(1, afterItem: 3)
        #expect(snapshot.itemIdentifiers(inSection: "a") == [7, 8, 2, 3, 1])
        snapshot.moveItem(3, beforeItem: 7)
        #expect(snapshot.itemIdentifiers(inSection: "a") == [3, 7, 8, 2, 1])
        snapshot.moveItem(8, beforeItem: 4)
        #expect(snapshotContents(snapshot) == [SnapshotSection(identifier: "a", items: [3, 7, 2, 1]), SnapshotSection(identifier: "b", items: [8, 4, 5, 9])])
        #expect(snapshot.sectionIdentifier(containingItem: 8) == "b")
        #expect(snapshot.indexOfItem(8) == 4)
        #expect(snapshot.indexOfItem(9) == 7)
        snapshot.moveItem(9, beforeItem: 3)
        #expect(snapshot.itemIdentifiers == [9, 3, 7, 2, 1, 8, 4, 5])
        #expect(snapshot.itemIdentifiers.map { snapshot.indexOfItem($0) } == Array(0..<8).map(Optional.some))
    }

    @Test("sections are inserted, moved and deleted with their items")
    func sections() {
        var snapshot = makeSnapshot([SnapshotSection(identifier: "a", items: [1]), SnapshotSection(identifier: "b", items: [2, 3])])
        snapshot.insertSections(["x"], beforeSection: "a")
        snapshot.insertSections(["y", "z"], afterSection: "a")
        #expect(snapshot.sectionIdentifiers == ["x", "a", "y", "z", "b"])
        snapshot.appendItems([4], toSection: "z")
        snapshot.moveSection("b", beforeSection: "a")
        #expect(snapshot.sectionIdentifiers == ["x", "b", "a", "y", "z"])
        #expect(snapshot.indexOfItem(1) == 2)
        snapshot.moveSection("x", afterSection: "z")
        #expect(snapshot.sectionIdentifiers == ["b", "a", "y", "z", "x"])
        #expect(snapshot.itemIdentifiers == [2, 3, 1, 4])
        snapshot.deleteSections(["a", "z"])
        #expect(snapshot.sectionIdentifiers == ["b", "y", "x"])
        #expect(snapshot.itemIdentifiers == [2, 3])
        #expect(snapshot.numberOfItems == 2)
        #expect(snapshot.sectionIdentifier(containingItem: 1) == nil)
        #expect(snapshot.indexOfSection("x") == 2)
        // A deleted item's identifier can come back.
        snapshot.appendItems([1, 4], toSection: "x")
        #expect(snapshot.indexOfItem(4) == 3)
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0 && snapshot.itemIdentifiers.isEmpty)
    }

    @Test("reload and reconfigure marks are kept once each, in order, and leave with their items")
    func marks() {
        var snapshot = makeSnapshot([SnapshotSection(identifier: "a", items: [1, 2, 3]), SnapshotSection(identifier: "b", items: [4, 5])])
        snapshot.reloadItems([3, 1])
        snapshot.reloadItems([1, 4])
        snapshot.reconfigureItems([5, 2])
        snapshot.reloadSections(["b"])
        #expect(snapshot.reloadedItemIdentifiers == [3, 1, 4])
        #expect(snapshot.reconfiguredItemIdentifiers == [5, 2])
        #expect(snapshot.reloadedSectionIdentifiers == ["b"])
        snapshot.deleteItems([1])
        #expect(snapshot.reloadedItemIdentifiers == [3, 4])
        snapshot.deleteSections(["b"])
        #expect(snapshot.reloadedItemIdentifiers == [3])
        #expect(snapshot.reconfiguredItemIdentifiers == [2])
        #expect(snapshot.reloadedSectionIdentifiers == [])
    }

    @Test("a copy changes on its own, index cache included")
    func valueSemantics() {
        var original = makeSnapshot([SnapshotSection(identifier: "a", items: [1, 2]), SnapshotSection(identifier: "b", items: [3, 4])])
        #expect(original.indexOfItem(4) == 3)  // fills the cache of section starts
        var copy = original
        copy.insertItems([9, 8], beforeItem: 1)
        #expect(copy.indexOfItem(4) == 5)
        #expect(original.indexOfItem(4) == 3)
        original.deleteItems([1])
        #expect(original.indexOfItem(4) == 2)
        #expect(copy.indexOfItem(4) == 5)
        #expect(copy.itemIdentifiers == [9, 8, 1, 2, 3, 4])
        // A copy made before the cache reached a section, then changed after it.
        let fresh = makeSnapshot([SnapshotSection(identifier: "a", items: [1]), SnapshotSection(identifier: "b", items: [2]), SnapshotSection(identifier: "c", items: [3])])
        var changed = fresh
        changed.appendItems([7], toSection: "b")
        #expect(changed.indexOfItem(3) == 3)
        #expect(fresh.indexOfItem(3) == 2)
    }

    @Test("100,000 items appended one call at a time are all found at their index")
    func manyAppends() {
        var snapshot = Snapshot()
        snapshot.appendSections(["first", "second"])
        for item in 0..<100_000 {
            snapshot.appendItems([item], toSection: item.isMultiple(of: 2) ? "first" : "second")
            if item.isMultiple(of: 1_000) { _ = snapshot.indexOfItem(item) }
        }
        #expect(snapshot.numberOfItems == 100_000)
        #expect(snapshot.indexOfItem(99_999) == 99_999)
        #expect(snapshot.indexOfItem(2) == 1)
        #expect(snapshot.indexOfItem(1) == 50_000)
        let all = snapshot.itemIdentifiers
        #expect(all.indices.allSatisfy { snapshot.indexOfItem(all[$0]) == $0 })
    }

    @Test("items inserted, moved and deleted one call at a time in a long section keep their indexes right")
    func lazyNumbering() {
        var random = SplitMix64(seed: 9)
        var snapshot = makeSnapshot([SnapshotSection<String, Int>(identifier: "a", items: Array(0..<2_000)),
                                     SnapshotSection(identifier: "b", items: Array(2_000..<3_000))])
        var model = Array(0..<3_000)
        var next = 10_000
        for step in 0..<1_000 {
            let anchor = model[random.below(model.count)]
            let at = model.firstIndex(of: anchor)!
            switch step % 4 {
            case 0:
                snapshot.insertItems([next], beforeItem: anchor)
                model.insert(next, at: at)
                next += 1
            case 1:
                snapshot.insertItems([next], afterItem: anchor)
                model.insert(next, at: at + 1)
                next += 1
            case 2:
                snapshot.deleteItems([anchor])
                model.remove(at: at)
            default:
                let moved = model[random.below(model.count)]
                guard moved != anchor else { continue }
                snapshot.moveItem(moved, beforeItem: anchor)
                model.remove(at: model.firstIndex(of: moved)!)
                model.insert(moved, at: model.firstIndex(of: anchor)!)
            }
            if step.isMultiple(of: 7), let probe = random.pick(model) {
                #expect(snapshot.indexOfItem(probe) == model.firstIndex(of: probe))
            }
        }
        #expect(snapshot.itemIdentifiers == model)
        #expect(model.indices.allSatisfy { snapshot.indexOfItem(model[$0]) == $0 })
    }

    // MARK: Refusals

    /// Runs `misuse` on a copy of `snapshot` and checks it was refused once with a message that
    /// mentions every string of `mentions`, and that nothing changed.
    private func expectRefusal(
        _ snapshot: Snapshot, mentioning mentions: [String], sourceLocation: SourceLocation = #_sourceLocation,
        _ misuse: (inout Snapshot) -> Void
    ) {
        let diagnostics = DiagnosticsRecorder()
        defer { diagnostics.stop() }
        var changed = snapshot
        misuse(&changed)
        #expect(diagnostics.refusals.map(\.kind) == [.invalidArgument], sourceLocation: sourceLocation)
        for mention in mentions {
            #expect(diagnostics.refusals.first?.message.contains(mention) == true,
                    "message \"\(diagnostics.refusals.first?.message ?? "")\" should mention \(mention)", sourceLocation: sourceLocation)
        }
        #expect(snapshotContents(changed) == snapshotContents(snapshot), "the snapshot must stay as it was", sourceLocation: sourceLocation)
        #expect(changed.numberOfItems == snapshot.numberOfItems, sourceLocation: sourceLocation)
        #expect(changed.reloadedItemIdentifiers == snapshot.reloadedItemIdentifiers, sourceLocation: sourceLocation)
        #expect(changed.reconfiguredItemIdentifiers == snapshot.reconfiguredItemIdentifiers, sourceLocation: sourceLocation)
        #expect(changed.reloadedSectionIdentifiers == snapshot.reloadedSectionIdentifiers, sourceLocation: sourceLocation)
        #expect(changed.itemIdentifiers.map { changed.indexOfItem($0) } == Array(0..<changed.numberOfItems).map(Optional.some),
                sourceLocation: sourceLocation)
    }

    @Test("misuse is refused, reported, and changes nothing")
    func refusals() {
        let snapshot = makeSnapshot([SnapshotSection(identifier: "a", items: [1, 2, 3]), SnapshotSection(identifier: "b", items: [4])])
        expectRefusal(Snapshot(), mentioning: ["appendItems", "no sections"]) { $0.appendItems([1]) }
        expectRefusal(snapshot, mentioning: ["appendSections", "a", "already"]) { $0.appendSections(["c", "a"]) }
        expectRefusal(snapshot, mentioning: ["appendSections", "c", "twice"]) { $0.appendSections(["c", "c"]) }
        expectRefusal(snapshot, mentioning: ["insertSections", "z", "not in the snapshot"]) { $0.insertSections(["c"], beforeSection: "z") }
        expectRefusal(snapshot, mentioning: ["insertSections", "b", "already"]) { $0.insertSections(["b"], afterSection: "a") }
        expectRefusal(snapshot, mentioning: ["deleteSections", "z"]) { $0.deleteSections(["a", "z"]) }
        expectRefusal(snapshot, mentioning: ["moveSection", "z"]) { $0.moveSection("z", beforeSection: "a") }
        expectRefusal(snapshot, mentioning: ["moveSection", "z"]) { $0.moveSection("a", afterSection: "z") }
        expectRefusal(snapshot, mentioning: ["moveSection", "itself"]) { $0.moveSection("a", afterSection: "a") }
        expectRefusal(snapshot, mentioning: ["reloadSections", "z"]) { $0.reloadSections(["b", "z"]) }
        expectRefusal(snapshot, mentioning: ["appendItems", "z"]) { $0.appendItems([9], toSection: "z") }
        expectRefusal(snapshot, mentioning: ["appendItems", "4", "already"]) { $0.appendItems([9, 4]) }
        expectRefusal(snapshot, mentioning: ["appendItems", "9", "twice"]) { $0.appendItems([9, 9]) }
        expectRefusal(snapshot, mentioning: ["insertItems", "42"]) { $0.insertItems([9], beforeItem: 42) }
        expectRefusal(snapshot, mentioning: ["insertItems", "1", "already"]) { $0.insertItems([1], afterItem: 2) }
        expectRefusal(snapshot, mentioning: ["deleteItems", "42"]) { $0.deleteItems([1, 42]) }
        expectRefusal(snapshot, mentioning: ["moveItem", "42"]) { $0.moveItem(42, beforeItem: 1) }
        expectRefusal(snapshot, mentioning: ["moveItem", "42"]) { $0.moveItem(1, afterItem: 42) }
        expectRefusal(snapshot, mentioning: ["moveItem", "itself"]) { $0.moveItem(2, beforeItem: 2) }
        expectRefusal(snapshot, mentioning: ["reloadItems", "42"]) { $0.reloadItems([1, 42]) }
        expectRefusal(snapshot, mentioning: ["reconfigureItems", "42"]) { $0.reconfigureItems([42]) }
    }

    @Test("reading a section that is not there is reported and answers nothing")
    func readingAMissingSection() {
        let diagnostics = DiagnosticsRecorder()
        defer { diagnostics.stop() }
        let snapshot = makeSnapshot([SnapshotSection<String, Int>(identifier: "a", items: [1])])
        #expect(snapshot.numberOfItems(inSection: "z") == 0)
        #expect(snapshot.itemIdentifiers(inSection: "z") == [])
        #expect(diagnostics.refusals.count == 2)
    }

    // MARK: Against a model

    @Test("random changes agree with a plain model of arrays", arguments: [1, 2, 3] as [UInt64])
    func againstModel(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var snapshot = Snapshot()
        var model: [SnapshotSection<String, Int>] = []
        var nextItem = 0
        var nextSection = 0
        let diagnostics = DiagnosticsRecorder()
        defer { diagnostics.stop() }
        func anyItem() -> Int? { random.pick(model.flatMap(\.items)) }
        func place(of item: Int) -> (Int, Int) {
            let section = model.firstIndex { $0.items.contains(item) }!
            return (section, model[section].items.firstIndex(of: item)!)
        }
        for _ in 0..<600 {
            switch random.below(9) {
            case 0:
                let name = "s\(nextSection)"
                nextSection += 1
                if let anchor = random.pick(model.map(\.identifier)), random.chance(0.5) {
                    let at = model.firstIndex { $0.identifier == anchor }!
                    let after = random.chance(0.5)
                    if after { snapshot.insertSections([name], afterSection: anchor) } else { snapshot.insertSections([name], beforeSection: anchor) }
                    model.insert(SnapshotSection(identifier: name, items: []), at: after ? at + 1 : at)
                } else {
                    snapshot.appendSections([name])
                    model.append(SnapshotSection(identifier: name, items: []))
                }
            case 1, 2:
                guard !model.isEmpty else { continue }
                let count = random.below(5) + 1
                let items = Array(nextItem..<nextItem + count)
                nextItem += count
                let section = random.below(model.count)
                snapshot.appendItems(items, toSection: model[section].identifier)
                model[section].items += items
            case 3:
                guard let anchor = anyItem() else { continue }
                let items = [nextItem, nextItem + 1]
                nextItem += 2
                let (section, row) = place(of: anchor)
                let after = random.chance(0.5)
                if after { snapshot.insertItems(items, afterItem: anchor) } else { snapshot.insertItems(items, beforeItem: anchor) }
                model[section].items.insert(contentsOf: items, at: after ? row + 1 : row)
            case 4:
                guard let item = anyItem() else { continue }
                let (section, row) = place(of: item)
                snapshot.deleteItems([item])
                model[section].items.remove(at: row)
            case 5:
                guard let item = anyItem(), let anchor = anyItem(), item != anchor else { continue }
                let after = random.chance(0.5)
                if after { snapshot.moveItem(item, afterItem: anchor) } else { snapshot.moveItem(item, beforeItem: anchor) }
                let (from, row) = place(of: item)
                model[from].items.remove(at: row)
                let (to, anchorRow) = place(of: anchor)
                model[to].items.insert(item, at: after ? anchorRow + 1 : anchorRow)
            case 6:
                guard let section = random.pick(model), let anchor = random.pick(model), section != anchor else { continue }
                let after = random.chance(0.5)
                if after { snapshot.moveSection(section.identifier, afterSection: anchor.identifier) } else { snapshot.moveSection(section.identifier, beforeSection: anchor.identifier) }
                model.removeAll { $0.identifier == section.identifier }
                let at = model.firstIndex { $0.identifier == anchor.identifier }!
                model.insert(section, at: after ? at + 1 : at)
            case 7:
                guard model.count > 3, let section = random.pick(model) else { continue }
                snapshot.deleteSections([section.identifier])
                model.removeAll { $0.identifier == section.identifier }
            default:
                let items = Array(nextItem..<nextItem + 3)
                nextItem += 3
                if let misplaced = anyItem() {
                    snapshot.appendItems(items + [misplaced])  // refused: already there
                }
            }
            #expect(snapshotContents(snapshot) == model)
            let all = model.flatMap(\.items)
            #expect(snapshot.numberOfItems == all.count)
            if let probe = random.pick(all) {
                #expect(snapshot.indexOfItem(probe) == all.firstIndex(of: probe))
                #expect(snapshot.sectionIdentifier(containingItem: probe) == model[place(of: probe).0].identifier)
            }
        }
        #expect(diagnostics.refusals.allSatisfy { $0.message.contains("already in the snapshot") })
    }
}
