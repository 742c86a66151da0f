/// A stack of controllers shown one at a time under a navigation bar, mirroring
/// `UINavigationController`.
///
/// The top controller's view fills the content area below the ``navigationBar`` (44 pt).
/// Pushing slides the new view in from the right while the old one moves left; popping does the
/// reverse (0.35 s, ease in and out). Right to left (the view's
/// ``View/effectiveUserInterfaceLayoutDirection``) all of it is mirrored: a push enters from the
/// left, the edge pan starts on the right edge and the adapter puts the back button on the right,
/// as UIKit does in a right-to-left language. A pan from the left edge (20 pt) pops
/// interactively and can finish or cancel: released, it goes where the one rule of every drag sends it
/// (``InteractiveTransition``: past half the width, or a rightward flick faster than
/// ``InteractiveTransition/flickVelocity``, pops; a leftward flick that fast cancels). A
/// two-finger touchpad swipe that moves the content right pops the same way from anywhere on the
/// view, when no scroll view or inner container takes it first (``InputArbitration``).
///
/// Appearance is forwarded by hand (``shouldAutomaticallyForwardAppearanceMethods`` is `false`),
/// so the children get UIKit's exact sequences. An animated push of B over A on screen:
/// B `willMove(toParent: nav)`, B `viewDidLoad` (first time), A `viewWillDisappear(true)`,
/// B `viewWillAppear(true)`, the slide, A `viewDidDisappear(true)`, B `viewDidAppear(true)`,
/// B `didMove(toParent: nav)`. A pop of B: B `willMove(toParent: nil)`,
/// B `viewWillDisappear(true)`, A `viewWillAppear(true)`, the slide, B `viewDidDisappear(true)`,
/// A `viewDidAppear(true)`, B `didMove(toParent: nil)`. A controller shown for the first time
/// loads its view before the first appearance callback of the change (so a pop to a controller
/// never loaded sends its `viewDidLoad` before the popped controller's `viewWillDisappear`).
///
/// Misuse is refused with a ``HierarchyInconsistency`` and changes nothing: pushing a controller
/// already on the stack, pushing a navigation controller, putting a tab bar controller inside a
/// navigation controller, popping to a controller not on the stack, pushing a controller that
/// has another parent.
@MainActor
open class NavigationController: ViewController {
    // MARK: Constants

    /// The duration of a push or pop slide, as UIKit's (0.35 s).
    public static let transitionDuration = 0.35

    /// The width of the strip along the leading edge (the left, or the right when mirrored) where
    /// a pan starts an interactive pop, as `interactivePopGestureRecognizer`'s edge (20 pt).
    public static let interactivePopEdgeWidth = 20.0

    // MARK: State

    /// Told about the controllers this navigation controller shows, as
    /// `UINavigationController.delegate`: each change of top made while it is on screen
    /// (appeared), and, when it appears, a top it has not shown yet (its first, or one that a
    /// change made off screen put there). It is held weakly.
    public weak var delegate: NavigationControllerDelegate?

    /// The top controller the delegate was last told was shown (`didShow`), delegate or not: an
    /// appearance that shows another one is told too, as UIKit's deferred transition is.
    weak var lastShownTop: ViewController?

    /// The top controller whose `willShow` this navigation controller's own appearance sent,
    /// until the appearance ends (`didShow`) or turns around.
    private weak var topAnnouncedByAppearance: ViewController?

    var stack: [ViewController] = []

    /// The area below the bar that holds the top controller's view.
    let contentView = View()

    /// What changes the top now: nothing, a slide, a custom transition or the interactive pop;
    /// see `TransitionPhase` (`NavigationController+TransitionPhase.swift`).
    var phase: TransitionPhase = .idle {
        didSet {
            // The two pages of the built-in interactive pop follow the drag while it is dragged.
            let before = oldValue.interactivePop, now = phase.interactivePop
            guard before !== now else { return }
            before?.placesPagesByDrag(false)
            now?.placesPagesByDrag(true)
        }
    }

    /// The kind of change a custom transition animates, as `UINavigationController.Operation`.
    public enum Operation: Sendable {
        /// No change of top.
        case none
        /// A new top arrives (push, or a new stack whose top is new).
        case push
        /// A controller already on the stack becomes the top again.
        case pop
    }

    /// The interactive pop as a drag from the top shown (0) to popped (1), over the content's
    /// width; the edge pan and the public `…InteractivePop` methods drive it, and its end hook
    /// finishes or springs back the pop.
    let popTransition = InteractiveTransition()

