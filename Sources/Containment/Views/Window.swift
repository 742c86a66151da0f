/// The root of a view tree that a host shows on screen, mirroring `UIWindow`.
///
/// A window runs its animations on its ``clock`` and owns the root view controller. The host
/// (the GTK adapter, or a test) changes its size with ``resize(to:duration:)``, which reaches the
/// root controller as `viewWillTransition(to:with:)` and, when the size class flips, as
/// `traitCollectionDidChange(_:)`.
@MainActor
open class Window: View {
    /// The clock the window's animations run on.
    public let clock: Clock

    /// The window's running animations.
    let animator = Animator()

    /// Creates a window with a frame and a clock, as `UIWindow(frame:)`. Tests pass a
    /// ``ManualClock``; the GTK adapter passes a clock it drives from the frame clock.
    public init(frame: Rect, clock: Clock = ManualClock()) {
        self.clock = clock
        super.init(frame: frame)
        animator.clock = clock
        clock.register(self)
        userInterfaceLayoutDirection = Application.shared.userInterfaceLayoutDirection
        traitCollection = TraitCollection(windowSize: frame.size, layoutDirection: userInterfaceLayoutDirection)
    }

    /// The direction the window's content reads and moves in, as the window scene's
    /// `UITraitCollection.layoutDirection`: a new window takes the app's
    /// (``Application/userInterfaceLayoutDirection``); the GTK host sets it from GTK's default
    /// direction. A change reaches every controller as `traitCollectionDidChange(_:)` and lays out
    /// every view again, mirrored or not.
    public var userInterfaceLayoutDirection: UserInterfaceLayoutDirection = .leftToRight {
        didSet {
            guard userInterfaceLayoutDirection != oldValue else { return }
            traitCollection = TraitCollection(windowSize: frame.size, layoutDirection: userInterfaceLayoutDirection)
            rootViewController?.updateTraitCollection()
            layoutDirectionDidChange()
        }
    }

    /// The window's back-and-forward history (`Window+History`).
    let backForwardHistory = WindowHistory()

    /// The view that takes key presses first; see ``firstResponder``.
    weak var storedFirstResponder: View?

    /// Shows a context menu the core found for a right-click or the Menu key (see
    /// `Window+ContextMenu`) and returns whether it shows; the host sets it (the GTK adapter shows
    /// a native menu), tests set a fake. Without one no context menu opens.
    @_spi(Adapter) public var contextMenuPresenter: ((ContextMenuRequest) -> Bool)?

    /// Whether the window is shown, after ``makeKeyAndVisible()``. Controllers appear only in a
    /// visible window.
    public private(set) var isVisible = false

    /// Shows the window and makes it key, as `UIWindow.makeKeyAndVisible()`. The root view
    /// controller's view enters the window and the root controller appears; a window of a
    /// ``WindowScene`` is shown by the scene's host.
    public func makeKeyAndVisible() {
        if !isVisible { setVisible(true) }
        makeKey()
    }

    /// Hides the window; every controller in it disappears.
    public func hide() {
        guard isVisible else { return }
        setVisible(false)
    }

    private func setVisible(_ visible: Bool) {
        let move = WindowMove(window: self, becomingVisible: visible)
        move.willMove()
        isVisible = visible
        move.didMove()
        setNeedsDisplay()
        sceneVisibilityDidChange()
    }

    /// The window's scene (Scenes/Window+Scene.swift).
    let sceneLink = WindowSceneLink()

    /// The window became the key window, as `UIWindow.becomeKey()`: override to follow it (call
    /// `super`); never call it yourself.
    open func becomeKey() {}

    /// The window stopped being the key window, as `UIWindow.resignKey()`: override to follow it
    /// (call `super`); never call it yourself.
    open func resignKey() {}

