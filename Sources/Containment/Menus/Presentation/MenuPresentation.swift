/// A menu as a native menu draws it: one level of rows, what each shows and what choosing it
/// does, made for the host that draws menus (the GTK adapter's menu renderer).
///
/// The rule, as UIKit's menus read on the desktop:
///
/// 1. Hidden elements (`.hidden`) are left out. A `.displayInline` (or `.displayAsPalette`) menu
///    is a section between separators, headed by its title when it has one; no separator starts
///    or ends the menu, nor doubles. Any other menu is a submenu row, whose own presentation is
///    made only when it opens (``MenuSubmenu/presentation()``), so a menu nested 100 deep costs
///    one level at a time.
/// 2. An ``Action`` is enabled unless `.disabled`, and runs its handler with the menu's sender.
///    A ``Command`` (a ``KeyCommand`` too) is enabled when the window's responder chain can
///    perform it (`Window.isEnabled(_:)`, after `validate(_:)`), and runs through
///    `Window.perform(_:)`; with no window it is disabled. A key command shows its key.
/// 3. In a `.singleSelection` menu the items are radio items, the one whose state is `.on`
///    chosen; elsewhere an item whose state is not `.off` shows a check (`.mixed`: inconsistent).
/// 4. `.destructive` items (and submenus of a `.destructive` menu) are drawn in the theme's
///    error colour.
/// 5. A ``DeferredMenuElement`` is a "Loading…" row until its provider answers
///    (``DeferredMenuLoad/load(_:)``); its elements then take its place, as if inline.
@_spi(Adapter) @MainActor
public struct MenuPresentation {
    /// One row of a menu.
    public enum Item {
        /// An inline menu's title above its section (not chosen).
        case header(String)
        /// A line between sections.
        case separator
        /// An action or a command.
        case entry(MenuEntry)
        /// A submenu, made when it opens.
        case submenu(MenuSubmenu)
        /// A deferred element still loading.
        case deferred(DeferredMenuLoad)
    }

    /// The rows, in order.
    public let items: [Item]
    /// The window whose responder chain enables and performs commands, and the sender actions
    /// run with.
    let context: MenuContext

    /// The rows of `menu`, its commands enabled by `window`'s responder chain, its actions run
    /// with `sender`.
    public init(_ menu: Menu, window: Window?, sender: Any?) {
        self.init(menu.children, options: menu.options, context: MenuContext(window: window, sender: sender))
    }

    init(_ elements: [MenuElement], options: Menu.Options, context: MenuContext) {
        self.context = context
        var builder = Builder(context: context)
        builder.add(elements, options: options)
        items = builder.items
    }

    /// The title shown while a deferred element loads.
    public static let loadingTitle = "Loading…"

    /// Whether `menu` has something to show: a child that is not hidden (one level deep, so the
    /// check costs the menu's children only).
    public static func hasVisibleElements(_ menu: Menu) -> Bool {
        menu.children.contains { !isHidden($0) }
    }

    static func isHidden(_ element: MenuElement) -> Bool {
        switch element {
        case let action as Action: action.attributes.contains(.hidden)
        case let command as Command: command.attributes.contains(.hidden)
        default: false
        }
    }

    /// Adds rows in order, with separators around inline sections.
    @MainActor private struct Builder {
        let context: MenuContext
        var items: [Item] = []
        /// A section ended: the next row needs a separator above it.
        var separatorPending = false

        mutating func append(_ item: Item) {
            if separatorPending, !items.isEmpty { items.append(.separator) }
            separatorPending = false
            items.append(item)
        }

        mutating func add(_ elements: [MenuElement], options: Menu.Options) {
            for element in elements where !MenuPresentation.isHidden(element) {
                switch element {
                case let menu as Menu:
                    if menu.options.contains(.displayInline) || menu.options.contains(.displayAsPalette) {
                        addSection(menu)
                    } else if MenuPresentation.hasVisibleElements(menu) {
                        append(.submenu(MenuSubmenu(menu: menu, isDestructive: menu.options.contains(.destructive)
                            || options.contains(.destructive), context: context)))
                    }
                case let action as Action:
                    append(.entry(MenuEntry(action: action, inMenuWith: options, context: context)))
                case let command as Command:
                    append(.entry(MenuEntry(command: command, inMenuWith: options, context: context)))
                case let deferred as DeferredMenuElement:
                    append(.deferred(DeferredMenuLoad(element: deferred, options: options, context: context)))
                default:
                    continue
                }
            }
        }

