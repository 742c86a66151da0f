/// A row or a column of views laid out by constraints it makes itself, as `UIStackView`.
///
/// The stack arranges its ``arrangedSubviews`` along its ``axis``: ``distribution`` decides their
/// sizes and the space between them along the axis, ``alignment`` their place across it. It does
/// so as UIKit's does, with ordinary constraints installed on itself and named as UIKit names
/// them (read them in ``View/constraints`` or a conflict report):
///
/// - `UISV-canvas-connection`: the first and last arranged views to the stack's edges (or its
///   margins, with ``isLayoutMarginsRelativeArrangement``), and the alignment's reference view
///   across the axis;
/// - `UISV-spacing`: each view after the one before it, at ``spacing`` or the custom spacing;
/// - `UISV-alignment`: every arranged view lined up with the first across the axis;
/// - `UISV-spanning-boundary` and `UISV-canvas-fit`: every view inside the stack across the axis,
///   the stack as small as its tallest (widest) view allows when nothing else sizes it;
/// - `UISV-fill-equally`, `UISV-fill-proportionally`, `UISV-distributing`,
///   `UISV-distributing-edge`: the distributions (equal sizes, sizes in proportion to the
///   intrinsic sizes, equal gaps between neighbours or between their centres, through gap guides);
/// - `UISV-hiding`: a hidden arranged view's size along the axis at 0, with no spacing;
/// - `UISV-ambiguity-suppression`: a weak pull to zero for views whose size nothing else decides.
///
/// The stack has no intrinsic size of its own (``View/noIntrinsicMetric``, as UIKit's): its
/// constraints give it the size of its content when only its position is constrained, so stacks
/// nest. Every change (an arranged view added, removed, hidden or shown, a property) marks the
/// stack with ``View/setNeedsUpdateConstraints()``; its ``updateConstraints()`` then brings its
/// constraints up to date once, in time proportional to its arranged views, keeping those that
/// did not change (a hidden view changes a handful). Hiding or showing an arranged view, or
/// changing a property, inside ``View/animate(withDuration:delay:options:animations:completion:)``
/// animates the views into their new places, as in UIKit (the stack lays out within the block;
/// a `layoutIfNeeded()` there is not needed, and does no harm).
@MainActor
open class StackView: View {
    /// How arranged views share the stack's length, as `UIStackView.Distribution`.
    public enum Distribution: Int, Sendable {
        /// The views fill the stack: when they are too small, the one that hugs its content least
        /// grows; when too big, the one that resists compression least shrinks, as `.fill`.
        case fill = 0
        /// Every view gets the same size, as `.fillEqually`; when only the stack's position is
        /// constrained that size is the largest view's intrinsic size.
        case fillEqually
        /// The views fill the stack with sizes in proportion to their intrinsic sizes along the
        /// axis, as `.fillProportionally` (views without one take none).
        case fillProportionally
        /// The views keep their intrinsic sizes and the gaps between them are equal, never below
        /// the spacing, as `.equalSpacing`.
        case equalSpacing
        /// The views keep their intrinsic sizes and their centres are evenly spaced, the gaps
        /// never below the spacing, as `.equalCentering`.
        case equalCentering
    }

    /// Where arranged views sit across the stack's axis, as `UIStackView.Alignment`.
    public enum Alignment: Int, Sendable {
        /// Each view spans the stack across its axis, as `.fill`.
        case fill = 0
        /// Views line up on their leading edges (a vertical stack; mirrored right to left) or
        /// top edges (a horizontal one, where ``top`` is its name), as `.leading`.
        case leading = 1
        /// Views line up on the baseline of their first line of text (horizontal stacks only; a
        /// vertical stack fills), as `.firstBaseline`.
        case firstBaseline = 2
        /// Views line up on their centres, as `.center`.
        case center = 3
        /// Views line up on their trailing edges (vertical; mirrored right to left) or bottom
        /// edges (horizontal, as ``bottom``), as `.trailing`.
        case trailing = 4
        /// Views line up on the baseline of their last line of text (horizontal stacks only), as
        /// `.lastBaseline`.
        case lastBaseline = 5

        /// Views line up on their top edges in a horizontal stack: ``leading`` under the name a
        /// row uses, as `UIStackView.Alignment.top`.
        public static var top: Alignment { .leading }
        /// Views line up on their bottom edges in a horizontal stack: ``trailing`` under the name
        /// a row uses, as `UIStackView.Alignment.bottom`.
        public static var bottom: Alignment { .trailing }
    }

