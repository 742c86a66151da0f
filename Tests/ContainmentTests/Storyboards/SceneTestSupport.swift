import Containment
import Foundation

/// A registry whose every class (the standard three and `Recording`) counts what it makes and
/// records callbacks into one log, so tests can prove a refused file made nothing.
@MainActor
final class CountingRegistry {
    let log: CallLog
    private final class Made { var identifiers: [String] = [] }
    private let madeBox = Made()
    /// The identifiers of the scenes made so far, in order.
    var made: [String] { madeBox.identifiers }
    private(set) var registry = SceneClassRegistry()

    init(log: CallLog = CallLog()) {
        self.log = log
        let made = madeBox
        registry.register("ViewController") { scene in
            made.identifiers.append(scene.identifier)
            return ViewController()
        }
        registry.register("Recording") { scene in
            made.identifiers.append(scene.identifier)
            return RecordingViewController(scene.title ?? scene.identifier, log: log)
        }
        registry.registerNavigationController("NavigationController") { scene in
            made.identifiers.append(scene.identifier)
            return NavigationController()
        }
        registry.registerTabBarController("TabBarController") { scene in
            made.identifiers.append(scene.identifier)
            return TabBarController()
        }
    }

    /// Registers one more plain class under `name`, counted as the others.
    func register(_ name: String, _ factory: @escaping @MainActor (SceneController) -> ViewController) {
        let made = madeBox
        registry.register(name) { scene in
            made.identifiers.append(scene.identifier)
            return factory(scene)
        }
    }

    /// Loads `json` as `scenes/test.json`.
    func storyboard(_ json: String) throws(SceneError) -> Storyboard {
        try Storyboard(data: Data(json.utf8), name: "scenes/test.json", registry: registry)
    }
}

/// Records every lifecycle event published while it lives.
@MainActor
final class EventRecorder {
    private(set) var events: [String] = []
    private var observation: LifecycleEventStream.Observation?

    init() {
        observation = LifecycleEventStream.shared.observe { [unowned self] in self.events.append($0.description) }
    }

    func stop() { observation?.cancel() }
}

/// The view tree under `view`: frame, colour, autoresizing and which controller owns each view
/// (by title), with no object identities, so two trees built separately compare equal.
@MainActor
func viewTreeSnapshot(_ view: View, depth: Int = 0) -> String {
    let owner = view.owningViewController?.debugName ?? "-"
    var lines = [String(repeating: "  ", count: depth)
        + "\(view.frame) bg=\(view.backgroundColor.map { "\($0)" } ?? "nil") mask=\(view.autoresizingMask.rawValue) owner=\(owner)"]
    for subview in view.subviews { lines.append(viewTreeSnapshot(subview, depth: depth + 1)) }
    return lines.joined(separator: "\n")
}

/// `treeSnapshot` with the superviews' object identities blanked, so two trees built separately
/// compare equal.
@MainActor
func identityFreeTreeSnapshot(_ controller: ViewController) -> String {
    treeSnapshot(controller).replacingOccurrences(of: #"super=-?\d+"#, with: "super=#", options: .regularExpression)
}
