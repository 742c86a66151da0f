/// A drawer controller saves which drawer is open and opens it again without animation; its
/// center and drawers restore their own state as its children.
extension DrawerController: RestorableContainer {
    func encodeContainerState(with activity: UserActivity) {
        activity.addUserInfoEntries(from: [Self.openSideKey: .string(openSide.rawValue)])
    }

    func decodeContainerState(with activity: UserActivity) {
        guard let side = activity.userInfo?[Self.openSideKey]?.stringValue.flatMap(DrawerSide.init(rawValue:)),
              side != openSide else { return }
        if side == .none {
            close(animated: false)
        } else {
            open(side, animated: false)
        }
    }

    private static let openSideKey = "DrawerController.openSide"
}
