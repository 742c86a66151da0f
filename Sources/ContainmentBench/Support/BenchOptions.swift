/// The benchmark's command line: `containment-bench [--smoke] [--parts 1,2,3,4,5,6,7,8,9] [--sizes 1000,10000]
/// [--cases appearance]`; part 8 starts it again as `containment-bench --table-subject listbox:1000` for
/// each table it measures.
struct BenchOptions: Equatable {
    /// Tiny sizes, one run each: checks that every part runs (for `make test`), asserts nothing.
    var smoke = false
    /// The parts to run (1 to 9).
    var parts: Set<Int> = [1, 2, 3, 4, 5, 6, 7, 8, 9]
    /// Set in a child process of part 8: the one table to show and measure.
    var tableSubject: TableSubjectRequest?

    /// Reads the arguments (without the program name); `nil` with a message when they are wrong.
    static func parse(_ arguments: [String]) -> Result<BenchOptions, UsageError> {
        var options = BenchOptions()
        var index = 0
        while index < arguments.count {
            switch arguments[index] {
            case "--smoke":
                options.smoke = true
            case "--parts":
                index += 1
                guard index < arguments.count else { return .failure(UsageError(message: "--parts needs a list such as 1,3")) }
                let parts = arguments[index].split(separator: ",").compactMap { Int($0) }
                guard !parts.isEmpty, parts.allSatisfy((1...9).contains) else {
                    return .failure(UsageError(message: "--parts takes numbers from 1 to 9, such as 1,3"))
                }
                options.parts = Set(parts)
            case "--table-subject":
                index += 1
                guard index < arguments.count, let request = TableSubjectRequest(arguments[index]) else {
                    return .failure(UsageError(message: "--table-subject takes ours, treeview or listbox, a row count and maybe scroll, such as listbox:1000:scroll"))
                }
                options.tableSubject = request
            case "--subjects":
                index += 1
                let names = index < arguments.count ? arguments[index].split(separator: ",").map(String.init) : []
                guard !names.isEmpty, names.allSatisfy(["ours", "stack", "flap", "floor"].contains) else {
                    return .failure(UsageError(message: "--subjects takes ours, stack, flap and floor, such as ours,stack"))
                }
                options.costSubjects = Set(names)
            case "--cases":
                index += 1
                let names = index < arguments.count ? arguments[index].split(separator: ",").map(String.init) : []
                guard !names.isEmpty, names.allSatisfy(CoreScalingBenchmark.caseNames.contains) else {
                    return .failure(UsageError(message: "--cases takes add-remove, push-pop, appearance and show-hide, such as appearance"))
                }
                options.scalingCases = Set(names)
            case "--runs":
                index += 1
                guard index < arguments.count, let runs = Int(arguments[index]), runs > 0 else {
                    return .failure(UsageError(message: "--runs takes a positive number"))
                }
                options.customRuns = runs
            case "--sizes":
                index += 1
                let sizes = index < arguments.count ? arguments[index].split(separator: ",").compactMap { Int($0) } : []
                guard !sizes.isEmpty, sizes.allSatisfy({ $0 > 0 }) else {
                    return .failure(UsageError(message: "--sizes takes positive numbers, such as 1000,10000"))
                }
                options.customSizes = sizes
            default:
                return .failure(UsageError(message: "unknown argument '\(arguments[index])'"))
            }
            index += 1
        }
        return .success(options)
    }

    /// Measured runs of each animation (parts 1 and 2).
    var animationRuns: Int { customRuns ?? (smoke ? 1 : 10) }
    /// Runs given with `--runs` (for profiling).
    var customRuns: Int?
    /// The implementations parts 2 and 6 compare (`--subjects`, for profiling one alone); part 6
    /// also runs the floor of a slide drawn from pictures.
    var costSubjects: Set<String> = ["ours", "stack", "flap", "floor"]
    /// The sizes of the scaling part.
    var scalingSizes: [Int] { customSizes ?? (smoke ? [100, 1_000] : [1_000, 10_000, 100_000]) }
    /// Sizes for the scaling part given with `--sizes` (for profiling under callgrind).
    var customSizes: [Int]?
    /// The cases of the scaling part to run (`--cases`, for profiling one alone).
    var scalingCases = Set(CoreScalingBenchmark.caseNames)
    /// Swap counts for the long session: warm-up, then long.
    var sessionCheckpoints: (warmUp: Int, long: Int) { smoke ? (5, 15) : (100, 10_000) }
    /// Clicks per case of the input-latency part.
    var inputClicks: Int { smoke ? 2 : 40 }
    /// Alternating start-up runs of each program.
    var startupRuns: Int { smoke ? 1 : 11 }
}

/// A wrong command line.
struct UsageError: Error {
    var message: String
}
