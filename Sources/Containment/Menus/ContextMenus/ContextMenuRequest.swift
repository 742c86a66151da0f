/// A context menu the core asks its host to show (``Window/contextMenuPresenter``): the menu,
/// where, and who hears when it closes.
///
/// The host shows ``menu`` as a native menu: at ``anchor``'s origin for a right-click (a rect of
/// no size at the pointer), or below ``anchor`` (the focused view or row) when
/// ``opensBelowAnchor`` (the Menu key, Shift+F10). It runs the chosen item with ``sender``, sets
/// ``dismissHandler`` to close the menu from the core (`ContextMenuInteraction.dismissMenu()`),
/// and calls ``didEnd()`` once the menu closed, whatever closed it.
@_spi(Adapter) @MainActor
public final class ContextMenuRequest {
    /// The menu to show.
    public let menu: Menu
    /// Where, in the window's coordinates.
    public let anchor: Rect
    /// Whether the menu opens below ``anchor`` (asked for from the keyboard) rather than at its
    /// origin (the pointer).
    public let opensBelowAnchor: Bool
    /// The sender the chosen action runs with (`Action.sender`): the interaction, or the table.
    public let sender: Any?
    /// Closes the menu; the host sets it when the menu shows.
    public var dismissHandler: (() -> Void)?
    private var endHandler: (() -> Void)?

    init(menu: Menu, anchor: Rect, opensBelowAnchor: Bool, sender: Any?, onEnd: @escaping () -> Void) {
        self.menu = menu
        self.anchor = anchor
        self.opensBelowAnchor = opensBelowAnchor
        self.sender = sender
        endHandler = onEnd
    }

    /// Whether the menu has closed (``didEnd()`` was called).
    public var hasEnded: Bool { endHandler == nil }

    /// The host says the menu closed: the delegate hears `willEndFor` (once, however often this
    /// is called).
    public func didEnd() {
        guard let endHandler else { return }
        self.endHandler = nil
        dismissHandler = nil
        endHandler()
    }
}
