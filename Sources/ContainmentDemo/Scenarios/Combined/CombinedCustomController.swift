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
        let header = addHeader()
        let textColor: Color = color.prefersDarkText ? .black : .white
        let caption = Label(text: "Custom view controller \(number)")
        caption.fontSize = 24
        caption.isBold = true
        let order = Label(text: "Nesting, child to parent: content, navigation, tab bar, split view")
        let present = Button(title: "Present Navigation Modally") { [weak self] in
            self.map { CombinedInterface.presentModalNavigation(from: $0) }
        }
        let nest = Button(title: "Put a Tab Bar Controller in a Navigation Controller") { [weak self] in
            self?.tryNesting()
        }
        let refusal = Label()
        refusal.numberOfLines = 0
        for label in [caption, order, refusal] {
            label.textAlignment = .center
            label.textColor = textColor
        }
        // The rows as a column 640 points wide (less on a narrow view), centred in the area under
        // the header; the refusal's row is tall enough for its three lines.
        let column = StackView(arrangedSubviews: [caption, order, present, nest, refusal])
        column.axis = .vertical
        column.spacing = 12
        column.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(column)
        let content = LayoutGuide()
        view.addLayoutGuide(content)
        let preferredWidth = column.widthAnchor.constraint(equalToConstant: 640)
        preferredWidth.priority = .defaultHigh
        var rows = ([caption, order, present, nest] as [View]).map { $0.heightAnchor.constraint(equalToConstant: 40) }
        rows.append(refusal.heightAnchor.constraint(equalToConstant: 80))
        LayoutConstraint.activate(rows + [
            content.topAnchor.constraint(equalTo: header.bottomAnchor),
            content.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            column.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            column.centerYAnchor.constraint(equalTo: content.centerYAnchor),
            column.widthAnchor.constraint(lessThanOrEqualTo: view.widthAnchor, constant: -40),
            preferredWidth,
        ])
        presentButton = present
        nestButton = nest
        refusalLabel = refusal
    }

    /// Adds the strip at the top: the title, and a button per left bar button item (the sliding
    /// menu's "Menu") from the leading edge, as a navigation bar's left items.
    private func addHeader() -> View {
        let header = View()
        header.backgroundColor = Color(white: 0.96)
        header.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(header)
        let titleLabel = Label(text: title)
        titleLabel.textAlignment = .center
        titleLabel.isBold = true
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        header.addSubview(titleLabel)
        headerButtons = navigationItem.leftBarButtonItems.map { item in
            Button(title: item.title) { [weak item] in
                // What a bar button does when clicked: its action, if it is enabled.
                guard let item, item.isEnabled else { return }
                item.action?()
            }
        }
        let buttons = StackView(arrangedSubviews: headerButtons)
        buttons.spacing = 6
        buttons.translatesAutoresizingMaskIntoConstraints = false
        header.addSubview(buttons)
        LayoutConstraint.activate(headerButtons.flatMap { button in [
            button.widthAnchor.constraint(equalToConstant: 80),
            button.heightAnchor.constraint(equalToConstant: 34),
        ] } + [
            header.topAnchor.constraint(equalTo: view.topAnchor),
            header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: Self.headerHeight),
            titleLabel.leadingAnchor.constraint(equalTo: header.leadingAnchor),
            titleLabel.trailingAnchor.constraint(equalTo: header.trailingAnchor),
            titleLabel.topAnchor.constraint(equalTo: header.topAnchor),
            titleLabel.bottomAnchor.constraint(equalTo: header.bottomAnchor),
            buttons.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 6),
            buttons.centerYAnchor.constraint(equalTo: header.centerYAnchor),
        ])
        return header
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
