import CGtk
import CGtkCanvas
@_spi(Adapter) import Containment

/// Mirrors a core view tree onto GTK widgets: one `ContainmentCanvas` (our own GtkFixed-like
/// container, see `Sources/CGtkCanvas`) per view, placed at the view's presentation frame inside
/// its superview's canvas, with native widgets for the content
/// primitives (`Label` → `GtkLabel`, `Button` → `GtkButton`,
/// `ScrollView` → `GtkScrolledWindow` (its subviews in a canvas inside, placed less its
/// offset), `TableView` → the same, its visible cells read as a list,
/// `TextField` → `GtkEntry`, `TextView` → `GtkTextView`,
/// `ImageView` → `GtkImage`, `DrawingView` → `GtkDrawingArea`),
/// and, for a ``NativeView``, the app's own widget: each kind's ``ContentMirror``, chosen by
/// ``ContentMirrors``, makes and tells its widget.
///
/// ``sync(_:bounds:)`` walks the tree, passing one `SyncContext` down, and updates only what
/// changed (`View.displayVersion` and the presentation values) in each view's
/// `Record`; it keeps GTK's child order equal to the subview order (z-order), and destroys the
/// widgets of views that left the tree, except a page its container keeps, whose widgets wait
/// hidden until it shows again, and a view back in the tree by the next sync, which keeps its
/// widgets, as a UIKit view keeps its layer wherever it moves (see `sweepUnvisitedRecords`).
@MainActor
public final class ViewMirror {
    /// The canvas that draws the root view (the host's root canvas, whose size does not grow with
    /// its children): the root's subviews' widgets are its children.
    let rootCanvas: UnsafeMutablePointer<GtkWidget>
    var records: [ObjectIdentifier: Record] = [:]
    /// The records of pages out of the tree that keep their widgets (see `sweepUnvisitedRecords`).
    var keptRecords: [ObjectIdentifier: Record] = [:]
    /// The records of views out of the tree since the last full sync, which keep their widgets
    /// until the next one in case they come back (see `sweepUnvisitedRecords`).
    var leavingRecords: [ObjectIdentifier: Record] = [:]
    /// The records of views gone for good, whose hidden widgets are destroyed once the frame is
    /// drawn (see `retire`).
    var retiredRecords: [Record] = []
    /// Whether an idle source is set to destroy ``retiredRecords``.
    var destroysRetiredSoon = false

    /// How many views have widgets now.
    @_spi(Testing) public var mirroredViewCount: Int { records.count }
    /// How many syncs ran.
    @_spi(Testing) public private(set) var syncCount = 0
    /// How many views had a widget property changed in the last sync (the rest were skipped).
    @_spi(Testing) public internal(set) var lastSyncUpdatedViews = 0
    /// How many views' widgets were destroyed since creation (a view gone for good counts once
    /// its widgets are, after the frame that found it gone).
    @_spi(Testing) public private(set) var destroyedViewCount = 0

    /// Tells which views are bars and what they show: called when a view gets its widget and
    /// whenever its `View.displayVersion` changes. A view it gives a model for is
    /// drawn as a navigation bar or a tab bar (GTK buttons, a title label, toggle buttons).
    /// ``GtkHost`` sets it to `BarModel.provided(for:)`, which asks the container that made the
    /// bar (`BarProviding`): the mirror never knows which one.
    public var barProvider: ((View) -> BarModel?)?

    /// Shows a bar button's menu under its button (the widget), with a sender: ``GtkHost``
    /// sets it to show menus with the adapter's menu renderer. A bar never shows a menu without
    /// it.
    var barMenuPresenter: (@MainActor (Menu, UnsafeMutablePointer<GtkWidget>) -> Void)?

    /// Creates a mirror whose root view is drawn by `rootCanvas` (a `ContainmentCanvas` the caller
    /// owns, sizes and clips), with the root's subviews' widgets inside it.
    public init(rootCanvas: UnsafeMutablePointer<GtkWidget>) {
        self.rootCanvas = rootCanvas
    }

    /// The container widget (a `ContainmentCanvas`) mirroring `view`, if it has one.
    @_spi(Testing) public func widget(for view: View) -> UnsafeMutablePointer<GtkWidget>? {
        record(for: view)?.container.widget
    }

