/// The state of a list's data at one moment: its sections in order, each with its items, as
/// `NSDiffableDataSourceSnapshot`.
///
/// Build one, hand it to ``TableViewDiffableDataSource/apply(_:animatingDifferences:completion:)``,
/// and the table moves from what it shows to this state with the fewest updates (see
/// `SnapshotDifference`). A snapshot is a value: a copy changes on its own.
///
/// Identifiers are unique across the whole snapshot, sections and items alike, as in UIKit.
/// Where UIKit raises (an identifier added twice, one that is not in the snapshot, an item
/// appended when there is no section), the call is refused with a ``HierarchyInconsistency``
/// handed to ``ViewController/hierarchyInconsistencyHandler`` and the snapshot stays exactly as
/// it was. Nothing traps.
///
/// Costs: every lookup (``indexOfItem(_:)``, ``sectionIdentifier(containingItem:)``,
/// ``indexOfSection(_:)``, membership) is a dictionary read. Appending items costs what is
/// appended, so building 100,000 items is linear. Inserting, deleting or moving inside a section
/// costs that section's length, as the array underneath does.
///
/// It is main-actor isolated, as everything a refusal reaches, and `Sendable`.
@MainActor
public struct DiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    typealias Section = SectionIdentifierType
    typealias Item = ItemIdentifierType

    /// One section and its items in order.
    struct SectionRecord: Sendable {
        var identifier: Section
        var items: [Item]
    }

    /// Where an item is: its section (by identifier, so it holds when sections move) and its row.
    struct ItemLocation: Sendable {
        var section: Section
        var row: Int
    }

    /// The sections in order, with their items: what the difference reads.
    private(set) var sectionRecords: [SectionRecord] = []
    /// Each section's position in `sectionRecords`.
    private var sectionPositions: [Section: Int] = [:]
    /// Each item's section and row, kept with every change (the rows of a section after a change
    /// in it are renumbered, which costs what the array's own shift costs).
    private(set) var itemLocations: [Item: ItemLocation] = [:]
    /// Items marked by ``reloadItems(_:)`` and ``reconfigureItems(_:)``, and sections marked by
    /// ``reloadSections(_:)``, in the order they were marked.
    private(set) var reloadedItems = OrderedMarks<Item>()
    private(set) var reconfiguredItems = OrderedMarks<Item>()
    private(set) var reloadedSections = OrderedMarks<Section>()
    /// The flat index of each section's first item, computed when asked.
    private var sectionStarts = SectionStarts()

    /// Creates an empty snapshot, as `NSDiffableDataSourceSnapshot()`.
    public init() {}

    // MARK: Reading

    /// How many items there are in all sections, as `numberOfItems`.
    public var numberOfItems: Int { itemLocations.count }

    /// How many sections there are, as `numberOfSections`.
    public var numberOfSections: Int { sectionRecords.count }

    /// The sections in order, as `sectionIdentifiers`.
    public var sectionIdentifiers: [SectionIdentifierType] { sectionRecords.map(\.identifier) }

    /// Every item, section after section, as `itemIdentifiers`.
    public var itemIdentifiers: [ItemIdentifierType] {
        var all: [Item] = []
        all.reserveCapacity(itemLocations.count)
        for record in sectionRecords { all.append(contentsOf: record.items) }
        return all
    }

    /// The items marked with ``reloadItems(_:)`` since the snapshot was made, as
    /// `reloadedItemIdentifiers`.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems.elements }

    /// The items marked with ``reconfigureItems(_:)``, as `reconfiguredItemIdentifiers`.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems.elements }

    /// The sections marked with ``reloadSections(_:)``, as `reloadedSectionIdentifiers`.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections.elements }

    /// How many items `section` holds, as `numberOfItems(inSection:)`. A section that is not in the
    /// snapshot (UIKit raises) is reported and counts 0.
    public func numberOfItems(inSection section: SectionIdentifierType) -> Int {
        guard let position = position(ofSection: section, refusingFor: "numberOfItems(inSection:)") else { return 0 }
        return sectionRecords[position].items.count
    }

    /// The items of `section` in order, as `itemIdentifiers(inSection:)`. A section that is not in
    /// the snapshot (UIKit raises) is reported and has none.
    public func itemIdentifiers(inSection section: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let position = position(ofSection: section, refusingFor: "itemIdentifiers(inSection:)") else { return [] }
        return sectionRecords[position].items
    }

    /// The section that holds `item`, or `nil` when it is not in the snapshot, as
    /// `sectionIdentifier(containingItem:)`.
    public func sectionIdentifier(containingItem item: ItemIdentifierType) -> SectionIdentifierType? {
        itemLocations[item]?.section
    }

    /// The item's index among all items (counted across sections), or `nil` when it is not in the
    /// snapshot, as `indexOfItem(_:)`.
    public func indexOfItem(_ item: ItemIdentifierType) -> Int? {
        guard let location = itemLocations[item], let position = sectionPositions[location.section] else { return nil }
        return sectionStarts.start(ofSection: position) { sectionRecords[$0].items.count } + location.row
    }

    /// The section's index, or `nil` when it is not in the snapshot, as `indexOfSection(_:)`.
    public func indexOfSection(_ section: SectionIdentifierType) -> Int? {
        sectionPositions[section]
    }

    /// The item's section index and row, or `nil` when it is not in the snapshot.
    func indexPath(ofItem item: Item) -> (section: Int, row: Int)? {
        guard let location = itemLocations[item], let position = sectionPositions[location.section] else { return nil }
        return (position, location.row)
    }

    /// The item at `row` of the section at `section`, or `nil` out of range.
    func item(section: Int, row: Int) -> Item? {
        guard sectionRecords.indices.contains(section), sectionRecords[section].items.indices.contains(row) else { return nil }
        return sectionRecords[section].items[row]
    }

    /// Drops the reload and reconfigure marks: what a data source keeps once it applied them.
    mutating func clearMarks() {
        reloadedItems = OrderedMarks()
        reconfiguredItems = OrderedMarks()
        reloadedSections = OrderedMarks()
    }

    // MARK: Sections

    /// Adds sections after the last one, as `appendSections(_:)`. Refused when one is already in
    /// the snapshot or is given twice.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        guard newSectionsAreValid(identifiers, call: "appendSections(_:)") else { return }
        placeSections(identifiers, at: sectionRecords.count)
    }

    /// Adds sections just before `beforeIdentifier`, as `insertSections(_:beforeSection:)`.
    /// Refused when that section is not in the snapshot or a new one already is.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection beforeIdentifier: SectionIdentifierType) {
        let call = "insertSections(_:beforeSection:)"
        guard let anchor = position(ofSection: beforeIdentifier, refusingFor: call),
              newSectionsAreValid(identifiers, call: call) else { return }
        placeSections(identifiers, at: anchor)
    }

    /// Adds sections just after `afterIdentifier`, as `insertSections(_:afterSection:)`.
    /// Refused when that section is not in the snapshot or a new one already is.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection afterIdentifier: SectionIdentifierType) {
        let call = "insertSections(_:afterSection:)"
        guard let anchor = position(ofSection: afterIdentifier, refusingFor: call),
              newSectionsAreValid(identifiers, call: call) else { return }
        placeSections(identifiers, at: anchor + 1)
    }

    /// Removes sections and their items, as `deleteSections(_:)`. Refused, with nothing removed,
    /// when one of them is not in the snapshot.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        guard sectionsArePresent(identifiers, call: "deleteSections(_:)") else { return }
        let doomed = Set(identifiers)
        var firstChanged = sectionRecords.count
        for (position, record) in sectionRecords.enumerated() where doomed.contains(record.identifier) {
            firstChanged = min(firstChanged, position)
            for item in record.items { itemLocations[item] = nil }
            reloadedItems.remove(record.items)
            reconfiguredItems.remove(record.items)
        }
        sectionRecords.removeAll { doomed.contains($0.identifier) }
        for identifier in identifiers { sectionPositions[identifier] = nil }
        reloadedSections.remove(identifiers)
        renumberSections(from: firstChanged)
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
        reloadedSections.add(identifiers)
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
            guard !sectionRecords.isEmpty else {
                refuse("\(call): there are no sections in the snapshot; append a section first")
                return
            }
            target = sectionRecords.count - 1
        }
        guard newItemsAreValid(identifiers, call: call) else { return }
        placeItems(identifiers, inSection: target, at: sectionRecords[target].items.count)
    }

    /// Adds items just before `beforeIdentifier`, in its section, as `insertItems(_:beforeItem:)`.
    /// Refused when that item is not in the snapshot or a new one already is.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        let call = "insertItems(_:beforeItem:)"
        guard let anchor = indexPath(ofItem: beforeIdentifier, refusingFor: call),
              newItemsAreValid(identifiers, call: call) else { return }
        placeItems(identifiers, inSection: anchor.section, at: anchor.row)
    }

    /// Adds items just after `afterIdentifier`, in its section, as `insertItems(_:afterItem:)`.
    /// Refused when that item is not in the snapshot or a new one already is.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        let call = "insertItems(_:afterItem:)"
        guard let anchor = indexPath(ofItem: afterIdentifier, refusingFor: call),
              newItemsAreValid(identifiers, call: call) else { return }
        placeItems(identifiers, inSection: anchor.section, at: anchor.row + 1)
    }

    /// Removes items, as `deleteItems(_:)`. Refused, with nothing removed, when one is not in the
    /// snapshot.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        guard itemsArePresent(identifiers, call: "deleteItems(_:)") else { return }
        removeItems(Set(identifiers))
    }

    /// Removes every item and every section, as `deleteAllItems()`.
    public mutating func deleteAllItems() {
        self = DiffableDataSourceSnapshot()
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
        reloadedItems.add(identifiers)
    }

    /// Marks items whose cells are to be configured again in place (the cell provider runs on
    /// the cell already shown, which is not replaced) when the snapshot is applied, as
    /// `reconfigureItems(_:)`. Refused when one is not in the snapshot.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        guard itemsArePresent(identifiers, call: "reconfigureItems(_:)") else { return }
        reconfiguredItems.add(identifiers)
    }

    // MARK: Checks (before anything changes)

    private func refuse(_ message: String) {
        HierarchyInconsistency.report(HierarchyInconsistency(.invalidArgument, message))
    }

    private func position(ofSection section: Section, refusingFor call: String) -> Int? {
        if let position = sectionPositions[section] { return position }
        refuse("\(call): section \(String(describing: section)) is not in the snapshot")
        return nil
    }

    private func indexPath(ofItem item: Item, refusingFor call: String) -> (section: Int, row: Int)? {
        if let path = indexPath(ofItem: item) { return path }
        refuse("\(call): item \(String(describing: item)) is not in the snapshot")
        return nil
    }

    private func newSectionsAreValid(_ identifiers: [Section], call: String) -> Bool {
        var seen = Set<Section>(minimumCapacity: identifiers.count)
        for identifier in identifiers {
            if sectionPositions[identifier] != nil {
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
        var seen = Set<Item>(minimumCapacity: identifiers.count)
        for identifier in identifiers {
            if itemLocations[identifier] != nil {
                refuse("\(call): item \(String(describing: identifier)) is already in the snapshot; item identifiers must be unique")
                return false
            }
            if !seen.insert(identifier).inserted {
                refuse("\(call): item \(String(describing: identifier)) is given twice; item identifiers must be unique")
                return false
            }
        }
        return true
    }

    private func sectionsArePresent(_ identifiers: [Section], call: String) -> Bool {
        for identifier in identifiers where sectionPositions[identifier] == nil {
            refuse("\(call): section \(String(describing: identifier)) is not in the snapshot")
            return false
        }
        return true
    }

    private func itemsArePresent(_ identifiers: [Item], call: String) -> Bool {
        for identifier in identifiers where itemLocations[identifier] == nil {
            refuse("\(call): item \(String(describing: identifier)) is not in the snapshot")
            return false
        }
        return true
    }

    // MARK: Changes (after the checks)

    private mutating func placeSections(_ identifiers: [Section], at position: Int) {
        guard !identifiers.isEmpty else { return }
        sectionRecords.insert(contentsOf: identifiers.map { SectionRecord(identifier: $0, items: []) }, at: position)
        renumberSections(from: position)
    }

    /// Re-records the positions of the sections from `first` on, after an insert, delete or move.
    private mutating func renumberSections(from first: Int) {
        for position in first..<sectionRecords.count {
            sectionPositions[sectionRecords[position].identifier] = position
        }
        sectionStarts.invalidate(from: first)
    }

    private mutating func placeItems(_ identifiers: [Item], inSection section: Int, at row: Int) {
        guard !identifiers.isEmpty else { return }
        sectionRecords[section].items.insert(contentsOf: identifiers, at: row)
        renumberRows(inSection: section, from: row)
    }

    /// Re-records the section and row of the items of `section` from `first` on.
    private mutating func renumberRows(inSection section: Int, from first: Int) {
        let identifier = sectionRecords[section].identifier
        let items = sectionRecords[section].items
        for row in first..<items.count {
            itemLocations[items[row]] = ItemLocation(section: identifier, row: row)
        }
        sectionStarts.invalidate(from: section + 1)
    }

    private mutating func removeItems(_ doomed: Set<Item>) {
        guard !doomed.isEmpty else { return }
        var firstRow: [Int: Int] = [:]
        for item in doomed {
            guard let location = itemLocations[item], let section = sectionPositions[location.section] else { continue }
            firstRow[section] = min(firstRow[section] ?? location.row, location.row)
            itemLocations[item] = nil
        }
        for (section, row) in firstRow {
            sectionRecords[section].items.removeAll { doomed.contains($0) }
            renumberRows(inSection: section, from: row)
        }
        reloadedItems.remove(doomed)
        reconfiguredItems.remove(doomed)
    }

    private mutating func moveSection(_ identifier: Section, relativeTo anchor: Section, after: Bool, call: String) {
        guard let from = position(ofSection: identifier, refusingFor: call),
              position(ofSection: anchor, refusingFor: call) != nil else { return }
        guard identifier != anchor else {
            refuse("\(call): section \(String(describing: identifier)) cannot be moved relative to itself")
            return
        }
        let record = sectionRecords.remove(at: from)
        // The anchor's position once the moved section is out.
        let anchorPosition = sectionRecords.firstIndex { $0.identifier == anchor } ?? sectionRecords.count
        let to = after ? anchorPosition + 1 : anchorPosition
        sectionRecords.insert(record, at: to)
        renumberSections(from: min(from, to))
    }

    private mutating func moveItem(_ identifier: Item, relativeTo anchor: Item, after: Bool, call: String) {
        guard let from = indexPath(ofItem: identifier, refusingFor: call),
              indexPath(ofItem: anchor, refusingFor: call) != nil else { return }
        guard identifier != anchor else {
            refuse("\(call): item \(String(describing: identifier)) cannot be moved relative to itself")
            return
        }
        sectionRecords[from.section].items.remove(at: from.row)
        renumberRows(inSection: from.section, from: from.row)
        // The anchor's place once the moved item is out.
        guard let target = indexPath(ofItem: anchor) else { return }
        let row = after ? target.row + 1 : target.row
        sectionRecords[target.section].items.insert(identifier, at: row)
        renumberRows(inSection: target.section, from: row)
    }
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
        var changed = false
        for element in removed where members.remove(element) != nil { changed = true }
        if changed { elements.removeAll { !members.contains($0) } }
    }
}

