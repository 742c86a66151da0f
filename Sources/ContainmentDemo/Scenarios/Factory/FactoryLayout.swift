import Containment

/// Where the factory's parts go in its view: the mode buttons on top, the `detailView` area in
/// the middle, the "New Controller" button at the bottom.
enum FactoryLayout {
    /// The size of each mode button.
    static let modeButtonSize = Size(width: 150, height: 36)
    /// The size of the "New Controller" button.
    static let buttonSize = Size(width: 220, height: 44)
    /// The margin around the parts.
    static let margin = 20.0

    /// The frames of the mode buttons, side by side and centred at the top of `bounds`.
    static func modeButtonFrames(count: Int, in bounds: Rect) -> [Rect] {
        let spacing = 8.0
        let width = Double(count) * modeButtonSize.width + Double(max(0, count - 1)) * spacing
        let minX = bounds.minX + (bounds.width - width) / 2
        return (0..<count).map { index in
            Rect(x: minX + Double(index) * (modeButtonSize.width + spacing), y: bounds.minY + 16,
                 width: modeButtonSize.width, height: modeButtonSize.height)
        }
    }

    /// The `detailView` area: between the mode buttons and the "New Controller" button.
    static func detailFrame(in bounds: Rect) -> Rect {
        let top = 16 + modeButtonSize.height + 16
        let bottom = margin + buttonSize.height + margin
        return Rect(x: bounds.minX + margin, y: bounds.minY + top, width: max(0, bounds.width - 2 * margin),
                    height: max(0, bounds.height - top - bottom))
    }

    /// The "New Controller" button, centred at the bottom of `bounds`.
    static func buttonFrame(in bounds: Rect) -> Rect {
        Rect(x: bounds.minX + (bounds.width - buttonSize.width) / 2, y: bounds.maxY - margin - buttonSize.height,
             width: buttonSize.width, height: buttonSize.height)
    }

    /// Where the button's centre goes while a swap runs: below the bottom of `bounds`, out of the
    /// way (the tutorial moves it to y = 1000 on a 568-point screen).
    static func droppedButtonCenter(from center: Point, in bounds: Rect) -> Point {
        Point(x: center.x, y: bounds.maxY + buttonSize.height)
    }

    /// `frame` moved down by `distance` (negative: up), as the tutorial's off-screen frames.
    static func shifted(_ frame: Rect, by distance: Double) -> Rect {
        Rect(x: frame.minX, y: frame.minY + distance, width: frame.width, height: frame.height)
    }
}