    /// The controller whose view fills the window, as `UIWindow.rootViewController`.
    ///
    /// Its view is sized to the window and resizes with it. A controller that has a parent or
    /// is presented is refused with a ``HierarchyInconsistency``.
    public var rootViewController: ViewController? {
        get { storedRootViewController }
        set {
            guard newValue !== storedRootViewController else { return }
            if let candidate = newValue, candidate.parent != nil || candidate.ownPresentingViewController != nil || candidate.windowOfRoot != nil {
                HierarchyInconsistency.report(HierarchyInconsistency(
                    .controllerIsRootOrPresented,
                    "\(candidate.debugName) cannot become the window's root view controller: it is \(candidate.parent != nil ? "a child of \(candidate.parent!.debugName)" : candidate.windowOfRoot != nil ? "another window's root" : "presented modally")"))
                return
            }
            if let old = storedRootViewController {
                old.viewIfLoaded?.removeFromSuperview()
                old.windowOfRoot = nil
                old.updateTraitCollection()
            }
            storedRootViewController = newValue
            backForwardHistory.removeAll()
            if let root = newValue {
                root.windowOfRoot = self
                root.updateTraitCollection()
                root.view.frame = bounds
                root.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                insertSubview(root.view, at: 0)
            }
        }
    }
    private var storedRootViewController: ViewController?

    // MARK: Size and traits

    /// The traits of the window's size: horizontal size class compact below
    /// ``TraitCollection/compactWidthThreshold``, regular above.
    public private(set) var traitCollection = TraitCollection()

    /// Changes the window's size as the host's window was resized, as a rotation or a window
    /// resize does in UIKit: the root controller gets `willTransition(to:with:)` when the traits
    /// change, `viewWillTransition(to:with:)`, then the size changes and layout runs, then
    /// `traitCollectionDidChange(_:)` where the size class flipped. Animations the controllers
    /// add alongside run with `duration`.
    public func resize(to size: Size, duration: Double = 0) {
        guard size != frame.size else { return }
        let coordinator = TransitionCoordinator(duration: duration, container: self)
        let newTraits = TraitCollection(windowSize: size, layoutDirection: userInterfaceLayoutDirection)
        let root = rootViewController
        let presented = presentedControllerChain()
        ViewController.setTransitionCoordinator(coordinator, on: [root] + presented)
        // UIKit's order: every controller hears of the coming traits and size first, the root
        // before what it presents; then the size changes; then the traits change everywhere.
        if newTraits != traitCollection {
            root?.sendWillTransition(to: newTraits, with: coordinator)
            for controller in presented { controller.sendWillTransition(to: newTraits, with: coordinator) }
        }
        root?.sendViewWillTransition(to: size, with: coordinator)
        for controller in presented {
            controller.sendViewWillTransition(to: controller.presentedContentSize(inWindowOfSize: size), with: coordinator)
        }
        let coordinated = [root] + presented
        coordinator.animate(alongsideTransition: nil) { _ in
            ViewController.setTransitionCoordinator(nil, on: coordinated.filter { $0?.transitionCoordinator === coordinator })
        }
        frame.size = size
        traitCollection = newTraits
        root?.updateTraitCollection()
        layoutIfNeeded()
        coordinator.run()
    }

    /// Controllers presented over the root, bottom to top.
    func presentedControllerChain() -> [ViewController] {
        var chain: [ViewController] = []
        var node = rootViewController?.ownPresentedViewController
        while let current = node {
            chain.append(current)
            node = current.ownPresentedViewController
        }
        return chain
    }

    // MARK: Appearance

    /// Called when a controller whose view is in this window finishes appearing (just before its
    /// `viewDidAppear(_:)`, with `true`) or starts disappearing (just before its
    /// `viewWillDisappear(_:)`, with `false`). A host moves keyboard focus into content that
    /// appeared here, as UIKit's focus system looks for a new focus in appeared content; unlike
    /// ``LifecycleEventStream``, which formats names and arguments for people to read, it costs
    /// nothing but the call.
    @_spi(Adapter) public var appearanceHandler: ((ViewController, _ appeared: Bool) -> Void)? {
        didSet {
            guard (oldValue == nil) != (appearanceHandler == nil) else { return }
            Application.shared.windowsWithAppearanceHandlers += appearanceHandler == nil ? -1 : 1
        }
    }

    // MARK: Frames

    /// Called when something in the window needs drawing or layout; the GTK adapter schedules a
    /// frame here. Calls are coalesced until the clock steps the window or `frameDidRender()`.
    @_spi(Adapter) public var frameRequestHandler: (() -> Void)?

    /// What measures the content of this window's views, if not ``Application/contentMeasurer``
    /// (Layout/View+ContentMeasuring.swift): the GTK adapter lends each window it shows its own.
    @_spi(Adapter) public var windowContentMeasurer: (any ContentMeasurer)?
    private var frameRequested = false

    /// The window's Auto Layout engine (Layout/LayoutEngine.swift), made when a constraint first
    /// enters the window.
    var madeLayoutEngine: LayoutEngine?

    /// Views of this window whose ``View/updateConstraints()`` is due, run before the next layout
    /// (held weakly: a view that leaves before then is not kept alive by it).
    var pendingConstraintUpdates: [WeakView] = []

    /// How many times a view in this window was marked changed (``View/setNeedsDisplay()``).
    /// Every change an adapter draws, the tree's structure included, marks a view; only the
    /// in-between frames and alphas of running animations do not. An adapter that finds the same
    /// count as at its last sync of this window knows that only those moved. A view changed
    /// outside any window counts in none: joining a window marks the view it joins.
    @_spi(Adapter) public private(set) var displayChangeCount = 0

    /// The views marked changed lately (see ``viewsChanged(since:)``).
    private var changeLog = ChangeLog()

    /// The views of this window marked changed since its ``displayChangeCount`` was `count`, each
    /// once, or `nil` when the window does not know them all: more than a few were marked, or
    /// `count` is older than the count last asked about. An adapter that synced at `count` and
    /// finds only views it can update alone (a dragged page that only moved) updates those
    /// instead of walking the tree. The changes up to `count` are forgotten.
    @_spi(Adapter) public func viewsChanged(since count: Int) -> [View]? {
        changeLog.views(changedAfter: count)
    }

    /// Counts a change of `view`, in this window, and asks for a frame to draw it.
    func noteDisplayChange(of view: View) {
        displayChangeCount &+= 1
        changeLog.note(view, at: displayChangeCount)
        requestFrame()
    }

    func requestFrame() {
        guard !frameRequested else { return }
        frameRequested = true
        frameRequestHandler?()
    }

    /// Tells the window its state was drawn; the next change requests a frame again.
    @_spi(Adapter) public func frameDidRender() {
        frameRequested = false
    }

    /// Runs the animations at `time` and lays out what needs it.
    func step(at time: Double) {
        if animator.step(at: time) { requestFrame() }
        layoutIfNeeded()
    }

    /// A view left this window: its animations jump to their end.
    func viewDidLeave(_ view: View) {
        animator.finishAll(in: view)
    }

    /// Ends every running animation at once, as if its time had passed: completions run with
    /// `true`, and what they start ends too. For a host whose window goes away mid-animation
    /// (a UIKit window never does; a closed GTK window would leave completions, such as a
    /// swap's end of ignored input, waiting forever).
    @_spi(Adapter) public func finishAllAnimations() {
        var rounds = 0
        while animator.runningCount > 0, rounds < 1_000 {
            animator.finishAll(in: self)
            rounds += 1
        }
    }

    /// How many animations run in this window now: what the core's tests wait on.
    @_spi(Testing) public var runningAnimationCount: Int { animator.runningCount }

    /// The timing for a new animation, or `nil` when it should jump to the end.
    func timing(_ duration: Double, _ delay: Double, _ curve: TimingCurve) -> Animator.Timing? {
        guard View.areAnimationsEnabled, duration > 0 || delay > 0 else { return nil }
        return Animator.Timing(start: max(clock.now, clock.currentTime), delay: max(0, delay), duration: max(0, duration), curve: curve)
    }

    // MARK: Input

    /// The gesture recognizers following the pointer now.
    var pointerTracking: PointerTracking?
    /// The hover recognizers the pointer is over (``HoverTracking``).
    var hoverTracking = HoverTracking()
    /// The host's file chooser (``documentPickerHost``).
    let documentPickerHostReference = DocumentPickerHostReference()

    /// The view the user last pressed: where keys start up the responder chain while no view
    /// is first responder (Input/Responder.swift).
    var pressedView: WeakView?

    /// The app's name, as the menu bar's application menu and the shortcuts window show it; the
    /// GTK host sets its window title.
    @_spi(Adapter) public var applicationName: String?

    /// The menu bar as last built (Menus/MenuBar).
    var builtMenuBar: BuiltMenuBar?

    /// What the host does for the window's own commands (the shortcuts window, closing, quitting);
    /// while `nil`, those commands are disabled.
    @_spi(Adapter) public var standardCommandHandler: ((StandardCommand) -> Void)?

    /// Whether the window performs `action`: its own commands (Ctrl+?, Ctrl+W, Ctrl+Q) while its
    /// host handles them; see `UIResponder.canPerformAction(_:withSender:)`.
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        performsStandardCommand(action) != nil || super.canPerformAction(action, withSender: sender)
    }

    /// Performs the window's own commands through its host.
    open override func perform(_ action: Selector, with sender: Any?) {
        guard let command = performsStandardCommand(action) else { return super.perform(action, with: sender) }
        standardCommandHandler?(command)
    }
    /// The touchpad scroll being followed, from its first delta to its stop.
    let swipeTracker = SwipeTracker()
}
