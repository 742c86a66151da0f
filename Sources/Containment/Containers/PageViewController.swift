/// Supplies the pages around the current one, as `UIPageViewControllerDataSource`.
@MainActor
public protocol PageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, or `nil` at the start of the book, as
    /// `pageViewController(_:viewControllerBefore:)`.
    func pageViewController(_ pageViewController: PageViewController, viewControllerBefore viewController: ViewController) -> ViewController?
    /// The page after `viewController`, or `nil` at the end of the book, as
    /// `pageViewController(_:viewControllerAfter:)`.
    func pageViewController(_ pageViewController: PageViewController, viewControllerAfter viewController: ViewController) -> ViewController?
}

/// Hears about page turns the user makes, as `UIPageViewControllerDelegate`. Both methods have
/// empty defaults.
@MainActor
public protocol PageViewControllerDelegate: AnyObject {
    /// A user turn is starting towards `pendingViewControllers`, as
    /// `pageViewController(_:willTransitionTo:)`.
    func pageViewController(_ pageViewController: PageViewController, willTransitionTo pendingViewControllers: [ViewController])
    /// A user turn ended, as
    /// `pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)`;
    /// `completed` is `false` when the page sprang back.
    func pageViewController(
        _ pageViewController: PageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [ViewController], transitionCompleted completed: Bool)
}

extension PageViewControllerDelegate {
    /// Default: nothing.
    public func pageViewController(_ pageViewController: PageViewController, willTransitionTo pendingViewControllers: [ViewController]) {}
    /// Default: nothing.
    public func pageViewController(
        _ pageViewController: PageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [ViewController], transitionCompleted completed: Bool) {}
}

/// A book of pages, one shown at a time, turned by sliding, mirroring `UIPageViewController`
/// with the `.scroll` transition style.
///
/// Set the first page with ``setViewControllers(_:direction:animated:completion:)``; the
/// ``dataSource`` supplies the pages around it. The user turns pages by dragging horizontally
/// (``panGestureRecognizer``, through the one rule of every drag, ``InteractiveTransition``: past
/// half the page or a flick towards the turn faster than ``InteractiveTransition/flickVelocity``
/// turns; otherwise, or after a flick back, the page springs back) or through ``goToNextPage(animated:)``
/// and ``goToPreviousPage(animated:)``, which the adapter binds to keys and buttons. A two-finger
/// touchpad swipe along the axis turns pages as a drag does, and ``beginInteractiveTurn(_:)`` lets
/// an app drive a turn; at the end of the book both leave the gesture to an outer container
/// (``InputArbitration``).
///
/// The incoming page becomes a child as the turn starts; the page turned away leaves the
/// hierarchy after the turn (`willMove(toParent: nil)`, view removed, `removeFromParent()`), so
/// the page view controller holds no reference to it. A turn requested while another runs ends
/// the running one at once first.
open class PageViewController: ViewController {
    /// How pages change, as `UIPageViewController.TransitionStyle`. Only the sliding `.scroll`
    /// exists here (no page curl).
    public enum TransitionStyle: Sendable, Equatable {
        /// Pages slide like a scroll view's pages.
        case scroll
    }

    /// The axis pages slide along, as `UIPageViewController.NavigationOrientation`.
    public enum NavigationOrientation: Sendable, Equatable {
        /// Left and right.
        case horizontal
        /// Up and down.
        case vertical
    }

    /// Which way a turn goes, as `UIPageViewController.NavigationDirection`.
    public enum NavigationDirection: Sendable, Equatable {
        /// To a later page: it slides in from the right (from below when vertical).
        case forward
        /// To an earlier page: it slides in from the left (from above when vertical).
        case reverse
    }

    /// How long an animated turn takes from page to page.
    public static let pageTurnDuration = 0.3

    /// The transition style, as `transitionStyle`.
    public let transitionStyle: TransitionStyle
    /// The axis of the turns, as `navigationOrientation`.
    public let navigationOrientation: NavigationOrientation