    /// Whether the bar is hidden (or sliding out); see ``isNavigationBarHidden``.
    private var barHidden = false

    /// Whether the toolbar is hidden (or sliding out); see ``isToolbarHidden``.
    var toolbarHidden = true

    /// What a collapsing split view put on this stack from a secondary that was a navigation
    /// controller, so that separating gives those controllers back in it; see
    /// `NavigationController+SplitViewCollapsing.swift`.
    var collapsedSecondary: CollapsedSecondary?

    // MARK: Creating

    /// Creates a navigation controller with an empty stack, as `UINavigationController()`.
    public override init() {
        super.init()
        configure()
    }

    /// Creates a navigation controller whose stack holds `rootViewController`, as
    /// `UINavigationController(rootViewController:)`. A root that cannot be held (a navigation or
    /// tab bar controller, or a controller with another parent) is refused with a
    /// ``HierarchyInconsistency`` and the stack stays empty.
    public init(rootViewController: ViewController) {
        super.init()
        configure()
        setViewControllers([rootViewController], animated: false)
    }

    private func configure() {
        interactivePopGestureRecognizer.shouldBegin = { [weak self] recognizer in
            self?.interactivePopShouldBegin(recognizer) ?? false
        }
        interactivePopGestureRecognizer.action = { [weak self] recognizer in
            guard let self, let pan = recognizer as? PanGestureRecognizer else { return }
            self.handleInteractivePopGesture(pan)
        }
        interactivePopGestureRecognizer.hasEdgePriority = { [weak self] point in
            guard let self, let view = viewIfLoaded else { return false }
            let local = view.convert(point, from: nil)
            return isOnLeadingEdge(local.x, of: view) && view.bounds.contains(local)
        }
        popTransition.onProgress = { [weak self] progress in
            guard let self else { return }
            if let custom = self.phase.customPopInteraction { custom.update(progress) } else { self.placeInteractivePop(at: progress) }
        }
        toolbar.isHidden = toolbarHidden
        toolbar.placementHandler = { [weak self] in self?.placeBarAndContent() }
        popTransition.onEnd = { [weak self] completes in
            guard let self else { return }
            if let custom = self.phase.customPopInteraction {
                if completes { custom.finish() } else { custom.cancel() }
            } else {
                self.endInteractivePop(completes: completes, animated: true)
            }
        }
    }

    // MARK: The bar

    /// The bar the adapter draws at the top, as `navigationBar`; see ``NavigationBar``.
    public private(set) lazy var navigationBar: NavigationBar = {
        let bar = NavigationBar { [weak self] in
            _ = self?.popViewController(animated: true)
        }
        bar.placementHandler = { [weak self] in
            guard let self, isViewLoaded else { return }
            navigationBar.view.isHidden = barViewHidden(barHidden)
            placeBarAndContent()
        }
        return bar
    }()

    /// Whether the bar's view hides when the bar is `hidden` (or shows in the window's title bar).
    private func barViewHidden(_ hidden: Bool) -> Bool {
        hidden || navigationBar.isInWindowTitleBar
    }

    /// The toolbar at the bottom of the view, as `UINavigationController.toolbar`: it shows the
    /// top controller's ``ViewController/toolbarItems`` while ``isToolbarHidden`` is `false`
    /// (see `NavigationController+Toolbar.swift`).
    public let toolbar = Toolbar()

    /// The pan on the leading edge of the view (the left, or the right when mirrored) that pops
    /// interactively, as `interactivePopGestureRecognizer`. Disable it to turn the gesture off.
    public let interactivePopGestureRecognizer = PanGestureRecognizer()

    // MARK: The stack

