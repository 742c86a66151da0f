/// The geometry of a navigation controller's slide: where the incoming and outgoing views stand
/// at a given progress of a push or a pop, as UIKit's default navigation transition (the new
/// view slides in from the right edge; the view it covers moves left by a parallax fraction of
/// the width). Right to left (`mirrored`), everything moves the other way: the new view slides in
/// from the left edge and the covered view moves right.
enum NavigationSlide {
    /// How far, as a fraction of the width, the covered view moves left.
    static let parallax = 0.3

    /// The frame of the view on top of the stack when `progress` of the way off screen to the
    /// trailing side, the right or (`mirrored`) the left (0 fully shown, 1 fully off).
    static func coveringFrame(in bounds: Rect, offscreenProgress progress: Double, mirrored: Bool) -> Rect {
        bounds.offsetBy(dx: sign(mirrored) * bounds.width * clamped(progress), dy: 0)
    }

    /// The frame of the view underneath when `progress` of the way back into place (0 pushed
    /// aside towards the leading side by the parallax, 1 in place).
    static func coveredFrame(in bounds: Rect, revealProgress progress: Double, mirrored: Bool) -> Rect {
        bounds.offsetBy(dx: -sign(mirrored) * bounds.width * parallax * (1 - clamped(progress)), dy: 0)
    }

    /// +1 for a slide that pushes towards the right, -1 mirrored.
    static func sign(_ mirrored: Bool) -> Double { mirrored ? -1 : 1 }

    /// The duration left of a slide of `duration` when `remaining` (0...1) of its distance is
    /// still to go.
    static func remainingDuration(_ duration: Double, remaining: Double) -> Double {
        duration * clamped(remaining)
    }

    static func clamped(_ value: Double) -> Double { min(max(value, 0), 1) }
}
