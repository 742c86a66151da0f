import Containment

/// A question with two answers, presented over the current screen: a small stand-in for
/// `UIAlertController`, which the library does not have. A dimmed backdrop, a white card with
/// the message, and Cancel and the confirming button. Escape dismisses it as Cancel does (the
/// library dismisses what is presented).
@MainActor
public final class ConfirmationController: ViewController {
    /// The question.
    public let message: String
    /// The confirming button's title ("Delete").
    public let confirmTitle: String
    /// The confirming button.
    public private(set) lazy var confirmButton = Button(title: confirmTitle) { [weak self] in self?.onConfirm?() }
    /// The Cancel button.
    public private(set) lazy var cancelButton = Button(title: "Cancel") { [weak self] in self?.onCancel?() }
    /// Runs on the confirming button; it dismisses the controller.
    public var onConfirm: (() -> Void)?
    /// Runs on Cancel; it dismisses the controller.
    public var onCancel: (() -> Void)?

    /// A confirmation asking `message`, confirmed by a button titled `confirmTitle`.
    public init(message: String, confirmTitle: String) {
        self.message = message
        self.confirmTitle = confirmTitle
        super.init()
        title = "Confirm"
        modalPresentationStyle = .overFullScreen
        modalTransitionStyle = .crossDissolve
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Color(white: 0, alpha: 0.35)
        // A white card in the middle: the message over the two buttons, which share a row
        // equally, Cancel first.
        let label = Label(text: message)
        label.textAlignment = .center
        label.isBold = true
        let buttons = StackView(arrangedSubviews: [cancelButton, confirmButton])
        buttons.axis = .horizontal
        buttons.distribution = .fillEqually
        buttons.spacing = 16
        let content = StackView(arrangedSubviews: [label, buttons])
        content.axis = .vertical
        content.spacing = 18
        content.translatesAutoresizingMaskIntoConstraints = false
        let card = View()
        card.backgroundColor = .white
        card.directionalLayoutMargins = DirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        card.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(content)
        view.addSubview(card)
        let margins = card.layoutMarginsGuide
        LayoutConstraint.activate([
            card.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            card.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            card.widthAnchor.constraint(equalToConstant: 300),
            content.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            content.topAnchor.constraint(equalTo: margins.topAnchor),
            content.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            label.heightAnchor.constraint(equalToConstant: 40),
            buttons.heightAnchor.constraint(equalToConstant: 40),
        ])
    }
}
