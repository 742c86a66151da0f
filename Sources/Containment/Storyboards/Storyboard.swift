#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A scene file loaded and validated, that makes the controllers it describes, mirroring
/// `UIStoryboard`.
///
/// The whole file is read and checked when the storyboard is created (types, ranges, unique
/// identifiers, registered classes, references, one parent per controller, no cycles, UIKit's
/// nesting rules): a bad file throws one ``SceneError`` naming the file, the JSONPath and the
/// problem, and nothing has been made. Each `instantiate` call then makes a fresh set of
/// controllers, as UIKit's. The format is documented in <doc:SceneFiles>.
@MainActor
public final class Storyboard {
    /// The file name errors and messages use (for example `scenes/menu.json`).
    public let name: String
    /// The validated document.
    public let document: SceneDocument
    /// The classes the file's scenes may name.
    public let registry: SceneClassRegistry
    /// Each scene with its class's factory, by identifier (all resolved by validation).
    private let resolved: [String: (scene: SceneController, entry: SceneClassRegistry.Entry)]

    /// Loads a storyboard from the bytes of a scene file; `name` is what errors call the file.
    public init(data: Data, name: String, registry: SceneClassRegistry = .standard) throws(SceneError) {
        let document = try SceneParser(file: name).parse(data)
        try SceneValidator(file: name, registry: registry).validate(document)
        self.name = name
        self.document = document
        self.registry = registry
        var resolved: [String: (scene: SceneController, entry: SceneClassRegistry.Entry)] = [:]
        for scene in document.controllers {
            if let entry = registry.entries[scene.className] { resolved[scene.identifier] = (scene, entry) }
        }
        self.resolved = resolved
    }

    /// Loads `<name>.json` from `directory`, as `UIStoryboard(name:bundle:)` loads a storyboard
    /// from a bundle; errors call the file `<directory's last component>/<name>.json`.
    public convenience init(name: String, directory: URL, registry: SceneClassRegistry = .standard) throws(SceneError) {
        let url = directory.appendingPathComponent("\(name).json")
        try self.init(contentsOf: url, name: "\(directory.lastPathComponent)/\(name).json", registry: registry)
    }

    /// Loads the scene file at `url`; `name` (the file's path when `nil`) is what errors call it.
    public convenience init(contentsOf url: URL, name: String? = nil, registry: SceneClassRegistry = .standard) throws(SceneError) {
        let fileName = name ?? url.path
        let data: Data
        if let irregularity = FileReadFailure.irregularity(atPath: url.path) {
            throw SceneError(file: fileName, path: "$", problem: "cannot be read: \(irregularity)")
        }
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw SceneError(file: fileName, path: "$", problem: "cannot be read: \(FileReadFailure.reason(error))")
        }
        try self.init(data: data, name: fileName, registry: registry)
    }

    // MARK: Instantiating

    /// Makes the file's initial controller and everything it holds, as
    /// `instantiateInitialViewController()`; `nil` when the file names no initial controller.
    public func instantiateInitialViewController() -> ViewController? {
        guard let identifier = document.initialControllerIdentifier, let scene = resolved[identifier] else { return nil }
        return make(scene)
    }

    /// Makes the controller with storyboard ID `identifier` and everything it holds, as
    /// `instantiateViewController(withIdentifier:)`. Children in container views are made now
    /// and embedded when the controller's view loads (before its `viewDidLoad()`), as UIKit's
    /// embed segues; navigation stacks and tabs are set at once.
    ///
    /// An identifier the file does not have throws (where UIKit raises
    /// `NSInvalidArgumentException`), and nothing is made.
    public func instantiateViewController(withIdentifier identifier: String) throws(SceneError) -> ViewController {
        guard let scene = resolved[identifier] else { throw unknownIdentifier(identifier) }
        return make(scene)
    }

    /// ``instantiateViewController(withIdentifier:)`` for a controller of class `type`, as
    /// UIKit's `instantiateViewController(identifier:)` with a cast; the wrong class throws
    /// before anything is made.
    public func instantiateViewController<Controller: ViewController>(withIdentifier identifier: String, as type: Controller.Type) throws(SceneError) -> Controller {
        guard let scene = resolved[identifier], let index = document.controllers.firstIndex(where: { $0.identifier == identifier }) else {
            throw unknownIdentifier(identifier)
        }
        let made = make(scene)
        guard let typed = made as? Controller else {
            throw SceneError(file: name, path: "$.controllers[\(index)].class",
                             problem: "'\(identifier)' is a \(scene.scene.className) (\(Swift.type(of: made))), not the \(Controller.self) the app needs")
        }
        return typed
    }

    private func unknownIdentifier(_ identifier: String) -> SceneError {
        SceneError(file: name, path: "$.controllers", problem: "no controller has the identifier '\(identifier)'; identifiers: \(document.controllers.map(\.identifier).joined(separator: ", "))")
    }

    /// Makes a scene's controller and, depth first in file order, everything it holds.
    private func make(_ resolvedScene: (scene: SceneController, entry: SceneClassRegistry.Entry)) -> ViewController {
        let scene = resolvedScene.scene
        let stack = { [unowned self] in scene.viewControllers.compactMap { self.resolved[$0] }.map(self.make) }
        switch resolvedScene.entry {
        case .navigation(let factory):
            let navigation = factory(scene)
            configure(navigation, from: scene)
            navigation.setViewControllers(stack(), animated: false)
            return navigation
        case .tabBar(let factory):
            let tabBar = factory(scene)
            configure(tabBar, from: scene)
            tabBar.viewControllers = stack()
            return tabBar
        case .plain(let factory):
            let controller = factory(scene)
            configure(controller, from: scene)
            return controller
        }
    }

    /// Title, tab bar item and the binding that embeds the container views' children: what a
    /// storyboard sets before anything else sees the controller.
    private func configure(_ controller: ViewController, from scene: SceneController) {
        if let title = scene.title { controller.title = title }
        if let tabTitle = scene.tabBarItemTitle { controller.tabBarItem = TabBarItem(title: tabTitle, image: nil, tag: 0) }
        let embeds = scene.containerViews.compactMap { container in
            resolved[container.embeddedIdentifier].map { (container: container, child: make($0)) }
        }
        let binding = StoryboardBinding(storyboard: self, scene: scene, embeds: embeds)
        controller.storyboardBinding = binding
        if controller.isViewLoaded { binding.viewDidLoad(in: controller) }
    }
}
