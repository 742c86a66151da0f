/// The classes a scene file may name, each with the factory that makes it: Interface Builder's
/// Custom Class field, which UIKit resolves through the Objective-C runtime and Swift resolves
/// through this table.
///
/// ``standard`` holds `ViewController`, `NavigationController` and `TabBarController`. Apps add
/// their own classes by name; a factory gets the scene's description (title, colour, attributes)
/// and returns a new controller every call. The loader sets the title and tab bar item after
/// the factory returns and makes every containment call itself.
@MainActor
public struct SceneClassRegistry {
    /// Makes one controller for a scene.
    public typealias Factory = @MainActor (SceneController) -> ViewController

    /// What a registered class can hold, which decides which fields a scene of it may use.
    enum Entry {
        case plain(Factory)
        case navigation(@MainActor (SceneController) -> NavigationController)
        case tabBar(@MainActor (SceneController) -> TabBarController)

        /// What a scene of this class is called in messages about nesting.
        var kindName: String {
            switch self {
            case .plain: "view controller"
            case .navigation: "navigation controller"
            case .tabBar: "tab bar controller"
            }
        }
    }

    private(set) var entries: [String: Entry] = [:]

    /// An empty registry; most apps start from ``standard`` instead.
    public init() {}

    /// `ViewController`, `NavigationController` and `TabBarController`.
    public static var standard: SceneClassRegistry {
        var registry = SceneClassRegistry()
        registry.register("ViewController") { _ in ViewController() }
        registry.registerNavigationController("NavigationController") { _ in NavigationController() }
        registry.registerTabBarController("TabBarController") { _ in TabBarController() }
        return registry
    }

    /// Registers (or replaces) a plain controller class under `name`. Scenes of it may have
    /// container views and segues but no `viewControllers`.
    public mutating func register(_ name: String, factory: @escaping Factory) {
        entries[name] = .plain(factory)
    }

    /// Registers (or replaces) a navigation controller class under `name`; its scenes list
    /// their stack in `viewControllers`.
    public mutating func registerNavigationController(_ name: String, factory: @escaping @MainActor (SceneController) -> NavigationController) {
        entries[name] = .navigation(factory)
    }

    /// Registers (or replaces) a tab bar controller class under `name`; its scenes list their
    /// tabs in `viewControllers`.
    public mutating func registerTabBarController(_ name: String, factory: @escaping @MainActor (SceneController) -> TabBarController) {
        entries[name] = .tabBar(factory)
    }

    /// The registered class names, sorted, for messages.
    public var classNames: [String] { entries.keys.sorted() }
}
