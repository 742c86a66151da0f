import Foundation
import Testing
@testable import Containment
import ContainmentTestSupport

/// Model-based fuzzing of the core: random sequences of containment, container, presentation,
/// pointer, resize, clock and content-view operations (scrolling, row selection, text, images,
/// first responder), with the invariants of ``InvariantChecker`` after every step. `make test` runs
/// 50 seeds × 2,000 steps in four batches; `make fuzz` runs 5,000 seeds (or as many as
/// `CONTAINMENT_FUZZ_SEEDS`, `CONTAINMENT_FUZZ_STEPS` and `CONTAINMENT_FUZZ_FIRST_SEED` ask).
@MainActor
@Suite struct CoreFuzzTests {
    static let seeds = TestSize.count("CONTAINMENT_FUZZ_SEEDS", quick: 50)
    static let steps = TestSize.count("CONTAINMENT_FUZZ_STEPS", quick: 2_000)
    static let firstSeed = ProcessInfo.processInfo.environment["CONTAINMENT_FUZZ_FIRST_SEED"].flatMap(UInt64.init) ?? 1
    nonisolated static let batches = 4

    @Test("Random operation sequences keep the hierarchy and the callbacks consistent", arguments: 0..<batches)
    func fuzz(batch: Int) {
        let perBatch = (Self.seeds + Self.batches - 1) / Self.batches
        let first = Self.firstSeed + UInt64(batch * perBatch)
        let last = Self.firstSeed + UInt64(min(Self.seeds, (batch + 1) * perBatch))
        guard first < last else { return }
        var statistics = FuzzRunner.Statistics()
        let start = Date()
        for seed in first..<last {
            if let failure = FuzzRunner.run(seed: seed, count: Self.steps, statistics: &statistics) {
                let minimal = FuzzRunner.shrink(failure)
                Issue.record("\(minimal)")
                return
            }
        }
        let seconds = Date().timeIntervalSince(start)
        print("fuzz batch \(batch): seeds \(first)..<\(last) × \(Self.steps) steps = \(statistics.steps) steps in \(String(format: "%.1f", seconds)) s (\(Int(Double(statistics.steps) / max(seconds, 0.001))) steps/s), \(statistics.refusals) refusals, \(statistics.warnings) warnings, \(statistics.callbacks) appearance callbacks")
    }
}