    /// The native content widget (`GtkLabel`, `GtkButton`, `GtkDrawingArea`, `GtkEntry`,
    /// `GtkTextView`, `GtkImage`, a scroll view's `GtkScrolledWindow`, a table's list of cells, or the holder
    /// of a ``NativeView``'s widget) mirroring `view`, if any.
    @_spi(Testing) public func contentWidget(for view: View) -> UnsafeMutablePointer<GtkWidget>? {
        record(for: view)?.content?.contentWidget
    }

    /// How many times an image view's image was decoded and scaled, if `view` is one.
    @_spi(Testing) public func imageWork(for view: View) -> (decodes: Int, scales: Int)? {
        guard let image = record(for: view)?.content as? ImageContent else { return nil }
        return (image.decodeCount, image.scaleCount)
    }

    /// Why gdk-pixbuf refused the image an image view shows (as logged), if it did.
    @_spi(Testing) public func imageRefusal(for view: View) -> String? {
        (record(for: view)?.content as? ImageContent)?.refusal
    }

    /// The `GtkScrolledWindow` of a scroll view, a table or a text view, if `view` has one.
    @_spi(Testing) public func scrolledWindow(for view: View) -> UnsafeMutablePointer<GtkWidget>? {
        record(for: view)?.content?.scrolledWindow
    }

    func record(for view: View) -> Record? {
        guard let record = records[ObjectIdentifier(view)], record.view === view else { return nil }
        return record
    }

    /// Brings the widgets in line with `root` and everything under it; `bounds` is the visible
    /// area in root coordinates (views entirely outside it are hidden).
    public func sync(_ root: View, bounds: Rect) {
        syncCount += 1
        lastSyncUpdatedViews = 0
        generation += 1
        // The count of the window being drawn: a change in another window does not make this
        // one walk its tree. A root in no window is walked every time.
        let changeCount = root.window?.displayChangeCount
        defer { syncedChangeCount = changeCount }
        // A view drawn from a picture while dragged is placed live at the first full sync after
        // the drag stops moving it (see `draggedPictures`).
        let hadDraggedPictures = draggedPictures > 0
        // Views that left at the last full sync are kept for this one only: it is full.
        if let changeCount, let syncedChangeCount, bounds == syncedBounds, root === syncedRoot, leavingRecords.isEmpty {
            if changeCount == syncedChangeCount, !hadDraggedPictures, syncAnimationsOnly() {
                lastSyncPass = .animationsOnly
                restackIfStale()
                return
            }
            // Only dragged views moved: their pictures move.
            if hadDraggedPictures, changeCount != syncedChangeCount,
                let changed = root.window?.viewsChanged(since: syncedChangeCount), syncDragStep(changed)
            {
                lastSyncPass = .dragStep
                restackIfStale()
                return
            }
        }
        lastSyncPass = .full
        draggedPictures = 0
        syncedBounds = bounds
        syncedRoot = root
        animating = []
        sawTransition = false
        sawNestedAnimation = false
        sawBoundsAnimation = false
        visitedRecords = 0
        syncView(root, parent: nil, SyncContext(generation: generation, visibleArea: bounds))
        // Views that left the tree were not visited: their records still carry an older sync.
        sweepUnvisitedRecords()
        restackIfStale()
        // The sync that frees the widgets of views still out by then comes soon, changes or not.
        if !leavingRecords.isEmpty { root.window?.frameRequestHandler?() }
    }

    /// The number of the sync running or last run (``SyncContext/generation``).
    private(set) var generation = 0
    /// How many records the walk of the current sync has visited (fewer than there are: some
    /// views left the tree).
    var visitedRecords = 0

    /// Whether this sync mapped a widget again or re-added children, either of which can leave
    /// a `GdkWindow` stacked above views drawn over it (see ``WindowStacking``).
    var stackingMayBeStale = false

    private func restackIfStale() {
        if stackingMayBeStale {
            stackingMayBeStale = false
            WindowStacking.restack(rootCanvas)
        }
    }

    // MARK: - State of the frames in which only animations moved (ViewMirror+AnimationFrames)

    /// What the last full sync found animating (outermost only: a view animating inside another
    /// is synced with it), and what it synced.
    var animating: [Animating] = []
    /// Empty storage for the next animations-only frame's list (see `syncAnimationsOnly`).
    var spareAnimating: [Animating] = []
    private var syncedChangeCount: Int?
    private(set) var syncedBounds: Rect?
    private weak var syncedRoot: View?
    /// Whether the last full sync saw a running transition (drawn over its views each frame).
    var sawTransition = false
    /// Whether the last full sync saw an animating view inside another.
    var sawNestedAnimation = false
    /// Whether the last full sync saw a view's bounds origin animating (its subviews move
    /// without moving themselves, which the animations-only frames would not see).
    var sawBoundsAnimation = false

