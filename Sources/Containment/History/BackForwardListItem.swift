/// One move in a window's history, as `WKBackForwardListItem` is one page in a web view's
/// history: in `Window.backList` its ``title`` names where going back to it leads, in
/// `Window.forwardList` where going forward to it leads. `Window.go(to:)` goes to it.
@MainActor
public final class BackForwardListItem {
    /// Which kind of move it is.
    enum Kind {
        /// A move a container reported (``ContainerHistoryRestoring``).
        case container
        /// A controller presented (before: nothing, after: the presented controller) or
        /// dismissed, by the `container` that presents.
        case presentation
    }

    /// The container that moved (for a presentation, the presenting controller).
    weak var container: ViewController?
    let kind: Kind
    /// Where the container was before the move, and where the move took it.
    var before: HistoryState
    var after: HistoryState
    /// The titles of the two places, taken when the move was recorded (the controllers may be
    /// gone when the menu shows).
    let beforeTitle: String?
    let afterTitle: String?
    /// Whether the item is in the forward list now.
    var isForward = false

    init(container: ViewController, kind: Kind, before: HistoryState, after: HistoryState, beforeTitle: String?, afterTitle: String?) {
        self.container = container
        self.kind = kind
        self.before = before
        self.after = after
        self.beforeTitle = beforeTitle
        self.afterTitle = afterTitle
    }

    /// The title to show for the item, as `WKBackForwardListItem.title`: in the back list the
    /// title of the controller going back to it shows, in the forward list the one going forward
    /// shows (a controller's navigation item title, else its ``ViewController/title``, else that
    /// of the child it shows); `nil` when none has one.
    public var title: String? { isForward ? afterTitle : beforeTitle }

    /// The place going back to this item leads to (`before`), or going forward (`after`).
    var target: HistoryState { isForward ? after : before }
}
