import Containment

/// The Modal row: buttons that present a navigation controller with two controllers on its
/// stack, or a tab bar controller, either full screen or as a page sheet. Each presented
/// screen has a "Done" button that dismisses it.
final class ModalLauncherController: ViewController {
    /// What a button presents.
    enum Presentation: CaseIterable, Sendable {
        /// A navigation controller, full screen.
        case navigationFullScreen
        /// A navigation controller, as a page sheet.
        case navigationSheet
        /// A tab bar controller, full screen.
        case tabsFullScreen
        /// A tab bar controller, as a page sheet.
        case tabsSheet

        /// The button's title.
        var buttonTitle: String {
            switch self {
            case .navigationFullScreen: "Navigation, full screen"
            case .navigationSheet: "Navigation, sheet"
            case .tabsFullScreen: "Tabs, full screen"
            case .tabsSheet: "Tabs, sheet"
            }
        }

        /// The presentation style it uses.
        var style: ModalPresentationStyle {
            switch self {
            case .navigationFullScreen, .tabsFullScreen: .fullScreen
            case .navigationSheet, .tabsSheet: .pageSheet
            }
        }
    }

    /// The buttons, in ``Presentation`` order, once the view is loaded.
    private(set) var buttons: [Button] = []

    override init() {
        super.init()
        title = "Modal"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = DemoPalette.launcher
        buttons = DemoLayout.addButtonColumn(Presentation.allCases, to: view, title: \.buttonTitle) { [weak self] kind in
            self?.present(kind, animated: true)
        }
    }

    /// Presents a new controller of `kind`; does nothing while something is presented.
    func present(_ kind: Presentation, animated: Bool) {
        guard VisibleControllers.topmostPresented(above: self) == nil else { return }
        let presented: ViewController
        switch kind {
        case .navigationFullScreen, .navigationSheet: presented = makeNavigationController()
        case .tabsFullScreen, .tabsSheet: presented = makeTabBarController()
        }
        presented.modalPresentationStyle = kind.style
        present(presented, animated: animated)
    }

    /// A "Done" bar button that dismisses what this controller presented.
    private func makeDoneItem() -> BarButtonItem {
        BarButtonItem(title: "Done") { [weak self] in self?.dismiss(animated: true) }
    }

    private func makeNavigationController() -> NavigationController {
        let first = ColorController(title: "Modal First", color: DemoPalette.tabOne, caption: "First on the stack")
        let second = ColorController(title: "Modal Second", color: DemoPalette.detail, caption: "Second on the stack: Back goes to First")
        first.navigationItem.rightBarButtonItem = makeDoneItem()
        second.navigationItem.rightBarButtonItem = makeDoneItem()
        let navigation = NavigationController()
        navigation.title = "Modal Navigation"
        navigation.setViewControllers([first, second], animated: false)
        return navigation
    }

    private func makeTabBarController() -> TabBarController {
        let tabs = TabBarController()
        tabs.title = "Modal Tabs"
        tabs.viewControllers = [
            (title: "Modal Tab One", color: DemoPalette.tabOne), (title: "Modal Tab Two", color: DemoPalette.tabTwo),
        ].map { tab in
            let content = ColorController(title: tab.title, color: tab.color)
            content.navigationItem.rightBarButtonItem = makeDoneItem()
            let stack = NavigationController()
            stack.title = "\(tab.title) Navigation"
            stack.setViewControllers([content], animated: false)
            stack.tabBarItem = TabBarItem(title: tab.title, image: nil, tag: 0)
            return stack
        }
        return tabs
    }
}
