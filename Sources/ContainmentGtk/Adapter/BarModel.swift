@_spi(Adapter) import Containment

/// What a bar shows, as plain data: the generic input of the bar renderer in ``ViewMirror``.
///
/// A navigation bar is a back button, left buttons, a centred title and right buttons; a tab bar
/// is a row of toggle buttons, one selected. Containers' bar models (a navigation controller's
/// bar, a tab bar controller's tabs) are turned into this by ``ViewMirror/barProvider``.
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

    /// What is drawn, for telling whether a rebuild is needed (actions aside).
    var signature: [String] {
        func describe(_ item: Item) -> String { "\(item.title)|\(item.isEnabled)|\(item.isSelected)" }
        // Spelled out: interpolating the enum would name its case through runtime reflection,
        // on every bar sync.
        let kind = switch style {
        case .navigation: "navigation"
        case .tabs: "tabs"
        }
        return [kind, title ?? "\u{0}", backItem.map(describe) ?? "-"] + leftItems.map(describe) + ["|"]
            + rightItems.map(describe) + ["|"] + tabs.map(describe)
    }
}
