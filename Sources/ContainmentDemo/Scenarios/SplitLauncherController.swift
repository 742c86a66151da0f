import Containment

/// The Split row. A split view controller must be a window's root or presented (the core
/// refuses it as a child, as UIKit's documentation asks), so the row presents one full screen:
/// three columns (a sidebar of groups, their planets, the selected planet), two at medium
/// widths, one navigation stack in a narrow window. "Done" in the sidebar's bar dismisses it.
final class SplitLauncherController: ViewController {
    /// The "Open Split View" button, once the view is loaded.
    private(set) var openButton: Button?

    override init() {
        super.init()
        title = "Split"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = DemoPalette.launcher
        let caption = Label(text: "A split view is shown full screen")
        caption.textAlignment = .center
        let open = Button(title: "Open Split View") { [weak self] in self?.presentSplitView(animated: true) }
        DemoLayout.addCenteredColumn([caption, open], width: 360, rowHeight: 40, spacing: 12, to: view)
        openButton = open
    }

    /// Presents a new split view full screen; does nothing while something is presented.
    func presentSplitView(animated: Bool) {
        guard VisibleControllers.topmostPresented(above: self) == nil else { return }
        present(Self.makeSplitViewController(), animated: animated)
    }

    /// A three-column split view of the sky: groups in a sidebar (with a "Done" button that
    /// dismisses the split view), the group's planets in the supplementary column (with the
    /// sidebar button), the first planet as the detail. Medium widths show the list and the
    /// detail; narrow ones fold all three into one navigation stack.
    static func makeSplitViewController() -> SplitViewController {
        let split = SplitViewController(style: .tripleColumn)
        split.title = "Split View"
        let sidebar = SkySidebarController()
        sidebar.navigationItem.leftBarButtonItem = BarButtonItem(title: "Done") { [weak split] in
            split?.presentingViewController?.dismiss(animated: true)
        }
        let list = PlanetListController()
        list.navigationItem.rightBarButtonItem = split.displayModeButtonItem
        sidebar.onSelect = { [weak split, weak list] group in
            list?.planets = group.planets
            list?.title = group.name
            split?.show(.supplementary)
        }
        split.setViewController(sidebar, for: .primary)
        split.setViewController(list, for: .supplementary)
        split.setViewController(Planet.all[0].makeDetailController(), for: .secondary)
        split.modalPresentationStyle = .fullScreen
        return split
    }
}
