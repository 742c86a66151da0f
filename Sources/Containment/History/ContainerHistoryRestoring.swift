/// A container whose moves go into its window's back-and-forward history, as a browser's pages
/// do: the library's navigation, tab bar, page, split view and drawer controllers adopt it, each
/// in a file of its own, and so can an app's own container. Nothing central lists the
/// containers.
///
/// A container reports each move right where it changes what it shows, with
/// ``recordHistoryMove(from:to:isBackward:)``: the place it was at and the place it goes to, as
/// ``HistoryState`` values. When the user goes back (`Window.goBack()`, Alt+Left, the mouse's
/// back button, the back button's menu) the window hands the container the place to go back to
/// in ``restoreHistoryState(_:animated:)``, and the place it went to when the user goes forward
/// again. The container goes there through its own animated API, so its callbacks come in
/// UIKit's order and balanced, exactly as when the app asks; the history records none of the
/// moves it makes itself.
///
/// ```swift
/// extension SidebarController: ContainerHistoryRestoring {
///     func setSidebarShownFromUser(_ shown: Bool) {
///         let before = HistoryState(value: isSidebarShown ? 1 : 0)
///         setSidebarShown(shown)
///         recordHistoryMove(from: before, to: HistoryState(value: shown ? 1 : 0))
///     }
///
///     func restoreHistoryState(_ state: HistoryState, animated: Bool) -> Bool {
///         let shown = state.value == 1
///         guard shown != isSidebarShown else { return false }
///         setSidebarShown(shown)
///         return true
///     }
/// }
/// ```
@MainActor
public protocol ContainerHistoryRestoring: ViewController {
    /// Goes to `state`, one of the places this container reported, through the container's own
    /// API (animated when `animated`), and returns whether it moved. Returns `false`, changing
    /// nothing, when it already shows that place or cannot reach it (a controller it needs has
    /// gone elsewhere): the history then skips the move, as a browser skips a page that is gone.
    func restoreHistoryState(_ state: HistoryState, animated: Bool) -> Bool
}

extension ContainerHistoryRestoring {
    /// Tells the window's history that this container moved from `before` to `after` (a push, a
    /// tab switch, a page turned, a drawer opened), as a browser adds a page to its back list.
    /// The move drops the forward list. Ignored when the two places are the same, when this
    /// container is in no window, while the window's history is going back or forward itself,
    /// and inside `Window.performWithoutHistory(_:)`. A move that takes back the last one
    /// removes that one instead, as a browser's back button does.
    ///
    /// Pass `isBackward` for a move back inside the container (a pop, a panel hidden): it is
    /// not a new place, and only takes out of the back list the move it takes back (the latest
    /// one of this container from `after` to `before`), so that going back never shows again
    /// what the user just left.
    public func recordHistoryMove(from before: HistoryState, to after: HistoryState, isBackward: Bool = false) {
        WindowHistory.record(container: self, kind: .container, before: before, after: after, isBackward: isBackward)
    }
}
