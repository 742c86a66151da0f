extension View {
    /// The interactions added to the view, in the order they were added, as
    /// `UIView.interactions`. Setting it removes those not in the new list and adds the new ones.
    public var interactions: [any Interaction] {
        get { storedInteractions }
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
        storedInteractions.append(interaction)
        interaction.didMove(to: self)
    }

    /// Removes an interaction, as `UIView.removeInteraction(_:)`: it hears `willMove(to: nil)` and
    /// `didMove(to: nil)`. One not on this view is left alone.
    public func removeInteraction(_ interaction: any Interaction) {
        guard storedInteractions.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        storedInteractions.removeAll { $0 === interaction }
        interaction.didMove(to: nil)
    }
}
