// The linear expressions the solver is given: Σ coefficient × variable + constant, as kiwi's
// `Variable`, `Term` and `Expression` (kiwi/variable.h, term.h, expression.h).

/// A variable of the solver: a cheap handle (an index into its solver's symbols), Hashable.
///
/// Mirrors kiwi's `Variable`, minus the name and the stored value: the value is read from the
/// solver that made it (``LinearSolver/value(of:)``). A variable belongs to the solver whose
/// ``LinearSolver/makeVariable()`` returned it.
@_spi(Testing) public struct SolverVariable: Hashable, Sendable {
    /// The symbol this variable is in its solver's tableau.
    let index: Int32

    init(index: Int32) { self.index = index }
}

/// `coefficient × variable`, as kiwi's `Term`.
@_spi(Testing) public struct SolverTerm: Sendable {
    public var variable: SolverVariable
    public var coefficient: Double

    public init(_ variable: SolverVariable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// `Σ terms + constant`, as kiwi's `Expression`. Terms may repeat a variable: the solver adds
/// their coefficients up.
@_spi(Testing) public struct SolverExpression: Sendable {
    public var terms: [SolverTerm]
    public var constant: Double

    public init(_ terms: [SolverTerm] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression that is just `variable` (kiwi builds the same from a lone `Variable`).
    public init(_ variable: SolverVariable) {
        self.init([SolverTerm(variable)])
    }
}

// The operators kiwi's symbolics.h offers, enough to write a layout constraint in one line.

@_spi(Testing) extension SolverVariable {
    public static func * (variable: SolverVariable, coefficient: Double) -> SolverExpression {
        SolverExpression([SolverTerm(variable, coefficient)])
    }

    public static func * (coefficient: Double, variable: SolverVariable) -> SolverExpression {
        SolverExpression([SolverTerm(variable, coefficient)])
    }

    public static func + (lhs: SolverVariable, rhs: SolverVariable) -> SolverExpression {
        SolverExpression([SolverTerm(lhs), SolverTerm(rhs)])
    }

    public static func - (lhs: SolverVariable, rhs: SolverVariable) -> SolverExpression {
        SolverExpression([SolverTerm(lhs), SolverTerm(rhs, -1)])
    }

    public static func + (lhs: SolverVariable, rhs: SolverExpression) -> SolverExpression {
        SolverExpression([SolverTerm(lhs)] + rhs.terms, constant: rhs.constant)
    }

    public static func - (lhs: SolverVariable, rhs: SolverExpression) -> SolverExpression {
        SolverExpression([SolverTerm(lhs)], constant: 0) - rhs
    }

    public static func + (lhs: SolverVariable, rhs: Double) -> SolverExpression {
        SolverExpression([SolverTerm(lhs)], constant: rhs)
    }

    public static func - (lhs: SolverVariable, rhs: Double) -> SolverExpression {
        SolverExpression([SolverTerm(lhs)], constant: -rhs)
    }
}

@_spi(Testing) extension SolverExpression {
    public static func + (lhs: SolverExpression, rhs: SolverExpression) -> SolverExpression {
        SolverExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    public static func - (lhs: SolverExpression, rhs: SolverExpression) -> SolverExpression {
        lhs + (-rhs)
    }

    public static prefix func - (expression: SolverExpression) -> SolverExpression {
        SolverExpression(
            expression.terms.map { SolverTerm($0.variable, -$0.coefficient) }, constant: -expression.constant)
    }

    public static func + (lhs: SolverExpression, rhs: Double) -> SolverExpression {
        SolverExpression(lhs.terms, constant: lhs.constant + rhs)
    }

    public static func - (lhs: SolverExpression, rhs: Double) -> SolverExpression {
        SolverExpression(lhs.terms, constant: lhs.constant - rhs)
    }

    public static func * (lhs: SolverExpression, rhs: Double) -> SolverExpression {
        SolverExpression(
            lhs.terms.map { SolverTerm($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
    }

    public static func + (lhs: SolverExpression, rhs: SolverVariable) -> SolverExpression {
        SolverExpression(lhs.terms + [SolverTerm(rhs)], constant: lhs.constant)
    }

    public static func - (lhs: SolverExpression, rhs: SolverVariable) -> SolverExpression {
        SolverExpression(lhs.terms + [SolverTerm(rhs, -1)], constant: lhs.constant)
    }
}
