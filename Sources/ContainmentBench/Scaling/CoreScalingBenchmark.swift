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
    /// The CPU time each measurement's runs add up to at least (see ``best(setUp:_:)``); none
    /// in smoke runs.
    var minimumSeconds = 0.05

    /// Seconds per operation for one measurement.
    typealias Measurement = (Int) -> Double

    /// The cases' command-line names, in the order they run.
    nonisolated static let caseNames = ["add-remove", "push-pop", "appearance"]

    func run(into table: inout ResultTable) {
        let all: [(String, String, Measurement, Bool)] = [
            ("add-remove", "add/remove child pair", addRemovePairs, true),
            ("push-pop", "push/pop pair (navigation stack)", pushPopPairs, false),
            ("appearance", "appearance forwarded, per controller", appearanceForwarding, false),
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
            if key == "appearance" { addAppearanceFloor(beside: perOp, into: &table) }
        }
    }

    /// Measures ``appearanceFloor(_:)`` at the same sizes as the appearance case and adds it
    /// beside that case: the time per controller, and the smallest largest/smallest ratio any
    /// walk as fast as ours on the small tree could reach on this machine.
    private func addAppearanceFloor(beside ours: [Double], into table: inout ResultTable) {
        let floor = sizes.map { appearanceFloor($0) }
        let times = zip(sizes, floor).map { "N=\(Format.count($0)): \(Format.fixed($1 * 1e9, 1)) ns" }
        table.add("3 scaling", "appearance floor (per callback one read of the controller or view, reads independent): time per op", times.joined(separator: ", "))
        guard let oursSmallest = ours.first, let floorSmallest = floor.first, let floorLargest = floor.last else { return }
        let lowest = Statistics.lowestReachableRatio(smallest: oursSmallest, floorSmallest: floorSmallest, floorLargest: floorLargest)
        table.add(
            "3 scaling", "appearance: lowest N=\(Format.count(sizes.last ?? 0)) / N=\(Format.count(sizes.first ?? 0)) the floor allows at our N=\(Format.count(sizes.first ?? 0)) speed",
            Format.ratio(lowest))
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

    /// The least any appearance forwarding through the same tree can cost on this machine: per
    /// controller per appearance, one read of the controller and one of its view before the
    /// move (UIKit's `viewWillAppear` and `willMove(toWindow:)` are calls on those objects) and
    /// the same two after it, and nothing else. The objects are read in the order the walks
    /// visit them, from lists made beforehand, so that no read waits for another (the walks
    /// themselves find each object through its parent). What this costs more at the largest N
    /// than at the smallest is what memory adds to any walk of the tree, even one that never
    /// waits for one object before reading the next.
    func appearanceFloor(_ n: Int) -> Double {
        let total = best(setUp: { () -> (AppearanceTree, views: [UnsafeRawPointer], controllers: [UnsafeRawPointer]) in
            let tree = Self.appearanceTree(n)
            var views: [UnsafeRawPointer] = []
            var controllers: [UnsafeRawPointer] = []
            views.reserveCapacity(n)
            controllers.reserveCapacity(n)
            Self.collectInWalkOrder(tree.root, views: &views, controllers: &controllers)
            return (tree, views, controllers)
        }) { state in
            var sum = 0
            // Two shows and two hides, each a pass over the views and one over the controllers
            // before the move and again after it, as the appearance case; all of it again
            // until about 100,000 controllers' worth is read, so that a small tree's run is
            // not a few microseconds, too short for the CPU clock to time.
            for _ in 0..<(4 * 2 * floorRounds(n)) {
                for object in state.views { sum &+= object.load(as: Int.self) }
                for object in state.controllers { sum &+= object.load(as: Int.self) }
            }
            Self.floorSink &+= sum
        }
        return total / Double(n * 4 * floorRounds(n))
    }

    /// How many times the floor reads a tree of `n` controllers per run.
    private func floorRounds(_ n: Int) -> Int { max(1, 100_000 / max(n, 1)) }

    /// Where the floor's reads go, so that the optimizer keeps them.
    nonisolated(unsafe) static var floorSink = 0

    /// The addresses of `controller`'s view and the views below it, parents first (the order of
    /// the window-move walks), and of the controller and those below it, parents first (the
    /// order of the appearance walks).
    private static func collectInWalkOrder(
        _ controller: ViewController, views: inout [UnsafeRawPointer], controllers: inout [UnsafeRawPointer]
    ) {
        collectViews(controller.view, into: &views)
        collectControllers(controller, into: &controllers)
    }

    private static func collectViews(_ view: View, into addresses: inout [UnsafeRawPointer]) {
        addresses.append(UnsafeRawPointer(Unmanaged.passUnretained(view).toOpaque()))
        for subview in view.subviews { collectViews(subview, into: &addresses) }
    }

    private static func collectControllers(_ controller: ViewController, into addresses: inout [UnsafeRawPointer]) {
        addresses.append(UnsafeRawPointer(Unmanaged.passUnretained(controller).toOpaque()))
        for child in controller.children { collectControllers(child, into: &addresses) }
    }
}
