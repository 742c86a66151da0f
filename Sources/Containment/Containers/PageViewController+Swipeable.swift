/// A two-finger swipe along ``navigationOrientation`` turns to the neighbouring page, following
/// the fingers, as libhandy's `HdyCarousel` does; released, it turns or springs back by the one
/// rule of every drag (it drives the same ``InteractiveTransition`` as the page drag). There is
/// nothing to swipe to past the first or last page, so the swipe then goes to a container
/// further out (see ``InputArbitration``).
extension PageViewController: Swipeable {
    /// The page drag's recognizer: its settings (enabled, delegate, failure requirements) are
    /// the swipes' too.
    public var swipeGestureRecognizer: GestureRecognizer { panGestureRecognizer }

    /// Whether a turn runs (animating, or dragged by a pointer or a swipe).
    public var isTransitioningForSwipe: Bool { runningTurn != nil }

    /// Whether there is a page in the direction the content would move along the orientation
    /// (content moving left or up: the next page).
    public func canBeginSwipe(_ start: SwipeStart) -> Bool {
        guard isViewLoaded, currentPage != nil, let direction = swipeDirection(start) else { return false }
        return neighbour(direction) != nil
    }

    /// Begins a dragged turn towards that page; the drive moves it along the axis (negated for a
    /// forward turn) until the swipe's stop releases it.
    public func beginSwipe(_ start: SwipeStart) -> SwipeDrive? {
        guard runningTurn == nil, let direction = swipeDirection(start), let turn = beginDraggedTurn(direction) else { return nil }
        // A drive outlives its turn when something else ended it: it then moves nothing.
        return SwipeDrive(
            update: { [weak self] translation in
                guard let self, runningTurn === turn, turn.isInteractive else { return }
                dragTransition.distance = pageLength()
                dragTransition.update(translation: towardsTurn(translation, of: turn))
            },
            finish: { [weak self] velocity in
                guard let self, runningTurn === turn, turn.isInteractive else { return }
                dragTransition.finish(velocity: towardsTurn(velocity, of: turn))
            })
    }

    /// The turn a swipe starting as `start` asks for: along the orientation's axis only.
    private func swipeDirection(_ start: SwipeStart) -> NavigationDirection? {
        let axis: SwipeAxis = navigationOrientation == .horizontal ? .horizontal : .vertical
        guard start.axis == axis, start.translation != 0 else { return nil }
        return start.translation < 0 ? .forward : .reverse
    }
}
