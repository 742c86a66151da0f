/// The constraints a ``StackView`` makes for its arranged views, and the gap guides its spacing
/// distributions use, kept up to date in one pass per update.
///
/// Each update lists the constraints the stack's state calls for (``StackArrangement/specs(for:)``,
/// by UIKit's rules written out below), then reconciles: a constraint listed again (same name,
/// items, attributes, relation, multiplier and priority) is kept, its constant changed in place
/// (an incremental change for the solver); one no longer listed is deactivated; a new one is
/// activated. Hiding a view thus swaps a few constraints, not the stack's whole set.
///
/// The rules, along the axis (for the visible views `v0 ... vn`):
/// 1. `v0` starts at the canvas's leading (top) edge and `vn` ends at its trailing (bottom) edge
///    (`UISV-canvas-connection`); the canvas is the stack, or its margins guide.
/// 2. Each view follows the one before at its spacing (`UISV-spacing`): exactly for the filling
///    distributions, at least for the spacing ones, whose gaps (`UISV-distributing-edge` guides
///    between edges, or between centres for equal centring) are equal (`UISV-distributing`).
/// 3. Sizes: equal (`UISV-fill-equally`), or a share of the canvas less the spacing in proportion
///    to the intrinsic sizes at 999 (`UISV-fill-proportionally`).
/// 4. A hidden view has size 0 (`UISV-hiding`) and sits at the end of the visible view before it
///    (or the canvas's start), taking no spacing.
///
/// Across the axis, every arranged view lines up with the first visible one (`UISV-alignment`),
/// which is tied to the canvas by the aligned attribute (`UISV-canvas-connection`); unless the
/// alignment fills, every view stays inside the canvas (`UISV-spanning-boundary`) and the canvas
/// is as small as that allows when nothing else sizes it (`UISV-canvas-fit`, below
/// ``LayoutPriority/fittingSizeLevel``).
@MainActor
final class StackArrangement {
    /// What identifies a constraint between two updates: everything but its constant.
    struct Key: Hashable {
        let identifier: String
        let first: ObjectIdentifier
        let firstAttribute: LayoutConstraint.Attribute
        let relation: LayoutConstraint.Relation
        let second: ObjectIdentifier?
        let secondAttribute: LayoutConstraint.Attribute
        let multiplier: Double
        let priority: Float
    }

    /// One constraint the stack calls for.
    struct Spec {
        let key: Key
        let first: AnyObject
        let second: AnyObject?
        let constant: Double
    }

    /// How firmly the canvas shrinks to its content across the axis: just below the fitting level,
    /// so that ``View/systemLayoutSizeFitting(_:)`` and any constraint of the app win.
    static let fitPriority = LayoutPriority.fittingSizeLevel - 1
    /// How firmly equal centring holds: below hugging and compression resistance, so that the
    /// views keep their sizes and the centring gives way once the gaps are at the spacing; above
    /// the canvas fit, so that a stack only positioned grows to centre its views evenly.
    static let centeringPriority = LayoutPriority(150)
    /// How firmly a view whose size nothing decides takes no room (UIKit's 25).
    static let suppressionPriority = LayoutPriority(25)

    /// The stack's constraints by what identifies them.
    private(set) var constraints: [Key: LayoutConstraint] = [:]
    /// The gap guides, added to the stack, one per gap of the spacing distributions.
    private(set) var gapGuides: [LayoutGuide] = []

