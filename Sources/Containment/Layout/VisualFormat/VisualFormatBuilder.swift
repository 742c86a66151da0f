/// Makes the constraints of a parsed visual format, as UIKit makes them:
///
/// 1. Each connection becomes one constraint per predicate between the facing edges of its two
///    neighbours, later edge first (`b.leading == a.trailing + 20`, `superview.trailing ==
///    a.trailing + 20`); a flush connection is `== 0`, the standard one `== 8` between views and
///    `== 20` to the superview.
/// 2. Each view's predicates constrain its width (horizontal formats) or height (vertical ones),
///    to a constant or to another view's.
/// 3. Each alignment option lines every view up with the one before it.
///
/// A horizontal format runs leading to trailing by default, left to right or right to left with
/// a direction option; a vertical one top to bottom, measuring baseline to baseline between
/// views with ``LayoutConstraint/FormatOptions/spacingBaselineToBaseline``.
@MainActor
struct VisualFormatBuilder {
    let parsed: ParsedVisualFormat
    let options: LayoutConstraint.FormatOptions

    /// The standard space between two views, and between a view and its superview's edge.
    static let standardSpacing = 8.0
    static let standardSuperviewSpacing = 20.0

    /// The alignment options and the attribute each lines up.
    static let alignments: [(LayoutConstraint.FormatOptions, LayoutConstraint.Attribute)] = [
        (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
        (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
        (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
    ]

    func constraints() throws(VisualFormatError) -> [LayoutConstraint] {
        let aligned = try alignedAttributes()
        var made: [LayoutConstraint] = []
        let items = parsed.items
        if let (connection, position) = parsed.leadingSuperview {
            let superview = try superview(of: items[0].item, at: position)
            made += gap(connection, from: superview, to: items[0].item, superviewBefore: true)
        }
        for (index, entry) in items.enumerated() {
            made += size(of: entry)
            if index + 1 < items.count {
                made += gap(parsed.connections[index], from: entry.item, to: items[index + 1].item)
            }
        }
        if let (connection, position) = parsed.trailingSuperview, let last = items.last {
            let superview = try superview(of: last.item, at: position)
            made += gap(connection, from: last.item, to: superview, superviewAfter: true)
        }
        for attribute in aligned {
            for (previous, next) in zip(items, items.dropFirst()) {
                made.append(LayoutConstraint(item: next.item, attribute: attribute, relatedBy: .equal, toItem: previous.item, attribute: attribute, multiplier: 1, constant: 0))
            }
        }
        return made
    }

    /// The attributes the options line up, refused when they lie along the format's own direction.
    private func alignedAttributes() throws(VisualFormatError) -> [LayoutConstraint.Attribute] {
        let known = VisualFormatBuilder.alignments.reduce(LayoutConstraint.FormatOptions()) { $0.union($1.0) }
        let alignment = options.intersection(.alignmentMask)
        guard alignment.isSubset(of: known) else {
            throw VisualFormatError(problem: "Unknown alignment option 0x\(String(alignment.subtracting(known).rawValue, radix: 16)).", position: 0)
        }
        guard options.intersection(.directionMask) != .directionMask else {
            throw VisualFormatError(problem: "Options ask for both left to right and right to left.", position: 0)
        }
        let attributes = VisualFormatBuilder.alignments.filter { options.contains($0.0) }.map(\.1)
        for attribute in attributes where (attribute.axisKind == .horizontal) != parsed.isVertical {
            let edge = parsed.isVertical ? "vertical" : "horizontal"
            throw VisualFormatError(
                problem: "Options mask required views to be aligned on a \(edge) edge, which is not allowed for layout that is also \(edge).",
                position: 0)
        }
        return attributes
    }

    private func superview(of item: AnyObject, at position: Int) throws(VisualFormatError) -> View {
        let owner = (item as? View)?.superview ?? (item as? LayoutGuide)?.owningView
        guard let owner else {
            throw VisualFormatError(problem: "Unable to interpret '|' character, because the related view doesn't have a superview", position: position)
        }
        return owner
    }

    /// The constraints of one connection between `earlier` and `later` in the format's order.
    private func gap(
        _ connection: VisualFormatConnection, from earlier: AnyObject, to later: AnyObject,
        superviewBefore: Bool = false, superviewAfter: Bool = false
    ) -> [LayoutConstraint] {
        let touchesSuperview = superviewBefore || superviewAfter
        let predicates: [VisualFormatPredicate] = switch connection {
        case .flush: [VisualFormatPredicate(object: .constant(0))]
        case .standard:
            [VisualFormatPredicate(object: .constant(touchesSuperview ? VisualFormatBuilder.standardSuperviewSpacing : VisualFormatBuilder.standardSpacing))]
        case let .predicates(list): list
        }
        // The edge further along the flow comes first: the later item's start, or, right to
        // left, the earlier item's left edge.
        let first: (AnyObject, LayoutConstraint.Attribute)
        let second: (AnyObject, LayoutConstraint.Attribute)
        if parsed.isVertical {
            let baselines = options.contains(.spacingBaselineToBaseline) && !touchesSuperview
            first = (later, superviewAfter ? .bottom : baselines ? .firstBaseline : .top)
            second = (earlier, superviewBefore ? .top : baselines ? .lastBaseline : .bottom)
        } else if options.intersection(.directionMask) == .directionRightToLeft {
            first = (earlier, superviewBefore ? .right : .left)
            second = (later, superviewAfter ? .left : .right)
        } else {
            let (start, end): (LayoutConstraint.Attribute, LayoutConstraint.Attribute) =
                options.intersection(.directionMask) == .directionLeftToRight ? (.left, .right) : (.leading, .trailing)
            first = (later, superviewAfter ? end : start)
            second = (earlier, superviewBefore ? start : end)
        }
        return predicates.compactMap { predicate in
            guard case let .constant(value) = predicate.object else { return nil }
            let constraint = LayoutConstraint(
                item: first.0, attribute: first.1, relatedBy: predicate.relation, toItem: second.0, attribute: second.1, multiplier: 1, constant: value)
            constraint.priority = predicate.priority
            return constraint
        }
    }

    /// The constraints of a view's own predicates, on its size along the format.
    private func size(of entry: VisualFormatItem) -> [LayoutConstraint] {
        let attribute: LayoutConstraint.Attribute = parsed.isVertical ? .height : .width
        return entry.predicates.map { predicate in
            let constraint = switch predicate.object {
            case let .constant(value):
                LayoutConstraint(item: entry.item, attribute: attribute, relatedBy: predicate.relation, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: value)
            case let .item(other):
                LayoutConstraint(item: entry.item, attribute: attribute, relatedBy: predicate.relation, toItem: other, attribute: attribute, multiplier: 1, constant: 0)
            }
            constraint.priority = predicate.priority
            return constraint
        }
    }
}
