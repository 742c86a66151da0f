/// What an inspector shows of one view's Auto Layout, as Xcode's view debugger lists a view's
/// constraints with those it could not satisfy: the constraints that name the view (or one of
/// its guides) and those installed on it, each with its state, and whether the view's place is
/// left ambiguous. Read once, when asked; it keeps nothing alive.
@_spi(Adapter) public struct LayoutInspection {
    /// Where a constraint stands.
    public enum State: String, Sendable {
        /// Active and held by the solver.
        case satisfied
        /// Active, but left out by the solver to keep the required constraints satisfiable
        /// (reported to ``LayoutConstraint/conflictHandler``).
        case broken
        /// Active, but not solved yet: its window has no layout engine yet (not laid out since
        /// it was activated), or the view is in no window.
        case pending
        /// Not active.
        case inactive
    }

    /// One constraint and its state.
    public struct Entry {
        /// The constraint.
        public let constraint: LayoutConstraint
        /// Where it stands.
        public let state: State
        /// Whether it is installed on the inspected view (``View/constraints``).
        public let isInstalledHere: Bool
    }

    /// The constraints naming the view or installed on it, each once, installed ones first, in
    /// the order the view lists them.
    public let entries: [Entry]
    /// The constraints layout made for the view itself (its kept frame, its intrinsic size), as
    /// UIKit lists `NSAutoresizingMaskLayoutConstraint` and `NSContentSizeLayoutConstraint`.
    public let madeConstraints: [LayoutConstraint]
    /// Whether the view's place or size is left open, as `UIView.hasAmbiguousLayout`.
    public let isAmbiguous: Bool
    /// The view's name as constraints' descriptions and conflicts print it.
    public let viewName: String
}

extension View {
    /// The view's constraints and their states, for an inspector (``LayoutInspection``).
    @_spi(Adapter) public var layoutInspection: LayoutInspection {
        let engine = existingLayoutEngine
        let installed = constraints
        var seen = Set(installed.map(ObjectIdentifier.init))
        let naming = (layoutState?.referencing.values).map(Array.init) ?? []
        var others = naming.filter { seen.insert(ObjectIdentifier($0)).inserted }
        others.sort { $0.description < $1.description }
        let broken = Set((engine?.brokenConstraints ?? []).map(ObjectIdentifier.init))
        func state(of constraint: LayoutConstraint) -> LayoutInspection.State {
            guard constraint.isActive else { return .inactive }
            guard let engine else { return .pending }
            if engine.isSatisfied(constraint) { return .satisfied }
            return broken.contains(ObjectIdentifier(constraint)) ? .broken : .pending
        }
        let entries = installed.map { LayoutInspection.Entry(constraint: $0, state: state(of: $0), isInstalledHere: true) }
            + others.map { LayoutInspection.Entry(constraint: $0, state: state(of: $0), isInstalledHere: false) }
        return LayoutInspection(
            entries: entries, madeConstraints: engine?.madeConstraints(of: self) ?? [],
            isAmbiguous: engine?.isAmbiguous(self) ?? false, viewName: layoutName)
    }
}
