/// A behaviour added to a view as a whole, as `UIInteraction`: a tooltip
/// (``ToolTipInteraction``), a context menu (``ContextMenuInteraction``). The view keeps its interactions (strongly, as
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

/// What few views keep beside their frame and colours: interactions, a tooltip, a pointer shape.
@MainActor
final class DesktopExtras {
    var interactions: [any Interaction] = []
    var toolTip: String?
    var cursor: Cursor?
}

extension View {
    /// The interactions added to the view, in the order they were added, as
    /// `UIView.interactions`. Setting it removes those not in the new list and adds the new ones.
    public var interactions: [any Interaction] {
        get { desktopExtras?.interactions ?? [] }
        set {
            for old in interactions where !newValue.contains(where: { $0 === old }) { removeInteraction(old) }
            for new in newValue { addInteraction(new) }
        }
    }

    /// Adds an interaction, as `UIView.addInteraction(_:)`: it hears `willMove(to:)` and
    /// `didMove(to:)` with this view. One already on another view moves here (it is removed there
    /// first); one already here stays as it is.
    public func addInteraction(_ interaction: any Interaction) {
        guard !interactions.contains(where: { $0 === interaction }) else { return }
        if let other = interaction.view, other !== self { other.removeInteraction(interaction) }
        interaction.willMove(to: self)
        ensuredDesktopExtras.interactions.append(interaction)
        interaction.didMove(to: self)
    }

    /// Removes an interaction, as `UIView.removeInteraction(_:)`: it hears `willMove(to: nil)` and
    /// `didMove(to: nil)`. One not on this view is left alone.
    public func removeInteraction(_ interaction: any Interaction) {
        guard let extras = desktopExtras, extras.interactions.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        extras.interactions.removeAll { $0 === interaction }
        interaction.didMove(to: nil)
    }
}
