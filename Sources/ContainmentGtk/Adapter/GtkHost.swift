import CGtk
import CGtkCanvas
@_spi(Adapter) import Containment

/// Shows a core `Window` in a `GtkWindow`.
///
/// The GtkWindow holds a `GtkEventBox` (the input catcher, with its own `GdkWindow`) holding the
/// root `ContainmentCanvas` (whose size ignores its children), which holds the mirrored view tree
/// (``ViewMirror``). While a side widget shows (``setSideWidget(_:)``), such as a lifecycle
/// inspector, a horizontal `GtkPaned` holds the event box and the side widget. The core window
/// runs on a ``FrameClock``: a tick callback is installed on the root canvas only while
/// animations run. Changes in the core are coalesced into one sync per frame (in the tick while
/// animating, otherwise in a high-priority idle before GTK's layout and paint).
@MainActor
public final class GtkHost {
    /// The application id, such as "org.containment.Demo" (used as the program name).
    public let applicationID: String
    /// The core window (on a ``FrameClock``).
    public let window: Window
    /// The frame-driven clock of ``window``.
    public let clock: FrameClock
    /// The view-to-widget mirror.
    public let mirror: ViewMirror
    /// Called for each key press (before GTK's own handling and the core's key commands) with
    /// the key's name and modifiers; return `true` to consume it. Not called while input is
    /// ignored. Apps normally use `ViewController.keyCommands` instead.
    public var keyHandler: ((KeyEvent) -> Bool)?
    /// Polled after each sync; the GtkWindow's title follows it.
    public var titleProvider: (() -> String?)?
    /// Whether keyboard focus moves into content that has just appeared (after a swap, a push, a
    /// tab switch, a presentation), for keyboard users: the first focusable widget, never a
    /// read-only text, of the deepest controller whose `viewDidAppear(_:)` came since the last
    /// sync and whose view has one. Only when the app chose no first responder there: one made
    /// first responder in `viewDidAppear(_:)` keeps the focus, as UIKit moves it only when asked.
    /// When that content goes again (Escape closes a drawer, a sheet or a popover), the focus goes
    /// back to the widget that had it before, as GTK's popovers and dialogs give it back.
    public var movesFocusToNewContent = true
    /// Times keyboard focus was moved into new content (for tests).
    @_spi(Testing) public private(set) var focusMoveCount = 0

    private let windowRef: WidgetRef
    private let eventBox: UnsafeMutablePointer<GtkWidget>
    /// Holds the event box and the side widget while there is one; out of the window otherwise
    /// (a `GtkPaned` costs about 18 k instructions per animated frame even with one child).
    private let paned: WidgetRef
    /// The menu bar the app asked for (``showsMenuBar``) and the box that holds it above the
    /// content.
    var menuBarPlacement: (bar: MenuBarWidget, box: WidgetRef)?
    /// The widget shown beside the core window, if any (``setSideWidget(_:)``).
    public private(set) var sideWidget: UnsafeMutablePointer<GtkWidget>?
    /// The root `ContainmentCanvas` holding the mirrored tree, clipped to its allocation (tick
    /// callbacks are installed on it).
    @_spi(Testing) public let rootCanvas: UnsafeMutablePointer<GtkWidget>
    /// The pictures this window's canvases keep of sliding views (see ``PictureCache``).
    private let pictures: PictureCache
    /// The `ContainmentPictureCache` of this window: tests and the benchmark read its counters
    /// (`containment_picture_cache_get_counts` in `CGtkCanvas.Testing`).
    @_spi(Testing) public var pictureCache: OpaquePointer { pictures.pointer }
    var connections: [SignalConnection] = []
    private var tick: TickCallback?
    private var syncScheduled = false
    private var pendingSize: Size?
    /// The window's draw count (`containment_window_get_draw_count`) when the last sync ended:
    /// a larger count means the sync was drawn.
    private var drawCountAtSync: guint64 = 0
    private var closed = false
    /// What a scene's host hears when the window closes (Scenes/GtkHost+Scene.swift).
    var closeObserver: (willClose: () -> Void, didClose: () -> Void)?
    private var title: String
    private var appearedControllers: Set<ObjectIdentifier> = []

    // MARK: Counters for tests and benchmarks