    /// Given to ``setCustomSpacing(_:after:)``, drops the custom spacing after a view so that
    /// ``spacing`` applies again; what ``customSpacing(after:)`` answers when there is none, as
    /// `UIStackView.spacingUseDefault`.
    public nonisolated static let spacingUseDefault = Double.greatestFiniteMagnitude

    /// As ``spacing`` or a custom spacing, the standard space between neighbouring views (8
    /// points, as UIKit's system spacing), as `UIStackView.spacingUseSystem`.
    public nonisolated static let spacingUseSystem = -Double.greatestFiniteMagnitude

    /// The views the stack arranges, in order, as `UIStackView.arrangedSubviews`: always
    /// subviews of the stack, though not every subview is arranged.
    public private(set) var arrangedSubviews: [View] = []

    /// The arranged views by identity, for finding one in constant time.
    private var arrangedIdentities: Set<ObjectIdentifier> = []

    /// The custom spacing after an arranged view, by the view's identity.
    private var customSpacings: [ObjectIdentifier: Double] = [:]

    /// The constraints and gap guides the stack made and keeps up to date.
    let arrangement = StackArrangement()

    /// The direction the views run in, as `UIStackView.axis` (horizontal by default).
    public var axis: LayoutConstraint.Axis = .horizontal {
        didSet { if axis != oldValue { arrangementDidChange() } }
    }

