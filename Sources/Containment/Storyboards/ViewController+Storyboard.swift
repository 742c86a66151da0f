#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
/// Segues and the storyboard of controllers made from a scene file, as `UIViewController`'s
/// `storyboard` and `performSegue(withIdentifier:sender:)`.
extension ViewController {
    /// The storyboard this controller was made from, as `storyboard`; `nil` for controllers
    /// made in code.
    public var storyboard: Storyboard? { storyboardBinding?.storyboard }

    /// Performs the scene's segue `identifier`, as `performSegue(withIdentifier:sender:)`: makes
    /// a fresh destination, hands the segue to ``prepare(for:sender:)``, and shows the
    /// destination, animated: a show segue through ``show(_:sender:)`` (a navigation controller
    /// pushes it; with none, it is presented), a show-detail segue through
    /// ``showDetailViewController(_:sender:)`` (a split view controller makes it its secondary),
    /// a present segue presents it.
    ///
    /// An identifier the scene does not have is refused with a ``HierarchyInconsistency`` of kind
    /// `.invalidArgument` (UIKit raises `NSInvalidArgumentException`) and nothing happens.
    public func performSegue(withIdentifier identifier: String, sender: Any?) {
        guard let binding = storyboardBinding, let segue = binding.scene.segues.first(where: { $0.identifier == identifier }) else {
            HierarchyInconsistency.report(HierarchyInconsistency(.invalidArgument, "\(debugName) has no segue with identifier '\(identifier)'"))
            return
        }
        perform(segue, of: binding, sender: sender)
    }

    /// The identifier of the segue the scene connects to the table row at `indexPath`, as a
    /// segue dragged from a static cell; `nil` when there is none.
    public func segueIdentifier(forRowAt indexPath: IndexPath) -> String? {
        guard indexPath.section == 0 else { return nil }
        return storyboardBinding?.scene.segues.first { $0.row == indexPath.row }?.identifier
    }

    /// Performs the segue connected to the row at `indexPath`, as UIKit does when a static
    /// cell with a segue is selected: first asks ``shouldPerformSegue(withIdentifier:sender:)``,
    /// then runs as ``performSegue(withIdentifier:sender:)``. Returns whether a segue ran (no
    /// segue on that row, or one this controller declined, returns `false`).
    @discardableResult
    public func performSegue(forRowAt indexPath: IndexPath, sender: Any?) -> Bool {
        guard let binding = storyboardBinding, indexPath.section == 0,
              let segue = binding.scene.segues.first(where: { $0.row == indexPath.row }),
              shouldPerformSegue(withIdentifier: segue.identifier, sender: sender) else { return false }
        perform(segue, of: binding, sender: sender)
        return true
    }

    private func perform(_ segue: SceneSegue, of binding: StoryboardBinding, sender: Any?) {
        let destination: ViewController
        do {
            destination = try binding.storyboard.instantiateViewController(withIdentifier: segue.destinationIdentifier)
        } catch {
            HierarchyInconsistency.report(HierarchyInconsistency(.invalidArgument, "\(debugName) segue '\(segue.identifier)': \(error)"))
            return
        }
        sendPrepare(for: StoryboardSegue(identifier: segue.identifier, source: self, destination: destination), sender: sender)
        switch segue.kind {
        case .show: show(destination, sender: sender)
        case .showDetail: showDetailViewController(destination, sender: sender)
        case .present: present(destination, animated: true)
        }
    }

    /// Publishes ``prepare(for:sender:)`` to the lifecycle stream, then calls it.
    func sendPrepare(for segue: StoryboardSegue, sender: Any?) {
        publish(.prepare, "segue=\(segue.identifier ?? "nil") destination=\(segue.destination.debugName)")
        prepare(for: segue, sender: sender)
    }
}
