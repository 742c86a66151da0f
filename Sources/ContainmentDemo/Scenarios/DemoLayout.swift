import Containment

/// Frame arithmetic the demo's controllers share.
enum DemoLayout {
    /// A rectangle of `size` centred in `bounds`.
    static func centered(_ size: Size, in bounds: Rect) -> Rect {
        Rect(x: bounds.minX + (bounds.width - size.width) / 2, y: bounds.minY + (bounds.height - size.height) / 2,
             width: size.width, height: size.height)
    }

    /// Frames for `count` rows of `size` stacked `spacing` apart, the whole column centred in
    /// `bounds`.
    static func centeredColumn(count: Int, of size: Size, spacing: Double, in bounds: Rect) -> [Rect] {
        guard count > 0 else { return [] }
        let height = Double(count) * size.height + Double(count - 1) * spacing
        let column = centered(Size(width: size.width, height: height), in: bounds)
        return (0..<count).map { index in
            Rect(x: column.minX, y: column.minY + Double(index) * (size.height + spacing), width: size.width, height: size.height)
        }
    }

    /// Margins that keep a view centred while its superview resizes.
    /// One 300 × 40 button per item, titled `title(item)`, in a centred column of `view` that
    /// stays centred; a click runs `action(item)`. Returns the buttons in order.
    @MainActor
    static func addButtonColumn<Item>(_ items: [Item], to view: View, title: (Item) -> String,
                                      action: @escaping @MainActor (Item) -> Void) -> [Button] {
        let frames = centeredColumn(count: items.count, of: Size(width: 300, height: 40), spacing: 12, in: view.bounds)
        return zip(items, frames).map { item, frame in
            let button = Button(frame: frame, title: title(item)) { action(item) }
            button.autoresizingMask = keepsCentered
            view.addSubview(button)
            return button
        }
    }

    static let keepsCentered: AutoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
}
