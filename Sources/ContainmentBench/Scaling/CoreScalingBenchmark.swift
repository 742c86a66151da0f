import Containment

/// Part 3: the core's cost per operation as the structure grows, headless on a ``ManualClock``:
/// add/remove child pairs, push/pop pairs on a navigation stack, and appearance forwarding
/// through a tree of controllers, each at N = 1,000, 10,000 and 100,000 (smaller in smoke runs).
/// Times are process CPU time, which other processes' load disturbs less than wall time.
@MainActor
struct CoreScalingBenchmark {
    /// The sizes measured, smallest first.
    let sizes: [Int]
    /// The names (``caseNames``) of the cases to run.
    let cases: Set<String>

    /// Seconds per operation for one measurement.
    typealias Measurement = (Int) -> Double

    /// The cases' command-line names, in the order they run.
    nonisolated static let caseNames = ["add-remove", "push-pop", "appearance"]

    func run(into table: inout ResultTable) {
        let all: [(String, String, Measurement, Bool)] = [
            ("add-remove", "add/remove child pair", Self.addRemovePairs, true),
            ("push-pop", "push/pop pair (navigation stack)", Self.pushPopPairs, false),
            ("appearance", "appearance forwarded, per controller", Self.appearanceForwarding, false),
        ]
        for (key, name, measure, hasRateTarget) in all where cases.contains(key) {
            let perOp = sizes.map { size in measure(size) }
            let times = zip(sizes, perOp).map { "N=\(Format.count($0)): \(Format.fixed($1 * 1e9, 0)) ns" }
            table.add("3 scaling", "\(name): time per op", times.joined(separator: ", "))
            if hasRateTarget, let largest = perOp.last {
                let rate = 1 / largest
                table.add(
                    "3 scaling", "\(name)s per second at N=\(Format.count(sizes.last ?? 0))", Format.count(Int(rate)),
                    target: "≥ 1,000,000", met: rate >= 1_000_000)
            }
            if let first = perOp.first, let last = perOp.last {
                let ratio = Statistics.ratio(last, first)
                table.add(
                    "3 scaling", "\(name): time per op, N=\(Format.count(sizes.last ?? 0)) / N=\(Format.count(sizes.first ?? 0))",
                    Format.ratio(ratio), target: "≤ 1.20×", met: ratio <= 1.2)
            }
        }
    }

    /// CPU seconds `body` takes, the best of `repeats` runs of fresh `setUp` state.
    static func best<State>(repeats: Int = 3, setUp: () -> State, _ body: (State) -> Void) -> Double {
        var best = Double.infinity
        for _ in 0..<repeats {
            let state = setUp()
            let start = ProcessMeter.cpuSeconds
            body(state)
            best = min(best, ProcessMeter.cpuSeconds - start)
        }
        return best
    }

    /// A parent gets `n` children (`addChild`, `didMove`), which then leave, newest first
    /// (`willMove(toParent: nil)`, `removeFromParent`): seconds per add/remove pair.
    static func addRemovePairs(_ n: Int) -> Double {
        let total = best(setUp: { (ViewController(), (0..<n).map { _ in ViewController() }) }) { state in
            let (parent, children) = state
            for child in children {
                parent.addChild(child)
                child.didMove(toParent: parent)
            }
            for child in children.reversed() {
                child.willMove(toParent: nil)
                child.removeFromParent()
            }
        }
        return total / Double(n)
    }

    /// A navigation controller, root of a visible window, gets `n` controllers pushed without
    /// animation, then pops them all: seconds per push/pop pair.
    static func pushPopPairs(_ n: Int) -> Double {
        let total = best(setUp: { () -> (NavigationController, [ViewController], Window) in
            let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 600), clock: ManualClock())
            let navigation = NavigationController(rootViewController: ViewController())
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            return (navigation, (0..<n).map { _ in ViewController() }, window)
        }) { state in
            let (navigation, pushed, window) = state
            for controller in pushed { navigation.pushViewController(controller, animated: false) }
            window.layoutIfNeeded()
            for _ in pushed { navigation.popViewController(animated: false) }
            window.layoutIfNeeded()
        }
        return total / Double(n)
    }

    /// A tree of `n` controllers (each with up to 10 children, views nested as the controllers
    /// are) is shown in a visible window and hidden again, twice: seconds per controller per
    /// appearance (will and did).
    static func appearanceForwarding(_ n: Int) -> Double {
        let total = best(setUp: { () -> (ViewController, ViewController, Window) in
            let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 600), clock: ManualClock())
            let container = ViewController()
            window.rootViewController = container
            window.makeKeyAndVisible()
            let root = ViewController()
            container.addChild(root)
            root.didMove(toParent: container)
            var level = [root]
            var made = 1
            while made < n {
                var next: [ViewController] = []
                for parent in level {
                    for _ in 0..<10 where made < n {
                        let child = ViewController()
                        parent.addChild(child)
                        parent.view.addSubview(child.view)
                        child.didMove(toParent: parent)
                        next.append(child)
                        made += 1
                    }
                }
                level = next
            }
            return (container, root, window)
        }) { state in
            let (container, root, _) = state
            for _ in 0..<2 {
                container.view.addSubview(root.view)
                root.view.removeFromSuperview()
            }
        }
        return total / Double(n * 4)
    }
}
