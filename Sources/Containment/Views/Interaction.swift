/// A behaviour added to a view as a whole, as `UIInteraction`: a context menu
/// (``ContextMenuInteraction``), a tooltip. The view keeps its interactions (strongly, as
/// UIKit's `interactions` array does) and tells each when it is added and removed; the
/// interaction keeps its ``view`` weakly and answers it.
@MainActor
public protocol Interaction: AnyObject {
    /// The view the interaction is on, as `UIInteraction.view` (kept weakly by the interaction).
    var view: View? { get }
    /// Called before the interaction moves to `view` (`nil`: it is being removed), as
    /// `UIInteraction.willMove(to:)`.
    func willMove(to view: View?)
    /// Called after the interaction moved to `view` (`nil`: it was removed), as
    /// `UIInteraction.didMove(to:)`: an interaction records its view here.
    func didMove(to view: View?)
}
