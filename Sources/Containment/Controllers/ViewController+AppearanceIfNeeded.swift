/// The guards every container that forwards appearance by hand needs, written once: begin a
/// child's transition only when it changes the child's state, end one only when one is in
/// flight. Calling them again changes nothing, so a container can call them from every path that
/// may get there (a drag, its release, the container's own appearance) without counting.
extension ViewController {
    /// Begins an appearance transition towards `appearing` when that changes this controller's
    /// state (a disappeared or disappearing controller appears; an appeared or appearing one
    /// disappears; a begin in the opposite direction of one in flight turns it around), and does
    /// nothing otherwise, so UIKit's warning for a repeated begin never fires. Returns whether a
    /// transition began.
    @discardableResult
    func beginAppearanceTransitionIfNeeded(_ appearing: Bool, animated: Bool) -> Bool {
        guard appearing != appearanceState.isAppearingOrAppeared else { return false }
        beginAppearanceTransition(appearing, animated: animated)
        return true
    }

    /// Ends the appearance transition in flight, if any, or only one in the direction of
    /// `appearing` when given (`true`: an appearance, `false`: a disappearance). Returns whether
    /// one ended.
    @discardableResult
    func endAppearanceTransitionIfInFlight(appearing: Bool? = nil) -> Bool {
        let state = appearanceState
        guard state.isInFlight, appearing.map({ $0 == (state == .appearing) }) ?? true else { return false }
        endAppearanceTransition()
        return true
    }
}
