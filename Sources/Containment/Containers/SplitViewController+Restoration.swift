/// A split view controller saves which controller is in each column by restoration identifier
/// (for a column-style split view, the controllers the app set with `setViewController(_:for:)`,
/// not the navigation controllers it wraps them in; for a classic one, its `viewControllers`)
/// and puts restored ones back in their columns without animation. Whether it is collapsed is
/// not saved: it follows the restored window's width, as UIKit's follows the size class.
/// Each column's controller restores its own state (a navigation controller its stack).
extension SplitViewController: RestorableContainer {
    /// The columns a column-style split view saves, with their keys.
    private static let savedColumns: [(column: Column, key: String)] = [
        (.primary, "SplitViewController.primary"), (.supplementary, "SplitViewController.supplementary"),
        (.secondary, "SplitViewController.secondary"), (.compact, "SplitViewController.compact"),
    ]
    private static let classicKey = "SplitViewController.viewControllers"

    var restorableChildren: [ViewController] {
        guard columnState != nil else { return viewControllers }
        return Self.savedColumns.compactMap { viewController(for: $0.column) }
    }

    func encodeContainerState(with activity: UserActivity) {
        guard columnState != nil else {
            let identifiers = viewControllers.compactMap(\.restorationIdentifier)
            activity.addUserInfoEntries(from: [Self.classicKey: .array(identifiers.map(PropertyListValue.string))])
            return
        }
        var entries: [String: PropertyListValue] = [:]
        for (column, key) in Self.savedColumns {
            if let identifier = viewController(for: column)?.restorationIdentifier { entries[key] = .string(identifier) }
        }
        activity.addUserInfoEntries(from: entries)
    }

    func decodeContainerState(with activity: UserActivity) {
        guard let info = activity.userInfo else { return }
        guard columnState != nil else {
            guard let identifiers = info[Self.classicKey]?.stringArrayValue else { return }
            let restored = identifiers.compactMap(activity.restoredChild(withIdentifier:))
            // A classic split view keeps its launch controllers unless both came back, changed.
            if restored.count == identifiers.count, !restored.isEmpty, !restored.elementsEqual(viewControllers, by: ===) {
                viewControllers = restored
            }
            return
        }
        for (column, key) in Self.savedColumns {
            guard let identifier = info[key]?.stringValue,
                  let restored = activity.restoredChild(withIdentifier: identifier),
                  restored !== viewController(for: column) else { continue }
            setViewController(restored, for: column)
        }
    }
}