    /// Brings the stack's constraints in line with its state.
    func update(for stack: StackView) {
        let gapCount = StackArrangement.usesGapGuides(stack.distribution)
            ? max(stack.arrangedSubviews.lazy.filter { !$0.isHidden }.count - 1, 0) : 0
        while gapGuides.count < gapCount {
            let guide = LayoutGuide()
            guide.identifier = "UISV-distributing"
            stack.addLayoutGuide(guide)
            gapGuides.append(guide)
        }
        var next: [Key: LayoutConstraint] = [:]
        var fresh: [LayoutConstraint] = []
        var kept: [(LayoutConstraint, Double)] = []
        for spec in specs(for: stack) where next[spec.key] == nil {
            if let existing = constraints.removeValue(forKey: spec.key), existing.isActive {
                next[spec.key] = existing
                kept.append((existing, spec.constant))
            } else {
                let constraint = LayoutConstraint(
                    item: spec.first, attribute: spec.key.firstAttribute, relatedBy: spec.key.relation,
                    toItem: spec.second, attribute: spec.key.secondAttribute, multiplier: spec.key.multiplier, constant: spec.constant)
                constraint.identifier = spec.key.identifier
                constraint.priority = LayoutPriority(spec.key.priority)
                next[spec.key] = constraint
                fresh.append(constraint)
            }
        }
        // Old ones out first, then changed constants, then new ones: no moment asks for both.
        LayoutConstraint.deactivate(Array(constraints.values))
        for (constraint, constant) in kept where constraint.constant != constant { constraint.constant = constant }
        while gapGuides.count > gapCount { stack.removeLayoutGuide(gapGuides.removeLast()) }
        // Installed on the stack, as UIKit's are, also those naming one view alone.
        stack.addConstraints(fresh)
        constraints = next
    }

    static func usesGapGuides(_ distribution: StackView.Distribution) -> Bool {
        distribution == .equalSpacing || distribution == .equalCentering
    }

    /// The attributes of one direction: where it starts and ends, its size and its centre.
    private struct Direction {
        let start: LayoutConstraint.Attribute
        let end: LayoutConstraint.Attribute
        let size: LayoutConstraint.Attribute
        let center: LayoutConstraint.Attribute

        static let horizontal = Direction(start: .leading, end: .trailing, size: .width, center: .centerX)
        static let vertical = Direction(start: .top, end: .bottom, size: .height, center: .centerY)
    }

