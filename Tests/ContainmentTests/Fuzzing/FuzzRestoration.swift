import Containment
import ContainmentTestSupport

/// The fuzzer's state-restoration round trip: the world's window is saved, restored into a fresh
/// world's window (made as at launch, not yet visible, its factory handing out the fresh world's
/// controller of each saved name), shown, and saved again: both saves are equal, and the fresh
/// window's appearance callbacks are balanced.
@MainActor
enum FuzzRestoration {
    static let activityType = "org.containment.fuzz"

    /// What is wrong with the round trip from `world`, or `nil`. Done only at rest in a visible
    /// window; anything else is nothing to check.
    static func roundTrip(_ world: FuzzWorld) -> String? {
        guard world.isQuiescent, world.window.isVisible else { return nil }
        let saved = UserActivity(activityType: activityType)
        world.window.encodeRestorableState(with: saved)
        let fresh = FuzzWorld(visible: false)
        return fresh.withDiagnostics {
            if let size = Window.restorableSize(in: saved), size != fresh.window.bounds.size { fresh.window.resize(to: size) }
            fresh.window.decodeRestorableState(with: saved) { path, _ in
                guard let name = path.last else { return nil }
                return make(name, in: fresh)
            }
            fresh.window.makeKeyAndVisible()
            fresh.settle()
            if let refusal = fresh.refusals.first { return "restoring was refused: \(refusal.description)" }
            if let violation = InvariantChecker.checkAlways(fresh) { return "restored: \(violation)" }
            let again = UserActivity(activityType: activityType)
            fresh.window.encodeRestorableState(with: again)
            guard again.userInfo == saved.userInfo else {
                return "restored state differs at \(difference(saved, again))"
            }
            return nil
        }
    }

    /// What the fresh world's factory hands out for `name`: the fresh world's controller of
    /// that name when it is free, as an app's factory makes a new one. A plain or navigation
    /// controller the fresh world still holds elsewhere (in a container's launch children, which the saved
    /// world had moved it out of) is made anew under the same name, as an app would.
    static func make(_ name: String, in fresh: FuzzWorld) -> ViewController? {
        let index = fresh.id(name)
        guard let controller = fresh.controller(index) else { return nil }
        // A sliding menu's rows are its own even while not shown (no parent then).
        if fresh.isFree(index), !fresh.menuChildren.contains(index) { return controller }
        let made: ViewController
        switch controller {
        case is FuzzProbe: made = FuzzProbe(name, ledger: fresh.ledger)
        case is NavigationController:
            // Its stack is restored from the saved one; the root is a stand-in until then.
            made = FuzzNavigationController(name, root: FuzzProbe("\(name).root", ledger: fresh.ledger), ledger: fresh.ledger)
        default: return controller
        }
        made.restorationIdentifier = name
        return made
    }

    /// Where two saved trees first differ, on one line.
    static func difference(_ saved: UserActivity, _ restored: UserActivity) -> String {
        difference(saved.userInfo.map(PropertyListValue.dictionary), restored.userInfo.map(PropertyListValue.dictionary), at: "") ?? "nothing"
    }

    private static func difference(_ a: PropertyListValue?, _ b: PropertyListValue?, at path: String) -> String? {
        if a == b { return nil }
        switch (a, b) {
        case let (.dictionary(x)?, .dictionary(y)?):
            let label = x["id"]?.stringValue.map { "[\($0)]" } ?? ""
            for key in Set(x.keys).union(y.keys).sorted() {
                if let found = difference(x[key], y[key], at: path + label + "." + key) { return found }
            }
            return nil
        case let (.array(x)?, .array(y)?) where x.count == y.count:
            for (index, pair) in zip(x, y).enumerated() {
                if let found = difference(pair.0, pair.1, at: path + "[\(index)]") { return found }
            }
            return nil
        default:
            return "\(path): saved \(a.map(brief) ?? "nothing"), restored \(b.map(brief) ?? "nothing")"
        }
    }

    private static func brief(_ value: PropertyListValue) -> String {
        switch value {
        case .string(let text): "\"\(text)\""
        case .array(let elements): "[" + elements.map { $0.dictionaryValue?["id"]?.stringValue ?? brief($0) }.joined(separator: ", ") + "]"
        case .dictionary(let entries): entries["id"]?.stringValue.map { "{\($0)}" } ?? "{\(entries.keys.sorted().joined(separator: ", "))}"
        default: "\(value)"
        }
    }

    /// The identifiers of a generic container's children, written by the fuzzed controllers'
    /// `encodeRestorableState(with:)`, as an app's own container saves its children.
    static let childrenKey = "fuzz.children"

    static func encodeChildren(of container: ViewController, with activity: UserActivity) {
        let identifiers = container.children.compactMap(\.restorationIdentifier)
        activity.addUserInfoEntries(from: [childrenKey: .array(identifiers.map(PropertyListValue.string))])
    }

    /// Adds back the restored children of a generic container, filling its view, as an app's
    /// own container does in `decodeRestorableState(with:)`; restoration runs before the
    /// window shows, so nothing needs forwarding.
    static func decodeChildren(of container: ViewController, with activity: UserActivity) {
        for identifier in activity.userInfo?[childrenKey]?.stringArrayValue ?? [] {
            guard let child = activity.restoredChild(withIdentifier: identifier), child.parent !== container,
                  child.parent == nil, child.presentingViewController == nil, !(child is SplitViewController) else { continue }
            container.addChild(child)
            child.view.frame = container.view.bounds
            container.view.addSubview(child.view)
            child.didMove(toParent: container)
        }
    }
}
