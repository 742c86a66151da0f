/// The presentation controller of a `.popover`, as `UIPopoverPresentationController`: a bubble
/// next to its source (``barButtonItem``, or ``sourceView`` and ``sourceRect``) with an arrow
/// pointing at it, sized by the presented controller's ``ViewController/preferredContentSize``
/// (animated when it changes) and kept inside the window (``PopoverLayout``). Reach it through
/// ``ViewController/popoverPresentationController`` and set its source before presenting;
/// presenting a popover without one is refused with a ``HierarchyInconsistency``, as UIKit
/// raises.
///
/// A popover fades in and out, does not dim the presenter, and is dismissed by a click outside
/// it or Escape, both asking as every user dismissal does (``ViewController/isModalInPresentation``,
/// then the delegate's `presentationControllerShouldDismiss(_:)`; `presentationControllerWillDismiss(_:)`
/// and `presentationControllerDidDismiss(_:)` around the dismissal).
///
/// In a compact-width window (at presentation, or when the width becomes compact while it is
/// shown) it adapts to what the delegate's `adaptivePresentationStyle(for:traitCollection:)`
/// answers (by default a page sheet; `.none` keeps the popover), and back to a popover when the
/// width is regular again.
@MainActor
public final class PopoverPresentationController: PresentationController {
    /// The bar button the popover points at, as `barButtonItem`. Wins over ``sourceView``.
    public var barButtonItem: BarButtonItem? {
        didSet { placementDidChange() }
    }

    /// The view the popover points at, as `sourceView`. Weak, as UIKit's.
    public weak var sourceView: View? {
        didSet { placementDidChange() }
    }

    /// The rectangle in ``sourceView`` the popover points at, as `sourceRect`; `.zero` (the
    /// default) means the view's bounds.
    public var sourceRect: Rect = .zero {
        didSet { placementDidChange() }
    }

    /// The sides the arrow may be on, as `permittedArrowDirections`; `.any` by default.
    public var permittedArrowDirections: PopoverArrowDirection = .any {
        didSet { placementDidChange() }
    }

    /// The side the arrow is on once the popover is placed, as `arrowDirection`: `.unknown`
    /// before the presentation and while the popover is adapted to another style.
    public private(set) var arrowDirection: PopoverArrowDirection = .unknown

    /// The arrow, in the container beside the presented view: a triangle the GTK adapter draws
    /// with cairo, filled with the presented view's background (white when it has none).
    @_spi(Testing) public let arrowView = DrawingView()

    private let outsideClick = TapGestureRecognizer()

    /// Creates the popover presentation controller of `presentedViewController`, as
    /// `init(presentedViewController:presenting:)`.
    public override init(presentedViewController: ViewController, presenting presentingViewController: ViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        arrowView.isUserInteractionEnabled = false
        arrowView.drawHandler = { [weak self] rect, context in
            guard let self else { return }
            Self.drawArrow(pointing: self.arrowDirection, in: rect, color: self.presentedView?.backgroundColor ?? .white, context: context)
        }
        outsideClick.action = { [weak self] recognizer in
            guard let self, recognizer.state == .ended else { return }
            self.clicked(at: recognizer.location(in: nil))
        }
    }

    /// Whether a source is set.
    var hasSource: Bool { barButtonItem != nil || sourceView != nil }

    private var presentationContainer: PresentationContainerView? { containerView as? PresentationContainerView }

    /// The source's rectangle in the window, or `nil` when it is in no window.
    private var sourceFrameInWindow: Rect? {
        if let item = barButtonItem {
            return item.bar?.frameInWindow(of: item)
        }
        guard let view = sourceView, view.window != nil else { return nil }
        let rect = sourceRect == .zero ? view.bounds : sourceRect
        let origin = view.convert(rect.origin, to: nil)
        return Rect(origin: origin, size: rect.size)
    }

    /// The placement at the current sizes, or `nil` when not shown as a popover.
    private var placement: PopoverLayout.Placement? {
        guard let container = presentationContainer, container.style == .popover, let source = sourceFrameInWindow else { return nil }
        let origin = container.convert(Point.zero, to: nil)
        let local = Rect(x: source.minX - origin.x, y: source.minY - origin.y, width: source.width, height: source.height)
        return PopoverLayout.place(contentSize: presentedViewController.preferredContentSize, source: local,
                                   in: container.bounds.size, permitted: permittedArrowDirections)
    }

