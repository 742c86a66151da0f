/// A linear relation between two layout attributes, as `NSLayoutConstraint`:
/// `firstItem.firstAttribute  relation  multiplier × secondItem.secondAttribute + constant`.
///
/// Make one from an anchor (`label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20)`)
/// or with ``init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)``, then set
/// ``isActive`` (or call ``activate(_:)``): an active constraint is installed on the nearest
/// common ancestor of its items (``View/constraints``) and solved by its window's layout engine,
/// once per frame, before the adapter draws. Changing ``constant`` re-solves incrementally, and
/// inside ``View/animate(withDuration:delay:options:animations:completion:)`` followed by
/// ``View/layoutIfNeeded()`` the frames animate, as in UIKit.
///
/// Items are held weakly, as UIKit's are: a view owns the constraints installed on it, not the
/// other way round.
@MainActor
open class LayoutConstraint: @MainActor CustomStringConvertible {
    /// A part of a view's or guide's rectangle, as `NSLayoutConstraint.Attribute`.
    public enum Attribute: Int, Sendable {
        /// The left edge.
        case left = 1
        /// The right edge.
        case right
        /// The top edge.
        case top
        /// The bottom edge.
        case bottom
        /// The leading edge: left in left-to-right layouts, right in right-to-left ones.
        case leading
        /// The trailing edge: right in left-to-right layouts, left in right-to-left ones.
        case trailing
        /// The width.
        case width
        /// The height.
        case height
        /// The horizontal centre.
        case centerX
        /// The vertical centre.
        case centerY
        /// The baseline of the last line of text (the bottom edge for a view without text).
        case lastBaseline
        /// The baseline of the first line of text (the bottom edge for a view without text).
        case firstBaseline
        /// The left edge of the layout margins.
        case leftMargin
        /// The right edge of the layout margins.
        case rightMargin
        /// The top edge of the layout margins.
        case topMargin
        /// The bottom edge of the layout margins.
        case bottomMargin
        /// The leading edge of the layout margins.
        case leadingMargin
        /// The trailing edge of the layout margins.
        case trailingMargin
        /// The horizontal centre of the layout margins.
        case centerXWithinMargins
        /// The vertical centre of the layout margins.
        case centerYWithinMargins
        /// No attribute: the second attribute of a constraint with no second item.
        case notAnAttribute = 0
    }

    /// How the two sides compare, as `NSLayoutConstraint.Relation`.
    public enum Relation: Int, Sendable {
        /// The first side is at most the second.
        case lessThanOrEqual = -1
        /// The two sides are equal.
        case equal = 0
        /// The first side is at least the second.
        case greaterThanOrEqual = 1
    }

    /// The two directions of layout, as `NSLayoutConstraint.Axis`.
    public enum Axis: Int, Sendable {
        /// Left to right (or leading to trailing).
        case horizontal = 0
        /// Top to bottom.
        case vertical = 1
    }

    /// The first item (a ``View`` or a ``LayoutGuide``), as `NSLayoutConstraint.firstItem`. Weak.
    public private(set) weak var firstItem: AnyObject?
    /// The attribute of the first item, as `NSLayoutConstraint.firstAttribute`.
    public let firstAttribute: Attribute
    /// How the sides compare, as `NSLayoutConstraint.relation`.
    public let relation: Relation
    /// The second item, or `nil` for a constant size, as `NSLayoutConstraint.secondItem`. Weak.
    public private(set) weak var secondItem: AnyObject?
    /// The attribute of the second item, as `NSLayoutConstraint.secondAttribute`.
    public let secondAttribute: Attribute
    /// What the second attribute is multiplied by, as `NSLayoutConstraint.multiplier`.
    public let multiplier: Double
    /// A name shown in conflict reports and the inspector, as `NSLayoutConstraint.identifier`.
    public var identifier: String?

    /// Whether either item was given (``firstItem`` can be let go later, being weak).
    let hadSecondItem: Bool

    /// Where this constraint is installed and how its window's engine holds it.
    var installation: ConstraintInstallation?

