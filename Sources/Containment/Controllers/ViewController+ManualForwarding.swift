/// Helpers for containers that forward appearance by hand to the one child they show
/// (navigation and tab bar controllers), so each phase of the container's own appearance
/// reaches that child exactly once.
extension ViewController {
    /// Begins `child`'s appearance (or disappearance) along with the container's own, unless
    /// the child is already on its way there.
    func forwardBeginAppearance(_ isAppearing: Bool, to child: ViewController?, animated: Bool) {
        child?.beginAppearanceTransitionIfNeeded(isAppearing, animated: animated)
    }

    /// Ends `child`'s transition when it is in flight in the given direction.
    func forwardEndAppearance(_ isAppearing: Bool, to child: ViewController?) {
        child?.endAppearanceTransitionIfInFlight(appearing: isAppearing)
    }
}

/// A container's root view that tells its controller when it lays out, so the container
/// places its bars and the shown child's view.
@MainActor
final class LayoutReportingView: View {
    var onLayout: (() -> Void)?

    override func layoutSubviews() {
        super.layoutSubviews()
        onLayout?()
    }
}
