/// A window's back-and-forward history: the moves the user made in its containers, wherever
/// they were, as a browser keeps the pages of one tab. The rule, in order:
///
/// 1. A container reports a move (``ContainerHistoryRestoring/recordHistoryMove(from:to:isBackward:)``,
///    or a presentation) where it changes what it shows. The move drops the forward list; a
///    move that takes back the last one removes it instead; otherwise it goes at the end of the
///    back list (at most ``maximumCount`` moves are kept, the oldest go first).
///    A move back inside a container (a pop, a drawer closed, a dismissal) is not a new place,
///    as a browser's back button adds no page: it removes the move it takes back (the latest
///    one of that container from its place to where it was), and is not recorded otherwise, so
///    that going back never pushes again what the user just popped.
/// 2. Nothing is recorded while the history goes back or forward itself, nor inside
///    `Window.performWithoutHistory(_:)`.
/// 3. Going back hands the last move's container the place before the move; going forward,
///    the place after it. The container goes there through its own animated API.
/// 4. A move whose container left the window, or whose place lost a controller, is dead: it is
///    dropped when the history is next asked or told anything, and skipped on the way back. A
///    move the container declines (it is there already, or cannot get there) is skipped too.
/// 5. A move under a presented controller waits: while something is presented over its
///    container, the window cannot go back to it (the presentation is modal), and Alt+Left goes
///    to the keys' other owners.
///
/// Controllers are held weakly, except those of the places in the forward list, which only the
/// history can show again (as a browser keeps its forward pages).
@MainActor
final class WindowHistory {
    /// The most moves kept in the back list.
    static let maximumCount = 100

    /// The back list, oldest first (the last is where going back goes).
    private(set) var back: [BackForwardListItem] = []
    /// The forward list as a stack: the last is where going forward goes.
    private(set) var forward: [BackForwardListItem] = []
    /// How many replays and `performWithoutHistory` bodies are running: nothing is recorded.
    private var suspension = 0

    // MARK: Recording

    /// Records a move of `container` into its window's history (see the rule).
    static func record(
        container: ViewController, kind: BackForwardListItem.Kind, before: HistoryState, after: HistoryState, isBackward: Bool = false
    ) {
        guard !before.isSame(as: after), let window = container.presentationWindow else { return }
        window.backForwardHistory.record(container: container, kind: kind, before: before, after: after, isBackward: isBackward, in: window)
    }

    private func record(
        container: ViewController, kind: BackForwardListItem.Kind, before: HistoryState, after: HistoryState, isBackward: Bool, in window: Window
    ) {
        guard suspension == 0 else { return }
        prune(in: window)
        forward.removeAll()
        func takesBack(_ item: BackForwardListItem) -> Bool {
            item.container === container && item.kind == kind && item.before.isSame(as: after) && item.after.isSame(as: before)
        }
        if isBackward {
            if let index = back.lastIndex(where: takesBack) { back.remove(at: index) }
            return
        }
        if let last = back.last, takesBack(last) {
            back.removeLast()
            return
        }
        let fallback = Self.displayTitle(of: container)
        back.append(BackForwardListItem(
            container: container, kind: kind, before: before, after: after,
            beforeTitle: before.shownViewController.flatMap(Self.displayTitle) ?? fallback,
            afterTitle: after.shownViewController.flatMap(Self.displayTitle) ?? fallback))
        if back.count > Self.maximumCount { back.removeFirst(back.count - Self.maximumCount) }
    }

    /// Runs `body` with recording off.
    func withoutRecording<Result>(_ body: () throws -> Result) rethrows -> Result {
        suspension += 1
        defer { suspension -= 1 }
        return try body()
    }

    // MARK: Reading

    /// The live back list, oldest first.
    func backList(in window: Window) -> [BackForwardListItem] {
        prune(in: window)
        return back
    }

    /// The live forward list, nearest first.
    func forwardList(in window: Window) -> [BackForwardListItem] {
        prune(in: window)
        return forward.reversed()
    }

    func canGoBack(in window: Window) -> Bool {
        prune(in: window)
        return back.last.map { isReachable($0, in: window) } ?? false
    }

    func canGoForward(in window: Window) -> Bool {
        prune(in: window)
        return forward.last.map { isReachable($0, in: window) } ?? false
    }

    // MARK: Going back and forward

    /// Takes back the last move that can be (see the rule); returns whether one was.
    func goBack(in window: Window, animated: Bool) -> Bool {
        prune(in: window)
        while let item = back.last {
            guard isReachable(item, in: window) else { return false }
            back.removeLast()
            // Kept before the container lets go of them: a pop without animation frees at once.
            item.after = item.after.pinned(true)
            guard replay(item, to: item.before, animated: animated) else { continue }
            item.isForward = true
            forward.append(item)
            return true
        }
        return false
    }

