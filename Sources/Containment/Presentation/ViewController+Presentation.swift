/// Modal presentation, as `UIViewController.present(_:animated:completion:)` and
/// `dismiss(animated:completion:)`.
///
/// ## Callback order
///
/// UIKit's order, as measured by logging every callback (remkoh.dev, "iOS: UIViewController
/// lifecycle in a StoryBoard", a modal segue: `vc2 viewDidLoad, vc1 viewWillDisappear,
/// vc2 viewWillAppear, vc2 viewDidAppear, vc1 viewDidDisappear`; programmerteach.com, "iOS - At
/// the time of transition appear and disappear the order of calls is explored": unlike a push,
/// a present ends the new controller first), is for presenter P and presented M:
///
/// - present, `.fullScreen`: M `viewDidLoad` (if not loaded), P `viewWillDisappear`,
///   M `viewWillAppear`, [transition], P's view leaves the window, M `viewDidAppear`,
///   P `viewDidDisappear`, completion.
/// - dismiss, `.fullScreen`: M `viewWillDisappear`, P's view returns, P `viewWillAppear`,
///   [transition], M's view leaves the window, the presentation links are cleared (UIKit's
///   `presentingViewController` is already `nil` in M's `viewDidDisappear`), P `viewDidAppear`,
///   M `viewDidDisappear`, completion.
/// - `.pageSheet` and `.overFullScreen`: the same without any callback to P, whose view stays in
///   the window.
///
/// Every `animated` argument is the one passed to `present` or `dismiss`. The callbacks reach
/// the children of P and M through their own forwarding: only children whose views are in
/// their parent's view (the visible ones) get them.
extension ViewController {
    /// Presents a controller modally over this controller's presenting context, as
    /// `present(_:animated:completion:)`.
    ///
    /// As in UIKit without `definesPresentationContext`, the presentation is made by the root of
    /// this controller's chain of parents (the window's root view controller, or a controller
    /// presented earlier): that controller becomes `presentingViewController` of the presented
    /// one. The presented view goes into the window above everything in it, laid out by its
    /// ``modalPresentationStyle`` (see ``PresentationLayout``) and animated in by its
    /// ``modalTransitionStyle`` on the window's clock when `animated`. A `.fullScreen`
    /// presentation makes the presenter disappear and takes its view out of the window when the
    /// transition ends; `.pageSheet` and `.overFullScreen` leave the presenter as it is.
    /// `completion` runs after the presented controller's `viewDidAppear`. See the type's
    /// documentation for the whole callback order.
    ///
    /// Refused with a ``HierarchyInconsistency`` of kind `.presentationConflict`, changing
    /// nothing, when the controller to present is this controller, is already presented, is a
    /// child of a container, or is a window's root; when the presenting context is in no window;
    /// when the presenter is still presenting or dismissing with an animation; or when it already
    /// presents another controller (UIKit: "Attempt to present … which is already presenting …").
    public func present(_ viewControllerToPresent: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        let presenter = presentationContext
        // A document picker is the desktop's own file chooser, not a view in the window.
        if let picker = viewControllerToPresent as? DocumentPickerViewController {
            picker.presentChooser(from: presenter, completion: completion)
            return
        }
        if viewControllerToPresent.ownPresentingViewController == nil, viewControllerToPresent.parent == nil {
            viewControllerToPresent.prepareToBePresented(in: presenter.presentationWindow)
        }
        if let refusal = refusalToPresent(viewControllerToPresent, by: presenter) {
            HierarchyInconsistency.report(refusal)
            return
        }
        guard let window = presenter.presentationWindow else { return }
        performPresentation(of: viewControllerToPresent, by: presenter, in: window, animated: animated, completion: completion)
    }

