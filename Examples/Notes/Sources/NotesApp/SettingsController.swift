import Containment

/// The app's settings.
@MainActor
public final class NoteSettings {
    /// Whether each row shows the first line of its note's body under the title.
    public var showsPreview = false { didSet { if showsPreview != oldValue { didChange?() } } }
    /// Called after a setting changed (the list reloads).
    public var didChange: (() -> Void)?

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
        navigationItem.rightBarButtonItem = BarButtonItem(title: "Done") { [weak self] in
            self?.presentingViewController?.dismiss(animated: true)
        }
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let width = max(0, view.bounds.width - 32)
        let heading = Label(frame: Rect(x: 16, y: 20, width: width, height: 24), text: "List")
        heading.isBold = true
        previewButton.frame = Rect(x: 16, y: 52, width: 260, height: 40)
        let hint = Label(
            frame: Rect(x: 16, y: 104, width: width, height: 24),
            text: "Press Escape or Done to close the settings.")
        hint.textColor = .darkGray
        for label in [heading, hint] { label.autoresizingMask = [.flexibleWidth] }
        for subview in [heading, previewButton, hint] as [View] { view.addSubview(subview) }
    }

    private var previewTitle: String {
        settings.showsPreview ? "Previews in the list: On" : "Previews in the list: Off"
    }

    private func togglePreview() {
        settings.showsPreview.toggle()
        previewButton.title = previewTitle
    }
}
