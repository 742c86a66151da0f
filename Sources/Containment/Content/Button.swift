/// A push button, as `UIButton`. The GTK adapter renders it as a `GtkButton` and calls
/// ``sendActions()`` when it is clicked.
@MainActor
open class Button: View {
    /// The label, as `setTitle(_:for: .normal)`.
    public var title: String? { didSet { if title != oldValue { setNeedsDisplay(); invalidateIntrinsicContentSize() } } }
    /// Whether clicks are taken, as `UIControl.isEnabled`.
    public var isEnabled = true { didSet { if isEnabled != oldValue { setNeedsDisplay() } } }

    /// What a button is for, as `UIButton.Role`: how the adapter draws it (GTK's
    /// `suggested-action` blue for `.primary`, `destructive-action` red for `.destructive`).
    public enum Role: Sendable {
        /// An ordinary button, as `.normal`.
        case normal
        /// The action the user most likely wants, as `.primary`.
        case primary
        /// Cancels, as `.cancel`; drawn as an ordinary button.
        case cancel
        /// Destroys or deletes something, as `.destructive`.
        case destructive
    }

    /// What the button is for, as `UIButton.role`; `.normal` by default.
    public var role: Role = .normal { didSet { if role != oldValue { setNeedsDisplay() } } }

    private var actions: [() -> Void] = []

    /// The button's natural size around its title, measured by the adapter, as
    /// `UIButton.intrinsicContentSize`.
    open override var intrinsicContentSize: Size {
        contentMeasurer.measure(.button(title: title ?? "")).size
    }

    override func textBaselines() -> (first: Double, last: Double)? {
        let measured = contentMeasurer.measure(.button(title: title ?? ""))
        return (measured.firstBaseline, measured.lastBaseline)
    }

    /// Creates a button with a title and an optional action.
    public init(frame: Rect = .zero, title: String? = nil, action: (() -> Void)? = nil) {
        self.title = title
        super.init(frame: frame)
        if let action { actions.append(action) }
    }

    /// Adds an action run on every click, as `addAction(_:for: .primaryActionTriggered)`.
    public func addAction(_ action: @escaping () -> Void) {
        actions.append(action)
    }

    /// Runs the actions as a click does, as `sendActions(for: .primaryActionTriggered)`. Does
    /// nothing while disabled, hidden, or while input is ignored.
    public func sendActions() {
        guard isEnabled, !isHidden, !Application.shared.isIgnoringInteractionEvents else { return }
        for action in actions { action() }
    }
}
