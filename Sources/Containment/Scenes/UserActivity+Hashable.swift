/// Activities are compared by identity, as `NSUserActivity` (an `NSObject`) is, so that a scene's
/// connection options hold a `Set` of them as UIKit's do.
extension UserActivity: Hashable {
    /// Activities are the same activity only when they are the same object.
    public nonisolated static func == (lhs: UserActivity, rhs: UserActivity) -> Bool {
        lhs === rhs
    }

    /// Hashes the object's identity.
    public nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