    /// Supplies the pages before and after, as `dataSource`. Without one only programmatic turns
    /// happen.
    public weak var dataSource: PageViewControllerDataSource?
    /// Hears about user turns, as `delegate`.
    public weak var delegate: PageViewControllerDelegate?

    /// The drag that turns pages, attached to the view, as the scroll view's pan in
    /// `gestureRecognizers`. It begins only for a drag mostly along the navigation axis.
    public let panGestureRecognizer = PanGestureRecognizer()

    /// Creates a page view controller, as `init(transitionStyle:navigationOrientation:options:)`.
    public init(transitionStyle: TransitionStyle = .scroll, navigationOrientation: NavigationOrientation = .horizontal) {
        self.transitionStyle = transitionStyle
        self.navigationOrientation = navigationOrientation
        super.init()
        panGestureRecognizer.shouldBegin = { [weak self] recognizer in
            guard let self, let pan = recognizer as? PanGestureRecognizer else { return false }
            return self.panShouldBegin(pan)
        }
        panGestureRecognizer.action = { [weak self] recognizer in
            guard let self, let pan = recognizer as? PanGestureRecognizer else { return }
            self.handlePan(pan)
        }
        dragTransition.onProgress = { [weak self] progress in self?.followDrag(to: progress) }
        dragTransition.onEnd = { [weak self] completes in self?.releaseDrag(completes: completes) }
    }

    /// Creates a horizontal scrolling page view controller.
    public override convenience init() {
        self.init(transitionStyle: .scroll, navigationOrientation: .horizontal)
    }

    /// The page shown, as `viewControllers` (one page for the scroll style; empty before the
    /// first ``setViewControllers(_:direction:animated:completion:)``). During a turn, the page
    /// being turned away until the turn ends.
    public var viewControllers: [ViewController] { currentPage.map { [$0] } ?? [] }

    private(set) var currentPage: ViewController?

    /// A turn under way: the pages, which way, and what to do when it ends.
    @MainActor
    final class Turn {
        let from: ViewController
        let to: ViewController
        let direction: NavigationDirection
        let isUserDriven: Bool
        let sendsAppearance: Bool
        var completion: ((Bool) -> Void)?
        /// Set when the turn is springing back (an interactive turn released short).
        var isCancelling = false
        /// Whether the pan still drives it: its pages follow the drag (`View.followsDrag`) meanwhile.
        var isInteractive: Bool {
            didSet { placesPagesByDrag(isInteractive) }
        }
        init(from: ViewController, to: ViewController, direction: NavigationDirection, isUserDriven: Bool,
             sendsAppearance: Bool, isInteractive: Bool, completion: ((Bool) -> Void)?) {
            self.from = from
            self.to = to
            self.direction = direction
            self.isUserDriven = isUserDriven
            self.sendsAppearance = sendsAppearance
            self.isInteractive = isInteractive
            self.completion = completion
        }

        /// Tells the adapter whether the drag places the two pages (`View.followsDrag`).
        func placesPagesByDrag(_ dragged: Bool) {
            from.viewIfLoaded?.followsDrag = dragged
            to.viewIfLoaded?.followsDrag = dragged
        }
    }

    private(set) var runningTurn: Turn?
    private var turnGeneration = 0

    /// The dragged turn as a drag from the current page (0) to the incoming one (1), over the
    /// page's length along the axis; its hooks place the pages and release the turn.
    let dragTransition = InteractiveTransition()

