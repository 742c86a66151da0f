/// A message with buttons to choose from, presented modally, as `UIAlertController`.
///
/// Make one with ``init(title:message:preferredStyle:)``, add its buttons with
/// ``addAction(_:)`` (and, for an alert, text fields with ``addTextField(configurationHandler:)``),
/// then present it with `present(_:animated:completion:)`. Choosing a button dismisses the alert
/// and then runs the action's handler, as UIKit does.
///
/// On the desktop it looks as GNOME's message dialog does:
///
/// - `.alert`: a card in the middle of the window over a dimmed backdrop (clicks outside the
///   card do nothing): the title in bold, the message, the text fields, and the buttons in a
///   row at the bottom, the cancel one first (leading), as GNOME orders them; with more than
///   three actions they stack in a column, the cancel one last. The destructive buttons are red
///   (GTK's `destructive-action`), the ``preferredAction``'s blue (`suggested-action`).
/// - `.actionSheet`: presented from a bar button or a view (set
///   `popoverPresentationController?.barButtonItem` or `sourceView` before presenting) in a
///   regular-width window, a popover listing the buttons in a column, the cancel one left out
///   (Escape or a click outside stands for it, and runs its handler), as UIKit's action sheet
///   in a popover; otherwise the alert's card with the buttons in a column.
///
/// Keys: Enter chooses the ``preferredAction`` (or the only `.default` action when none is
/// preferred), also from inside a text field; Escape chooses the `.cancel` action, and does
/// nothing when there is none (an alert leaves only through its buttons), as UIKit's hardware
/// keyboard support.
///
/// What UIKit raises for is refused with a ``HierarchyInconsistency`` of kind `.invalidArgument`,
/// changing nothing: a second `.cancel` action, an action added twice, a text field added to an
/// action sheet, a ``preferredAction`` that is not one of ``actions``. An alert presented
/// without actions gets an "OK" action of style `.default`, so that it can be left.
@MainActor
public final class AlertController: ViewController {
    /// How the alert is shown, as `UIAlertController.Style`.
    public enum Style: Sendable {
        /// A list of choices tied to what the user just did: a popover from its source, as
        /// `.actionSheet`.
        case actionSheet
        /// A modal message dialog in the middle of the window, as `.alert`.
        case alert
    }

    /// How the alert is shown, as `preferredStyle`.
    public let preferredStyle: Style

    /// The text under the title, as `message`.
    public var message: String? {
        didSet { if message != oldValue { contentDidChange() } }
    }

    /// The title, in bold above the message, as `title`.
    public override var title: String? {
        didSet { if title != oldValue { contentDidChange() } }
    }

    /// The actions, in the order added, as `actions`.
    public private(set) var actions: [AlertAction] = []

    /// The text fields added with ``addTextField(configurationHandler:)``, in order, as
    /// `textFields`; `nil` when there are none.
    public var textFields: [TextField]? { fields.isEmpty ? nil : fields }
    private var fields: [TextField] = []

    /// The action Enter chooses, drawn as GTK's suggested action (blue), as `preferredAction`.
    /// Setting an action that is not one of ``actions`` is refused with a
    /// ``HierarchyInconsistency``.
    public var preferredAction: AlertAction? {
        get { storedPreferredAction }
        set {
            if let newValue, !actions.contains(where: { $0 === newValue }) {
                HierarchyInconsistency.report(HierarchyInconsistency(
                    .invalidArgument,
                    "The preferred action \(Self.describe(newValue)) of \(debugName) is not one of its actions; add it with addAction(_:) first"))
                return
            }
            storedPreferredAction = newValue
            contentDidChange()
        }
    }
    private var storedPreferredAction: AlertAction?

    /// The action chosen, whose handler runs once the alert is dismissed.
    private(set) var chosenAction: AlertAction?

    /// How the alert shows now: decided when it is presented.
    enum Layout: Equatable {
        /// The card in the middle, buttons in a row (or a column when many).
        case card
        /// An action sheet's buttons in a popover, the cancel one left out.
        case popover
    }
    private(set) var layout: Layout = .card

    /// The buttons shown, one per action (none for a cancel left out of a popover).
    private(set) var buttons: [(action: AlertAction, button: Button)] = []

    /// The button showing `action`, once the view is loaded (none for a cancel action left out
    /// of a popover).
    @_spi(Testing) public func button(for action: AlertAction) -> Button? {
        buttons.first { $0.action === action }?.button
    }