    /// The distance added to the second side, as `NSLayoutConstraint.constant`. Changing it on an
    /// active constraint re-solves incrementally at the next layout; a value that is not a finite
    /// number is refused with a ``HierarchyInconsistency``.
    public var constant: Double {
        didSet {
            guard constant != oldValue else { return }
            guard constant.isFinite else {
                constant = oldValue
                HierarchyInconsistency.report(HierarchyInconsistency(.invalidArgument, "cannot set the constant of \(self) to \(constant): not a finite number"))
                return
            }
            installation?.constantDidChange(self)
        }
    }

    /// How much the constraint matters, as `NSLayoutConstraint.priority` (``LayoutPriority/required``
    /// by default). An active constraint cannot change between required and optional: UIKit
    /// raises for that, and it is refused here with a ``HierarchyInconsistency``.
    public var priority: LayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            if isActive, priority.clamped.isRequired != oldValue.clamped.isRequired {
                let wanted = priority
                priority = oldValue
                HierarchyInconsistency.report(HierarchyInconsistency(
                    .invalidArgument,
                    "cannot change the priority of the active constraint \(self) from \(oldValue.rawValue) to \(wanted.rawValue): a required constraint stays required while active (deactivate it first)"))
                return
            }
            installation?.priorityDidChange(self)
        }
    }

    /// Whether the constraint takes part in layout, as `NSLayoutConstraint.isActive`. Activating
    /// installs it on the nearest common ancestor of its items; one whose items share no ancestor
    /// (or whose item is gone) is refused with a ``HierarchyInconsistency`` and stays inactive.
    public var isActive: Bool {
        get { installation != nil }
        set {
            guard newValue != isActive else { return }
            if newValue { LayoutConstraint.install(self) } else { LayoutConstraint.uninstall(self) }
        }
    }

    /// Makes a constraint, as `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    /// The items are ``View``s or ``LayoutGuide``s; anything else (or a second attribute with no
    /// second item, or a position set to a constant) makes a constraint that refuses to activate.
    public init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
        toItem view2: Any?, attribute attr2: Attribute, multiplier: Double, constant: Double
    ) {
        firstItem = view1 as AnyObject
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2.map { $0 as AnyObject }
        hadSecondItem = view2 != nil
        secondAttribute = attr2
        self.multiplier = multiplier.isFinite ? multiplier : 1
        self.constant = constant.isFinite ? constant : 0
    }

    /// Activates each constraint, as `NSLayoutConstraint.activate(_:)`: faster than setting
    /// ``isActive`` one by one only in UIKit; here the same.
    public static func activate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint, as `NSLayoutConstraint.deactivate(_:)`.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// Where unsatisfiable constraints are reported, as UIKit's "Unable to simultaneously satisfy
    /// constraints" log, but typed. The default prints the report (with the views' names) to
    /// standard error. Replace it to collect conflicts in tests or show them in a tool.
    public static var conflictHandler: (LayoutConflict) -> Void = { conflict in
        containmentLogger.warning("\(conflict.description)")
    }

    public var description: String {
        let first = "\(LayoutConstraint.name(of: firstItem)).\(firstAttribute)"
        let op = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
        var right = ""
        if let second = secondItem, secondAttribute != .notAnAttribute {
            right = "\(LayoutConstraint.name(of: second)).\(secondAttribute)"
            if multiplier != 1 { right += " * \(LayoutConstraint.format(multiplier))" }
            if constant != 0 { right += constant > 0 ? " + \(LayoutConstraint.format(constant))" : " - \(LayoutConstraint.format(-constant))" }
        } else {
            right = LayoutConstraint.format(constant)
        }
        let name = identifier.map { "'\($0)' " } ?? ""
        let level = priority.clamped.isRequired ? "" : " @\(LayoutConstraint.format(Double(priority.rawValue)))"
        return "<\(name)\(first) \(op) \(right)\(level)>"
    }

    static func name(of item: AnyObject?) -> String {
        switch item {
        case let view as View: return view.layoutName
        case let guide as LayoutGuide: return guide.debugName
        case nil: return "(gone)"
        default: return String(describing: type(of: item!))
        }
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
