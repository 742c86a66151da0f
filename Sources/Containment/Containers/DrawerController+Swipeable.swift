/// A two-finger swipe opens the drawer its direction reveals and closes the open one, as
/// libhandy's `HdyFlap` follows the touchpad, where ``closeDrawerGestureModes`` and
/// ``openDrawerGestureModes`` allow a pan there; it follows the fingers and is released by the
/// pan's rule. A docked left drawer takes none. Its edge priority is the bezel's
/// (``bezelRange``), after a navigation controller's edge pop (see ``InputArbitration``).
extension DrawerController: Swipeable {
    /// The drawer's pan recognizer: its settings (enabled, delegate, failure requirements, the
    /// bezel's edge priority) are the swipes' too.
    public var swipeGestureRecognizer: GestureRecognizer { panRecognizer }

    /// Whether the drawer slides or is dragged (by a pointer, a swipe or the app).
    public var isTransitioningForSwipe: Bool { !phase.isResting }

    /// The slide a swipe starting as `start` drives: towards the drawer its direction reveals, or
    /// towards closed for the open drawer, when the gesture modes allow it there.
    private func swipeTarget(_ start: SwipeStart) -> DrawerSide? {
        guard start.axis == .horizontal, start.translation != 0, isViewLoaded, !isLeftDrawerDocked else { return nil }
        let sides = candidateSides(at: view.convert(start.location, from: nil), bezelOnly: false)
        let engaged = revealedSide != .none ? revealedSide : openSide
        // Left to right, as offsets are: a mirrored swipe is reflected.
        let translation = directionSign * start.translation
        if engaged == .none {
            let wanted: DrawerSide = translation > 0 ? .left : .right
            return sides.contains(wanted) ? wanted : nil
        }
        let closing = engaged == .left ? translation < 0 : translation > 0
        return closing && sides.contains(engaged) ? DrawerSide.none : nil
    }

    /// Whether the swipe would open the drawer its direction reveals, or close the open one.
    public func canBeginSwipe(_ start: SwipeStart) -> Bool { swipeTarget(start) != nil }

    /// Begins the driven slide; the drive follows the fingers until the swipe's stop releases
    /// it by the pan's rule. A drive outlives its slide when something else ended it: it then
    /// moves nothing.
    public func beginSwipe(_ start: SwipeStart) -> SwipeDrive? {
        guard let target = swipeTarget(start), let moving = beginDrivenSlide(to: target, by: .touchpad(opens: target != .none)) else { return nil }
        let generation = slideGeneration
        let isCurrent = { [weak self] in self.map { $0.phase.drag?.side == moving && $0.slideGeneration == generation } ?? false }
        return SwipeDrive(
            update: { [weak self] translation in
                guard isCurrent(), let self else { return }
                followDrag(translationX: directionSign * translation)
            },
            finish: { [weak self] velocity in
                guard isCurrent(), let self else { return }
                finishPan(velocityX: directionSign * velocity)
            })
    }
}