        /// An inline menu: a section between separators, headed by its title.
        mutating func addSection(_ menu: Menu) {
            let (before, pendingBefore) = (items.count, separatorPending)
            if !items.isEmpty { separatorPending = true }
            if !menu.title.isEmpty, MenuPresentation.hasVisibleElements(menu) { append(.header(menu.title)) }
            add(menu.children, options: menu.options)
            // A section that showed nothing leaves no line.
            separatorPending = items.count > before ? true : pendingBefore
        }
    }
}

/// The window (kept weakly) and sender a menu's rows act with, shared by its submenus.
@MainActor
final class MenuContext {
    weak var window: Window?
    let sender: Any?

    init(window: Window?, sender: Any?) {
        self.window = window
        self.sender = sender
    }
}

/// An action or a command as a menu row draws it (``MenuPresentation``).
@_spi(Adapter) @MainActor
public struct MenuEntry {
    /// The mark before the title.
    public enum Indicator: Sendable, Equatable {
        /// None.
        case none
        /// A check box, for an item with a state.
        case check
        /// A radio button, for an item of a `.singleSelection` menu.
        case radio
    }

    /// The element shown.
    public let element: MenuElement
    /// The title (a command's after `validate(_:)`).
    public let title: String
    /// The line under the title, if any.
    public let subtitle: String?
    /// The icon, if any.
    public let image: Image?
    /// Whether the row can be chosen (not greyed).
    public let isEnabled: Bool
    /// Whether the row is drawn in the error colour.
    public let isDestructive: Bool
    /// The state its indicator shows.
    public let state: MenuElement.State
    /// The indicator drawn.
    public let indicator: Indicator
    /// The key command's input (`KeyCommand.input`), if the row is one.
    public let keyInput: String?
    /// The key command's modifiers.
    public let keyModifiers: KeyModifierFlags
    private let run: @MainActor () -> Void

    init(action: Action, inMenuWith options: Menu.Options, context: MenuContext) {
        element = action
        title = action.title
        subtitle = action.subtitle
        image = action.image
        isEnabled = !action.attributes.contains(.disabled)
        isDestructive = action.attributes.contains(.destructive)
        state = action.state
        indicator = Self.indicator(for: action.state, options: options)
        keyInput = nil
        keyModifiers = []
        run = { action.performWithSender(context.sender) }
    }

    init(command: Command, inMenuWith options: Menu.Options, context: MenuContext) {
        element = command
        // Asked first: `validate(_:)` may change the title and state.
        let enabled = !command.attributes.contains(.disabled) && (context.window?.isEnabled(command) ?? false)
        isEnabled = enabled
        title = command.title
        subtitle = command.subtitle
        image = command.image
        isDestructive = command.attributes.contains(.destructive)
        state = command.state
        indicator = Self.indicator(for: command.state, options: options)
        let key = command as? KeyCommand
        keyInput = key?.input
        keyModifiers = key?.modifierFlags ?? []
        run = {
            guard let window = context.window else { return }
            _ = window.perform(command)
        }
    }

    private static func indicator(for state: MenuElement.State, options: Menu.Options) -> Indicator {
        if options.contains(.singleSelection) { return .radio }
        return state == .off ? .none : .check
    }

    /// Runs the row's action or command, when it is enabled.
    public func perform() {
        guard isEnabled else { return }
        run()
    }
}

/// A submenu row (``MenuPresentation``): its title, and its rows made when it opens.
@_spi(Adapter) @MainActor
public struct MenuSubmenu {
    /// The submenu.
    public let menu: Menu
    /// Whether its title is drawn in the error colour (a `.destructive` menu).
    public let isDestructive: Bool
    let context: MenuContext

    init(menu: Menu, isDestructive: Bool, context: MenuContext) {
        self.menu = menu
        self.isDestructive = isDestructive
        self.context = context
    }

    /// The submenu's rows, made now.
    public func presentation() -> MenuPresentation {
        MenuPresentation(menu.children, options: menu.options, context: context)
    }
}

/// A deferred element's row while it loads (``MenuPresentation``).
@_spi(Adapter) @MainActor
public struct DeferredMenuLoad {
    /// The element.
    public let element: DeferredMenuElement
    let options: Menu.Options
    let context: MenuContext

    /// Asks the element for its elements, and hands their rows, as if they were inline where
    /// the element is, to `completion`: at once (before this returns) when the element kept them
    /// or its provider answers at once, otherwise when it answers; once either way.
    public func load(_ completion: @escaping @MainActor (MenuPresentation) -> Void) {
        let (options, context) = (options, context)
        let immediate = element.resolveElements { elements in
            completion(MenuPresentation(elements, options: options, context: context))
        }
        if let immediate { completion(MenuPresentation(immediate, options: options, context: context)) }
    }
}