    /// Next to the source (``PopoverLayout``) while shown as a popover; the adapted style's frame
    /// otherwise.
    public override var frameOfPresentedViewInContainerView: Rect {
        placement?.frame ?? super.frameOfPresentedViewInContainerView
    }

    override func defaultAdaptiveStyle(for style: ModalPresentationStyle, in traits: TraitCollection) -> ModalPresentationStyle {
        style == .popover && traits.horizontalSizeClass == .compact ? .pageSheet : style
    }

    override func presentedViewDidMove() {
        guard let view = presentedView, let container = presentationContainer, arrowView.superview === container else { return }
        guard let placement else {
            arrowDirection = .unknown
            arrowView.isHidden = true
            return
        }
        if arrowDirection != placement.arrowDirection {
            arrowDirection = placement.arrowDirection
            arrowView.setNeedsDisplay()
        }
        arrowView.isHidden = false
        // Follows the presented view, also while it moves to a new size.
        let frame = view.frame
        let resting = placement.frame
        arrowView.frame = Rect(x: placement.arrowFrame.minX + frame.minX - resting.minX,
                               y: placement.arrowFrame.minY + frame.minY - resting.minY,
                               width: placement.arrowFrame.width, height: placement.arrowFrame.height)
        arrowView.alpha = view.alpha
    }

    private func placementDidChange() {
        guard let container = presentationContainer, container.phase == .presented,
              let view = presentedView, view.superview === container else { return }
        view.frame = frameOfPresentedViewInContainerView
        presentedViewDidMove()
    }

    /// Keeps the arrow on the presented view.
    public override func containerViewDidLayoutSubviews() {
        super.containerViewDidLayoutSubviews()
        presentedViewDidMove()
    }

    // MARK: Transitions

    /// Tells the delegate (`prepareForPopoverPresentation(_:)`), adds the arrow, and listens for
    /// clicks outside.
    public override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        (delegate as? PopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(self)
        guard let container = presentationContainer else { return }
        container.addSubview(arrowView)
        container.addGestureRecognizer(outsideClick)
        presentedViewDidMove()
    }

    /// Takes the arrow away once the popover has gone.
    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        guard completed else { return }
        arrowView.removeFromSuperview()
        presentationContainer?.removeGestureRecognizer(outsideClick)
        arrowDirection = .unknown
    }

    /// Adapts when the width changes size class while shown: to the delegate's style in a
    /// compact width, back to a popover in a regular one.
    override func presentedTraitsDidChange() {
        guard let container = presentationContainer, container.phase == .presented else { return }
        var wanted = adaptedStyle(for: .popover, in: presentedViewController.traitCollection)
        // Only the styles that leave the presenter in place can be switched to in place.
        if wanted == .fullScreen || wanted == .custom { wanted = .overFullScreen }
        container.adapt(to: wanted, animated: true)
    }

    // MARK: A click outside

    private func clicked(at point: Point) {
        guard let container = presentationContainer, container.phase == .presented, container.style == .popover,
              let view = presentedView, !presentedViewController.isBeingDismissed else { return }
        let local = container.convert(point, from: nil)
        guard !view.frame.contains(local), !arrowView.frame.contains(local) else { return }
        dismissFromUser()
    }

    // MARK: Drawing

    /// Fills the triangle of an arrow pointing `direction` (its tip on the far side of `rect`).
    static func drawArrow(pointing direction: PopoverArrowDirection, in rect: Rect, color: Color, context: any GraphicsContext) {
        let tip: Point, baseStart: Point, baseEnd: Point
        switch direction {
        case .down:
            tip = Point(x: rect.midX, y: rect.maxY)
            baseStart = Point(x: rect.minX, y: rect.minY)
            baseEnd = Point(x: rect.maxX, y: rect.minY)
        case .left:
            tip = Point(x: rect.minX, y: rect.midY)
            baseStart = Point(x: rect.maxX, y: rect.minY)
            baseEnd = Point(x: rect.maxX, y: rect.maxY)
        case .right:
            tip = Point(x: rect.maxX, y: rect.midY)
            baseStart = Point(x: rect.minX, y: rect.minY)
            baseEnd = Point(x: rect.minX, y: rect.maxY)
        case .up:
            tip = Point(x: rect.midX, y: rect.minY)
            baseStart = Point(x: rect.minX, y: rect.maxY)
            baseEnd = Point(x: rect.maxX, y: rect.maxY)
        default:
            return
        }
        context.setFillColor(color)
        context.move(to: tip)
        context.addLine(to: baseStart)
        context.addLine(to: baseEnd)
        context.closePath()
        context.fillPath()
    }
}
