/// The state of a list's data at one moment: its sections in order, each with its items, as
/// `NSDiffableDataSourceSnapshot`.
///
/// Build one, hand it to ``TableViewDiffableDataSource/apply(_:animatingDifferences:completion:)``,
/// and the table moves from what it shows to this state with the fewest updates. A snapshot is a
/// value: a copy changes on its own.
///
/// Identifiers are unique across the whole snapshot, sections and items alike, as in UIKit.
/// Where UIKit raises (an identifier added twice, one that is not in the snapshot, an item
/// appended when there is no section), the call is refused with a ``HierarchyInconsistency``
/// handed to ``ViewController/hierarchyInconsistencyHandler`` and the snapshot stays exactly as
/// it was. Nothing traps.
///
/// Costs: every lookup (``indexOfItem(_:)``, ``sectionIdentifier(containingItem:)``,
/// ``indexOfSection(_:)``, membership) is a dictionary read, once the positions it needs are
/// numbered. Items are numbered lazily: a change in the middle of a section only forgets the
/// rows after it, and the next lookup numbers them again as far as it needs. So appending
/// 100,000 items, or inserting many items one call after another, costs what is added and what
/// the arrays underneath shift, not a renumbering per call.
///
/// It is main-actor isolated, as everything a refusal reaches, and `Sendable`.
@MainActor
public struct DiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    typealias Section = SectionIdentifierType
    typealias Item = ItemIdentifierType
    typealias Storage = SnapshotStorage<Section, Item>

    /// Everything, shared between copies until one changes (copy on write).
    private var storage = Storage()

    /// The storage, copied first when another snapshot shares it.
    private mutating func changing() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(copying: storage) }
        return storage
    }

    /// Creates an empty snapshot, as `NSDiffableDataSourceSnapshot()`.
    public init() {}

    // MARK: Reading

    /// The sections in order, with their items: what the difference reads.
    var sectionRecords: [Storage.SectionRecord] { storage.sectionRecords }

    /// How many items there are in all sections, as `numberOfItems`.
    public var numberOfItems: Int { storage.itemLocations.count }

    /// How many sections there are, as `numberOfSections`.
    public var numberOfSections: Int { storage.sectionRecords.count }

    /// The sections in order, as `sectionIdentifiers`.
    public var sectionIdentifiers: [SectionIdentifierType] { storage.sectionRecords.map(\.identifier) }

    /// Every item, section after section, as `itemIdentifiers`.
    public var itemIdentifiers: [ItemIdentifierType] {
        var all: [Item] = []
        all.reserveCapacity(storage.itemLocations.count)
        for record in storage.sectionRecords { all.append(contentsOf: record.items) }
        return all
    }

    /// The items marked with ``reloadItems(_:)`` since the snapshot was made, as
    /// `reloadedItemIdentifiers`.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { storage.reloadedItems.elements }

    /// The items marked with ``reconfigureItems(_:)``, as `reconfiguredItemIdentifiers`.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { storage.reconfiguredItems.elements }

    /// The sections marked with ``reloadSections(_:)``, as `reloadedSectionIdentifiers`.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { storage.reloadedSections.elements }

    /// How many items `section` holds, as `numberOfItems(inSection:)`. A section that is not in the
    /// snapshot (UIKit raises) is reported and counts 0.
    public func numberOfItems(inSection section: SectionIdentifierType) -> Int {
        guard let position = position(ofSection: section, refusingFor: "numberOfItems(inSection:)") else { return 0 }
        return storage.sectionRecords[position].items.count
    }

    /// The items of `section` in order, as `itemIdentifiers(inSection:)`. A section that is not in
    /// the snapshot (UIKit raises) is reported and has none.
    public func itemIdentifiers(inSection section: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let position = position(ofSection: section, refusingFor: "itemIdentifiers(inSection:)") else { return [] }
        return storage.sectionRecords[position].items
    }

    /// The section that holds `item`, or `nil` when it is not in the snapshot, as
    /// `sectionIdentifier(containingItem:)`.
    public func sectionIdentifier(containingItem item: ItemIdentifierType) -> SectionIdentifierType? {
        storage.section(containing: item)
    }

    /// The item's index among all items (counted across sections), or `nil` when it is not in the
    /// snapshot, as `indexOfItem(_:)`.
    public func indexOfItem(_ item: ItemIdentifierType) -> Int? {
        guard let path = storage.indexPath(of: item) else { return nil }
        return storage.start(ofSection: path.section) + path.row
    }

    /// The section's index, or `nil` when it is not in the snapshot, as `indexOfSection(_:)`.
    public func indexOfSection(_ section: SectionIdentifierType) -> Int? {
        storage.sectionPositions[section]
    }

    /// The item's section index and row, or `nil` when it is not in the snapshot.
    func indexPath(ofItem item: Item) -> (section: Int, row: Int)? {
        storage.indexPath(of: item)
    }

    /// Whether `item` is in the snapshot (a lookup, no numbering).
    func containsItem(_ item: Item) -> Bool {
        storage.itemLocations[item] != nil
    }

    /// The item at `row` of the section at `section`, or `nil` out of range.
    func item(section: Int, row: Int) -> Item? {
        let records = storage.sectionRecords
        guard records.indices.contains(section), records[section].items.indices.contains(row) else { return nil }
        return records[section].items[row]
    }

    /// Drops the reload and reconfigure marks: what a data source keeps once it applied them.
    mutating func clearMarks() {
        guard !(storage.reloadedItems.isEmpty && storage.reconfiguredItems.isEmpty && storage.reloadedSections.isEmpty) else { return }
        let storage = changing()
        storage.reloadedItems = OrderedMarks()
        storage.reconfiguredItems = OrderedMarks()
        storage.reloadedSections = OrderedMarks()
    }

    // MARK: Sections

    /// Adds sections after the last one, as `appendSections(_:)`. Refused when one is already in
    /// the snapshot or is given twice.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        guard newSectionsAreValid(identifiers, call: "appendSections(_:)") else { return }
        changing().placeSections(identifiers, at: storage.sectionRecords.count)
    }

    /// Adds sections just before `beforeIdentifier`, as `insertSections(_:beforeSection:)`.
    /// Refused when that section is not in the snapshot or a new one already is.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection beforeIdentifier: SectionIdentifierType) {
        let call = "insertSections(_:beforeSection:)"
        guard let anchor = position(ofSection: beforeIdentifier, refusingFor: call),
              newSectionsAreValid(identifiers, call: call) else { return }
        changing().placeSections(identifiers, at: anchor)
    }

    /// Adds sections just after `afterIdentifier`, as `insertSections(_:afterSection:)`.
    /// Refused when that section is not in the snapshot or a new one already is.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection afterIdentifier: SectionIdentifierType) {
        let call = "insertSections(_:afterSection:)"
        guard let anchor = position(ofSection: afterIdentifier, refusingFor: call),
              newSectionsAreValid(identifiers, call: call) else { return }
        changing().placeSections(identifiers, at: anchor + 1)
    }

    /// Removes sections and their items, as `deleteSections(_:)`. Refused, with nothing removed,
    /// when one of them is not in the snapshot.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        guard sectionsArePresent(identifiers, call: "deleteSections(_:)") else { return }
        changing().removeSections(Set(identifiers))
    }

    /// Moves a section with its items just before another, as `moveSection(_:beforeSection:)`.
    /// Refused when either is not in the snapshot or they are the same.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, relativeTo: toIdentifier, after: false, call: "moveSection(_:beforeSection:)")
    }

    /// Moves a section with its items just after another, as `moveSection(_:afterSection:)`.
    /// Refused when either is not in the snapshot or they are the same.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, relativeTo: toIdentifier, after: true, call: "moveSection(_:afterSection:)")
    }

    /// Marks sections to be built anew when the snapshot is applied, as `reloadSections(_:)`.
    /// Refused when one is not in the snapshot.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        guard sectionsArePresent(identifiers, call: "reloadSections(_:)") else { return }
        changing().reloadedSections.add(identifiers)
    }

    // MARK: Items

    /// Adds items at the end of `section`, or of the last section when it is `nil`, as
    /// `appendItems(_:toSection:)`. Refused when there is no such section (or no section at
    /// all), or when an item is already in the snapshot or given twice.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil) {
        let call = "appendItems(_:toSection:)"
        let target: Int
        if let section {
            guard let position = position(ofSection: section, refusingFor: call) else { return }
            target = position
        } else {
            guard !storage.sectionRecords.isEmpty else {
                refuse("\(call): there are no sections in the snapshot; append a section first")
                return
            }
            target = storage.sectionRecords.count - 1
        }
        guard newItemsAreValid(identifiers, call: call) else { return }
        changing().placeItems(identifiers, inSection: target, at: storage.sectionRecords[target].items.count)
    }

    /// Adds items just before `beforeIdentifier`, in its section, as `insertItems(_:beforeItem:)`.
    /// Refused when that item is not in the snapshot or a new one already is.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        let call = "insertItems(_:beforeItem:)"
        guard let anchor = indexPath(ofItem: beforeIdentifier, refusingFor: call),
              newItemsAreValid(identifiers, call: call) else { return }
        changing().placeItems(identifiers, inSection: anchor.section, at: anchor.row)
    }

    /// Adds items just after `afterIdentifier`, in its section, as `insertItems(_:afterItem:)`.
    /// Refused when that item is not in the snapshot or a new one already is.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        let call = "insertItems(_:afterItem:)"
        guard let anchor = indexPath(ofItem: afterIdentifier, refusingFor: call),
              newItemsAreValid(identifiers, call: call) else { return }
        changing().placeItems(identifiers, inSection: anchor.section, at: anchor.row + 1)
    }

    /// Removes items, as `deleteItems(_:)`. Refused, with nothing removed, when one is not in the
    /// snapshot.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        guard itemsArePresent(identifiers, call: "deleteItems(_:)") else { return }
        changing().removeItems(identifiers)
    }

    /// Removes every item and every section, as `deleteAllItems()`.
    public mutating func deleteAllItems() {
        storage = Storage()
    }

    /// Moves an item just before another, into that one's section, as `moveItem(_:beforeItem:)`.
    /// Refused when either is not in the snapshot or they are the same.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, relativeTo: toIdentifier, after: false, call: "moveItem(_:beforeItem:)")
    }

    /// Moves an item just after another, into that one's section, as `moveItem(_:afterItem:)`.
    /// Refused when either is not in the snapshot or they are the same.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, relativeTo: toIdentifier, after: true, call: "moveItem(_:afterItem:)")
    }

    /// Marks items whose cells are to be built anew (dequeued again) when the snapshot is applied,
    /// as `reloadItems(_:)`. Refused when one is not in the snapshot.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        guard itemsArePresent(identifiers, call: "reloadItems(_:)") else { return }
        changing().reloadedItems.add(identifiers)
    }

    /// Marks items whose cells are to be configured again in place (the cell provider runs on
    /// the cell already shown, which is not replaced) when the snapshot is applied, as
    /// `reconfigureItems(_:)`. Refused when one is not in the snapshot.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        guard itemsArePresent(identifiers, call: "reconfigureItems(_:)") else { return }
        changing().reconfiguredItems.add(identifiers)
    }

    // MARK: Checks (before anything changes)

    private func refuse(_ message: String) {
        HierarchyInconsistency.report(HierarchyInconsistency(.invalidArgument, message))
    }

    private func position(ofSection section: Section, refusingFor call: String) -> Int? {
        if let position = storage.sectionPositions[section] { return position }
        refuse("\(call): section \(String(describing: section)) is not in the snapshot")
        return nil
    }

    private func indexPath(ofItem item: Item, refusingFor call: String) -> (section: Int, row: Int)? {
        if let path = storage.indexPath(of: item) { return path }
        refuse("\(call): item \(String(describing: item)) is not in the snapshot")
        return nil
    }

    private func newSectionsAreValid(_ identifiers: [Section], call: String) -> Bool {
        var seen = Set<Section>(minimumCapacity: identifiers.count)
        for identifier in identifiers {
            if storage.sectionPositions[identifier] != nil {
                refuse("\(call): section \(String(describing: identifier)) is already in the snapshot; section identifiers must be unique")
                return false
            }
            if !seen.insert(identifier).inserted {
                refuse("\(call): section \(String(describing: identifier)) is given twice; section identifiers must be unique")
                return false
            }
        }
        return true
    }

    private func newItemsAreValid(_ identifiers: [Item], call: String) -> Bool {
        var seen = Set<Item>(minimumCapacity: identifiers.count > 1 ? identifiers.count : 0)
        for identifier in identifiers {
            if storage.itemLocations[identifier] != nil {
                refuse("\(call): item \(String(describing: identifier)) is already in the snapshot; item identifiers must be unique")
                return false
            }
            if identifiers.count > 1, !seen.insert(identifier).inserted {
                refuse("\(call): item \(String(describing: identifier)) is given twice; item identifiers must be unique")
                return false
            }
        }
        return true
    }

    private func sectionsArePresent(_ identifiers: [Section], call: String) -> Bool {
        for identifier in identifiers where storage.sectionPositions[identifier] == nil {
            refuse("\(call): section \(String(describing: identifier)) is not in the snapshot")
            return false
        }
        return true
    }

    private func itemsArePresent(_ identifiers: [Item], call: String) -> Bool {
        for identifier in identifiers where storage.itemLocations[identifier] == nil {
            refuse("\(call): item \(String(describing: identifier)) is not in the snapshot")
            return false
        }
        return true
    }

    private mutating func moveSection(_ identifier: Section, relativeTo anchor: Section, after: Bool, call: String) {
        guard position(ofSection: identifier, refusingFor: call) != nil,
              position(ofSection: anchor, refusingFor: call) != nil else { return }
        guard identifier != anchor else {
            refuse("\(call): section \(String(describing: identifier)) cannot be moved relative to itself")
            return
        }
        changing().moveSection(identifier, relativeTo: anchor, after: after)
    }

    private mutating func moveItem(_ identifier: Item, relativeTo anchor: Item, after: Bool, call: String) {
        guard indexPath(ofItem: identifier, refusingFor: call) != nil,
              indexPath(ofItem: anchor, refusingFor: call) != nil else { return }
        guard identifier != anchor else {
            refuse("\(call): item \(String(describing: identifier)) cannot be moved relative to itself")
            return
        }
        changing().moveItem(identifier, relativeTo: anchor, after: after)
    }
}