    /// Makes again the move last taken back that can be; returns whether one was.
    func goForward(in window: Window, animated: Bool) -> Bool {
        prune(in: window)
        while let item = forward.last {
            guard isReachable(item, in: window) else { return false }
            forward.removeLast()
            guard replay(item, to: item.after, animated: animated) else { continue }
            item.isForward = false
            item.after = item.after.pinned(false)
            back.append(item)
            return true
        }
        return false
    }

    /// Goes back or forward until `item` is where going back (forward) last went: every move
    /// on the way at once, the last one animated. Returns whether the item was reached.
    func go(to item: BackForwardListItem, in window: Window) -> Bool {
        prune(in: window)
        if back.contains(where: { $0 === item }) {
            while let last = back.last, last !== item {
                guard goBack(in: window, animated: false) else { return false }
            }
            return back.last === item && goBack(in: window, animated: true) && item.isForward
        }
        if forward.contains(where: { $0 === item }) {
            while let last = forward.last, last !== item {
                guard goForward(in: window, animated: false) else { return false }
            }
            return forward.last === item && goForward(in: window, animated: true) && !item.isForward
        }
        return false
    }

    private func replay(_ item: BackForwardListItem, to state: HistoryState, animated: Bool) -> Bool {
        guard let container = item.container else { return false }
        return withoutRecording {
            switch item.kind {
            case .container:
                (container as? ContainerHistoryRestoring)?.restoreHistoryState(state, animated: animated) ?? false
            case .presentation:
                container.restorePresentation(state, animated: animated)
            }
        }
    }

    // MARK: Liveness

    /// Drops the dead moves (rule 4): their container left `window`, or the place they lead to
    /// lost a controller.
    func prune(in window: Window) {
        back.removeAll { !isLive($0, in: window) }
        forward.removeAll { !isLive($0, in: window) }
    }

    /// Replaces both lists (a restored trail); the back list oldest first, the forward list
    /// nearest first.
    func replace(back: [BackForwardListItem], forward: [BackForwardListItem]) {
        self.back = Array(back.suffix(Self.maximumCount))
        self.forward = forward.reversed()
    }

    /// Drops every move (the window's root controller changed).
    func removeAll() {
        back.removeAll()
        forward.removeAll()
    }

    private func isLive(_ item: BackForwardListItem, in window: Window) -> Bool {
        guard let container = item.container, container.isInHierarchy(of: window) else { return false }
        return item.target.isIntact
    }

    /// Whether nothing presented covers the item's container (rule 5): its presentation layer is
    /// the front one, or (for a presentation) what it presents is.
    private func isReachable(_ item: BackForwardListItem, in window: Window) -> Bool {
        guard let container = item.container else { return false }
        let front = window.frontmostPresentationLayer
        if container.presentationContext === front { return true }
        guard item.kind == .presentation, let presented = container.ownPresentedViewController else { return false }
        return presented === front && !presented.isBeingPresented && !presented.isBeingDismissed
    }

    // MARK: Titles

    /// What a menu calls a controller: its navigation item's title, else its title, else that
    /// of the child it shows (the last child whose view is in its view), a few levels down.
    static func displayTitle(of controller: ViewController) -> String? {
        var current = controller
        for _ in 0..<16 {
            if let title = current.extras?.navigationItem?.title ?? current.title, !title.isEmpty { return title }
            guard let next = current.children.last(where: { $0.viewIfLoaded?.superview != nil }) ?? current.children.last else { return nil }
            current = next
        }
        return nil
    }
}

extension ViewController {
    /// Whether this controller is in `window`'s tree: its parents lead to the window's root, or
    /// to a controller presented in it.
    func isInHierarchy(of window: Window) -> Bool {
        var node = self
        for _ in 0..<10_000 {
            if let parent = node.parent {
                node = parent
            } else if node.windowOfRoot != nil {
                return node.windowOfRoot === window
            } else if let presenter = node.ownPresentingViewController {
                node = presenter
            } else {
                return false
            }
        }
        return false
    }
}

extension Window {
    /// The controller on top of the window's presentations (not one being dismissed), or the
    /// root view controller.
    var frontmostPresentationLayer: ViewController? {
        guard var controller = rootViewController else { return nil }
        while let presented = controller.ownPresentedViewController, !presented.isBeingDismissed { controller = presented }
        return controller
    }
}
