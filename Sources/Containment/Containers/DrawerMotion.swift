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

    /// How far the drawer on `side` of width `drawerWidth` shows with the center at `offset`
    /// (positive when the left drawer shows, negative for the right), as the progress of the
    /// pan's ``InteractiveTransition``: 0 closed, 1 open, not clamped. A drawer of no width counts
    /// as open as soon as it shows at all.
    public static func openingProgress(side: DrawerSide, offset: Double, drawerWidth: Double) -> Double {
        let shown: Double
        switch side {
        case .left: shown = offset
        case .right: shown = -offset
        case .none: return 0
        }
        guard drawerWidth > 0 else { return shown > 0 ? 1 : 0 }
        return shown / drawerWidth
    }

    /// A horizontal velocity (points per second, positive to the right) measured towards opening
    /// the drawer on `side`, the sign ``InteractiveTransition`` expects: the left drawer opens
    /// rightwards, the right drawer leftwards.
    public static func openingVelocity(side: DrawerSide, velocityX: Double) -> Double {
        switch side {
        case .left: velocityX
        case .right: -velocityX
        case .none: 0
        }
    }

    /// How a released pan finishes, as MMDrawerController's
    /// `finishAnimationForPanGestureWithXVelocity:`.
    public struct PanRelease: Equatable, Sendable {
        /// Whether the drawer ends open (`true`) or closed.
        public var opens: Bool
        /// Whether the release was a flick (faster than ``InteractiveTransition/flickVelocity``),
        /// finished in its direction.
        public var isFlick: Bool
    }

    /// Decides how a pan released at `offset` (the center's x: positive when the left drawer
    /// shows, negative for the right) with horizontal velocity `velocityX` finishes for the drawer
    /// on `side` of width `drawerWidth`, with the one rule of every drag
    /// (``InteractiveTransition/completes(progress:velocity:)``): faster than
    /// ``InteractiveTransition/flickVelocity`` it finishes in the direction of the flick;
    /// otherwise it opens when more than half of the drawer shows and closes when less does.
    public static func panRelease(side: DrawerSide, offset: Double, velocityX: Double, drawerWidth: Double) -> PanRelease {
        guard side != .none else { return PanRelease(opens: false, isFlick: false) }
        let velocity = openingVelocity(side: side, velocityX: velocityX)
        let progress = openingProgress(side: side, offset: offset, drawerWidth: drawerWidth)
        return PanRelease(
            opens: InteractiveTransition.completes(progress: progress, velocity: velocity),
            isFlick: InteractiveTransition.isFlick(velocity: velocity))
    }
}
