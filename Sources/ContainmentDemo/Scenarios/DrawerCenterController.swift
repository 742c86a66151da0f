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
        let frames = DemoLayout.centeredColumn(count: 3, of: Size(width: 320, height: 40), spacing: 12, in: view.bounds)
        let caption = Label(frame: frames[0], text: "Drag from an edge, or:")
        caption.textAlignment = .center
        let left = Button(frame: frames[1], title: "Left") { [weak self] in self?.drawerController?.toggle(.left, animated: true) }
        let right = Button(frame: frames[2], title: "Right") { [weak self] in self?.drawerController?.toggle(.right, animated: true) }
        for subview in [caption, left, right] {
            subview.autoresizingMask = DemoLayout.keepsCentered
            view.addSubview(subview)
        }
        leftButton = left
        rightButton = right
    }
}
