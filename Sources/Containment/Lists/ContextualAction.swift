/// One action a swipe reveals beside a row, as `UIContextualAction`.
@MainActor
public final class ContextualAction {
    /// How an action looks and what its completion means, as `UIContextualAction.Style`.
    public enum Style: Sendable, Hashable {
        /// A grey button, as `.normal`.
        case normal
        /// A red button for an action that removes the row, as `.destructive`.
        case destructive
    }

    /// What runs when the action is tapped, as `UIContextualAction.Handler`: the action, the view
    /// that showed it, and a completion to call with whether the action was performed (the
    /// swipe closes then).
    public typealias Handler = @MainActor (ContextualAction, View, @escaping @MainActor (Bool) -> Void) -> Void

    /// The action's style, as `UIContextualAction.style`.
    public let style: Style
    /// The button's title, as `UIContextualAction.title`.
    public var title: String?
    /// The button's image, as `UIContextualAction.image`.
    public var image: Image?
    /// The button's colour, as `UIContextualAction.backgroundColor`: grey for `.normal` and red
    /// for `.destructive` unless set.
    public var backgroundColor: Color
    /// The handler, as `UIContextualAction.handler`.
    public let handler: Handler

    /// Creates an action, as `UIContextualAction(style:title:handler:)`.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? Color(red: 1, green: 0.23, blue: 0.19) : Color(white: 0.56)
    }
}

/// The actions a swipe reveals on one side of a row, as `UISwipeActionsConfiguration`: the first
/// action sits nearest the edge.
@MainActor
public final class SwipeActionsConfiguration {
    /// The actions, the first nearest the edge, as `UISwipeActionsConfiguration.actions`.
    public let actions: [ContextualAction]
    /// Whether a swipe across most of the row performs the first action, as
    /// `UISwipeActionsConfiguration.performsFirstActionWithFullSwipe` (default `true`).
    public var performsFirstActionWithFullSwipe = true

    /// Creates a configuration, as `UISwipeActionsConfiguration(actions:)`.
    public init(actions: [ContextualAction]) {
        self.actions = actions
    }
}
