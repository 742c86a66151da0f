#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Containment

/// The demo's controllers: tutorial 000's sliding menu as the root, one row per
/// ``DemoScenario``, and what each row shows.
///
/// Rows that are not a navigation stack or a tab bar controller are wrapped in a navigation
/// controller here (titled "<row> Navigation"), so each gets a bar for the menu's "Menu" button.
/// The Tab, Red, Green and Nav rows come from `Resources/scenes/menu.json`, as the tutorial's
/// storyboards, and the Containers row from `Resources/scenes/containers.json`.
@MainActor
final class DemoCatalog {
    /// The root: the sliding menu.
    let menu: SlidingMenuController
    /// The Tab row: two tabs of different colours, each in a navigation stack.
    let tabs: TabBarController
    /// The Red row's controller.
    let red: ColorController
    /// The Green row's controller.
    let green: ColorController
    /// The Nav row's root table.
    let navTable: NavTableController
    /// The Nav row: a navigation stack on ``navTable``.
    let navigation: NavigationController
    /// The Drawer row's drawer controller.
    let drawer: DrawerController
    /// The drawer's center, with its Left and Right buttons.
    let drawerCenter: DrawerCenterController
    /// The Split row, which presents the split view.
    let splitLauncher: SplitLauncherController
    /// The Pages row's page view controller.
    let pages: PagesController
    /// The Modal row.
    let modal: ModalLauncherController
    /// The Factory row's custom container.
    let factory: FactoryContainerController
    /// The Combined row: a tab bar controller, so not wrapped.
    let combined: TabBarController
    /// The Containers row: tutorial 001's parent with two container views.
    let containers: ViewController
    /// The Tunnel row's parent of the two map containers.
    let tunnel: TunnelController
    /// The Transitions row: sheets, a popover, a sheet that refuses to go.
    let transitions: TransitionsLauncherController

    /// Builds every scenario and the menu over them, rows in ``DemoScenario`` order. Throws a
    /// ``SceneError`` when a scene file is missing or wrong, or a ``HierarchyInconsistency``
    /// when the menu refuses its controllers.
    init() throws {
        let menuScenes = try DemoScenes.storyboard(named: "menu")
        tabs = try menuScenes.instantiateViewController(withIdentifier: "tab", as: TabBarController.self)
        let redStack = try menuScenes.instantiateViewController(withIdentifier: "red", as: NavigationController.self)
        red = try Self.root(of: redStack, in: menuScenes)
        let greenStack = try menuScenes.instantiateViewController(withIdentifier: "green", as: NavigationController.self)
        green = try Self.root(of: greenStack, in: menuScenes)
        navigation = try menuScenes.instantiateViewController(withIdentifier: "nav", as: NavigationController.self)
        navTable = try Self.root(of: navigation, in: menuScenes)
        drawerCenter = DrawerCenterController()
        drawer = DrawerController(
            center: drawerCenter,
            left: ColorController(title: "Left Drawer", color: DemoPalette.leftDrawer),
            right: ColorController(title: "Right Drawer", color: DemoPalette.rightDrawer))
        drawer.title = "Drawer"
        drawer.openDrawerGestureModes = .all
        splitLauncher = SplitLauncherController()
        pages = PagesController()
        modal = ModalLauncherController()
        factory = FactoryContainerController()
        combined = CombinedInterface.makeTabBarController()
        containers = try DemoScenes.storyboard(named: "containers").instantiateViewController(withIdentifier: "containers")
        tunnel = TunnelController.withBundledPlaces()
        transitions = TransitionsLauncherController()

        var rows: [ViewController] = []
        for scenario in DemoScenario.allCases {
            switch scenario {
            case .tab: rows.append(tabs)
            case .red: rows.append(redStack)
            case .green: rows.append(greenStack)
            case .nav: rows.append(navigation)
            case .drawer: rows.append(Self.wrapped(drawer))
            case .split: rows.append(Self.wrapped(splitLauncher))
            case .pages: rows.append(Self.wrapped(pages))
            case .modal: rows.append(Self.wrapped(modal))
            case .factory: rows.append(Self.wrapped(factory))
            case .combined: rows.append(combined)
            case .containers: rows.append(Self.wrapped(containers))
            case .tunnel: rows.append(Self.wrapped(tunnel))
            case .transitions: rows.append(Self.wrapped(transitions))
            }
        }
        menu = try SlidingMenuController(viewControllers: rows, menuTitles: DemoScenario.allCases.map(\.title))
        menu.title = "Menu"
        // The demo's own key; Escape, Alt+Left and Ctrl+Page Up/Down are the library's.
        menu.addKeyCommand(KeyCommand(title: "Show or Hide the Menu", input: "m", modifierFlags: .control) { [weak self] _ in
            self?.toggleMenuFromKeyboard()
        })
    }

