/// Finding the controller that shows another, as UIKit's `targetViewController(forAction:sender:)`
/// does for `show(_:sender:)` and `showDetailViewController(_:sender:)`.
extension ViewController {
    /// The controller that handles `action` for this one, as
    /// `targetViewController(forAction:sender:)`: this controller when its
    /// ``canPerformAction(_:withSender:)`` answers `true`, otherwise the nearest parent whose
    /// does; `nil` when none does. (The search follows parents only, not the controller that
    /// presented this one.)
    public func targetViewController(forAction action: Selector, sender: Any?) -> ViewController? {
        var candidate: ViewController? = self
        while let current = candidate {
            if current.canPerformAction(action, withSender: sender) { return current }
            candidate = current.parent
        }
        return nil
    }

    /// What the default `show(_:sender:)` and `showDetailViewController(_:sender:)` do: hand
    /// `viewController` to the target for `action`, or present it when there is none. A target
    /// that is this controller itself (it says it can, but did not override the method) also
    /// presents, rather than calling itself again.
    func show(_ viewController: ViewController, for action: Selector, sender: Any?) {
        guard let target = targetViewController(forAction: action, sender: sender), target !== self else {
            present(viewController, animated: true)
            return
        }
        if action == .showDetail {
            target.showDetailViewController(viewController, sender: sender)
        } else {
            target.show(viewController, sender: sender)
        }
    }
}