    /// Frames delivered to the tick callback since creation.
    @_spi(Testing) public private(set) var ticksDelivered = 0
    /// How long each tick's work took, in seconds (the most recent 1,000).
    @_spi(Testing) public var tickDurations: [Double] { recentTickDurations.values }
    /// The frame counters of the frames ticked (the most recent 1,000): consecutive numbers
    /// while an animation runs, since the tick runs on every frame.
    @_spi(Testing) public var tickFrameCounters: [Int64] { recentTickFrameCounters.values }
    private var recentTickDurations = RecentValues<Double>(capacity: 1000)
    /// How long each sync that applied a new window size took to resize the core window and lay
    /// it out (`Window.layoutIfNeeded()`), in seconds (the most recent 1,000): the layout part of
    /// a frame of a window resize, for the layout benchmark.
    @_spi(Testing) public var layoutDurations: [Double] { recentLayoutDurations.values }
    private var recentLayoutDurations = RecentValues<Double>(capacity: 1000)
    private var recentTickFrameCounters = RecentValues<Int64>(capacity: 1000)
    /// How many times the tick callback was installed (once per burst of animation).
    @_spi(Testing) public private(set) var tickInstallCount = 0
    /// Syncs run (from ticks and idles).
    @_spi(Testing) public private(set) var syncCount = 0
    /// Times the core window was resized from the GtkWindow's size.
    @_spi(Testing) public private(set) var resizeCount = 0
    /// Whether GTK is inside the layout's size-allocate right now (the core is never laid out then).
    @_spi(Testing) public private(set) var isAllocating = false
    /// Whether the tick callback is installed now.
    @_spi(Testing) public var isTicking: Bool { tick?.isInstalled ?? false }

    /// Where the window's title bar comes from.
    public enum TitleBar: Sendable, Equatable {
        /// The window manager's (or GTK's plain) title bar showing the window's title; navigation
        /// bars stay inside the window. The default.
        case system
        /// The top navigation bar is the window's title bar, as libadwaita apps' header bars and
        /// Mac Catalyst's `UITitlebar`: a `GtkHeaderBar` (client-side decoration) shows the top
        /// navigation bar's title, back button and bar button items beside the window's close and
        /// maximize buttons, moves the window when dragged and maximizes it on a double click. It
        /// follows pushes, pops, tab switches and presentations; the navigation controller gives
        /// the bar's 44 points to its content (`NavigationBar.isInWindowTitleBar`).
        /// With no navigation bar at the top, the header shows the window's title.
        case navigationBar
    }

    /// Where the window's title bar comes from; chosen when the host is created.
    public let titleBar: TitleBar
    /// The header bar drawn from the top navigation bar, with ``TitleBar/navigationBar``.
    private let windowTitleBar: WindowTitleBar?

    /// The header bar that is the window's title bar (``TitleBar/navigationBar``), for tests.
    @_spi(Testing) public var headerBar: UnsafeMutablePointer<GtkWidget>? { windowTitleBar?.headerBar }

    /// The header bar's primary menu button (``TitleBar/navigationBar``), for tests.
    @_spi(Testing) public var primaryMenuButton: UnsafeMutablePointer<GtkWidget>? { windowTitleBar?.primaryMenuButton }

    /// Creates the GtkWindow (title, default size) with a root `ContainmentCanvas` hosting `window`.
    ///
    /// An app opts in to a title bar drawn from its top navigation bar with
    /// `titleBar: .navigationBar` (see ``TitleBar``); by default the system's title bar stays and
    /// the navigation bar is drawn below it.
    ///
    /// - Throws: ``GtkRuntimeError/displayUnavailable(display:)`` when no display can be opened.
    public convenience init(applicationID: String, title: String, size: Size, titleBar: TitleBar = .system) throws {
        try GtkRuntime.initialize()
        // The app's direction is GTK's default one (a right-to-left locale, or what the app set
        // with `gtk_widget_set_default_direction`); the core window starts with it.
        Application.shared.userInterfaceLayoutDirection = Self.direction(of: gtk_widget_get_default_direction())
        let clock = FrameClock()
        let window = Window(frame: Rect(origin: .zero, size: size), clock: clock)
        try self.init(applicationID: applicationID, title: title, titleBar: titleBar, window: window, clock: clock, application: nil)
    }

