/// A button in a navigation bar, as `UIBarButtonItem`.
@MainActor
public final class BarButtonItem {
    /// The text on the button.
    public var title: String?
    /// What the button does when clicked, as the target-action pair of `UIBarButtonItem`.
    public var action: (() -> Void)?
    /// Whether the button takes clicks.
    public var isEnabled = true

    /// Where the host drew the button, in the coordinates of its navigation bar's
    /// ``NavigationBar/view``, as the GTK adapter reports it when the button is clicked (UIKit
    /// keeps this in the item's private view). A popover presented from the item
    /// (``PopoverPresentationController/barButtonItem``) points at it; until a host reports it,
    /// the bar estimates it from the titles.
    public var frameInBar: Rect?

    /// The navigation bar showing the item, set by the bar.
    weak var bar: NavigationBar?

    /// Creates a titled button, as `UIBarButtonItem(title:style:target:action:)` with a closure.
    public init(title: String?, action: (() -> Void)? = nil) {
        self.title = title
        self.action = action
    }

    /// Clicks the button: what the adapter calls when the native button is activated.
    @_spi(Adapter) public func sendAction() {
        guard isEnabled else { return }
        action?()
    }
}
