/// How a scene is made, as `UISceneConfiguration`: a name, the role of its session, and the
/// class of its delegate, which the app makes an instance of for each scene.
///
/// The app's ``ApplicationDelegate`` returns one from
/// ``ApplicationDelegate/application(_:configurationForConnecting:options:)``. UIKit makes the
/// delegate from `delegateClass` by its Objective-C name; here the class is a
/// ``SceneDelegate`` type and is made with its `init()`.
@MainActor
public final class SceneConfiguration {
    /// The configuration's name, as `UISceneConfiguration.name` (an Info.plist entry's in UIKit).
    public let name: String?
    /// The role of the sessions it configures, as `UISceneConfiguration.role`.
    public let role: SceneSession.Role
    /// The class of the scene's delegate, as `UISceneConfiguration.delegateClass`: an instance is
    /// made for each scene (with `init()`) and held by the scene. `nil`: the scene has no delegate.
    public var delegateClass: (any SceneDelegate.Type)?

    /// A configuration named `name` for sessions of `sessionRole`, as
    /// `UISceneConfiguration(name:sessionRole:)`.
    public init(name: String?, sessionRole: SceneSession.Role) {
        self.name = name
        role = sessionRole
    }
}
