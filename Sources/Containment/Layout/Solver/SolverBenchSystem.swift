// The three constraint systems the bench solves with ours and with kiwi, and the solver tests
// check at small sizes: described once, as data, so both solvers get the same system.

/// A constraint system for measuring and checking ``LinearSolver``: variables numbered from 0,
/// constraints over them, and a container width whose constant changes (the incremental case).
///
/// Each view has four variables: left, top, width, height (`4 × view + 0...3`). The container's
/// width is the last variable, pinned by the last constraint (`width - w == 0`, required), whose
/// constant the incremental measurement changes; kiwi, which cannot change a constraint's
/// constant, gets that variable as an edit variable instead of the pin.
@_spi(Testing) public struct SolverBenchSystem: Sendable {
    public let name: String
    public let variableCount: Int
    /// Written against a fresh solver's variables: `SolverVariable` k is the k-th made.
    public let constraints: [SolverConstraint]
    /// The container width variable (pinned by `constraints.last`).
    public let containerWidth: Int
    /// The widths the container first has, then alternates between for the incremental case.
    public let widths: [Double]

    /// A variable index as a term of a fresh solver's variable.
    static func term(_ index: Int, _ coefficient: Double = 1) -> SolverTerm {
        SolverTerm(SolverVariable(index: Int32(index)), coefficient)
    }

    /// Makes the variables in `solver` (which should be fresh) and adds every constraint.
    /// Returns the variables and the pin's id.
    public func load(into solver: LinearSolver) throws(SolverError) -> (
        variables: [SolverVariable], pin: SolverConstraintID
    ) {
        var variables: [SolverVariable] = []
        variables.reserveCapacity(variableCount)
        for _ in 0..<variableCount { variables.append(solver.makeVariable()) }
        let fresh = variables.enumerated().allSatisfy { $0.element.index == Int32($0.offset) }
        var pin: SolverConstraintID?
        for constraint in constraints {
            var constraint = constraint
            if !fresh {
                constraint.expression.terms = constraint.expression.terms.map {
                    SolverTerm(variables[Int($0.variable.index)], $0.coefficient)
                }
            }
            pin = try solver.add(constraint)
        }
        guard let pin else { throw .unsatisfiable(conflicting: []) }
        return (variables, pin)
    }

