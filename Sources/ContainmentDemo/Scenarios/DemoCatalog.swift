#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Containment

/// The demo's controllers: tutorial 000's sliding menu as the root, one row per
/// ``DemoScenario``, and what each row shows.
///
/// Only the first row (Tab) is made at start. The catalog is the menu's data source: every other
/// row's controllers, and what they load (scene files, place lists, images), are made the first
/// time the row is shown, or when a property below is first read.
///
/// Rows that are not a navigation stack or a tab bar controller are wrapped in a navigation
/// controller here (titled "<row> Navigation"), so each gets a bar for the menu's "Menu" button.
/// The Tab, Red, Green and Nav rows come from `Resources/scenes/menu.json`, as the tutorial's
/// storyboards, and the Containers row from `Resources/scenes/containers.json`.
@MainActor
final class DemoCatalog: SlidingMenuControllerDataSource {
    /// The root: the sliding menu, which asks the catalog for a row when it is first shown.
    let menu: SlidingMenuController
    /// `Resources/scenes/menu.json`, read at start (the Tab row, shown first, comes from it).
    private let menuScenes: Storyboard
    /// The Tab row: two tabs of different colours, each in a navigation stack.
    let tabs: TabBarController
    /// The Red row's controller.
    var red: ColorController { inRow(.red) { redRow.root } }
    /// The Green row's controller.
    var green: ColorController { inRow(.green) { greenRow.root } }
    /// The Nav row's root table.
    var navTable: NavTableController { inRow(.nav) { navRow.root } }
    /// The Nav row: a navigation stack on ``navTable``.
    var navigation: NavigationController { inRow(.nav) { navRow.stack } }
    /// The Drawer row's drawer controller.
    var drawer: DrawerController { inRow(.drawer) { drawerContent } }
    /// The drawer's center, with its Left and Right buttons.
    var drawerCenter: DrawerCenterController { inRow(.drawer) { drawerCenterContent } }
    /// The Split row, which presents the split view.
    var splitLauncher: SplitLauncherController { inRow(.split) { splitContent } }
    /// The Pages row's page view controller.
    var pages: PagesController { inRow(.pages) { pagesContent } }
    /// The Modal row.
    var modal: ModalLauncherController { inRow(.modal) { modalContent } }
    /// The Factory row's custom container.
    var factory: FactoryContainerController { inRow(.factory) { factoryContent } }
    /// The Combined row: a tab bar controller, so not wrapped.
    var combined: TabBarController { inRow(.combined) { combinedContent } }
    /// The Containers row: tutorial 001's parent with two container views.
    var containers: ViewController { inRow(.containers) { containersContent } }
    /// The Tunnel row's parent of the two map containers.
    var tunnel: TunnelController { inRow(.tunnel) { tunnelContent } }
    /// The Transitions row: sheets, a popover, a sheet that refuses to go.
    var transitions: TransitionsLauncherController { inRow(.transitions) { transitionsContent } }

    // What each row shows, made on first use by ``makeRow(_:)`` (read through the properties
    // above, which make the row first, so that it has its Menu button).
    private lazy var redRow = stack("red", of: ColorController.self) { ColorController(title: "Red", color: .white, caption: $0) }
    private lazy var greenRow = stack("green", of: ColorController.self) { ColorController(title: "Green", color: .white, caption: $0) }
    private lazy var navRow = stack("nav", of: NavTableController.self) { _ in NavTableController() }
    private lazy var drawerContent: DrawerController = {
        let drawer = DrawerController(
            center: drawerCenterContent,
            left: ColorController(title: "Left Drawer", color: DemoPalette.leftDrawer),
            right: ColorController(title: "Right Drawer", color: DemoPalette.rightDrawer))
        drawer.title = "Drawer"
        drawer.openDrawerGestureModes = .all
        return drawer
    }()
    private lazy var drawerCenterContent = DrawerCenterController()
    private lazy var splitContent = SplitLauncherController()
    private lazy var pagesContent = PagesController()
    private lazy var modalContent = ModalLauncherController()
    private lazy var factoryContent = FactoryContainerController()
    private lazy var combinedContent = CombinedInterface.makeTabBarController()
    private lazy var containersContent: ViewController = Self.scene(
        "containers", of: ViewController.self, from: { try DemoScenes.storyboard(named: "containers") },
        standIn: { ColorController(title: "Containers", color: .white, caption: $0) })
    private lazy var tunnelContent = TunnelController.withBundledPlaces()
    private lazy var transitionsContent = TransitionsLauncherController()

    /// Reads the menu's scene file, makes the first row and the menu over all of them, rows in
    /// ``DemoScenario`` order. Throws a ``SceneError`` when `menu.json` is missing or wrong.
    init() throws {
        menuScenes = try DemoScenes.storyboard(named: "menu")
        tabs = try menuScenes.instantiateViewController(withIdentifier: "tab", as: TabBarController.self)
        menu = try SlidingMenuController(menuTitles: DemoScenario.allCases.map(\.title))
        menu.title = "Menu"
        menu.dataSource = self
        // The demo's own key; Escape, Alt+Left and Ctrl+Page Up/Down are the library's.
        menu.addKeyCommand(KeyCommand(title: "Show or Hide the Menu", input: "m", modifierFlags: .control) { [weak self] _ in
            self?.toggleMenuFromKeyboard()
        })
    }

