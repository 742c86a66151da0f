/// What a bar shows, as a value the core hands the adapter: a title, bar button items, a back
/// item, tabs. The adapter draws it (GTK buttons, a title label, toggle buttons) without knowing
/// which container made it.
///
/// A navigation bar is a back button, left buttons, a centred title and right buttons, as
/// `UINavigationBar`; a tab bar is a row of toggle buttons, one selected, as `UITabBar`. A
/// container says which of its views is a bar and what it shows by adopting ``BarProviding``;
/// ``provided(for:)`` asks it. When what a bar shows changes, the container calls
/// ``View/setNeedsDisplay()`` on the bar's view and the adapter asks again.
public struct BarModel {
    /// The kind of bar.
    public enum Style: Sendable, Equatable {
        /// A title between back/left and right buttons.
        case navigation
        /// A row of equal-width toggle buttons.
        case tabs
        /// A row of buttons along the bottom, laid out by their spaces, as `UIToolbar` (GNOME's
        /// action bar).
        case toolbar
    }

    /// One button of a bar (or a space between a toolbar's buttons).
    public struct Item {
        /// What an item is: a button, or space in a toolbar.
        public enum Kind: Sendable, Equatable {
            /// A button.
            case button
            /// Space that grows to share the bar's free width, as a flexible space item.
            case flexibleSpace
            /// Space of a fixed width in points, as a fixed space item.
            case fixedSpace(Double)
        }

        /// The button's text; empty for an icon-only button.
        public var title: String
        /// Whether it can be clicked.
        public var isEnabled: Bool
        /// For tabs: whether this is the selected tab.
        public var isSelected: Bool
        /// A button or a space.
        public var kind: Kind
        /// The standard item the button is, drawn with the platform's look for it (an icon or
        /// its text), if any.
        public var systemItem: BarButtonItem.SystemItem?
        /// A picture shown instead of the title, if any (a system item's icon wins).
        public var image: Image?
        /// The button's name for assistive technologies: the title, or what an icon does.
        public var accessibilityLabel: String
        /// Text shown when the pointer rests on the button, if any.
        public var toolTip: String?
        /// Whether the button is the prominent one (`BarButtonItem.Style.done`).
        public var isProminent: Bool
        /// The colour of the button's text or icon; `nil` for the theme's.
        public var tintColor: Color?
        /// The menu the button opens, if any: on a click when ``showsMenuAsPrimaryAction``, else
        /// on a long press or a secondary click.
        public var menu: Menu?
        /// Whether a click opens the ``menu`` (the item has nothing else to run), as a menu
        /// button.
        public var showsMenuAsPrimaryAction = false
        /// Run on a click.
        public var action: @MainActor () -> Void
        /// Told, before ``action`` and after each layout of the bar, where the button is in the
        /// bar's view (a bar button item keeps it in `BarButtonItem.frameInBar` for popovers).
        public var anchor: (@MainActor (Rect) -> Void)?

        /// Creates an item.
        public init(title: String, isEnabled: Bool = true, isSelected: Bool = false,
                    anchor: (@MainActor (Rect) -> Void)? = nil, action: @escaping @MainActor () -> Void) {
            self.title = title
            self.isEnabled = isEnabled
            self.isSelected = isSelected
            self.anchor = anchor
            self.action = action
            kind = .button
            accessibilityLabel = title
            isProminent = false
        }
    }

    /// The kind of bar.
    public var style: Style
    /// The navigation bar's title.
    public var title: String?
    /// The navigation bar's back button, if any.
    public var backItem: Item?
    /// Buttons after the back button.
    public var leftItems: [Item]
    /// Buttons at the trailing edge.
    public var rightItems: [Item]
    /// The tab bar's tabs, or the toolbar's items (buttons and spaces), in order.
    public var tabs: [Item]

    /// A navigation bar.
    public static func navigation(title: String?, backItem: Item? = nil, leftItems: [Item] = [], rightItems: [Item] = []) -> BarModel {
        BarModel(style: .navigation, title: title, backItem: backItem, leftItems: leftItems, rightItems: rightItems, tabs: [])
    }

    /// A tab bar.
    public static func tabs(_ tabs: [Item]) -> BarModel {
        BarModel(style: .tabs, title: nil, backItem: nil, leftItems: [], rightItems: [], tabs: tabs)
    }

    /// A toolbar: buttons and spaces laid out from the leading edge, flexible spaces sharing
    /// the free width.
    public static func toolbar(_ items: [Item]) -> BarModel {
        BarModel(style: .toolbar, title: nil, backItem: nil, leftItems: [], rightItems: [], tabs: items)
    }

    /// A bar button item as a bar item: its title (or its system item's text), image, tooltip,
    /// style and whether it is enabled; a click tells the item where its button is, then sends
    /// its action.
    @MainActor
    public static func item(_ item: BarButtonItem) -> Item {
        let system = item.systemItem
        let title = system?.title ?? (system == nil ? item.title ?? item.primaryAction?.title ?? "" : "")
        var model = Item(title: title, isEnabled: item.isEnabled,
                         anchor: { [weak item] rect in item?.frameInBar = rect }) { [weak item] in item?.sendAction() }
        switch system {
        case .flexibleSpace?: model.kind = .flexibleSpace
        case .fixedSpace?: model.kind = .fixedSpace(item.width > 0 ? item.width : 8)
        default: model.kind = .button
        }
        model.systemItem = system
        model.image = system == nil ? item.image ?? (item.title == nil ? item.primaryAction?.image : nil) : nil
        if model.image != nil { model.title = "" }
        model.accessibilityLabel = system?.accessibilityLabel ?? item.title ?? item.primaryAction?.title ?? ""
        model.menu = item.menu
        model.showsMenuAsPrimaryAction = item.showsMenuAsPrimaryAction
        model.toolTip = item.toolTip
        model.isProminent = item.style == .done
        model.tintColor = item.tintColor
        return model
    }

    /// The bar `view` shows, asked of the nearest controller whose view contains it when that
    /// controller adopts ``BarProviding``; `nil` for a view that is not a bar. The adapter asks
    /// this when a view gets its widget and whenever its `displayVersion` grows.
    ///
    /// A ``Toolbar`` shows its own items, wherever it is.
    @MainActor
    public static func provided(for view: View) -> BarModel? {
        if let toolbar = view as? Toolbar { return toolbar.barModel }
        var node = view.superview
        while let current = node {
            if let owner = current.owningViewController {
                return (owner as? any BarProviding)?.bar(for: view)
            }
            node = current.superview
        }
        return nil
    }
}
