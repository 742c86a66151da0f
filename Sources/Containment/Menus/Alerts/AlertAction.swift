/// A button of an ``AlertController`` and what it does, as `UIAlertAction`.
///
/// Its handler runs once the alert has been dismissed (after the alert's `viewDidDisappear`),
/// so that it may present another controller from the same presenter, as UIKit runs an alert
/// action's handler when the alert has gone.
@MainActor
public final class AlertAction {
    /// How an action looks and behaves, as `UIAlertAction.Style`.
    public enum Style: Sendable {
        /// An ordinary button, as `.default`.
        case `default`
        /// Leaves the alert without doing anything; Escape chooses it. An alert has at most one,
        /// as `.cancel`.
        case cancel
        /// Destroys or deletes something: drawn red (GTK's `destructive-action`), as `.destructive`.
        case destructive
    }

    /// The button's title, as `title`.
    public let title: String?
    /// How it looks and behaves, as `style`.
    public let style: Style
    /// Whether its button can be chosen, as `isEnabled`.
    public var isEnabled = true {
        didSet { if isEnabled != oldValue { didChange?() } }
    }

    /// What runs when the action is chosen, after the alert has been dismissed.
    let handler: (@MainActor (AlertAction) -> Void)?

    /// Tells the alert showing this action that it changed.
    var didChange: (() -> Void)?

    /// Creates an action, as `UIAlertAction(title:style:handler:)`.
    public init(title: String?, style: Style, handler: (@MainActor (AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
