/// What a key press asks the demo to do.
enum DemoKeyCommand: Equatable, Sendable {
    /// Ctrl+M: show or hide the sliding menu.
    case toggleMenu
    /// Escape: close an open drawer, else dismiss what is presented.
    case closeOrDismiss
    /// Alt+Left: pop the visible navigation stack.
    case goBack
    /// Ctrl+Page_Up: the previous tab or page.
    case previousTabOrPage
    /// Ctrl+Page_Down: the next tab or page.
    case nextTabOrPage
    /// Left arrow: the previous page, when a page view shows.
    case previousPage
    /// Right arrow: the next page, when a page view shows.
    case nextPage
    /// Ctrl+I: show or hide the lifecycle inspector.
    case toggleInspector

    /// The command for a key, named as GDK names keys (`gdk_keyval_name`: "m", "Escape",
    /// "Left", "Page_Up"), with its modifiers; `nil` when the key means nothing to the demo.
    init?(keyName: String, control: Bool, alt: Bool, shift: Bool) {
        switch (keyName, control, alt, shift) {
        case ("m", true, false, false), ("M", true, false, _): self = .toggleMenu
        case ("i", true, false, false), ("I", true, false, _): self = .toggleInspector
        case ("Escape", false, false, false): self = .closeOrDismiss
        case ("Left", false, true, false): self = .goBack
        case ("Page_Up", true, false, false): self = .previousTabOrPage
        case ("Page_Down", true, false, false): self = .nextTabOrPage
        case ("Left", false, false, false): self = .previousPage
        case ("Right", false, false, false): self = .nextPage
        default: return nil
        }
    }
}
