/// An incremental Cassowary solver (Badros, Borning and Stuckey, "The Cassowary Linear
/// Arithmetic Constraint Solving Algorithm", 2001), modelled on kiwi's `Solver`: required and
/// weighted optional linear equalities and inequalities, added, removed and re-weighed one at
/// a time without solving from scratch.
///
/// The rule: a required constraint holds or is refused; among the solutions of the required
/// ones, the solver keeps the one with the least Σ weight × |error| of the optional ones (a
/// vertex of the simplex, so when several are as good, which one is an implementation
/// choice, as in kiwi). A refused change (``SolverError/unsatisfiable(conflicting:)``) leaves
/// the solver exactly as it was. Nothing here traps on the numbers it is given: a non-finite
/// number makes a required constraint unsatisfiable and an optional one inert.
///
/// Beyond kiwi: ``setConstant(_:of:)`` changes any constraint's constant incrementally (kiwi
/// does it only for edit variables), and ``takeChangedVariables()`` says which values moved.
/// Not thread-safe; one solver per window.
@_spi(Testing) public final class LinearSolver {
    var tableau = SolverTableau()

    public init() {}

    /// A new variable, in no constraint yet (value 0), as kiwi's `Variable()`.
    public func makeVariable() -> SolverVariable {
        SolverVariable(index: tableau.makeSymbol(.external))
    }

    /// Gives a variable back once no constraint mentions it any more (a view that left the
    /// window), so a later ``makeVariable()`` reuses its slot: kiwi's variables die with their
    /// last reference. Ignored while the variable is still in the tableau or edited. The
    /// handle must not be used afterwards (it may name a new variable).
    public func releaseVariable(_ variable: SolverVariable) {
        guard tableau.isValidVariable(variable), editConstraint(of: variable) == nil else { return }
        tableau.recycle(variable.index)
    }

    /// Adds a constraint incrementally (kiwi's `addConstraint`): no re-solve from scratch.
    /// Throws ``SolverError/unsatisfiable(conflicting:)`` for a required one that cannot hold,
    /// leaving the solver unchanged. An all-zero optional constraint is fine.
    @discardableResult
    public func add(_ constraint: SolverConstraint) throws(SolverError) -> SolverConstraintID {
        let slot = try tableau.add(constraint)
        return tableau.id(ofSlot: slot)
    }

    /// Removes a constraint incrementally (kiwi's `removeConstraint`); an unknown or already
    /// removed id is ignored.
    public func remove(_ id: SolverConstraintID) {
        tableau.remove(id)
    }

    /// Changes the constant of any constraint already in (required or not, equality or
    /// inequality) incrementally: the paper's re-solve with new constants (the marker/error
    /// column delta, then the dual simplex), as kiwi's `suggestValue` does for edit constraints
    /// but for every constraint. A required one that can no longer hold throws
    /// ``SolverError/unsatisfiable(conflicting:)`` and leaves the solver (and the old constant)
    /// as before. An unknown id is ignored.
    public func setConstant(_ constant: Double, of id: SolverConstraintID) throws(SolverError) {
        try tableau.setConstant(constant, of: id)
    }

    /// The constant a constraint was last given (nil for an unknown id).
    public func constant(of id: SolverConstraintID) -> Double? {
        tableau.record(id)?.constant
    }

    /// Kiwi's `addEditVariable`: `variable == suggestion` at `weight`. Unlike kiwi's, the
    /// suggestion starts at the variable's current value, so adding it moves nothing. A
    /// variable already edited, or a weight not finite and positive, is ignored.
    public func addEditVariable(_ variable: SolverVariable, weight: Double) {
        guard tableau.isValidVariable(variable), editConstraint(of: variable) == nil,
            weight.isFinite && weight > 0
        else { return }
        let current = value(of: variable)
        let constraint = SolverConstraint(
            SolverExpression([SolverTerm(variable)], constant: -current), .equal, strength: .weight(weight))
        guard let slot = try? tableau.add(constraint) else { return }
        tableau.liveUserConstraints -= 1
        let id = tableau.id(ofSlot: slot)
        let index = Int(variable.index)
        if edits.count <= index { edits.append(contentsOf: repeatElement(nil, count: index + 1 - edits.count)) }
        edits[index] = id
    }

    /// Kiwi's `removeEditVariable`; a variable not edited is ignored.
    public func removeEditVariable(_ variable: SolverVariable) {
        guard let id = editConstraint(of: variable) else { return }
        edits[Int(variable.index)] = nil
        tableau.remove(id)
        tableau.liveUserConstraints += 1
    }

    /// Kiwi's `suggestValue`: the edit constraint's wanted value, re-solved incrementally. A
    /// variable not edited, or a value not finite, is ignored.
    public func suggestValue(_ value: Double, for variable: SolverVariable) {
        guard value.isFinite, let id = editConstraint(of: variable) else { return }
        try? tableau.setConstant(-value, of: id)
    }

    /// Edit constraints by variable index.
    private var edits: [SolverConstraintID?] = []

    private func editConstraint(of variable: SolverVariable) -> SolverConstraintID? {
        let index = Int(variable.index)
        return index >= 0 && index < edits.count ? edits[index] : nil
    }

    /// The current value (0 for a variable in no constraint, or not of this solver), as
    /// kiwi's `Variable::value()` after `updateVariables()`; always current, O(1).
    public func value(of variable: SolverVariable) -> Double {
        // Read through the stored property, not a method of the tableau: a method call on a
        // class's struct property may copy the whole struct.
        let index = Int(variable.index)
        guard index >= 0 && index < tableau.rows.count && tableau.rows[index].isBasic else { return 0 }
        return tableau.rows[index].constant
    }

    /// The variables whose value changed since the last call (so the engine only touches views
    /// that moved), then forgets them. Costs O(variables touched), not O(all variables).
    @discardableResult
    public func takeChangedVariables() -> [SolverVariable] {
        var changed: [SolverVariable] = []
        let dirty = tableau.dirtyVariables
        tableau.dirtyVariables.removeAll(keepingCapacity: true)
        for symbol in dirty {
            let index = Int(symbol)
            tableau.isDirty[index] = false
            let current = tableau.value(of: symbol)
            if current != tableau.reportedValues[index] {
                tableau.reportedValues[index] = current
                changed.append(SolverVariable(index: symbol))
            }
        }
        return changed
    }

    /// Whether a variable's value is not pinned by the constraints, for UIKit's
    /// `hasAmbiguousLayout` (best effort, as UIKit's): it is in no row, or a free parameter, or
    /// its row mentions a free parameter or a slack or error that could move without costing
    /// anything (a zero reduced cost in the objective).
    public func isAmbiguous(_ variable: SolverVariable) -> Bool {
        guard tableau.isValidVariable(variable) else { return false }
        let row = tableau.rows[Int(variable.index)]
        guard row.isBasic else { return true }
        for cell in row.cells {
            switch tableau.kinds[Int(cell.symbol)] {
            case .external: return true
            case .dummy: continue
            case .slack, .error:
                if abs(tableau.objective.coefficient(for: cell.symbol)) < tableau.objectiveEpsilon { return true }
            }
        }
        return false
    }

    /// How many symbols the tableau holds, variables included (for tests: removed constraints'
    /// symbols are reused, so this stays bounded over a long session).
    public var symbolCount: Int { tableau.kinds.count }

    /// How many constraints are in (those given to ``add(_:)`` and not removed; edit
    /// variables not counted).
    public var constraintCount: Int { tableau.liveUserConstraints }
}
