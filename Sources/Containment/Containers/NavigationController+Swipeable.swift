/// A two-finger swipe that moves the content away from the leading edge (right, or left in a
/// right-to-left layout) pops interactively, from anywhere on the view, as libhandy's
/// `HdyDeck` and GNOME apps go back: the top controller follows the fingers and the release
/// decides, as the edge pan does (``interactivePopGestureRecognizer`` gives its settings and
/// its edge priority; see ``InputArbitration``).
extension NavigationController: Swipeable {}
