@_spi(Adapter) import Containment

extension BarModel {
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
