/// A two-finger swipe along ``navigationOrientation`` turns to the neighbouring page, following
/// the fingers, as libhandy's `HdyCarousel` does; released, it turns or springs back by the one
/// rule of every drag. There is nothing to swipe to past the first or last page, so the swipe
/// then goes to a container further out (``panGestureRecognizer`` gives its settings; see
/// ``InputArbitration``).
extension PageViewController: Swipeable {}
