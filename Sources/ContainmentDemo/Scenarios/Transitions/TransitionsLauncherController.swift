import Containment

/// The Transitions row: buttons that present a custom card (its own animator and presentation
/// controller; a drag down scrubs its dismissal), a sheet with medium and large detents and a
/// grabber, and a sheet that refuses to go while it holds unsaved text; a "Popover" bar button
/// that shows a popover pointing at it.
///
/// Each case of ``Presentation`` is a button, built by ``makePresented(_:)``.
final class TransitionsLauncherController: ViewController, AdaptivePresentationControllerDelegate {
    /// What a button presents.
    enum Presentation: CaseIterable, Sendable {
        /// The custom card (``CardController``).
        case card
        /// A page sheet with medium and large detents and a grabber, at medium.
        case detentSheet
        /// A page sheet with a text field that may not be dismissed while it holds text.
        case unsavedTextSheet

        /// The button's title.
        var buttonTitle: String {
            switch self {
            case .card: "Custom card (drag it down)"
            case .detentSheet: "Sheet with detents"
            case .unsavedTextSheet: "Sheet with unsaved text"
            }
        }
    }

    /// The buttons, in ``Presentation`` order, once the view is loaded.
    private(set) var buttons: [Button] = []

    /// The bar button that shows the popover.
    let popoverItem = BarButtonItem(title: "Popover")

    /// What the unsaved-text sheet says when a dismissal was refused; shown in its status line.
    static let unsavedWarning = "Unsaved text: clear it or press Discard to close"

    override init() {
        super.init()
        title = "Transitions"
        popoverItem.action = { [weak self] in self?.presentPopover(animated: true) }
        navigationItem.rightBarButtonItem = popoverItem
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
        present(makePresented(kind), animated: animated)
    }

    /// The detent sheet's large detent selected, animated, as a drag up would leave it.
    func selectLargeDetent() {
        guard let sheet = VisibleControllers.topmostPresented(above: self)?.sheetPresentationController else { return }
        sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
    }

    /// Shows the popover from ``popoverItem``; does nothing while something is presented.
    func presentPopover(animated: Bool) {
        guard VisibleControllers.topmostPresented(above: self) == nil else { return }
        let popover = ColorController(title: "Popover", color: DemoPalette.tabTwo, caption: "A popover")
        popover.modalPresentationStyle = .popover
        popover.preferredContentSize = Size(width: 280, height: 160)
        popover.popoverPresentationController?.barButtonItem = popoverItem
        popover.popoverPresentationController?.permittedArrowDirections = .up
        present(popover, animated: animated)
    }

    private func makePresented(_ kind: Presentation) -> ViewController {
        switch kind {
        case .card:
            return CardController()
        case .detentSheet:
            let sheet = ColorController(title: "Detent Sheet", color: DemoPalette.detail,
                                        caption: "Drag the grabber up, or down to close")
            sheet.modalPresentationStyle = .pageSheet
            if let controller = sheet.sheetPresentationController {
                controller.detents = [.medium(), .large()]
                controller.prefersGrabberVisible = true
            }
            return sheet
        case .unsavedTextSheet:
            let sheet = UnsavedTextController()
            sheet.modalPresentationStyle = .pageSheet
            sheet.sheetPresentationController?.prefersGrabberVisible = true
            sheet.presentationController?.delegate = self
            return sheet
        }
    }

    // MARK: AdaptivePresentationControllerDelegate

    /// The unsaved-text sheet refused a dismissal: it says why.
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {
        (presentationController.presentedViewController as? UnsavedTextController)?.status.text = Self.unsavedWarning
    }
}

/// A sheet with a text field: while the field holds text, `isModalInPresentation` keeps the
/// sheet (a drag down or Escape springs back and its status line says why); "Discard" clears it
/// and closes the sheet.
final class UnsavedTextController: ViewController {
    /// The text field.
    let field = TextField(text: "", placeholder: "Type something, then try to close")
    /// The status line.
    let status = Label(text: "Empty: drag down or press Escape to close")
    /// Clears the text and closes the sheet.
    private(set) var discardButton: Button?

    override init() {
        super.init()
        title = "Unsaved Text"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = DemoPalette.drawerCenter
        field.addAction(for: .editingChanged) { [weak self] in self?.textChanged() }
        let discard = Button(title: "Discard") { [weak self] in
            self?.discard()
        }
        // The field, its status line and Discard, centred across the top: 400 points wide, or
        // the width less 20 points each side when narrower.
        let column = StackView(arrangedSubviews: [field, status, discard])
        column.axis = .vertical
        column.alignment = .center
        column.spacing = 10
        column.setCustomSpacing(12, after: status)
        column.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(column)
        let preferredWidth = field.widthAnchor.constraint(equalToConstant: 400)
        preferredWidth.priority = .defaultHigh
        LayoutConstraint.activate([
            column.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            column.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 60),
            column.leadingAnchor.constraint(greaterThanOrEqualTo: view.leadingAnchor, constant: 20),
            field.widthAnchor.constraint(lessThanOrEqualToConstant: 400),
            preferredWidth,
            field.heightAnchor.constraint(equalToConstant: 34),
            status.widthAnchor.constraint(equalTo: field.widthAnchor),
            status.heightAnchor.constraint(equalToConstant: 24),
            discard.widthAnchor.constraint(equalToConstant: 160),
            discard.heightAnchor.constraint(equalToConstant: 36),
        ])
        discardButton = discard
    }

    /// Sets the text and reacts as to an edit (tests and scenarios).
    func type(_ text: String) {
        field.text = text
        textChanged()
    }

    private func textChanged() {
        let hasText = !(field.text ?? "").isEmpty
        isModalInPresentation = hasText
        status.text = hasText ? "Unsaved text: the sheet stays" : "Empty: drag down or press Escape to close"
    }

    private func discard() {
        field.text = ""
        textChanged()
        dismiss(animated: true)
    }
}