    /// Shows `window` (which runs on `clock`) in a new GtkWindow of its size: a
    /// `GtkApplicationWindow` of `application` when given (a scene's window,
    /// Scenes/GtkSceneHost.swift), a plain toplevel otherwise.
    init(
        applicationID: String, title: String, titleBar: TitleBar, window: Window, clock: FrameClock,
        application: UnsafeMutablePointer<GtkApplication>?
    ) throws {
        try GtkRuntime.initialize()
        self.applicationID = applicationID
        self.title = title
        if g_get_prgname() == nil { g_set_prgname(applicationID) }
        self.clock = clock
        self.window = window
        let size = window.frame.size
        // Its views are measured with GTK's fonts, whatever the app's measurer is.
        window.windowContentMeasurer = PangoContentMeasurer.shared
        PangoContentMeasurer.shared.follow(window)

        windowRef = WidgetRef(application.map { gtk_application_window_new($0)! } ?? gtk_window_new(GTK_WINDOW_TOPLEVEL)!)
        GtkRuntime.windowOpened()
        let gtkWindow = windowRef.widget
        gtk_window_set_title(cgtk_window(gtkWindow), title)
        gtk_window_set_default_size(cgtk_window(gtkWindow), Int32(size.width), Int32(size.height))
        self.titleBar = titleBar
        windowTitleBar = titleBar == .navigationBar ? WindowTitleBar(in: gtkWindow, title: title) : nil
        containment_window_paint_plain_background(gtkWindow)
        eventBox = gtk_event_box_new()!
        gtk_widget_add_events(
            eventBox,
            Int32(GDK_BUTTON_PRESS_MASK.rawValue | GDK_BUTTON_RELEASE_MASK.rawValue | GDK_POINTER_MOTION_MASK.rawValue
                | GDK_BUTTON_MOTION_MASK.rawValue))
        // The event box is there for its window (input, and stacking of child windows), not to
        // paint: without this it renders its theme background through CSS on every frame, under
        // a canvas that paints the whole area anyway.
        gtk_widget_set_app_paintable(eventBox, 1)
        // A canvas, like every view's widget: its size is what the window gives it, whatever
        // its children; it clips them (the event box's window clips their input windows).
        rootCanvas = containment_canvas_new()!
        // The views draw in the event box's window, which cuts off what is past the window's
        // edge before the toplevel hears of it: the cache watches redraws there, so that the
        // picture of a page pushed partly out (a drawer's center) is kept for its next slide.
        pictures = PictureCache(rootCanvas: rootCanvas, drawingWidget: eventBox)
        windowTitleBar?.contentCanvas = rootCanvas
        containment_canvas_set_clips(rootCanvas, 1)
        // Their allocations follow the window's size, whose new area GDK exposes anyway; GTK's own
        // redraw of them on each layout pass (their clip narrows after a slide that widened it)
        // would count as a change inside every view and drop every kept picture.
        gtk_widget_set_redraw_on_allocate(rootCanvas, 0)
        gtk_widget_set_redraw_on_allocate(eventBox, 0)
        gtk_container_add(cgtk_container(eventBox), rootCanvas)
        paned = WidgetRef(gtk_paned_new(GTK_ORIENTATION_HORIZONTAL)!)
        gtk_container_add(cgtk_container(gtkWindow), eventBox)
        mirror = ViewMirror(rootCanvas: rootCanvas)
        mirror.barProvider = { BarModel.provided(for: $0) }
        mirror.barMenuPresenter = { [weak self] menu, widget in self?.presentBarMenu(menu, under: widget) }
        windowTitleBar?.menuPresenter = mirror.barMenuPresenter
        windowTitleBar?.primaryMenu = { [weak window] in window?.primaryMenu }
        performStandardCommands()

        window.frameRequestHandler = { [weak self] in self?.scheduleSync() }
        clock.activityHandler = { [weak self] active in self?.animationActivityChanged(active) }
        connectSignals()
        // Context menus the core finds for a right-click or the Menu key show as GTK menus.
        window.contextMenuPresenter = { [weak self] request in
            guard let self, !closed else { return false }
            return MenuRenderer.present(request, in: self)
        }
        followAnimationSetting()
        window.appearanceHandler = { [weak self] controller, appeared in
            guard let self else { return }
            if appeared {
                appearedControllers.insert(ObjectIdentifier(controller))
                focusRestoration.controllerAppeared(controller, focus: gtk_window_get_focus(cgtk_window(gtkWindow)), mirror: mirror)
            } else {
                appearedControllers.remove(ObjectIdentifier(controller))
                focusRestoration.controllerDisappearing(controller, focus: gtk_window_get_focus(cgtk_window(gtkWindow)), mirror: mirror)
            }
        }
    }

    /// The toplevel `GtkWindow`, for what an app does to its window through GTK (an icon, a
    /// transient parent, a signal of its own), as a UIKit app reaches its `UIWindow`.
    public var gtkWindow: UnsafeMutablePointer<GtkWidget> { windowRef.widget }

