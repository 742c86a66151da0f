/// A flip or cross-dissolve between two subviews of a container, recorded by the core and drawn
/// by the adapter from snapshots of the two views, as UIKit's `transition(with:)` and
/// `transition(from:to:duration:options:)` do with their snapshots.
@MainActor
public final class ViewTransition {
    /// The visual kinds, as the `transition…` members of `UIView.AnimationOptions`.
    public enum Kind: String, Sendable, CaseIterable {
        /// Flip around the vertical axis, left edge towards the viewer.
        case flipFromLeft
        /// Flip around the vertical axis, right edge towards the viewer.
        case flipFromRight
        /// Flip around the horizontal axis, top edge towards the viewer.
        case flipFromTop
        /// Flip around the horizontal axis, bottom edge towards the viewer.
        case flipFromBottom
        /// Fade from the old view to the new one.
        case crossDissolve
    }

    /// The kind of transition.
    public let kind: Kind
    /// The view being replaced.
    public let fromView: View?
    /// The view taking its place.
    public let toView: View?
    /// The eased progress from 0 (only `fromView` shows) to 1 (only `toView` shows).
    public internal(set) var progress: Double = 0

    init(kind: Kind, fromView: View?, toView: View?) {
        self.kind = kind
        self.fromView = fromView
        self.toView = toView
    }

    /// For a flip, the rotation angle in degrees (0 to 180) at the current progress; the adapter
    /// shows `fromView` below 90 and `toView` above.
    public var flipAngle: Double { progress * 180 }

    /// Whether the incoming view is the one to draw at this progress (past half for flips;
    /// both are drawn for a dissolve).
    public var showsToView: Bool { progress >= 0.5 }
}
