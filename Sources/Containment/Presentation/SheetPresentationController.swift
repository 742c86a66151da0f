/// The presentation controller of a page or form sheet, as `UISheetPresentationController`: the
/// heights the sheet rests at (``detents``), the one it rests at now
/// (``selectedDetentIdentifier``), a grabber, and how far up the presenter stays usable
/// (``largestUndimmedDetentIdentifier``). Reach it through
/// ``ViewController/sheetPresentationController``.
///
/// **Geometry.** A sheet at a detent keeps the bottom edge and width of its tallest frame
/// (``PresentationLayout/restingFrame(for:in:)`` for `.pageSheet`) and is as tall as the detent;
/// `maximumDetentValue` is that tallest height. A `.formSheet` in a regular-width window is a
/// card sized by the presented controller's ``ViewController/preferredContentSize`` and has no
/// detents; in a compact width it is a page sheet.
///
/// **Dragging.** The top of the sheet (``dragAreaHeight`` points, holding the grabber) drags it:
/// the sheet's top follows the pointer point for point between its largest and smallest
/// detents; released, it settles at the detent ``SheetMotion/restingDetent(heights:height:velocity:)``
/// chooses (a flick goes on to the next detent, as every drag's flick rule) and the delegate
/// hears `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)` when that is another
/// detent. Dragged below the smallest detent, the sheet asks to be dismissed as UIKit does
/// (``ViewController/isModalInPresentation``, then the delegate's
/// `presentationControllerShouldDismiss(_:)`): allowed, `presentationControllerWillDismiss(_:)`
/// and an interactive dismissal follow, driven through an ``InteractiveTransition`` (the drag's
/// progress scrubs the slide down) and decided at release by its one rule, position and
/// velocity; completed, the dismissed controller's `viewDidDisappear` is followed by
/// `presentationControllerDidDismiss(_:)`; cancelled, the sheet springs back to its smallest
/// detent and the appearance callbacks are balanced (`viewWillDisappear`, `viewWillAppear`,
/// `viewDidAppear`). Refused, the delegate hears `presentationControllerDidAttemptToDismiss(_:)`
/// and the sheet follows the pointer only a third of the way, springing back when released.
@MainActor
public final class SheetPresentationController: PresentationController {
    /// How tall the draggable area at the sheet's top is, in points.
    public static let dragAreaHeight = 20.0
    /// The grabber's size, as UIKit's (36 × 5 points).
    public static let grabberSize = Size(width: 36, height: 5)
    /// The gap above the grabber.
    public static let grabberTopInset = 6.0

    /// The heights the sheet may rest at, as `detents`; `[.large()]` by default. An empty list
    /// counts as `[.large()]`.
    public var detents: [Detent] = [.large()] {
        didSet { configurationDidChange() }
    }

    /// The detent the sheet rests at, as `selectedDetentIdentifier`; `nil` (the default), or an
    /// identifier of no active detent, means the smallest. Setting it moves the sheet at once, or
    /// animated inside ``animateChanges(_:)``; the delegate is not told (only drags tell it).
    public var selectedDetentIdentifier: Detent.Identifier? {
        get { selected }
        set {
            selected = newValue
            configurationDidChange()
        }
    }
    private var selected: Detent.Identifier?

    /// Whether the sheet shows a grabber at its top, as `prefersGrabberVisible`. The top area
    /// drags the sheet whether or not the grabber shows.
    public var prefersGrabberVisible = false {
        didSet { configurationDidChange() }
    }

    /// The largest detent at which the presenter is neither dimmed nor cut off from input, as
    /// `largestUndimmedDetentIdentifier`: while the sheet rests at this detent or a smaller one,
    /// the dimming view is clear and clicks beside the sheet reach the presenter. `nil` (the
    /// default) dims at every detent.
    public var largestUndimmedDetentIdentifier: Detent.Identifier? {
        didSet { configurationDidChange() }
    }

    /// Animates the changes `changes` makes to the sheet's configuration (detents, selected
    /// detent, grabber, undimmed detent), as `animateChanges(_:)`.
    public func animateChanges(_ changes: () -> Void) {
        isAnimatingChanges = true
        changes()
        isAnimatingChanges = false
        View.animate(withDuration: PresentationLayout.transitionDuration, options: .curveEaseInOut) {
            self.layoutAtRest()
        }
    }

