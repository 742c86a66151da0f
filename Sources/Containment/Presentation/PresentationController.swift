/// Manages one presentation: where the presented view sits in the container, what happens to
/// the presenter's view, and the hooks around the transitions, as `UIPresentationController`.
///
/// Every presentation has one (``ViewController/presentationController``). For a `.custom`
/// presentation it is the one the controller's ``ViewController/transitioningDelegate`` makes
/// in `presentationController(forPresented:presenting:source:)`, or a plain one; subclass it
/// to lay out a card, a sheet with detents or a popover: override
/// ``frameOfPresentedViewInContainerView``, add chrome (a dimming view) to ``containerView`` in
/// ``presentationTransitionWillBegin()`` and remove it in ``dismissalTransitionDidEnd(_:)``.
///
/// The order of a presentation of M by P: M `viewWillAppear` (after P `viewWillDisappear` when
/// ``shouldRemovePresentersView``), ``presentationTransitionWillBegin()``, the animator's
/// `animateTransition(using:)` (or the built-in animation), then at `completeTransition`
/// ``presentationTransitionDidEnd(_:)``, M `viewDidAppear`, P `viewDidDisappear`. A dismissal:
/// M `viewWillDisappear`, P `viewWillAppear` (when its view was removed),
/// ``dismissalTransitionWillBegin()``, the animation, ``dismissalTransitionDidEnd(_:)``, then the
/// `did` callbacks. `preferredContentSizeDidChange(forChildContentContainer:)` moves the
/// presented view to the new ``frameOfPresentedViewInContainerView``, animated.
@MainActor
open class PresentationController: ContentContainer {
    /// The controller being presented, as `presentedViewController`. A checked back link: the
    /// presented controller holds its presentation controller.
    public unowned let presentedViewController: ViewController

    /// The controller that presents, as `presentingViewController`; `nil` until the
    /// presentation starts.
    public internal(set) weak var presentingViewController: ViewController?

    /// The view the presentation takes place in, filling the window, as `containerView`; `nil`
    /// until the presentation starts and after the dismissal.
    public internal(set) weak var containerView: View?

    /// Told about dismissals the user starts and asked about adaptation, as `delegate`. Weak.
    public weak var delegate: AdaptivePresentationControllerDelegate?

    /// Creates the presentation controller of `presentedViewController`, presented by
    /// `presentingViewController`, as `init(presentedViewController:presenting:)`.
    public init(presentedViewController: ViewController, presenting presentingViewController: ViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
    }

    /// The view animated in and out, as `presentedView`: the presented controller's view.
    open var presentedView: View? { presentedViewController.viewIfLoaded }

    /// Where the presented view rests in ``containerView``, as `frameOfPresentedViewInContainerView`.
    ///
    /// For the built-in styles, ``PresentationLayout/restingFrame(for:in:)``. For `.custom`, the
    /// whole container, or, when the presented controller has a ``ViewController/preferredContentSize``,
    /// that size (each dimension that is not 0, at most the container's) centred in it.
    open var frameOfPresentedViewInContainerView: Rect {
        let bounds = containerView?.bounds ?? .zero
        let style = (containerView as? PresentationContainerView)?.style ?? presentedViewController.modalPresentationStyle
        guard style == .custom else { return PresentationLayout.restingFrame(for: style, in: bounds.size) }
        let preferred = presentedViewController.preferredContentSize
        let width = preferred.width > 0 ? min(preferred.width, bounds.width) : bounds.width
        let height = preferred.height > 0 ? min(preferred.height, bounds.height) : bounds.height
        return Rect(x: bounds.minX + (bounds.width - width) / 2, y: bounds.minY + (bounds.height - height) / 2,
                    width: width, height: height)
    }

    /// Whether the presenter's view leaves the window once the presentation has ended, as
    /// `shouldRemovePresentersView`: `true` for `.fullScreen`, `false` otherwise. A presenter
    /// whose view is removed gets `viewWillDisappear` and `viewDidDisappear`.
    open var shouldRemovePresentersView: Bool {
        ((containerView as? PresentationContainerView)?.style ?? presentedViewController.modalPresentationStyle) == .fullScreen
    }

    /// The presentation transition is about to run, as `presentationTransitionWillBegin()`.
    open func presentationTransitionWillBegin() {}
    /// The presentation transition ended, `completed` or cancelled, as `presentationTransitionDidEnd(_:)`.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// The dismissal transition is about to run, as `dismissalTransitionWillBegin()`.
    open func dismissalTransitionWillBegin() {}
    /// The dismissal transition ended, `completed` or cancelled, as `dismissalTransitionDidEnd(_:)`.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// The container view is about to lay out its subviews, as `containerViewWillLayoutSubviews()`.
    open func containerViewWillLayoutSubviews() {}
    /// The container view laid out its subviews (the presented view is at its frame), as
    /// `containerViewDidLayoutSubviews()`.
    open func containerViewDidLayoutSubviews() {}

    // MARK: ContentContainer

    /// The size the presented content would like; the presented controller's.
    public var preferredContentSize: Size { presentedViewController.preferredContentSize }

