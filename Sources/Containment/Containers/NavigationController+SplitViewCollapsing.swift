/// UIKit's default collapse behaviour: a navigation controller as a split view's primary takes
/// the secondary onto its stack when the split view collapses and gives it back when it separates.
extension NavigationController: SplitViewCollapsing {
    /// Takes in the split view's secondary without animation, as UIKit does when a split view
    /// collapses onto a navigation controller, so that the collapsed split view is one stack
    /// under one bar.
    ///
    /// A plain secondary is pushed. A secondary that is itself a navigation controller (the usual
    /// wrapping of a detail) is not nested: its controllers move over, bottom to top, onto this
    /// stack (each gets `willMove(toParent: nil)`, `didMove(toParent: nil)` from the secondary,
    /// then `willMove(toParent:)`, `didMove(toParent:)` here), and the emptied navigation
    /// controller is kept to hold them again when the split view separates. A tab bar controller
    /// cannot go on a stack: it is left alone, and the split view keeps it aside.
    public func collapseSecondaryViewController(_ secondaryViewController: ViewController, for splitViewController: SplitViewController) {
        // A new collapse: what an earlier one recorded (when the delegate supplied the
        // secondary on separation) no longer says anything.
        collapsedSecondary = nil
        if let secondaryNavigation = secondaryViewController as? NavigationController {
            takeStack(of: secondaryNavigation, animated: false)
            return
        }
        if secondaryViewController is TabBarController { return }
        pushViewController(secondaryViewController, animated: false)
    }

    /// Gives back the secondary as the split view separates, as UIKit's
    /// `separateSecondaryViewController(for:)`, without animation.
    ///
    /// When the collapse (or a detail shown while collapsed) moved a navigation controller's
    /// controllers onto this stack, every controller above this stack's own ones is popped and
    /// returned inside that navigation controller (a new one if it has been given another parent
    /// meanwhile), so the secondary keeps its bar. Otherwise the top controller is popped and
    /// returned when the stack holds more than its root. Returned controllers are fully removed
    /// from this stack; `nil` when there is nothing to give.
    public func separateSecondaryViewController(for splitViewController: SplitViewController) -> ViewController? {
        if let record = collapsedSecondary {
            collapsedSecondary = nil
            return separateStack(recordedIn: record)
        }
        guard viewControllers.count > 1 else { return nil }
        return popViewController(animated: false)
    }

    /// Moves the controllers of `other` (a secondary or a detail shown while collapsed) onto this
    /// stack and remembers `other` to hold them again on separation. `other` has no parent.
    func takeStack(of other: NavigationController, animated: Bool) {
        let moving = other.viewControllers
        guard !moving.isEmpty else { return }
        // The first navigation controller taken in marks where this stack's own controllers end;
        // a later one only replaces the container the controllers go back into.
        let record = collapsedSecondary.map { CollapsedSecondary(keeping: $0, navigationController: other) }
            ?? CollapsedSecondary(ownTop: topViewController, navigationController: other)
        other.setViewControllers([], animated: false)
        setViewControllers(viewControllers + moving, animated: animated)
        collapsedSecondary = record
    }

    private func separateStack(recordedIn record: CollapsedSecondary) -> ViewController? {
        let stack = viewControllers
        let firstMoved: Int
        if record.hadOwnStack {
            // The user may have popped back past the controllers that came over, or past this
            // stack's own top: then there is nothing to give back.
            guard let ownTop = record.ownTop, let index = stack.firstIndex(where: { $0 === ownTop }) else { return nil }
            firstMoved = index + 1
        } else {
            firstMoved = 0
        }
        guard firstMoved < stack.count else { return nil }
        let moving = Array(stack[firstMoved...])
        setViewControllers(Array(stack[..<firstMoved]), animated: false)
        let container = record.navigationController
        let holder = container.parent == nil && container.ownPresentingViewController == nil && container.viewControllers.isEmpty
            ? container : NavigationController()
        holder.setViewControllers(moving, animated: false)
        return holder
    }
}

/// What a collapse put on a navigation controller's stack from a secondary navigation controller.
@MainActor
struct CollapsedSecondary {
    /// The top of the stack's own controllers when the first secondary's controllers came on.
    weak var ownTop: ViewController?
    /// Whether the stack had controllers of its own then (an empty stack gives all back).
    let hadOwnStack: Bool
    /// The navigation controller the controllers came from; they go back into it.
    let navigationController: NavigationController

    init(ownTop: ViewController?, navigationController: NavigationController) {
        self.ownTop = ownTop
        hadOwnStack = ownTop != nil
        self.navigationController = navigationController
    }

    init(keeping earlier: CollapsedSecondary, navigationController: NavigationController) {
        ownTop = earlier.ownTop
        hadOwnStack = earlier.hadOwnStack
        self.navigationController = navigationController
    }
}
