/// The constraints installed on one view, in the order they were installed, with removal in
/// constant time: a removed constraint leaves a gap, closed once gaps outnumber the rest. A stack
/// view that rebuilds its constraints, or a view leaving with many, costs what it changes.
struct InstalledConstraints {
    private var slots: [LayoutConstraint?] = []
    private var slotByConstraint: [ObjectIdentifier: Int] = [:]

    var isEmpty: Bool { slotByConstraint.isEmpty }

    /// The constraints, in order.
    var all: [LayoutConstraint] { slots.compactMap { $0 } }

    mutating func append(_ constraint: LayoutConstraint) {
        guard slotByConstraint[ObjectIdentifier(constraint)] == nil else { return }
        slotByConstraint[ObjectIdentifier(constraint)] = slots.count
        slots.append(constraint)
    }

    mutating func remove(_ constraint: LayoutConstraint) {
        guard let slot = slotByConstraint.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        slots[slot] = nil
        if slots.count > 16, slotByConstraint.count * 2 < slots.count { compact() }
    }

    private mutating func compact() {
        slots = slots.filter { $0 != nil }
        for (slot, constraint) in slots.enumerated() {
            if let constraint { slotByConstraint[ObjectIdentifier(constraint)] = slot }
        }
    }
}
