/// A two-finger swipe that moves the content away from the leading edge (right, or left in a
/// right-to-left layout) pops interactively, from anywhere on the view, as libhandy's
/// `HdyDeck` and GNOME apps go back: the top controller follows the fingers and the release
/// decides, as the edge pan does (``interactivePopGestureRecognizer`` gives its settings and
/// its edge priority; see ``InputArbitration``).
extension NavigationController: Swipeable {
    /// The edge pan's recognizer: its settings (enabled, delegate, failure requirements, edge
    /// priority) are the swipes' too.
    public var swipeGestureRecognizer: GestureRecognizer { interactivePopGestureRecognizer }

    /// Whether a push, a pop or a custom transition runs (animating or dragged).
    public var isTransitioningForSwipe: Bool { !phase.isIdle }

    /// Whether the swipe moves the content away from the leading edge while there is a
    /// controller to go back to and the stack shows.
    public func canBeginSwipe(_ start: SwipeStart) -> Bool {
        start.axis == .horizontal && NavigationSlide.sign(isSlideMirrored) * start.translation > 0 && stack.count > 1
            && isViewLoaded && appearanceState == .appeared
    }

    /// Begins an interactive pop; the drive moves it along the axis until the swipe's stop
    /// releases it.
    public func beginSwipe(_ start: SwipeStart) -> SwipeDrive? {
        guard canBeginSwipe(start), !isTransitioningForSwipe, beginInteractivePop(), let pop = phase.interactivePop else { return nil }
        // A drive outlives its pop when something else ended it: it then moves nothing.
        return SwipeDrive(
            update: { [weak self] translation in
                guard let self, self.phase.interactivePop === pop else { return }
                self.popTransition.distance = self.popDistance
                self.popTransition.update(translation: NavigationSlide.sign(self.isSlideMirrored) * translation)
            },
            finish: { [weak self] velocity in
                guard let self, self.phase.interactivePop === pop else { return }
                self.popTransition.finish(velocity: NavigationSlide.sign(self.isSlideMirrored) * velocity)
            })
    }
}
