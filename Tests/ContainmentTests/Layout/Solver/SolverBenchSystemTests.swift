import Testing
@_spi(Testing) import Containment

/// The bench's three systems at small sizes, against values computed by hand, then changed
/// incrementally as the bench changes them.
@Suite("LinearSolver: the bench systems, small")
struct SolverBenchSystemTests {
    private func frames(_ solver: LinearSolver, _ variables: [SolverVariable], views: Int) -> [[Double]] {
        (0..<views).map { view in (0..<4).map { solver.value(of: variables[4 * view + $0]) } }
    }

    @Test func aChainIsRightAlignedInItsContainer() throws {
        let system = SolverBenchSystem.chain(views: 3, width: 200)
        let solver = LinearSolver()
        let (variables, pin) = try system.load(into: solver)
        // left(i) = W - 48 × (3 - i); 40 wide, 30 high, at the top.
        #expect(frames(solver, variables, views: 3) == [[56, 0, 40, 30], [104, 0, 40, 30], [152, 0, 40, 30]])
        solver.takeChangedVariables()
        try solver.setConstant(-300, of: pin)
        #expect(frames(solver, variables, views: 3) == [[156, 0, 40, 30], [204, 0, 40, 30], [252, 0, 40, 30]])
        #expect(Set(solver.takeChangedVariables()) == [variables[0], variables[4], variables[8], variables[12]])
    }

    @Test func aGridSharesTheContainerEqually() throws {
        let system = SolverBenchSystem.grid(rows: 2, columns: 3, width: 320, height: 200)
        let solver = LinearSolver()
        let (variables, pin) = try system.load(into: solver)
        // (320 - 8 × 4) / 3 = 96 wide, (200 - 8 × 3) / 2 = 88 high.
        #expect(
            frames(solver, variables, views: 6) == [
                [8, 8, 96, 88], [112, 8, 96, 88], [216, 8, 96, 88],
                [8, 104, 96, 88], [112, 104, 96, 88], [216, 104, 96, 88],
            ])
        try solver.setConstant(-350, of: pin)  // 106 wide
        #expect(frames(solver, variables, views: 6)[2] == [236, 8, 106, 88])
        #expect(frames(solver, variables, views: 6)[4] == [122, 104, 106, 88])
    }

    @Test func nestedStacksFillTheirWidthAndHugTheirLabels() throws {
        let system = SolverBenchSystem.nestedStacks(depth: 3, width: 300)
        let solver = LinearSolver()
        let (variables, pin) = try system.load(into: solver)
        // Stack i (view 2i) at y = 28 i, 28 × (3 - i) - 8 high; label i (view 2i + 1) 20 high.
        #expect(
            frames(solver, variables, views: 6) == [
                [0, 0, 300, 76], [0, 0, 300, 20],
                [0, 28, 300, 48], [0, 28, 300, 20],
                [0, 56, 300, 20], [0, 56, 300, 20],
            ])
        // Narrower than the labels' intrinsic width: compression resistance gives way to
        // the required width.
        try solver.setConstant(-60, of: pin)
        #expect(frames(solver, variables, views: 6).map { $0[2] } == Array(repeating: 60, count: 6))
        try solver.setConstant(-310, of: pin)
        #expect(frames(solver, variables, views: 6)[5] == [0, 56, 310, 20])
    }

    @Test func theKiwiDescriptionListsEveryConstraint() {
        let system = SolverBenchSystem.chain(views: 2)
        let lines = system.kiwiDescription.split(separator: "\n")
        #expect(lines[0] == "V 9")
        #expect(lines[1] == "E 8")
        #expect(lines.count == 3 + system.constraints.count)
        #expect(lines[3] == "C 0 1.0 -40.0 2:1.0")
    }
}
