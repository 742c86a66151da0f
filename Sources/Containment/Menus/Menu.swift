/// A titled group of menu elements, as `UIMenu`: a submenu, a section shown inline between
/// separators (``Options/displayInline``), or the whole menu of a button, a context menu or the
/// menu bar.
///
/// ```swift
/// let sort = Menu(title: "Sort By", options: .singleSelection, children: [
///     Action(title: "Date", state: .on) { _ in },
///     Action(title: "Title") { _ in },
/// ])
/// let menu = Menu(children: [
///     sort,
///     Action(title: "Delete", attributes: .destructive) { _ in },
/// ])
/// ```
///
/// A menu is a value to show: changing its children makes a new menu
/// (``replacingChildren(_:)``), as UIKit's menus are immutable.
@MainActor
public final class Menu: MenuElement {
    /// The menu's identifier, as `UIMenu.identifier`: the standard ones name the menu bar's
    /// menus (``Identifier/file``, ``Identifier/edit``…) for a ``MenuBuilder``; a menu made
    /// without one gets a unique identifier.
    public let identifier: Identifier
    /// How the menu shows, as `UIMenu.options`.
    public let options: Options
    /// What the menu holds, in order, as `UIMenu.children`.
    public let children: [MenuElement]

    /// Creates a menu, as `UIMenu(title:subtitle:image:identifier:options:children:)`.
    public init(
        title: String = "", subtitle: String? = nil, image: Image? = nil, identifier: Identifier? = nil,
        options: Options = [], children: [MenuElement] = []
    ) {
        self.identifier = identifier ?? Identifier.unique()
        self.options = options
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// This menu with other children, as `UIMenu.replacingChildren(_:)`.
    public func replacingChildren(_ newChildren: [MenuElement]) -> Menu {
        Menu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options, children: newChildren)
    }

    /// The children whose state is ``MenuElement/State/on``, as `UIMenu.selectedElements`.
    public var selectedElements: [MenuElement] {
        children.filter { element in
            switch element {
            case let action as Action: action.state == .on
            case let command as Command: command.state == .on
            default: false
            }
        }
    }

    /// How a menu shows, as `UIMenu.Options`.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: Int

        /// Creates options from their raw bits.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// The children are shown in the parent menu, between separators, rather than as a
        /// submenu, as `.displayInline`.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The menu's items destroy data (shown red), as `.destructive`.
        public static let destructive = Options(rawValue: 1 << 1)
        /// At most one child is on; choosing one turns the others off (radio items), as
        /// `.singleSelection`.
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The children are shown as a row of small items, as `.displayAsPalette`.
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }
}
