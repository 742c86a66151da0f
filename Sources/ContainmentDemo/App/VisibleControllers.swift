import Containment

/// Finds what is on screen: the controller presented on top, and the chain of controllers whose
/// views show, from a root down through each container's visible child.
@MainActor
enum VisibleControllers {
    /// The root of `controller`'s chain of parents.
    static func root(of controller: ViewController) -> ViewController {
        var current = controller
        while let parent = current.parent { current = parent }
        return current
    }

    /// The controller presented last over the root of `controller`'s parents (following a chain
    /// of presentations), or `nil` when nothing is presented.
    static func topmostPresented(above controller: ViewController) -> ViewController? {
        var presented = root(of: controller).presentedViewController
        while let next = presented?.presentedViewController { presented = next }
        return presented
    }

    /// The child a container shows, or `nil` for a controller that shows no child.
    ///
    /// A collapsed split view shows its primary; an expanded one is followed into its
    /// secondary (the detail). A drawer is followed into its center.
    static func visibleChild(of controller: ViewController) -> ViewController? {
        switch controller {
        case let menu as SlidingMenuController: menu.viewControllerIfLoaded(at: menu.visibleIndex)
        case let navigation as NavigationController: navigation.topViewController
        case let tabs as TabBarController: tabs.selectedViewController
        case let pages as PageViewController: pages.viewControllers.first
        case let drawer as DrawerController: drawer.centerViewController
        case let split as SplitViewController: split.isCollapsed ? split.viewControllers.first : split.viewControllers.last
        default: nil
        }
    }

    /// The controllers on screen from the topmost presented controller (or `root`) down.
    static func chain(from root: ViewController) -> [ViewController] {
        var chain = [topmostPresented(above: root) ?? root]
        while let last = chain.last, let child = visibleChild(of: last), chain.count < 32 { chain.append(child) }
        return chain
    }

    /// The title of the deepest controller on screen that has one.
    static func title(from root: ViewController) -> String? {
        chain(from: root).reversed().lazy.compactMap(\.title).first
    }
}
