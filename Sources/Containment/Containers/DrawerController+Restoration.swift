/// A drawer controller saves which controllers are its center and drawers (by restoration
/// identifier) and which drawer is open, and puts them back without animation; the center and
/// the drawers restore their own state as its children. A drawer saved without one (or with
/// one that has no identifier) is removed when the launch drawer has an identifier.
extension DrawerController: RestorableContainer {
    /// The center, then the left and right drawers: in their roles' order, not the order they
    /// were added in, so a restored drawer saves as the one it was restored from.
    var restorableChildren: [ViewController] {
        [centerViewController] + [leftDrawerViewController, rightDrawerViewController].compactMap { $0 }
    }

    func encodeContainerState(with activity: UserActivity) {
        var entries: [String: PropertyListValue] = [Self.openSideKey: .string(openSide.rawValue)]
        if let center = centerViewController.restorationIdentifier { entries[Self.centerKey] = .string(center) }
        if let left = leftDrawerViewController?.restorationIdentifier { entries[Self.leftKey] = .string(left) }
        if let right = rightDrawerViewController?.restorationIdentifier { entries[Self.rightKey] = .string(right) }
        activity.addUserInfoEntries(from: entries)
    }

    func decodeContainerState(with activity: UserActivity) {
        guard let info = activity.userInfo else { return }
        func restored(_ key: String) -> ViewController? {
            info[key]?.stringValue.flatMap(activity.restoredChild(withIdentifier:))
        }
        // A drawer saved without one (or with one without an identifier) loses an identified one.
        let currentLeft = leftDrawerViewController, currentRight = rightDrawerViewController
        let left = restored(Self.leftKey) ?? (currentLeft?.restorationIdentifier == nil ? currentLeft : nil)
        let right = restored(Self.rightKey) ?? (currentRight?.restorationIdentifier == nil ? currentRight : nil)
        // Roles may swap (the saved center is the launch right drawer): the drawers that change
        // leave first, so that every controller is free when it takes its new role.
        if currentLeft !== left { leftDrawerViewController = nil }
        if currentRight !== right { rightDrawerViewController = nil }
        if let center = restored(Self.centerKey), center !== centerViewController { centerViewController = center }
        if leftDrawerViewController !== left { leftDrawerViewController = left }
        if rightDrawerViewController !== right { rightDrawerViewController = right }
        guard let side = info[Self.openSideKey]?.stringValue.flatMap(DrawerSide.init(rawValue:)), side != openSide else { return }
        if side == .none {
            close(animated: false)
        } else {
            open(side, animated: false)
        }
    }

    private static let openSideKey = "DrawerController.openSide"
    private static let centerKey = "DrawerController.center"
    private static let leftKey = "DrawerController.left"
    private static let rightKey = "DrawerController.right"
}