    /// The constraints the stack's state calls for, in a stable order.
    func specs(for stack: StackView) -> [Spec] {
        var specs: [Spec] = []
        func add(
            _ identifier: String, _ first: AnyObject, _ firstAttribute: LayoutConstraint.Attribute,
            _ relation: LayoutConstraint.Relation = .equal, _ second: AnyObject? = nil,
            _ secondAttribute: LayoutConstraint.Attribute = .notAnAttribute, multiplier: Double = 1,
            _ constant: Double = 0, _ priority: LayoutPriority = .required
        ) {
            let key = Key(
                identifier: identifier, first: ObjectIdentifier(first), firstAttribute: firstAttribute, relation: relation,
                second: second.map(ObjectIdentifier.init), secondAttribute: secondAttribute, multiplier: multiplier,
                priority: priority.rawValue)
            specs.append(Spec(key: key, first: first, second: second, constant: constant))
        }

        let arranged = stack.arrangedSubviews
        let visible = arranged.filter { !$0.isHidden }
        let canvas: AnyObject = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
        let along = stack.axis == .horizontal ? Direction.horizontal : .vertical
        let across = stack.axis == .horizontal ? Direction.vertical : .horizontal
        let distribution = stack.distribution
        let spacesEvenly = StackArrangement.usesGapGuides(distribution)

        // Along the axis: the visible views end to end, the hidden ones folded away.
        var lastVisible: View?
        for view in arranged {
            guard view.isHidden else {
                lastVisible = view
                continue
            }
            add("UISV-hiding", view, along.size)
            if let lastVisible {
                add("UISV-spacing", view, along.start, .equal, lastVisible, along.end)
            } else {
                add("UISV-canvas-connection", canvas, along.start, .equal, view, along.start)
            }
        }
        if let first = visible.first, let last = visible.last {
            add("UISV-canvas-connection", canvas, along.start, .equal, first, along.start)
            add("UISV-canvas-connection", canvas, along.end, .equal, last, along.end)
        } else {
            add("UISV-canvas-fit", canvas, along.size, .equal, nil, .notAnAttribute, 0, StackArrangement.fitPriority)
        }
        let baselineRelative = stack.isBaselineRelativeArrangement && stack.axis == .vertical
        let (nextEdge, previousEdge) = baselineRelative
            ? (LayoutConstraint.Attribute.firstBaseline, LayoutConstraint.Attribute.lastBaseline) : (along.start, along.end)
        var totalSpacing = 0.0
        for (index, (previous, next)) in zip(visible, visible.dropFirst()).enumerated() {
            let space = stack.effectiveSpacing(after: previous)
            totalSpacing += space
            guard spacesEvenly else {
                add("UISV-spacing", next, nextEdge, .equal, previous, previousEdge, space)
                continue
            }
            add("UISV-spacing", next, nextEdge, .greaterThanOrEqual, previous, previousEdge, space)
            let gap = gapGuides[index]
            let edges = distribution == .equalSpacing ? (along.end, along.start) : (along.center, along.center)
            add("UISV-distributing-edge", gap, along.start, .equal, previous, edges.0)
            add("UISV-distributing-edge", gap, along.end, .equal, next, edges.1)
            if index > 0 {
                // Equal centres give way before the views are squeezed or the minimum spacing
                // is, as UIKit's: they fit at the spacing, then compress by their resistance.
                let priority: LayoutPriority = distribution == .equalSpacing ? .required : StackArrangement.centeringPriority
                add("UISV-distributing", gap, along.size, .equal, gapGuides[0], along.size, 0, priority)
            }
        }
        switch distribution {
        case .fill:
            break
        case .fillEqually:
            if let first = visible.first {
                for view in visible.dropFirst() { add("UISV-fill-equally", view, along.size, .equal, first, along.size) }
            }
        case .fillProportionally:
            let sizes = visible.map { view -> Double in
                let size = view.intrinsicContentSize
                let value = stack.axis == .horizontal ? size.width : size.height
                return value.isFinite && value > 0 ? value : 0
            }
            let total = sizes.reduce(0, +)
            if total > 0 {
                for (view, size) in zip(visible, sizes) {
                    let share = size / total
                    add("UISV-fill-proportionally", view, along.size, .equal, canvas, along.size,
                        multiplier: share, -share * totalSpacing, .required - 1)
                }
            }
        case .equalSpacing, .equalCentering:
            add("UISV-canvas-fit", canvas, along.size, .equal, nil, .notAnAttribute, 0, StackArrangement.fitPriority)
            for view in visible {
                add("UISV-ambiguity-suppression", view, along.size, .equal, nil, .notAnAttribute, 0, StackArrangement.suppressionPriority)
            }
        }

        // Across the axis: every view lined up with the reference view, inside the canvas.
        guard let reference = visible.first ?? arranged.first else {
            add("UISV-canvas-fit", canvas, across.size, .equal, nil, .notAnAttribute, 0, StackArrangement.fitPriority)
            return specs
        }
        var alignment = stack.alignment
        if stack.axis == .vertical, alignment == .firstBaseline || alignment == .lastBaseline { alignment = .fill }
        let aligned: [LayoutConstraint.Attribute] = switch alignment {
        case .fill: [across.start, across.end]
        case .leading: [across.start]
        case .trailing: [across.end]
        case .center: [across.center]
        case .firstBaseline: [.firstBaseline]
        case .lastBaseline: [.lastBaseline]
        }
        for attribute in aligned where attribute != .firstBaseline && attribute != .lastBaseline {
            add("UISV-canvas-connection", canvas, attribute, .equal, reference, attribute)
        }
        for view in arranged where view !== reference {
            for attribute in aligned { add("UISV-alignment", view, attribute, .equal, reference, attribute) }
        }
        guard alignment != .fill else { return specs }
        for view in arranged {
            if !aligned.contains(across.start) {
                add("UISV-spanning-boundary", view, across.start, .greaterThanOrEqual, canvas, across.start)
            }
            if !aligned.contains(across.end) {
                add("UISV-spanning-boundary", view, across.end, .lessThanOrEqual, canvas, across.end)
            }
            add("UISV-ambiguity-suppression", view, across.size, .equal, nil, .notAnAttribute, 0, StackArrangement.suppressionPriority)
            if alignment == .firstBaseline || alignment == .lastBaseline {
                // A stack taller than its row keeps the row at its top.
                add("UISV-baseline-top", view, across.start, .equal, canvas, across.start, 0, StackArrangement.suppressionPriority - 1)
            }
        }
        add("UISV-canvas-fit", canvas, across.size, .equal, nil, .notAnAttribute, 0, StackArrangement.fitPriority)
        return specs
    }
}
