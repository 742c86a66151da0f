/// Recognizes the pointer hovering over a view, as `UIHoverGestureRecognizer`: it begins when
/// the pointer enters the view (or one of its subviews), changes as the pointer moves within,
/// and ends when the pointer leaves the view or the window. ``GestureRecognizer/location(in:)``
/// says where the pointer is.
///
/// It follows the pointer while no button is held (a drag is the press recognizers' business,
/// and the hover resumes at the first motion after the release); presses never reach it. A
/// recognizer that is disabled while the pointer is over its view is cancelled. As with the
/// other recognizers, ``GestureRecognizer/shouldBegin`` and the delegate's
/// `gestureRecognizerShouldBegin(_:)` may refuse it: it fails until the pointer leaves.
///
/// Only windows with hover recognizers pay for them: the host hands the pointer's motion to the
/// window, which hit-tests it only while one of its views has a hover recognizer.
@MainActor
public final class HoverGestureRecognizer: GestureRecognizer {
    /// Creates a recognizer with an action, as `init(target:action:)` with a closure.
    public override init(action: ((GestureRecognizer) -> Void)? = nil) {
        super.init(action: action)
        HoverTracking.register(self)
    }

    override var followsPresses: Bool { false }

    /// The pointer came over the view.
    func hoverEntered(at location: Point) {
        reset()
        startLocation = location
        currentLocation = location
        if InputArbitration.allowsBegin(self) {
            transition(to: .began)
        } else {
            state = .failed
        }
    }

    /// The pointer moved over the view.
    func hoverMoved(to location: Point) {
        currentLocation = location
        if state == .began || state == .changed { transition(to: .changed) }
    }

    /// The pointer left the view (or the recognizer was disabled: `cancelled`).
    func hoverLeft(at location: Point?, cancelled: Bool) {
        if let location { currentLocation = location }
        if state == .began || state == .changed {
            transition(to: cancelled ? .cancelled : .ended)
        } else {
            state = .possible
        }
    }
}