    private func connectSignals() {
        connections.append(SignalConnection.connectAllocation(rootCanvas) { [weak self] _ in
            self?.isAllocating = true
        })
        connections.append(SignalConnection.connectAllocation(rootCanvas, after: true) { [weak self] allocation in
            guard let self else { return }
            // Never lay out the core inside size-allocate: record the size, sync on the next idle.
            let size = Size(width: Double(allocation.width), height: Double(allocation.height))
            if size != pendingSize ?? window.frame.size {
                pendingSize = size
                scheduleSync()
            }
            isAllocating = false
        })
        connectPointerInput()
        connections.append(SignalConnection.connectEvent(gtkWindow, "key-press-event") { [weak self] event in
            self?.handleKeyPress(event) ?? false
        })
        backButton = ButtonPressGesture.back(on: eventBox, window: window)
        forwardButton = ButtonPressGesture.forward(on: eventBox, window: window)
        contextClick = ButtonPressGesture.contextClick(on: eventBox, window: window)
        scrollRouting = ScrollRouting(on: eventBox, window: window)
        desktopServices = DesktopServices(eventBox: eventBox, window: window, clock: clock, gtkWindow: windowRef)
        // `set-focus` names the new focus widget (NULL: none); it also comes while the window is
        // destroyed, when the core is no longer followed.
        connections.append(SignalConnection.connectPointer(gtkWindow, "set-focus", after: true) { [weak self] focus in
            guard let self, !closed, windowRef.isHeld else { return }
            firstResponderFocus.focusDidMove(to: focus.map { cgtk_widget($0) }, in: window, mirror: mirror)
        })
        containment_window_count_draws(gtkWindow)
        connections.append(SignalConnection.connect(gtkWindow, "destroy") { [weak self] in
            self?.windowDestroyed()
        })
        followKeyWindowState()
    }

    // MARK: - A side widget

    /// Shows `widget` to the right of the core window (which shrinks to make room: its size follows
    /// what is left), or removes the current side widget when `nil`. The side pane starts at the
    /// widget's requested width; the user can drag the divider. The caller keeps its own
    /// reference to the widget: removing it does not destroy it.
    public func setSideWidget(_ widget: UnsafeMutablePointer<GtkWidget>?) {
        guard widget != sideWidget, !closed else { return }
        let pane = paned.widget
        if let old = sideWidget {
            gtk_container_remove(cgtk_container(pane), old)
        }
        sideWidget = widget
        if let widget {
            if gtk_widget_get_parent(eventBox) != pane { moveEventBox(into: pane) }
            // Unset the divider so the pane gets the new widget's requested width.
            gtk_paned_set_position(cgtk_paned(pane), -1)
            gtk_paned_pack2(cgtk_paned(pane), widget, 0, 0)
            gtk_widget_show_all(widget)
        } else if gtk_widget_get_parent(eventBox) == pane {
            moveEventBox(into: gtkWindow)
        }
    }

    /// Puts the event box (and the mirrored tree in it) in the paned, with the paned in the
    /// window, or back in the window alone (below the menu bar, when one shows).
    private func moveEventBox(into parent: UnsafeMutablePointer<GtkWidget>) {
        let pane = paned.widget
        g_object_ref(eventBox)
        defer { g_object_unref(eventBox) }
        if let current = gtk_widget_get_parent(eventBox) {
            gtk_container_remove(cgtk_container(current), eventBox)
        }
        if parent == pane {
            gtk_paned_pack1(cgtk_paned(pane), eventBox, 1, 0)
            placeContent(pane)
            gtk_widget_show(pane)
        } else {
            if let holder = gtk_widget_get_parent(pane) { gtk_container_remove(cgtk_container(holder), pane) }
            placeContent(eventBox)
        }
    }

    // MARK: - Showing and running

    /// Makes the core window key and visible and shows the GtkWindow, as `makeKeyAndVisible()`.
    ///
    /// To measure an app's start-up, run it with `CONTAINMENT_EXIT_AT_FIRST_FRAME=1`: the first
    /// host shown then prints `first-frame <monotonic µs> rss-kib <resident KiB>` when its window
    /// is first drawn, and quits the main loop.
    public func show() {
        FirstFrameProbe.installIfRequested(on: self)
        window.makeKeyAndVisible()
        performSync()
        gtk_widget_show_all(gtkWindow)
    }

    /// Runs GTK's main loop until the app's last window closes (or ``quit()``); for an app's
    /// synchronous main.
    public func run() {
        GtkRuntime.run()
    }

