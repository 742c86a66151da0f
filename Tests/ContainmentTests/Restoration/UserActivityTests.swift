#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Testing
@testable import Containment

/// `UserActivity` as `NSUserActivity`: a type, a title and a user info of property-list values.
@MainActor
@Suite("User activity")
struct UserActivityTests {
    @Test("addUserInfoEntries(from:) makes the user info, then merges, the new entries winning")
    func addUserInfoEntries() {
        let activity = UserActivity(activityType: "org.example.viewing")
        #expect(activity.activityType == "org.example.viewing")
        #expect(activity.userInfo == nil)
        activity.addUserInfoEntries(from: ["note": "Groceries", "row": 3])
        activity.addUserInfoEntries(from: ["row": 4, "pinned": true])
        #expect(activity.userInfo == ["note": "Groceries", "row": 4, "pinned": true])
    }

    @Test("untyped property-list values convert; anything else does not")
    func untypedValues() {
        let nested: [String: Any] = ["a": [1, 2.5, "x"], "b": false, "c": Data([1])]
        #expect(PropertyListValue(nested) == ["a": [1, 2.5, "x"], "b": false, "c": .data(Data([1]))])
        #expect(PropertyListValue(["bad": [1, UserActivityTests()]] as [String: Any]) == nil)
        let values: [Any] = [3, 3.0, 3.5, true, ["a", "b"], ["a", 1] as [Any]]
        let converted = values.map(PropertyListValue.init)
        #expect(converted[0]?.intValue == 3)
        #expect(converted[1]?.intValue == 3)
        #expect(converted[2]?.intValue == nil)
        #expect(converted[3]?.boolValue == true)
        #expect(converted[3]?.intValue == nil)
        #expect(converted[4]?.stringArrayValue == ["a", "b"])
        #expect(converted[5]?.stringArrayValue == nil)
    }
}
