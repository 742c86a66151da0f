import CGtk
@_spi(Adapter) import Containment

extension ViewMirror {
    /// The widgets of one core view and what they were last told, by concern: where the widget
    /// is (``Placement``), what its canvas paints (``Paint``), the native widget inside it
    /// (a ``ContentMirror``), whether it is drawn from a picture (``RasterState``), and the order of its
    /// children (``Stacking``). Each part is compared with the view on a sync, so only what
    /// changed is asked of GTK.
    ///
    /// Main-actor isolated (hence `Sendable`), so a signal handler may capture it: the release
    /// build's region checker refuses that otherwise.
    @MainActor final class Record {
        weak var view: View?
        /// The view's `ContainmentCanvas`.
        let container: WidgetRef
        /// Whether this is the root view's record, whose container is the mirror's
        /// ``ViewMirror/rootCanvas`` itself: one canvas fewer for every frame to draw. The
        /// host owns that canvas, its size and its clip.
        let isRoot: Bool
        /// The record of the superview, as of the last full sync.
        weak var superRecord: Record?
        /// The sync that last visited this record's view (``SyncContext/generation``).
        var lastSync = 0
        /// The view's `View.displayVersion` last applied.
        var appliedVersion = -1
        var placement = Placement()
        var paint = Paint()
        var content: (any ContentMirror)?
        var raster = RasterState.live
        /// How the view's model frame moved at the last visits (whether it is being dragged).
        var motion = Motion()
        var stacking = Stacking()
        /// The drawing of a running transition, over the subviews.
        var transition: TransitionOverlay?
        /// What the widget's accessible object was last told (see `updateAccessibleName`).
        var appliedRole: AtkRole?
        var appliedAccessibleName: String?

        /// Where the subviews' widgets go: a scroll view's scrolling canvas, else the view's canvas.
        var subviewParent: UnsafeMutablePointer<GtkWidget> {
            content?.subviewCanvas ?? container.widget
        }

        init(view: View, container: WidgetRef, isRoot: Bool = false) {
            self.view = view
            self.container = container
            self.isRoot = isRoot
        }
    }

    /// Where a view's widget is and whether it shows.
    struct Placement {
        /// The presentation frame last applied (its size is the widget's size request); `nil`
        /// until the widget is in its parent.
        var frame: Rect?
        /// Where the widget is placed in its parent: where it shows, or where its slide ends
        /// while it is drawn from a picture (see ``ViewMirror/place(_:_:in:at:)``).
        var origin: Point?
        /// Whether the view's frame met the visible area at the last full sync of it.
        var isOnScreen = true
        /// Where the superview showed at the last full sync of the view, in the root's
        /// coordinates, moved by its bounds origin (``SyncContext/superviewOrigin``).
        var superviewOrigin = Point.zero
        /// The view's bounds origin as shown at the last full sync of it (a scroll view's offset).
        var boundsOrigin = Point.zero
        /// Whether the widget was last made child-visible (mapped with its parent).
        var isVisible: Bool?
    }

    /// What a view's canvas was last told to paint (its size is the placement's frame's).
    struct Paint {
        var background: Color?
        /// The background painted when the view sets none (a bar's), if any.
        var defaultBackground: Color?
        var clips = false
        var alpha: Double?
    }

    /// The subviews as last stacked in the canvas (`views` `nil`: stack again), and whether a
    /// transition's drawing was on top of them.
    struct Stacking {
        var views: [ObjectIdentifier]?
        var isUnderTransition = false
    }
}
