/// A rectangular area in the view tree, mirroring `UIView`.
///
/// A view keeps *model* values (`frame`, `alpha`, `backgroundColor`, ...) that change at once,
/// and *presentation* values (`presentation`) that follow running animations. The GTK adapter
/// draws the presentation values; the core never draws anything.
@MainActor
open class View {
    /// Whether a container's drag places this view now: between the start of a drag (the pages
    /// of an interactive pop, a drawer's center, the pages of a page drag) and its release, the
    /// container moves the view at each step, with no animation, as UIKit's interactive
    /// transitions move their views. An adapter draws such a view from a picture from its first
    /// move, as it draws a sliding view; other views count as dragged only from their second
    /// move in a row, as one move is what a new layout makes too.
    @_spi(Adapter) public internal(set) var followsDrag: Bool {
        get { extras?.followsDrag ?? false }
        set { if newValue || extras != nil { ensuredExtras.followsDrag = newValue } }
    }

    // MARK: Tree

    /// The view that contains this one, as `UIView.superview`. Weak: a subview that outlives
    /// its superview (held elsewhere) reads `nil`, whichever thread let the superview go.
    public private(set) weak var superview: View?

    /// The views this one contains, back to front, as `UIView.subviews`.
    public private(set) var subviews: [View] = []

    /// The controller whose ``ViewController/view`` this is, if any (UIKit keeps this private;
    /// it is public here so adapters can name widgets after their controller). Weak, as
    /// `superview`: the controller owns the view, not the other way round.
    public internal(set) weak var owningViewController: ViewController?

    // MARK: Model values

    /// The view's rectangle in its superview's coordinates, as `UIView.frame`.
    ///
    /// Setting a new size resizes the subviews by their ``autoresizingMask`` and marks the view
    /// as needing layout. Inside an animation block the change is animated.
    open var frame: Rect {
        get { storedFrame }
        set {
            guard newValue != storedFrame else { return }
            AnimationContext.record(self, .frame(presentation.frame), to: .frame(newValue))
            let oldSize = storedFrame.size
            storedFrame = newValue
            if oldSize != newValue.size {
                if autoresizesSubviews { resizeSubviews(from: oldSize) }
                setNeedsLayout()
            }
            // Auto Layout hears of it only where it matters: a view the engine holds (it has layout
            // state), or one whose superview has a safe area to share.
            if extras?.layout != nil || superview?.extras?.layout?.safeAreaInsets ?? .zero != .zero { layoutFrameDidChange() }
            setNeedsDisplay()
        }
    }

    /// The view's own coordinate space, as `UIView.bounds`: the frame's size, at an origin that
    /// is zero unless set. The origin is the point of the view's own coordinates shown at its
    /// top left corner: subviews show moved by it, in drawing, ``hitTest(_:)``,
    /// ``convert(_:to:)`` and the adapter's widgets alike, which is how a ``ScrollView``
    /// scrolls (its ``ScrollView/contentOffset`` is this origin). The origin is kept as set
    /// (never clamped), lays the view out again (``setNeedsLayout()``), and animates inside
    /// ``View/animate(withDuration:delay:options:animations:completion:)`` as UIKit's does.
    /// Setting a new size changes the frame's size around the same frame origin.
    public var bounds: Rect {
        get { Rect(origin: extras?.boundsOrigin ?? .zero, size: storedFrame.size) }
        set {
            setBoundsOrigin(newValue.origin)
            frame = Rect(origin: storedFrame.origin, size: newValue.size)
        }
    }

    /// Stores a new bounds origin (a coordinate that is not a finite number, from a division
    /// gone wrong in app code, counts as zero), records it for a running animation block, and
    /// lays out and draws again.
    private func setBoundsOrigin(_ newOrigin: Point) {
        let origin = Point(x: newOrigin.x.isFinite ? newOrigin.x : 0, y: newOrigin.y.isFinite ? newOrigin.y : 0)
        let old = extras?.boundsOrigin ?? .zero
        guard origin != old else { return }
        AnimationContext.record(self, .boundsOrigin(presentation.boundsOrigin), to: .boundsOrigin(origin))
        ensuredExtras.boundsOrigin = origin
        setNeedsLayout()
        setNeedsDisplay()
        boundsOriginDidChange()
    }

