import Containment

/// Part 3: the core's cost per operation as the structure grows, headless on a ``ManualClock``:
/// add/remove child pairs, push/pop pairs on a navigation stack, and appearance forwarding
/// through a tree of controllers, each at N = 1,000, 10,000 and 100,000 (smaller in smoke runs);
/// and the appearance budget: showing and hiding a tree of 1,000 controllers against a 60 Hz
/// frame. Times are process CPU time, which other processes' load disturbs less than wall time.
@MainActor
struct CoreScalingBenchmark {
    /// The sizes measured, smallest first.
    let sizes: [Int]
    /// The names (``caseNames``) of the cases to run.
    let cases: Set<String>
    /// The CPU time each measurement's runs add up to at least (see ``best(setUp:_:)``); none
    /// in smoke runs.
    var minimumSeconds = 0.05

    /// Seconds per operation for one measurement.
    typealias Measurement = (Int) -> Double

    /// The cases' command-line names, in the order they run.
    nonisolated static let caseNames = ["add-remove", "push-pop", "appearance", "show-hide"]

    /// The controllers in the tree of the appearance budget (``showAndHide(_:)``).
    static let budgetTreeSize = 1_000

    /// The appearance budget: a show and a hide of ``budgetTreeSize`` controllers may take this
    /// share of a 60 Hz frame.
    static let budgetShareOfFrame = 0.05

    func run(into table: inout ResultTable) {
        // Which size-ratio rows have a target: push/pop must stay flat; appearance forwarding
        // through a big tree is given for information (what memory adds to a walk of 100,000
        // controllers is this machine's, not the design's).
        let all: [(String, String, Measurement, hasRateTarget: Bool, hasFlatTarget: Bool)] = [
            ("add-remove", "add/remove child pair", addRemovePairs, true, true),
            ("push-pop", "push/pop pair (navigation stack)", pushPopPairs, false, true),
            ("appearance", "appearance forwarded, per controller", appearanceForwarding, false, false),
        ]
        for (key, name, measure, hasRateTarget, hasFlatTarget) in all where cases.contains(key) {
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
                    Format.ratio(ratio), target: hasFlatTarget ? "≤ 1.20×" : "", met: hasFlatTarget ? ratio <= 1.2 : nil)
            }
        }
        if cases.contains("show-hide") { addAppearanceBudget(into: &table) }
    }

    /// The appearance budget's row: a show and a hide of the tree, in milliseconds and as a
    /// share of a 60 Hz frame.
    private func addAppearanceBudget(into table: inout ResultTable) {
        let seconds = showAndHide(Self.budgetTreeSize)
        let frame = 1.0 / 60
        let share = seconds / frame
        table.add(
            "3 scaling",
            "show and hide a tree of \(Format.count(Self.budgetTreeSize)) controllers (10 children each): time, share of a 60 Hz frame",
            "\(Format.fixed(seconds * 1e3, 3)) ms, \(Format.fixed(share * 100, 1)) %",
            target: "≤ \(Format.fixed(Self.budgetShareOfFrame * 100, 0)) % (\(Format.fixed(Self.budgetShareOfFrame * frame * 1e3, 2)) ms)",
            met: share <= Self.budgetShareOfFrame)
    }

    /// CPU seconds `body` takes, the best of runs on fresh `setUp` state: at least
    /// `minimumRepeats` runs, and more until the runs add up to ``minimumSeconds``, so that a run
    /// of a small size (a tenth of a millisecond) is not taken while the processor is still
    /// slowing down or speeding up.
    func best<State>(minimumRepeats: Int = 3, setUp: () -> State, _ body: (State) -> Void) -> Double {
        var best = Double.infinity
        var measured = 0.0
        var repeats = 0
        while repeats < minimumRepeats || measured < minimumSeconds {
            let state = setUp()
            let start = ProcessMeter.cpuSeconds
            body(state)
            let seconds = ProcessMeter.cpuSeconds - start
            best = min(best, seconds)
            measured += seconds
            repeats += 1
        }
        return best
    }

    /// A parent gets `n` children (`addChild`, `didMove`), which then leave, newest first
    /// (`willMove(toParent: nil)`, `removeFromParent`): seconds per add/remove pair.
    func addRemovePairs(_ n: Int) -> Double {
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
    func pushPopPairs(_ n: Int) -> Double {
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
    func appearanceForwarding(_ n: Int) -> Double {
        let total = best(setUp: { Self.appearanceTree(n) }) { tree in
            for _ in 0..<2 {
                tree.container.view.addSubview(tree.root.view)
                tree.root.view.removeFromSuperview()
            }
        }
        return total / Double(n * 4)
    }

    /// A tree of `n` controllers (each with up to 10 children) is shown in a visible window and
    /// hidden again: seconds per show and hide, every callback of every controller included.
    func showAndHide(_ n: Int) -> Double {
        best(setUp: { Self.appearanceTree(n) }) { tree in
            tree.container.view.addSubview(tree.root.view)
            tree.root.view.removeFromSuperview()
        }
    }

    /// What ``appearanceForwarding(_:)`` builds: a visible window whose root controller
    /// (`container`) has one child, `root`, at the top of a tree of `n` controllers, each with up
    /// to 10 children, views nested as the controllers are.
    struct AppearanceTree {
        let window: Window
        let container: ViewController
        let root: ViewController
    }

    /// Builds the tree, breadth first.
    static func appearanceTree(_ n: Int) -> AppearanceTree {
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
        return AppearanceTree(window: window, container: container, root: root)
    }
}
