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
        let card = View(frame: Rect(x: 0, y: 0, width: 300, height: 130))
        card.backgroundColor = .white
        card.center = Point(x: view.bounds.midX, y: view.bounds.midY)
        card.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
        let label = Label(frame: Rect(x: 16, y: 16, width: 268, height: 40), text: message)
        label.textAlignment = .center
        label.isBold = true
        cancelButton.frame = Rect(x: 16, y: 74, width: 126, height: 40)
        confirmButton.frame = Rect(x: 158, y: 74, width: 126, height: 40)
        for subview in [label, cancelButton, confirmButton] as [View] { card.addSubview(subview) }
        view.addSubview(card)
    }
}