    /// The bounds origin changed (``bounds``): a scroll view tells its delegate.
    func boundsOriginDidChange() {}

    /// A secondary click (the right button, or the keyboard's menu key) at `point`, in this
    /// view's coordinates: returns whether the view offered something for it (a table row's swipe
    /// actions). Asked of the view under the pointer, then of its superviews, by
    /// `Window.handleContextClick(at:)`. Nothing by default.
    func takeContextClick(at point: Point) -> Bool { false }

    /// The context menu a right-click or the Menu key at `point` (this view's coordinates) opens
    /// on this view, if any: the first of its ``ContextMenuInteraction``s that answers (a table
    /// answers for its rows first). See `Window+ContextMenu`.
    func contextMenuSource(at point: Point) -> ContextMenuSource? { ContextMenuSource.interactions(of: self, at: point) }

    /// Where the Menu key asks this view for a menu, in its coordinates, and what the menu opens
    /// below: its centre and bounds (a table's selected row).
    var contextMenuKeyPlace: (point: Point, anchor: Rect) { defaultContextMenuKeyPlace }

    /// The frame's centre in the superview's coordinates, as `UIView.center`.
    public var center: Point {
        get { Point(x: frame.midX, y: frame.midY) }
        set { frame.origin = Point(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// The opacity from 0 to 1, as `UIView.alpha`. Animatable.
    open var alpha: Double {
        get { storedAlpha }
        set {
            let clamped = min(max(newValue, 0), 1)
            guard clamped != storedAlpha else { return }
            AnimationContext.record(self, .alpha(presentation.alpha), to: .alpha(clamped))
            storedAlpha = clamped
            setNeedsDisplay()
        }
    }

    /// The fill colour, or `nil` for none, as `UIView.backgroundColor`. Animatable between colours.
    open var backgroundColor: Color? {
        get { extras?.backgroundColor }
        set {
            guard newValue != extras?.backgroundColor else { return }
            if let from = presentation.backgroundColor ?? newValue?.withAlpha(0), let to = newValue {
                AnimationContext.record(self, .backgroundColor(from), to: .backgroundColor(to))
            }
            ensuredExtras.backgroundColor = newValue
            setNeedsDisplay()
        }
    }

    /// Whether the view and its subviews are hidden, as `UIView.isHidden`. Hidden views take no input.
    open var isHidden: Bool = false {
        didSet {
            guard isHidden != oldValue else { return }
            setNeedsDisplay()
            (superview as? StackView)?.arrangedSubviewVisibilityDidChange(self)
        }
    }

    /// Whether input reaches the view and its subviews, as `UIView.isUserInteractionEnabled`.
    open var isUserInteractionEnabled: Bool = true

    /// Whether subviews are clipped to the bounds, as `UIView.clipsToBounds`.
    public var clipsToBounds: Bool = false {
        didSet { if clipsToBounds != oldValue { setNeedsDisplay() } }
    }

    /// How the view follows its superview's size changes, as `UIView.autoresizingMask`.
    public var autoresizingMask: AutoresizingMask = []

    /// Whether a change of this view's size resizes its subviews by their ``autoresizingMask``,
    /// as `UIView.autoresizesSubviews`. Default `true`. A container that places its subviews
    /// itself on every layout turns it off, so that a subview goes straight to its new frame
    /// instead of passing through a clamped one (autoresizing cannot give back what it clamped
    /// at zero).
    public var autoresizesSubviews = true

    /// A number to find the view by, as `UIView.tag`.
    public var tag: Int {
        get { extras?.tag ?? 0 }
        set { if newValue != tag { ensuredExtras.tag = newValue } }
    }

    /// The name assistive technologies read, as `accessibilityLabel`.
    public var accessibilityLabel: String? {
        get { extras?.accessibilityLabel }
        set { setDrawnExtra(\.accessibilityLabel, to: newValue, from: accessibilityLabel) }
    }

    /// The shadow the adapter draws around the view: its opacity (0 for none) and radius,
    /// as `layer.shadowOpacity` and `layer.shadowRadius`.
    public var shadowOpacity: Double {
        get { extras?.shadowOpacity ?? ViewExtras.defaultShadowOpacity }
        set { setDrawnExtra(\.shadowOpacity, to: newValue, from: shadowOpacity) }
    }
    /// The blur radius of the shadow, as `layer.shadowRadius`.
    public var shadowRadius: Double {
        get { extras?.shadowRadius ?? ViewExtras.defaultShadowRadius }
        set { setDrawnExtra(\.shadowRadius, to: newValue, from: shadowRadius) }
    }

    /// How the view's content relates to the layout direction, as
    /// `UIView.semanticContentAttribute`: `.unspecified` (the default) follows the superview's
    /// direction; `.forceLeftToRight` opts a map, a video or a drawing out of right-to-left
    /// mirroring, for this view and the subviews that do not say otherwise. Changing it lays out
    /// the subtree again.
    public var semanticContentAttribute: SemanticContentAttribute {
        get { extras?.semanticContentAttribute ?? .unspecified }
        set {
            guard newValue != semanticContentAttribute else { return }
            ensuredExtras.semanticContentAttribute = newValue
            layoutDirectionDidChange()
        }
    }

    /// The direction this view lays out and moves its content in, as
    /// `UIView.effectiveUserInterfaceLayoutDirection`: the direction its own
    /// ``semanticContentAttribute`` fixes, else the nearest ancestor's that fixes one, else its
    /// window's ``Window/userInterfaceLayoutDirection``, else (outside any window) the app's
    /// ``Application/userInterfaceLayoutDirection``.
    public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        var node: View? = self
        while let current = node {
            if let fixed = current.semanticContentAttribute.fixedDirection { return fixed }
            if let window = current as? Window { return window.userInterfaceLayoutDirection }
            node = current.superview
        }
        return Application.shared.userInterfaceLayoutDirection
    }

    /// Whether this view mirrors its layout and motion (its effective direction is right to left).
    var isLayoutMirrored: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// The direction of this view and its subtree may have changed: every view is laid out and
    /// drawn again (containers place their children by direction; the adapter sets its widgets'
    /// direction).
    func layoutDirectionDidChange() {
        existingLayoutEngine?.layoutDirectionDidChange()
        walkParentsFirst { view in
            view.setNeedsLayout()
            view.setNeedsDisplay()
            return true
        }
    }

    private var storedFrame: Rect
    private var storedAlpha: Double = 1

    /// What few views use (a colour, a tag, a shadow, running animations, recognizers), made on
    /// the first write of any of it.
    private var extras: ViewExtras?

    private var ensuredExtras: ViewExtras {
        if let extras { return extras }
        let made = ViewExtras()
        extras = made
        return made
    }

    /// The view's interactions, tooltip and cursor (``DesktopExtras``), if any was set.
    var desktopExtras: DesktopExtras? { extras?.desktop }

    /// The view's interactions, tooltip and cursor, made on first use.
    var ensuredDesktopExtras: DesktopExtras {
        if let desktop = extras?.desktop { return desktop }
        let made = DesktopExtras()
        ensuredExtras.desktop = made
        return made
    }

    /// The view's Auto Layout state (``ViewLayoutState``), if any of it was set.
    var layoutState: ViewLayoutState? { extras?.layout }

    /// The view's Auto Layout state, made on first use.
    var ensuredLayoutState: ViewLayoutState {
        if let state = extras?.layout { return state }
        let made = ViewLayoutState()
        ensuredExtras.layout = made
        return made
    }

    /// Stores a value the adapter draws in ``extras`` and marks the view for drawing, when it
    /// differs from the current one.
    private func setDrawnExtra<Value: Equatable>(
        _ keyPath: ReferenceWritableKeyPath<ViewExtras, Value>, to newValue: Value, from oldValue: Value
    ) {
        guard newValue != oldValue else { return }
        ensuredExtras[keyPath: keyPath] = newValue
        setNeedsDisplay()
    }

    // MARK: Presentation values

    /// Values set by running animations; `nil` where the model value is shown.
    var animatedFrame: Rect? {
        get { extras?.animatedFrame }
        set { if newValue != nil || extras != nil { ensuredExtras.animatedFrame = newValue } }
    }
    var animatedAlpha: Double? {
        get { extras?.animatedAlpha }
        set { if newValue != nil || extras != nil { ensuredExtras.animatedAlpha = newValue } }
    }
    var animatedBackgroundColor: Color? {
        get { extras?.animatedBackgroundColor }
        set { if newValue != nil || extras != nil { ensuredExtras.animatedBackgroundColor = newValue } }
    }
    var animatedBoundsOrigin: Point? {
        get { extras?.animatedBoundsOrigin }
        set { if newValue != nil || extras != nil { ensuredExtras.animatedBoundsOrigin = newValue } }
    }

    /// What is on screen now: the model values, or the in-between values of running animations,
    /// as a `CALayer`'s `presentation()`.
    @_spi(Adapter) public var presentation: PresentationValues {
        guard let extras else {
            return PresentationValues(frame: storedFrame, alpha: storedAlpha, backgroundColor: nil, boundsOrigin: .zero)
        }
        return PresentationValues(
            frame: extras.animatedFrame ?? storedFrame,
            alpha: extras.animatedAlpha ?? storedAlpha,
            backgroundColor: extras.animatedBackgroundColor ?? extras.backgroundColor,
            boundsOrigin: extras.animatedBoundsOrigin ?? extras.boundsOrigin)
    }

    /// The flip or cross-dissolve running in this view between two of its subviews, if any.
    /// The adapter draws it from snapshots of ``ViewTransition/fromView`` and
    /// ``ViewTransition/toView``.
    @_spi(Adapter) public internal(set) var activeTransition: ViewTransition? {
        get { extras?.activeTransition }
        set {
            if newValue != nil || extras != nil { ensuredExtras.activeTransition = newValue }
            setNeedsDisplay()
        }
    }

    // MARK: Tree

    /// The window at the root of this view's tree, as `UIView.window`.
    public var window: Window? {
        nearestInAncestry { $0 as? Window }
    }

    /// Creates a view with a frame, as `UIView(frame:)`.
    public init(frame: Rect = .zero) {
        storedFrame = frame
    }

    /// Adds a view at the front, as `UIView.addSubview(_:)`. A view that is already a subview
    /// moves to the front. Adding a view to itself or to one of its subviews is refused with a
    /// ``HierarchyInconsistency``.
    public func addSubview(_ view: View) {
        insertSubview(view, at: view.superview === self ? subviews.count - 1 : subviews.count)
    }

    /// Inserts a view at an index of ``subviews``, as `UIView.insertSubview(_:at:)`; the index is
    /// clamped to the valid range.
    public func insertSubview(_ view: View, at index: Int) {
        if view === self || isDescendant(of: view) {
            HierarchyInconsistency.report(.viewCycle(view: view.debugName, superview: debugName))
            return
        }
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: current)
            subviews.insert(view, at: min(max(index, 0), subviews.count))
            setNeedsDisplay()
            return
        }
        let move = WindowMove(view: view, from: view.window, to: window)
        move.willMove()
        view.detachFromSuperview()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        if view.needsLayout || view.subviewNeedsLayout { noteSubviewNeedsLayout() }
        view.didMoveToSuperview()
        move.didMove()
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Inserts a view just above another subview, as `UIView.insertSubview(_:aboveSubview:)`.
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        let index = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
        insertSubview(view, at: view.superview === self && (subviews.firstIndex { $0 === view } ?? 0) < index ? index - 1 : index)
    }

