import Containment

/// Which views are entirely hidden under opaque siblings drawn above them, so the mirror can
/// unmap their widgets: nothing changes on screen, and keyboard focus (Tab) no longer lands on
/// widgets the user cannot see, such as the sliding menu's table under its content.
@MainActor
enum Occlusion {
    /// How deep into a transparent sibling to look for the opaque views that paint it.
    static let searchDepth = 4

    /// Whether `lower` is entirely covered by the opaque parts of `uppers` (siblings above it).
    /// `isOpaque` tells whether a view paints its whole frame (its background, or a native bar).
    static func isCovered(_ lower: View, by uppers: ArraySlice<View>, isOpaque: (View) -> Bool) -> Bool {
        guard !uppers.isEmpty else { return false }
        var covers: [Rect] = []
        for upper in uppers {
            covers.append(contentsOf: opaqueRects(of: upper, depth: searchDepth, isOpaque: isOpaque))
        }
        return isCovered(lower.presentation.frame, by: covers)
    }

    /// Whether `frame` lies entirely inside the union of `covers`.
    static func isCovered(_ frame: Rect, by covers: [Rect]) -> Bool {
        guard !covers.isEmpty else { return false }
        var remaining = [frame]
        for cover in covers {
            remaining = remaining.flatMap { subtract(cover, from: $0) }
            if remaining.isEmpty { return true }
        }
        return false
    }

    /// The rectangles, in `view`'s superview's coordinates, that `view` paints opaquely: its
    /// frame when it is opaque, else those of its subviews, up to `depth` levels down.
    static func opaqueRects(of view: View, depth: Int, isOpaque: (View) -> Bool) -> [Rect] {
        var rects: [Rect] = []
        appendOpaqueRects(of: view, depth: depth, isOpaque: isOpaque, to: &rects)
        return rects
    }

    /// ``opaqueRects(of:depth:isOpaque:)`` appended to `rects` (one array for the whole search,
    /// as it runs for every sibling on every frame of a slide).
    private static func appendOpaqueRects(of view: View, depth: Int, isOpaque: (View) -> Bool, to rects: inout [Rect]) {
        let presentation = view.presentation
        guard !view.isHidden, presentation.alpha >= 0.999 else { return }
        let frame = presentation.frame
        if isOpaque(view) {
            rects.append(frame)
            return
        }
        guard depth > 0 else { return }
        let originX = frame.minX - view.bounds.minX
        let originY = frame.minY - view.bounds.minY
        let first = rects.count
        for subview in view.subviews {
            appendOpaqueRects(of: subview, depth: depth - 1, isOpaque: isOpaque, to: &rects)
        }
        // What the subviews paint, moved into this view's superview's coordinates.
        var kept = first
        for index in first..<rects.count {
            let rect = rects[index]
            let moved = Rect(x: rect.minX + originX, y: rect.minY + originY, width: rect.width, height: rect.height)
            guard let shown = view.clipsToBounds ? intersection(moved, frame) : moved else { continue }
            rects[kept] = shown
            kept += 1
        }
        rects.removeLast(rects.count - kept)
    }

    /// Whether a view's own background paints its whole frame.
    static func hasOpaqueBackground(_ view: View) -> Bool {
        guard let background = view.presentation.backgroundColor else { return false }
        return background.alpha >= 0.999
    }

    /// The parts of `rect` outside `cover`: up to four rectangles (above, below, left, right).
    static func subtract(_ cover: Rect, from rect: Rect) -> [Rect] {
        guard let overlap = intersection(rect, cover) else { return [rect] }
        var pieces: [Rect] = []
        if overlap.minY > rect.minY {
            pieces.append(Rect(x: rect.minX, y: rect.minY, width: rect.width, height: overlap.minY - rect.minY))
        }
        if overlap.maxY < rect.maxY {
            pieces.append(Rect(x: rect.minX, y: overlap.maxY, width: rect.width, height: rect.maxY - overlap.maxY))
        }
        if overlap.minX > rect.minX {
            pieces.append(Rect(x: rect.minX, y: overlap.minY, width: overlap.minX - rect.minX, height: overlap.height))
        }
        if overlap.maxX < rect.maxX {
            pieces.append(Rect(x: overlap.maxX, y: overlap.minY, width: rect.maxX - overlap.maxX, height: overlap.height))
        }
        return pieces
    }

    /// The overlap of two rectangles, or `nil` when they share no area.
    static func intersection(_ a: Rect, _ b: Rect) -> Rect? {
        let minX = max(a.minX, b.minX)
        let minY = max(a.minY, b.minY)
        let maxX = min(a.maxX, b.maxX)
        let maxY = min(a.maxY, b.maxY)
        guard maxX > minX, maxY > minY else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
