// Whether rectangles cover another: what occlusion (``Occlusion``) is computed with.
extension Rect {
    /// The parts of this rectangle outside `cover`: none when `cover` holds all of it, the whole
    /// rectangle when they do not overlap, else up to four pieces that do not overlap each other
    /// (the full-width bands above and below the overlap, then the pieces left and right of it).
    package func subtracting(_ cover: Rect) -> [Rect] {
        guard let overlap = intersection(cover) else { return [self] }
        var pieces: [Rect] = []
        if overlap.minY > minY {
            pieces.append(Rect(x: minX, y: minY, width: width, height: overlap.minY - minY))
        }
        if overlap.maxY < maxY {
            pieces.append(Rect(x: minX, y: overlap.maxY, width: width, height: maxY - overlap.maxY))
        }
        if overlap.minX > minX {
            pieces.append(Rect(x: minX, y: overlap.minY, width: overlap.minX - minX, height: overlap.height))
        }
        if overlap.maxX < maxX {
            pieces.append(Rect(x: overlap.maxX, y: overlap.minY, width: maxX - overlap.maxX, height: overlap.height))
        }
        return pieces
    }

    /// Whether this rectangle lies entirely inside the union of `covers` (which may overlap each
    /// other). An empty rectangle shares no area with anything, so it is never covered.
    package func isCovered(by covers: [Rect]) -> Bool {
        // Only a cover overlapping this rectangle can take a part of it (every piece left lies
        // inside it): the others are passed over without making pieces (a table's cell under
        // the cells below it overlaps none of them).
        var remaining: [Rect]?
        for cover in covers where intersection(cover) != nil {
            let pieces = (remaining ?? [self]).flatMap { $0.subtracting(cover) }
            if pieces.isEmpty { return true }
            remaining = pieces
        }
        return false
    }
}
