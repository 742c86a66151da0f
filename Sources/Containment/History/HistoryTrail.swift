/// A window's history as plain values, for state restoration to store and give back: each move
/// names its container and the controllers of its two places by their paths from the window's
/// root view controller, with the places' values and titles.
///
/// A path is a list of steps from the root view controller, as UIKit's restoration identifier
/// paths: a child's ``ViewController/restorationIdentifier`` when it has one no sibling shares,
/// else its index among its parent's `children` (`"2"`); `"presented"` for the controller
/// presented by the one reached so far. With identifiers, a path leads to the same controller in
/// a hierarchy restored from scratch, whatever order its children were made in.
/// A controller that is in no window (one popped, kept only by the forward list) has no path:
/// its place cannot come back, so ``Window/historyTrail`` leaves its move out.
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
    /// store: the moves whose places are all in the window (a move to or from a page that was
    /// popped or dismissed is left out, as its controller cannot be restored).
    /// ``encodeRestorableState(with:)`` stores it with the controller tree.
    public var historyTrail: HistoryTrail { historyTrail(keeping: { _ in true }) }

    /// The trail of the moves whose container and controllers all pass `isKept` (state
    /// restoration keeps those its saved tree brings back).
    func historyTrail(keeping isKept: (ViewController) -> Bool) -> HistoryTrail {
        func move(_ item: BackForwardListItem) -> HistoryTrail.Move? {
            guard let container = item.container, isKept(container),
                  (item.before.held + item.after.held).allSatisfy({ $0.controller.map(isKept) ?? false }) else { return nil }
            return trailMove(item)
        }
        return HistoryTrail(backList: backList.compactMap(move), forwardList: forwardList.compactMap(move))
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
        // A place with a controller in no window (one popped, kept only by the forward list)
        // could not come back: its move is left out, so a trail restored into a window restored
        // from the same state is the trail saved.
        func place(_ state: HistoryState, title: String?) -> HistoryTrail.Place? {
            var paths: [[String]] = []
            for held in state.held {
                guard let controller = held.controller, let found = self.path(to: controller) else { return nil }
                paths.append(found)
            }
            return HistoryTrail.Place(viewControllers: paths, value: state.value, title: title)
        }
        guard let before = place(item.before, title: item.beforeTitle), let after = place(item.after, title: item.afterTitle)
        else { return nil }
        return HistoryTrail.Move(container: path, isPresentation: item.kind == .presentation, before: before, after: after)
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
                if let identifier = node.restorationIdentifier, !identifier.isEmpty, identifier != HistoryTrail.presentedStep,
                   parent.children.filter({ $0.restorationIdentifier == identifier }).count == 1 {
                    steps.append(identifier)
                } else {
                    steps.append(String(index))
                }
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
            } else if let child = node.children.first(where: { $0.restorationIdentifier == step }) {
                node = child
            } else {
                guard let index = Int(step), node.children.indices.contains(index) else { return nil }
                node = node.children[index]
            }
        }
        return node
    }
}

extension HistoryTrail {
    /// The trail as a property-list value, for a ``UserActivity``'s `userInfo` (state
    /// restoration stores it beside the window's controller tree): a dictionary with the back
    /// and forward lists, each move a dictionary of its container's path, whether it is a
    /// presentation, and its two places (paths, value, title).
    public var propertyListValue: PropertyListValue {
        func place(_ place: Place) -> PropertyListValue {
            var entries: [String: PropertyListValue] = [
                "viewControllers": .array(place.viewControllers.map { path in path.map { .array($0.map(PropertyListValue.string)) } ?? .array([]) }),
                "present": .array(place.viewControllers.map { .bool($0 != nil) }),
                "value": .integer(place.value),
            ]
            if let title = place.title { entries["title"] = .string(title) }
            return .dictionary(entries)
        }
        func move(_ move: Move) -> PropertyListValue {
            .dictionary([
                "container": .array(move.container.map(PropertyListValue.string)),
                "isPresentation": .bool(move.isPresentation),
                "before": place(move.before),
                "after": place(move.after),
            ])
        }
        return .dictionary(["back": .array(backList.map(move)), "forward": .array(forwardList.map(move))])
    }

    /// A trail read back from ``propertyListValue``; `nil` for a value of another shape (a
    /// stale or corrupt state file), never a trap.
    public init?(propertyListValue value: PropertyListValue) {
        func place(_ value: PropertyListValue?) -> Place? {
            guard let entries = value?.dictionaryValue, let paths = entries["viewControllers"]?.arrayValue,
                  let present = entries["present"]?.arrayValue, present.count == paths.count,
                  let number = entries["value"]?.intValue else { return nil }
            var controllers: [[String]?] = []
            for (path, isPresent) in zip(paths, present) {
                guard let steps = path.stringArrayValue, let isPresent = isPresent.boolValue else { return nil }
                controllers.append(isPresent ? steps : nil)
            }
            return Place(viewControllers: controllers, value: number, title: entries["title"]?.stringValue)
        }
        func move(_ value: PropertyListValue) -> Move? {
            guard let entries = value.dictionaryValue, let container = entries["container"]?.stringArrayValue,
                  let isPresentation = entries["isPresentation"]?.boolValue,
                  let before = place(entries["before"]), let after = place(entries["after"]) else { return nil }
            return Move(container: container, isPresentation: isPresentation, before: before, after: after)
        }
        guard let entries = value.dictionaryValue, let back = entries["back"]?.arrayValue, let forward = entries["forward"]?.arrayValue
        else { return nil }
        var backList: [Move] = []
        for value in back {
            guard let decoded = move(value) else { return nil }
            backList.append(decoded)
        }
        var forwardList: [Move] = []
        for value in forward {
            guard let decoded = move(value) else { return nil }
            forwardList.append(decoded)
        }
        self.init(backList: backList, forwardList: forwardList)
    }
}