    /// Whether a turn is under way (dragged or animating).
    public var isTurningPage: Bool { runningTurn != nil }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.clipsToBounds = true
        view.addGestureRecognizer(panGestureRecognizer)
        if let currentPage, currentPage.viewIfLoaded?.superview !== view {
            currentPage.view.frame = view.bounds
            view.addSubview(currentPage.view)
        }
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard runningTurn == nil, let pageView = currentPage?.viewIfLoaded, pageView.superview === viewIfLoaded else { return }
        pageView.frame = view.bounds
    }

    // MARK: Programmatic turns

    /// Shows `viewControllers` (exactly one page), as
    /// `setViewControllers(_:direction:animated:completion:)`.
    ///
    /// The first page simply appears. Afterwards, animated, the new page slides in from the right
    /// (`.forward`) or the left (`.reverse`) while the current one slides out over
    /// ``pageTurnDuration``; the callbacks go as `transition(from:to:)` sends them: the new page
    /// `willMove(toParent:)`, the old `viewWillDisappear`, the new `viewWillAppear`; at the end the
    /// old `willMove(toParent: nil)`, `viewDidDisappear`, the new `viewDidAppear`, the old
    /// `didMove(toParent: nil)`, the new `didMove(toParent:)`, then `completion(true)`. A turn
    /// running then ends at once first. Giving the page already shown just calls `completion`.
    ///
    /// Refused with a ``HierarchyInconsistency`` (nothing changes, `completion` is not called)
    /// for an empty list or more than one page (`invalidArgument`), or a page that cannot become
    /// a child (another parent, a window's root, presented, a split view controller).
    public func setViewControllers(
        _ viewControllers: [ViewController], direction: NavigationDirection, animated: Bool,
        completion: ((Bool) -> Void)? = nil
    ) {
        guard viewControllers.count == 1, let page = viewControllers.first else {
            HierarchyInconsistency.report(HierarchyInconsistency(
                .invalidArgument,
                "\(debugName).setViewControllers: the scroll style shows exactly one page; got \(viewControllers.count) (\(viewControllers.map(\.debugName).joined(separator: ", ")))"))
            return
        }
        if page !== currentPage, page.parent !== self, let refusal = refusalToAdopt(page) {
            HierarchyInconsistency.report(refusal)
            return
        }
        finishRunningTurn()
        turn(to: page, direction: direction, animated: animated, isUserDriven: false, completion: completion)
    }

    /// Turns to the page after the current one, as a user would: asks the ``dataSource`` and does
    /// nothing at the end of the book (returns `false`). The delegate hears the turn. A turn
    /// running ends at once first.
    @discardableResult
    public func goToNextPage(animated: Bool = true) -> Bool {
        goToNeighbour(.forward, animated: animated)
    }

    /// Turns to the page before the current one, as a user would: asks the ``dataSource`` and does
    /// nothing at the start of the book (returns `false`). The delegate hears the turn. A turn
    /// running ends at once first.
    @discardableResult
    public func goToPreviousPage(animated: Bool = true) -> Bool {
        goToNeighbour(.reverse, animated: animated)
    }

    private func goToNeighbour(_ direction: NavigationDirection, animated: Bool) -> Bool {
        if let refusal = refusalToTurn(direction) {
            HierarchyInconsistency.report(refusal)
            return false
        }
        finishRunningTurn()
        guard let neighbour = neighbour(direction) else { return false }
        if neighbour.parent !== self, let refusal = refusalToAdopt(neighbour) {
            HierarchyInconsistency.report(refusal)
            return false
        }
        delegate?.pageViewController(self, willTransitionTo: [neighbour])
        turn(to: neighbour, direction: direction, animated: animated, isUserDriven: true, completion: nil)
        return true
    }

    /// Why the neighbour in `direction` cannot be turned to, found before the running turn is
    /// ended so that a refused turn changes nothing: the neighbour is that of the page the
    /// running turn will leave shown.
    private func refusalToTurn(_ direction: NavigationDirection) -> HierarchyInconsistency? {
        guard let upcoming = neighbour(direction, of: pageAfterRunningTurn), upcoming !== runningTurn?.from,
              upcoming !== runningTurn?.to else { return nil }
        return refusalToAdopt(upcoming)
    }

    /// The page shown once the running turn ends the way it is heading (see ``finishRunningTurn()``).
    private var pageAfterRunningTurn: ViewController? {
        guard let turn = runningTurn else { return currentPage }
        return turn.isInteractive || turn.isCancelling ? turn.from : turn.to
    }

    func neighbour(_ direction: NavigationDirection, of page: ViewController? = nil) -> ViewController? {
        guard let currentPage = page ?? currentPage, let dataSource else { return nil }
        let candidate = direction == .forward
            ? dataSource.pageViewController(self, viewControllerAfter: currentPage)
            : dataSource.pageViewController(self, viewControllerBefore: currentPage)
        return candidate === currentPage ? nil : candidate
    }

    private func turn(to page: ViewController, direction: NavigationDirection, animated: Bool, isUserDriven: Bool,
                      completion: ((Bool) -> Void)?) {
        guard let from = currentPage, isViewLoaded else {
            showFirstPage(page)
            completion?(true)
            return
        }
        if page === from {
            completion?(true)
            return
        }
        recordHistoryTurn(from: from, to: page, direction: direction)
        let turn = beginTurn(from: from, to: page, direction: direction, isUserDriven: isUserDriven,
                             animated: animated, isInteractive: false, completion: completion)
        animateTurn(turn, toCompletion: true, duration: animated ? Self.pageTurnDuration : 0)
    }

    /// Shows a page with no turn: before the view loads, or as the first page.
    private func showFirstPage(_ page: ViewController) {
        if let old = currentPage, old !== page {
            old.willMove(toParent: nil)
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        currentPage = page
        guard page.parent !== self else { return }
        addChild(page)
        if let container = viewIfLoaded {
            page.view.frame = container.bounds
            container.addSubview(page.view)
        }
        page.didMove(toParent: self)
    }

    // MARK: The turn

    /// The offset of a page frame one page away in `direction` (where an incoming page starts).
    private func offset(towards direction: NavigationDirection, in bounds: Rect) -> (dx: Double, dy: Double) {
        let sign = direction == .forward ? 1.0 : -1.0
        switch navigationOrientation {
        case .horizontal: return (sign * bounds.width, 0)
        case .vertical: return (0, sign * bounds.height)
        }
    }

    private func beginTurn(from: ViewController, to: ViewController, direction: NavigationDirection, isUserDriven: Bool,
                           animated: Bool, isInteractive: Bool, completion: ((Bool) -> Void)?) -> Turn {
        let sendsAppearance = appearanceState == .appeared
        let turn = Turn(from: from, to: to, direction: direction, isUserDriven: isUserDriven,
                        sendsAppearance: sendsAppearance, isInteractive: isInteractive, completion: completion)
        runningTurn = turn
        addChild(to)
        let bounds = view.bounds
        let away = offset(towards: direction, in: bounds)
        let toView = to.view
        if isInteractive { turn.placesPagesByDrag(true) }
        if sendsAppearance {
            from.beginAppearanceTransitionIfNeeded(false, animated: animated)
            to.beginAppearanceTransitionIfNeeded(true, animated: animated)
        }
        toView.frame = bounds.offsetBy(dx: away.dx, dy: away.dy)
        view.addSubview(toView)
        return turn
    }

    /// Places the two pages for a turn `progress` of the way (0 = from shown, 1 = to shown).
    private func frames(for turn: Turn, progress: Double) -> (from: Rect, to: Rect) {
        let bounds = view.bounds
        let away = offset(towards: turn.direction, in: bounds)
        let from = bounds.offsetBy(dx: -away.dx * progress, dy: -away.dy * progress)
        let to = bounds.offsetBy(dx: away.dx * (1 - progress), dy: away.dy * (1 - progress))
        return (from, to)
    }

    /// Animates a turn to its end (`toCompletion`) or back to its start, then ends it.
    private func animateTurn(_ turn: Turn, toCompletion: Bool, duration: Double) {
        turnGeneration += 1
        let generation = turnGeneration
        let target = frames(for: turn, progress: toCompletion ? 1 : 0)
        let fromView = turn.from.view, toView = turn.to.view
        View.animate(withDuration: duration, options: .curveEaseOut, animations: {
            fromView.frame = target.from
            toView.frame = target.to
        }, completion: { [weak self] _ in
            guard let self, self.turnGeneration == generation else { return }
            self.finishRunningTurn()
        })
    }

    /// Ends the running turn at once, the way it was heading: a turn animating on completes; a
    /// turn springing back is cancelled; a turn still under the user's finger is cancelled.
    private func finishRunningTurn() {
        guard let turn = runningTurn else { return }
        runningTurn = nil
        turnGeneration += 1
        if turn.isInteractive {
            turn.isInteractive = false
            // Its end hook finds no running turn: the turn ends here, at once.
            dragTransition.cancel()
            reverseAppearance(of: turn)
            turn.isCancelling = true
        }
        let completed = !turn.isCancelling
        let leaving = completed ? turn.from : turn.to
        let staying = completed ? turn.to : turn.from
        let finalFrames = frames(for: turn, progress: completed ? 1 : 0)
        turn.from.viewIfLoaded?.frame = finalFrames.from
        turn.to.viewIfLoaded?.frame = finalFrames.to
        leaving.willMove(toParent: nil)
        leaving.viewIfLoaded?.removeFromSuperview()
        if turn.sendsAppearance {
            leaving.endAppearanceTransitionIfInFlight()
            staying.endAppearanceTransitionIfInFlight()
        }
        leaving.removeFromParent()
        currentPage = staying
        if completed { staying.didMove(toParent: self) }
        if turn.isUserDriven {
            delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: [turn.from], transitionCompleted: completed)
        }
        turn.completion?(completed)
    }

    /// A turn that springs back: the incoming page starts disappearing, the current one appearing
    /// (only while the page view controller is itself on screen or on its way: one that left
    /// during the turn took both pages along, and a page must not appear off screen).
    private func reverseAppearance(of turn: Turn) {
        guard turn.sendsAppearance, appearanceState.isAppearingOrAppeared else { return }
        turn.to.beginAppearanceTransitionIfNeeded(false, animated: true)
        turn.from.beginAppearanceTransitionIfNeeded(true, animated: true)
    }

    // MARK: The drag

    private func axisValue(_ point: Point) -> (along: Double, across: Double) {
        navigationOrientation == .horizontal ? (point.x, point.y) : (point.y, point.x)
    }

    func pageLength() -> Double {
        let bounds = view.bounds
        return navigationOrientation == .horizontal ? bounds.width : bounds.height
    }

    /// A drag mostly along the axis, towards a page the data source has: at the end of the book
    /// the drag is left to an outer container (see ``InputArbitration``).
    private func panShouldBegin(_ pan: PanGestureRecognizer) -> Bool {
        // A turn a swipe or the app drives keeps the pages: no second one.
        guard currentPage != nil, !isInteractivelyTurning else { return false }
        let translation = axisValue(pan.translation(in: view))
        guard abs(translation.along) > abs(translation.across) else { return false }
        return neighbour(translation.along < 0 ? .forward : .reverse, of: pageAfterRunningTurn) != nil
    }

    /// Starts a turn the user drives towards `direction`: the running turn ends at once, the
    /// delegate hears `willTransitionTo`, the incoming page becomes a child and starts appearing.
    /// `nil` (nothing changes but a refusal report) at the end of the book or for a page that
    /// cannot become a child.
    func beginDraggedTurn(_ direction: NavigationDirection) -> Turn? {
        if let refusal = refusalToTurn(direction) {
            HierarchyInconsistency.report(refusal)
            return nil
        }
        guard isViewLoaded else { return nil }
        finishRunningTurn()
        guard let from = currentPage, let incoming = neighbour(direction) else { return nil }
        if incoming.parent !== self, let refusal = refusalToAdopt(incoming) {
            HierarchyInconsistency.report(refusal)
            return nil
        }
        delegate?.pageViewController(self, willTransitionTo: [incoming])
        let turn = beginTurn(from: from, to: incoming, direction: direction, isUserDriven: true,
                             animated: true, isInteractive: true, completion: nil)
        dragTransition.distance = pageLength()
        dragTransition.begin()
        return turn
    }

    // MARK: Driving a turn

    /// Starts turning towards `direction` under the control of a gesture (a touchpad swipe, an
    /// app's own drag), as the start of the scroll view's drag in `UIPageViewController`: the
    /// delegate hears `pageViewController(_:willTransitionTo:)`, the incoming page becomes a
    /// child and begins appearing (`viewWillAppear(true)`), the current one begins disappearing.
    /// A turn animating ends at once first. Returns `false` (nothing changes) at the end of the
    /// book in that direction, or while a turn is already being driven.
    @discardableResult
    public func beginInteractiveTurn(_ direction: NavigationDirection) -> Bool {
        guard !isInteractivelyTurning else { return false }
        return beginDraggedTurn(direction) != nil
    }

    /// Whether a turn is being driven now (between ``beginInteractiveTurn(_:)`` or a drag's
    /// start and its end).
    public var isInteractivelyTurning: Bool { runningTurn?.isInteractive ?? false }

    /// Moves the driven turn to `progress` (0 the current page, 1 the incoming one; clamped), as
    /// `UIPercentDrivenInteractiveTransition.update(_:)`.
    public func updateInteractiveTurn(progress: Double) {
        guard isInteractivelyTurning else { return }
        dragTransition.update(progress: progress)
    }

    /// Completes the driven turn: it slides the rest of the way and ends as a user's turn does
    /// (the delegate hears `transitionCompleted: true`).
    public func finishInteractiveTurn() {
        guard isInteractivelyTurning else { return }
        dragTransition.complete()
    }

    /// Abandons the driven turn: the current page slides back, the incoming one leaves, and the
    /// callbacks balance (the incoming page `viewWillDisappear`/`viewDidDisappear`, the current one
    /// `viewWillAppear`/`viewDidAppear`); the delegate hears `transitionCompleted: false`.
    public func cancelInteractiveTurn() {
        guard isInteractivelyTurning else { return }
        dragTransition.cancel()
    }

    /// Drives ``dragTransition`` with the pan: the translation and velocity along the axis,
    /// negated for a forward turn (the page moves left, or up), point towards turning.
    private func handlePan(_ pan: PanGestureRecognizer) {
        let along = axisValue(pan.translation(in: view)).along
        switch pan.state {
        case .began:
            guard let turn = beginDraggedTurn(along < 0 ? .forward : .reverse) else { return }
            dragTransition.update(translation: towardsTurn(along, of: turn))
        case .changed:
            guard let turn = runningTurn, turn.isInteractive else { return }
            dragTransition.distance = pageLength()
            dragTransition.update(translation: towardsTurn(along, of: turn))
        case .ended:
            guard let turn = runningTurn, turn.isInteractive else { return }
            dragTransition.distance = pageLength()
            dragTransition.update(translation: towardsTurn(along, of: turn))
            dragTransition.finish(velocity: towardsTurn(axisValue(pan.velocity(in: view)).along, of: turn))
        case .cancelled:
            guard let turn = runningTurn, turn.isInteractive else { return }
            dragTransition.distance = pageLength()
            dragTransition.update(translation: towardsTurn(along, of: turn))
            dragTransition.cancel()
        default:
            break
        }
    }

    /// A length or speed along the axis, measured towards the turn: a forward turn's page moves
    /// towards negative x (or y).
    func towardsTurn(_ value: Double, of turn: Turn) -> Double {
        turn.direction == .forward ? -value : value
    }

    /// Places the pages of the dragged turn `progress` of the way.
    private func followDrag(to progress: Double) {
        guard let turn = runningTurn, turn.isInteractive else { return }
        let placed = frames(for: turn, progress: progress)
        turn.from.view.frame = placed.from
        turn.to.view.frame = placed.to
    }

    /// Runs the released turn the rest of the way: on to the incoming page when it `completes`,
    /// back to the current one otherwise, in the part of ``pageTurnDuration`` left to go.
    private func releaseDrag(completes: Bool) {
        guard let turn = runningTurn, turn.isInteractive else { return }
        turn.isInteractive = false
        if completes { recordHistoryTurn(from: turn.from, to: turn.to, direction: turn.direction) }
        if !completes {
            turn.isCancelling = true
            reverseAppearance(of: turn)
        }
        let progress = dragTransition.progress
        let remaining = completes ? 1 - progress : progress
        animateTurn(turn, toCompletion: completes, duration: Self.pageTurnDuration * remaining)
    }
}
