/// Where a popover goes and where its arrow points: a pure function of the content's size, the
/// source's rectangle and the window, as UIKit's `UIPopoverPresentationController` places its
/// bubble; tested headless, drawn by the GTK adapter.
public enum PopoverLayout {
    /// The least gap between a popover (with its arrow) and the window's edges.
    public static let windowMargin = 10.0
    /// How far the arrow stands out of the popover's edge, as UIKit's (13 points).
    public static let arrowHeight = 13.0
    /// The width of the arrow's base, as UIKit's (26 points).
    public static let arrowBase = 26.0
    /// The least distance between the arrow's base and the popover's corners.
    public static let arrowCornerInset = 12.0
    /// The content size of a popover whose controller has no ``ViewController/preferredContentSize``,
    /// as UIKit's default popover width (320 points).
    public static let defaultContentSize = Size(width: 320, height: 400)

    /// A popover's placement.
    public struct Placement: Sendable, Equatable {
        /// Where the presented view goes, in the window.
        public var frame: Rect
        /// The side the arrow is on and points from.
        public var arrowDirection: PopoverArrowDirection
        /// The rectangle of the arrow's triangle, in the window: its base on the popover's edge,
        /// its tip towards the source.
        public var arrowFrame: Rect
    }

    /// Places content of `contentSize` (a dimension of 0 is taken from ``defaultContentSize``)
    /// pointing at `source` in a window of `windowSize`, with an arrow in one of `permitted`
    /// (all when empty).
    ///
    /// The directions are tried in the order up, down, left, right (the popover below, above,
    /// right of, left of the source); the first one where the whole content fits between the
    /// source and the window's margin wins; when none fits, the one with the most room, and the
    /// content shrinks to it. The popover slides along the source's edge to stay
    /// ``windowMargin`` inside the window; the arrow points at the source's middle, kept
    /// ``arrowCornerInset`` from the popover's corners.
    public static func place(contentSize: Size, source: Rect, in windowSize: Size, permitted: PopoverArrowDirection) -> Placement {
        let wanted = Size(width: contentSize.width > 0 ? contentSize.width : defaultContentSize.width,
                          height: contentSize.height > 0 ? contentSize.height : defaultContentSize.height)
        let bounds = Rect(origin: .zero, size: windowSize)
        let source = clamp(source, into: bounds)
        let allowed = permitted.isEmpty ? PopoverArrowDirection.any : permitted
        let candidates = PopoverArrowDirection.preferenceOrder.filter { allowed.contains($0) }
        let chosen = candidates.first { room($0, source: source, in: windowSize).fits(wanted) }
            ?? candidates.max { room($0, source: source, in: windowSize).area(wanted) < room($1, source: source, in: windowSize).area(wanted) }
            ?? .up
        let space = room(chosen, source: source, in: windowSize)
        let size = Size(width: max(0, min(wanted.width, space.width)), height: max(0, min(wanted.height, space.height)))
        let margin = windowMargin
        var frame = Rect(origin: .zero, size: size)
        switch chosen {
        case .down:
            frame.origin.x = slide(source.midX - size.width / 2, length: size.width, within: windowSize.width)
            frame.origin.y = source.minY - arrowHeight - size.height
        case .left:
            frame.origin.x = source.maxX + arrowHeight
            frame.origin.y = slide(source.midY - size.height / 2, length: size.height, within: windowSize.height)
        case .right:
            frame.origin.x = source.minX - arrowHeight - size.width
            frame.origin.y = slide(source.midY - size.height / 2, length: size.height, within: windowSize.height)
        default:
            frame.origin.x = slide(source.midX - size.width / 2, length: size.width, within: windowSize.width)
            frame.origin.y = source.maxY + arrowHeight
        }
        frame.origin.x = max(margin, frame.origin.x)
        frame.origin.y = max(margin, frame.origin.y)
        return Placement(frame: frame, arrowDirection: chosen, arrowFrame: arrowFrame(chosen, frame: frame, source: source))
    }

    /// The room beside `source` in `direction`'s placement.
    private struct Room {
        var width: Double
        var height: Double
        func fits(_ size: Size) -> Bool { size.width <= width && size.height <= height }
        func area(_ size: Size) -> Double { max(0, min(size.width, width)) * max(0, min(size.height, height)) }
    }

    private static func room(_ direction: PopoverArrowDirection, source: Rect, in windowSize: Size) -> Room {
        let fullWidth = windowSize.width - 2 * windowMargin
        let fullHeight = windowSize.height - 2 * windowMargin
        switch direction {
        case .down: return Room(width: fullWidth, height: source.minY - arrowHeight - windowMargin)
        case .left: return Room(width: windowSize.width - windowMargin - source.maxX - arrowHeight, height: fullHeight)
        case .right: return Room(width: source.minX - arrowHeight - windowMargin, height: fullHeight)
        default: return Room(width: fullWidth, height: windowSize.height - windowMargin - source.maxY - arrowHeight)
        }
    }

    /// `start` moved so that `length` from it stays within the margins of `within`.
    private static func slide(_ start: Double, length: Double, within: Double) -> Double {
        min(max(start, windowMargin), max(windowMargin, within - windowMargin - length))
    }

    private static func clamp(_ rect: Rect, into bounds: Rect) -> Rect {
        let minX = min(max(rect.minX, bounds.minX), bounds.maxX)
        let minY = min(max(rect.minY, bounds.minY), bounds.maxY)
        let maxX = min(max(rect.maxX, minX), bounds.maxX)
        let maxY = min(max(rect.maxY, minY), bounds.maxY)
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    private static func arrowFrame(_ direction: PopoverArrowDirection, frame: Rect, source: Rect) -> Rect {
        let half = arrowBase / 2
        func along(_ target: Double, from low: Double, to high: Double) -> Double {
            let lower = low + arrowCornerInset + half
            let upper = high - arrowCornerInset - half
            return lower <= upper ? min(max(target, lower), upper) : (low + high) / 2
        }
        switch direction {
        case .down:
            let x = along(source.midX, from: frame.minX, to: frame.maxX)
            return Rect(x: x - half, y: frame.maxY, width: arrowBase, height: arrowHeight)
        case .left:
            let y = along(source.midY, from: frame.minY, to: frame.maxY)
            return Rect(x: frame.minX - arrowHeight, y: y - half, width: arrowHeight, height: arrowBase)
        case .right:
            let y = along(source.midY, from: frame.minY, to: frame.maxY)
            return Rect(x: frame.maxX, y: y - half, width: arrowHeight, height: arrowBase)
        default:
            let x = along(source.midX, from: frame.minX, to: frame.maxX)
            return Rect(x: x - half, y: frame.minY - arrowHeight, width: arrowBase, height: arrowHeight)
        }
    }
}
