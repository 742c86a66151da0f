/// A description of what the user is doing, which a scene hands over or restores, as
/// `NSUserActivity`: its type, a title and property-list values in ``userInfo``.
///
/// A scene's connection options carry the activities it should show
/// (``Scene/ConnectionOptions/userActivities``), and a scene delegate returns one from
/// ``SceneDelegate/stateRestorationActivity(for:)`` to be restored from.
@MainActor
public final class UserActivity {
    /// What kind of activity this is, as `NSUserActivity.activityType`: a reverse-DNS string
    /// the app chooses, such as `"org.example.notes.viewing"`.
    public let activityType: String

    /// A title for the user, as `NSUserActivity.title`.
    public var title: String?

    /// The activity's state, as `NSUserActivity.userInfo`: property-list values (strings,
    /// numbers, Booleans, arrays and dictionaries of them) by key.
    public var userInfo: [String: Any]?

    /// An activity of `activityType`, with no title and no user info, as
    /// `NSUserActivity.init(activityType:)`.
    public init(activityType: String) {
        self.activityType = activityType
    }

    /// Adds `otherDictionary`'s entries to ``userInfo``, replacing entries of the same key, as
    /// `NSUserActivity.addUserInfoEntries(from:)`. Makes ``userInfo`` when it was `nil`.
    public func addUserInfoEntries(from otherDictionary: [String: Any]) {
        var merged = userInfo ?? [:]
        merged.merge(otherDictionary) { _, new in new }
        userInfo = merged
    }
}
