/// One place a container can be at, as the window's history keeps it: the controllers the
/// container shows there (the last is the one the user sees) and a plain value that tells the
/// container's places apart (a stack's depth, a tab's index, a drawer's side, a page turn's
/// direction). A container makes two for each move it reports
/// (``ContainerHistoryRestoring/recordHistoryMove(from:to:isBackward:)``) and is handed one back to go to
/// when the user goes back or forward (``ContainerHistoryRestoring/restoreHistoryState(_:animated:)``).
///
/// The history keeps the controllers weakly, as UIKit's containers own them, so a controller a
/// container drops is freed as it would be without a history; a place whose controllers are gone
/// is skipped. Only a place the user can go forward to again (what `Window.goBack()` took away)
/// keeps its controllers, as a browser keeps the pages of its forward list, until a new move
/// drops the forward list.
///
/// A window keeps its places as plain values for state restoration in ``HistoryTrail``.
@MainActor
public struct HistoryState {
    /// A controller of a place: weak, and strong while the place is pinned.
    struct Held {
        weak var controller: ViewController?
        var kept: ViewController?
    }

    var held: [Held]
    /// The plain value that tells the container's places apart.
    public let value: Int

    /// A place showing `viewControllers` (the last is the one on screen), told apart by `value`.
    public init(viewControllers: [ViewController] = [], value: Int = 0) {
        held = viewControllers.map { Held(controller: $0, kept: nil) }
        self.value = value
    }

    /// The controllers of the place still alive, in the order given.
    public var viewControllers: [ViewController] { held.compactMap(\.controller) }

    /// The controller on screen in this place (the last one), if alive.
    public var shownViewController: ViewController? { held.last?.controller }

    /// Whether every controller of the place is still alive.
    var isIntact: Bool { held.allSatisfy { $0.controller != nil } }

    /// Whether this place is `other` (the same controllers, the same value).
    func isSame(as other: HistoryState) -> Bool {
        guard value == other.value, held.count == other.held.count, isIntact, other.isIntact else { return false }
        return zip(held, other.held).allSatisfy { $0.controller === $1.controller }
    }

    /// This place with its controllers kept alive (`true`) or weak again (`false`).
    func pinned(_ keep: Bool) -> HistoryState {
        var copy = self
        for index in copy.held.indices { copy.held[index].kept = keep ? copy.held[index].controller : nil }
        return copy
    }
}