    /// The system as lines for the bench's kiwi script: `V count`, `E container`, `W widths…`,
    /// then one `C relation strength constant index:coefficient…` per constraint (strength 0
    /// for required; relation -1 ≤, 0 =, 1 ≥).
    public var kiwiDescription: String {
        var lines = ["V \(variableCount)", "E \(containerWidth)", "W " + widths.map { "\($0)" }.joined(separator: " ")]
        lines.reserveCapacity(constraints.count + 3)
        for constraint in constraints {
            let relation =
                switch constraint.relation {
                case .lessThanOrEqual: -1
                case .equal: 0
                case .greaterThanOrEqual: 1
                }
            let strength =
                switch constraint.strength {
                case .required: 0.0
                case .weight(let weight): weight
                }
            let terms = constraint.expression.terms.map { "\($0.variable.index):\($0.coefficient)" }
            lines.append(
                "C \(relation) \(strength) \(constraint.expression.constant) " + terms.joined(separator: " "))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: The systems

    /// The weight of a weak constraint (kiwi's `strength::weak`).
    public static let weak = 1.0

    /// A chain of views in a row, right-aligned in the container: `width == 40` (weak),
    /// `top == 0`, `height == 30`, `left(i) == left(i-1) + width(i-1) + 8`, and the last one's
    /// right edge 8 from the container's. So `left(i) = W - 48 × (count - i)`.
    public static func chain(views count: Int, width: Double = 1_000) -> SolverBenchSystem {
        let container = 4 * count
        var constraints: [SolverConstraint] = []
        constraints.reserveCapacity(4 * count + 2)
        for view in 0..<count {
            let (left, top, w, height) = (4 * view, 4 * view + 1, 4 * view + 2, 4 * view + 3)
            constraints.append(SolverConstraint(SolverExpression([term(w)], constant: -40), .equal, strength: .weight(weak)))
            constraints.append(SolverConstraint(SolverExpression([term(top)]), .equal))
            constraints.append(SolverConstraint(SolverExpression([term(height)], constant: -30), .equal))
            if view > 0 {
                constraints.append(
                    SolverConstraint(
                        SolverExpression([term(left), term(left - 4, -1), term(w - 4, -1)], constant: -8), .equal))
            }
        }
        let last = 4 * (count - 1)
        constraints.append(
            SolverConstraint(
                SolverExpression([term(last), term(last + 2), term(container, -1)], constant: 8), .equal))
        constraints.append(SolverConstraint(SolverExpression([term(container)], constant: -width), .equal))
        return SolverBenchSystem(
            name: "chain of \(count) views", variableCount: container + 1, constraints: constraints,
            containerWidth: container, widths: [width, width + 10])
    }

    /// A grid of views, rows and columns aligned, equal widths and heights, 8 apart and 8 from
    /// the edges of a container of `width × height` (the height is a second pinned variable).
    /// So each view is `(W - 8 × (columns + 1)) / columns` wide.
    public static func grid(rows: Int, columns: Int, width: Double = 1_000, height: Double = 800) -> SolverBenchSystem {
        let count = rows * columns
        let containerWidth = 4 * count
        let containerHeight = containerWidth + 1
        func view(_ row: Int, _ column: Int) -> Int { 4 * (row * columns + column) }
        var constraints: [SolverConstraint] = []
        constraints.reserveCapacity(4 * count + 4)
        func equal(_ terms: [SolverTerm], _ constant: Double = 0) {
            constraints.append(SolverConstraint(SolverExpression(terms, constant: constant), .equal))
        }
        for row in 0..<rows {
            for column in 0..<columns {
                let v = view(row, column)
                let (left, top, w, h) = (v, v + 1, v + 2, v + 3)
                if row == 0 {
                    if column == 0 {
                        equal([term(left)], -8)
                    } else {
                        let p = view(0, column - 1)
                        equal([term(left), term(p, -1), term(p + 2, -1)], -8)
                        equal([term(w), term(view(0, 0) + 2, -1)])
                    }
                } else {
                    let above = view(0, column)
                    equal([term(left), term(above, -1)])
                    equal([term(w), term(above + 2, -1)])
                }
                if column == 0 {
                    if row == 0 {
                        equal([term(top)], -8)
                    } else {
                        let p = view(row - 1, 0)
                        equal([term(top), term(p + 1, -1), term(p + 3, -1)], -8)
                        equal([term(h), term(view(0, 0) + 3, -1)])
                    }
                } else {
                    let first = view(row, 0)
                    equal([term(top), term(first + 1, -1)])
                    equal([term(h), term(first + 3, -1)])
                }
            }
        }
        let right = view(0, columns - 1)
        equal([term(right), term(right + 2), term(containerWidth, -1)], 8)
        let bottom = view(rows - 1, 0)
        equal([term(bottom + 1), term(bottom + 3), term(containerHeight, -1)], 8)
        equal([term(containerHeight)], -height)
        equal([term(containerWidth)], -width)
        return SolverBenchSystem(
            name: "grid of \(rows) × \(columns) views", variableCount: containerHeight + 1, constraints: constraints,
            containerWidth: containerWidth, widths: [width, width + 10])
    }

    /// Nested vertical stack views as a stack view lays them out (alignment fill): stack i holds
    /// a label (intrinsic size 100 × 20, hugging 250, compression resistance 750) and, 8 below
    /// it, stack i + 1; the outermost stack is at the container's origin, as wide as it. View
    /// 2i is stack i, view 2i + 1 its label. So every view is W wide, label i is at y = 28 i.
    public static func nestedStacks(depth: Int, width: Double = 400) -> SolverBenchSystem {
        let container = 8 * depth
        var constraints: [SolverConstraint] = []
        constraints.reserveCapacity(16 * depth + 4)
        func add(_ terms: [SolverTerm], _ constant: Double = 0, _ relation: SolverRelation = .equal,
                 _ strength: SolverStrength = .required) {
            constraints.append(SolverConstraint(SolverExpression(terms, constant: constant), relation, strength: strength))
        }
        add([term(0)])
        add([term(1)])
        add([term(2), term(container, -1)])
        for level in 0..<depth {
            let stack = 8 * level
            let label = stack + 4
            let (sl, st, sw, sh) = (stack, stack + 1, stack + 2, stack + 3)
            let (ll, lt, lw, lh) = (label, label + 1, label + 2, label + 3)
            add([term(ll), term(sl, -1)])
            add([term(ll), term(lw), term(sl, -1), term(sw, -1)])
            add([term(lt), term(st, -1)])
            add([term(lw)], -100, .lessThanOrEqual, .weight(250))
            add([term(lw)], -100, .greaterThanOrEqual, .weight(750))
            add([term(lh)], -20, .lessThanOrEqual, .weight(250))
            add([term(lh)], -20, .greaterThanOrEqual, .weight(750))
            if level + 1 < depth {
                let next = stack + 8
                add([term(next), term(sl, -1)])
                add([term(next), term(next + 2), term(sl, -1), term(sw, -1)])
                add([term(next + 1), term(lt, -1), term(lh, -1)], -8)
                add([term(next + 1), term(next + 3), term(st, -1), term(sh, -1)])
            } else {
                add([term(lt), term(lh), term(st, -1), term(sh, -1)])
            }
        }
        add([term(container)], -width)
        return SolverBenchSystem(
            name: "\(depth) nested stack views", variableCount: container + 1, constraints: constraints,
            containerWidth: container, widths: [width, width + 10])
    }
}