    /// Ctrl+M: shows or hides the sliding menu, unless something is presented over it (then the
    /// menu stays put).
    func toggleMenuFromKeyboard() {
        guard VisibleControllers.topmostPresented(above: menu) == nil else { return }
        menu.toggleMenu()
    }

    /// A navigation controller titled "<title> Navigation" with `controller` as its root; titled
    /// before it adopts the root, so the root's `willMove` already names it.
    private static func wrapped(_ controller: ViewController) -> NavigationController {
        let navigation = NavigationController()
        navigation.title = "\(controller.title ?? "Content") Navigation"
        navigation.setViewControllers([controller], animated: false)
        return navigation
    }

    /// The root of a navigation stack from a scene file, which the catalog needs as a `Root`.
    private static func root<Root: ViewController>(of stack: NavigationController, in storyboard: Storyboard) throws(SceneError) -> Root {
        guard let root = stack.viewControllers.first as? Root else {
            throw SceneError(file: storyboard.name, path: "$.controllers",
                             problem: "the root of '\(stack.debugName)' must be a \(Root.self)")
        }
        return root
    }

    /// The menu's child for `scenario`: what its row swaps in.
    func rowController(for scenario: DemoScenario) -> ViewController {
        menu.viewControllers[scenario.menuIndex]
    }

    /// The row shown now.
    var visibleScenario: DemoScenario {
        DemoScenario.allCases[menu.visibleIndex]
    }

    /// Shows `scenario`'s row as a click on its menu row does (the tutorial's animated swap).
    func select(_ scenario: DemoScenario) {
        menu.menuTableView.selectRowFromUser(at: IndexPath(row: scenario.menuIndex, section: 0))
    }

    /// Opens `scenario` at start: swaps its row in (hiding the menu), or, when it is the row
    /// already shown, hides the menu over it.
    func open(_ scenario: DemoScenario) {
        if scenario == visibleScenario {
            if menu.isMenuVisible { menu.toggleMenu() }
        } else {
            menu.replaceVisibleViewController(withViewControllerAt: scenario.menuIndex)
            menu.menuTableView.selectRow(at: IndexPath(row: scenario.menuIndex, section: 0))
        }
    }

    /// What `--scenario` shows once its row has settled: the Split row presents its split view
    /// (a split view cannot be a child, so the row itself only offers to open it); the
    /// Transitions row opens `content`: the `card`, the detent sheet at `medium` or `large`, the
    /// `popover`, or the `unsaved` text sheet.
    func showScenarioContent(_ scenario: DemoScenario, content: String? = nil) {
        if scenario == .split { splitLauncher.presentSplitView(animated: false) }
        guard scenario == .transitions, let content else { return }
        switch content {
        case "card":
            transitions.present(.card, animated: false)
        case "medium":
            transitions.present(.detentSheet, animated: false)
        case "large":
            transitions.present(.detentSheet, animated: false)
            transitions.selectLargeDetent()
        case "popover":
            transitions.presentPopover(animated: false)
        case "unsaved":
            transitions.present(.unsavedTextSheet, animated: false)
        default:
            break
        }
    }

    /// The title of what is on screen: the deepest visible controller with a title.
    var visibleTitle: String? {
        VisibleControllers.title(from: menu)
    }
}