    /// Ends ``run()``.
    public func quit() {
        GtkRuntime.quit()
    }

    /// Destroys the GtkWindow and every mirrored widget, as the window manager's close button
    /// does; the core window's controllers disappear, and ``run()`` returns when it was the app's
    /// last window.
    public func close() {
        guard !closed else { return }
        windowRef.destroy()
    }

    private func windowDestroyed() {
        guard !closed else { return }
        closed = true
        tick?.remove()
        tick = nil
        for connection in connections { connection.disconnect() }
        connections.removeAll()
        dragGesture = nil
        backButton?.disconnect()
        backButton = nil
        forwardButton?.disconnect()
        forwardButton = nil
        contextClick?.disconnect()
        contextClick = nil
        scrollRouting?.disconnect()
        scrollRouting = nil
        desktopServices?.disconnect()
        desktopServices = nil
        window.frameRequestHandler = nil
        clock.activityHandler = nil
        windowTitleBar?.release()
        window.appearanceHandler = nil
        // A scene's window resigns and its scene goes to the background before its controllers
        // disappear (Scenes/GtkHost+Scene.swift).
        windowWillClose()
        // The window is gone: what animates ends now (its completions would otherwise wait for
        // frames that never come, a swap's leaving input ignored) and every controller in it
        // disappears.
        window.finishAllAnimations()
        window.hide()
        mirror.removeAll()
        // Out of the window (no side widget), the paned was not destroyed with it.
        paned.destroy()
        windowDidClose()
        GtkRuntime.windowClosed()
    }

    // MARK: - Frames

    /// Whether a check is set for the drag to pause (see ``placeDraggedViewsWhenStill()``).
    private var awaitsDragPause = false

    /// Views drawn from pictures while dragged keep their widgets where the drag began (see
    /// `ViewMirror.holdsDraggedPictures`): when no sync came for a tenth of a second, the drag
    /// paused or ended without a slide, and one more sync places them where they show.
    private func placeDraggedViewsWhenStill() {
        guard !awaitsDragPause else { return }
        awaitsDragPause = true
        let syncsBefore = syncCount
        MainLoopSource.timeout(milliseconds: 100) { [weak self] in
            guard let self else { return }
            awaitsDragPause = false
            guard !closed, mirror.holdsDraggedPictures else { return }
            if syncCount == syncsBefore { scheduleSync() } else { placeDraggedViewsWhenStill() }
        }
    }

    private func scheduleSync() {
        guard !syncScheduled, !closed else { return }
        // While the tick runs, it syncs every frame.
        if isTicking, gtk_widget_get_mapped(rootCanvas) != 0 { return }
        syncScheduled = true
        MainLoopSource.idle(priority: G_PRIORITY_HIGH_IDLE) { [weak self] in
            guard let self else { return }
            syncScheduled = false
            clock.tick(to: clock.currentTime)
            performSync()
        }
    }

    /// Gives the core window the GtkWindow's direction (GTK's default unless the app set one on
    /// the window), so a change of GTK's default direction mirrors the content at the next sync.
    private func followDirection() {
        let direction = Self.direction(of: gtk_widget_get_direction(gtkWindow))
        if window.userInterfaceLayoutDirection != direction { window.userInterfaceLayoutDirection = direction }
    }

    /// The core's direction for a GTK text direction (`GTK_TEXT_DIR_NONE` reads as left to right).
    static func direction(of textDirection: GtkTextDirection) -> UserInterfaceLayoutDirection {
        textDirection == GTK_TEXT_DIR_RTL ? .rightToLeft : .leftToRight
    }

