/// The view that holds one presented controller's view in the window, as UIKit's presentation
/// container view (`UITransitionView`) with, for a page sheet, the presentation controller's
/// dimming view.
///
/// `present(_:animated:completion:)` adds one to the window, above the root view and any earlier
/// presentations; `dismiss(animated:completion:)` removes it. It fills the window and resizes
/// with it, and lays the presented view out at ``PresentationLayout/restingFrame(for:in:)``.
/// It takes every pointer event that reaches it and is not for the presented view, so the
/// presenter underneath gets no input while something is presented, and it takes all of them
/// while a transition runs, as UIKit ignores touches during a modal transition.
///
/// The GTK adapter draws it as any other view; the dimming view is a plain black ``View`` at
/// opacity ``PresentationLayout/dimmingAlpha`` (animated in and out with the sheet).
@MainActor
public final class PresentationContainerView: View {
    /// The presentation style this container lays out, copied from the presented controller's
    /// `modalPresentationStyle` when it was presented (or the style its presentation controller's
    /// delegate adapted it to), and changed when a popover adapts to a sheet in a compact width.
    public internal(set) var style: ModalPresentationStyle

    /// The transition style used to present and dismiss, copied from the presented controller's
    /// `modalTransitionStyle` when it was presented.
    public let transitionStyle: ModalTransitionStyle

    /// The black view dimming the presenter behind a page or form sheet, as
    /// `UISheetPresentationController`'s dimming view; `nil` for the full-screen styles and
    /// popovers.
    public private(set) var dimmingView: View?

    /// The controller whose view this container shows.
    public private(set) weak var presentedViewController: ViewController?

    /// The controller that presented it (the root of its presenting context).
    public private(set) weak var presentingViewController: ViewController?

    /// Whether the container shows a sheet with the presenter visible around it.
    public var showsSheet: Bool { Self.dims(style) }

    /// Whether `style` dims the presenter: the sheets.
    static func dims(_ style: ModalPresentationStyle) -> Bool { style == .pageSheet || style == .formSheet }

    /// Where the presentation stands.
    public enum Phase: Sendable {
        /// The presentation transition runs.
        case presenting
        /// Presented and at rest.
        case presented
        /// The dismissal transition runs.
        case dismissing
    }

    /// Where the presentation stands; the adapter may use it to skip shadows while animating.
    public internal(set) var phase: Phase = .presenting

    /// The presenter's view this full-screen presentation took out of the window, with where it
    /// was, to put it back at dismissal.
    private weak var coveredView: View?
    private weak var coveredViewHome: View?
    private var coveredViewIndex = 0

    /// The presentation controller managing this presentation; it places the presented view.
    public private(set) weak var presentationController: PresentationController?

    /// A container for `presented` by `presenter` laid out in `style` by `controller`. The
    /// presented view is added at its resting frame unless `addsPresentedView` is `false` (a
    /// custom animator adds it, as UIKit leaves that to `animateTransition(using:)`).
    init(presenting presenter: ViewController, presented: ViewController, style: ModalPresentationStyle,
         controller: PresentationController, frame: Rect, addsPresentedView: Bool = true) {
        self.style = style
        // A popover fades in and out wherever it sits, as UIKit's.
        transitionStyle = style == .popover ? .crossDissolve : presented.modalTransitionStyle
        dimmingView = Self.dims(style) ? Self.makeDimmingView(size: frame.size) : nil
        presentedViewController = presented
        presentingViewController = presenter
        presentationController = controller
        super.init(frame: frame)
        controller.containerView = self
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if let dimmingView { addSubview(dimmingView) }
        // The presentation controller measures the presented view's frame in this container.
        controller.containerView = self
        if addsPresentedView {
            addSubview(presented.view)
            placePresentedView()
        }
    }

    private static func makeDimmingView(size: Size) -> View {
        let dimming = View(frame: Rect(origin: .zero, size: size))
        dimming.backgroundColor = .black
        dimming.alpha = PresentationLayout.dimmingAlpha
        dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        return dimming
    }

