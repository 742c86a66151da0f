import CGtkCanvas

extension ViewMirror {
    /// What changed in one view's widgets during a sync, as one value: what `syncView` finds,
    /// what it returns to the superview's sync, what decides whether a picture of the view still
    /// shows it (``RasterState``), and what the picture cache's one entry point is told
    /// (`containment_picture_cache_changed`). Core Animation asks the same of a layer: a change
    /// of `position` moves its backing store, any other change of how it looks redraws it.
    struct ViewChange: OptionSet {
        let rawValue: Int

        /// How the view itself looks: its size, its content, its background or clipping, the
        /// order of its subviews, or a new superview. A picture of the view holds this.
        static let itself = ViewChange(rawValue: 1 << 0)
        /// Where the view is in its superview (its origin): a picture of it holds it as it was.
        static let place = ViewChange(rawValue: 1 << 1)
        /// How the view shows in its superview without changing in itself: its opacity.
        static let appearance = ViewChange(rawValue: 1 << 2)
        /// Whether it shows: hidden, covered, out of the window, or shown again. The showing
        /// and hiding tell the picture cache themselves.
        static let visibility = ViewChange(rawValue: 1 << 3)
        /// Something in a subview, or the drawing of a transition over them. Each subview tells
        /// the picture cache its own change.
        static let inside = ViewChange(rawValue: 1 << 4)
        /// Made while the view's widget was not mapped, where GTK reports no redraw.
        static let unseen = ViewChange(rawValue: 1 << 5)

        /// Whether a picture of the view taken before the change no longer shows it: anything
        /// but a move of the view itself.
        var spoilsPicture: Bool { !subtracting([.place, .unseen]).isEmpty }

        /// Whether the superview looks different: any change, a move of the view included.
        var changesSuperview: Bool { !subtracting(.unseen).isEmpty }

        /// What the picture cache is told (see `containment_picture_cache_changed`): how the
        /// view looks, or where and how it shows, when that changed unseen; nothing otherwise,
        /// as GTK reports what changes in a mapped widget.
        var cacheChange: ContainmentChange {
            guard contains(.unseen) else { return CONTAINMENT_CHANGE_NONE }
            var change: UInt32 = 0
            if contains(.itself) { change |= CONTAINMENT_CHANGE_ITSELF.rawValue }
            if !isDisjoint(with: [.place, .appearance]) { change |= CONTAINMENT_CHANGE_PLACEMENT.rawValue }
            guard change != 0 else { return CONTAINMENT_CHANGE_NONE }
            return ContainmentChange(change | CONTAINMENT_CHANGE_UNSEEN.rawValue)
        }
    }
}