    /// Applies a pending resize, lays out, mirrors the tree, and marks the frame rendered.
    private func performSync() {
        guard !closed else { return }
        let layoutStart = FrameClock.monotonicNow
        var resized = false
        if let size = pendingSize {
            pendingSize = nil
            let width = SizeClassHysteresis.reportedWidth(
                for: size.width, previous: window.traitCollection.horizontalSizeClass)
            let reported = Size(width: width, height: size.height)
            if reported != window.frame.size {
                resizeCount += 1
                resized = true
                window.resize(to: reported)
            }
        }
        if clock.isActive, gtk_widget_get_mapped(rootCanvas) == 0, gtk_widget_get_visible(gtkWindow) != 0 {
            // An unmapped window gets no frames: its animations jump to the end.
            clock.finishAll()
        }
        followDirection()
        // Before layout: a bar moving into (or out of) the header changes its controller's layout.
        windowTitleBar?.sync(window, windowTitle: title)
        if !clock.isActive { menuBarPlacement?.bar.update() }
        window.layoutIfNeeded()
        if resized { recentLayoutDurations.append(FrameClock.monotonicNow - layoutStart) }
        let visible = Rect(origin: .zero, size: window.frame.size)
        mirror.sync(window, bounds: visible)
        // Focus given back has a home: content that appeared meanwhile (the page under a pop)
        // does not take it from there (moveFocusToAppearedContent).
        if !clock.isActive, gtk_widget_get_mapped(gtkWindow) != 0, focusRestoration.restore(in: gtkWindow, mirror: mirror) {
            appearedControllers.removeAll()
        }
        moveFocusToAppearedContent()
        firstResponderFocus.sync(window, mirror: mirror, gtkWindow: gtkWindow)
        window.frameDidRender()
        syncCount += 1
        if mirror.holdsDraggedPictures { placeDraggedViewsWhenStill() }
        drawCountAtSync = containment_window_get_draw_count(gtkWindow)
        // Mid-animation, a frame in which only animations moved invalidated just what they
        // covered (a picture's old and new place, a widget's allocation, a mapped or unmapped
        // widget), and so did a step of a drag, after which a full sync always comes (the drag
        // pauses or ends). Any other sync, and the one that ends the animations, redraws the
        // whole window, so that a draw always follows it (what `isIdle` waits for).
        let drewWhatMoved = (mirror.lastSyncWasAnimationsOnly && clock.isActive) || mirror.lastSyncWasDragStep
        if !drewWhatMoved { containment_canvas_queue_draw_unchanged(rootCanvas) }
        if let newTitle = titleProvider?() ?? nil, newTitle != title {
            title = newTitle
            gtk_window_set_title(cgtk_window(gtkWindow), newTitle)
            windowTitleBar?.sync(window, windowTitle: newTitle)
        }
    }

    /// Gives keyboard focus to new content for keyboard users where the app chose none (UIKit
    /// moves focus only when asked): the first focusable widget that is not a read-only text, of
    /// the deepest view, among those of the controllers that appeared since the last sync, that
    /// has one. Nothing moves when the app made a view first responder that GTK has not focused
    /// yet (in `viewDidAppear(_:)`, say) or the first responder is in the new content: the app's
    /// choice wins. Content still sliding in from off screen (unmapped) is waited for on the next
    /// syncs.
    private func moveFocusToAppearedContent() {
        guard !appearedControllers.isEmpty, gtk_widget_get_mapped(gtkWindow) != 0 else { return }
        let appeared = appearedControllers
        guard movesFocusToNewContent, !firstResponderFocus.hasPendingRequest(in: window),
            !Self.firstResponder(of: window, isIn: appeared)
        else {
            appearedControllers.removeAll()
            return
        }
        var candidates: [(depth: Int, view: View)] = []
        func collect(_ view: View, depth: Int) {
            if let owner = view.owningViewController, appeared.contains(ObjectIdentifier(owner)) {
                candidates.append((depth, view))
            }
            for subview in view.subviews { collect(subview, depth: depth + 1) }
        }
        collect(window, depth: 0)
        let toplevel = cgtk_window(gtkWindow)
        var waiting = false
        for candidate in candidates.sorted(by: { $0.depth > $1.depth }) {
            guard let widget = mirror.widget(for: candidate.view), gtk_widget_get_mapped(widget) != 0 else {
                waiting = true
                continue
            }
            let previous = gtk_window_get_focus(toplevel)
            // From no focus, "forward" means the first focusable widget inside.
            gtk_window_set_focus(toplevel, nil)
            if Self.focusFirstWritable(in: widget, of: toplevel) {
                focusMoveCount += 1
                appearedControllers.removeAll()
                return
            }
            gtk_window_set_focus(toplevel, previous)
        }
        // Nothing focusable: give up, unless some of the new content is not on screen yet.
        if !waiting { appearedControllers.removeAll() }
    }

    /// Whether `window`'s first responder is in the view of one of the `controllers`.
    private static func firstResponder(of window: Window, isIn controllers: Set<ObjectIdentifier>) -> Bool {
        var view = window.firstResponder
        while let current = view {
            if let owner = current.owningViewController, controllers.contains(ObjectIdentifier(owner)) { return true }
            view = current.superview
        }
        return false
    }

