import Testing
@_spi(Testing) import Containment

/// Random sequences of adds, removals and constant changes, each checked against solving the
/// final system from scratch: both must satisfy every required constraint and reach the same
/// least weighted error (the optimum's value; which optimum is chosen may differ on ties).
@Suite("LinearSolver: incremental equals from scratch")
struct SolverRandomizedTests {
    /// SplitMix64: a small deterministic generator, so a failing seed replays.
    private struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    }

    /// A constraint over variable indexes, as the model keeps it.
    private struct Spec {
        var terms: [(Int, Double)]
        var constant: Double
        var relation: SolverRelation
        var strength: SolverStrength

        func constraint(_ variables: [SolverVariable]) -> SolverConstraint {
            SolverConstraint(
                SolverExpression(terms.map { SolverTerm(variables[$0.0], $0.1) }, constant: constant), relation,
                strength: strength)
        }

        func error(_ values: [Double]) -> Double {
            let value = terms.reduce(constant) { $0 + values[$1.0] * $1.1 }
            switch relation {
            case .equal: return abs(value)
            case .lessThanOrEqual: return max(0, value)
            case .greaterThanOrEqual: return max(0, -value)
            }
        }
    }

    /// Σ weight × error over the optional constraints, errors under 1e-7 counted as 0 (rounding:
    /// a real error here is at least a few thousandths).
    private func cost(_ specs: [Spec], _ values: [Double]) -> Double {
        specs.reduce(0) { sum, spec in
            guard case .weight(let weight) = spec.strength else { return sum }
            let error = spec.error(values)
            return error < 1e-7 ? sum : sum + weight * error
        }
    }

    private func randomSpec(_ random: inout Generator, variables: Int) -> Spec {
        let coefficients: [Double] = [-2, -1, -1, 1, 1, 2, 0.5]
        var terms: [(Int, Double)] = []
        for _ in 0...random.below(3) {
            terms.append((random.below(variables), coefficients[random.below(coefficients.count)]))
        }
        let relations: [SolverRelation] = [.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual]
        // Kiwi's weak to strong, and the engine's UIKit priorities (10^(p/125): 1 → 1.02,
        // 250 → 100, 750 → 1e6, 999 → 1e8), whose rounding noise once stopped the simplex early.
        let weights: [Double] = [1, 1.0186, 3, 10, 100, 101.86, 750, 1e3, 1e6, 3.98e7, 9.8e7]
        let strength: SolverStrength = random.below(10) < 3 ? .required : .weight(weights[random.below(weights.count)])
        return Spec(
            terms: terms, constant: Double(random.below(201) - 100), relation: relations[random.below(relations.count)],
            strength: strength)
    }

    @Test(arguments: 0..<200)
    func incrementalMatchesFromScratch(seed: Int) throws {
        var random = Generator(state: UInt64(seed) &* 7919 &+ 1)
        let variableCount = 3 + random.below(6)
        let solver = LinearSolver()
        let variables = (0..<variableCount).map { _ in solver.makeVariable() }
        // Every variable is pulled weakly somewhere, so most optima are unique.
        var model: [(id: SolverConstraintID, spec: Spec)] = []
        for index in 0..<variableCount {
            let spec = Spec(
                terms: [(index, 1)], constant: Double(-10 * index), relation: .equal, strength: .weight(0.5))
            model.append((try solver.add(spec.constraint(variables)), spec))
        }
        var reported = [Double](repeating: 0, count: variableCount)
        for _ in 0..<60 {
            switch random.below(10) {
            case 0..<6:
                let spec = randomSpec(&random, variables: variableCount)
                let before = variables.map { solver.value(of: $0) }
                do {
                    model.append((try solver.add(spec.constraint(variables)), spec))
                } catch {
                    #expect(spec.strength == .required)
                    #expect(variables.map { solver.value(of: $0) } == before)
                }
            case 6..<8 where !model.isEmpty:
                let removed = model.remove(at: random.below(model.count))
                solver.remove(removed.id)
            case 8..<10 where !model.isEmpty:
                let index = random.below(model.count)
                let constant = Double(random.below(201) - 100)
                let before = variables.map { solver.value(of: $0) }
                do {
                    try solver.setConstant(constant, of: model[index].id)
                    model[index].spec.constant = constant
                } catch {
                    #expect(model[index].spec.strength == .required)
                    #expect(variables.map { solver.value(of: $0) } == before)
                    #expect(solver.constant(of: model[index].id) == model[index].spec.constant)
                }
            default: break
            }
            #expect(solver.constraintCount == model.count)
            // takeChangedVariables names exactly the variables whose value moved since it was
            // last called (the engine moves only those views).
            let changed = Set(solver.takeChangedVariables())
            for (index, variable) in variables.enumerated() {
                let value = solver.value(of: variable)
                #expect(changed.contains(variable) == (value != reported[index]), "seed \(seed): variable \(index)")
                reported[index] = value
            }
        }
        let incremental = variables.map { solver.value(of: $0) }
        let scratch = LinearSolver()
        let fresh = (0..<variableCount).map { _ in scratch.makeVariable() }
        for entry in model { try scratch.add(entry.spec.constraint(fresh)) }
        let fromScratch = fresh.map { scratch.value(of: $0) }
        for entry in model where entry.spec.strength == .required {
            #expect(entry.spec.error(incremental) < 1e-6, "seed \(seed): required broken")
        }
        let (a, b) = (cost(model.map(\.spec), incremental), cost(model.map(\.spec), fromScratch))
        // Rounding leaves ~1e-13 of a cost's own size; a wrong vertex moves the cost by far
        // more (weights ≥ 1, errors of a few thousandths at least).
        let weights = model.reduce(0.0) { sum, entry in
            guard case .weight(let weight) = entry.spec.strength else { return sum }
            return sum + weight
        }
        #expect(abs(a - b) <= 1e-4 + 1e-11 * (weights + abs(b)), "seed \(seed): cost \(a) incremental, \(b) from scratch")
    }
}
