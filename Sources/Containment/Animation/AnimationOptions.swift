/// Options for `View.animate` and `transition(from:to:)`, mirroring `UIView.AnimationOptions`
/// (same bit layout: curve in bits 16–19, transition in bits 20–23).
public struct AnimationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Input reaches the views while the animation runs.
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Start from the values on screen. Always the case here; kept for source compatibility.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)

    /// Ease in and out (the default curve).
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// Ease in.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Ease out.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Linear.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    /// Flip around the vertical axis, left edge towards the viewer.
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    /// Flip around the vertical axis, right edge towards the viewer.
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    /// Fade the old view out while the new one fades in.
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    /// Flip around the horizontal axis, top edge towards the viewer.
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    /// Flip around the horizontal axis, bottom edge towards the viewer.
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

    /// The timing curve the options select.
    public var curve: TimingCurve {
        switch (rawValue >> 16) & 0xF {
        case 1: .easeIn
        case 2: .easeOut
        case 3: .linear
        default: .easeInOut
        }
    }

    /// The view transition the options select, if any.
    public var transition: ViewTransition.Kind? {
        switch (rawValue >> 20) & 0xF {
        case 1: .flipFromLeft
        case 2: .flipFromRight
        case 5: .crossDissolve
        case 6: .flipFromTop
        case 7: .flipFromBottom
        default: nil
        }
    }
}
