#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The saved state of an app's scene sessions as bytes: what the adapter writes to the state
/// file on quit and reads at the next launch, as UIKit keeps each `UISceneSession`'s
/// `stateRestorationActivity` between launches.
///
/// The bytes are JSON with a format name and a ``currentVersion``: a file of another version
/// (stale) or that does not parse (corrupt) is refused with a one-line
/// ``RestorationArchiveError`` and the app starts fresh; nothing traps.
@_spi(Adapter) @MainActor
public struct RestorationArchive {
    /// The version written now; a file of another version is stale.
    public static let currentVersion = 1
    /// The format name written into every file, so that an unrelated JSON file is not taken for one.
    static let formatName = "org.containment.restoration"

    /// One saved scene session.
    public struct Session {
        /// The session's identity across launches, as `UISceneSession.persistentIdentifier`.
        public var persistentIdentifier: String
        /// The session's role, as `UISceneSession.role` (its raw value).
        public var role: String
        /// The configuration name the session was made with, if any.
        public var configurationName: String?
        /// The session's own user info, as `UISceneSession.userInfo`.
        public var userInfo: [String: PropertyListValue]?
        /// What the scene delegate's `stateRestorationActivity(for:)` returned, as
        /// `UISceneSession.stateRestorationActivity`.
        public var stateRestorationActivity: UserActivity?
        /// The size of the scene's window when it was saved, which the host opens it at again.
        public var windowSize: Size?

        public init(persistentIdentifier: String, role: String, configurationName: String? = nil,
                    userInfo: [String: PropertyListValue]? = nil, stateRestorationActivity: UserActivity? = nil,
                    windowSize: Size? = nil) {
            self.persistentIdentifier = persistentIdentifier
            self.role = role
            self.configurationName = configurationName
            self.userInfo = userInfo
            self.stateRestorationActivity = stateRestorationActivity
            self.windowSize = windowSize
        }
    }

    /// The sessions, in the order they were opened.
    public var sessions: [Session]

    public init(sessions: [Session]) {
        self.sessions = sessions
    }

    /// The archive's bytes.
    public func encoded() -> Data {
        let file = File(format: Self.formatName, version: Self.currentVersion, sessions: sessions.map { session in
            File.Session(
                persistentIdentifier: session.persistentIdentifier, role: session.role,
                configurationName: session.configurationName, userInfo: session.userInfo,
                activity: session.stateRestorationActivity.map { activity in
                    File.Activity(activityType: activity.activityType, title: activity.title, userInfo: activity.userInfo)
                },
                windowSize: session.windowSize.map { [$0.width, $0.height] })
        })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // Property-list values encode as strings, numbers, Booleans and containers only: the
        // encoder has nothing to refuse but non-finite doubles, which are written as strings.
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return (try? encoder.encode(file)) ?? Data()
    }

    /// The archive `data` holds; refused with a one-line error when it is not an archive
    /// (``RestorationArchiveError/Kind/corrupt``) or one of another version
    /// (``RestorationArchiveError/Kind/stale``).
    public init(decoding data: Data) throws(RestorationArchiveError) {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        let header: Header
        do {
            header = try decoder.decode(Header.self, from: data)
        } catch {
            throw RestorationArchiveError(.corrupt, "not a saved-state file (\(data.count) bytes that do not parse)")
        }
        guard header.format == Self.formatName else {
            throw RestorationArchiveError(.corrupt, "not a saved-state file (its format is \"\(header.format.prefix(80))\")")
        }
        guard header.version == Self.currentVersion else {
            throw RestorationArchiveError(.stale, "saved state of version \(header.version), this app reads version \(Self.currentVersion)")
        }
        let file: File
        do {
            file = try decoder.decode(File.self, from: data)
        } catch {
            throw RestorationArchiveError(.corrupt, "a saved-state file of version \(header.version) whose sessions do not parse")
        }
        sessions = file.sessions.map { saved in
            Session(
                persistentIdentifier: saved.persistentIdentifier, role: saved.role,
                configurationName: saved.configurationName, userInfo: saved.userInfo,
                stateRestorationActivity: saved.activity.map { savedActivity in
                    let activity = UserActivity(activityType: savedActivity.activityType)
                    activity.title = savedActivity.title
                    activity.userInfo = savedActivity.userInfo
                    return activity
                },
                windowSize: saved.windowSize.flatMap { size in
                    // A size that could not be a window's is dropped: the host's default is used.
                    guard size.count == 2, size.allSatisfy({ $0.isFinite && $0 > 0 && $0 < 100_000 }) else { return nil }
                    return Size(width: size[0], height: size[1])
                })
        }
    }

    /// What is read first: is it ours, and of which version.
    private struct Header: Decodable {
        var format: String
        var version: Int
    }

    /// The file as written.
    private struct File: Codable {
        struct Activity: Codable {
            var activityType: String
            var title: String?
            var userInfo: [String: PropertyListValue]?
        }

        struct Session: Codable {
            var persistentIdentifier: String
            var role: String
            var configurationName: String?
            var userInfo: [String: PropertyListValue]?
            var activity: Activity?
            /// Width and height (absent in files written before sizes were saved).
            var windowSize: [Double]?
        }

        var format: String
        var version: Int
        var sessions: [Session]
    }
}

/// Why a saved-state file was not restored: one line, for the log, after which the app starts
/// fresh.
@_spi(Adapter)
public struct RestorationArchiveError: Error, Equatable, CustomStringConvertible {
    /// What was wrong with the file.
    public enum Kind: Sendable, Equatable {
        /// It is not a saved-state file, or it is damaged.
        case corrupt
        /// It was written by a version of the library this one does not read.
        case stale
    }

    /// What was wrong with the file.
    public let kind: Kind
    /// The reason, on one line.
    public let description: String

    init(_ kind: Kind, _ description: String) {
        self.kind = kind
        self.description = description
    }
}