/// What a ``DiffableDataSourceSnapshot`` holds, in one object that copies of the snapshot share
/// until one of them changes. Its lookups number rows lazily and remember what they numbered:
/// that is a cache of the same contents, so sharing it between copies is safe.
@MainActor
final class SnapshotStorage<Section: Hashable & Sendable, Item: Hashable & Sendable> {
    /// One section and its items in order.
    struct SectionRecord {
        var identifier: Section
        /// A number the section keeps while it is in the snapshot, wherever it moves.
        var key: Int
        var items: [Item]
        /// How many of the first items have their row right in `itemLocations`.
        var numberedRows: Int
    }

    var sectionRecords: [SectionRecord] = []
    /// Each section's position in `sectionRecords`.
    var sectionPositions: [Section: Int] = [:]
    /// Each section key's position in `sectionRecords`, -1 once deleted.
    private var positionOfKey: [Int] = []
    /// Every item's location; its keys are the items of the snapshot. (A location holds no
    /// generic value, so a row costs no generic metadata where this code runs unspecialized.)
    var itemLocations: [Item: SnapshotItemLocation] = [:]
    /// Items marked by `reloadItems` and `reconfigureItems`, sections by `reloadSections`.
    var reloadedItems = OrderedMarks<Item>()
    var reconfiguredItems = OrderedMarks<Item>()
    var reloadedSections = OrderedMarks<Section>()
    /// `sectionStarts[i]` is the number of items before section `i`, for the first sections only.
    private var sectionStarts: [Int] = []