    /// Inserts a view just below another subview, as `UIView.insertSubview(_:belowSubview:)`.
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        let index = subviews.firstIndex { $0 === sibling } ?? 0
        insertSubview(view, at: view.superview === self && (subviews.firstIndex { $0 === view } ?? 0) < index ? index - 1 : index)
    }

    /// Detaches the view from its superview and window, as `UIView.removeFromSuperview()`.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        let move = WindowMove(view: self, from: window, to: nil)
        move.willMove()
        detachFromSuperview()
        move.didMove()
        parent.setNeedsLayout()
        parent.setNeedsDisplay()
    }

    private func detachFromSuperview() {
        guard let parent = superview else { return }
        (parent as? StackView)?.subviewWillLeave(self)
        deactivateConstraintsLeavingTree()
        parent.subviews.removeAll { $0 === self }
        superview = nil
        didMoveToSuperview()
    }

    /// Moves a subview to the front, as `UIView.bringSubviewToFront(_:)`.
    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count - 1)
    }

    /// Moves a subview to the back, as `UIView.sendSubviewToBack(_:)`.
    public func sendSubviewToBack(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Whether this view is `view` or lies inside it, as `UIView.isDescendant(of:)`.
    public func isDescendant(of view: View) -> Bool {
        isInSubtree(of: view)
    }

    /// The first view in this subtree (this one included) with the tag, as `UIView.viewWithTag(_:)`.
    public func viewWithTag(_ tag: Int) -> View? {
        var found: View?
        walkParentsFirst { view in
            if found == nil, view.tag == tag { found = view }
            return found == nil
        }
        return found
    }

    /// Called after the superview changed, as `UIView.didMoveToSuperview()`. Override to react.
    open func didMoveToSuperview() {}

    /// Called before the view enters or leaves a window, as `UIView.willMove(toWindow:)`.
    open func willMove(toWindow newWindow: Window?) {}

    /// Called after the view entered or left a window, as `UIView.didMoveToWindow()`.
    open func didMoveToWindow() {}

    // MARK: Layout

    /// Whether ``layoutSubviews()`` is due, as UIKit's internal layout flag.
    public private(set) var needsLayout = true

    /// Lays out the subviews; the default does nothing (autoresizing already ran), as
    /// `UIView.layoutSubviews()`. A controller's root view tells its controller
    /// (`viewWillLayoutSubviews`, `viewDidLayoutSubviews`) around this call.
    open func layoutSubviews() {}

    /// Whether a view somewhere below this one is marked for layout. A layout pass descends only
    /// into marked branches, so a frame in which nothing was marked (an animation moving views,
    /// which changes no size) costs nothing however big the tree, as UIKit's layout pass visits
    /// only layers marked `needsLayout` and their ancestors.
    private var subviewNeedsLayout = false

    /// Marks the view for layout at the next layout pass, as `UIView.setNeedsLayout()`.
    public func setNeedsLayout() {
        needsLayout = true
        superview?.noteSubviewNeedsLayout()
        window?.requestFrame()
    }

    /// Marks this view and its ancestors as having a marked view below them, up to the first one
    /// already marked (its ancestors are marked too, or are being laid out right now and will
    /// reach it).
    private func noteSubviewNeedsLayout() {
        var node: View? = self
        while let current = node, !current.subviewNeedsLayout {
            current.subviewNeedsLayout = true
            node = current.superview
        }
    }

    /// Lays out this view now if it is marked, then its marked subviews, as `UIView.layoutIfNeeded()`.
    /// Constraints are solved first (once, for the whole window), so that frames set by them are
    /// in place before ``layoutSubviews()``; inside an animation block the frames they change
    /// animate.
    public func layoutIfNeeded() {
        guard let engine = layoutEngineForLayoutPass() else {
            layoutSubtreeIfNeeded()
            return
        }
        // A layoutSubviews may change constraints (or a kept frame): solve and lay out again,
        // a few rounds at most.
        var rounds = 0
        repeat {
            rounds += 1
            if let window { window.runPendingConstraintUpdates() } else { updateConstraintsIfNeeded() }
            engine.update()
            layoutSubtreeIfNeeded()
        } while engine.needsUpdate && rounds < 8
    }

    /// Lays out this view if it is marked, then its marked subviews.
    private func layoutSubtreeIfNeeded() {
        if needsLayout {
            needsLayout = false
            let controller = owningViewController
            controller?.sendViewIsAppearingIfDue()
            controller?.sendLayoutCallback(.viewWillLayoutSubviews)
            layoutSubviews()
            controller?.sendLayoutCallback(.viewDidLayoutSubviews)
            // The subviews have their places now: controllers appearing in them are told
            // (`viewIsAppearing`), before their own views' layout below.
            for subview in subviews { subview.owningViewController?.sendViewIsAppearingIfDue() }
        }
        guard subviewNeedsLayout else { return }
        // Cleared before descending: a view marked by a layout callback below sets it again, and
        // is laid out by this loop or, when it was already passed, by the next pass.
        subviewNeedsLayout = false
        for subview in subviews where subview.needsLayout || subview.subviewNeedsLayout {
            subview.layoutSubtreeIfNeeded()
        }
    }

    /// The size the view would like within `size` (the space offered), as
    /// `UIView.sizeThatFits(_:)`. The default answers the view's current size, as UIKit's does;
    /// views that know their content's natural size (a GTK adapter's `NativeView`) override it.
    open func sizeThatFits(_ size: Size) -> Size {
        bounds.size
    }

    // MARK: Auto Layout (see Layout/View+AutoLayout.swift)

    /// The size the view's content needs, as `UIView.intrinsicContentSize`:
    /// ``View/noIntrinsicMetric`` in each direction here. ``Label``, ``Button``, ``TextField`` and
    /// ``ImageView`` answer their content's natural size (text measured by the adapter with the
    /// real font). A view with constraints and no size constraint takes this size, as firmly as
    /// its content hugging and compression resistance priorities say. Call
    /// ``invalidateIntrinsicContentSize()`` when it changes.
    open var intrinsicContentSize: Size {
        Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// Updates the view's constraints before layout, as `UIView.updateConstraints()`: called once
    /// after ``setNeedsUpdateConstraints()``, deepest views first (a controller's view through
    /// ``ViewController/updateViewConstraints()``). Overrides call `super` last.
    open func updateConstraints() {}

    /// Called when ``safeAreaInsets`` changed, as `UIView.safeAreaInsetsDidChange()`.
    open func safeAreaInsetsDidChange() {}

    /// Called when the layout margins changed, as `UIView.layoutMarginsDidChange()`.
    open func layoutMarginsDidChange() {}

    /// The intrinsic size at a given width, for content whose height follows its width (wrapping
    /// text): what measuring by constraints uses once it knows the width. The default ignores the
    /// width.
    func intrinsicContentSize(forWidth width: Double) -> Size { intrinsicContentSize }

    /// Whether the intrinsic height depends on the width the view gets (a label that wraps).
    var intrinsicHeightFollowsWidth: Bool { false }

    /// The offsets of the first and last text baselines from the view's top, for baseline
    /// constraints and stack views; `nil` for a view without text (its baselines are its bottom).
    func textBaselines() -> (first: Double, last: Double)? { nil }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its origin, as
    /// `UIView.sizeToFit()`.
    open func sizeToFit() {
        frame.size = sizeThatFits(bounds.size)
    }

    private func resizeSubviews(from oldSize: Size) {
        let newSize = storedFrame.size
        for subview in subviews where !subview.autoresizingMask.isEmpty {
            let mask = subview.autoresizingMask
            let f = subview.frame
            let h = autoresize(
                start: f.minX, length: f.width, oldExtent: oldSize.width, newExtent: newSize.width,
                flexibleBefore: mask.contains(.flexibleLeftMargin), flexibleLength: mask.contains(.flexibleWidth),
                flexibleAfter: mask.contains(.flexibleRightMargin))
            let v = autoresize(
                start: f.minY, length: f.height, oldExtent: oldSize.height, newExtent: newSize.height,
                flexibleBefore: mask.contains(.flexibleTopMargin), flexibleLength: mask.contains(.flexibleHeight),
                flexibleAfter: mask.contains(.flexibleBottomMargin))
            subview.frame = Rect(x: h.start, y: v.start, width: h.length, height: v.length)
        }
    }

    // MARK: Drawing

    /// A counter that grows whenever something the adapter draws changes; adapters compare it
    /// with the value they last drew to skip untouched views.
    @_spi(Adapter) public private(set) var displayVersion = 0

    /// Marks the view as changed for the adapter, as `UIView.setNeedsDisplay()`: its
    /// `displayVersion` grows, and so does its window's `Window.displayChangeCount`.
    public func setNeedsDisplay() {
        displayVersion &+= 1
        window?.noteDisplayChange(of: self)
    }

    // MARK: Responder (see Input/Responder.swift)

    /// Whether this view can take key presses first, as `UIResponder.canBecomeFirstResponder`:
    /// `false` here; text fields, text views and an app's own key-taking views say `true`.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this view lets another become first responder, as
    /// `UIResponder.canResignFirstResponder`: `true` here.
    open var canResignFirstResponder: Bool { true }

    /// The key commands this view offers while on the responder chain, as
    /// `UIResponder.keyCommands`: none here. See ``KeyCommand``.
    open var keyCommands: [KeyCommand]? { nil }

    /// Whether this view performs `action`, as `UIResponder.canPerformAction(_:withSender:)`:
    /// `false` here. A view that performs a menu or key ``Command``'s action answers `true` for
    /// it and receives it in ``perform(_:with:)``.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { false }

    /// Performs `action`, sent by `sender` (the ``Command`` chosen in a menu or by its key),
    /// where UIKit calls the method the selector names: called only when
    /// ``canPerformAction(_:withSender:)`` answered `true`. Does nothing here.
    open func perform(_ action: Selector, with sender: Any?) {}

    /// Adjusts `command` before a menu shows it, as `UIResponder.validate(_:)`: called on the
    /// responder that will perform it. Does nothing here.
    open func validate(_ command: Command) {}

    /// Makes this view its window's first responder, as `UIResponder.becomeFirstResponder()`:
    /// key presses go to it first, and the GTK adapter moves keyboard focus to its widget.
    /// Refused (`false`) when the view cannot become first responder, is not in a window, or the
    /// current first responder will not resign. Overrides call `super`.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        makeFirstResponder()
    }

    /// Gives up first responder status, as `UIResponder.resignFirstResponder()`; `false` when
    /// ``canResignFirstResponder`` says no. Overrides call `super`.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        resignFirstResponderStatus()
    }

    // MARK: Input

    /// Whether a drag that starts on this view is the view's own (a text selection, a slider's
    /// thumb), so that no container around it moves: `false` here; ``TextView`` and
    /// ``TextField`` say `true`, and so may an app's own view that follows drags itself.
    ///
    /// It mirrors how a UIKit text view keeps a drag on it: its selection gesture wins the touch,
    /// and the pan of the navigation controller, drawer or page view around it does not begin.
    /// The drags (continuous recognizers) of the view's superviews are left out of the press's
    /// sequence (``InputArbitration``); their taps, and the view's own recognizers, stay.
    open var handlesDragsItself: Bool { false }

    /// The gesture recognizers attached to this view, as `UIView.gestureRecognizers`.
    public var gestureRecognizers: [GestureRecognizer] { extras?.gestureRecognizers ?? [] }

    /// Attaches a recognizer, as `UIView.addGestureRecognizer(_:)`.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard !gestureRecognizers.contains(where: { $0 === recognizer }) else { return }
        recognizer.view?.removeGestureRecognizer(recognizer)
        ensuredExtras.gestureRecognizers.append(recognizer)
        recognizer.view = self
    }

    /// Detaches a recognizer, as `UIView.removeGestureRecognizer(_:)`.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        extras?.gestureRecognizers.removeAll { $0 === recognizer }
        if recognizer.view === self { recognizer.view = nil }
    }

    /// The deepest visible, interactive view containing the point (in this view's coordinates),
    /// front to back, as `UIView.hitTest(_:with:)`.
    open func hitTest(_ point: Point) -> View? {
        guard !isHidden, isUserInteractionEnabled, alpha > 0.01, bounds.contains(point) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.convertFromSuperview(point)) { return hit }
        }
        return self
    }

    /// A point in the superview's coordinates, in this view's: moved by the frame's origin and
    /// by this view's bounds origin.
    func convertFromSuperview(_ point: Point) -> Point {
        let origin = bounds.origin
        return Point(x: point.x - frame.minX + origin.x, y: point.y - frame.minY + origin.y)
    }

    /// Converts a point from this view's coordinates to another view's (or the window's when
    /// `nil`), as `UIView.convert(_:to:)`. Uses model frames.
    public func convert(_ point: Point, to view: View?) -> Point {
        let inWindow = originInRoot()
        let target = view?.originInRoot() ?? .zero
        return Point(x: point.x + inWindow.x - target.x, y: point.y + inWindow.y - target.y)
    }

    /// Converts a point from another view's coordinates (or the window's when `nil`) to this
    /// view's, as `UIView.convert(_:from:)`.
    public func convert(_ point: Point, from view: View?) -> Point {
        (view ?? window ?? self).convert(point, to: self)
    }

    /// Where the point (0, 0) of this view's coordinates lies in the coordinates of the root of
    /// its tree: each view on the way up adds its frame's origin less its bounds origin.
    func originInRoot() -> Point {
        var x = 0.0, y = 0.0
        var node: View? = self
        while let current = node, let superview = current.superview {
            let origin = current.bounds.origin
            x += current.frame.minX - origin.x
            y += current.frame.minY - origin.y
            node = superview
        }
        return Point(x: x, y: y)
    }

    /// A name for messages: the owning controller's title or the type name.
    var debugName: String {
        if let controller = owningViewController { return "view of \(controller.debugName)" }
        return String(describing: type(of: self))
    }
}