    /// Dismisses the controller presented by this one, or this controller if it presents nothing
    /// and was presented, as `dismiss(animated:completion:)`.
    ///
    /// Called on a child inside a presented container, it acts for the root of that container,
    /// as UIKit forwards it. Dismissing a controller that has presented others in turn dismisses
    /// the whole chain above it; only the topmost one is animated, the others leave at once, as
    /// in UIKit. `completion` runs after the dismissed controllers' `viewDidDisappear`; when
    /// nothing is presented it runs at once. A dismissal while a presentation or dismissal of the
    /// same controllers is still animating is ignored with a warning to
    /// ``warningHandler`` and its completion is not called, as UIKit's "Attempt to dismiss from
    /// view controller … while a presentation or dismiss is in progress".
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        let context = presentationContext
        let target: ViewController
        if let presented = context.ownPresentedViewController {
            target = presented
        } else if context.ownPresentingViewController != nil {
            target = context
        } else {
            completion?()
            return
        }
        guard let presenter = target.ownPresentingViewController else { return }
        var chain = [target]
        while let next = chain.last?.ownPresentedViewController { chain.append(next) }
        if let busy = chain.first(where: { $0.isBeingPresented || $0.isBeingDismissed }) {
            Self.warningHandler(
                "Attempt to dismiss \(target.debugName) from \(debugName) while the \(busy.isBeingPresented ? "presentation" : "dismissal") of \(busy.debugName) is in progress; ignored")
            return
        }
        performDismissal(of: chain, presenter: presenter, animated: animated, completion: completion)
    }

    /// The container view holding this controller's view while it is presented, or `nil` when
    /// it is not presented. The GTK adapter reads its ``PresentationContainerView/dimmingView``
    /// and ``PresentationContainerView/showsSheet``; UIKit keeps the equivalent in
    /// `presentationController`.
    public var presentationContainerView: PresentationContainerView? {
        guard ownPresentingViewController != nil, let window = presentationWindow else { return nil }
        return window.subviews.lazy.compactMap { $0 as? PresentationContainerView }.first { $0.presentedViewController === self }
    }

    // MARK: Presenting context

    /// The root of this controller's chain of parents: the controller that presents on its
    /// behalf (UIKit's presentation context without `definesPresentationContext`).
    var presentationContext: ViewController {
        var node = self
        while let parent = node.parent { node = parent }
        return node
    }

    /// The window the presenting context lives in: its own, or its presenter's.
    var presentationWindow: Window? {
        var node: ViewController? = presentationContext
        var steps = 0
        while let current = node, steps < 10_000 {
            if let window = current.windowOfRoot { return window }
            node = current.ownPresentingViewController?.presentationContext
            steps += 1
        }
        return nil
    }

    /// The size a presented controller's view gets in a window of the given size (the sheet's
    /// size for a page sheet); the window's size for any other controller.
    func presentedContentSize(inWindowOfSize size: Size) -> Size {
        guard ownPresentingViewController != nil else { return size }
        let style = presentationContainerView?.style ?? modalPresentationStyle
        guard style == .custom, let controller = extras?.presentationController else {
            return PresentationLayout.restingFrame(for: style, in: size).size
        }
        return controller.size(forChildContentContainer: self, withParentContainerSize: size)
    }

    /// Why `presented` cannot be presented by `presenter` on behalf of this controller, or `nil`.
    private func refusalToPresent(_ presented: ViewController, by presenter: ViewController) -> HierarchyInconsistency? {
        let attempt = "Attempt to present \(presented.debugName) on \(presenter.debugName)"
            + (presenter === self ? "" : " (from \(debugName))")
        func conflict(_ reason: String) -> HierarchyInconsistency {
            HierarchyInconsistency(.presentationConflict, "\(attempt): \(reason)")
        }
        if presented === self || presented === presenter {
            return conflict("a controller cannot present itself")
        }
        if let presentedBy = presented.ownPresentingViewController {
            return conflict("\(presented.debugName) is already presented by \(presentedBy.debugName)")
        }
        if let parent = presented.parent {
            return conflict("\(presented.debugName) is a child of \(parent.debugName); remove it from its parent first")
        }
        if presented.windowOfRoot != nil {
            return conflict("\(presented.debugName) is a window's root view controller")
        }
        if presenter.presentationWindow == nil {
            return conflict("the view of \(presenter.debugName) is not in the window hierarchy")
        }
        if presented.modalPresentationStyle == .popover,
           !((presented.presentationController as? PopoverPresentationController)?.hasSource ?? false) {
            return HierarchyInconsistency(.invalidArgument, "\(attempt): a popover needs a sourceView or a barButtonItem set on its popoverPresentationController before it is presented")
        }
        if presenter.isBeingPresented || presenter.isBeingDismissed {
            return conflict("\(presenter.debugName) is itself being \(presenter.isBeingPresented ? "presented" : "dismissed"); a presentation is in progress")
        }
        if let current = presenter.ownPresentedViewController {
            if current.isBeingPresented || current.isBeingDismissed {
                return conflict("a \(current.isBeingPresented ? "presentation" : "dismissal") of \(current.debugName) is in progress")
            }
            return conflict("\(presenter.debugName) is already presenting \(current.debugName)")
        }
        return nil
    }

    // MARK: Presentation controller

    /// The object managing this controller's presentation, as `presentationController`: made
    /// on first access (so that its ``PresentationController/delegate`` can be set before
    /// presenting) or when presented (for `.custom`, by the ``transitioningDelegate``). Its class
    /// follows ``modalPresentationStyle`` as UIKit's does: a ``SheetPresentationController`` for
    /// `.pageSheet` and `.formSheet`, a ``PopoverPresentationController`` for `.popover`, a plain
    /// one otherwise; one made for another style before the presentation is replaced (keeping
    /// its delegate) when next asked for.
    public var presentationController: PresentationController? {
        if let made = extras?.presentationController,
           ownPresentingViewController != nil || PresentationController.fits(made, modalPresentationStyle) { return made }
        let made = PresentationController.make(for: self, style: modalPresentationStyle)
        made.delegate = extras?.presentationController?.delegate
        ensuredExtras.presentationController = made
        return made
    }

    /// The presentation controller to present this controller with: the transitioning
    /// delegate's for `.custom` (made afresh, keeping a delegate set earlier), else the one made
    /// before or a new one.
    private func presentationControllerForPresenting(by presenter: ViewController, source: ViewController) -> PresentationController {
        let earlier = extras?.presentationController
        if modalPresentationStyle == .custom,
           let custom = transitioningDelegate?.presentationController(forPresented: self, presenting: presenter, source: source),
           custom !== earlier {
            if custom.delegate == nil { custom.delegate = earlier?.delegate }
            ensuredExtras.presentationController = custom
        }
        let controller = presentationController ?? PresentationController(presentedViewController: self, presenting: presenter)
        controller.presentingViewController = presenter
        return controller
    }

    /// The coordinator of the transition this controller or one of its parents takes part in
    /// now, as `transitionCoordinator`: from the first `will` callback of a presentation,
    /// dismissal, push, pop, tab switch with an animator, or size change until the transition
    /// has completed; `nil` otherwise.
    public var transitionCoordinator: TransitionCoordinator? {
        var node: ViewController? = self
        while let current = node {
            if let coordinator = current.extras?.transitionCoordinator { return coordinator }
            node = current.parent
        }
        return nil
    }

    /// The coordinator of a built-in modal transition.
    static func builtInCoordinator(animated: Bool, container: View, from: ViewController, to: ViewController,
                                   style: ModalPresentationStyle) -> TransitionCoordinator {
        let coordinator = TransitionCoordinator(
            duration: animated ? PresentationLayout.transitionDuration : 0, container: container, from: from, to: to)
        coordinator.builtInStyle = style
        return coordinator
    }

    /// Hands out `coordinator` from these controllers (or stops, with `nil`).
    static func setTransitionCoordinator(_ coordinator: TransitionCoordinator?, on controllers: [ViewController?]) {
        for controller in controllers.compactMap({ $0 }) where coordinator != nil || controller.extras != nil {
            controller.ensuredExtras.transitionCoordinator = coordinator
        }
    }

    // MARK: Presenting

    private func performPresentation(
        of presented: ViewController, by presenter: ViewController, in window: Window,
        animated: Bool, completion: (() -> Void)?
    ) {
        let controller = presented.presentationControllerForPresenting(by: presenter, source: self)
        let style = controller.adaptedStyle(for: presented.modalPresentationStyle, in: window.traitCollection)
        let delegate = presented.transitioningDelegate
        let animator = animated ? delegate?.animationController(forPresented: presented, presenting: presenter, source: self) : nil
        let interactor = animator.flatMap { delegate?.interactionControllerForPresentation(using: $0) }

        presenter.ownPresentedViewController = presented
        presented.ownPresentingViewController = presenter
        presenter.recordHistoryPresentation(of: presented)
        presented.isBeingPresented = true
        presented.updateTraitCollection()
        presented.loadViewIfNeeded()

        let container = PresentationContainerView(
            presenting: presenter, presented: presented, style: style, controller: controller,
            frame: window.bounds, addsPresentedView: animator == nil)
        container.runsCustomTransition = animator != nil
        controller.containerView = container
        let removesPresenter = controller.shouldRemovePresentersView
        let onScreen = window.isVisible
        let presenterDisappears = removesPresenter && onScreen && presenter.appearanceState.isAppearingOrAppeared
        let context = animator.map { animator in
            TransitionContext(
                container: container, from: presenter, to: presented,
                fromView: removesPresenter ? presenter.viewIfLoaded : nil, toView: presented.view,
                frames: [(presenter, presenter.viewIfLoaded?.frame ?? .zero, presenter.viewIfLoaded?.frame ?? .zero),
                         (presented, .zero, controller.frameOfPresentedViewInContainerView)],
                animated: animated, style: style, animator: animator, interactor: interactor
            ) { completed in
                Self.endPresentation(of: presented, by: presenter, in: container, completed: completed,
                                     onScreen: onScreen, presenterDisappears: presenterDisappears, completion: completion)
            }
        }
        let coordinator = context?.coordinator ?? Self.builtInCoordinator(
            animated: animated, container: container, from: presenter, to: presented, style: style)
        Self.setTransitionCoordinator(coordinator, on: [presenter, presented])

        if presenterDisappears { presenter.beginAppearanceTransition(false, animated: animated) }
        // Begun before the view enters the window, so the window move leaves it to us.
        if onScreen { presented.beginAppearanceTransition(true, animated: animated) }

        if context == nil, animated { container.applyHiddenAppearance() }
        window.addSubview(container)
        controller.presentationTransitionWillBegin()
        if let context {
            context.start()
            return
        }
        coordinator.startAlongside()
        View.animate(withDuration: animated ? PresentationLayout.transitionDuration : 0, options: .curveEaseInOut) {
            container.applyShownAppearance()
        } completion: { _ in
            coordinator.runCompletions()
            Self.endPresentation(of: presented, by: presenter, in: container, completed: true,
                                 onScreen: onScreen, presenterDisappears: presenterDisappears, completion: completion)
        }
    }

    /// Ends a presentation: completed, the presenter's view leaves when it should and the
    /// `did` callbacks follow; cancelled (an interactive presentation that went back), the
    /// appearance callbacks are balanced UIKit's way and the presentation is undone.
    private static func endPresentation(
        of presented: ViewController, by presenter: ViewController, in container: PresentationContainerView,
        completed: Bool, onScreen: Bool, presenterDisappears: Bool, completion: (() -> Void)?
    ) {
        let controller = container.presentationController
        setTransitionCoordinator(nil, on: [presenter, presented])
        guard completed else {
            controller?.presentationTransitionDidEnd(false)
            let holder: AppearanceState = container.window?.isVisible == true ? .appeared : .disappeared
            if onScreen { cancelAppearance(of: presented, appearing: true, holder: holder) }
            if presenterDisappears { cancelAppearance(of: presenter, appearing: false, holder: holder) }
            container.removeFromSuperview()
            if let view = presented.viewIfLoaded, view.superview === container { view.removeFromSuperview() }
            presenter.ownPresentedViewController = nil
            presented.ownPresentingViewController = nil
            presented.isBeingPresented = false
            controller?.containerView = nil
            presented.updateTraitCollection()
            return
        }
        container.phase = .presented
        if controller?.shouldRemovePresentersView ?? (container.style == .fullScreen) { container.coverPresenterView() }
        controller?.presentationTransitionDidEnd(true)
        if onScreen { presented.endAppearanceTransitionIfInFlight() }
        if presenterDisappears { presenter.endAppearanceTransitionIfInFlight() }
        presented.isBeingPresented = false
        completion?()
    }

    /// Balances the appearance of a controller whose transition was cancelled, as UIKit does:
    /// one that was appearing gets `viewWillDisappear` and `viewDidDisappear`; one that was
    /// disappearing gets `viewWillAppear` and `viewDidAppear` when what holds it (its container,
    /// or the window for a presentation) is `.appeared`. While that is appearing it turns
    /// around and the holder's own end finishes it; while it is disappearing the holder's end
    /// finishes the disappearance; when it has disappeared, the disappearance ends now.
    static func cancelAppearance(of controller: ViewController, appearing: Bool, holder: AppearanceState) {
        if appearing {
            controller.beginAppearanceTransitionIfNeeded(false, animated: true)
            controller.endAppearanceTransitionIfInFlight()
            return
        }
        switch holder {
        case .appeared:
            controller.beginAppearanceTransitionIfNeeded(true, animated: true)
            controller.endAppearanceTransitionIfInFlight()
        case .appearing:
            controller.beginAppearanceTransitionIfNeeded(true, animated: true)
        case .disappearing:
            break
        case .disappeared:
            controller.endAppearanceTransitionIfInFlight()
        }
    }

    // MARK: Dismissing

    /// Dismisses `chain` (the controller `presenter` presented, then each one presented by the
    /// one before): the top one animates away, the others leave at once.
    private func performDismissal(
        of chain: [ViewController], presenter: ViewController, animated: Bool,
        interaction: (animator: ViewControllerAnimatedTransitioning, interactor: ViewControllerInteractiveTransitioning)? = nil,
        completion: (() -> Void)?
    ) {
        let window = presenter.presentationWindow
        let onScreen = window?.isVisible ?? false
        let containers = chain.map { $0.presentationContainerView }
        guard let top = chain.last, let topContainer = containers.last ?? nil else { return }
        let controller = topContainer.presentationController
        let delegate = top.transitioningDelegate
        let animator = interaction?.animator ?? (animated ? delegate?.animationController(forDismissed: top) : nil)
        let interactor = interaction?.interactor
            ?? (chain.count == 1 ? animator.flatMap { delegate?.interactionControllerForDismissal(using: $0) } : nil)
        presenter.recordHistoryDismissal(of: chain[0])
        for controller in chain { controller.isBeingDismissed = true }
        for container in containers { container?.phase = .dismissing }

        let disappearing = onScreen ? chain.reversed().filter { $0.appearanceState.isAppearingOrAppeared } : []
        let presenterAppears = onScreen && !presenter.appearanceState.isAppearingOrAppeared
        let presenterViewWasRemoved = containers.first??.presentationController?.shouldRemovePresentersView ?? false
        let finish: (Bool) -> Void = { completed in
            Self.endDismissal(of: chain, containers: containers, presenter: presenter, completed: completed,
                              disappearing: disappearing, presenterAppears: presenterAppears, completion: completion)
        }
        let context = animator.map { animator in
            TransitionContext(
                container: topContainer, from: top, to: presenter,
                fromView: top.viewIfLoaded, toView: presenterViewWasRemoved && chain.count == 1 ? presenter.viewIfLoaded : nil,
                frames: [(top, top.viewIfLoaded?.frame ?? .zero, .zero)],
                animated: animated, style: topContainer.style, animator: animator, interactor: interactor,
                onComplete: finish)
        }
        if context != nil { topContainer.runsCustomTransition = true }
        let coordinator = context?.coordinator ?? Self.builtInCoordinator(
            animated: animated, container: topContainer, from: top, to: presenter, style: topContainer.style)
        Self.setTransitionCoordinator(coordinator, on: chain + [presenter])

        for controller in disappearing { controller.beginAppearanceTransition(false, animated: animated) }
        // Begun before its view returns to the window, so the window move leaves it to us.
        if presenterAppears { presenter.beginAppearanceTransition(true, animated: animated) }
        containers.first??.uncoverPresenterView()
        for container in containers.dropLast() { container?.removeFromSuperview() }
        controller?.dismissalTransitionWillBegin()

        if let context {
            context.start()
            return
        }
        coordinator.startAlongside()
        View.animate(withDuration: animated ? PresentationLayout.transitionDuration : 0, options: .curveEaseInOut) {
            topContainer.applyHiddenAppearance()
        } completion: { _ in
            coordinator.runCompletions()
            finish(true)
        }
    }

    /// Dismisses this presented controller (which presents nothing) interactively, as a sheet
    /// dragged down: `animator` moves it away and `interactor` drives the animator, the
    /// dismissal completing or cancelling (its appearance callbacks balanced) as the interaction
    /// ends. Returns `false`, starting nothing, when this controller is not presented at rest.
    func dismissInteractively(
        animator: ViewControllerAnimatedTransitioning, interactor: ViewControllerInteractiveTransitioning,
        completion: (() -> Void)?
    ) -> Bool {
        guard let presenter = ownPresentingViewController, ownPresentedViewController == nil,
              !isBeingPresented, !isBeingDismissed, presentationContainerView?.phase == .presented else { return false }
        performDismissal(of: [self], presenter: presenter, animated: true,
                         interaction: (animator, interactor), completion: completion)
        return true
    }

    /// Ends a dismissal: completed, the views leave, the links are cleared and the `did`
    /// callbacks follow; cancelled (an interactive dismissal that went back), the presentation
    /// stays and the appearance callbacks are balanced UIKit's way.
    private static func endDismissal(
        of chain: [ViewController], containers: [PresentationContainerView?], presenter: ViewController,
        completed: Bool, disappearing: [ViewController], presenterAppears: Bool, completion: (() -> Void)?
    ) {
        guard let top = chain.last, let topContainer = containers.last ?? nil else { return }
        let controller = topContainer.presentationController
        setTransitionCoordinator(nil, on: chain + [presenter])
        guard completed else {
            controller?.dismissalTransitionDidEnd(false)
            topContainer.phase = .presented
            // The presenter's callbacks come before its view leaves again, so they carry the
            // transition's animated flag rather than the window move's.
            let holder: AppearanceState = topContainer.window?.isVisible == true ? .appeared : .disappeared
            if presenterAppears { cancelAppearance(of: presenter, appearing: true, holder: holder) }
            for controller in disappearing { cancelAppearance(of: controller, appearing: false, holder: holder) }
            if controller?.shouldRemovePresentersView ?? false { topContainer.coverPresenterView() }
            for controller in chain { controller.isBeingDismissed = false }
            presenter.recordHistoryPresentation(of: chain[0])
            topContainer.setNeedsLayout()
            return
        }
        controller?.dismissalTransitionDidEnd(true)
        if let view = presenter.viewIfLoaded, view.superview === topContainer, let window = topContainer.superview {
            // An animator put the presenter's view into the container it animated in (as UIKit
            // animators may): it goes back under the presentations, where it was.
            window.insertSubview(view, at: 0)
            view.frame = window.bounds
        }
        topContainer.removeFromSuperview()
        for (controller, container) in zip(chain, containers) {
            if let view = controller.viewIfLoaded, view.superview === container { view.removeFromSuperview() }
        }
        top.viewIfLoaded?.alpha = 1
        presenter.ownPresentedViewController = nil
        for controller in chain {
            controller.ownPresentingViewController = nil
            controller.ownPresentedViewController = nil
            controller.extras?.presentationController?.containerView = nil
            controller.extras?.presentationController?.presentingViewController = nil
            controller.updateTraitCollection()
        }
        if presenterAppears { presenter.endAppearanceTransitionIfInFlight() }
        for controller in disappearing { controller.endAppearanceTransitionIfInFlight() }
        for controller in chain { controller.isBeingDismissed = false }
        completion?()
    }
}