    init() {}

    init(copying other: SnapshotStorage) {
        sectionRecords = other.sectionRecords
        sectionPositions = other.sectionPositions
        positionOfKey = other.positionOfKey
        itemLocations = other.itemLocations
        reloadedItems = other.reloadedItems
        reconfiguredItems = other.reconfiguredItems
        reloadedSections = other.reloadedSections
        sectionStarts = other.sectionStarts
    }

    // MARK: Lookups

    /// The item's section index and row, numbering the rows of its section up to it if they
    /// were forgotten.
    func indexPath(of item: Item) -> (section: Int, row: Int)? {
        guard let location = itemLocations[item], positionOfKey.indices.contains(location.sectionKey) else { return nil }
        let section = positionOfKey[location.sectionKey]
        guard section >= 0 else { return nil }
        let numbered = sectionRecords[section].numberedRows
        let items = sectionRecords[section].items
        // Below `numbered` every row is right, so a row there that holds another item is stale.
        if location.row < numbered, location.row < items.count, items[location.row] == item { return (section, location.row) }
        var row = numbered
        while row < items.count {
            itemLocations[items[row]] = SnapshotItemLocation(sectionKey: location.sectionKey, row: row)
            if items[row] == item { break }
            row += 1
        }
        sectionRecords[section].numberedRows = min(row + 1, items.count)
        return row < items.count ? (section, row) : nil
    }

