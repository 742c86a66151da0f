/// Where a context menu's configuration came from, and whom to tell as it shows and ends: an
/// interaction's delegate, or a table's delegate for a row.
@MainActor
struct ContextMenuSource {
    /// The configuration the delegate answered.
    let configuration: ContextMenuConfiguration
    /// The sender the chosen action runs with.
    let sender: Any?
    /// What to do before the menu is made (a table selects the row).
    var prepare: () -> Void = {}
    /// The delegate hears the menu will show (with the means to close it).
    let willDisplay: (_ dismiss: @escaping () -> Void) -> Void
    /// The delegate hears the menu ended.
    let didEnd: () -> Void

    /// The first configuration that an interaction of `view` answers for `point` (in the view).
    static func interactions(of view: View, at point: Point) -> ContextMenuSource? {
        for case let interaction as ContextMenuInteraction in view.interactions {
            guard let configuration = interaction.configuration(at: point, in: view) else { continue }
            return ContextMenuSource(
                configuration: configuration, sender: interaction,
                willDisplay: { [weak interaction] dismiss in interaction?.menuWillDisplay(for: configuration, dismiss: dismiss) },
                didEnd: { [weak interaction] in interaction?.menuDidEnd(for: configuration) })
        }
        return nil
    }
}
