import Foundation

/// How much of a long test runs. Plain `swift test` and `make test` run the quick size, so the
/// whole suite stays within minutes on two cores; `make fuzz` and `make leakcheck` set the
/// environment variables below to run the full size (the Makefile's header lists them).
///
/// - `CONTAINMENT_FUZZ_SEEDS`, `CONTAINMENT_FUZZ_STEPS`: the core fuzzer (`CoreFuzzTests`).
/// - `CONTAINMENT_LEAK_CYCLES`: the cycles of each container change in `LeakTests`.
/// - `CONTAINMENT_DEMO_FUZZ_MUTATIONS`: the mutations of the demo's command-line fuzzer
///   (`CommandLineFuzzTests`) and of its scene-file fuzzer (`SceneFuzzTests`).
public enum TestSize {
    /// The whole number in the environment variable `name`, or `quick` when it is unset or not
    /// a positive whole number.
    public static func count(_ name: String, quick: Int) -> Int {
        guard let value = ProcessInfo.processInfo.environment[name].flatMap(Int.init), value > 0 else { return quick }
        return value
    }
}