    /// The section that holds `item`, if it is in the snapshot.
    func section(containing item: Item) -> Section? {
        guard let location = itemLocations[item], positionOfKey.indices.contains(location.sectionKey) else { return nil }
        let position = positionOfKey[location.sectionKey]
        return position >= 0 ? sectionRecords[position].identifier : nil
    }

    /// The flat index of the first item of the section at `position`.
    func start(ofSection position: Int) -> Int {
        while sectionStarts.count <= position {
            let previous = sectionStarts.count - 1
            sectionStarts.append(previous < 0 ? 0 : sectionStarts[previous] + sectionRecords[previous].items.count)
        }
        return sectionStarts[position]
    }

    // MARK: Changes (checked by the snapshot first)

    /// Forgets the flat starts of the sections from `first` on.
    private func forgetStarts(from first: Int) {
        if first < sectionStarts.count { sectionStarts.removeSubrange(first...) }
    }

    /// Re-records the positions of the sections from `first` on, after an insert, delete or move.
    private func renumberSections(from first: Int) {
        for position in first..<sectionRecords.count {
            sectionPositions[sectionRecords[position].identifier] = position
            positionOfKey[sectionRecords[position].key] = position
        }
        forgetStarts(from: first)
    }

    func placeSections(_ identifiers: [Section], at position: Int) {
        guard !identifiers.isEmpty else { return }
        let firstKey = positionOfKey.count
        positionOfKey.append(contentsOf: repeatElement(-1, count: identifiers.count))
        var records: [SectionRecord] = []
        records.reserveCapacity(identifiers.count)
        for index in identifiers.indices {
            records.append(SectionRecord(identifier: identifiers[index], key: firstKey + index, items: [], numberedRows: 0))
        }
        sectionRecords.insert(contentsOf: records, at: position)
        renumberSections(from: position)
    }

