/// A side of a ``DrawerController``, as MMDrawerController's `MMDrawerSide`.
public enum DrawerSide: String, Sendable, Equatable, CaseIterable {
    /// No drawer (the center alone), as `MMDrawerSideNone`.
    case none
    /// The drawer on the left, revealed by sliding the center to the right.
    case left
    /// The drawer on the right, revealed by sliding the center to the left.
    case right
}

/// The pure timing and decision rules of a drawer's slide, as MMDrawerController computes them.
public enum DrawerMotion {
    /// The shortest slide, as `MMDrawerMinimumAnimationDuration` (0.15 s).
    public static let minimumAnimationDuration = 0.15

    /// How long a slide of `distance` points takes at `velocity` points per second, never less
    /// than ``minimumAnimationDuration``, as MMDrawerController's
    /// `MAX(distance / ABS(velocity), MMDrawerMinimumAnimationDuration)`.
    public static func animationDuration(distance: Double, velocity: Double) -> Double {
        let speed = abs(velocity)
        guard speed > 0, distance.isFinite, speed.isFinite else { return minimumAnimationDuration }
        return max(abs(distance) / speed, minimumAnimationDuration)
    }

    /// How a released pan finishes, as MMDrawerController's
    /// `finishAnimationForPanGestureWithXVelocity:`.
    public struct PanRelease: Equatable, Sendable {
        /// Whether the drawer ends open (`true`) or closed.
        public var opens: Bool
        /// Whether the release was a flick (faster than the threshold), finished in its direction.
        public var isFlick: Bool
    }

    /// Decides how a pan released at `offset` (the center's x: positive when the left drawer
    /// shows, negative for the right) with horizontal velocity `velocityX` finishes for the drawer
    /// on `side` of width `drawerWidth`: faster than `flickThreshold` points per second it
    /// finishes in the direction of the flick; otherwise it opens when more than half of the
    /// drawer shows and closes when less does.
    public static func panRelease(
        side: DrawerSide, offset: Double, velocityX: Double, drawerWidth: Double, flickThreshold: Double
    ) -> PanRelease {
        // Positive speeds point towards opening for both sides.
        let opening: Double
        let shown: Double
        switch side {
        case .left:
            opening = velocityX
            shown = offset
        case .right:
            opening = -velocityX
            shown = -offset
        case .none:
            return PanRelease(opens: false, isFlick: false)
        }
        if opening > flickThreshold { return PanRelease(opens: true, isFlick: true) }
        if opening < -flickThreshold { return PanRelease(opens: false, isFlick: true) }
        return PanRelease(opens: shown > drawerWidth / 2, isFlick: false)
    }
}
