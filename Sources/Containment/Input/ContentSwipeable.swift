/// A view whose own content a two-finger touchpad swipe moves, before any container around it
/// (``InputArbitration`` rule 2a): a table's row sliding aside to reveal its swipe actions, as
/// UIKit's table takes a horizontal swipe on a row before the navigation controller's pop.
/// Internal to the core: the library's content views adopt it in files of their own.
@MainActor
protocol ContentSwipeable: View {
    /// Whether a swipe starting as `start` would move the view's content (a row under the
    /// fingers with actions on the side the swipe reveals). Asked when the owner of a scroll is
    /// picked: changes nothing.
    func canBeginContentSwipe(_ start: SwipeStart) -> Bool

    /// Begins moving the content and returns what moves it, or `nil`, having changed nothing.
    func beginContentSwipe(_ start: SwipeStart) -> SwipeDrive?
}