    func removeSections(_ doomed: Set<Section>) {
        var first = sectionRecords.count
        for (position, record) in sectionRecords.enumerated() where doomed.contains(record.identifier) {
            first = min(first, position)
            positionOfKey[record.key] = -1
            for item in record.items { itemLocations[item] = nil }
            reloadedItems.remove(record.items)
            reconfiguredItems.remove(record.items)
        }
        sectionRecords.removeAll { doomed.contains($0.identifier) }
        for identifier in doomed { sectionPositions[identifier] = nil }
        reloadedSections.remove(doomed)
        renumberSections(from: first)
    }

    func moveSection(_ identifier: Section, relativeTo anchor: Section, after: Bool) {
        guard let from = sectionPositions[identifier] else { return }
        let record = sectionRecords.remove(at: from)
        // The anchor's position once the moved section is out.
        let anchorPosition = sectionRecords.firstIndex { $0.identifier == anchor } ?? sectionRecords.count
        let to = after ? anchorPosition + 1 : anchorPosition
        sectionRecords.insert(record, at: to)
        renumberSections(from: min(from, to))
    }

    /// Inserts items at `row` of a section: their rows are right, those after them forgotten.
    func placeItems(_ identifiers: [Item], inSection section: Int, at row: Int) {
        guard !identifiers.isEmpty else { return }
        let key = sectionRecords[section].key
        for offset in identifiers.indices {
            itemLocations[identifiers[offset]] = SnapshotItemLocation(sectionKey: key, row: row + offset)
        }
        sectionRecords[section].items.insert(contentsOf: identifiers, at: row)
        if sectionRecords[section].numberedRows >= row { sectionRecords[section].numberedRows = row + identifiers.count }
        forgetStarts(from: section + 1)
    }