    /// How many views the last full sync left drawn from a picture because they were being
    /// dragged (``isDragged(_:_:)``): their widgets stay where the drag took them until a sync
    /// finds them still, which the host asks for once the drag pauses (see
    /// ``holdsDraggedPictures``).
    var draggedPictures = 0

    /// Whether views are drawn from pictures taken for a drag, with their widgets left where the
    /// drag began: one more sync once the drag pauses places them where they show.
    @_spi(Testing) public var holdsDraggedPictures: Bool { draggedPictures > 0 }

    /// How a sync brought the widgets in line.
    enum SyncPass {
        /// It walked the whole tree.
        case full
        /// Only animations moved: it updated the animating views and their siblings
        /// (``syncAnimationsOnly()``).
        case animationsOnly
        /// Only dragged views moved: it moved their pictures and looked again at what their
        /// siblings cover (``syncDragStep(_:)``).
        case dragStep
    }

    /// How the last sync brought the widgets in line.
    private(set) var lastSyncPass = SyncPass.full

    /// Whether the last sync updated only the animating views and their siblings.
    @_spi(Testing) public var lastSyncWasAnimationsOnly: Bool { lastSyncPass == .animationsOnly }

    /// Whether the last sync only moved the pictures of dragged views (``syncDragStep(_:)``).
    @_spi(Testing) public var lastSyncWasDragStep: Bool { lastSyncPass == .dragStep }

    /// Destroys every widget (the host is closing).
    public func removeAll() {
        let all = records.values
        records.removeAll()
        keptRecords.removeAll()
        leavingRecords.removeAll()
        contentsWillBeRemoved(of: all)
        for record in all { tearDown(record) }
        destroyRetired()
    }

    func tearDown(_ record: Record) {
        record.transition?.tearDown()
        record.transition = nil
        contentsWillBeRemoved(of: [record])
        if record.isRoot {
            record.container.release()
        } else {
            record.container.destroy()
        }
        destroyedViewCount += 1
    }

    // MARK: - One view

