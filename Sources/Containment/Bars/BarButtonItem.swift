/// A button in a navigation bar, as `UIBarButtonItem`.
@MainActor
public final class BarButtonItem {
    /// The text on the button.
    public var title: String?
    /// What the button does when clicked, as the target-action pair of `UIBarButtonItem`.
    public var action: (() -> Void)?
    /// Whether the button takes clicks.
    public var isEnabled = true

    /// Creates a titled button, as `UIBarButtonItem(title:style:target:action:)` with a closure.
    public init(title: String?, action: (() -> Void)? = nil) {
        self.title = title
        self.action = action
    }

    /// Clicks the button: what the adapter calls when the native button is activated.
    public func sendAction() {
        guard isEnabled else { return }
        action?()
    }
}
