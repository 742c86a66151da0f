/// How much a constraint matters next to others, from 1 to 1000, as `UILayoutPriority`.
///
/// A ``required`` constraint must hold; an optional one (below 1000) holds as well as it can,
/// and where two optional ones disagree the higher priority wins. Priorities are compared by
/// value: ``defaultHigh`` + 1 beats ``defaultHigh``.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The priority's value, 1 to 1000.
    public var rawValue: Float

    /// A priority of that value, as `UILayoutPriority(rawValue:)`.
    public init(rawValue: Float) {
        self.rawValue = rawValue
    }

    /// A priority of that value, as `UILayoutPriority(_:)`.
    public init(_ rawValue: Float) {
        self.rawValue = rawValue
    }

    /// A constraint that must hold (1000), as `UILayoutPriority.required`.
    public static let required = LayoutPriority(1000)
    /// How strongly a button resists squeezing (750), as `UILayoutPriority.defaultHigh`.
    public static let defaultHigh = LayoutPriority(750)
    /// How strongly a button hugs its content (250), as `UILayoutPriority.defaultLow`.
    public static let defaultLow = LayoutPriority(250)
    /// The priority at which a view is sized to fit its content in
    /// `View.systemLayoutSizeFitting(_:)` (50), as `UILayoutPriority.fittingSizeLevel`.
    public static let fittingSizeLevel = LayoutPriority(50)

    /// Whether this is ``required``.
    var isRequired: Bool { rawValue >= 1000 }

    /// The priority clamped to 1...1000 (a priority outside it counts as the nearest end).
    var clamped: LayoutPriority { LayoutPriority(min(max(rawValue.isFinite ? rawValue : 1000, 1), 1000)) }

    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// A priority raised by an amount, as UIKit's `+` on `UILayoutPriority`.
    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue + rhs) }

    /// A priority lowered by an amount, as UIKit's `-` on `UILayoutPriority`.
    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue - rhs) }
}
