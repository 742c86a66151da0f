/// The sides a popover's arrow may point from, as `UIPopoverArrowDirection`: an arrow that points
/// `.up` sits on the popover's top edge, the popover below its source.
public struct PopoverArrowDirection: OptionSet, Sendable, Hashable, CustomStringConvertible {
    /// The bits.
    public let rawValue: UInt
    /// A set of directions.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Pointing up: the popover below its source, as `.up`.
    public static let up = PopoverArrowDirection(rawValue: 1 << 0)
    /// Pointing down: the popover above its source, as `.down`.
    public static let down = PopoverArrowDirection(rawValue: 1 << 1)
    /// Pointing left: the popover right of its source, as `.left`.
    public static let left = PopoverArrowDirection(rawValue: 1 << 2)
    /// Pointing right: the popover left of its source, as `.right`.
    public static let right = PopoverArrowDirection(rawValue: 1 << 3)
    /// Any side, as `.any`.
    public static let any: PopoverArrowDirection = [.up, .down, .left, .right]
    /// Not placed yet, as `.unknown`.
    public static let unknown: PopoverArrowDirection = []

    /// The single directions in the order a popover tries them: below, above, right, left of
    /// its source, as UIKit prefers a vertical arrow.
    static let preferenceOrder: [PopoverArrowDirection] = [.up, .down, .left, .right]

    /// `up`, `down`, `left`, `right`, joined with `|`, or `unknown`.
    public var description: String {
        let names = [(Self.up, "up"), (.down, "down"), (.left, "left"), (.right, "right")]
            .filter { contains($0.0) }.map(\.1)
        return names.isEmpty ? "unknown" : names.joined(separator: "|")
    }
}
