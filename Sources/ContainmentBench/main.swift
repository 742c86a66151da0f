import CGtk
import ContainmentGtk
import Foundation

// containment-bench: the performance figures of `make bench`, printed as one Markdown table.

let usage = "usage: containment-bench [--smoke] [--parts 1,2,3,4,5,6,7,8,9] [--sizes 1000,10000] [--cases appearance] [--runs N] [--subjects ours,stack,flap,floor]"
let options: BenchOptions
switch BenchOptions.parse(Array(CommandLine.arguments.dropFirst())) {
case .success(let parsed): options = parsed
case .failure(let error):
    FileHandle.standardError.write(Data("containment-bench: \(error.message)\n\(usage)\n".utf8))
    exit(2)
}

@MainActor func loadAverage() -> String {
    (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3).joined(separator: " ") ?? "?"
}

if let request = options.tableSubject { exit(TableSubjectProcess.run(request, smoke: options.smoke)) }

var table = ResultTable()
let loadBefore = loadAverage()
let started = ProcessMeter.monotonicMicroseconds
var failures = 0

@MainActor func part(_ number: Int, _ body: () throws -> Void) {
    guard options.parts.contains(number) else { return }
    do {
        try body()
    } catch {
        failures += 1
        table.add("\(number)", "could not run", "\(error)")
    }
    FileHandle.standardError.write(Data("containment-bench: part \(number) done\n".utf8))
}

part(3) {
    var scaling = CoreScalingBenchmark(sizes: options.scalingSizes, cases: options.scalingCases)
    if options.smoke { scaling.minimumSeconds = 0 }
    scaling.run(into: &table)
}
part(5) { try StartupBenchmark(runs: options.startupRuns).run(into: &table) }
part(8) { try TableBenchmark(smoke: options.smoke).run(into: &table) }
part(9) { try LayoutBenchmark(smoke: options.smoke).run(into: &table) }
part(9) { try LayoutResizeBenchmark(smoke: options.smoke).run(into: &table) }
if !options.parts.isDisjoint(with: [1, 2, 4, 6, 7]) {
    do {
        try GtkRuntime.initialize()
        part(1) { try FrameDeliveryBenchmark(runs: options.animationRuns).run(into: &table) }
        part(2) { try FrameCostBenchmark(runs: options.animationRuns, subjectNames: options.costSubjects).run(into: &table) }
        part(6) { try RealContentBenchmark(runs: options.animationRuns, subjectNames: options.costSubjects).run(into: &table) }
        part(7) { try InputLatencyBenchmark(clicks: options.inputClicks).run(into: &table) }
        part(4) {
            let session = LongSessionBenchmark(checkpoints: options.sessionCheckpoints)
            try session.run(into: &table)
            try session.contentPushPop(warmUp: options.smoke ? 3 : 100, long: options.smoke ? 5 : 1_000, into: &table)
        }
    } catch {
        failures += 1
        table.add("1, 2, 4, 6, 7", "could not run", "\(error)")
    }
}

let seconds = Double(ProcessMeter.monotonicMicroseconds - started) / 1e6
table.notes.append(contentsOf: [
    "\(options.smoke ? "smoke run (tiny sizes, figures mean nothing)" : "full run"), \(seconds.rounded()) s; "
        + "load average before \(loadBefore), after \(loadAverage()); \(ProcessInfo.processInfo.activeProcessorCount) CPUs",
    "CPU figures are this process's CPU time (CLOCK_PROCESS_CPUTIME_ID); the X server's own work is not included",
])
print(table.markdown)
exit(failures == 0 ? 0 : 1)