    /// Moves the focus (none before) to the first focusable widget in `widget`, in Tab order,
    /// passing over read-only texts: a read-only text view would take the keys meant for the app
    /// (Delete) and has nothing to type into. Returns whether one took it.
    private static func focusFirstWritable(in widget: UnsafeMutablePointer<GtkWidget>, of toplevel: UnsafeMutablePointer<GtkWindow>?) -> Bool {
        var steps = 0
        while gtk_widget_child_focus(widget, GTK_DIR_TAB_FORWARD) != 0 {
            guard let focus = gtk_window_get_focus(toplevel), TypedTextWidgets.isReadOnlyText(focus) else { return true }
            steps += 1
            // Each step moves forward, and GTK stops at the last widget; a bound all the same.
            if steps >= 64 { break }
        }
        return false
    }

    private func animationActivityChanged(_ active: Bool) {
        guard !closed else { return }
        if active {
            guard !isTicking else { return }
            tickInstallCount += 1
            tick = TickCallback.add(to: rootCanvas) { [weak self] frame in
                guard let self else { return .remove }
                return onTick(frame)
            }
            if gtk_widget_get_mapped(rootCanvas) == 0 { scheduleSync() }
        } else if let tick, !isInsideTick {
            tick.remove()
            self.tick = nil
            // Animations ended outside a frame (a transition finished at once by a new change):
            // frames asked for while the tick ran were left to it, so one more sync shows what
            // the change did.
            scheduleSync()
        }
    }

    private var isInsideTick = false

    private func onTick(_ frame: FrameTick) -> TickResult {
        let start = FrameClock.monotonicNow
        isInsideTick = true
        defer { isInsideTick = false }
        ticksDelivered += 1
        recentTickFrameCounters.append(frame.frameCounter)
        clock.tick(to: clock.time(of: frame))
        performSync()
        recentTickDurations.append(FrameClock.monotonicNow - start)
        if clock.isActive { return .continue }
        tick = nil
        return .remove
    }

    // MARK: - Animation setting

    private func followAnimationSetting() {
        guard let settings = gtk_settings_get_default() else { return }
        let apply = {
            let enabled = cgtk_settings_get_enable_animations(settings) != 0
            View.setAnimationsEnabled(enabled)
        }
        apply()
        connections.append(SignalConnection.connectPointer(settings, "notify::gtk-enable-animations") { [weak self] _ in
            apply()
            if !View.areAnimationsEnabled { self?.clock.finishAll() }
        })
    }

    // MARK: - Input

    /// A drag gesture on the event box in the capture phase sees every primary-button sequence
    /// before the widget under the pointer. It feeds `Window.handlePointer(_:)` and
    /// leaves the sequence to native widgets (so `GtkButton` and list rows still get their
    /// clicks) unless a core recognizer follows a real movement, or input is ignored: then it
    /// claims the sequence, which stops it (and cancels what native widgets started).
    private func connectPointerInput() {
        let gesture = ObjectRef(adopting: gtk_gesture_drag_new(eventBox)!)
        dragGesture = gesture
        gtk_event_controller_set_propagation_phase(cgtk_event_controller(gesture.pointer), GTK_PHASE_CAPTURE)
        gtk_gesture_single_set_button(cgtk_gesture_single(gesture.pointer), 1)
        let claim = { gtk_gesture_set_state(cgtk_gesture(gesture.pointer), GTK_EVENT_SEQUENCE_CLAIMED) }
        connections.append(SignalConnection.connectPoint(gesture.pointer, "drag-begin") { [weak self] x, y in
            guard let self else { return }
            dragStart = Point(x: x, y: y)
            if Application.shared.isIgnoringInteractionEvents {
                _ = claim()
                return
            }
            pointerEventCount += 1
            window.handlePointer(PointerEvent(.began, at: dragStart, time: clock.currentTime,
                                              nativeWidgetTakesDrags: Self.pressTakenByNativeWidget(),
                                              modifierFlags: Self.currentModifierFlags()))
        })
        connections.append(SignalConnection.connectPoint(gesture.pointer, "drag-update") { [weak self] dx, dy in
            guard let self, !Application.shared.isIgnoringInteractionEvents else { return }
            pointerEventCount += 1
            let point = Point(x: dragStart.x + dx, y: dragStart.y + dy)
            let tookPart = window.handlePointer(
                PointerEvent(.moved, at: point, time: clock.currentTime, modifierFlags: Self.currentModifierFlags()))
            if tookPart, (dx * dx + dy * dy).squareRoot() >= Self.claimDistance { _ = claim() }
        })
        connections.append(SignalConnection.connectPoint(gesture.pointer, "drag-end") { [weak self] dx, dy in
            guard let self, !Application.shared.isIgnoringInteractionEvents else { return }
            pointerEventCount += 1
            let point = Point(x: dragStart.x + dx, y: dragStart.y + dy)
            window.handlePointer(
                PointerEvent(.ended, at: point, time: clock.currentTime, modifierFlags: Self.currentModifierFlags()))
        })
        connections.append(SignalConnection.connectPointer(gesture.pointer, "cancel") { [weak self] _ in
            guard let self else { return }
            window.handlePointer(PointerEvent(.cancelled, at: dragStart, time: clock.currentTime))
        })
    }

