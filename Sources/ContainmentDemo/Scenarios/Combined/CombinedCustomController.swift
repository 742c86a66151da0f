import Containment

/// One of tutorial 002's three custom tab controllers (`MyViewController1` to `3`): a coloured
/// screen with a button that presents a navigation controller modally, and a button that tries
/// to put a tab bar controller inside the Playlists tab's navigation controller and shows the
/// refusal.
///
/// The custom tabs are not in a navigation controller (as in the tutorial), so there is no
/// navigation bar to carry the sliding menu's "Menu" button: the controller draws a header
/// strip with its title and a button for each of its navigation item's left items.
final class CombinedCustomController: ViewController {
    /// The header strip's height.
    static let headerHeight = 44.0
    /// The characters per line of the refusal message.
    static let refusalLineWidth = 80

    /// Which of the three it is, from 1.
    let number: Int
    /// The background colour.
    let color: Color
    /// The buttons of the header strip, one per left bar button item, once the view is loaded.
    private(set) var headerButtons: [Button] = []
    /// "Present Navigation Modally", once the view is loaded.
    private(set) var presentButton: Button?
    /// "Put a Tab Bar Controller in a Navigation Controller", once the view is loaded.
    private(set) var nestButton: Button?
    /// Where the refusal message is shown, once the view is loaded.
    private(set) var refusalLabel: Label?

    /// Creates custom controller `number`, titled `title`, on `color`.
    init(number: Int, title: String, color: Color) {
        self.number = number
        self.color = color
        super.init()
        self.title = title
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
        addHeader()
        let textColor: Color = color.prefersDarkText ? .black : .white
        let content = Rect(x: 0, y: Self.headerHeight, width: view.bounds.width, height: max(0, view.bounds.height - Self.headerHeight))
        let frames = DemoLayout.centeredColumn(count: 5, of: Size(width: min(640, max(0, view.bounds.width - 40)), height: 40), spacing: 12, in: content)
        let caption = Label(frame: frames[0], text: "Custom view controller \(number)")
        caption.fontSize = 24
        caption.isBold = true
        let order = Label(frame: frames[1], text: "Nesting, child to parent: content, navigation, tab bar, split view")
        for label in [caption, order] {
            label.textAlignment = .center
            label.textColor = textColor
        }
        let present = Button(frame: frames[2], title: "Present Navigation Modally") { [weak self] in
            self.map { CombinedInterface.presentModalNavigation(from: $0) }
        }
        let nest = Button(frame: frames[3], title: "Put a Tab Bar Controller in a Navigation Controller") { [weak self] in
            self?.tryNesting()
        }
        let refusal = Label(frame: Rect(x: frames[4].minX, y: frames[4].minY, width: frames[4].width, height: 80))
        refusal.textAlignment = .center
        refusal.textColor = textColor
        for subview in [caption, order, present, nest, refusal] {
            subview.autoresizingMask = DemoLayout.keepsCentered
            view.addSubview(subview)
        }
        presentButton = present
        nestButton = nest
        refusalLabel = refusal
    }

    /// The strip at the top: the title, and a button per left bar button item (the sliding
    /// menu's "Menu").
    private func addHeader() {
        let header = View(frame: Rect(x: 0, y: 0, width: view.bounds.width, height: Self.headerHeight))
        header.backgroundColor = Color(white: 0.96)
        header.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        let titleLabel = Label(frame: Rect(x: 0, y: 0, width: header.bounds.width, height: Self.headerHeight), text: title)
        titleLabel.textAlignment = .center
        titleLabel.isBold = true
        titleLabel.autoresizingMask = [.flexibleWidth]
        header.addSubview(titleLabel)
        // Leading buttons, as a navigation bar's left items: from the right edge right to left.
        let mirrored = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        headerButtons = navigationItem.leftBarButtonItems.enumerated().map { index, item in
            let leading = Rect(x: 6 + Double(index) * 86, y: 5, width: 80, height: 34)
            let button = Button(frame: mirrored ? leading.mirrored(inWidth: header.bounds.width) : leading, title: item.title) { [weak item] in
                // What a bar button does when clicked: its action, if it is enabled.
                guard let item, item.isEnabled else { return }
                item.action?()
            }
            button.autoresizingMask = mirrored ? [.flexibleLeftMargin] : []
            header.addSubview(button)
            return button
        }
        view.addSubview(header)
    }

    /// Tries to push a tab bar controller onto the Playlists tab's navigation controller and
    /// shows the refusal message.
    func tryNesting() {
        guard let navigation = tabBarController?.viewControllers?.lazy.compactMap({ $0 as? NavigationController }).first else { return }
        let refusal = CombinedInterface.tryPuttingTabBarController(in: navigation)
        let text = refusal.map { "Refused: \($0.message)" } ?? "Accepted (the nesting rule did not hold)"
        refusalLabel?.text = LineBreaking.wrapped(text, width: Self.refusalLineWidth)
    }
}
