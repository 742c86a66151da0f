/// A center controller with a drawer on each side that slides out from under it, mirroring
/// MMDrawerController (with UIKit-style names).
///
/// The center's view sits in ``centerContainerView``, which slides right to reveal the left
/// drawer or left to reveal the right one, at most ``maximumLeftDrawerWidth`` /
/// ``maximumRightDrawerWidth`` points. A drawer's view joins the hierarchy, under the center, the
/// first time the drawer shows; as in MMDrawerController it then stays there, hidden while the
/// drawer is closed, until the drawer is replaced.
///
/// **Appearance.** As MMDrawerController, the container forwards appearance by hand
/// (``shouldAutomaticallyForwardAppearanceMethods`` is `false`): the center appears and
/// disappears with the container; a drawer gets `viewWillAppear` when it starts to show (at the
/// start of an opening slide, or when a pan first moves the center) and `viewDidAppear` when it
/// is fully open; `viewWillDisappear` when it starts to close (a closing slide, or a pan moving
/// an open drawer's center towards closed) and `viewDidDisappear` when it is closed. A slide or
/// pan that turns around sends the opposite `will` (a legal turn-around of the appearance state
/// machine), so the callbacks always balance: willAppear, willDisappear, didDisappear for a pan
/// that reveals a drawer and is released closed. `animated` is `true` for slides and pans.
///
/// **Dragging.** A pan moves the center with the pointer, clamped to the drawer's width. Released,
/// it goes where the one rule of every drag sends it (``InteractiveTransition``, progress 0
/// closed to 1 open): a flick faster than ``InteractiveTransition/flickVelocity`` finishes in its
/// direction at its own speed (at least twice the threshold), otherwise the drawer opens when
/// more than half of it shows and closes when less does, as MMDrawerController's
/// `panVelocityXAnimationThreshold` rule. A two-finger touchpad swipe drives the same slide where
/// the gesture modes allow a pan (by default: open from the bezel, close from anywhere on the
/// center), when no scroll view or inner container takes it first (``InputArbitration``);
/// ``beginInteractiveSlide(to:)`` lets an app drive it too.
///
/// **Right to left.** When the view's ``View/effectiveUserInterfaceLayoutDirection`` is right to
/// left, layout and motion are mirrored as UIKit containers mirror theirs: the left drawer (the
/// leading one) is on the right edge and opens by sliding the center left, the right drawer on
/// the left edge, and pans and bezels follow. ``DrawerSide`` keeps naming the leading drawer
/// `.left`.
///
/// **Beyond MMDrawerController.**
/// - ``centerAppearanceWhileCovered``: the center is told when a drawer covers it (see there).
/// - A request during a running slide reverses it from where it is on screen (the presentation
///   value), with a duration for the remaining distance; no jump.
/// - Above ``dockingBreakpoint`` the left drawer can dock open beside the center
///   (``allowsDockingLeftDrawer``, ``isLeftDrawerDocked``).
@MainActor
open class DrawerController: ViewController {
    /// Which gestures open a drawer, as `MMOpenDrawerGestureMode`.
    public struct OpenDrawerGestureMode: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A pan starting anywhere on the center, as `MMOpenDrawerGestureModePanningCenterView`.
        public static let panningCenterView = OpenDrawerGestureMode(rawValue: 1 << 1)
        /// A pan starting within ``DrawerController/bezelRange`` points of the center's left
        /// (left drawer) or right (right drawer) edge, as `MMOpenDrawerGestureModeBezelPanningCenterView`.
        public static let bezelPanningCenterView = OpenDrawerGestureMode(rawValue: 1 << 2)
        /// Every mode, as `MMOpenDrawerGestureModeAll`.
        public static let all: OpenDrawerGestureMode = [.panningCenterView, .bezelPanningCenterView]
    }

    /// Which gestures close an open drawer, as `MMCloseDrawerGestureMode`.
    public struct CloseDrawerGestureMode: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A pan starting anywhere on the center, as `MMCloseDrawerGestureModePanningCenterView`.
        public static let panningCenterView = CloseDrawerGestureMode(rawValue: 1 << 1)
        /// A pan starting within ``DrawerController/bezelRange`` points of the center's edge next
        /// to the open drawer, as `MMCloseDrawerGestureModeBezelPanningCenterView`.
        public static let bezelPanningCenterView = CloseDrawerGestureMode(rawValue: 1 << 2)
        /// A tap on the center, as `MMCloseDrawerGestureModeTapCenterView`.
        public static let tapCenterView = CloseDrawerGestureMode(rawValue: 1 << 4)
        /// A pan starting on the open drawer, as `MMCloseDrawerGestureModePanningDrawerView`.
        public static let panningDrawerView = CloseDrawerGestureMode(rawValue: 1 << 5)
        /// Every mode, as `MMCloseDrawerGestureModeAll`.
        public static let all: CloseDrawerGestureMode = [.panningCenterView, .bezelPanningCenterView, .tapCenterView, .panningDrawerView]
    }

    /// Whether the center's content takes input while a drawer shows, as
    /// `MMDrawerOpenCenterInteractionMode` (its navigation-bar-only mode has no equivalent here).
    public enum CenterHiddenInteractionMode: Sendable, Equatable {
        /// The center's content takes no input; clicks on the center go to the drawer controller's
        /// own gestures (tap to close), as `MMDrawerOpenCenterInteractionModeNone`.
        case none
        /// The center's content keeps taking input, as `MMDrawerOpenCenterInteractionModeFull`.
        case full
    }

    /// How close to an edge a bezel pan must start, as `MMDrawerBezelRange` (20 pt).
    public static let bezelRange = 20.0

    // MARK: Configuration

    /// The widest the left drawer opens, as `maximumLeftDrawerWidth` (default 280).
    public var maximumLeftDrawerWidth: Double = 280 { didSet { relayoutAtRest() } }
    /// The widest the right drawer opens, as `maximumRightDrawerWidth` (default 280).
    public var maximumRightDrawerWidth: Double = 280 { didSet { relayoutAtRest() } }

    /// The gestures that open a drawer, as `openDrawerGestureModeMask`. MMDrawerController
    /// defaults to none; the default here is a bezel pan, so a drawer works out of the box.
    public var openDrawerGestureModes: OpenDrawerGestureMode = [.bezelPanningCenterView]
    /// The gestures that close a drawer, as `closeDrawerGestureModeMask`. MMDrawerController
    /// defaults to none; the default here is a pan or a tap on the center.
    public var closeDrawerGestureModes: CloseDrawerGestureMode = [.panningCenterView, .tapCenterView]

    /// Whether the center's content takes input while a drawer shows, as
    /// `centerHiddenInteractionMode` (default ``CenterHiddenInteractionMode/none``).
    public var centerHiddenInteractionMode: CenterHiddenInteractionMode = .none {
        didSet { applyCenterInteraction() }
    }

    /// Whether the center casts a shadow over the drawers, as `showsShadow` (default `true`).
    public var showsShadow = true { didSet { applyShadow() } }

    /// The speed of programmatic slides in points per second, as `animationVelocity` (840).
    /// A slide lasts ``DrawerMotion/animationDuration(distance:velocity:)``.
    public var animationVelocity = 840.0

    /// Whether the center gets appearance callbacks when a drawer covers it (default `false`;
    /// MMDrawerController never tells the center).
    ///
    /// The center counts as *covered* while a drawer is fully open and the center takes no input
    /// (``centerHiddenInteractionMode`` is ``CenterHiddenInteractionMode/none``, and the drawer is
    /// not docked). When this is `true`, the center's `viewWillDisappear` comes together with the
    /// drawer's `viewWillAppear` (as the drawer starts to show) and its `viewDidDisappear` with
    /// the drawer's `viewDidAppear` (fully open); closing sends the center `viewWillAppear` as the
    /// drawer starts to close and `viewDidAppear` once it is closed. A reversed slide or pan turns
    /// the center around with the drawer, so its callbacks balance too. The setting is read when
    /// a drawer starts to show.
    public var centerAppearanceWhileCovered = false

    /// Whether the left drawer docks open beside the center when the drawer controller's view is
    /// at least ``dockingBreakpoint`` wide (default `false`). Docked, the center is narrowed to
    /// the rest of the width, nothing covers it, it keeps its input, and the drawer cannot be
    /// closed (open, close, toggle and the gestures are ignored). Narrower than the breakpoint the
    /// drawer undocks and closes.
    public var allowsDockingLeftDrawer = false {
        didSet { if isViewLoaded { updateDocking(forWidth: view.bounds.width, coordinator: nil) } }
    }

    /// The width of the drawer controller's view (the window's, for a root controller) from
    /// which the left drawer docks, when ``allowsDockingLeftDrawer`` (default 1000 pt).
    public var dockingBreakpoint = 1000.0 {
        didSet { if isViewLoaded { updateDocking(forWidth: view.bounds.width, coordinator: nil) } }
    }

    // MARK: State

    /// The drawer that is open and at rest, as `openSide`: it changes when a slide ends.
    public internal(set) var openSide: DrawerSide = .none

    /// The drawer whose view is in the hierarchy (showing, sliding, or following a pan).
    public private(set) var revealedSide: DrawerSide = .none

    /// Whether the left drawer is docked beside the center; see ``allowsDockingLeftDrawer``.
    public internal(set) var isLeftDrawerDocked = false

    /// The view that holds the center's view and slides, as MMDrawerController's
    /// `centerContainerView`. Its `View.presentation` frame is where the center shows now.
    public let centerContainerView = View()

    var storedCenter: ViewController
    var storedLeft: ViewController?
    private var storedRight: ViewController?

    let panRecognizer = PanGestureRecognizer()
    private let tapRecognizer = TapGestureRecognizer()

    /// What moves the center now: resting, a slide, or a drag; see `Phase`
    /// (`DrawerController+Phase.swift`).
    var phase: Phase = .resting {
        // The center follows the drag while it is dragged (`View.followsDrag`).
        didSet { if (oldValue.drag == nil) != (phase.drag == nil) { centerContainerView.followsDrag = phase.drag != nil } }
    }
    /// Tells the running slide's completion from those of slides it replaced.
    var slideGeneration = 0
    /// Whether the center was told it is being covered.
    var isCenterCovered = false

    /// Every drag (the pan, a touchpad swipe, the app's interactive slide) as one drag from
    /// closed (0) to open (1) of the drawer it moves: it decides where the release goes, and its
    /// end hook slides the rest of the way (`DrawerController+Drag.swift`).
    let panTransition = InteractiveTransition()

    // MARK: Creation and children

    /// Creates a drawer controller, as MMDrawerController's
    /// `initWithCenterViewController:leftDrawerViewController:rightDrawerViewController:`.
    /// The children are added (`addChild`, `didMove`) at once; their views load when shown.
    ///
    /// A drawer that is the center or the other drawer, or a controller that cannot become a
    /// child (it has a parent, is a window's root or is presented), is refused with a
    /// ``HierarchyInconsistency`` and left out.
    public init(center: ViewController, left: ViewController? = nil, right: ViewController? = nil) {
        storedCenter = center
        super.init()
        panTransition.onEnd = { [weak self] opens in self?.dragDidEnd(opens: opens) }
        if let refusal = refusalToAdopt(center, as: "center", ignoringStoredCenter: true) {
            HierarchyInconsistency.report(refusal)
        } else {
            addChild(center)
            center.didMove(toParent: self)
        }
        if let left { replaceDrawer(.left, with: left) }
        if let right { replaceDrawer(.right, with: right) }
    }

    /// The controller in the middle, as `centerViewController`. Setting it swaps the child
    /// with the containment calls (old `willMove(nil)`, view out, `removeFromParent`; new
    /// `addChild`, view in, `didMove`) and appearance callbacks when on screen; an open drawer
    /// stays open.
    public var centerViewController: ViewController {
        get { storedCenter }
        set { replaceCenter(with: newValue) }
    }

    /// The drawer on the left, as `leftDrawerViewController`. Replacing a showing drawer puts the
    /// new one in its place; `nil` closes it at once.
    public var leftDrawerViewController: ViewController? {
        get { storedLeft }
        set { replaceDrawer(.left, with: newValue) }
    }

    /// The drawer on the right, as `rightDrawerViewController`.
    public var rightDrawerViewController: ViewController? {
        get { storedRight }
        set { replaceDrawer(.right, with: newValue) }
    }

    func drawerController(for side: DrawerSide) -> ViewController? {
        switch side {
        case .left: storedLeft
        case .right: storedRight
        case .none: nil
        }
    }

    private func refusalToAdopt(_ child: ViewController, as role: String, ignoringStoredCenter: Bool = false) -> HierarchyInconsistency? {
        let roles: [(String, ViewController?)] = [("center", ignoringStoredCenter ? nil : storedCenter), ("left drawer", storedLeft), ("right drawer", storedRight)]
        if let existing = roles.first(where: { $0.1 === child })?.0 {
            return HierarchyInconsistency(
                .duplicateController,
                "\(child.debugName) cannot become the \(role) of \(debugName): it is already its \(existing)")
        }
        if child === self || isDescendant(of: child) {
            return HierarchyInconsistency(.cycle, "\(child.debugName) cannot become the \(role) of \(debugName): it is the drawer controller or one of its ancestors")
        }
        if let other = child.parent {
            return HierarchyInconsistency(
                .childHasAnotherParent,
                "\(child.debugName) cannot become the \(role) of \(debugName): it is a child of \(other.debugName); call removeFromParent() first")
        }
        if child.windowOfRoot != nil || child.presentingViewController != nil {
            return HierarchyInconsistency(
                .controllerIsRootOrPresented,
                "\(child.debugName) cannot become the \(role) of \(debugName): it is \(child.windowOfRoot != nil ? "a window's root view controller" : "presented modally")")
        }
        // What any container refuses (a split view controller, for one).
        return refusalToAdopt(child)
    }

    private func replaceCenter(with new: ViewController) {
        let old = storedCenter
        guard new !== old else { return }
        if let refusal = refusalToAdopt(new, as: "center") {
            HierarchyInconsistency.report(refusal)
            return
        }
        if old.parent === self {
            old.willMove(toParent: nil)
            beginAppearance(of: old, appearing: false, animated: false)
            old.viewIfLoaded?.removeFromSuperview()
            endAppearance(of: old, appearing: false)
            old.removeFromParent()
        }
        storedCenter = new
        addChild(new)
        if isViewLoaded {
            if !isCenterCovered { beginAppearance(of: new, appearing: true, animated: false) }
            installCenterView()
            endAppearance(of: new, appearing: true)
        }
        new.didMove(toParent: self)
        applyCenterInteraction()
    }

    private func replaceDrawer(_ side: DrawerSide, with new: ViewController?) {
        let old = drawerController(for: side)
        guard new !== old else { return }
        let role = side == .left ? "left drawer" : "right drawer"
        if let new, let refusal = refusalToAdopt(new, as: role) {
            HierarchyInconsistency.report(refusal)
            return
        }
        let isShowing = revealedSide == side
        // A drawer sliding shut shows its replacement only until it is shut: it does not appear.
        let appears = isShowing && slideTarget != .some(.none)
        if let old {
            old.willMove(toParent: nil)
            if isShowing { beginAppearance(of: old, appearing: false, animated: false) }
            old.viewIfLoaded?.removeFromSuperview()
            // It leaves as it came: not hidden by this controller.
            old.viewIfLoaded?.isHidden = false
            if isShowing { endAppearance(of: old, appearing: false) }
            old.removeFromParent()
        }
        if side == .left { storedLeft = new } else { storedRight = new }
        if let new {
            addChild(new)
            if isShowing {
                if appears { beginAppearance(of: new, appearing: true, animated: false) }
                installDrawerView(side)
                if appears { endAppearance(of: new, appearing: true) }
            }
            new.didMove(toParent: self)
        } else if isShowing {
            closeAtOnceWithoutDrawer()
        }
        if side == .left, isViewLoaded { updateDocking(forWidth: view.bounds.width, coordinator: nil) }
    }

    /// The showing drawer was taken away: the center returns to the middle at once.
    private func closeAtOnceWithoutDrawer() {
        abandonSlide()
        revealedSide = .none
        openSide = .none
        isLeftDrawerDocked = false
        if isCenterCovered {
            isCenterCovered = false
            beginAppearance(of: storedCenter, appearing: true, animated: false)
            endAppearance(of: storedCenter, appearing: true)
        }
        if isViewLoaded { centerContainerView.frame = centerFrame(offset: 0) }
        applyShadow()
        applyCenterInteraction()
    }

    // MARK: View

    /// Builds the center container with the center's view and installs the gestures.
    open override func viewDidLoad() {
        super.viewDidLoad()
        centerContainerView.frame = centerFrame(offset: 0)
        centerContainerView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(centerContainerView)
        installCenterView()
        panRecognizer.shouldBegin = { [weak self] recognizer in self?.panShouldBegin(recognizer) ?? false }
        panRecognizer.action = { [weak self] recognizer in self?.handlePan(recognizer) }
        panRecognizer.hasEdgePriority = { [weak self] point in
            guard let self, isViewLoaded, !isLeftDrawerDocked else { return false }
            return !candidateSides(at: view.convert(point, from: nil), bezelOnly: true).isEmpty
        }
        view.addGestureRecognizer(panRecognizer)
        tapRecognizer.shouldBegin = { [weak self] _ in self?.tapShouldBegin() ?? false }
        tapRecognizer.action = { [weak self] recognizer in
            if recognizer.state == .ended { self?.close(animated: true) }
        }
        centerContainerView.addGestureRecognizer(tapRecognizer)
        applyShadow()
        applyCenterInteraction()
        updateDocking(forWidth: view.bounds.width, coordinator: nil)
    }

    private func installCenterView() {
        guard storedCenter.parent === self else { return }
        let centerView = storedCenter.view
        centerView.frame = centerContainerView.bounds
        centerView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        centerContainerView.addSubview(centerView)
    }

    private func installDrawerView(_ side: DrawerSide) {
        guard let drawer = drawerController(for: side), drawer.parent === self, isViewLoaded else { return }
        let drawerView = drawer.view
        drawerView.frame = drawerFrame(side)
        let onLeftEdge = (side == .left) != isMirrored
        drawerView.autoresizingMask = onLeftEdge ? [.flexibleHeight, .flexibleRightMargin] : [.flexibleHeight, .flexibleLeftMargin]
        if drawerView.superview !== view {
            view.insertSubview(drawerView, belowSubview: centerContainerView)
        }
        drawerView.isHidden = false
    }

    func drawerWidth(_ side: DrawerSide) -> Double {
        switch side {
        case .left: maximumLeftDrawerWidth
        case .right: maximumRightDrawerWidth
        case .none: 0
        }
    }

    /// The center's x when the drawer on `side` is open (0 for none).
    func restingOffset(_ side: DrawerSide) -> Double {
        switch side {
        case .left: maximumLeftDrawerWidth
        case .right: -maximumRightDrawerWidth
        case .none: 0
        }
    }

    // MARK: Direction

    /// Whether the layout is mirrored: right to left, the left (leading) drawer is on the right
    /// edge and opens by sliding the center to the left, the right (trailing) one on the left
    /// edge, and pans move the other way; offsets keep their left-to-right meaning and only the
    /// frames are reflected.
    var isMirrored: Bool { viewIfLoaded?.isLayoutMirrored ?? false }

    /// Whether the frames were last placed mirrored, so a change of direction places them again.
    private var placedMirrored = false

    /// A frame computed left to right, as it stands in the view's direction.
    func placed(_ frame: Rect) -> Rect {
        isMirrored ? frame.mirrored(inWidth: view.bounds.width) : frame
    }

    /// The offset (left to right, positive when the left drawer shows) of a center frame.
    func offset(of centerFrame: Rect) -> Double {
        isMirrored ? -centerFrame.minX : centerFrame.minX
    }

    /// +1 when the view's x grows with the offset, -1 mirrored.
    var directionSign: Double { isMirrored ? -1 : 1 }

    func centerFrame(offset: Double) -> Rect {
        let bounds = view.bounds
        if isLeftDrawerDocked {
            return placed(Rect(x: maximumLeftDrawerWidth, y: 0, width: max(0, bounds.width - maximumLeftDrawerWidth), height: bounds.height))
        }
        return placed(Rect(x: offset, y: 0, width: bounds.width, height: bounds.height))
    }

    private func drawerFrame(_ side: DrawerSide) -> Rect {
        let bounds = view.bounds
        if side == .right {
            return placed(Rect(x: bounds.width - maximumRightDrawerWidth, y: 0, width: maximumRightDrawerWidth, height: bounds.height))
        }
        return placed(Rect(x: 0, y: 0, width: maximumLeftDrawerWidth, height: bounds.height))
    }

    /// A width changed while nothing moves: put the center and the showing drawer where they rest.
    private func relayoutAtRest() {
        guard isViewLoaded, phase.isResting else { return }
        placedMirrored = isMirrored
        centerContainerView.frame = centerFrame(offset: restingOffset(openSide))
        if revealedSide != .none { drawerController(for: revealedSide)?.viewIfLoaded?.frame = drawerFrame(revealedSide) }
    }

    func applyShadow() {
        centerContainerView.shadowRadius = 10
        centerContainerView.shadowOpacity = showsShadow && !isLeftDrawerDocked ? 0.8 : 0
    }

    func applyCenterInteraction() {
        let drawerShows = revealedSide != .none && !isLeftDrawerDocked
        storedCenter.viewIfLoaded?.isUserInteractionEnabled = !(drawerShows && centerHiddenInteractionMode == .none)
    }

    // MARK: Appearance of the children

    /// Whether the center is told it disappears while a drawer covers it.
    private var coversCenter: Bool {
        centerAppearanceWhileCovered && centerHiddenInteractionMode == .none && !isLeftDrawerDocked
    }

    /// Starts showing the drawer on `side`: another showing drawer goes at once, the drawer's view
    /// goes under the center, the drawer begins appearing and the center, when covered, begins
    /// disappearing. Repeated calls change nothing; after a closing start they turn around.
    func beginRevealing(_ side: DrawerSide, animated: Bool) {
        guard let drawer = drawerController(for: side) else { return }
        if revealedSide != side {
            if revealedSide != .none {
                beginConcealing(animated: false)
                finishConcealing()
            }
            revealedSide = side
            beginAppearance(of: drawer, appearing: true, animated: animated)
            installDrawerView(side)
        } else {
            beginAppearance(of: drawer, appearing: true, animated: animated)
        }
        if coversCenter, !isCenterCovered {
            isCenterCovered = true
            beginAppearance(of: storedCenter, appearing: false, animated: animated)
        }
        applyCenterInteraction()
    }

    func finishRevealing(_ side: DrawerSide) {
        if let drawer = drawerController(for: side) { endAppearance(of: drawer, appearing: true) }
        if isCenterCovered { endAppearance(of: storedCenter, appearing: false) }
    }

    /// Starts hiding the showing drawer: it begins disappearing and a covered center begins
    /// appearing again.
    func beginConcealing(animated: Bool) {
        guard let drawer = drawerController(for: revealedSide) else { return }
        beginAppearance(of: drawer, appearing: false, animated: animated)
        if isCenterCovered {
            isCenterCovered = false
            beginAppearance(of: storedCenter, appearing: true, animated: animated)
        }
    }

    func finishConcealing() {
        let side = revealedSide
        guard side != .none else { return }
        if let drawer = drawerController(for: side) {
            endAppearance(of: drawer, appearing: false)
            // As MMDrawerController does, a closed drawer's view stays under the center, hidden:
            // opening it again only shows it.
            drawer.viewIfLoaded?.isHidden = true
        }
        revealedSide = .none
        if !isCenterCovered { endAppearance(of: storedCenter, appearing: true) }
        applyCenterInteraction()
    }

    /// Begins a child's appearance transition when that changes its state; appearing only while
    /// this controller is on screen or appearing.
    func beginAppearance(of child: ViewController, appearing: Bool, animated: Bool) {
        guard child.parent === self, !appearing || appearanceState.isAppearingOrAppeared else { return }
        child.beginAppearanceTransitionIfNeeded(appearing, animated: animated)
    }

    /// Ends a child's transition in the given direction if one is in flight. While this controller
    /// is itself appearing, appearances wait for its `viewDidAppear`, so children finish after it;
    /// a disappearance ends at once (`viewDidAppear` ends only appearances, and a drawer being
    /// replaced is no child by then).
    func endAppearance(of child: ViewController, appearing: Bool) {
        guard !(appearing && appearanceState == .appearing) else { return }
        child.endAppearanceTransitionIfInFlight(appearing: appearing)
    }

    /// `false`: the drawer controller tells its children about appearance itself, as
    /// MMDrawerController does, so that drawers appear as they slide, not when their views move.
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    /// Forwards to the center (unless covered) and to a showing drawer (unless it is sliding
    /// shut: it would appear only to disappear, and the closing slide ends no appearance).
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        updateDocking(forWidth: view.bounds.width, coordinator: nil)
        if !isCenterCovered { beginAppearance(of: storedCenter, appearing: true, animated: animated) }
        if slideTarget != .some(.none), let drawer = drawerController(for: revealedSide) {
            beginAppearance(of: drawer, appearing: true, animated: animated)
        }
    }

    /// Finishes the center's appearance and a resting drawer's (a sliding one finishes with its slide).
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        endAppearance(of: storedCenter, appearing: true)
        if phase.isResting, let drawer = drawerController(for: revealedSide) {
            endAppearance(of: drawer, appearing: true)
        }
    }

    /// Forwards to the center and a showing drawer.
    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        beginAppearance(of: storedCenter, appearing: false, animated: animated)
        if let drawer = drawerController(for: revealedSide) { beginAppearance(of: drawer, appearing: false, animated: animated) }
    }

    /// Finishes the center's and the drawer's disappearance.
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        endAppearance(of: storedCenter, appearing: false)
        if let drawer = drawerController(for: revealedSide) { endAppearance(of: drawer, appearing: false) }
    }

    // MARK: Size and docking (the docking itself: `DrawerController+Docking.swift`)

    /// Docks or undocks the left drawer for the new width, alongside the size change, and tells
    /// each child its own new size: the center the width it will have, a drawer its width.
    open override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        updateDocking(forWidth: size.width, coordinator: coordinator)
        let centerWidth = isLeftDrawerDocked ? max(0, size.width - maximumLeftDrawerWidth) : size.width
        for child in children {
            let width = child === storedLeft ? maximumLeftDrawerWidth : child === storedRight ? maximumRightDrawerWidth : centerWidth
            child.sendViewWillTransition(to: Size(width: width, height: size.height), with: coordinator)
        }
    }

    /// Catches widths that change without a size transition (first layout, a parent's layout).
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        updateDocking(forWidth: view.bounds.width, coordinator: nil)
        if placedMirrored != isMirrored { relayoutAtRest() }
    }
}