/// The flat index of each section's first item, for ``DiffableDataSourceSnapshot/indexOfItem(_:)``:
/// computed up to the section asked for and kept until a change before it, so that reading
/// indexes after appending costs nothing per section. The cache is a reference shared between
/// copies of a snapshot until one of them changes (copy on write).
@MainActor
struct SectionStarts: Sendable {
    @MainActor
    private final class Cache {
        /// `starts[i]` is the number of items in the sections before section `i`.
        var starts: [Int] = []
        init(starts: [Int]) { self.starts = starts }
    }

    private var cache = Cache(starts: [])

    /// Forgets the starts of sections after `first - 1` (whose preceding sections changed). A
    /// cache shared with another copy is left to that copy, which did not change.
    mutating func invalidate(from first: Int) {
        if !isKnownUniquelyReferenced(&cache) {
            cache = Cache(starts: Array(cache.starts.prefix(first)))
        } else if first < cache.starts.count {
            cache.starts.removeSubrange(first...)
        }
    }

    /// The flat index of the first item of the section at `position`, given each section's
    /// item count.
    func start(ofSection position: Int, itemCount: (Int) -> Int) -> Int {
        while cache.starts.count <= position {
            let previous = cache.starts.count - 1
            cache.starts.append(previous < 0 ? 0 : cache.starts[previous] + itemCount(previous))
        }
        return cache.starts[position]
    }
}