    /// The view at the sheet's top that a drag moves the sheet by; it holds ``grabberView``.
    /// In the container, above the presented view, following it.
    @_spi(Testing) public let dragAreaView = View()

    /// The grabber, shown when ``prefersGrabberVisible``.
    @_spi(Testing) public let grabberView = View()

    private let pan = PanGestureRecognizer()
    private var isAnimatingChanges = false
    private var drag: Drag?

    /// A running drag of the sheet.
    private struct Drag {
        enum Mode { case detents, dismissing, refused }
        var startTop: Double
        var mode = Mode.detents
        var dismissal: InteractiveTransition?
        /// The frame the sheet follows the pointer to, outside a dismissal.
        var frame: Rect
    }

    /// Creates the sheet presentation controller of `presentedViewController`, as
    /// `init(presentedViewController:presenting:)`.
    public override init(presentedViewController: ViewController, presenting presentingViewController: ViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        grabberView.backgroundColor = Color(white: 0.55)
        grabberView.isUserInteractionEnabled = false
        dragAreaView.addSubview(grabberView)
        pan.action = { [weak self] recognizer in
            guard let self, let pan = recognizer as? PanGestureRecognizer else { return }
            self.handlePan(pan)
        }
        dragAreaView.addGestureRecognizer(pan)
    }

    // MARK: Detents

    /// The active detents with their heights, in the order of ``detents``; empty while not
    /// presented or when the sheet has no detents (a regular-width form sheet).
    @_spi(Testing) public var resolvedDetents: [(identifier: Detent.Identifier, height: Double)] {
        guard let container = presentationContainer, usesDetents else { return [] }
        let largest = tallestFrame(in: container.bounds.size)
        let context = SheetPresentationControllerDetentResolutionContext(
            containerTraitCollection: container.window?.traitCollection ?? TraitCollection(windowSize: container.bounds.size),
            maximumDetentValue: largest.height)
        let list = detents.isEmpty ? [Detent.large()] : detents
        let resolved = list.compactMap { detent in detent.resolvedValue(in: context).map { (detent.identifier, $0) } }
        return resolved.isEmpty ? [(Detent.Identifier.large, largest.height)] : resolved
    }

    /// The detent the sheet rests at: the selected one, else the smallest.
    private var restingDetent: (identifier: Detent.Identifier, height: Double)? {
        let resolved = resolvedDetents
        if let selected, let match = resolved.first(where: { $0.identifier == selected }) { return match }
        return resolved.min { $0.height < $1.height }
    }

    private var presentationContainer: PresentationContainerView? { containerView as? PresentationContainerView }

    private var style: ModalPresentationStyle {
        presentationContainer?.style ?? presentedViewController.modalPresentationStyle
    }

    /// Whether the sheet rests at detents: a page sheet, or a form sheet in a compact width.
    private var usesDetents: Bool {
        guard let container = presentationContainer else { return false }
        return style == .pageSheet
            || (style == .formSheet && TraitCollection.sizeClass(forWidth: container.bounds.width) == .compact)
    }

    private func tallestFrame(in size: Size) -> Rect {
        PresentationLayout.restingFrame(for: .pageSheet, in: size)
    }

    // MARK: Layout

    /// At a detent, its height with the tallest frame's bottom edge; a regular-width form sheet
    /// is a card of the presented controller's ``ViewController/preferredContentSize``. While
    /// the sheet is dragged, where the drag holds it.
    public override var frameOfPresentedViewInContainerView: Rect {
        if let drag, drag.mode != .dismissing { return drag.frame }
        guard let container = presentationContainer else { return super.frameOfPresentedViewInContainerView }
        let size = container.bounds.size
        if usesDetents, let detent = restingDetent {
            return SheetMotion.frame(height: detent.height, largest: tallestFrame(in: size))
        }
        if style == .formSheet {
            return PresentationLayout.formSheetFrame(preferredSize: presentedViewController.preferredContentSize, in: size)
        }
        return super.frameOfPresentedViewInContainerView
    }

    /// Whether the sheet rests at or below ``largestUndimmedDetentIdentifier``.
    private var restsUndimmed: Bool {
        guard drag == nil, let undimmed = largestUndimmedDetentIdentifier, let detent = restingDetent,
              let limit = resolvedDetents.first(where: { $0.identifier == undimmed }) else { return false }
        return detent.height <= limit.height
    }

