#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What stays of a scene between its connections, as `UISceneSession`: an identifier that does
/// not change, the role, the configuration, the app's own `userInfo`, and the activity that
/// restores the scene.
///
/// ``Application/openSessions`` lists the sessions; a session lives until the user closes its
/// window or the app asks for ``Application/requestSceneSessionDestruction(_:options:errorHandler:)``.
/// What a saved list of windows needs is here: the ``persistentIdentifier``, ``role``,
/// ``userInfo`` and ``stateRestorationActivity``.
@MainActor
public final class SceneSession: Hashable {
    /// The role of a session, as `UISceneSession.Role`.
    public struct Role: RawRepresentable, Hashable, Sendable {
        /// The role's name.
        public let rawValue: String

        /// A role named `rawValue`.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// A window of the app's own, as `.windowApplication`.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }

    /// The session's identifier, unique and the same for the session's whole life, saved and
    /// restored with it, as `UISceneSession.persistentIdentifier`.
    public let persistentIdentifier: String
    /// The session's role, as `UISceneSession.role`.
    public let role: Role
    /// The configuration its scene was made with, as `UISceneSession.configuration`.
    public internal(set) var configuration: SceneConfiguration
    /// The connected scene, as `UISceneSession.scene`; `nil` while none is.
    public internal(set) weak var scene: Scene?
    /// The app's own values for the session, kept with it, as `UISceneSession.userInfo`.
    public var userInfo: [String: PropertyListValue]?
    /// The activity the scene's delegate gave for restoring the scene the last time it was asked
    /// (``SceneDelegate/stateRestorationActivity(for:)``), or the one a relaunch restores it
    /// from, as `UISceneSession.stateRestorationActivity`: read it in
    /// ``SceneDelegate/scene(_:willConnectTo:options:)``.
    public internal(set) var stateRestorationActivity: UserActivity?

    /// A session with `persistentIdentifier` (a new unique one when `nil`), for `role`.
    init(persistentIdentifier: String? = nil, role: Role) {
        self.persistentIdentifier = persistentIdentifier ?? UUID().uuidString
        self.role = role
        configuration = SceneConfiguration(name: nil, sessionRole: role)
    }

    /// Sessions are the same session only when they are the same object.
    public nonisolated static func == (lhs: SceneSession, rhs: SceneSession) -> Bool {
        lhs === rhs
    }

    /// Hashes the object's identity.
    public nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
