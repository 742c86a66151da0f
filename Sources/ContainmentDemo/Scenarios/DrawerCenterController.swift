import Containment

/// The Drawer row's center: buttons that open the left and the right drawer.
final class DrawerCenterController: ViewController {
    /// The "Left" button, once the view is loaded.
    private(set) var leftButton: Button?
    /// The "Right" button, once the view is loaded.
    private(set) var rightButton: Button?

    override init() {
        super.init()
        title = "Center"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = DemoPalette.drawerCenter
        let caption = Label(text: "Drag from an edge, or:")
        caption.textAlignment = .center
        let left = Button(title: "Left") { [weak self] in self?.drawerController?.toggle(.left, animated: true) }
        let right = Button(title: "Right") { [weak self] in self?.drawerController?.toggle(.right, animated: true) }
        DemoLayout.addCenteredColumn([caption, left, right], width: 320, rowHeight: 40, spacing: 12, to: view)
        leftButton = left
        rightButton = right
    }
}
