/// A window's history as plain values, for state restoration to store and give back: each move
/// names its container and the controllers of its two places by their paths from the window's
/// root view controller, with the places' values and titles.
///
/// A path is a list of steps from the root view controller: a child's index among its parent's
/// `children` (`"2"`), or `"presented"` for the controller presented by the one reached so far.
/// A controller that is in no window (one popped, kept only by the forward list) has no path:
/// its place cannot come back, and its move is left out when the trail is restored.
/// `Window.restoreHistory(from:)` resolves the paths against the controllers the window holds
/// then, so it is given back after the window's hierarchy was restored.
public struct HistoryTrail: Codable, Equatable, Sendable {
    /// One place of a move, as plain values.
    public struct Place: Codable, Equatable, Sendable {
        /// The paths of the place's controllers (`nil` for one in no window).
        public var viewControllers: [[String]?]
        /// The container's value for the place (``HistoryState/value``).
        public var value: Int
        /// The title shown for the place.
        public var title: String?

        /// Creates a place.
        public init(viewControllers: [[String]?], value: Int, title: String?) {
            self.viewControllers = viewControllers
            self.value = value
            self.title = title
        }
    }

    /// One move, as plain values.
    public struct Move: Codable, Equatable, Sendable {
        /// The path of the container that moved (for a presentation, the presenting controller).
        public var container: [String]
        /// Whether the move is a presentation or a dismissal rather than a container's move.
        public var isPresentation: Bool
        /// Where the container was before the move.
        public var before: Place
        /// Where the move took the container.
        public var after: Place

        /// Creates a move.
        public init(container: [String], isPresentation: Bool, before: Place, after: Place) {
            self.container = container
            self.isPresentation = isPresentation
            self.before = before
            self.after = after
        }
    }

    /// The back list, oldest first.
    public var backList: [Move]
    /// The forward list, nearest first.
    public var forwardList: [Move]

    /// Creates a trail.
    public init(backList: [Move] = [], forwardList: [Move] = []) {
        self.backList = backList
        self.forwardList = forwardList
    }

    /// The path step of a presented controller.
    public static let presentedStep = "presented"
}

extension Window {
    /// The window's history as plain values (see ``HistoryTrail``), for state restoration to
    /// store.
    public var historyTrail: HistoryTrail {
        HistoryTrail(backList: backList.compactMap(trailMove), forwardList: forwardList.compactMap(trailMove))
    }

    /// Replaces the window's history with `trail`, stored earlier from ``historyTrail``: each
    /// move whose container and places resolve among the controllers the window holds now comes
    /// back; the others are left out, as dead moves are. Give it back after the hierarchy was
    /// restored.
    public func restoreHistory(from trail: HistoryTrail) {
        let back = trail.backList.compactMap { historyItem(from: $0, isForward: false) }
        let forward = trail.forwardList.compactMap { historyItem(from: $0, isForward: true) }
        backForwardHistory.replace(back: back, forward: forward)
    }

    private func trailMove(_ item: BackForwardListItem) -> HistoryTrail.Move? {
        guard let container = item.container, let path = path(to: container) else { return nil }
        func place(_ state: HistoryState, title: String?) -> HistoryTrail.Place {
            HistoryTrail.Place(viewControllers: state.held.map { $0.controller.flatMap(path(to:)) }, value: state.value, title: title)
        }
        return HistoryTrail.Move(container: path, isPresentation: item.kind == .presentation,
                                 before: place(item.before, title: item.beforeTitle), after: place(item.after, title: item.afterTitle))
    }

    private func historyItem(from move: HistoryTrail.Move, isForward: Bool) -> BackForwardListItem? {
        guard let container = controller(at: move.container) else { return nil }
        func state(_ place: HistoryTrail.Place) -> HistoryState? {
            var controllers: [ViewController] = []
            for path in place.viewControllers {
                guard let path, let controller = controller(at: path) else { return nil }
                controllers.append(controller)
            }
            return HistoryState(viewControllers: controllers, value: place.value)
        }
        guard let before = state(move.before), let after = state(move.after) else { return nil }
        guard move.isPresentation || container is ContainerHistoryRestoring else { return nil }
        let item = BackForwardListItem(container: container, kind: move.isPresentation ? .presentation : .container,
                                       before: before, after: isForward ? after.pinned(true) : after,
                                       beforeTitle: move.before.title, afterTitle: move.after.title)
        item.isForward = isForward
        return item
    }

    /// The path of `controller` from the root view controller, or `nil` when it is not in this
    /// window.
    func path(to controller: ViewController) -> [String]? {
        var steps: [String] = []
        var node = controller
        for _ in 0..<10_000 {
            if let parent = node.parent {
                guard let index = parent.children.firstIndex(where: { $0 === node }) else { return nil }
                steps.append(String(index))
                node = parent
            } else if let presenter = node.ownPresentingViewController {
                steps.append(HistoryTrail.presentedStep)
                node = presenter
            } else {
                return node.windowOfRoot === self ? steps.reversed() : nil
            }
        }
        return nil
    }

    /// The controller at `path` from the root view controller, if there is one.
    func controller(at path: [String]) -> ViewController? {
        guard var node = rootViewController else { return nil }
        for step in path {
            if step == HistoryTrail.presentedStep {
                guard let presented = node.ownPresentedViewController else { return nil }
                node = presented
            } else {
                guard let index = Int(step), node.children.indices.contains(index) else { return nil }
                node = node.children[index]
            }
        }
        return node
    }
}
