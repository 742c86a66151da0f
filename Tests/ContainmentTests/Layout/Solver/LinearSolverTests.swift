import Testing
@_spi(Testing) import Containment

/// The incremental Cassowary solver on small systems whose solutions are computed by hand.
@Suite("LinearSolver: Cassowary's answers, incrementally")
struct LinearSolverTests {
    private func equal(_ expression: SolverExpression, _ strength: SolverStrength = .required) -> SolverConstraint {
        SolverConstraint(expression, .equal, strength: strength)
    }

    private func atLeast(_ expression: SolverExpression, _ strength: SolverStrength = .required) -> SolverConstraint {
        SolverConstraint(expression, .greaterThanOrEqual, strength: strength)
    }

    private func atMost(_ expression: SolverExpression, _ strength: SolverStrength = .required) -> SolverConstraint {
        SolverConstraint(expression, .lessThanOrEqual, strength: strength)
    }

    @Test func requiredEqualitiesChainThroughEachOther() throws {
        let solver = LinearSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let z = solver.makeVariable()
        #expect(solver.value(of: x) == 0)
        try solver.add(equal(x - 10))
        try solver.add(equal(y - x - 5))
        try solver.add(equal(z * 2 - (y + 0) - 1))  // 2z = y + 1
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 15)
        #expect(solver.value(of: z) == 8)
        #expect(solver.constraintCount == 3)
        // A variable repeated in one expression adds up: x + x == 3y - 25 → y = 15.
        let w = solver.makeVariable()
        try solver.add(equal(SolverExpression([SolverTerm(w), SolverTerm(w), SolverTerm(x, -1)])))
        #expect(solver.value(of: w) == 5)
    }

    @Test func inequalitiesBoundWhatOptionalConstraintsPull() throws {
        let solver = LinearSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        try solver.add(equal(x + 0, .weight(1)))  // x wants 0
        try solver.add(atLeast(x - 10))  // x ≥ 10
        try solver.add(equal(y - 100, .weight(0.5)))  // y wants 100, less than x wants 0
        try solver.add(atMost(y - x - 20))  // y ≤ x + 20
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 30)
    }

    @Test func aStrongerWeightWinsAndTheWeakerTakesOverWhenItGoes() throws {
        let solver = LinearSolver()
        let x = solver.makeVariable()
        try solver.add(equal(x - 10, .weight(1)))
        let strong = try solver.add(equal(x - 20, .weight(1_000)))
        try solver.add(equal(x - 30, .weight(2)))
        #expect(solver.value(of: x) == 20)
        solver.remove(strong)
        #expect(solver.value(of: x) == 30)
        // Weights as large as the engine maps UIKit's priorities to stay exact.
        try solver.add(equal(x - 40, .weight(1e12)))
        try solver.add(equal(x - 50, .weight(1e11)))
        #expect(solver.value(of: x) == 40)
        // Required beats any weight.
        try solver.add(atMost(x - 5))
        #expect(solver.value(of: x) == 5)
    }

    @Test func editVariablesFollowSuggestionsWithinRequiredBounds() throws {
        let solver = LinearSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        try solver.add(atLeast(x + 0))
        try solver.add(equal(y - x - 5))
        solver.addEditVariable(x, weight: 1e6)
        #expect(solver.value(of: x) == 0)
        solver.suggestValue(50, for: x)
        #expect(solver.value(of: x) == 50)
        #expect(solver.value(of: y) == 55)
        solver.suggestValue(-5, for: x)  // x ≥ 0 is required
        #expect(solver.value(of: x) == 0)
        #expect(solver.value(of: y) == 5)
        solver.suggestValue(7, for: x)
        #expect(solver.value(of: y) == 12)
        #expect(solver.constraintCount == 2)
        solver.removeEditVariable(x)
        #expect(solver.constraintCount == 2)
        solver.suggestValue(100, for: x)  // no longer edited: ignored
        #expect(solver.value(of: y) == solver.value(of: x) + 5)
        #expect(solver.value(of: x) != 100)
        // Adding the edit again starts from the current value: nothing moves.
        try solver.add(equal(x - 3, .weight(1)))
        let before = solver.value(of: x)
        solver.addEditVariable(x, weight: 10)
        #expect(solver.value(of: x) == before)
        solver.suggestValue(9, for: x)
        #expect(solver.value(of: x) == 9)
    }

    @Test func setConstantMovesARequiredEquality() throws {
        let solver = LinearSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let pin = try solver.add(equal(x - 10))
        try solver.add(equal(y - x * 2))
        try solver.setConstant(-25, of: pin)
        #expect(solver.value(of: x) == 25)
        #expect(solver.value(of: y) == 50)
        #expect(solver.constant(of: pin) == -25)
    }

    @Test func setConstantFlipsBetweenTheFloorAndTheCeiling() throws {
        let solver = LinearSolver()
        let x = solver.makeVariable()
        try solver.add(equal(x - 50, .weight(1)))
        let floor = try solver.add(atLeast(x - 10))
        let ceiling = try solver.add(atMost(x - 80))
        try solver.setConstant(-70, of: floor)  // floor active
        #expect(solver.value(of: x) == 70)
        try solver.setConstant(-0, of: floor)  // floor inactive again
        #expect(solver.value(of: x) == 50)
        try solver.setConstant(-30, of: ceiling)  // ceiling active
        #expect(solver.value(of: x) == 30)
        try solver.setConstant(-20, of: floor)
        try solver.setConstant(-90, of: ceiling)  // ceiling inactive
        #expect(solver.value(of: x) == 50)
    }

    @Test func setConstantOnOptionalConstraints() throws {
        let solver = LinearSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let wantX = try solver.add(equal(x - 10, .weight(10)))
        try solver.add(equal(x - 0, .weight(1)))
        let atLeastY = try solver.add(atLeast(y - x - 5, .weight(5)))  // y ≥ x + 5, optional
        try solver.add(equal(y - 0, .weight(1)))  // y wants 0
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 15)
        try solver.setConstant(-40, of: wantX)
        #expect(solver.value(of: x) == 40)
        #expect(solver.value(of: y) == 45)
        try solver.setConstant(50, of: atLeastY)  // y ≥ x - 50: inactive, y returns to 0
        #expect(solver.value(of: y) == 0)
        try solver.setConstant(-10, of: atLeastY)
        #expect(solver.value(of: y) == 50)
    }

    @Test func removingAConstraintRestoresTheOldSolution() throws {
        let solver = LinearSolver()
        let left = solver.makeVariable()
        let width = solver.makeVariable()
        let right = solver.makeVariable()
        try solver.add(equal(right - left - width))
        try solver.add(equal(left - 20))
        try solver.add(equal(width - 100, .weight(1)))
        let variables = [left, width, right]
        let before = variables.map { solver.value(of: $0) }
        #expect(before == [20, 100, 120])
        let cap = try solver.add(atMost(right - 90))
        let squeezed = try solver.add(equal(width - 10, .weight(2)))
        #expect(variables.map { solver.value(of: $0) } == [20, 10, 30])
        solver.remove(squeezed)
        #expect(variables.map { solver.value(of: $0) } == [20, 70, 90])
        solver.remove(cap)
        #expect(variables.map { solver.value(of: $0) } == before)
        solver.remove(cap)  // already removed: ignored
        #expect(solver.constraintCount == 3)
    }

    @Test(arguments: [true, false])
    func removingOneOfTwoIdenticalRequiredConstraintsKeepsTheOther(removingTheFirst: Bool) throws {
        let solver = LinearSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        try solver.add(equal(x + 0, .weight(0.5)))
        try solver.add(equal(y - x - 3))
        // The first goes in through the artificial variable, the second is redundant (its
        // dummy becomes basic): kiwi's marker choice broke the second when the first left.
        let first = try solver.add(equal(-1 * x - 95))
        let second = try solver.add(equal(-1 * x - 95))
        #expect([solver.value(of: x), solver.value(of: y)] == [-95, -92])
        solver.remove(removingTheFirst ? first : second)
        #expect([solver.value(of: x), solver.value(of: y)] == [-95, -92])
        solver.remove(removingTheFirst ? second : first)
        #expect([solver.value(of: x), solver.value(of: y)] == [0, 3])
    }

    @Test func anUnsatisfiableAddIsRefusedAndNamesTheConflict() throws {
        let solver = LinearSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let pinX = try solver.add(equal(x - 10))
        let link = try solver.add(equal(y - x - 5))
        try solver.add(equal(y - 0, .weight(1)))
        let values = [solver.value(of: x), solver.value(of: y)]
        // y == 30 contradicts y = x + 5 = 15 (all dummies after substitution).
        #expect(throws: SolverError.self) { try solver.add(equal(y - 30)) }
        do {
            try solver.add(equal(y - 30))
        } catch {
            guard case .unsatisfiable(let conflicting) = error else { return }
            #expect(conflicting.count == 3)
            #expect(Set(conflicting.dropFirst()) == [pinX, link])
        }
        // y ≤ 12 needs the artificial variable, and fails there.
        do {
            try solver.add(atMost(y - 12))
            Issue.record("y ≤ 12 should be refused")
        } catch {
            guard case .unsatisfiable(let conflicting) = error else { return }
            #expect(Set(conflicting.dropFirst()) == [pinX, link])
        }
        #expect([solver.value(of: x), solver.value(of: y)] == values)
        #expect(solver.constraintCount == 3)
        // The solver still works after the refusals.
        try solver.add(atMost(y - 20))
        #expect(solver.value(of: y) == 15)
        // Non-finite numbers: required refused, optional inert.
        #expect(throws: SolverError.self) { try solver.add(equal(x - .nan)) }
        let inert = try solver.add(equal(x - .infinity, .weight(1)))
        #expect(solver.value(of: x) == 10)
        solver.remove(inert)
    }

    @Test func anUnsatisfiableSetConstantIsRefusedAndLeavesEverything() throws {
        let solver = LinearSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        try solver.add(equal(x - 50, .weight(1)))
        let floor = try solver.add(atLeast(x - 10))
        let ceiling = try solver.add(atMost(x - 80))
        let link = try solver.add(equal(y - x * 2))
        try solver.setConstant(-70, of: floor)
        solver.takeChangedVariables()
        let values = [solver.value(of: x), solver.value(of: y)]
        #expect(values == [70, 140])
        do {
            try solver.setConstant(-60, of: ceiling)  // x ≤ 60 against x ≥ 70
            Issue.record("x ≤ 60 should be refused")
        } catch {
            guard case .unsatisfiable(let conflicting) = error else { return }
            #expect(conflicting.first == ceiling)
            #expect(conflicting.contains(floor))
            #expect(!conflicting.contains(link))
        }
        #expect([solver.value(of: x), solver.value(of: y)] == values)
        #expect(solver.constant(of: ceiling) == -80)
        #expect(solver.takeChangedVariables().isEmpty)
        // A required equality that holds, then is moved where the floor forbids (y = 2x < 140).
        let pinY = try solver.add(equal(y - 140))
        #expect(throws: SolverError.self) { try solver.setConstant(-130, of: pinY) }
        #expect([solver.value(of: x), solver.value(of: y)] == values)
        #expect(throws: SolverError.self) { try solver.setConstant(.nan, of: pinY) }
        try solver.setConstant(-150, of: pinY)
        #expect([solver.value(of: x), solver.value(of: y)] == [75, 150])
        solver.remove(pinY)
        // The solver still moves afterwards.
        try solver.setConstant(-100, of: ceiling)
        try solver.setConstant(-90, of: floor)
        #expect(solver.value(of: x) == 90)
    }

    @Test func changedVariablesAreThoseThatMoved() throws {
        let solver = LinearSolver()
        let a = solver.makeVariable()
        let b = solver.makeVariable()
        let c = solver.makeVariable()
        let pinA = try solver.add(equal(a - 10))
        try solver.add(equal(b - a - 1))
        try solver.add(equal(c - 7))
        try solver.add(equal(solver.makeVariable() + 0))  // stays at 0: never reported
        #expect(Set(solver.takeChangedVariables()) == [a, b, c])
        #expect(solver.takeChangedVariables().isEmpty)
        try solver.setConstant(-20, of: pinA)
        #expect(Set(solver.takeChangedVariables()) == [a, b])
        try solver.setConstant(-30, of: pinA)
        try solver.setConstant(-20, of: pinA)  // back where it was reported: not a change
        #expect(solver.takeChangedVariables().isEmpty)
    }

    @Test func misuseIsIgnoredOrRefusedNeverTrapped() throws {
        let solver = LinearSolver()
        let other = LinearSolver()
        let x = solver.makeVariable()
        let pin = try solver.add(equal(x - 10))
        // Another solver's variables and ids.
        let foreign = (0..<5).map { _ in other.makeVariable() }.last!
        #expect(solver.value(of: foreign) == 0)
        #expect(throws: SolverError.self) { try solver.add(equal(foreign - 1)) }
        solver.addEditVariable(foreign, weight: 1)
        solver.suggestValue(3, for: foreign)
        solver.removeEditVariable(foreign)
        #expect(!solver.isAmbiguous(foreign))
        let otherID = try other.add(equal(foreign - 2))
        solver.remove(otherID)
        try solver.setConstant(-5, of: otherID)
        #expect(other.value(of: foreign) == 2)
        // A removed id stays dead even when its slot is reused.
        solver.remove(pin)
        let again = try solver.add(equal(x - 20))
        #expect(again != pin)
        solver.remove(pin)
        try solver.setConstant(-1, of: pin)
        #expect(solver.value(of: x) == 20)
        #expect(solver.constant(of: pin) == nil && solver.constant(of: again) == -20)
        // Edit variables: a bad weight, a bad value, twice the same.
        solver.addEditVariable(x, weight: 0)
        solver.addEditVariable(x, weight: .nan)
        solver.suggestValue(1, for: x)
        #expect(solver.value(of: x) == 20)
        let y = solver.makeVariable()
        solver.addEditVariable(y, weight: 1)
        solver.addEditVariable(y, weight: 1)
        solver.suggestValue(.infinity, for: y)
        solver.suggestValue(4, for: y)
        #expect(solver.value(of: y) == 4)
        // Weights out of range, constants out of range.
        try solver.add(equal(y - 9, .weight(-1)))
        try solver.add(equal(y - 9, .weight(.infinity)))
        try solver.add(SolverConstraint(SolverExpression([SolverTerm(y, .nan)]), .equal, strength: .weight(1)))
        #expect(solver.value(of: y) == 4)
        #expect(throws: SolverError.self) { try solver.add(SolverConstraint(SolverExpression(constant: 1), .equal)) }
        #expect(throws: SolverError.self) { try solver.add(atMost(SolverExpression(constant: 1))) }
        try solver.add(atMost(SolverExpression(constant: -1)))
        try solver.add(equal(SolverExpression(), .weight(1)))
        #expect(solver.value(of: x) == 20 && solver.value(of: y) == 4)
    }

    @Test func aLongSessionOfAddsAndRemovesReusesSymbols() throws {
        let solver = LinearSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        try solver.add(equal(y - x - 1))
        solver.addEditVariable(x, weight: 1e6)
        let settled = solver.symbolCount
        for step in 0..<2_000 {
            let value = Double(step % 100)
            let required = step % 2 == 0
            let pin = try solver.add(equal(x - value, required ? .required : .weight(1e7)))
            let floor = try solver.add(atLeast(y - value, .weight(1)))
            if required {
                #expect(throws: SolverError.self) { try solver.add(equal(x - value - 1)) }
            }
            #expect(solver.value(of: x) == value)
            try solver.setConstant(-value - 2, of: floor)
            solver.remove(pin)
            solver.remove(floor)
            solver.suggestValue(value, for: x)
        }
        #expect(solver.value(of: y) == 100)
        #expect(solver.constraintCount == 1)
        #expect(solver.symbolCount <= settled + 8, "\(solver.symbolCount) symbols after 2,000 rounds")
    }

    @Test func aReleasedVariableIsReusedOnlyOnceNothingMentionsIt() throws {
        let solver = LinearSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let link = try solver.add(equal(y - x - 1))
        try solver.add(equal(x - 4))
        let count = solver.symbolCount
        solver.releaseVariable(y)  // still in a constraint: ignored
        #expect(solver.value(of: y) == 5)
        solver.remove(link)
        solver.releaseVariable(y)
        solver.releaseVariable(y)  // twice: harmless
        #expect(throws: SolverError.self) { try solver.add(equal(y - 1)) }
        let z = solver.makeVariable()
        let w = solver.makeVariable()
        #expect(solver.symbolCount == count)  // z and w reuse y and the link's dummy
        try solver.add(equal(z - x - 2))
        try solver.add(equal(w - z - 2))
        #expect([solver.value(of: x), solver.value(of: z), solver.value(of: w)] == [4, 6, 8])
        #expect(Set(solver.takeChangedVariables()).isSuperset(of: [z, w]))
    }

    @Test func ambiguityIsAFreeVariableOrAFreeSlack() throws {
        let solver = LinearSolver()
        let pinned = solver.makeVariable()
        let floating = solver.makeVariable()
        let sumA = solver.makeVariable()
        let sumB = solver.makeVariable()
        let unused = solver.makeVariable()
        try solver.add(equal(pinned - 10))
        try solver.add(atLeast(floating - 0))
        try solver.add(equal(sumA + sumB - 10))
        #expect(!solver.isAmbiguous(pinned))
        #expect(solver.isAmbiguous(floating))
        #expect(solver.isAmbiguous(sumA) && solver.isAmbiguous(sumB))
        #expect(solver.isAmbiguous(unused))
        try solver.add(equal(sumA - 3, .weight(1)))
        try solver.add(equal(floating - 1, .weight(1)))
        #expect(!solver.isAmbiguous(sumA) && !solver.isAmbiguous(sumB))
        #expect(!solver.isAmbiguous(floating))
        #expect(solver.value(of: sumB) == 7)
    }
}
