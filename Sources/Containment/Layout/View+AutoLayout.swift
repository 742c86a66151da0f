/// Auto Layout on ``View``, as UIKit's constraint-based layout API on `UIView`.
extension View: LayoutAnchorProviding {
    // MARK: Sizes

    /// The value of an intrinsic size that says "no size in this direction", as
    /// `UIView.noIntrinsicMetric`.
    public nonisolated static let noIntrinsicMetric = -1.0

    /// The smallest size, for ``systemLayoutSizeFitting(_:)``, as `UIView.layoutFittingCompressedSize`.
    public nonisolated static let layoutFittingCompressedSize = Size(width: 0, height: 0)

    /// The largest size, for ``systemLayoutSizeFitting(_:)``, as `UIView.layoutFittingExpandedSize`.
    public nonisolated static let layoutFittingExpandedSize = Size(width: 100_000, height: 100_000)

    /// Whether the view's frame and ``autoresizingMask`` place it, as
    /// `UIView.translatesAutoresizingMaskIntoConstraints`. `true` by default, as in UIKit: such a
    /// view keeps the frame it is given, and constraints may refer to it as fixed. Set it to
    /// `false` on a view placed by constraints.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutState?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            ensuredLayoutState.translatesAutoresizingMaskIntoConstraints = newValue
            existingLayoutEngine?.translatesAutoresizingMaskDidChange(of: self)
        }
    }

    /// Tells the layout that ``intrinsicContentSize`` changed, as
    /// `UIView.invalidateIntrinsicContentSize()`: it is asked again at the next layout.
    public func invalidateIntrinsicContentSize() {
        (superview as? StackView)?.arrangedSubviewIntrinsicSizeDidChange(self)
        guard let engine = existingLayoutEngine else {
            superview?.setNeedsLayout()
            return
        }
        engine.intrinsicContentSizeDidChange(of: self)
    }

    /// How strongly the view resists growing beyond its ``intrinsicContentSize`` along an axis,
    /// as `UIView.contentHuggingPriority(for:)` (250 for views made in code).
    public func contentHuggingPriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        guard let state = layoutState else { return .defaultLow }
        return axis == .horizontal ? state.hugging.horizontal : state.hugging.vertical
    }

    /// Sets the content hugging priority, as `UIView.setContentHuggingPriority(_:for:)`.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        guard priority != contentHuggingPriority(for: axis) else { return }
        if axis == .horizontal { ensuredLayoutState.hugging.horizontal = priority } else { ensuredLayoutState.hugging.vertical = priority }
        existingLayoutEngine?.intrinsicPrioritiesDidChange(of: self)
    }

    /// How strongly the view resists shrinking below its ``intrinsicContentSize`` along an axis,
    /// as `UIView.contentCompressionResistancePriority(for:)` (750 for views made in code).
    public func contentCompressionResistancePriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        guard let state = layoutState else { return .defaultHigh }
        return axis == .horizontal ? state.compressionResistance.horizontal : state.compressionResistance.vertical
    }

    /// Sets the compression resistance priority, as `UIView.setContentCompressionResistancePriority(_:for:)`.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        guard priority != contentCompressionResistancePriority(for: axis) else { return }
        if axis == .horizontal {
            ensuredLayoutState.compressionResistance.horizontal = priority
        } else {
            ensuredLayoutState.compressionResistance.vertical = priority
        }
        existingLayoutEngine?.intrinsicPrioritiesDidChange(of: self)
    }

    // MARK: Anchors

    /// The baseline of the first line of text (the bottom for a view without text), as
    /// `UIView.firstBaselineAnchor`.
    public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The baseline of the last line of text (the bottom for a view without text), as
    /// `UIView.lastBaselineAnchor`.
    public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    // MARK: Constraints

    /// The active constraints installed on this view (those whose nearest common ancestor it is),
    /// as `UIView.constraints`.
    public var constraints: [LayoutConstraint] { layoutState?.installed.all ?? [] }

    /// Activates a constraint on this view, as `UIView.addConstraint(_:)`: the constraint's items
    /// must be this view or inside it; anything else is refused with a ``HierarchyInconsistency``.
    public func addConstraint(_ constraint: LayoutConstraint) {
        guard !constraint.isActive else { return }
        LayoutConstraint.install(constraint, on: self)
    }

    /// Activates constraints on this view, as `UIView.addConstraints(_:)`.
    public func addConstraints(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Deactivates a constraint installed on this view, as `UIView.removeConstraint(_:)`; one
    /// installed elsewhere is left alone.
    public func removeConstraint(_ constraint: LayoutConstraint) {
        guard constraint.installation?.view === self else { return }
        LayoutConstraint.uninstall(constraint)
    }

    /// Deactivates constraints installed on this view, as `UIView.removeConstraints(_:)`.
    public func removeConstraints(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    /// Marks the view's constraints for updating before the next layout, as
    /// `UIView.setNeedsUpdateConstraints()`: ``updateConstraints()`` (or the controller's
    /// ``ViewController/updateViewConstraints()``) is called then.
    public func setNeedsUpdateConstraints() {
        let state = ensuredLayoutState
        guard !state.needsUpdateConstraints else { return }
        state.needsUpdateConstraints = true
        window?.pendingConstraintUpdates.append(WeakView(self))
        setNeedsLayout()
    }

    /// Whether ``updateConstraints()`` is due, as `UIView.needsUpdateConstraints()`.
    public func needsUpdateConstraints() -> Bool {
        layoutState?.needsUpdateConstraints ?? false
    }

    /// Updates the constraints of this view and the views inside it that are marked, deepest
    /// first, as `UIView.updateConstraintsIfNeeded()`.
    public func updateConstraintsIfNeeded() {
        var marked: [View] = []
        walkParentsFirst { view in
            if view.layoutState?.needsUpdateConstraints == true { marked.append(view) }
            return true
        }
        for view in marked.reversed() { view.runConstraintUpdate() }
    }

    /// Calls the view's (or its controller's) constraint update and clears the mark.
    func runConstraintUpdate() {
        layoutState?.needsUpdateConstraints = false
        if let controller = owningViewController {
            controller.updateViewConstraints()
        } else {
            updateConstraints()
        }
    }

    // MARK: Guides

    /// The guides added to this view, as `UIView.layoutGuides`.
    public var layoutGuides: [LayoutGuide] { layoutState?.guides ?? [] }

    /// Adds a guide that lives in this view's coordinates, as `UIView.addLayoutGuide(_:)`. A
    /// guide already owned by another view moves here (its constraints go, as UIKit's would).
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guard guide.kind == .custom, guide.owningView !== self else { return }
        guide.owningView?.removeLayoutGuide(guide)
        ensuredLayoutState.guides.append(guide)
        guide.owningView = self
    }

    /// Removes a guide and the constraints that name it, as `UIView.removeLayoutGuide(_:)`.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self, let state = layoutState else { return }
        LayoutConstraint.deactivate(state.referencing.values.filter { $0.names(guide) })
        state.guides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    /// The view's bounds less its layout margins, as `UIView.layoutMarginsGuide`.
    public var layoutMarginsGuide: LayoutGuide { systemGuide(.layoutMargins) }

    /// The view's bounds less its safe-area insets: what no bar, toolbar or tab bar covers, as
    /// `UIView.safeAreaLayoutGuide`.
    public var safeAreaLayoutGuide: LayoutGuide { systemGuide(.safeArea) }

    /// The part of the layout margins where a line of text stays comfortable to read (at most
    /// 672 points wide, centred), as `UIView.readableContentGuide`.
    public var readableContentGuide: LayoutGuide { systemGuide(.readableContent) }

    private func systemGuide(_ kind: LayoutGuide.Kind) -> LayoutGuide {
        let state = ensuredLayoutState
        if let guide = state.guide(of: kind) { return guide }
        let guide = LayoutGuide(kind: kind, owningView: self)
        switch kind {
        case .custom: break
        case .layoutMargins: state.marginsGuide = guide
        case .safeArea: state.safeAreaGuide = guide
        case .readableContent: state.readableGuide = guide
        }
        return guide
    }

    // MARK: Margins

    /// The space kept inside the view's edges for its content, by leading and trailing, as
    /// `UIView.directionalLayoutMargins` (8 points on each side by default).
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get { layoutState?.directionalMargins ?? DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8) }
        set {
            guard newValue != directionalLayoutMargins, [newValue.top, newValue.leading, newValue.bottom, newValue.trailing].allSatisfy(\.isFinite) else { return }
            ensuredLayoutState.directionalMargins = newValue
            layoutMarginsChanged()
        }
    }

    /// The space kept inside the view's edges for its content, by left and right, as
    /// `UIView.layoutMargins`: the ``directionalLayoutMargins`` in this view's layout direction.
    /// The ``layoutMarginsGuide`` is inset by these, and by the safe area when
    /// ``insetsLayoutMarginsFromSafeArea`` is `true`.
    public var layoutMargins: EdgeInsets {
        get { directionalLayoutMargins.edgeInsets(in: effectiveUserInterfaceLayoutDirection) }
        set { directionalLayoutMargins = DirectionalEdgeInsets(newValue, in: effectiveUserInterfaceLayoutDirection) }
    }

    /// Whether the margins guide keeps clear of the safe area too, as
    /// `UIView.insetsLayoutMarginsFromSafeArea` (`true` by default).
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { layoutState?.insetsLayoutMarginsFromSafeArea ?? true }
        set {
            guard newValue != insetsLayoutMarginsFromSafeArea else { return }
            ensuredLayoutState.insetsLayoutMarginsFromSafeArea = newValue
            layoutMarginsChanged()
        }
    }

    /// The insets of the ``layoutMarginsGuide`` from the bounds: the margins, plus the safe area
    /// when ``insetsLayoutMarginsFromSafeArea``.
    var effectiveLayoutMarginInsets: EdgeInsets {
        let margins = layoutMargins
        guard insetsLayoutMarginsFromSafeArea else { return margins }
        let safe = safeAreaInsets
        return EdgeInsets(top: margins.top + safe.top, left: margins.left + safe.left, bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
    }

    private func layoutMarginsChanged() {
        existingLayoutEngine?.guideInsetsDidChange(of: self)
        setNeedsLayout()
        layoutMarginsDidChange()
        owningViewController?.viewLayoutMarginsDidChange()
    }
}
