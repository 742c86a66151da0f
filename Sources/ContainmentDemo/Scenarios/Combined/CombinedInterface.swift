import Containment

/// Tutorial 002's combined interfaces, built as its listings do: a tab bar controller over three
/// custom controllers and a navigation controller (Listing 6-1), a navigation controller
/// presented modally with two controllers already on its stack (Listing 6-2), and the nesting
/// rule that keeps a tab bar controller out of a navigation controller.
@MainActor
enum CombinedInterface {
    /// The three custom tabs: their titles and colours, as `MyViewController1` to `3`.
    static let customTabs: [(title: String, color: Color)] = [
        ("First", DemoPalette.tabOne), ("Second", DemoPalette.tabTwo), ("Third", DemoPalette.leftDrawer),
    ]

    /// The tab bar controller of Listing 6-1: three custom controllers, then a navigation
    /// controller whose root is the playlists table (`MyNavRootViewController`).
    static func makeTabBarController() -> TabBarController {
        let tabBarController = TabBarController()
        tabBarController.title = "Combined"
        let custom: [ViewController] = customTabs.enumerated().map { index, tab in
            let controller = CombinedCustomController(number: index + 1, title: tab.title, color: tab.color)
            controller.tabBarItem = TabBarItem(title: tab.title, image: nil, tag: index)
            return controller
        }
        let root = DrillDownTableController.playlists()
        root.navigationItem.rightBarButtonItem = BarButtonItem(title: "Modal") { [weak root] in
            root.map { presentModalNavigation(from: $0) }
        }
        let navController = NavigationController()
        navController.title = "Playlists Navigation"
        navController.setViewControllers([root], animated: false)
        navController.tabBarItem = TabBarItem(title: "Playlists", image: nil, tag: customTabs.count)
        tabBarController.viewControllers = custom + [navController]
        return tabBarController
    }

    /// The navigation controller of Listing 6-2: its root and a second controller already on
    /// the stack (set without animation before presenting), each with a "Done" button that
    /// dismisses the presentation.
    static func makeModalNavigation() -> NavigationController {
        let rootVC = ColorController(title: "Presented Root", color: DemoPalette.tabOne, caption: "The root of the presented stack")
        let nextVC = ColorController(title: "Presented Next", color: DemoPalette.detail, caption: "On the stack before presenting: Back goes to the root")
        let theNavController = NavigationController()
        theNavController.title = "Presented Navigation"
        for controller in [rootVC, nextVC] {
            controller.navigationItem.rightBarButtonItem = BarButtonItem(title: "Done") { [weak controller] in
                controller?.dismiss(animated: true)
            }
        }
        theNavController.setViewControllers([rootVC, nextVC], animated: false)
        return theNavController
    }

    /// Presents a new ``makeModalNavigation()`` from `controller`, animated, as
    /// `presentModalViewController:animated:`; does nothing while something is presented.
    static func presentModalNavigation(from controller: ViewController) {
        guard VisibleControllers.topmostPresented(above: controller) == nil else { return }
        controller.present(makeModalNavigation(), animated: true)
    }

    /// Tries to push a new tab bar controller onto `navigation`, which the nesting rules refuse;
    /// returns the refusal (which also goes to the usual handler), or `nil` if it was accepted.
    static func tryPuttingTabBarController(in navigation: NavigationController) -> HierarchyInconsistency? {
        let intruder = TabBarController()
        intruder.title = "Nested Tab Bar"
        intruder.viewControllers = [ColorController(title: "Nested Tab", color: DemoPalette.tabTwo)]
        let handler = ViewController.hierarchyInconsistencyHandler
        var refusal: HierarchyInconsistency?
        ViewController.hierarchyInconsistencyHandler = { inconsistency in
            refusal = inconsistency
            handler(inconsistency)
        }
        navigation.pushViewController(intruder, animated: true)
        ViewController.hierarchyInconsistencyHandler = handler
        return refusal
    }
}
