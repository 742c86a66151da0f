/// Where an active constraint is installed: the view whose ``View/constraints`` hold it (the
/// nearest common ancestor of its items, or the view ``View/addConstraint(_:)`` was called on).
@MainActor
final class ConstraintInstallation {
    /// The view holding the constraint. Weak: a view owns its constraints.
    weak var view: View?

    init(view: View) {
        self.view = view
    }

    func constantDidChange(_ constraint: LayoutConstraint) {
        view?.existingLayoutEngine?.constantDidChange(of: constraint)
    }

    func priorityDidChange(_ constraint: LayoutConstraint) {
        view?.existingLayoutEngine?.priorityDidChange(of: constraint)
    }
}

extension LayoutConstraint {
    /// The view a constraint's item lives in: a view is its own, a guide its owning view's.
    static func ownerView(of item: AnyObject?) -> View? {
        switch item {
        case let view as View: view
        case let guide as LayoutGuide: guide.owningView
        default: nil
        }
    }

    /// Whether the constraint names `item` (a view or guide) as one of its two items.
    func names(_ item: AnyObject) -> Bool {
        firstItem === item || secondItem === item
    }

    /// Why the constraint cannot be activated, or `nil` when it can: the items are views or
    /// guides still alive and owned, the attributes fit the items and each other.
    func refusalReason() -> String? {
        guard LayoutConstraint.ownerView(of: firstItem) != nil else {
            return firstItem == nil ? "its first item is gone" : "its first item is not a view or a guide in a view"
        }
        guard firstAttribute != .notAnAttribute else { return "its first attribute is notAnAttribute" }
        if hadSecondItem || secondAttribute != .notAnAttribute {
            guard LayoutConstraint.ownerView(of: secondItem) != nil else {
                return secondItem == nil ? "its second item is gone" : "its second item is not a view or a guide in a view"
            }
            guard secondAttribute != .notAnAttribute else { return "it has a second item but no second attribute" }
            guard firstAttribute.axisKind == secondAttribute.axisKind else {
                return "it relates \(firstAttribute) to \(secondAttribute), which lie on different axes"
            }
            guard firstAttribute.isDirectional == secondAttribute.isDirectional || firstAttribute.axisKind != .horizontal
                || [firstAttribute, secondAttribute].contains(where: { $0.withoutMargin.attribute == .centerX }) else {
                return "it relates \(firstAttribute) to \(secondAttribute): a leading or trailing edge relates only to leading, trailing or centre"
            }
        } else if firstAttribute.axisKind != .dimension {
            return "it sets the position \(firstAttribute) to a constant; a position is relative to another item"
        }
        return nil
    }

    /// Installs an inactive constraint on the nearest common ancestor of its items (or on `view`,
    /// which must contain them), and hands it to that view's window's layout engine.
    static func install(_ constraint: LayoutConstraint, on view: View? = nil) {
        if let reason = constraint.refusalReason() {
            HierarchyInconsistency.report(HierarchyInconsistency(.invalidArgument, "cannot activate \(constraint): \(reason)"))
            return
        }
        let first = ownerView(of: constraint.firstItem)!
        let second = ownerView(of: constraint.secondItem)
        let ancestor: View?
        if let view {
            ancestor = first.isDescendant(of: view) && (second?.isDescendant(of: view) ?? true) ? view : nil
        } else {
            ancestor = second.map { first.nearestCommonAncestor(with: $0) } ?? first
        }
        guard let host = ancestor else {
            let where_ = view.map { " on \($0.layoutName)" } ?? ""
            HierarchyInconsistency.report(HierarchyInconsistency(
                .layoutItemsWithoutCommonAncestor,
                "cannot activate \(constraint)\(where_): its items have no common ancestor (add both views to one view hierarchy first)"))
            return
        }
        constraint.installation = ConstraintInstallation(view: host)
        host.ensuredLayoutState.installed.append(constraint)
        first.ensuredLayoutState.referencing[ObjectIdentifier(constraint)] = constraint
        second?.ensuredLayoutState.referencing[ObjectIdentifier(constraint)] = constraint
        host.window?.layoutEngine.add(constraint)
        host.setNeedsLayout()
    }

    /// Deactivates an installed constraint: out of its view's list and its engine.
    static func uninstall(_ constraint: LayoutConstraint) {
        guard let installation = constraint.installation else { return }
        let host = installation.view
        host?.existingLayoutEngine?.remove(constraint)
        constraint.installation = nil
        host?.layoutState?.installed.remove(constraint)
        for item in [constraint.firstItem, constraint.secondItem] {
            ownerView(of: item)?.layoutState?.referencing[ObjectIdentifier(constraint)] = nil
        }
        host?.setNeedsLayout()
    }
}

extension LayoutConstraint.Attribute {
    /// The three kinds of attribute that relate only among themselves.
    enum AxisKind { case horizontal, vertical, dimension }

    var axisKind: AxisKind {
        switch self {
        case .width, .height: .dimension
        case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins: .horizontal
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin, .centerYWithinMargins, .notAnAttribute: .vertical
        }
    }

    /// Whether the attribute is named by reading direction (leading, trailing).
    var isDirectional: Bool {
        [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self)
    }

    /// The attribute without its margin: `.leadingMargin` is `.leading` of the margins guide.
    var withoutMargin: (attribute: Self, isMargin: Bool) {
        switch self {
        case .leftMargin: (.left, true)
        case .rightMargin: (.right, true)
        case .topMargin: (.top, true)
        case .bottomMargin: (.bottom, true)
        case .leadingMargin: (.leading, true)
        case .trailingMargin: (.trailing, true)
        case .centerXWithinMargins: (.centerX, true)
        case .centerYWithinMargins: (.centerY, true)
        default: (self, false)
        }
    }
}

extension View {
    /// The nearest view that contains both this view and `other` (one of them, when one contains
    /// the other), or `nil` when they are in different trees.
    func nearestCommonAncestor(with other: View) -> View? {
        var depthA = 0, depthB = 0
        var node: View? = self
        while let current = node { depthA += 1; node = current.superview }
        node = other
        while let current = node { depthB += 1; node = current.superview }
        var a: View? = self, b: View? = other
        while depthA > depthB { a = a?.superview; depthA -= 1 }
        while depthB > depthA { b = b?.superview; depthB -= 1 }
        while let x = a, let y = b, x !== y { a = x.superview; b = y.superview }
        return a
    }

    /// A name for layout messages: the identifier-like name the inspector shows.
    var layoutName: String {
        if let controller = owningViewController { return "\(type(of: self))(view of \(controller.debugName))" }
        if let label = self as? Label, let text = label.text { return "Label('\(text.prefix(20))')" }
        return "\(type(of: self))(\(String(UInt(bitPattern: ObjectIdentifier(self).hashValue) & 0xffff, radix: 16)))"
    }
}
