/// Where a released sheet drag goes: pure decisions on resolved detent heights, tested headless,
/// as ``DrawerMotion`` decides for a drawer.
public enum SheetMotion {
    /// The detent a drag released at `height` (the sheet's visible height) with `velocity`
    /// (points per second, positive downwards) settles at: a flick (the one rule of every drag,
    /// ``InteractiveTransition/isFlick(velocity:)``) goes to the next detent in its direction from
    /// where the sheet stands (staying at the last one); otherwise the nearest detent. `heights`
    /// holds each detent's height; returns the index of the chosen one, `nil` when empty.
    public static func restingDetent(heights: [Double], height: Double, velocity: Double) -> Int? {
        guard !heights.isEmpty else { return nil }
        let order = heights.indices.sorted { heights[$0] < heights[$1] }
        if InteractiveTransition.isFlick(velocity: velocity) {
            if velocity > 0 {
                return order.last { heights[$0] < height - 0.5 } ?? order[0]
            }
            return order.first { heights[$0] > height + 0.5 } ?? order[order.count - 1]
        }
        return order.min { abs(heights[$0] - height) < abs(heights[$1] - height) }
    }

    /// The frame of a sheet `height` tall whose tallest frame is `largest`: the same width and
    /// bottom edge, its top moved down, as UIKit's sheets keep their bottom edge at every detent.
    public static func frame(height: Double, largest: Rect) -> Rect {
        let clamped = min(max(height, 0), largest.height)
        return Rect(x: largest.minX, y: largest.maxY - clamped, width: largest.width, height: clamped)
    }

    /// How far a sheet that may not be dismissed follows a drag `overshoot` points below its
    /// smallest detent: a third of the way, so the refusal shows before it springs back.
    public static func resistedOffset(overshoot: Double) -> Double {
        max(0, overshoot) / 3
    }
}
