import Containment

/// The Split row. A split view controller must be a window's root or presented (the core
/// refuses it as a child, as UIKit's documentation asks), so the row presents one full screen:
/// planets in a navigation controller on the left, the selected planet on the right, collapsing
/// to one navigation stack in a narrow window. "Done" in the list's bar dismisses it.
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

    /// A split view of the planets: the list in a navigation controller with a "Done" button
    /// that dismisses the split view, and the first planet as the detail.
    static func makeSplitViewController() -> SplitViewController {
        let split = SplitViewController()
        split.title = "Split View"
        let list = PlanetListController()
        list.navigationItem.leftBarButtonItem = BarButtonItem(title: "Done") { [weak split] in
            split?.presentingViewController?.dismiss(animated: true)
        }
        let master = NavigationController()
        master.title = "Planets Navigation"
        master.setViewControllers([list], animated: false)
        split.viewControllers = [master, Planet.all[0].makeDetailController()]
        split.modalPresentationStyle = .fullScreen
        return split
    }
}