    /// Creates an alert, as `UIAlertController(title:message:preferredStyle:)`.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.preferredStyle = preferredStyle
        self.message = message
        super.init()
        self.title = title
        modalTransitionStyle = .crossDissolve
        // An action sheet is a popover once it has a source, as on the iPad; an alert covers
        // the window with its backdrop, leaving the presenter in place.
        modalPresentationStyle = preferredStyle == .actionSheet ? .popover : .overFullScreen
    }

    // MARK: Actions and text fields

    /// Adds a button, as `addAction(_:)`. A second `.cancel` action, or an action already added
    /// (to this alert or another), is refused with a ``HierarchyInconsistency``.
    public func addAction(_ action: AlertAction) {
        if actions.contains(where: { $0 === action }) || action.didChange != nil {
            HierarchyInconsistency.report(HierarchyInconsistency(
                .invalidArgument, "\(Self.describe(action)) was already added to an alert controller; make a new AlertAction"))
            return
        }
        if action.style == .cancel, let cancel = cancelAction {
            HierarchyInconsistency.report(HierarchyInconsistency(
                .invalidArgument,
                "\(debugName) can only have one action with style .cancel; it has \(Self.describe(cancel)) and was given \(Self.describe(action))"))
            return
        }
        actions.append(action)
        action.didChange = { [weak self] in self?.contentDidChange() }
        contentDidChange()
    }

    /// Adds a text field above the buttons, configured by `configurationHandler`, as
    /// `addTextField(configurationHandler:)`. Enter in it chooses the ``preferredAction``. Only
    /// an `.alert` has text fields: on an action sheet it is refused with a
    /// ``HierarchyInconsistency``.
    public func addTextField(configurationHandler: ((TextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            HierarchyInconsistency.report(HierarchyInconsistency(
                .invalidArgument, "Text fields can only be added to an alert controller of style .alert, not to \(debugName), an .actionSheet"))
            return
        }
        let field = TextField()
        field.addAction(for: .primaryActionTriggered) { [weak self] in
            guard let self, let action = enterAction else { return }
            choose(action)
        }
        fields.append(field)
        configurationHandler?(field)
        contentDidChange()
    }

    /// The `.cancel` action, if any.
    var cancelAction: AlertAction? { actions.first { $0.style == .cancel } }

    /// What Enter chooses: the preferred action, else the only `.default` one.
    var enterAction: AlertAction? {
        if let storedPreferredAction { return storedPreferredAction }
        let defaults = actions.filter { $0.style == .default }
        return defaults.count == 1 ? defaults[0] : nil
    }

    // MARK: Choosing

    /// Chooses `action` as a click on its button does: the alert is dismissed, then the
    /// action's handler runs. Ignored for a disabled action, and once an action was chosen.
    /// Chosen while the alert is still being presented, it is dismissed as soon as it is shown.
    func choose(_ action: AlertAction) {
        guard action.isEnabled, chosenAction == nil, !isBeingDismissed else { return }
        chosenAction = action
        guard presentingViewController != nil else {
            action.handler?(action)
            return
        }
        if !isBeingPresented { dismissForChosenAction() }
    }

    private func dismissForChosenAction() {
        guard let action = chosenAction else { return }
        dismiss(animated: true) {
            action.handler?(action)
        }
    }

    // MARK: Presentation

    /// Decides how the alert shows as it is presented: an action sheet with a source in a
    /// regular-width window is a popover, any other alert the card; an alert with no actions
    /// gets "OK".
    override func prepareToBePresented(in window: Window?) {
        if actions.isEmpty { addAction(AlertAction(title: "OK", style: .default)) }
        chosenAction = nil
        var wanted = Layout.card
        if preferredStyle == .actionSheet {
            let popover = modalPresentationStyle == .popover ? popoverPresentationController : nil
            let regular = window.map { TraitCollection.sizeClass(forWidth: $0.bounds.width) == .regular } ?? false
            if let popover, popover.hasSource, regular {
                wanted = .popover
            } else if modalPresentationStyle == .popover {
                modalPresentationStyle = .overFullScreen
            }
        }
        if wanted != layout {
            layout = wanted
            contentDidChange()
        }
        if layout == .popover { preferredContentSize = popoverContentSize() }
    }

    /// Makes the alert's view: the backdrop over the window (a popover's background), which
    /// takes the keys while no text field has them.
    public override func loadView() {
        view = AlertBackdropView()
    }

    /// Builds the card (or the popover's column): title, message, text fields and buttons.
    public override func viewDidLoad() {
        super.viewDidLoad()
        buildContent()
    }

    /// The first text field takes the keys, else the alert itself, so that Enter and Escape
    /// reach it and not a view underneath.
    public override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        if let field = fields.first(where: \.isEnabled) {
            _ = field.becomeFirstResponder()
        } else {
            _ = view.becomeFirstResponder()
        }
    }

    /// Dismisses the alert for an action chosen while it was still being presented.
    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // Chosen while it was presented: dismissed at the next frame, once the presentation
        // has ended (it is still "being presented" in its viewDidAppear).
        if chosenAction != nil, let window = view.window {
            window.animator.schedule(at: window.clock.now) { [weak self] in self?.dismissForChosenAction() }
        }
    }

    /// A popover action sheet left by a click outside (no action chosen) runs its cancel
    /// action's handler, as UIKit's does.
    public override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if chosenAction == nil, layout == .popover, let cancel = cancelAction, presentingViewController == nil {
            chosenAction = cancel
            cancel.handler?(cancel)
        }
    }

    // MARK: Content

    /// The card's (or the popover's) views, made again when the content changes.
    private(set) var card: View?
    private var titleLabel: Label?
    private var messageLabel: Label?

    /// The width of the card, as GNOME's message dialogs.
    static let cardWidth = 340.0
    /// The width of an action sheet's popover.
    static let popoverWidth = 260.0
    private static let padding = 24.0

    private func contentDidChange() {
        guard isViewLoaded else { return }
        buildContent()
    }

    private func buildContent() {
        card?.removeFromSuperview()
        buttons = []
        let popover = layout == .popover
        view.backgroundColor = popover ? .white : Color(white: 0, alpha: PresentationLayout.dimmingAlpha)
        let contentWidth = (popover ? Self.popoverWidth : Self.cardWidth) - 2 * (popover ? 8 : Self.padding)

        var texts: [View] = []
        if let title, !title.isEmpty {
            let label = Label(text: title)
            label.isBold = true
            label.fontSize = popover ? 13 : 16
            label.textAlignment = .center
            label.numberOfLines = 0
            label.preferredMaxLayoutWidth = contentWidth
            texts.append(label)
            titleLabel = label
        }
        if let message, !message.isEmpty {
            let label = Label(text: message)
            label.textAlignment = .center
            label.numberOfLines = 0
            label.fontSize = popover ? 13 : 14
            label.preferredMaxLayoutWidth = contentWidth
            texts.append(label)
            messageLabel = label
        }

        let shown = popover ? actions.filter { $0.style != .cancel } : orderedActions()
        for action in shown {
            let button = Button(title: action.title ?? "")
            button.isEnabled = action.isEnabled
            button.role = role(of: action)
            button.addAction { [weak self, weak action] in
                guard let self, let action else { return }
                choose(action)
            }
            buttons.append((action, button))
        }
        let row = !popover && preferredStyle == .alert && buttons.count <= 3
        let buttonStack = StackView(arrangedSubviews: buttons.map(\.button))
        buttonStack.axis = row ? .horizontal : .vertical
        buttonStack.distribution = row ? .fillEqually : .fill
        buttonStack.spacing = popover ? 4 : 8

        let content = StackView(arrangedSubviews: texts + fields + [buttonStack])
        content.axis = .vertical
        content.spacing = 10
        if let last = (fields.last ?? texts.last) { content.setCustomSpacing(popover ? 12 : 24, after: last) }
        content.translatesAutoresizingMaskIntoConstraints = false

        let card = View()
        card.backgroundColor = .white
        card.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(content)
        view.addSubview(card)
        self.card = card
        let inset = popover ? 8 : Self.padding
        var constraints = [
            content.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: inset),
            content.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -inset),
            content.topAnchor.constraint(equalTo: card.topAnchor, constant: inset),
            content.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -inset),
        ]
        if popover {
            constraints += [
                card.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                card.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                card.topAnchor.constraint(equalTo: view.topAnchor),
            ]
        } else {
            let width = card.widthAnchor.constraint(equalToConstant: Self.cardWidth)
            width.priority = .defaultHigh
            constraints += [
                card.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                card.centerYAnchor.constraint(equalTo: view.centerYAnchor),
                card.widthAnchor.constraint(lessThanOrEqualTo: view.widthAnchor, constant: -32),
                width,
            ]
        }
        LayoutConstraint.activate(constraints)
    }

    /// The actions in the order their buttons show on the card: in a row the cancel one first
    /// (GNOME's order), in a column last (UIKit's).
    private func orderedActions() -> [AlertAction] {
        let others = actions.filter { $0.style != .cancel }
        guard let cancel = cancelAction else { return others }
        let row = preferredStyle == .alert && actions.count <= 3
        return row ? [cancel] + others : others + [cancel]
    }

    /// How an action's button is drawn.
    private func role(of action: AlertAction) -> Button.Role {
        switch action.style {
        case .destructive: .destructive
        case .cancel: action === storedPreferredAction ? .primary : .cancel
        case .default: action === storedPreferredAction ? .primary : .normal
        }
    }

    /// The popover's size: its column of buttons (and texts) at ``popoverWidth``.
    private func popoverContentSize() -> Size {
        loadViewIfNeeded()
        guard let card else { return Size(width: Self.popoverWidth, height: 0) }
        let fitted = card.systemLayoutSizeFitting(
            Size(width: Self.popoverWidth, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        return Size(width: Self.popoverWidth, height: fitted.height)
    }

    private static func describe(_ action: AlertAction) -> String {
        "the action “\(action.title ?? "")”"
    }
}

/// The alert's own view: the dimmed backdrop that takes every click outside the card, and the
/// responder that takes Enter and Escape while no text field has them.
@MainActor
final class AlertBackdropView: View {
    override var canBecomeFirstResponder: Bool { true }
}