/// The rarely set part of a ``View``, kept out of line so that the view objects a tree walk
/// visits stay small. Defaults are the views' defaults.
@MainActor
final class ViewExtras {
    static let defaultShadowOpacity = 0.0
    static let defaultShadowRadius = 3.0

    var backgroundColor: Color?
    var tag = 0
    var accessibilityLabel: String?
    var shadowOpacity = defaultShadowOpacity
    var shadowRadius = defaultShadowRadius
    var animatedFrame: Rect?
    var animatedAlpha: Double?
    var animatedBackgroundColor: Color?
    var boundsOrigin = Point.zero
    var animatedBoundsOrigin: Point?
    var activeTransition: ViewTransition?
    var followsDrag = false
    var semanticContentAttribute = SemanticContentAttribute.unspecified
    var gestureRecognizers: [GestureRecognizer] = []
    var layout: ViewLayoutState?
    /// Interactions, a tooltip and a pointer shape (``DesktopExtras``).
    var desktop: DesktopExtras?
}

/// A view's on-screen values while animations run, as a `CALayer`'s presentation layer.
public struct PresentationValues: Equatable, Sendable {
    /// The frame now drawn.
    public var frame: Rect
    /// The opacity now drawn.
    public var alpha: Double
    /// The fill colour now drawn.
    public var backgroundColor: Color?
    /// The bounds origin now shown (``View/bounds``): subviews show moved by it.
    public var boundsOrigin: Point = .zero
}

extension Color {
    func withAlpha(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }
}
