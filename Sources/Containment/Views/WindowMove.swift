/// One move of a view subtree between windows (or of a window between hidden and shown), and
/// the appearance callbacks it causes for controllers whose appearance follows their view.
///
/// UIKit sends `viewWillAppear` before the view is in the window and `viewDidAppear` after;
/// ``willMove()`` runs before the tree changes and ``didMove()`` after.
@MainActor
final class WindowMove {
    private let view: View
    private let oldWindow: Window?
    private let newWindow: Window?
    private let wasVisible: Bool
    private let willBeVisible: Bool
    private var controllersToFinish: [ViewController] = []

    /// A subtree moving from one window (or none) to another (or none).
    init(view: View, from oldWindow: Window?, to newWindow: Window?) {
        self.view = view
        self.oldWindow = oldWindow
        self.newWindow = newWindow
        wasVisible = oldWindow?.isVisible ?? false
        willBeVisible = newWindow?.isVisible ?? false
    }

    /// A window being shown or hidden, with its whole tree.
    init(window: Window, becomingVisible: Bool) {
        view = window
        oldWindow = window
        newWindow = window
        wasVisible = !becomingVisible
        willBeVisible = becomingVisible
    }

    func willMove() {
        if oldWindow !== newWindow {
            view.willMoveSubtree(toWindow: newWindow)
        }
        if wasVisible && !willBeVisible {
            controllersToFinish = view.topControllersInSubtree().filter { $0.viewWillLeaveVisibleWindow() }
        } else if !wasVisible && willBeVisible {
            controllersToFinish = view.topControllersInSubtree().filter { $0.viewWillEnterVisibleWindow() }
        }
    }

    func didMove() {
        if oldWindow !== newWindow {
            view.didMoveSubtreeToWindow()
            oldWindow?.viewDidLeave(view)
        }
        for controller in controllersToFinish {
            controller.endAppearanceTransitionIfInFlight()
        }
        controllersToFinish = []
    }
}

extension View {
    /// Sends `willMove(toWindow:)` to this view and every view below it, parents first.
    func willMoveSubtree(toWindow newWindow: Window?) {
        let oldWindow = window
        walkParentsFirst { view in
            view.willMove(toWindow: newWindow)
            view.constraintsWillLeave(oldWindow)
            return true
        }
    }

    /// Sends `didMoveToWindow()` to this view and every view below it, parents first.
    func didMoveSubtreeToWindow() {
        let newWindow = window
        walkParentsFirst { view in
            view.constraintsDidJoin(newWindow)
            view.didMoveToWindow()
            return true
        }
    }

    /// The controllers whose views are the highest controller-owned views in this subtree:
    /// each of them forwards appearance to its own children.
    func topControllersInSubtree() -> [ViewController] {
        var controllers: [ViewController] = []
        walkParentsFirst { view in
            guard let controller = view.owningViewController else { return true }
            controllers.append(controller)
            return false
        }
        return controllers
    }
}
