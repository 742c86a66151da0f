@_spi(Adapter) import Containment

extension BarModel {
    /// What is drawn, for telling whether a rebuild is needed. Actions, anchors and what is
    /// applied to the widgets in place (whether an item is enabled, its tooltip; see
    /// ``BarButtons``) are left out: they change without a new look.
    var signature: [String] {
        func describe(_ item: Item) -> String {
            let kind = switch item.kind {
            case .button: "button"
            case .flexibleSpace: "flexible"
            case .fixedSpace(let width): "fixed \(width)"
            }
            let icon = item.systemItem.flatMap(BarButtonWidget.iconName(for:)) ?? "-"
            let picture = item.image.map { String(describing: ObjectIdentifier($0)) } ?? "-"
            let tint = item.tintColor.map { "\($0.red) \($0.green) \($0.blue) \($0.alpha)" } ?? "-"
            // Whether a menu is there decides the gestures and the menu button's arrow.
            let menu = item.menu == nil ? "-" : item.showsMenuAsPrimaryAction ? "menu" : "menu+action"
            return "\(item.title)|\(item.isSelected)|\(kind)|\(icon)|\(picture)|\(item.isProminent)|\(tint)|\(menu)"
        }
        // Spelled out: interpolating the enum would name its case through runtime reflection,
        // on every bar sync.
        let kind = switch style {
        case .navigation: "navigation"
        case .tabs: "tabs"
        case .toolbar: "toolbar"
        }
        return [kind, title ?? "\u{0}", backItem.map(describe) ?? "-"] + leftItems.map(describe) + ["|"]
            + rightItems.map(describe) + ["|"] + tabs.map(describe)
    }
}
