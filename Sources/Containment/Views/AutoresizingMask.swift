/// How a view resizes when its superview's bounds change, mirroring `UIView.AutoresizingMask`.
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The left margin grows and shrinks.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width grows and shrinks.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin grows and shrinks.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin grows and shrinks.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height grows and shrinks.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin grows and shrinks.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
}

/// Applies UIKit's autoresizing rule on one axis: the change in the superview's extent is
/// shared among the flexible parts (margin before, size, margin after) in proportion to
/// their current lengths, or equally when they are all zero.
func autoresize(
    start: Double, length: Double, oldExtent: Double, newExtent: Double,
    flexibleBefore: Bool, flexibleLength: Bool, flexibleAfter: Bool
) -> (start: Double, length: Double) {
    let delta = newExtent - oldExtent
    guard delta != 0, flexibleBefore || flexibleLength || flexibleAfter else { return (start, length) }
    let after = oldExtent - start - length
    let parts = [flexibleBefore ? start : 0, flexibleLength ? length : 0, flexibleAfter ? after : 0]
    let flags = [flexibleBefore, flexibleLength, flexibleAfter]
    let total = parts.reduce(0, +)
    let flexibleCount = Double(flags.filter { $0 }.count)
    func share(_ index: Int) -> Double {
        guard flags[index] else { return 0 }
        return total > 0 ? delta * parts[index] / total : delta / flexibleCount
    }
    return (start + share(0), max(0, length + share(1)))
}
