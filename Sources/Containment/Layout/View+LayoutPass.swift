/// How Auto Layout joins the view tree: engines per window, constraints that follow their views
/// between windows, the safe area, and measuring by constraints.
extension View {
    /// The layout engine of this view's window, if the window has one.
    var existingLayoutEngine: LayoutEngine? { window?.madeLayoutEngine }

    /// The engine a layout pass from this view solves: its window's (made when constraint
    /// updates are due), or, for a tree in no window that has constraints, one made for the pass.
    func layoutEngineForLayoutPass() -> LayoutEngine? {
        if let window {
            return window.pendingConstraintUpdates.isEmpty ? window.madeLayoutEngine : window.layoutEngine
        }
        var root: View = self
        while let parent = root.superview { root = parent }
        // Updates first: constraints they make belong in the engine made below.
        root.updateConstraintsIfNeeded()
        var constraints: [LayoutConstraint] = []
        var needsUpdates = false
        root.walkParentsFirst { view in
            if let state = view.layoutState {
                constraints += state.installed.all
                needsUpdates = needsUpdates || state.needsUpdateConstraints
            }
            return true
        }
        guard !constraints.isEmpty || needsUpdates else { return nil }
        let engine = LayoutEngine(window: nil)
        for constraint in constraints { engine.add(constraint) }
        return engine
    }

    /// The view's frame changed: its safe area may have, and its engine hears of it.
    func layoutFrameDidChange() {
        refreshSafeAreaInsets()
        if layoutState != nil { existingLayoutEngine?.frameDidChange(of: self) }
    }

    /// Deactivates the constraints that tie this subtree to views outside it, as UIKit does when a
    /// view leaves its superview.
    func deactivateConstraintsLeavingTree() {
        var leaving: [LayoutConstraint] = []
        walkParentsFirst { view in
            guard let state = view.layoutState, !state.referencing.isEmpty else { return true }
            for constraint in state.referencing.values {
                if let host = constraint.installation?.view, !host.isDescendant(of: self) { leaving.append(constraint) }
            }
            return true
        }
        LayoutConstraint.deactivate(leaving)
    }

    /// Takes the constraints installed in this subtree out of the window it leaves.
    func constraintsWillLeave(_ window: Window?) {
        guard let engine = window?.madeLayoutEngine, let state = layoutState else { return }
        for constraint in state.installed.all { engine.remove(constraint) }
    }

    /// Puts the constraints installed on this view into the window it joined, and queues its
    /// due constraint update there.
    func constraintsDidJoin(_ window: Window?) {
        guard let window, let state = layoutState else { return }
        if !state.installed.isEmpty {
            let engine = window.layoutEngine
            for constraint in state.installed.all { engine.add(constraint) }
        }
        if state.needsUpdateConstraints { window.pendingConstraintUpdates.append(WeakView(self)) }
    }

    // MARK: Safe area

    /// The insets of the area no bar covers, as `UIView.safeAreaInsets`: a controller's view gets
    /// them from its container (a translucent bar it extends under) and its own
    /// ``ViewController/additionalSafeAreaInsets``; every view inside gets the part of its
    /// superview's insets that overlaps it.
    public var safeAreaInsets: EdgeInsets { layoutState?.safeAreaInsets ?? .zero }

    /// Computes the safe-area insets again; when they changed, tells the view and its
    /// controller, moves its guides and computes its subviews' again.
    func refreshSafeAreaInsets() {
        var insets = EdgeInsets.zero
        if let parent = superview, let outer = parent.layoutState?.safeAreaInsets, outer != .zero {
            let size = parent.bounds.size
            let f = frame
            insets = EdgeInsets(
                top: max(0, outer.top - f.minY), left: max(0, outer.left - f.minX),
                bottom: max(0, f.maxY - (size.height - outer.bottom)), right: max(0, f.maxX - (size.width - outer.right)))
        }
        if let controller = owningViewController {
            for extra in [controller.containerSafeAreaInsets, controller.additionalSafeAreaInsets] where extra != .zero {
                insets = EdgeInsets(top: insets.top + extra.top, left: insets.left + extra.left, bottom: insets.bottom + extra.bottom, right: insets.right + extra.right)
            }
        }
        guard insets != safeAreaInsets else { return }
        ensuredLayoutState.safeAreaInsets = insets
        existingLayoutEngine?.guideInsetsDidChange(of: self)
        safeAreaInsetsDidChange()
        owningViewController?.viewSafeAreaInsetsDidChange()
        setNeedsLayout()
        for subview in subviews { subview.refreshSafeAreaInsets() }
    }

    // MARK: Measuring

    /// The smallest size the view's constraints allow near `targetSize`, as
    /// `UIView.systemLayoutSizeFitting(_:)`: ``View/layoutFittingCompressedSize`` for the most
    /// compact, ``View/layoutFittingExpandedSize`` for the largest. Both directions are fitted at
    /// ``LayoutPriority/fittingSizeLevel``.
    public func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's constraints give it near `targetSize`, each direction held to the
    /// target as firmly as its priority says, as
    /// `UIView.systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`.
    /// A self-sizing table cell is measured so: the table's width required, the height as compact
    /// as its content allows. Only constraints inside the view count; the view's own frame and
    /// hierarchy are left as they are.
    public func systemLayoutSizeFitting(
        _ targetSize: Size, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
        verticalFittingPriority: LayoutPriority
    ) -> Size {
        updateConstraintsIfNeeded()
        let engine = LayoutEngine(fittingRoot: self)
        walkParentsFirst { view in
            for constraint in view.layoutState?.installed.all ?? [] { engine.add(constraint) }
            return true
        }
        engine.fit(self, to: targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
        guard let size = engine.solvedSize(of: self) else {
            let intrinsic = intrinsicContentSize
            return Size(
                width: intrinsic.width >= 0 ? intrinsic.width : (horizontalFittingPriority.clamped.isRequired ? targetSize.width : 0),
                height: intrinsic.height >= 0 ? intrinsic.height : (verticalFittingPriority.clamped.isRequired ? targetSize.height : 0))
        }
        return Size(width: max(0, size.width), height: max(0, size.height))
    }

    /// Whether the constraints leave this view's place or size open, as `UIView.hasAmbiguousLayout`.
    public var hasAmbiguousLayout: Bool {
        existingLayoutEngine?.isAmbiguous(self) ?? false
    }
}

extension Window {
    /// The window's layout engine, made on first use.
    var layoutEngine: LayoutEngine {
        if let engine = madeLayoutEngine { return engine }
        let engine = LayoutEngine(window: self)
        madeLayoutEngine = engine
        return engine
    }

    /// Runs the due ``View/updateConstraints()`` of this window's views, deepest first.
    func runPendingConstraintUpdates() {
        while !pendingConstraintUpdates.isEmpty {
            let pending = pendingConstraintUpdates
            pendingConstraintUpdates = []
            let deepestFirst = pending.compactMap(\.view).map { view -> (Int, View) in
                var depth = 0
                var node = view.superview
                while let current = node { depth += 1; node = current.superview }
                return (depth, view)
            }.sorted { $0.0 > $1.0 }
            for (_, view) in deepestFirst where view.window === self && view.needsUpdateConstraints() {
                view.runConstraintUpdate()
            }
        }
    }
}

extension ViewController {
    /// The container's or the app's safe-area insets for this controller changed.
    func safeAreaSourcesDidChange() {
        guard isViewLoaded else { return }
        view.refreshSafeAreaInsets()
    }
}

/// A view held weakly, for lists that must not keep views alive.
struct WeakView {
    weak var view: View?

    init(_ view: View) {
        self.view = view
    }
}