    /// How the views share the stack's length, as `UIStackView.distribution` (``Distribution/fill``
    /// by default).
    public var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { arrangementDidChange() } }
    }

    /// Where the views sit across the axis, as `UIStackView.alignment` (``Alignment/fill`` by default).
    public var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { arrangementDidChange() } }
    }

    /// The space between neighbouring views, as `UIStackView.spacing` (0 by default): exact for
    /// the filling distributions, the least gap for ``Distribution/equalSpacing`` and
    /// ``Distribution/equalCentering``. Negative values overlap the views; ``spacingUseSystem``
    /// uses the standard 8 points. A value that is not a number is refused with a
    /// ``HierarchyInconsistency``.
    public var spacing: Double = 0 {
        didSet {
            guard spacing != oldValue else { return }
            guard spacing.isFinite || spacing == StackView.spacingUseSystem else {
                let refused = spacing
                spacing = oldValue
                HierarchyInconsistency.report(HierarchyInconsistency(.invalidArgument, "cannot set the spacing of \(layoutName) to \(refused): not a finite number"))
                return
            }
            arrangementDidChange()
        }
    }

    /// Whether the views are laid out within the stack's layout margins rather than its edges, as
    /// `UIStackView.isLayoutMarginsRelativeArrangement` (`false` by default).
    public var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    /// Whether the spacing of a vertical stack runs from the last baseline of a view to the first
    /// baseline of the next rather than from edge to edge, as
    /// `UIStackView.isBaselineRelativeArrangement` (`false` by default; views without text count
    /// their bottom edge as their baselines).
    public var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    /// Creates an empty horizontal stack, as `UIStackView(frame:)`.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// Creates a horizontal stack arranging the views in order, as
    /// `UIStackView(arrangedSubviews:)`: each becomes a subview placed by constraints.
    public convenience init(arrangedSubviews views: [View]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    // MARK: Arranged views

    /// Arranges a view after the others, as `UIStackView.addArrangedSubview(_:)`: it becomes a
    /// subview (if it was not one) placed by constraints
    /// (``View/translatesAutoresizingMaskIntoConstraints`` turned off). A view already arranged
    /// moves to the end. The stack itself, or a view that contains it, is refused with a
    /// ``HierarchyInconsistency``.
    public func addArrangedSubview(_ view: View) {
        let end = arrangedIdentities.contains(ObjectIdentifier(view)) ? arrangedSubviews.count - 1 : arrangedSubviews.count
        arrange(view, at: end)
    }

    /// Arranges a view at an index of ``arrangedSubviews``, as
    /// `UIStackView.insertArrangedSubview(_:at:)`; the views from that index on move one place
    /// later. A view already arranged moves to the index. An index beyond the end (where UIKit
    /// raises) is refused with a ``HierarchyInconsistency`` and nothing changes.
    public func insertArrangedSubview(_ view: View, at stackIndex: Int) {
        let isArranged = arrangedIdentities.contains(ObjectIdentifier(view))
        let last = isArranged ? arrangedSubviews.count - 1 : arrangedSubviews.count
        guard stackIndex >= 0, stackIndex <= last else {
            HierarchyInconsistency.report(HierarchyInconsistency(
                .invalidArgument, "cannot insert \(view.layoutName) into \(layoutName) at index \(stackIndex): the index must lie in 0...\(last)"))
            return
        }
        arrange(view, at: stackIndex)
    }

    /// Stops arranging a view, as `UIStackView.removeArrangedSubview(_:)`: it stays a subview,
    /// with the constraints the stack made for it gone at the next update (remove it from its
    /// superview to take it out of the stack). A view not arranged is ignored.
    public func removeArrangedSubview(_ view: View) {
        if stopArranging(view) { arrangementDidChange() }
    }

    /// Takes a view out of the arrangement; whether it was in.
    private func stopArranging(_ view: View) -> Bool {
        let key = ObjectIdentifier(view)
        guard arrangedIdentities.remove(key) != nil else { return false }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[key] = nil
        return true
    }

    private func arrange(_ view: View, at index: Int) {
        if view.superview !== self {
            addSubview(view)
            // Refused (the stack inside the view): nothing changed.
            guard view.superview === self else { return }
        }
        let key = ObjectIdentifier(view)
        if arrangedIdentities.contains(key) {
            arrangedSubviews.removeAll { $0 === view }
        }
        view.translatesAutoresizingMaskIntoConstraints = false
        arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
        arrangedIdentities.insert(key)
        arrangementDidChange()
    }

    // MARK: Spacing

    /// Sets the space after one arranged view, overriding ``spacing`` there, as
    /// `UIStackView.setCustomSpacing(_:after:)`; ``spacingUseDefault`` drops it,
    /// ``spacingUseSystem`` asks for the standard 8 points. A view not arranged, or a value that
    /// is not a number, is ignored (as UIKit ignores it).
    public func setCustomSpacing(_ spacing: Double, after arrangedSubview: View) {
        let key = ObjectIdentifier(arrangedSubview)
        guard arrangedIdentities.contains(key), spacing.isFinite || spacing == StackView.spacingUseSystem
            || spacing == StackView.spacingUseDefault else { return }
        let value: Double? = spacing == StackView.spacingUseDefault ? nil : spacing
        guard customSpacings[key] != value else { return }
        customSpacings[key] = value
        arrangementDidChange()
    }

    /// The custom space after an arranged view, or ``spacingUseDefault`` when ``spacing``
    /// applies there, as `UIStackView.customSpacing(after:)`.
    public func customSpacing(after arrangedSubview: View) -> Double {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? StackView.spacingUseDefault
    }

    /// The space the stack keeps after an arranged view: its custom spacing, else ``spacing``,
    /// with ``spacingUseSystem`` read as the standard spacing.
    func effectiveSpacing(after view: View) -> Double {
        let value = customSpacings[ObjectIdentifier(view)] ?? spacing
        return value == StackView.spacingUseSystem ? systemSpacing : value
    }

    // MARK: Updating

    /// Brings the stack's own constraints up to date with its arranged views and properties, as
    /// `UIStackView` does in its `updateConstraints()`; subclasses that override call `super`.
    open override func updateConstraints() {
        arrangement.update(for: self)
        super.updateConstraints()
    }

    /// An arranged view was hidden or shown: its room and spacing change at the next update.
    func arrangedSubviewVisibilityDidChange(_ view: View) {
        guard arrangedIdentities.contains(ObjectIdentifier(view)) else { return }
        arrangementDidChange()
    }

    /// Marks the stack's constraints for an update; inside an animation block, lays out at once
    /// so that the change animates, as UIKit's stack view animates a hidden view or a property
    /// changed in an animation block without a `layoutIfNeeded()`.
    private func arrangementDidChange() {
        setNeedsUpdateConstraints()
        if AnimationContext.isCollecting, window != nil { layoutIfNeeded() }
    }

    /// An arranged view's intrinsic size changed: proportions made from it are made again.
    func arrangedSubviewIntrinsicSizeDidChange(_ view: View) {
        guard distribution == .fillProportionally, arrangedIdentities.contains(ObjectIdentifier(view)) else { return }
        setNeedsUpdateConstraints()
    }

    /// A subview leaves the stack: if it was arranged it is no longer, as in UIKit.
    func subviewWillLeave(_ view: View) {
        if stopArranging(view) { setNeedsUpdateConstraints() }
    }
}
