import Glibc
@_spi(Testing) import Containment

/// Part 9: the constraint solver beside kiwi. The same three systems
/// (``SolverBenchSystem``: a chain of 1,000 views, a grid of 30 × 30, 100 nested stack
/// views) solved by ours (``LinearSolver``) and by kiwi (`python3-kiwisolver`, timed inside
/// Python by ``KiwiScript``), in the same run: a full solve (a new solver, every constraint
/// added, every value read) and an incremental change of the container's width (every value
/// read after it). Medians; target: ours at most 1.0× kiwi's time for both.
struct LayoutBenchmark {
    let smoke: Bool

    struct Sizes {
        var chain: Int
        var grid: Int
        var stacks: Int
        var fullRuns: Int
        var changes: Int

        init(smoke: Bool) {
            chain = smoke ? 20 : 1_000
            grid = smoke ? 4 : 30
            stacks = smoke ? 5 : 100
            fullRuns = smoke ? 1 : 7
            changes = smoke ? 3 : 201
        }
    }

    /// What ours measured on one system (seconds, medians) and the sums of its values. Full
    /// solves stop as kiwi's do: at `runs`, or at three once they took 4 s.
    struct OurTimes {
        var full: Double
        var incremental: Double
        var sum: Double
        var changedSum: Double
    }

    static func measureOurs(_ system: SolverBenchSystem, runs: Int, changes: Int) throws -> OurTimes {
        var full: [Double] = []
        var sum = 0.0
        var solver = LinearSolver()
        var loaded: (variables: [SolverVariable], pin: SolverConstraintID)?
        for _ in 0..<runs where full.count < 3 || full.reduce(0, +) <= 4 {
            let start = Self.seconds
            solver = LinearSolver()
            let result = try system.load(into: solver)
            sum = 0
            for variable in result.variables { sum += solver.value(of: variable) }
            full.append(Self.seconds - start)
            loaded = result
        }
        guard let (variables, pin) = loaded else { throw BenchError.unavailable("no run") }
        var incremental: [Double] = []
        var changedSum = 0.0
        for change in 0..<changes {
            let width = system.widths[(change + 1) % system.widths.count]
            let start = Self.seconds
            try solver.setConstant(-width, of: pin)
            changedSum = 0
            for variable in variables { changedSum += solver.value(of: variable) }
            incremental.append(Self.seconds - start)
        }
        return OurTimes(
            full: Statistics.median(full), incremental: Statistics.median(incremental), sum: sum,
            changedSum: changedSum)
    }

    func run(into table: inout ResultTable) throws {
        let sizes = Sizes(smoke: smoke)
        let systems: [SolverBenchSystem] = [
            .chain(views: sizes.chain), .grid(rows: sizes.grid, columns: sizes.grid), .nestedStacks(depth: sizes.stacks),
        ]
        let kiwi = try KiwiRunner()
        defer { kiwi.removeFiles() }
        let part = "9 layout"
        var version: String?
        for system in systems {
            let ours = try Self.measureOurs(system, runs: sizes.fullRuns, changes: sizes.changes)
            let full = "\(system.name): full solve (new solver, add all, read all)"
            let change = "\(system.name): container width changed, all values read"
            switch kiwi.measure(system, runs: sizes.fullRuns, changes: sizes.changes) {
            case .unavailable(let why):
                table.add(part, "\(full), ours", "\(Format.fixed(ours.full * 1e3, 2)) ms; kiwi unavailable: \(why)")
                table.add(part, "\(change), ours", "\(Format.fixed(ours.incremental * 1e6, 1)) µs; kiwi unavailable")
            case .measured(let kiwiFull, let kiwiIncremental, let kiwiSum, let kiwiChangedSum, let kiwiVersion):
                version = kiwiVersion
                let fullRatio = Statistics.ratio(ours.full, kiwiFull)
                table.add(
                    part, "\(full), ours / kiwi",
                    "\(Format.fixed(ours.full * 1e3, 2)) ms / \(Format.fixed(kiwiFull * 1e3, 2)) ms = \(Self.ratio(fullRatio))",
                    target: "≤ 1.00×", met: fullRatio <= 1)
                let changeRatio = Statistics.ratio(ours.incremental, kiwiIncremental)
                table.add(
                    part, "\(change), ours / kiwi",
                    "\(Format.fixed(ours.incremental * 1e6, 1)) µs / \(Format.fixed(kiwiIncremental * 1e6, 1)) µs = "
                        + Self.ratio(changeRatio),
                    target: "≤ 1.00×", met: changeRatio <= 1)
                let agree = Self.close(ours.sum, kiwiSum) && Self.close(ours.changedSum, kiwiChangedSum)
                table.add(
                    part, "\(system.name): same values as kiwi (sum of all, after the solve and the changes)",
                    agree ? "yes" : "no: \(ours.sum) vs \(kiwiSum), \(ours.changedSum) vs \(kiwiChangedSum)",
                    target: "same", met: agree)
            }
        }
        table.notes.append(
            "part 9 times kiwi \(version.map { "\($0) " } ?? "")inside Python (time.perf_counter around the solver's calls only); "
                + "ours changes the width pin's constant (setConstant), kiwi suggests a value for the width as an edit "
                + "variable (it cannot change a constant); \(sizes.fullRuns) full solves, \(sizes.changes) changes, medians")
    }

    /// The monotonic clock in seconds, to the nanosecond (a change takes microseconds).
    static var seconds: Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    /// A ratio as `0.57×`, with a third digit below 0.1 (kiwi's grid is a thousand times slower).
    static func ratio(_ value: Double) -> String { "\(Format.fixed(value, value < 0.1 ? 3 : 2))×" }

    static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-6 * max(1, abs(a), abs(b)) }
}
