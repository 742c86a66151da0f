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
    /// The variable (kiwi's `Term::variable()`).
    public var variable: SolverVariable
    /// Its factor (kiwi's `Term::coefficient()`).
    public var coefficient: Double

    /// `coefficient × variable`.
    public init(_ variable: SolverVariable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// `Σ terms + constant`, as kiwi's `Expression`. Terms may repeat a variable: the solver adds
/// their coefficients up.
@_spi(Testing) public struct SolverExpression: Sendable {
    /// The terms (kiwi's `Expression::terms()`); a variable may appear in several.
    public var terms: [SolverTerm]
    /// The constant (kiwi's `Expression::constant()`).
    public var constant: Double

    /// `Σ terms + constant`.
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
    /// `coefficient × variable`, as kiwi's `Variable * double`.
    public static func * (variable: SolverVariable, coefficient: Double) -> SolverExpression {
        SolverExpression([SolverTerm(variable, coefficient)])
    }

    /// `coefficient × variable`, as kiwi's `double * Variable`.
    public static func * (coefficient: Double, variable: SolverVariable) -> SolverExpression {
        SolverExpression([SolverTerm(variable, coefficient)])
    }

    /// The sum of two variables, as kiwi's `Variable + Variable`.
    public static func + (lhs: SolverVariable, rhs: SolverVariable) -> SolverExpression {
        SolverExpression([SolverTerm(lhs), SolverTerm(rhs)])
    }

    /// The difference of two variables, as kiwi's `Variable - Variable`.
    public static func - (lhs: SolverVariable, rhs: SolverVariable) -> SolverExpression {
        SolverExpression([SolverTerm(lhs), SolverTerm(rhs, -1)])
    }

    /// A variable plus an expression, as kiwi's `Variable + Expression`.
    public static func + (lhs: SolverVariable, rhs: SolverExpression) -> SolverExpression {
        SolverExpression([SolverTerm(lhs)] + rhs.terms, constant: rhs.constant)
    }

    /// A variable minus an expression, as kiwi's `Variable - Expression`.
    public static func - (lhs: SolverVariable, rhs: SolverExpression) -> SolverExpression {
        SolverExpression([SolverTerm(lhs)], constant: 0) - rhs
    }

    /// A variable plus a constant, as kiwi's `Variable + double`.
    public static func + (lhs: SolverVariable, rhs: Double) -> SolverExpression {
        SolverExpression([SolverTerm(lhs)], constant: rhs)
    }

    /// A variable minus a constant, as kiwi's `Variable - double`.
    public static func - (lhs: SolverVariable, rhs: Double) -> SolverExpression {
        SolverExpression([SolverTerm(lhs)], constant: -rhs)
    }
}

@_spi(Testing) extension SolverExpression {
    /// The sum of two expressions (terms concatenated, constants added), as kiwi's.
    public static func + (lhs: SolverExpression, rhs: SolverExpression) -> SolverExpression {
        SolverExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    /// The difference of two expressions, as kiwi's.
    public static func - (lhs: SolverExpression, rhs: SolverExpression) -> SolverExpression {
        lhs + (-rhs)
    }

    /// The negated expression, as kiwi's unary minus.
    public static prefix func - (expression: SolverExpression) -> SolverExpression {
        SolverExpression(
            expression.terms.map { SolverTerm($0.variable, -$0.coefficient) }, constant: -expression.constant)
    }

    /// An expression plus a constant, as kiwi's `Expression + double`.
    public static func + (lhs: SolverExpression, rhs: Double) -> SolverExpression {
        SolverExpression(lhs.terms, constant: lhs.constant + rhs)
    }

    /// An expression minus a constant, as kiwi's `Expression - double`.
    public static func - (lhs: SolverExpression, rhs: Double) -> SolverExpression {
        SolverExpression(lhs.terms, constant: lhs.constant - rhs)
    }

    /// An expression scaled, terms and constant, as kiwi's `Expression * double`.
    public static func * (lhs: SolverExpression, rhs: Double) -> SolverExpression {
        SolverExpression(
            lhs.terms.map { SolverTerm($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
    }

    /// An expression plus a variable, as kiwi's `Expression + Variable`.
    public static func + (lhs: SolverExpression, rhs: SolverVariable) -> SolverExpression {
        SolverExpression(lhs.terms + [SolverTerm(rhs)], constant: lhs.constant)
    }

    /// An expression minus a variable, as kiwi's `Expression - Variable`.
    public static func - (lhs: SolverExpression, rhs: SolverVariable) -> SolverExpression {
        SolverExpression(lhs.terms + [SolverTerm(rhs, -1)], constant: lhs.constant)
    }
}
