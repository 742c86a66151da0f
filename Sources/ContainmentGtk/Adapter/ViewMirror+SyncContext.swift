@_spi(Adapter) import Containment

extension ViewMirror {
    /// What the walk of a sync knows about a view from above it: passed down the tree by value,
    /// one per view, so that nothing is allocated for it.
    struct SyncContext {
        /// The sync this walk belongs to: a record that carries another missed it.
        let generation: Int
        /// The visible area, in the root view's coordinates: views entirely outside it are hidden.
        let visibleArea: Rect
        /// Where the superview shows, in the root view's coordinates.
        var superviewOrigin = Point.zero
        /// Whether opaque siblings above the view hide all of it.
        var isCovered = false
        /// Whether a sibling of the view slides (the view is then drawn from a picture too).
        var isBesideSlide = false
        /// Whether an ancestor animates its frame or alpha (the animations-only frames follow the
        /// outermost animating views only).
        var isInsideAnimation = false
        /// Whether an ancestor slides: everything in it stays mapped, so that its picture holds
        /// all of it wherever the slide takes it.
        var isInsideSlide = false

        /// The context of `view`'s subviews, given the context of `view` itself, where it shows
        /// (`origin`, in the root's coordinates), whether it animates, and whether one of its
        /// subviews slides. Whether each subview is covered is set per subview.
        @MainActor func forSubviews(of view: View, at origin: Point, animates: Bool, aSubviewSlides: Bool) -> SyncContext {
            var context = self
            context.superviewOrigin = origin
            context.isCovered = false
            context.isBesideSlide = aSubviewSlides
            context.isInsideAnimation = isInsideAnimation || animates
            context.isInsideSlide = isInsideSlide || ViewMirror.slides(view)
            return context
        }
    }
}