    /// Syncs `view` and its subtree, given its superview's record (`nil` for the root) and what
    /// the walk knows from above; returns what changed (``ViewChange``), which the superview's
    /// sync takes as a change inside it.
    @discardableResult
    func syncView(_ view: View, parent parentRecord: Record?, _ context: SyncContext) -> ViewChange {
        let key = ObjectIdentifier(view)
        let record: Record
        if let existing = records[key], existing.view === view {
            record = existing
        } else {
            if let stale = records[key] {
                keptRecords.removeValue(forKey: key)
                leavingRecords.removeValue(forKey: key)
                tearDown(stale)
            }
            record = makeRecord(for: view, isRoot: parentRecord == nil)
            records[key] = record
        }
        if record.lastSync != context.generation {
            record.lastSync = context.generation
            visitedRecords += 1
        }
        record.superRecord = parentRecord
        let parentWidget = parentRecord?.subviewParent ?? rootCanvas
        let container = record.container.widget
        let presentation = view.presentation
        let frame = view is Window ? Rect(origin: .zero, size: presentation.frame.size) : presentation.frame
        let absolute = frame.offsetBy(dx: context.superviewOrigin.x, dy: context.superviewOrigin.y)
        // What changed, found as the widgets are brought in line (``ViewChange``).
        var change: ViewChange = []
        // GTK reports no redraw in an unmapped widget: a change to it is told to the picture cache.
        if gtk_widget_get_mapped(container) == 0 { change.insert(.unseen) }

        // Parent: a view that moved to another superview moves its widget along.
        if !record.isRoot, gtk_widget_get_parent(container) != parentWidget {
            if gtk_widget_get_parent(container) != nil {
                gtk_container_remove(cgtk_container(gtk_widget_get_parent(container)), container)
            }
            let shown = Self.canvasPoint(frame.origin, in: view.superview)
            put(container, in: parentWidget, at: shown)
            // Put on top: the superview's children must be stacked again.
            parentRecord?.stacking.views = nil
            gtk_widget_show(container)
            record.placement.frame = nil
            record.placement.origin = shown
            change.insert(.itself)
        }
        let previousFrame = record.placement.frame
        if previousFrame?.origin != frame.origin { change.insert(.place) }
        if previousFrame != frame {
            if previousFrame?.size != frame.size { change.insert(.itself) }
            let width = Int32(max(0, frame.width.rounded()))
            let height = Int32(max(0, frame.height.rounded()))
            if !record.isRoot { gtk_widget_set_size_request(container, width, height) }
            if let content = record.content {
                gtk_widget_set_size_request(content.widget, width, height)
            }
            record.placement.frame = frame
        }
        if record.paint.alpha != presentation.alpha {
            gtk_widget_set_opacity(container, presentation.alpha)
            record.paint.alpha = presentation.alpha
            change.insert(.appearance)
        }
        // Whether the view was marked changed (counted as updated, whatever changed).
        let displayChanged = record.appliedVersion != view.displayVersion
        if displayChanged {
            record.appliedVersion = view.displayVersion
            let background = presentation.backgroundColor ?? record.paint.defaultBackground
            if record.paint.background != background {
                record.paint.background = background
                change.insert(.itself)
                let color = background ?? .clear
                containment_canvas_set_background(
                    container, background == nil ? 0 : 1, color.red, color.green, color.blue, color.alpha)
            }
            if !record.isRoot, record.paint.clips != view.clipsToBounds {
                record.paint.clips = view.clipsToBounds
                containment_canvas_set_clips(container, view.clipsToBounds ? 1 : 0)
                change.insert(.itself)
            }
            // A content view's content may have changed; a plain view marked changed for its
            // `isHidden` or its frame has not (its background and clipping are compared above).
            if record.content != nil { change.insert(.itself) }
            updateContent(record, view)
            updateAccessibleName(record, view)
        }
        let dragged = !record.isRoot && isDragged(record, view)
        // Inside a sliding view everything stays mapped, so that its picture holds all of it
        // wherever the slide takes it.
        let onScreen = view is Window || context.isInsideSlide || absolute.intersects(context.visibleArea)
        record.placement.isOnScreen = onScreen
        record.placement.superviewOrigin = context.superviewOrigin
        // A view entirely under an opaque sibling is not drawn either way; unmapping it also keeps
        // keyboard focus (Tab) off its widgets, as the hidden menu under a sliding menu's content.
        // Inside a superview whose widget is not shown, a view leaves its own widget as it is:
        // GTK draws none of it, and the sync that shows the superview again looks at it then (a
        // table's cell scrolled out is hidden once, not view by view).
        let superviewShown = parentRecord.map { $0.isRoot || $0.placement.isVisible != false } ?? true
        if superviewShown, setVisible(record, view, onScreen: onScreen, covered: context.isCovered) {
            change.insert(.visibility)
        }
        if displayChanged || change.changesSuperview { lastSyncUpdatedViews += 1 }

        let animates = !context.isInsideAnimation && Self.animates(view)
        if animates, let parentRecord, !(view is Window) {
            animating.append(Animating(record: record, parent: parentRecord, parentOrigin: context.superviewOrigin))
        }
        if view.activeTransition != nil { sawTransition = true }
        // An animation inside an animating view: the animations-only frames, which visit only
        // the outermost animating views, would not show it.
        if context.isInsideAnimation, Self.animates(view) { sawNestedAnimation = true }

        // Children, back to front; a running transition draws over them from snapshots.
        let subviews = view.subviews
        // While a transition draws from snapshots, every widget taking part must stay mapped.
        let checksCover = view.activeTransition == nil
        // The subviews show moved by the view's bounds origin (a scroll view's offset); while
        // that animates, the frames that follow are full syncs, which place them again.
        let scrolled = presentation.boundsOrigin
        if scrolled != view.bounds.origin { sawBoundsAnimation = true }
        record.placement.boundsOrigin = scrolled
        var subviewContext = context.forSubviews(
            of: view, at: Point(x: absolute.minX - scrolled.x, y: absolute.minY - scrolled.y), animates: animates,
            aSubviewSlides: subviews.contains(where: Self.slides))
        // A dragged view is drawn from a picture too: everything in it stays mapped.
        if dragged { subviewContext.isInsideSlide = true }
        let covered = checksCover ? Self.coveredSubviews(subviews, isOpaque: paintsOpaque) : nil
        for (index, subview) in subviews.enumerated() {
            subviewContext.isCovered = covered?[index] ?? false
            if syncView(subview, parent: record, subviewContext).changesSuperview { change.insert(.inside) }
        }
        if syncTransition(record, view, view.activeTransition) { change.insert(.inside) }
        if reorderChildren(of: record, view) { change.insert(.itself) }
        // The one entry point for "this changed": told once, after the view's widgets changed.
        let cacheChange = change.cacheChange
        if cacheChange != CONTAINMENT_CHANGE_NONE { containment_picture_cache_changed(container, cacheChange) }
        guard !record.isRoot else { return change }
        updateRaster(record, view, in: parentWidget, besideSlide: context.isBesideSlide, dragged: dragged, change: change)
        place(record, view, in: parentWidget, at: frame.origin)
        return change
    }