    func removeItems(_ identifiers: [Item]) {
        guard !identifiers.isEmpty else { return }
        let doomed = Set(identifiers)
        // The rows to remove, by section (found before any row moves).
        var rowsBySection: [Int: [Int]] = [:]
        for item in doomed {
            guard let path = indexPath(of: item) else { continue }
            rowsBySection[path.section, default: []].append(path.row)
        }
        for item in doomed { itemLocations[item] = nil }
        for (section, unsortedRows) in rowsBySection {
            let rows = unsortedRows.sorted()
            if rows.count == 1 {
                sectionRecords[section].items.remove(at: rows[0])
            } else {
                // Slide the kept rows down over the removed ones, in place, from the first.
                var write = rows[0]
                var nextRemoved = 0
                for read in rows[0]..<sectionRecords[section].items.count {
                    if nextRemoved < rows.count, rows[nextRemoved] == read {
                        nextRemoved += 1
                        continue
                    }
                    sectionRecords[section].items[write] = sectionRecords[section].items[read]
                    write += 1
                }
                sectionRecords[section].items.removeLast(sectionRecords[section].items.count - write)
            }
            sectionRecords[section].numberedRows = min(sectionRecords[section].numberedRows, rows[0])
            forgetStarts(from: section + 1)
        }
        reloadedItems.remove(doomed)
        reconfiguredItems.remove(doomed)
    }

    func moveItem(_ identifier: Item, relativeTo anchor: Item, after: Bool) {
        guard let from = indexPath(of: identifier) else { return }
        sectionRecords[from.section].items.remove(at: from.row)
        sectionRecords[from.section].numberedRows = min(sectionRecords[from.section].numberedRows, from.row)
        forgetStarts(from: from.section + 1)
        // The anchor's place once the moved item is out.
        guard let target = indexPath(of: anchor) else { return }
        placeItems([identifier], inSection: target.section, at: after ? target.row + 1 : target.row)
    }
}

/// Where an item of a snapshot is: its section's key (always right, and kept when sections move)
/// and its row (right only below its section's `numberedRows`).
struct SnapshotItemLocation {
    var sectionKey: Int
    var row: Int
}

/// Identifiers marked for reload or reconfigure, each once, in the order they were marked.
struct OrderedMarks<Element: Hashable & Sendable>: Sendable {
    private(set) var elements: [Element] = []
    private var members: Set<Element> = []

    var isEmpty: Bool { elements.isEmpty }

    func contains(_ element: Element) -> Bool { members.contains(element) }

    mutating func add(_ added: [Element]) {
        for element in added where members.insert(element).inserted { elements.append(element) }
    }

    /// Unmarks what is in `removed`, costing the marks only when one of them was marked.
    mutating func remove<S: Sequence>(_ removed: S) where S.Element == Element {
        guard !members.isEmpty else { return }
        var changed = false
        for element in removed where members.remove(element) != nil { changed = true }
        if changed { elements.removeAll { !members.contains($0) } }
    }
}