    /// The controllers on the stack, root first, as `viewControllers`. Setting it is
    /// ``setViewControllers(_:animated:)`` without animation.
    public var viewControllers: [ViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack, as `topViewController`.
    public var topViewController: ViewController? { stack.last }

    /// The controller whose view is on screen, as `visibleViewController`: a controller presented
    /// modally over the navigation controller or over its top controller, else the top controller.
    public var visibleViewController: ViewController? {
        presentedViewController ?? topViewController?.presentedViewController ?? topViewController
    }

    /// Pushes a controller on top of the stack and shows it, sliding in from the right (the left
    /// when mirrored) when `animated`, as `pushViewController(_:animated:)`. A push while another
    /// slide runs finishes that slide at once first.
    ///
    /// Refused with a ``HierarchyInconsistency`` (nothing changes) when the controller is already
    /// on the stack, is a navigation or tab bar controller, or has another parent.
    open func pushViewController(_ viewController: ViewController, animated: Bool) {
        if let refusal = refusalToPush(viewController) {
            HierarchyInconsistency.report(refusal)
            return
        }
        replaceStack(with: .push(viewController), animated: animated)
    }

    /// Pops the top controller and returns it, sliding it off to the right (the left when
    /// mirrored) when `animated`, as `popViewController(animated:)`. The root is never popped:
    /// with one controller or none this does nothing and returns `nil`.
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        finishRunningTransitionNow()
        guard stack.count > 1, let top = stack.last else { return nil }
        replaceStack(with: .popTop, animated: animated)
        return top
    }

    /// Pops every controller above the root and returns them (bottom to top), as
    /// `popToRootViewController(animated:)`. Returns `nil` when only the root (or nothing) is on
    /// the stack.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [ViewController]? {
        finishRunningTransitionNow()
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops the controllers above `viewController` and returns them (bottom to top), as
    /// `popToViewController(_:animated:)`. Returns `nil` when `viewController` is already on top.
    ///
    /// Refused with a ``HierarchyInconsistency`` (nothing changes, returns `nil`) when
    /// `viewController` is not on the stack.
    @discardableResult
    open func popToViewController(_ viewController: ViewController, animated: Bool) -> [ViewController]? {
        // Refused before a running slide is ended, so a refusal changes nothing.
        guard stack.contains(where: { $0 === viewController }) else {
            HierarchyInconsistency.report(HierarchyInconsistency(
                .controllerNotInContainer,
                "popToViewController: \(viewController.debugName) is not on the stack of \(debugName) (\(stackDescription))"))
            return nil
        }
        finishRunningTransitionNow()
        // A custom transition cancelled just now may have changed the stack.
        guard let index = stack.firstIndex(where: { $0 === viewController }), index < stack.count - 1 else { return nil }
        let popped = Array(stack[(index + 1)...])
        replaceStack(with: .replace(Array(stack[...index])), animated: animated)
        return popped
    }

    /// Replaces the whole stack, as `setViewControllers(_:animated:)`. When the top changes it
    /// slides like a push (a new top) or a pop (a top that was already on the stack) when
    /// `animated`. Controllers that leave get `willMove(toParent: nil)` first and
    /// `didMove(toParent: nil)` when the change ends; new ones get `willMove(toParent:)` first and
    /// `didMove(toParent:)` at the end.
    ///
    /// Refused with a ``HierarchyInconsistency`` (nothing changes) when the array holds the same
    /// controller twice, a navigation or tab bar controller, or a controller with another parent.
    open func setViewControllers(_ viewControllers: [ViewController], animated: Bool) {
        if let refusal = refusalToHold(viewControllers) {
            HierarchyInconsistency.report(refusal)
            return
        }
        replaceStack(with: .replace(viewControllers), animated: animated)
    }

    // MARK: Refusals

    private var stackDescription: String {
        stack.isEmpty ? "empty" : stack.map(\.debugName).joined(separator: ", ")
    }

    private func refusalToPush(_ controller: ViewController) -> HierarchyInconsistency? {
        // Only a child can be on the stack: the scan runs for children alone, so pushes stay O(1).
        if controller.parent === self, stack.contains(where: { $0 === controller }) {
            return HierarchyInconsistency(
                .duplicateController,
                "pushing \(controller.debugName) onto \(debugName) refused: the same controller instance cannot be pushed more than once (stack: \(stackDescription))")
        }
        return refusalOfKind(controller) ?? refusalToAdopt(controller)
    }

    private func refusalToHold(_ controllers: [ViewController]) -> HierarchyInconsistency? {
        for (index, controller) in controllers.enumerated() where controllers[..<index].contains(where: { $0 === controller }) {
            return HierarchyInconsistency(
                .duplicateController,
                "setViewControllers on \(debugName) refused: \(controller.debugName) appears more than once; a controller can be on a navigation stack only once")
        }
        for controller in controllers {
            if let refusal = refusalOfKind(controller) { return refusal }
            if controller.parent !== self, let refusal = refusalToAdopt(controller) { return refusal }
        }
        return nil
    }

