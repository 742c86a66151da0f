/// Where a controller stands in UIKit's four-state appearance machine.
///
/// `disappeared → appearing → appeared → disappearing → disappeared`. A begin in the opposite
/// direction while a transition is in flight turns it around (`appearing → disappearing` or
/// back); a repeated begin is ignored with a warning. Every `will` callback is matched by
/// exactly one `did` callback or by a `will` in the opposite direction, so the callbacks stay
/// balanced.
public enum AppearanceState: String, Sendable {
    /// Not on screen; the resting state.
    case disappeared
    /// `viewWillAppear` sent, `viewDidAppear` not yet.
    case appearing
    /// On screen.
    case appeared
    /// `viewWillDisappear` sent, `viewDidDisappear` not yet.
    case disappearing

    /// Whether a transition is in flight (appearing or disappearing).
    public var isInFlight: Bool { self == .appearing || self == .disappearing }

    /// Whether the controller is on screen or on its way there.
    public var isAppearingOrAppeared: Bool { self == .appearing || self == .appeared }

    /// The state a begin leads to, or `nil` when the begin is a repeat to be ignored.
    func afterBegin(appearing: Bool) -> AppearanceState? {
        switch (self, appearing) {
        case (.disappeared, true), (.disappearing, true): .appearing
        case (.appeared, false), (.appearing, false): .disappearing
        default: nil
        }
    }

    /// The state an end leads to, or `nil` when there is nothing in flight to end.
    var afterEnd: AppearanceState? {
        switch self {
        case .appearing: .appeared
        case .disappearing: .disappeared
        default: nil
        }
    }
}
