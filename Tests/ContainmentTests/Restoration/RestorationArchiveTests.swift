#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Testing
@_spi(Adapter) @_spi(Testing) @testable import Containment

/// The saved-state bytes: sessions and their activities survive the trip, and a corrupt or stale
/// file is refused with one line.
@MainActor
@Suite("Restoration archive")
struct RestorationArchiveTests {
    private func sampleArchive() -> RestorationArchive {
        let activity = UserActivity(activityType: "org.example.notes.viewing")
        activity.title = "Groceries"
        activity.userInfo = [
            "note": "Groceries", "row": 3, "zoom": 1.25, "pinned": true,
            "bytes": .data(Data([0, 1, 254, 255])), "when": .date(Date(timeIntervalSinceReferenceDate: 12345.5)),
            "path": ["nav", "list", "note"], "nested": ["width": 640, "height": 480.5],
            "far": .double(.infinity), "text that looks like data": "AAH+/w==",
        ]
        return RestorationArchive(sessions: [
            .init(persistentIdentifier: "A1", role: "windowApplication", configurationName: "Default",
                  userInfo: ["opened": 1], stateRestorationActivity: activity),
            .init(persistentIdentifier: "B2", role: "windowApplication"),
        ])
    }

    @Test("sessions, their user info and their activities come back equal, every value of its own type")
    func roundTrip() throws {
        let archive = sampleArchive()
        let decoded = try RestorationArchive(decoding: archive.encoded())
        #expect(decoded.sessions.map(\.persistentIdentifier) == ["A1", "B2"])
        #expect(decoded.sessions.map(\.role) == ["windowApplication", "windowApplication"])
        #expect(decoded.sessions[0].configurationName == "Default")
        #expect(decoded.sessions[0].userInfo == ["opened": 1])
        let activity = try #require(decoded.sessions[0].stateRestorationActivity)
        #expect(activity.activityType == "org.example.notes.viewing")
        #expect(activity.title == "Groceries")
        #expect(activity.userInfo == archive.sessions[0].stateRestorationActivity?.userInfo)
        #expect(activity.userInfo?["text that looks like data"]?.stringValue == "AAH+/w==")
        #expect(activity.userInfo?["row"] == .integer(3))
        #expect(decoded.sessions[1].stateRestorationActivity == nil)
        // Written again, the bytes are the same: keys are sorted.
        #expect(decoded.encoded() == archive.encoded())
    }

    @Test("a corrupt file is refused with one line", arguments: [
        "", "{", "not json at all", "[1, 2, 3]", "{\"format\": \"something.else\", \"version\": 1}",
        "{\"format\": \"org.containment.restoration\", \"version\": 1, \"sessions\": [{\"role\": 5}]}",
        "{\"format\": \"org.containment.restoration\", \"version\": 1, \"sessions\": [{\"persistentIdentifier\": \"A\", \"role\": \"r\", \"userInfo\": {\"k\": {\"s\": \"x\", \"i\": 2}}}]}",
        "{\"format\": \"org.containment.restoration\", \"version\": 1, \"sessions\": [{\"persistentIdentifier\": \"A\", \"role\": \"r\", \"userInfo\": {\"k\": {\"d\": \"%%%\"}}}]}",
    ])
    func corrupt(_ text: String) {
        #expect {
            _ = try RestorationArchive(decoding: Data(text.utf8))
        } throws: { error in
            guard let error = error as? RestorationArchiveError else { return false }
            return error.kind == .corrupt && !error.description.contains("\n") && !error.description.isEmpty
        }
    }

    @Test("truncated bytes of a real archive are refused as corrupt, at every length")
    func truncated() {
        let bytes = sampleArchive().encoded()
        for length in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 40)) {
            #expect(throws: RestorationArchiveError.self) { _ = try RestorationArchive(decoding: bytes.prefix(length)) }
        }
    }

    @Test("a file of another version is refused as stale, with one line naming both versions")
    func stale() {
        let text = "{\"format\": \"org.containment.restoration\", \"version\": 7, \"sessions\": \"whatever comes in version 7\"}"
        #expect {
            _ = try RestorationArchive(decoding: Data(text.utf8))
        } throws: { error in
            guard let error = error as? RestorationArchiveError else { return false }
            return error.kind == .stale && error.description.contains("7") && error.description.contains("\(RestorationArchive.currentVersion)")
                && !error.description.contains("\n")
        }
    }
}