    /// Refuses the kinds of controller a navigation stack cannot hold (UIKit's nesting rules).
    private func refusalOfKind(_ controller: ViewController) -> HierarchyInconsistency? {
        if controller is NavigationController {
            return HierarchyInconsistency(
                .invalidNesting,
                "\(controller.debugName) is a navigation controller and cannot be pushed onto \(debugName): pushing a navigation controller is not supported")
        }
        if controller is TabBarController {
            return HierarchyInconsistency(
                .invalidNesting,
                "\(controller.debugName) is a tab bar controller and cannot be put on the stack of \(debugName): a tab bar controller cannot be inside a navigation controller")
        }
        return nil
    }

    // MARK: Showing

    /// Pushes `viewController`, animated, as a navigation controller's `show(_:sender:)` does:
    /// a controller on the stack that calls `show(_:sender:)` reaches this one.
    open override func show(_ viewController: ViewController, sender: Any?) {
        pushViewController(viewController, animated: true)
    }

    /// `true` for `.show` (a navigation controller shows controllers by pushing them).
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == .show || super.canPerformAction(action, withSender: sender)
    }

    /// Whether slides run mirrored: the navigation controller's view lays out right to left.
    var isSlideMirrored: Bool { viewIfLoaded?.isLayoutMirrored ?? false }

    // MARK: The bar model

    /// Recomputes the bar from the top controller and the one below it.
    func refreshNavigationBar() {
        toolbar.setItems(stack.last?.toolbarItems, animated: false)
        guard let top = stack.last else {
            navigationBar.show(title: nil, backButtonTitle: nil, left: [], right: [])
            return
        }
        let item = top.navigationItem
        var backTitle: String?
        if stack.count > 1, !item.hidesBackButton {
            let previous = stack[stack.count - 2]
            backTitle = previous.navigationItem.backButtonTitle ?? previous.navigationItem.title ?? previous.title ?? "Back"
        }
        navigationBar.show(
            title: item.title ?? top.title, backButtonTitle: backTitle,
            left: item.leftBarButtonItems, right: item.rightBarButtonItems)
        // A new top may extend under the bar where the old one did not.
        placeBarAndContent()
    }

    /// Refreshes the bar when a child's title or navigation item changes, then tells the parent,
    /// as UIKit's navigation controller observes its items.
    open override func childTitleDidChange(_ child: ViewController) {
        refreshNavigationBar()
        super.childTitleDidChange(child)
    }

    // MARK: Content size

    /// Takes the top controller's preferred size as its own, adding the bar's height when the
    /// bar shows, as a navigation controller in a popover or form sheet sizes to its top
    /// controller; the change then reaches this controller's parent or presentation controller.
    open override func preferredContentSizeDidChange(forChildContentContainer container: ContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        guard let child = container as? ViewController, child === topViewController else { return }
        let size = child.preferredContentSize
        guard size != .zero else { return }
        let bars = (barHidden ? 0 : NavigationBar.height) + (toolbarHidden ? 0 : Toolbar.height)
        preferredContentSize = Size(width: size.width, height: size.height + bars)
    }

    // MARK: View and layout

    /// Makes the navigation controller's view: the bar area on top and the content area below.
    open override func loadView() {
        let root = LayoutReportingView(frame: ViewController.defaultViewFrame)
        root.onLayout = { [weak self] in self?.layOutContainer() }
        root.addSubview(contentView)
        root.addSubview(navigationBar.view)
        root.addGestureRecognizer(interactivePopGestureRecognizer)
        view = root
        navigationBar.view.isHidden = barViewHidden(barHidden)
        placeBarAndContent()
    }

    /// Places the bar and the content area, and the top view when no slide runs; installs the top
    /// controller's view the first time.
    private func layOutContainer() {
        placeBarAndContent()
        guard phase.isIdle else { return }
        installTopView()
        installedView(of: topViewController)?.frame = contentView.bounds
    }

    /// Places the bar (44 pt, on top, or just above the view while hidden), the toolbar (44 pt
    /// at the bottom, or just below the view while hidden) and the content area (the rest, or
    /// all of the view while the bars are hidden).
    func placeBarAndContent() {
        guard let root = viewIfLoaded else { return }
        let size = root.bounds.size
        let barHeight = NavigationBar.height
        let collapsed = barHidden || navigationBar.isInWindowTitleBar
        navigationBar.view.frame = Rect(x: 0, y: collapsed ? -barHeight : 0, width: size.width, height: barHeight)
        // Under a translucent bar (or any bar, for a controller that asks) the content starts at
        // the top and the children's safe area keeps clear of the bar, as UIKit's.
        let extends = !collapsed && topViewController?.extendsUnderBar(at: .top, barIsTranslucent: navigationBar.isTranslucent) == true
        for child in children { child.setContainerSafeAreaInset(extends ? barHeight : 0, at: .top) }
        var contentTop = collapsed || extends ? 0 : barHeight
        let searchTop = collapsed ? 0 : barHeight
        let searchHeight = placeSearchBar(top: searchTop, width: size.width)
        if searchHeight > 0 { contentTop = searchTop + searchHeight }
        let contentBottom = placeToolbar(in: size)
        contentView.frame = Rect(x: 0, y: contentTop, width: size.width, height: max(0, size.height - contentTop - contentBottom))
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    // MARK: Hiding the bar

    /// How long the bar takes to slide out or in, as `UINavigationControllerHideShowBarDuration`
    /// (0.2 s).
    public static let hideShowBarDuration = 0.2

    /// Whether the navigation bar is hidden, as `isNavigationBarHidden`; the top controller's
    /// view then fills the whole view. Setting it is ``setNavigationBarHidden(_:animated:)``
    /// without animation.
    public var isNavigationBarHidden: Bool {
        get { barHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the navigation bar, as `setNavigationBarHidden(_:animated:)`. The content
    /// area takes the bar's 44 points, or gives them back, and the top controller's view is
    /// resized with it. Animated (and on screen), the bar slides up out of the view, or down into
    /// it, over ``hideShowBarDuration`` while the content follows; a hidden bar takes no input.
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != barHidden else { return }
        barHidden = hidden
        guard isViewLoaded else { return }
        guard animated, appearanceState == .appeared else {
            navigationBar.view.isHidden = barViewHidden(hidden)
            placeBarAndContent()
            return
        }
        navigationBar.view.isHidden = barViewHidden(false)
        View.animate(withDuration: Self.hideShowBarDuration, options: .curveEaseInOut, animations: {
            placeBarAndContent()
        }) { [weak self] _ in
            // A later call owns the bar if it changed it back meanwhile.
            guard let self, self.barHidden == hidden else { return }
            self.navigationBar.view.isHidden = self.barViewHidden(hidden)
        }
    }

    /// Puts the top controller's view in the content area if it is not there yet.
    private func installTopView() {
        guard isViewLoaded, let top = topViewController, installedView(of: top) == nil,
              phase.isIdle else { return }
        let topView = top.view
        topView.frame = contentView.bounds
        topView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(topView)
    }

    // MARK: Appearance

    /// Children get their appearance callbacks from the navigation controller itself, in UIKit's
    /// order; returns `false`, as containers that forward by hand do.
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    /// Finishes a running slide, installs the top view and begins its appearance, as
    /// `UINavigationController` forwards `viewWillAppear(_:)`. A top not shown before (the
    /// first, or one put there off screen) is then announced to the delegate (`willShow`, not
    /// animated). Overrides must call `super`.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        finishRunningTransitionNow()
        installTopView()
        topViewController?.beginAppearanceTransitionIfNeeded(true, animated: animated)
        if let top = topViewController, top !== lastShownTop {
            topAnnouncedByAppearance = top
            delegate?.navigationController(self, willShow: top, animated: false)
        }
    }

    /// Ends the top controller's appearance; the delegate hears `didShow` for a top it was not
    /// told of yet (and `willShow` first if a change during the appearance put it there).
    /// Overrides must call `super`.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        topViewController?.endAppearanceTransitionIfInFlight(appearing: true)
        let announced = topAnnouncedByAppearance
        topAnnouncedByAppearance = nil
        guard let top = topViewController, top !== lastShownTop else { return }
        if top !== announced { delegate?.navigationController(self, willShow: top, animated: false) }
        tellShown(top, animated: false)
    }

    /// Finishes a running slide and begins the top controller's disappearance. Overrides must
    /// call `super`.
    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        topAnnouncedByAppearance = nil
        finishRunningTransitionNow()
        topViewController?.beginAppearanceTransitionIfNeeded(false, animated: animated)
    }

    /// Ends the top controller's disappearance. Overrides must call `super`.
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        topViewController?.endAppearanceTransitionIfInFlight(appearing: false)
    }
}