    /// Whether the press being handled landed on a native widget that takes drags itself (a
    /// slider, a text selection): then no container drags (`InputArbitration`).
    private static func pressTakenByNativeWidget() -> Bool {
        guard let event = gtk_get_current_event() else { return false }
        defer { gdk_event_free(event) }
        return NativeInput.takesDrags(gtk_get_event_widget(event))
    }

    /// The modifier keys held at the event being handled (a Ctrl+click, a Shift+click).
    private static func currentModifierFlags() -> KeyModifierFlags {
        guard let event = gtk_get_current_event() else { return [] }
        defer { gdk_event_free(event) }
        var state = GdkModifierType(rawValue: 0)
        guard gdk_event_get_state(event, &state) != 0 else { return [] }
        return KeyRouting.modifierFlags(forState: state.rawValue)
    }

    /// How far (in points) the pointer must move before a sequence a core recognizer follows is
    /// taken from native widgets.
    static let claimDistance = 8.0
    private var dragGesture: ObjectRef?
    private var dragStart = Point.zero
    /// Pointer events handed to the core window (for tests).
    @_spi(Testing) public private(set) var pointerEventCount = 0

    private var backButton: ButtonPressGesture?
    private var forwardButton: ButtonPressGesture?
    private var contextClick: ButtonPressGesture?
    private var scrollRouting: ScrollRouting?
    /// Hover, cursors, tooltips and the file chooser (``DesktopServices``).
    var desktopServices: DesktopServices?
    private let firstResponderFocus = FirstResponderFocus()
    private let focusRestoration = FocusRestoration()
    /// Times keyboard focus was given back to the widget that had it before content that took
    /// it went (for tests).
    @_spi(Testing) public var focusRestoreCount: Int { focusRestoration.restoreCount }

    /// The key handler, then the focused text widget and the core's key commands
    /// (``KeyRouting``); what none takes is GTK's (Tab moves focus).
    private func handleKeyPress(_ event: UnsafeMutablePointer<GdkEvent>) -> Bool {
        if Application.shared.isIgnoringInteractionEvents { return true }
        if let keyHandler, keyHandler(KeyEvent(event.pointee.key)) { return true }
        if KeyRouting.route(event, to: window, in: gtkWindow, mirror: mirror) { return true }
        return openMenusForF10(event.pointee.key)
    }

    // MARK: - Waiting and screenshots

    /// Whether everything is drawn and nothing runs: no animation, no pending sync or resize, no
    /// widgets of views gone for good waiting to be destroyed.
    public var isIdle: Bool {
        !clock.isActive && !syncScheduled && pendingSize == nil && !mirror.holdsDraggedPictures && !mirror.holdsRetiredWidgets
            && containment_window_get_draw_count(gtkWindow) > drawCountAtSync && gtk_widget_get_mapped(rootCanvas) != 0
    }

    /// Waits (pumping the main loop) until idle: drawn, no running animation, no pending sync.
    ///
    /// - Returns: whether that happened within `timeout` seconds.
    public func settle(timeout: Double) async -> Bool {
        let limit = Duration.milliseconds(Int64(timeout * 1000))
        guard await MainLoopPump.run(until: { [self] in isIdle }, timeout: limit) else { return false }
        // One more frame, so the pixels have reached the X server.
        return await MainLoopPump.runFrames(1, of: rootCanvas, timeout: .seconds(2)) && isIdle
    }

    /// Waits (pumping the main loop) until drawn and idle (no animation, no pending sync), then
    /// writes a PNG of the window.
    ///
    /// - Throws: ``GtkRuntimeError/captureFailed`` when the window never settles or its pixels
    ///   cannot be read, ``GtkRuntimeError/saveFailed(path:message:)`` when the file cannot be
    ///   written.
    public func screenshot(to path: String) async throws {
        guard await settle(timeout: 10) else { throw GtkRuntimeError.captureFailed }
        try WindowSnapshot.capture(gtkWindow).savePNG(to: path)
    }
}
