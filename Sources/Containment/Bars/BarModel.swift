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
    }

    /// One button of a bar.
    public struct Item {
        /// The button's text.
        public var title: String
        /// Whether it can be clicked.
        public var isEnabled: Bool
        /// For tabs: whether this is the selected tab.
        public var isSelected: Bool
        /// Run on a click.
        public var action: @MainActor () -> Void
        /// Told, before ``action``, where the clicked button is in the bar's view (a bar button
        /// item keeps it in `BarButtonItem.frameInBar` for popovers).
        public var anchor: (@MainActor (Rect) -> Void)?

        /// Creates an item.
        public init(title: String, isEnabled: Bool = true, isSelected: Bool = false,
                    anchor: (@MainActor (Rect) -> Void)? = nil, action: @escaping @MainActor () -> Void) {
            self.title = title
            self.isEnabled = isEnabled
            self.isSelected = isSelected
            self.anchor = anchor
            self.action = action
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
    /// The tab bar's tabs.
    public var tabs: [Item]

    /// A navigation bar.
    public static func navigation(title: String?, backItem: Item? = nil, leftItems: [Item] = [], rightItems: [Item] = []) -> BarModel {
        BarModel(style: .navigation, title: title, backItem: backItem, leftItems: leftItems, rightItems: rightItems, tabs: [])
    }

    /// A tab bar.
    public static func tabs(_ tabs: [Item]) -> BarModel {
        BarModel(style: .tabs, title: nil, backItem: nil, leftItems: [], rightItems: [], tabs: tabs)
    }

    /// A navigation item's button as a bar item (disabled when the item is).
    @MainActor
    public static func item(_ item: BarButtonItem) -> Item {
        Item(title: item.title ?? "", isEnabled: item.isEnabled,
             anchor: { [weak item] rect in item?.frameInBar = rect }) { [weak item] in item?.sendAction() }
    }

    /// The bar `view` shows, asked of the nearest controller whose view contains it when that
    /// controller adopts ``BarProviding``; `nil` for a view that is not a bar. The adapter asks
    /// this when a view gets its widget and whenever its `displayVersion` grows.
    @MainActor
    public static func provided(for view: View) -> BarModel? {
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
