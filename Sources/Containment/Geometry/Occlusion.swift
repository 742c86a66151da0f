/// Which views are entirely hidden under opaque siblings drawn above them, so that an adapter
/// can leave them undrawn: nothing changes on screen, and keyboard focus (Tab) no longer lands on
/// widgets the user cannot see, such as the sliding menu's table under its content.
///
/// Geometry over presentation values (what is on screen now, mid-animation), with no drawing:
/// whether a view paints its whole frame is the caller's to say (`isOpaque`), since only the
/// adapter knows what its native widgets paint.
@MainActor
package enum Occlusion {
    /// How deep into a transparent sibling to look for the opaque views that paint it.
    package static let searchDepth = 4

    /// Whether `lower` is entirely covered by the opaque parts of `uppers` (siblings above it).
    /// `isOpaque` tells whether a view paints its whole frame (its background, or a native bar).
    package static func isCovered(_ lower: View, by uppers: ArraySlice<View>, isOpaque: (View) -> Bool) -> Bool {
        guard !uppers.isEmpty else { return false }
        var covers: [Rect] = []
        for upper in uppers {
            covers.append(contentsOf: opaqueRects(of: upper, depth: searchDepth, isOpaque: isOpaque))
        }
        return lower.presentation.frame.isCovered(by: covers)
    }

    /// The rectangles, in `view`'s superview's coordinates, that `view` paints opaquely: its
    /// frame when it is opaque, else those of its subviews, up to `depth` levels down (clipped
    /// to its frame when it clips). A hidden view, or one not fully opaque, paints none.
    package static func opaqueRects(of view: View, depth: Int, isOpaque: (View) -> Bool) -> [Rect] {
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
            let moved = rects[index].offsetBy(dx: originX, dy: originY)
            guard let shown = view.clipsToBounds ? moved.intersection(frame) : moved else { continue }
            rects[kept] = shown
            kept += 1
        }
        rects.removeLast(rects.count - kept)
    }

    /// Whether a view's own background paints its whole frame.
    package static func hasOpaqueBackground(_ view: View) -> Bool {
        guard let background = view.presentation.backgroundColor else { return false }
        return background.alpha >= 0.999
    }
}
