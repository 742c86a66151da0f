/// A container's share of state restoration: which children it names in the archive and how it
/// writes and reads their arrangement. ``ViewController/encodeRestorableState(with:)`` and
/// ``ViewController/decodeRestorableState(with:)`` call it, so a subclass that calls `super`
/// keeps it, as a UIKit container's `super` restores its children. Each container adopts it in
/// its own `<Container>+Restoration.swift`.
@MainActor
protocol RestorableContainer: ViewController {
    /// The children whose state is archived with this container's, in a stable order; the
    /// restorer keeps only those with a restoration identifier.
    var restorableChildren: [ViewController] { get }
    /// A controller of this container's with restoration identifier `identifier` that is not
    /// among ``restorableChildren`` now (a row not shown yet), to be reused rather than made by
    /// the app's factory.
    func restorationCandidate(withIdentifier identifier: String) -> ViewController?
    /// Writes the children's arrangement (by restoration identifier) into `activity`.
    func encodeContainerState(with activity: UserActivity)
    /// Puts the children ``UserActivity/restoredChild(withIdentifier:)`` finds back in the
    /// arrangement `activity` describes, without animation.
    func decodeContainerState(with activity: UserActivity)
}

extension RestorableContainer {
    var restorableChildren: [ViewController] { children }
    func restorationCandidate(withIdentifier identifier: String) -> ViewController? { nil }
}