    /// For each of `subviews` (back to front), whether the opaque parts of the siblings above it
    /// cover it entirely, as ``Occlusion/isCovered(_:by:isOpaque:)`` answers: each sibling's opaque
    /// rectangles are gathered once, not once for every sibling under it (a table's cells are
    /// many siblings, looked at on every frame of a scroll).
    static func coveredSubviews(_ subviews: [View], isOpaque: (View) -> Bool) -> [Bool] {
        var covered = [Bool](repeating: false, count: subviews.count)
        // What the siblings above the one looked at paint opaquely, in their order.
        var above: [Rect] = []
        for index in subviews.indices.reversed() {
            covered[index] = subviews[index].presentation.frame.isCovered(by: above)
            guard index > 0 else { break }
            above.insert(contentsOf: Occlusion.opaqueRects(of: subviews[index], depth: Occlusion.searchDepth, isOpaque: isOpaque), at: 0)
        }
        return covered
    }

    /// Maps the view's widget with its parent, or unmaps it: shown when the view is not hidden,
    /// shows in the window (`onScreen`) and is not under an opaque sibling (`covered`). Returns
    /// whether that changed.
    ///
    /// Hiding a view is no change inside it, and when it is unmapped only because no one sees it
    /// (out of the window, or under an opaque sibling) its ancestors' kept pictures, which hold
    /// it, stay (see `containment_canvas_set_child_shown_as_is`), unless it holds a widget of the
    /// app's own (`NativeView`), which could change unreported while hidden.
    @discardableResult
    func setVisible(_ record: Record, _ view: View, onScreen: Bool, covered: Bool) -> Bool {
        let visible = !view.isHidden && onScreen && !covered
        guard record.placement.isVisible != visible else { return false }
        let widget = record.container.widget
        if holdsNativeWidgets(view) {
            containment_canvas_set_child_shown(widget, visible ? 1 : 0)
        } else {
            containment_canvas_set_child_shown_as_is(widget, visible ? 1 : 0, view.isHidden ? 1 : 0)
        }
        if visible { stackingMayBeStale = true }
        record.placement.isVisible = visible
        return true
    }

    /// Whether `view` or a view in it shows a widget of the app's own (`NativeView`).
    func holdsNativeWidgets(_ view: View) -> Bool {
        if record(for: view)?.content?.holdsAppWidget == true { return true }
        return view.subviews.contains { holdsNativeWidgets($0) }
    }

    private func put(_ widget: UnsafeMutablePointer<GtkWidget>, in parent: UnsafeMutablePointer<GtkWidget>, at point: Point) {
        containment_canvas_put(parent, widget, Int32(point.x.rounded()), Int32(point.y.rounded()))
    }

    func move(_ widget: UnsafeMutablePointer<GtkWidget>, in parent: UnsafeMutablePointer<GtkWidget>, to point: Point) {
        containment_canvas_move(parent, widget, Int32(point.x.rounded()), Int32(point.y.rounded()))
    }