    /// The presented controller's preferred size changed: moves the presented view to the new
    /// ``frameOfPresentedViewInContainerView`` over ``PresentationLayout/transitionDuration``
    /// (at once while a transition runs, which places it itself at its end), as UIKit's form
    /// sheets and popovers follow `preferredContentSize`.
    open func preferredContentSizeDidChange(forChildContentContainer container: ContentContainer) {
        guard let containerView = containerView as? PresentationContainerView, containerView.phase == .presented,
              let view = presentedView, view.superview === containerView else { return }
        let frame = frameOfPresentedViewInContainerView
        guard frame != view.frame else { return }
        View.animate(withDuration: PresentationLayout.transitionDuration, options: .curveEaseInOut) {
            view.frame = frame
            self.presentedViewDidMove()
        }
    }

    /// The size of the presented content: ``frameOfPresentedViewInContainerView``'s.
    open func size(forChildContentContainer container: ContentContainer, withParentContainerSize parentSize: Size) -> Size {
        frameOfPresentedViewInContainerView.size
    }

    /// Nothing: the presented view has no Auto Layout here.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: ContentContainer) {}

    /// The window's size is about to change; the container view follows it and lays the
    /// presented view out again.
    open func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {}

    /// The traits are about to change.
    open func willTransition(to newCollection: TraitCollection, with coordinator: TransitionCoordinator) {}

    // MARK: Dismissal by the user

    /// Dismisses on the user's behalf (Escape), asking and telling the delegate as UIKit does
    /// for a swipe down: `presentationControllerShouldDismiss`, then either
    /// `presentationControllerDidAttemptToDismiss`, or `presentationControllerWillDismiss`, the
    /// dismissal, and `presentationControllerDidDismiss` when it has ended.
    func dismissFromUser() {
        guard mayDismissFromUser() else { return }
        delegate?.presentationControllerWillDismiss(self)
        presentedViewController.dismiss(animated: true) { [weak self] in
            guard let self else { return }
            self.delegate?.presentationControllerDidDismiss(self)
        }
    }

    /// Whether the user may dismiss now, asked as UIKit does when a dismissal gesture starts
    /// (WWDC19 "Modernizing Your UI for iOS 13"): when the presented controller (or a controller
    /// inside it) has ``ViewController/isModalInPresentation`` set, the delegate hears
    /// `presentationControllerDidAttemptToDismiss` without being asked; otherwise
    /// `presentationControllerShouldDismiss` decides, and a refusal is followed by
    /// `presentationControllerDidAttemptToDismiss`.
    func mayDismissFromUser() -> Bool {
        if presentedViewController.isModalInPresentationInTree
            || !(delegate?.presentationControllerShouldDismiss(self) ?? true) {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return false
        }
        return true
    }

    // MARK: What the built-in styles add

    /// A presentation controller of the class UIKit uses for `style`.
    static func make(for presented: ViewController, style: ModalPresentationStyle) -> PresentationController {
        switch style {
        case .pageSheet, .formSheet: SheetPresentationController(presentedViewController: presented, presenting: nil)
        case .popover: PopoverPresentationController(presentedViewController: presented, presenting: nil)
        case .fullScreen, .overFullScreen, .custom: PresentationController(presentedViewController: presented, presenting: nil)
        }
    }

    /// Whether `controller` is of the class UIKit uses for `style` (any class for `.custom`).
    static func fits(_ controller: PresentationController, _ style: ModalPresentationStyle) -> Bool {
        switch style {
        case .pageSheet, .formSheet: controller is SheetPresentationController
        case .popover: controller is PopoverPresentationController
        case .custom: true
        case .fullScreen, .overFullScreen: !(controller is SheetPresentationController || controller is PopoverPresentationController)
        }
    }

    /// The style to present `style` in with `traits`: the delegate's answer to
    /// `adaptivePresentationStyle(for:traitCollection:)` (`.custom` is never adapted), else
    /// ``defaultAdaptiveStyle(for:in:)``.
    func adaptedStyle(for style: ModalPresentationStyle, in traits: TraitCollection) -> ModalPresentationStyle {
        guard style != .custom else { return style }
        if let delegate { return delegate.adaptivePresentationStyle(for: self, traitCollection: traits) ?? style }
        return defaultAdaptiveStyle(for: style, in: traits)
    }

    /// What a style adapts to with no delegate: itself (a popover overrides).
    func defaultAdaptiveStyle(for style: ModalPresentationStyle, in traits: TraitCollection) -> ModalPresentationStyle { style }

    /// The dimming view's opacity at rest: ``PresentationLayout/dimmingAlpha`` (a sheet at an
    /// undimmed detent says 0).
    var restingDimmingAlpha: Double { PresentationLayout.dimmingAlpha }

    /// Whether a click outside the presented view reaches the presenter (a sheet at an undimmed
    /// detent) instead of stopping at the container.
    var passesEventsToPresenter: Bool { false }

    /// The presented view was moved to ``frameOfPresentedViewInContainerView`` (inside an
    /// animation block when animated): chrome that follows it (a grabber, an arrow) moves too.
    func presentedViewDidMove() {}

    /// The presented controller's traits changed while presented (a popover may adapt).
    func presentedTraitsDidChange() {}
}