    override var restingDimmingAlpha: Double { restsUndimmed ? 0 : PresentationLayout.dimmingAlpha }

    override var passesEventsToPresenter: Bool { restsUndimmed }

    override func presentedViewDidMove() {
        guard let view = presentedView, let container = presentationContainer, dragAreaView.superview === container else { return }
        let frame = view.frame
        dragAreaView.frame = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: min(Self.dragAreaHeight, frame.height))
        dragAreaView.alpha = view.alpha
        grabberView.isHidden = !prefersGrabberVisible
        grabberView.frame = Rect(x: (frame.width - Self.grabberSize.width) / 2, y: Self.grabberTopInset,
                                 width: Self.grabberSize.width, height: Self.grabberSize.height)
    }

    /// Puts the sheet where its configuration says, with the dimming to match (inside an
    /// animation block when animated). Nothing while it is not presented at rest or is dragged.
    private func layoutAtRest() {
        guard drag == nil, let container = presentationContainer, container.phase == .presented,
              let view = presentedView, view.superview === container else { return }
        view.frame = frameOfPresentedViewInContainerView
        container.dimmingView?.alpha = restingDimmingAlpha
        presentedViewDidMove()
    }

    private func configurationDidChange() {
        guard !isAnimatingChanges else { return }
        layoutAtRest()
    }

    /// Keeps the drag area on the presented view and the dimming at its detent's opacity.
    public override func containerViewDidLayoutSubviews() {
        super.containerViewDidLayoutSubviews()
        presentedViewDidMove()
        if let container = presentationContainer, container.phase == .presented, drag == nil,
           !(container.dimmingView?.isAnimating(.alpha) ?? false) {
            container.dimmingView?.alpha = restingDimmingAlpha
        }
    }

    // MARK: Transitions

    /// Adds the drag area (and grabber) above the presented view.
    public override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let container = presentationContainer else { return }
        container.addSubview(dragAreaView)
        presentedViewDidMove()
    }

    /// Takes the drag area out once the sheet has gone; after a cancelled dismissal the sheet
    /// rests at its smallest detent, where the drag left it.
    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        dismissalDrive = nil
        if completed {
            dragAreaView.removeFromSuperview()
            drag = nil
        } else {
            let smallest = resolvedDetents.min { $0.height < $1.height }
            if let smallest, smallest.identifier != restingDetent?.identifier { choose(smallest.identifier) }
            drag = nil
        }
    }

    // MARK: Dragging

    private func handlePan(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            beginDrag()
            follow(pan.location(in: nil).y - pan.startLocation(in: nil).y)
        case .changed:
            follow(pan.location(in: nil).y - pan.startLocation(in: nil).y)
        case .ended:
            release(velocity: pan.velocity(in: nil).y, abandoned: false)
        case .cancelled, .failed:
            release(velocity: 0, abandoned: true)
        case .possible:
            break
        }
    }

    private func beginDrag() {
        guard drag == nil, let container = presentationContainer, container.phase == .presented,
              let view = presentedView, view.superview === container else { return }
        let shown = view.presentation.frame
        view.frame = shown
        container.dimmingView.map { $0.alpha = $0.presentation.alpha }
        drag = Drag(startTop: shown.minY, frame: shown)
    }

    /// The sheet's frames at its smallest and largest detents (the card for a form sheet).
    private func restingRange() -> (smallest: Rect, largest: Rect)? {
        guard let container = presentationContainer else { return nil }
        let size = container.bounds.size
        let heights = resolvedDetents.map(\.height)
        guard usesDetents, let low = heights.min(), let high = heights.max() else {
            let card = PresentationLayout.formSheetFrame(preferredSize: presentedViewController.preferredContentSize, in: size)
            let frame = style == .formSheet ? card : super.frameOfPresentedViewInContainerView
            return (frame, frame)
        }
        let tallest = tallestFrame(in: size)
        return (SheetMotion.frame(height: low, largest: tallest), SheetMotion.frame(height: high, largest: tallest))
    }

    private func follow(_ translation: Double) {
        guard var current = drag, let range = restingRange(), let view = presentedView,
              let container = presentationContainer else { return }
        let top = current.startTop + translation
        let overshoot = top - range.smallest.minY
        if current.mode == .detents, overshoot > 0 {
            view.frame = range.smallest
            current.frame = range.smallest
            drag = current
            presentedViewDidMove()
            current.mode = beginDismissal(from: range.smallest, in: container) ? .dismissing : .refused
            if current.mode == .dismissing {
                current.dismissal = dismissalDrive
            }
            drag = current
        }
        switch current.mode {
        case .dismissing:
            current.dismissal?.update(translation: overshoot)
        case .refused:
            var frame = range.smallest
            frame.origin.y += SheetMotion.resistedOffset(overshoot: overshoot)
            current.frame = frame
            drag = current
            view.frame = frame
            presentedViewDidMove()
        case .detents:
            let frame: Rect
            if usesDetents {
                let clampedTop = min(max(top, range.largest.minY), range.smallest.minY)
                frame = SheetMotion.frame(height: range.largest.maxY - clampedTop, largest: range.largest)
            } else {
                frame = range.smallest
            }
            current.frame = frame
            drag = current
            view.frame = frame
            presentedViewDidMove()
        }
    }

    private func release(velocity: Double, abandoned: Bool) {
        guard let current = drag else { return }
        switch current.mode {
        case .dismissing:
            // The dismissal's end (``dismissalTransitionDidEnd(_:)``) ends the drag; an abandoned
            // drag (the pointer taken away) cancels it.
            if abandoned { current.dismissal?.cancel() } else { current.dismissal?.finish(velocity: velocity) }
        case .refused:
            drag = nil
            settle(at: resolvedDetents.min { $0.height < $1.height }?.identifier)
        case .detents:
            drag = nil
            let resolved = resolvedDetents
            let index = SheetMotion.restingDetent(heights: resolved.map(\.height), height: current.frame.height, velocity: velocity)
            settle(at: index.map { resolved[$0].identifier })
        }
    }

    /// Makes `identifier` the selected detent on the user's behalf (the delegate hears of it
    /// when it changed) and slides the sheet there.
    private func settle(at identifier: Detent.Identifier?) {
        if let identifier, identifier != restingDetent?.identifier { choose(identifier) }
        View.animate(withDuration: PresentationLayout.transitionDuration, options: .curveEaseOut) {
            self.layoutAtRest()
        }
    }

    private func choose(_ identifier: Detent.Identifier) {
        selected = identifier
        (delegate as? SheetPresentationControllerDelegate)?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
    }

    // MARK: Interactive dismissal

    /// The transition the running dismissal drag drives.
    private var dismissalDrive: InteractiveTransition?

    /// Asks to dismiss (see the type's documentation) and, allowed, starts the interactive
    /// dismissal from `frame`. Returns whether it started.
    private func beginDismissal(from frame: Rect, in container: PresentationContainerView) -> Bool {
        guard mayDismissFromUser() else { return false }
        delegate?.presentationControllerWillDismiss(self)
        let drive = InteractiveTransition(distance: max(1, container.bounds.height - frame.minY))
        let interactor = PercentDrivenInteractiveTransition()
        interactor.drive(with: drive)
        drive.begin(at: 0)
        dismissalDrive = drive
        let started = presentedViewController.dismissInteractively(
            animator: SheetDismissalAnimator(sheet: self), interactor: interactor
        ) { [weak self] in
            guard let self else { return }
            self.delegate?.presentationControllerDidDismiss(self)
        }
        if !started {
            drive.cancel()
            dismissalDrive = nil
        }
        return started
    }
}

/// Slides a dragged sheet down out of the window, linearly so that a percent-driven drag moves
/// it point for point; the dimming clears with it.
@MainActor
final class SheetDismissalAnimator: ViewControllerAnimatedTransitioning {
    private weak var sheet: SheetPresentationController?

    init(sheet: SheetPresentationController) {
        self.sheet = sheet
    }

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> Double {
        PresentationLayout.transitionDuration
    }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let view = transitionContext.view(forKey: .from) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        var end = view.frame
        end.origin.y = container.bounds.height
        let sheet = sheet
        View.animate(withDuration: transitionDuration(using: transitionContext), options: .curveLinear) {
            view.frame = end
            (container as? PresentationContainerView)?.dimmingView?.alpha = 0
            sheet?.presentedViewDidMove()
        } completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