    /// Makes GTK's child order (drawing order) the content widget, the subviews back to front,
    /// then a transition's drawing: in place, without re-adding anything. Nothing is asked of GTK
    /// when the subviews are those of the last sync, in the same order.
    /// Returns whether the order changed.
    @discardableResult
    private func reorderChildren(of record: Record, _ view: View) -> Bool {
        let views = view.subviews
        let hasTransition = record.transition != nil
        if let stacked = record.stacking.views, stacked.count == views.count, record.stacking.isUnderTransition == hasTransition {
            var same = true
            for index in views.indices where stacked[index] != ObjectIdentifier(views[index]) {
                same = false
                break
            }
            if same { return false }
        }
        record.stacking.views = views.map(ObjectIdentifier.init)
        record.stacking.isUnderTransition = hasTransition
        let subviews = views.compactMap { self.record(for: $0) }
        var desired = subviews.map(\.container.widget)
        var changed = false
        if let canvas = record.content?.subviewCanvas {
            // A scroll view's subviews are in its scrolling canvas; its own canvas holds the
            // scrolled window and a transition's drawing.
            changed = Self.restack(canvas, desired)
            desired = []
        }
        if let content = record.content { desired.insert(content.widget, at: 0) }
        if let overlay = record.transition?.area { desired.append(overlay) }
        if Self.restack(record.container.widget, desired) { changed = true }
        // Widgets that own GdkWindows must be stacked in the new drawing order too.
        if changed { stackingMayBeStale = true }
        return changed
    }

    /// Puts `children` of `canvas` in that order, in place; returns whether the order changed.
    private static func restack(_ canvas: UnsafeMutablePointer<GtkWidget>, _ children: [UnsafeMutablePointer<GtkWidget>]) -> Bool {
        children.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { base in
                base.withMemoryRebound(to: UnsafeMutablePointer<GtkWidget>?.self, capacity: buffer.count) {
                    containment_canvas_restack(canvas, $0, guint(buffer.count)) != 0
                }
            } ?? false
        }
    }

    /// A container's children in GTK's order (drawing order, back to front).
    static func children(of container: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        var result: [UnsafeMutablePointer<GtkWidget>] = []
        guard let list = gtk_container_get_children(cgtk_container(container)) else { return result }
        var link: UnsafeMutablePointer<GList>? = list
        while let node = link {
            if let data = node.pointee.data { result.append(data.assumingMemoryBound(to: GtkWidget.self)) }
            link = node.pointee.next
        }
        g_list_free(list)
        return result
    }

    /// Whether `view` paints its whole frame: an opaque background, or a native bar. A view
    /// mirrored already answers from its record, without building its bar model again.
    func paintsOpaque(_ view: View) -> Bool {
        if Occlusion.hasOpaqueBackground(view) { return true }
        guard let record = record(for: view) else { return barProvider?(view) != nil }
        return record.content?.paintsOpaque ?? false
    }

    // MARK: - Creating widgets

    private func makeRecord(for view: View, isRoot: Bool) -> Record {
        let canvas = WidgetRef(isRoot ? rootCanvas : containment_canvas_new()!)
        let record = Record(view: view, container: canvas, isRoot: isRoot)
        if let content = makeContent(for: view, record: record) {
            record.content = content
            containment_canvas_put(canvas.widget, content.widget, 0, 0)
            if content.holdsAppWidget {
                // The app's widget is shown as the app left it (see NativeView.init).
                gtk_widget_show(content.widget)
            } else {
                gtk_widget_show_all(content.widget)
            }
        }
        return record
    }

    // MARK: - Transitions

    /// Returns whether a transition draws (or just stopped drawing) over `view`'s subviews.
    @discardableResult
    private func syncTransition(_ record: Record, _ view: View, _ transition: ViewTransition?) -> Bool {
        guard let transition else {
            guard let overlay = record.transition else { return false }
            overlay.tearDown()
            record.transition = nil
            return true
        }
        let views = [transition.fromView, transition.toView].compactMap { $0 }
        let frame = views.map(\.frame).reduce(nil as Rect?) { union, next in union.map { $0.union(next) } ?? next }
            ?? Rect(origin: .zero, size: record.placement.frame?.size ?? .zero)
        if let overlay = record.transition, overlay.transition === transition {
            overlay.update(frame: frame)
            return true
        }
        record.transition?.tearDown()
        var cover: Color?
        var node: View? = view
        while let current = node, cover == nil {
            cover = current.presentation.backgroundColor.flatMap { $0.alpha > 0.99 ? $0 : nil }
            node = current.superview
        }
        let overlay = TransitionOverlay(
            transition: transition, frame: frame, cover: cover ?? .white,
            fromWidget: transition.fromView.flatMap { self.record(for: $0)?.container.widget },
            toWidget: transition.toView.flatMap { self.record(for: $0)?.container.widget })
        containment_canvas_put(record.container.widget, overlay.area, Int32(frame.minX), Int32(frame.minY))
        gtk_widget_show(overlay.area)
        record.transition = overlay
        return true
    }
}
