import Containment

/// The app's settings.
@MainActor
public final class NoteSettings {
    /// Whether each row shows the first line of its note's body under the title.
    public var showsPreview = false { didSet { if showsPreview != oldValue { didChange?() } } }
    /// Called after a setting changed (the list reloads).
    public var didChange: (() -> Void)?
    /// How the list orders the notes, chosen from the list's sort menu.
    public var sortOrder = NoteSortOrder.created {
        didSet {
            guard sortOrder != oldValue else { return }
            sortOrderDidChange?(sortOrder)
            didChange?()
        }
    }
    /// Called after the sort order changed (the sort menu checks the new order).
    var sortOrderDidChange: ((NoteSortOrder) -> Void)?

    /// The settings a new app starts with.
    public init() {}
}

/// The settings sheet: a switch for the rows' previews and Done in its bar. Presented as a
/// page sheet in a navigation controller; Escape dismisses it (the library does that).
@MainActor
public final class SettingsController: ViewController {
    /// The settings shown and changed.
    public let settings: NoteSettings
    /// Turns the previews on and off; its title says which.
    public private(set) lazy var previewButton = Button(title: previewTitle) { [weak self] in self?.togglePreview() }

    /// A sheet for `settings`.
    public init(settings: NoteSettings) {
        self.settings = settings
        super.init()
        title = "Settings"
        navigationItem.rightBarButtonItem = BarButtonItem(systemItem: .done) { [weak self] in
            self?.presentingViewController?.dismiss(animated: true)
        }
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.directionalLayoutMargins = DirectionalEdgeInsets(top: 20, leading: 16, bottom: 16, trailing: 16)
        let heading = Label(text: "List")
        heading.isBold = true
        let hint = Label(text: "Press Escape or Done to close the settings.")
        hint.textColor = .darkGray
        // Heading, switch and hint down the leading margin, as a grouped settings form.
        previewButton.toolTip = "Show the first line of each note under its title"
        let form = StackView(arrangedSubviews: [heading, previewButton, hint])
        form.axis = .vertical
        form.alignment = .leading
        form.spacing = 12
        form.setCustomSpacing(8, after: heading)
        form.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(form)
        let margins = view.layoutMarginsGuide
        LayoutConstraint.activate([
            form.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            form.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            form.topAnchor.constraint(equalTo: margins.topAnchor),
            heading.heightAnchor.constraint(equalToConstant: 24),
            previewButton.widthAnchor.constraint(equalToConstant: 260),
            previewButton.heightAnchor.constraint(equalToConstant: 40),
            hint.heightAnchor.constraint(equalToConstant: 24),
        ])
    }

    private var previewTitle: String {
        settings.showsPreview ? "Previews in the list: On" : "Previews in the list: Off"
    }

    private func togglePreview() {
        settings.showsPreview.toggle()
        previewButton.title = previewTitle
    }
}
