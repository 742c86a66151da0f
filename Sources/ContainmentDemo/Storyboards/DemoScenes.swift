import Containment
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The demo's scene files (`Resources/scenes/*.json`) and the classes they may name.
@MainActor
enum DemoScenes {
    /// The standard classes plus the demo's own: `ColorController` (its colour is the scene's
    /// background colour, its caption the `caption` attribute or the title) and
    /// `NavTableController`.
    static var registry: SceneClassRegistry {
        var registry = SceneClassRegistry.standard
        registry.register("ColorController") { scene in
            ColorController(title: scene.title ?? scene.identifier, color: scene.backgroundColor ?? .white, caption: scene.attributes["caption"])
        }
        registry.register("NavTableController") { _ in NavTableController() }
        return registry
    }

    /// Loads `Resources/scenes/<name>.json`.
    static func storyboard(named name: String) throws -> Storyboard {
        let directory = try DemoResources.directory().appendingPathComponent("scenes")
        return try Storyboard(name: name, directory: directory, registry: registry)
    }
}
