import Containment

/// Layout the demo's controllers share.
enum DemoLayout {
    /// A rectangle of `size` centred in `bounds`.
    static func centered(_ size: Size, in bounds: Rect) -> Rect {
        Rect(x: bounds.minX + (bounds.width - size.width) / 2, y: bounds.minY + (bounds.height - size.height) / 2,
             width: size.width, height: size.height)
    }

    /// Adds `rows` to `view` as a vertical stack view centred in it: every row `rowHeight` tall
    /// and `width` wide (with no width, the view's width less 20 points each side), `spacing`
    /// apart. Returns the stack.
    @MainActor @discardableResult
    static func addCenteredColumn(_ rows: [View], width: Double?, rowHeight: Double, spacing: Double, to view: View) -> StackView {
        let column = StackView(arrangedSubviews: rows)
        column.axis = .vertical
        column.spacing = spacing
        column.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(column)
        var constraints = rows.map { $0.heightAnchor.constraint(equalToConstant: rowHeight) } + [
            column.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            column.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ]
        if let width {
            constraints.append(column.widthAnchor.constraint(equalToConstant: width))
        } else {
            constraints.append(column.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20))
        }
        LayoutConstraint.activate(constraints)
        return column
    }

    /// Buttons for `items`, 300 × 40 and 12 apart, in a column centred in `view`.
    @MainActor static func addButtonColumn<Item>(_ items: [Item], to view: View, title: (Item) -> String,
                                      action: @escaping @MainActor (Item) -> Void) -> [Button] {
        let buttons = items.map { item in Button(title: title(item)) { action(item) } }
        addCenteredColumn(buttons, width: 300, rowHeight: 40, spacing: 12, to: view)
        return buttons
    }
}
