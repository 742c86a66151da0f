/// One attribute of a view or a layout guide, for making constraints, as `NSLayoutAnchor`.
///
/// Anchors come from ``View`` and ``LayoutGuide`` (`leadingAnchor`, `widthAnchor`, ...). The type
/// parameter keeps axes apart as UIKit's does: an x-axis anchor relates only to x-axis anchors,
/// a dimension only to dimensions. The constraints made here are not active yet: set
/// ``LayoutConstraint/isActive`` or call ``LayoutConstraint/activate(_:)``.
@MainActor
open class LayoutAnchor<AnchorType: AnyObject> {
    /// The view or guide, held weakly as UIKit's anchors hold it.
    public private(set) weak var item: AnyObject?
    /// The attribute this anchor stands for.
    let attribute: LayoutConstraint.Attribute

    init(item: AnyObject, attribute: LayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    /// `self == anchor`, as `NSLayoutAnchor.constraint(equalTo:)`.
    public func constraint(equalTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
        make(.equal, anchor, multiplier: 1, constant: 0)
    }

    /// `self >= anchor`, as `NSLayoutAnchor.constraint(greaterThanOrEqualTo:)`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: 0)
    }

    /// `self <= anchor`, as `NSLayoutAnchor.constraint(lessThanOrEqualTo:)`.
    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: 0)
    }

    /// `self == anchor + constant`, as `NSLayoutAnchor.constraint(equalTo:constant:)`.
    public func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant c: Double) -> LayoutConstraint {
        make(.equal, anchor, multiplier: 1, constant: c)
    }

    /// `self >= anchor + constant`, as `NSLayoutAnchor.constraint(greaterThanOrEqualTo:constant:)`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: Double) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: c)
    }

    /// `self <= anchor + constant`, as `NSLayoutAnchor.constraint(lessThanOrEqualTo:constant:)`.
    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: Double) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: c)
    }

    func make(
        _ relation: LayoutConstraint.Relation, _ anchor: LayoutAnchor<AnchorType>?, multiplier: Double, constant: Double
    ) -> LayoutConstraint {
        LayoutConstraint(
            item: item ?? LayoutAnchorGoneItem(), attribute: attribute, relatedBy: relation,
            toItem: anchor.map { $0.item ?? LayoutAnchorGoneItem() }, attribute: anchor?.attribute ?? .notAnAttribute,
            multiplier: multiplier, constant: constant)
    }
}

/// Stands for the item of an anchor whose view was let go: a constraint made from it refuses to
/// activate.
final class LayoutAnchorGoneItem {}

/// The standard space between two neighbouring views, as UIKit's system spacing (8 points).
let systemSpacing = 8.0

/// A horizontal position (left, right, leading, trailing, centre X), as `NSLayoutXAxisAnchor`.
@MainActor
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {
    /// `self == anchor + multiplier × system spacing`: this anchor's item follows the other's at
    /// the standard distance, as `NSLayoutXAxisAnchor.constraint(equalToSystemSpacingAfter:multiplier:)`.
    public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double) -> LayoutConstraint {
        make(.equal, anchor, multiplier: 1, constant: systemSpacing * multiplier)
    }

    /// `self >= anchor + multiplier × system spacing`, as
    /// `NSLayoutXAxisAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter:multiplier:)`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: systemSpacing * multiplier)
    }

    /// `self <= anchor + multiplier × system spacing`, as
    /// `NSLayoutXAxisAnchor.constraint(lessThanOrEqualToSystemSpacingAfter:multiplier:)`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: systemSpacing * multiplier)
    }
}

/// A vertical position (top, bottom, centre Y, baselines), as `NSLayoutYAxisAnchor`.
@MainActor
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {
    /// `self == anchor + multiplier × system spacing`: this anchor's item sits below the other's
    /// at the standard distance, as `NSLayoutYAxisAnchor.constraint(equalToSystemSpacingBelow:multiplier:)`.
    public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double) -> LayoutConstraint {
        make(.equal, anchor, multiplier: 1, constant: systemSpacing * multiplier)
    }

    /// `self >= anchor + multiplier × system spacing`, as
    /// `NSLayoutYAxisAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow:multiplier:)`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: systemSpacing * multiplier)
    }

    /// `self <= anchor + multiplier × system spacing`, as
    /// `NSLayoutYAxisAnchor.constraint(lessThanOrEqualToSystemSpacingBelow:multiplier:)`.
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: systemSpacing * multiplier)
    }
}

/// A width or a height, as `NSLayoutDimension`.
@MainActor
public final class LayoutDimension: LayoutAnchor<LayoutDimension> {
    /// `self == constant`, as `NSLayoutDimension.constraint(equalToConstant:)`.
    public func constraint(equalToConstant c: Double) -> LayoutConstraint {
        make(.equal, nil, multiplier: 1, constant: c)
    }

    /// `self >= constant`, as `NSLayoutDimension.constraint(greaterThanOrEqualToConstant:)`.
    public func constraint(greaterThanOrEqualToConstant c: Double) -> LayoutConstraint {
        make(.greaterThanOrEqual, nil, multiplier: 1, constant: c)
    }

    /// `self <= constant`, as `NSLayoutDimension.constraint(lessThanOrEqualToConstant:)`.
    public func constraint(lessThanOrEqualToConstant c: Double) -> LayoutConstraint {
        make(.lessThanOrEqual, nil, multiplier: 1, constant: c)
    }

    /// `self == multiplier × anchor`, as `NSLayoutDimension.constraint(equalTo:multiplier:)`.
    public func constraint(equalTo anchor: LayoutDimension, multiplier m: Double) -> LayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: 0)
    }

    /// `self == multiplier × anchor + constant`, as `NSLayoutDimension.constraint(equalTo:multiplier:constant:)`.
    public func constraint(equalTo anchor: LayoutDimension, multiplier m: Double, constant c: Double) -> LayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: c)
    }

    /// `self >= multiplier × anchor`, as `NSLayoutDimension.constraint(greaterThanOrEqualTo:multiplier:)`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier m: Double) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
    }

    /// `self >= multiplier × anchor + constant`, as
    /// `NSLayoutDimension.constraint(greaterThanOrEqualTo:multiplier:constant:)`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier m: Double, constant c: Double) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }

    /// `self <= multiplier × anchor`, as `NSLayoutDimension.constraint(lessThanOrEqualTo:multiplier:)`.
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier m: Double) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
    }

    /// `self <= multiplier × anchor + constant`, as
    /// `NSLayoutDimension.constraint(lessThanOrEqualTo:multiplier:constant:)`.
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier m: Double, constant c: Double) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}
