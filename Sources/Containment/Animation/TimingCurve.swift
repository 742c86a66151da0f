/// How an animation's progress follows time, mirroring UIKit's `UIView.AnimationCurve` and
/// Core Animation's cubic Bézier timing functions.
public enum TimingCurve: Hashable, Sendable {
    /// Constant speed.
    case linear
    /// Starts slowly: Bézier (0.42, 0, 1, 1).
    case easeIn
    /// Ends slowly: Bézier (0, 0, 0.58, 1).
    case easeOut
    /// Starts and ends slowly: Bézier (0.42, 0, 0.58, 1), UIKit's default.
    case easeInOut
    /// A cubic Bézier from (0, 0) to (1, 1) through two control points.
    case cubicBezier(Double, Double, Double, Double)

    /// The eased progress (0...1) at a linear time fraction (clamped to 0...1).
    public func value(at fraction: Double) -> Double {
        let t = min(max(fraction, 0), 1)
        switch self {
        case .linear: return t
        case .easeIn: return bezierValue(x: t, 0.42, 0, 1, 1)
        case .easeOut: return bezierValue(x: t, 0, 0, 0.58, 1)
        case .easeInOut: return bezierValue(x: t, 0.42, 0, 0.58, 1)
        case let .cubicBezier(x1, y1, x2, y2): return bezierValue(x: t, x1, y1, x2, y2)
        }
    }
}

/// The y of a unit cubic Bézier at a given x: solves x(s) = x for the curve parameter s by
/// Newton's method, falling back to bisection where the slope is too flat.
func bezierValue(x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }
    func slope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }
    var s = x
    for _ in 0..<8 {
        let error = coordinate(s, x1, x2) - x
        if abs(error) < 1e-7 { return coordinate(s, y1, y2) }
        let d = slope(s, x1, x2)
        if abs(d) < 1e-6 { break }
        s -= error / d
    }
    var low = 0.0, high = 1.0
    s = x
    for _ in 0..<40 {
        let value = coordinate(s, x1, x2)
        if abs(value - x) < 1e-7 { break }
        if value < x { low = s } else { high = s }
        s = (low + high) / 2
    }
    return coordinate(s, y1, y2)
}
