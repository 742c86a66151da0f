import Containment
import ContainmentTestSupport

/// Runs fuzzed sequences: generates one from a seed, checking the invariants after every step,
/// and shrinks a failing one (delta debugging) to a minimal sequence that still fails the same way.
@MainActor
enum FuzzRunner {
    struct Failure: Error, CustomStringConvertible {
        let seed: UInt64
        /// The steps up to the failing one (all of them when it failed at the final settle).
        let steps: [FuzzStep]
        let message: String
        let names: [String]

        /// What kind of violation (the message up to its first controller name), to keep shrinking on the same bug.
        var kind: String { String(message.prefix { $0 != ":" }) }

        var description: String {
            "seed \(seed): \(message)\nminimal sequence (\(steps.count) steps):\n"
                + steps.map { "    " + $0.line(names) }.joined(separator: "\n")
        }
    }

    struct Statistics {
        var steps = 0
        var refusals = 0
        var warnings = 0
        var callbacks = 0
    }

    /// Generates and runs `count` steps from `seed`; returns the failure, if any, unshrunk.
    static func run(seed: UInt64, count: Int, statistics: inout Statistics) -> Failure? {
        var rng = SplitMix64(seed: seed)
        let world = FuzzWorld()
        // Every world runs out its animations, failing or not: a swap cut short would leave the
        // shared Application ignoring input for the next world.
        defer { world.withDiagnostics { world.settle() } }
        return world.withDiagnostics {
            var steps: [FuzzStep] = []
            let opening = FuzzGenerator.opening(world)
            while steps.count < count {
                let step = steps.count < opening.count ? opening[steps.count] : FuzzGenerator.next(&rng, world)
                steps.append(step)
                if let message = perform(step, in: world) {
                    return Failure(seed: seed, steps: steps, message: message, names: world.names)
                }
            }
            defer {
                statistics.steps += steps.count
                statistics.refusals += world.refusals.count
                statistics.warnings += world.warnings.count
                statistics.callbacks += world.ledger.callbackCount
            }
            if let message = finish(world) { return Failure(seed: seed, steps: steps, message: message, names: world.names) }
            return nil
        }
    }

    /// Replays `steps` in a fresh world; returns the violation message, if any.
    static func replay(_ steps: [FuzzStep]) -> String? {
        let world = FuzzWorld()
        defer { world.withDiagnostics { world.settle() } }
        return world.withDiagnostics {
            for step in steps {
                if let message = perform(step, in: world) { return message }
            }
            return finish(world)
        }
    }

    /// Applies one step and checks the invariants.
    private static func perform(_ step: FuzzStep, in world: FuzzWorld) -> String? {
        world.prepare(step)
        if let violation = InvariantChecker.checkAlways(world) { return violation }
        let refusalsBefore = world.refusals.count
        let loadedBefore = world.loadedViewCount
        let before = step.mayBeRefused ? InvariantChecker.snapshot(world) : nil
        world.apply(step)
        if world.refusals.count > refusalsBefore {
            let refusal = world.refusals[refusalsBefore]
            if refusal.description.isEmpty { return "a refusal without a message" }
            // A refusal raised while a view loads lazily (a container whose child was taken
            // meanwhile) is the container's, not the step's call: the step itself may go on, so
            // only the invariants below apply.
            if world.loadedViewCount == loadedBefore {
                guard let before else { return "refused call changed the tree: a step that cannot be refused was: \(refusal.description)" }
                if InvariantChecker.snapshot(world) != before { return "refused call changed the tree: \(refusal.description)" }
            }
        }
        if let violation = InvariantChecker.checkAlways(world) { return violation }
        if world.isQuiescent, let violation = InvariantChecker.checkQuiescent(world) { return "at quiescence: \(violation)" }
        return nil
    }

    /// Lets go of the pointer, runs out every animation and checks the quiescent invariants.
    private static func finish(_ world: FuzzWorld) -> String? {
        world.settle()
        if let violation = InvariantChecker.checkAlways(world) { return "after settling: \(violation)" }
        if let violation = InvariantChecker.checkQuiescent(world) { return "after settling: \(violation)" }
        if world.window.isVisible, let failure = FuzzRestoration.roundTrip(world) { return "after settling: state restoration round trip: \(failure)" }
        return nil
    }

    /// Delta debugging (ddmin): drops chunks of steps while the sequence still fails the same way.
    static func shrink(_ failure: Failure) -> Failure {
        var steps = failure.steps
        var message = failure.message
        let kind = failure.kind
        func stillFails(_ candidate: [FuzzStep]) -> String? {
            guard let result = replay(candidate) else { return nil }
            return result.prefix(while: { $0 != ":" }) == kind ? result : nil
        }
        guard stillFails(steps) != nil else { return failure }  // not reproducible: report as is
        var granularity = 2
        while steps.count >= 2 {
            let chunk = max(1, steps.count / granularity)
            var reduced = false
            var start = 0
            while start < steps.count {
                var candidate = steps
                candidate.removeSubrange(start..<min(start + chunk, steps.count))
                if let result = stillFails(candidate) {
                    steps = candidate
                    message = result
                    reduced = true
                } else {
                    start += chunk
                }
            }
            if reduced {
                granularity = max(granularity - 1, 2)
            } else {
                if chunk == 1 { break }
                granularity = min(granularity * 2, steps.count)
            }
        }
        return Failure(seed: failure.seed, steps: steps, message: message, names: failure.names)
    }
}
