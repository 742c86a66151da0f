/// A description of what the user is doing, which a scene hands back to be restored, as
/// `NSUserActivity`.
///
/// Here it carries state restoration too: ``ViewController/encodeRestorableState(with:)`` and
/// ``ViewController/decodeRestorableState(with:)`` take a `UserActivity` where UIKit's take an
/// `NSCoder`, and a window's whole controller tree is written into one activity
/// (``Window/encodeRestorableState(with:)``). Its ``userInfo`` holds property-list values
/// (``PropertyListValue``), as UIKit requires of an activity's `userInfo`.
@MainActor
public final class UserActivity {
    /// What kind of activity this is, as `NSUserActivity.activityType`: a reverse-DNS string
    /// the app chooses, such as `"org.example.notes.viewing"`.
    public let activityType: String

    /// A title for the user, as `NSUserActivity.title`.
    public var title: String?

    /// The activity's state, as `NSUserActivity.userInfo`: property-list values by key.
    public var userInfo: [String: PropertyListValue]?

    /// Whether the activity's content changed and should be saved again, as
    /// `NSUserActivity.needsSave`.
    public var needsSave = false

    /// An activity of `activityType`, with no title and no user info, as
    /// `NSUserActivity.init(activityType:)`.
    public init(activityType: String) {
        self.activityType = activityType
    }

    /// Adds `otherDictionary`'s entries to ``userInfo``, replacing entries of the same key, as
    /// `NSUserActivity.addUserInfoEntries(from:)`. Makes ``userInfo`` when it was `nil`.
    public func addUserInfoEntries(from otherDictionary: [String: PropertyListValue]) {
        var merged = userInfo ?? [:]
        merged.merge(otherDictionary) { _, new in new }
        userInfo = merged
    }

    /// The children restored so far for the controller this activity is decoded into, by
    /// restoration identifier: what its container's decoding puts back in place.
    var restoredChildren: [String: ViewController] = [:]

    /// In ``ViewController/decodeRestorableState(with:)``, the child (a controller this one
    /// contained when its state was saved) restored with the restoration identifier
    /// `identifier`, if it was: what a container puts back in place, as a UIKit container's
    /// `coder.decodeObject(forKey:)` returns the children it encoded. A container of the app's
    /// own saves its children's identifiers in its `encodeRestorableState(with:)` and adds
    /// these back here; the library's containers do it themselves.
    public func restoredChild(withIdentifier identifier: String) -> ViewController? {
        restoredChildren[identifier]
    }
}
