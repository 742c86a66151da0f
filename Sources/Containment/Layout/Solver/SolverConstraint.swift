// What the solver is asked to hold: `expression relation 0` at a strength, as kiwi's
// `Constraint` (kiwi/constraint.h) and `strength` (kiwi/strength.h).

/// The relation of a constraint's expression to zero, as kiwi's `RelationalOperator`.
@_spi(Testing) public enum SolverRelation: Sendable {
    /// `expression ≤ 0` (kiwi's `OP_LE`), `expression == 0` (`OP_EQ`), `expression ≥ 0` (`OP_GE`).
    case lessThanOrEqual, equal, greaterThanOrEqual
}

/// How strongly a constraint holds, as Cassowary's strengths (kiwi's `strength`).
///
/// `required` constraints are hard: the solver refuses one that cannot hold. An optional one
/// has a `weight` > 0: the solver minimises Σ weight × |error| over the optional constraints, as
/// kiwi's objective does. The engine maps UIKit priorities 1...999 to weights; weights up to
/// ~1e12 stay numerically safe (required is not a weight here, so nothing competes with it). A
/// weight that is not finite and positive makes the constraint inert.
@_spi(Testing) public enum SolverStrength: Equatable, Sendable {
    /// Must hold (kiwi's `strength::required`).
    case required
    /// May give way, at this cost per unit of error (kiwi's other strengths).
    case weight(Double)
}

/// `expression relation 0` at a strength, as kiwi's `Constraint`.
@_spi(Testing) public struct SolverConstraint: Sendable {
    /// The left side; the right side is 0 (kiwi's `Constraint::expression()`).
    public var expression: SolverExpression
    /// kiwi's `Constraint::op()`.
    public var relation: SolverRelation
    /// kiwi's `Constraint::strength()`, with required apart from the weights.
    public var strength: SolverStrength

    /// `expression relation 0` at `strength` (required unless said).
    public init(_ expression: SolverExpression, _ relation: SolverRelation, strength: SolverStrength = .required) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }
}

/// A constraint inside the solver: a cheap handle (a slot and its generation), Hashable, as
/// the `Constraint` key of kiwi's `CnMap`. An id whose constraint was removed stays harmless:
/// the solver ignores it.
@_spi(Testing) public struct SolverConstraintID: Hashable, Sendable {
    let slot: Int32
    let generation: UInt32
}

/// Why the solver refused a change, as kiwi's `UnsatisfiableConstraint`.
@_spi(Testing) public enum SolverError: Error, Equatable {
    /// A required constraint (or a constant change of one) cannot hold with the required
    /// constraints already in; `conflicting` names those among them (best effort: the constraints
    /// whose marker/error symbols are in the failing row; the new one first). The solver is left
    /// exactly as before the call.
    case unsatisfiable(conflicting: [SolverConstraintID])
}