    /// Lays the presentation out in `newStyle` from now on (a popover adapting to a sheet, or
    /// back): the dimming view comes or goes and the presented view moves to its new resting
    /// frame, animated when `animated`.
    func adapt(to newStyle: ModalPresentationStyle, animated: Bool) {
        guard newStyle != style else { return }
        style = newStyle
        if Self.dims(newStyle), dimmingView == nil {
            let dimming = Self.makeDimmingView(size: bounds.size)
            dimming.alpha = 0
            insertSubview(dimming, at: 0)
            dimmingView = dimming
        } else if !Self.dims(newStyle), let dimming = dimmingView {
            dimming.removeFromSuperview()
            dimmingView = nil
        }
        guard phase == .presented else { return }
        View.animate(withDuration: animated ? PresentationLayout.transitionDuration : 0, options: .curveEaseInOut) {
            self.applyShownAppearance()
        }
    }

    /// Where the presented view rests: the presentation controller's
    /// ``PresentationController/frameOfPresentedViewInContainerView``.
    var restingFrame: Rect {
        presentationController?.frameOfPresentedViewInContainerView
            ?? PresentationLayout.restingFrame(for: style, in: bounds.size)
    }

    /// Where a cover-vertical transition starts and a dismissal ends: the resting frame below
    /// the bottom edge.
    var offscreenFrame: Rect {
        var frame = restingFrame
        frame.origin.y = bounds.height
        return frame
    }

    // MARK: Layout

    /// Puts the dimming view over the whole container and the presented view at its resting
    /// frame; during a cover-vertical dismissal the presented view stays below the bottom edge.
    /// Tells the presentation controller (``PresentationController/containerViewWillLayoutSubviews()``
    /// and ``PresentationController/containerViewDidLayoutSubviews()``) around it. While a
    /// custom animator runs the transition, it alone places the presented view.
    public override func layoutSubviews() {
        presentationController?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        dimmingView?.frame = bounds
        if !runsCustomTransition || phase == .presented { placePresentedView() }
        presentationController?.containerViewDidLayoutSubviews()
    }

    /// Whether a custom animator moves the presented view during the transitions.
    var runsCustomTransition = false

    private func placePresentedView() {
        guard let view = presentedViewController?.viewIfLoaded, view.superview === self else { return }
        if phase == .dismissing && transitionStyle == .coverVertical {
            view.frame = offscreenFrame
        } else {
            view.frame = restingFrame
        }
    }

    /// Sets the values the presentation starts from (and a dismissal ends at): the view below
    /// the bottom edge or transparent, the dimming view clear.
    func applyHiddenAppearance() {
        dimmingView?.alpha = 0
        guard let view = presentedViewController?.viewIfLoaded else { return }
        switch transitionStyle {
        case .coverVertical: view.frame = offscreenFrame
        case .crossDissolve: view.alpha = 0
        }
        presentationController?.presentedViewDidMove()
    }

    /// Sets the values of a presentation at rest: the view at its resting frame and opaque, the
    /// dimming view at its opacity.
    func applyShownAppearance() {
        dimmingView?.alpha = presentationController?.restingDimmingAlpha ?? PresentationLayout.dimmingAlpha
        guard let view = presentedViewController?.viewIfLoaded else { return }
        view.frame = restingFrame
        view.alpha = 1
        presentationController?.presentedViewDidMove()
    }

    // MARK: The presenter's view

    /// Takes the presenter's view out of the window after a full-screen presentation, as UIKit
    /// removes the views underneath a `.fullScreen` presentation once it has finished.
    func coverPresenterView() {
        guard let view = presentingViewController?.viewIfLoaded, let home = view.superview else { return }
        coveredView = view
        coveredViewHome = home
        coveredViewIndex = home.subviews.firstIndex { $0 === view } ?? 0
        view.removeFromSuperview()
    }

    /// Puts the presenter's view back where it was, sized to its place, at the start of the
    /// dismissal.
    func uncoverPresenterView() {
        guard let view = coveredView, let home = coveredViewHome else { return }
        coveredView = nil
        coveredViewHome = nil
        home.insertSubview(view, at: coveredViewIndex)
        if let container = home as? PresentationContainerView {
            container.placePresentedView()
        } else {
            view.frame = home.bounds
        }
    }

    // MARK: Input

    /// Takes every event while a transition runs; at rest, events outside the presented view
    /// stop here (on the dimming view or the container) instead of reaching the presenter,
    /// unless the presentation leaves the presenter usable (a sheet at or below its
    /// ``SheetPresentationController/largestUndimmedDetentIdentifier``): then they go through.
    public override func hitTest(_ point: Point) -> View? {
        guard let hit = super.hitTest(point) else { return nil }
        guard phase == .presented else { return self }
        if hit === self || hit === dimmingView, presentationController?.passesEventsToPresenter ?? false { return nil }
        return hit
    }
}
