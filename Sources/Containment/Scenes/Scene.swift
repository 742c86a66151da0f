/// One instance of the app's interface, as `UIScene`: its session, its delegate and where it is
/// in its life (``activationState``). The scenes of this library are ``WindowScene``s.
///
/// The life of a scene, as UIKit's, each step sent to its ``SceneDelegate``:
///
/// 1. ``SceneDelegate/scene(_:willConnectTo:options:)`` (``ActivationState/unattached``): the
///    delegate builds its window.
/// 2. ``SceneDelegate/sceneWillEnterForeground(_:)``: now ``ActivationState/foregroundInactive``.
/// 3. ``SceneDelegate/sceneDidBecomeActive(_:)`` when its window takes the keyboard focus
///    (``ActivationState/foregroundActive``), ``SceneDelegate/sceneWillResignActive(_:)`` when
///    it loses it, as a Mac Catalyst window.
/// 4. When its window closes: ``SceneDelegate/sceneWillResignActive(_:)`` if active,
///    ``SceneDelegate/sceneDidEnterBackground(_:)``, the window's controllers disappear (their
///    animations end first, so the callbacks stay balanced), ``SceneDelegate/sceneDidDisconnect(_:)``,
///    then ``ApplicationDelegate/application(_:didDiscardSceneSessions:)``.
@MainActor
public class Scene: Hashable {
    /// Where a scene is in its life, as `UIScene.ActivationState`.
    public enum ActivationState: Int, Sendable {
        /// Not connected (before `scene(_:willConnectTo:options:)` ends, and after disconnecting).
        case unattached = -1
        /// On screen and taking the user's input: its window has the keyboard focus.
        case foregroundActive = 0
        /// On screen but not taking input: another window has the focus.
        case foregroundInactive = 1
        /// Not on screen (closing).
        case background = 2
    }

    /// What a scene is connected for, as `UIScene.ConnectionOptions`: the activities it should
    /// show (the one "Open in New Window" hands over, say).
    public struct ConnectionOptions {
        /// The activities to continue, as `userActivities`.
        public let userActivities: Set<UserActivity>

        /// Options carrying `userActivities`.
        public init(userActivities: Set<UserActivity> = []) {
            self.userActivities = userActivities
        }
    }

    /// What the app asks for with a scene activation, as `UIScene.ActivationRequestOptions`.
    public final class ActivationRequestOptions {
        /// The scene asking, as `requestingScene`.
        public var requestingScene: Scene?

        /// Options with no requesting scene.
        public init() {}
    }

    /// The scene's session, as `UIScene.session`.
    public let session: SceneSession
    /// The scene's delegate, held by the scene, as `UIScene.delegate`: an instance of the
    /// configuration's ``SceneConfiguration/delegateClass``.
    public var delegate: (any SceneDelegate)?
    /// Where the scene is in its life, as `UIScene.activationState`.
    public internal(set) var activationState: ActivationState = .unattached
    /// The title the window manager shows for the scene's windows (and GNOME's window lists), as
    /// `UIScene.title`; `nil` shows the app's name.
    public var title: String? {
        didSet {
            guard title != oldValue else { return }
            titleDidChange()
        }
    }

    /// Whether the scene is closing: its windows going away do not close it again.
    var isDisconnecting = false
    /// Whether the host made a window of the scene key before the scene reached the foreground:
    /// it becomes active as soon as it is there.
    var activatesOnEnteringForeground = false

    init(session: SceneSession) {
        self.session = session
    }

    /// Tells the host the title changed (``WindowScene`` does).
    func titleDidChange() {}

    // MARK: Moving through the life

    /// Unattached to foreground (inactive), after connecting.
    func enterForeground() {
        guard activationState == .unattached || activationState == .background else { return }
        delegate?.sceneWillEnterForeground(self)
        activationState = .foregroundInactive
        if activatesOnEnteringForeground {
            activatesOnEnteringForeground = false
            becomeActive()
        }
    }

    /// Foreground inactive to active (its window took the focus).
    func becomeActive() {
        switch activationState {
        case .foregroundInactive:
            activationState = .foregroundActive
            delegate?.sceneDidBecomeActive(self)
        case .unattached:
            if !isDisconnecting { activatesOnEnteringForeground = true }
        case .foregroundActive, .background:
            break
        }
    }

    /// Active to foreground inactive (its window lost the focus).
    func resignActive() {
        activatesOnEnteringForeground = false
        guard activationState == .foregroundActive else { return }
        delegate?.sceneWillResignActive(self)
        activationState = .foregroundInactive
    }

    /// Foreground to background (closing).
    func enterBackground() {
        resignActive()
        guard activationState == .foregroundInactive else { return }
        activationState = .background
        delegate?.sceneDidEnterBackground(self)
    }

    /// Scenes are the same scene only when they are the same object.
    public nonisolated static func == (lhs: Scene, rhs: Scene) -> Bool {
        lhs === rhs
    }

    /// Hashes the object's identity.
    public nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
