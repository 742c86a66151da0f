import Containment

/// The invariants of a controller tree in a window, shared by the core fuzzer and the GTK fault
/// tests. Each check returns the first violation found, or `nil`.
///
/// Always: every child's parent is the controller listing it, and it is listed once; a shown
/// child's view lies inside its parent's view; every controller-owned view in the window sits
/// under the view of that controller's parent (or is the root's, or a presented controller's).
/// At quiescence (nothing animating, no gesture held): nothing is in flight, a controller is
/// appeared exactly when its view is in the visible window and not hidden, and input is not
/// ignored.
@MainActor
public enum HierarchyChecker {
    /// Every controller reachable from the window: the root and what it presents, their children,
    /// and what containers hold off screen (stack members, menu rows made so far, tabs, drawers).
    public static func controllers(in window: Window) -> [ViewController] {
        var seen: Set<ObjectIdentifier> = []
        var found: [ViewController] = []
        func visit(_ controller: ViewController) {
            guard seen.insert(ObjectIdentifier(controller)).inserted else { return }
            found.append(controller)
            var next = controller.children
            if let menu = controller as? SlidingMenuController { next += menu.menuTitles.indices.compactMap(menu.viewControllerIfLoaded(at:)) }
            if let tabs = controller as? TabBarController { next += tabs.viewControllers ?? [] }
            if let stack = controller as? NavigationController { next += stack.viewControllers }
            if let drawer = controller as? DrawerController {
                next += [drawer.leftDrawerViewController, drawer.rightDrawerViewController].compactMap { $0 }
            }
            if let presented = controller.presentedViewController { next.append(presented) }
            next.forEach(visit)
        }
        if let root = window.rootViewController { visit(root) }
        return found
    }

    /// Parentage and the view tree.
    public static func checkStructure(_ controllers: [ViewController], in window: Window) -> String? {
        // Every listing points back (`child.parent === c`), so a child cannot be listed by two
        // parents; listed exactly once by its own parent is then all there is to check.
        for c in controllers {
            for child in c.children where child.parent !== c {
                return "\(child.debugName) is in the children of \(c.debugName) but its parent is \(child.parent?.debugName ?? "nil")"
            }
            if let parent = c.parent {
                var listings = 0
                for sibling in parent.children where sibling === c { listings += 1 }
                if listings != 1 { return "\(c.debugName) is listed \(listings) times in the children of its parent \(parent.debugName)" }
                if let view = c.viewIfLoaded, view.superview != nil, let parentView = parent.viewIfLoaded, !view.isDescendant(of: parentView) {
                    return "the view of \(c.debugName) is shown outside the view of its parent \(parent.debugName)"
                }
            }
        }
        return checkViewTree(window, owner: nil, window)
    }

    /// Every controller-owned view in the window lies under its parent's view.
    private static func checkViewTree(_ view: View, owner: ViewController?, _ window: Window) -> String? {
        var owner = owner
        if let controller = view.owningViewController {
            let placedRight = controller.parent === owner
                || (owner == nil && (controller.windowOfRoot === window || controller.presentingViewController != nil))
            if !placedRight {
                return "the view of \(controller.debugName) is inside the view of \(owner?.debugName ?? "the window") but its parent is \(controller.parent?.debugName ?? "nil")"
            }
            owner = controller
        }
        for subview in view.subviews {
            if let violation = checkViewTree(subview, owner: owner, window) { return violation }
        }
        return nil
    }

    /// What must hold once nothing moves.
    public static func checkQuiescent(_ controllers: [ViewController], in window: Window) -> String? {
        let visible = window.isVisible
        for c in controllers {
            if c.appearanceState.isInFlight { return "\(c.debugName) is still \(c.appearanceState.rawValue) with nothing animating (unbalanced)" }
            let shown = visible && c.viewIfLoaded.map { $0.window === window && !isHidden($0) } ?? false
            if shown != (c.appearanceState == .appeared) {
                return "\(c.debugName) is \(c.appearanceState.rawValue) but its view is \(shown ? "" : "not ")in the visible window"
            }
        }
        if Application.shared.isIgnoringInteractionEvents { return "input is still ignored with nothing animating" }
        return nil
    }

    /// Whether `view` or one of its superviews is hidden (as a closed drawer's view is).
    static func isHidden(_ view: View) -> Bool {
        var node: View? = view
        while let current = node {
            if current.isHidden { return true }
            node = current.superview
        }
        return false
    }

    /// Everything at once for a window at rest, with the callbacks `ledger` recorded: the
    /// structure, quiescence, and the four-state machine (no violation by a controller the
    /// ledger adopted or the window holds, the model agreeing with each controller's state).
    public static func checkAtRest(_ window: Window, ledger: AppearanceLedger) -> String? {
        let all = controllers(in: window)
        let relevant = ledger.adopted.union(all.map(ObjectIdentifier.init))
        if let violation = ledger.violations(among: relevant).first { return "four-state machine: \(violation)" }
        for c in all where ledger.state(of: c) != c.appearanceState {
            return "\(c.debugName) reports \(c.appearanceState.rawValue) but its callbacks say \(ledger.state(of: c).rawValue)"
        }
        return checkStructure(all, in: window) ?? checkQuiescent(all, in: window)
    }
}
