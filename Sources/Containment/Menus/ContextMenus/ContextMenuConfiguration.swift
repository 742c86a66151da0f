/// Makes the view controller a context menu's preview shows, as `UIContextMenuContentPreviewProvider`.
public typealias ContextMenuContentPreviewProvider = @MainActor () -> ViewController?

/// Makes a context menu's menu from the actions the system suggests, as
/// `UIContextMenuActionProvider`: return `nil` for no menu.
public typealias ContextMenuActionProvider = @MainActor ([MenuElement]) -> Menu?

/// What a context menu shows, as `UIContextMenuConfiguration`: a delegate
/// (``ContextMenuInteractionDelegate``, or a table's ``TableViewDelegate``) returns one for the
/// place the user asked for a menu, and the menu is made from it when it opens.
///
/// The ``actionProvider`` runs each time the menu opens, after a table row under a right-click
/// was selected, with the suggested actions (none on the desktop); the menu it returns is shown
/// as a native menu at the pointer, or under the focused view when the Menu key or Shift+F10
/// asked for it. A desktop context menu shows no preview, as Mac Catalyst's: the
/// ``previewProvider`` is kept but not called.
@MainActor
public final class ContextMenuConfiguration {
    /// The configuration's identifier, as `UIContextMenuConfiguration.identifier`: the one given,
    /// or a fresh unique one.
    public let identifier: AnyHashable
    /// Makes the preview's controller, as `UIContextMenuConfiguration.previewProvider` (not
    /// shown on the desktop).
    public let previewProvider: ContextMenuContentPreviewProvider?
    /// Makes the menu, as `UIContextMenuConfiguration.actionProvider`; `nil` shows no menu.
    public let actionProvider: ContextMenuActionProvider?

    /// A configuration, as `UIContextMenuConfiguration(identifier:previewProvider:actionProvider:)`.
    public init(
        identifier: AnyHashable? = nil, previewProvider: ContextMenuContentPreviewProvider? = nil,
        actionProvider: ContextMenuActionProvider? = nil
    ) {
        self.identifier = identifier ?? AnyHashable(ContextMenuIdentifier())
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }

    /// The menu to show, from the ``actionProvider``: `nil` when there is none, or when what it
    /// made has nothing to show (no element left once hidden ones are left out), as UIKit then
    /// shows no menu.
    func makeMenu(suggestedActions: [MenuElement] = []) -> Menu? {
        guard let menu = actionProvider?(suggestedActions), MenuPresentation.hasVisibleElements(menu) else { return nil }
        return menu
    }
}

/// A configuration's own identifier when none was given: unique to the configuration, as the
/// UUID UIKit makes.
private final class ContextMenuIdentifier: Hashable, Sendable {
    static func == (lhs: ContextMenuIdentifier, rhs: ContextMenuIdentifier) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