    /// The row at `index`, which the menu asks for the first time it shows the row or one of
    /// the catalog's properties above is read.
    func slidingMenuController(_ menu: SlidingMenuController, viewControllerForRowAt index: Int) -> ViewController {
        row(DemoScenario.allCases[index])
    }

    /// The rows made so far.
    private var rows: [DemoScenario: ViewController] = [:]

    /// `scenario`'s row, made on first use.
    private func row(_ scenario: DemoScenario) -> ViewController {
        if let made = rows[scenario] { return made }
        let made = makeRow(scenario)
        rows[scenario] = made
        return made
    }

    /// Makes `scenario`'s row: the navigation stacks and the tab bar controllers as they are,
    /// the other rows' controllers wrapped.
    private func makeRow(_ scenario: DemoScenario) -> ViewController {
        switch scenario {
        case .tab: tabs
        case .red: redRow.stack
        case .green: greenRow.stack
        case .nav: navRow.stack
        case .drawer: Self.wrapped(drawerContent)
        case .split: Self.wrapped(splitContent)
        case .pages: Self.wrapped(pagesContent)
        case .modal: Self.wrapped(modalContent)
        case .factory: Self.wrapped(factoryContent)
        case .combined: combinedContent
        case .containers: Self.wrapped(containersContent)
        case .tunnel: Self.wrapped(tunnelContent)
        case .transitions: Self.wrapped(transitionsContent)
        }
    }

    /// `content` of `scenario`'s row, once the menu has made the row (with its Menu button).
    private func inRow<Content>(_ scenario: DemoScenario, _ content: () -> Content) -> Content {
        _ = rowController(for: scenario)
        return content()
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

    /// A navigation stack from `menu.json` and its root. Should the file not make them (it was
    /// read and checked at start, so only an identifier or a class the file lacks), the row
    /// shows `standIn`'s controller, given the error, and the error goes to standard error.
    private func stack<Root: ViewController>(_ identifier: String, of root: Root.Type, standIn: (String) -> Root) -> (stack: NavigationController, root: Root) {
        do throws(SceneError) {
            let stack = try menuScenes.instantiateViewController(withIdentifier: identifier, as: NavigationController.self)
            guard let top = stack.viewControllers.first as? Root else {
                throw SceneError(file: menuScenes.name, path: "$.controllers",
                                 problem: "the root of '\(identifier)' must be a \(Root.self)")
            }
            return (stack, top)
        } catch {
            StandardStreams.writeErrorLine("containment-demo: error: \(error)")
            let top = standIn("\(error)")
            return (Self.wrapped(top), top)
        }
    }

    /// The controller `identifier` of the scene file `storyboard` reads, or, when the file
    /// cannot be read or cannot make it, `standIn` saying why (the error also goes to standard
    /// error): a row is made after start, so a bad file costs that row, not the demo.
    private static func scene<Controller: ViewController>(
        _ identifier: String, of type: Controller.Type, from storyboard: () throws -> Storyboard,
        standIn: (String) -> Controller
    ) -> Controller {
        do {
            return try storyboard().instantiateViewController(withIdentifier: identifier, as: type)
        } catch {
            StandardStreams.writeErrorLine("containment-demo: error: \(error)")
            return standIn("\(error)")
        }
    }

    /// The menu's child for `scenario`: what its row swaps in, made now if it was not yet.
    func rowController(for scenario: DemoScenario) -> ViewController {
        // The menu refuses none of the catalog's rows; `row(_:)` is the same controller.
        menu.viewController(at: scenario.menuIndex) ?? row(scenario)
    }

    /// The row shown now.
    var visibleScenario: DemoScenario {
        DemoScenario.allCases[menu.visibleIndex]
    }

    /// Shows `scenario`'s row as a click on its menu row does (the tutorial's animated swap).
    func select(_ scenario: DemoScenario) {
        let table = menu.menuTableView
        let row = IndexPath(row: scenario.menuIndex, section: 0)
        table.selectRow(at: row, animated: false, scrollPosition: .none)
        (table.delegate as? TableViewDelegate)?.tableView(table, didSelectRowAt: row)
    }

    /// Opens `scenario` at start: swaps its row in (hiding the menu), or, when it is the row
    /// already shown, hides the menu over it.
    func open(_ scenario: DemoScenario) {
        if scenario == visibleScenario {
            if menu.isMenuVisible { menu.toggleMenu() }
        } else {
            menu.replaceVisibleViewController(withViewControllerAt: scenario.menuIndex)
            menu.menuTableView.selectRow(at: IndexPath(row: scenario.menuIndex, section: 0), animated: false, scrollPosition: .none)
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
