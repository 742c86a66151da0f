// Adding, removing and re-weighing constraints: kiwi's `addConstraint`, `removeConstraint`
// and `suggestValue`, the last one generalised to any constraint's constant (the paper's
// section 5.2, "re-solving with new constants": shift the marker's column, then the dual
// simplex).

extension SolverTableau {
    // MARK: Records

    mutating func newRecord() -> Int32 {
        if let slot = freeSlots.popLast() { return slot }
        records.append(Record())
        return Int32(records.count - 1)
    }

    func record(_ id: SolverConstraintID) -> Record? {
        guard id.slot >= 0 && Int(id.slot) < records.count else { return nil }
        let record = records[Int(id.slot)]
        return record.isAlive && record.generation == id.generation ? record : nil
    }

    func id(ofSlot slot: Int32) -> SolverConstraintID {
        SolverConstraintID(slot: slot, generation: records[Int(slot)].generation)
    }

    /// The live required constraints that made the symbols of `row` (and `basic`), `first` first.
    func conflicting(in row: SolverRow, basic: Int32, first: Int32) -> [SolverConstraintID] {
        var slots: [Int32] = [first]
        var seen: Set<Int32> = [first]
        var symbols = row.cells.map(\.symbol)
        if basic >= 0 { symbols.append(basic) }
        for symbol in symbols {
            let index = Int(symbol)
            let slot = ownerSlots[index]
            guard slot >= 0 && kinds[index] != .external else { continue }
            let record = records[Int(slot)]
            guard record.isAlive && record.generation == ownerGenerations[index] && record.isRequired,
                seen.insert(slot).inserted
            else { continue }
            slots.append(slot)
        }
        return slots.map { id(ofSlot: $0) }
    }

    // MARK: Add

    /// Kiwi's `addConstraint`. Returns the new constraint's slot, or throws with the tableau as
    /// it was.
    mutating func add(_ constraint: SolverConstraint) throws(SolverError) -> Int32 {
        let slot = newRecord()
        var record = Record()
        record.generation = records[Int(slot)].generation
        record.isAlive = true
        record.constant = constraint.expression.constant
        switch constraint.strength {
        case .required: record.isRequired = true
        case .weight(let weight):
            record.isRequired = false
            record.weight = weight.isFinite && weight > 0 ? min(weight, 1e15) : .nan
            if record.weight > largestWeight { largestWeight = record.weight }
        }
        let expressionIsUsable =
            constraint.expression.constant.isFinite
            && constraint.expression.terms.allSatisfy { $0.coefficient.isFinite && isValidVariable($0.variable) }
        guard expressionIsUsable && !record.weight.isNaN else {
            if record.isRequired {
                freeSlots.append(slot)
                throw .unsatisfiable(conflicting: [])
            }
            // An optional constraint with an unusable number is kept, inert.
            records[Int(slot)] = record
            liveUserConstraints += 1
            return slot
        }
        records[Int(slot)] = record
        var row = makeRow(constraint, slot: slot)
        let made = records[Int(slot)]
        var subject = chooseSubject(row, record: made)
        if subject < 0 && row.cells.allSatisfy({ kinds[Int($0.symbol)] == .dummy }) {
            if !SolverRow.nearZero(row.constant) {
                let conflict = conflicting(in: row, basic: -1, first: slot)
                forget(slot)
                recycle(made.marker)
                throw .unsatisfiable(conflicting: conflict)
            }
            subject = made.marker
        }
        if subject < 0 {
            beginJournal()
            let art = makeSymbol(.slack)
            if let conflict = addWithArtificialVariable(row, slot: slot, art: art) {
                revertJournal()
                forget(slot)
                recycle(made.marker)
                recycle(art)
                throw .unsatisfiable(conflicting: conflict)
            }
            commitJournal()
            recycle(art)
        } else {
            row.solve(for: subject)
            substitute(subject, by: row)
            install(row, for: subject)
        }
        liveUserConstraints += 1
        optimize(artificialPhase: false)
        // Rows a primal pivot leaves feasible need no dual step; forget them (kiwi lets them pile up).
        infeasible.removeAll(keepingCapacity: true)
        return slot
    }

    /// Frees a slot whose constraint never made it in.
    mutating func forget(_ slot: Int32) {
        records[Int(slot)].isAlive = false
        records[Int(slot)].generation &+= 1
        freeSlots.append(slot)
    }

    /// Kiwi's `createRow`: the expression with the basic variables substituted, plus the
    /// slack, error or dummy symbols of its relation and strength, with a constant ≥ 0.
    mutating func makeRow(_ constraint: SolverConstraint, slot: Int32) -> SolverRow {
        var row = SolverRow(constant: constraint.expression.constant)
        for term in constraint.expression.terms where !SolverRow.nearZero(term.coefficient) {
            let symbol = term.variable.index
            if rows[Int(symbol)].isBasic {
                row.add(rows[Int(symbol)], times: term.coefficient, scratch: &scratch, columns: &columns, owner: -1)
            } else {
                row.insert(symbol, term.coefficient)
            }
        }
        var record = records[Int(slot)]
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
            let slack = makeSymbol(.slack, owner: slot)
            record.marker = slack
            record.markerCoefficient = sign
            row.insert(slack, sign)
            if !record.isRequired {
                let error = makeSymbol(.error, owner: slot)
                record.other = error
                record.otherCoefficient = -sign
                row.insert(error, -sign)
                objective.insert(error, record.weight)
            }
        case .equal:
            if record.isRequired {
                let dummy = makeSymbol(.dummy, owner: slot)
                record.marker = dummy
                record.markerCoefficient = 1
                row.insert(dummy, 1)
            } else {
                let plus = makeSymbol(.error, owner: slot)
                let minus = makeSymbol(.error, owner: slot)
                record.marker = plus
                record.markerCoefficient = -1
                record.other = minus
                record.otherCoefficient = 1
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, record.weight)
                objective.insert(minus, record.weight)
            }
        }
        records[Int(slot)] = record
        if row.constant < 0 { row.reverseSign() }
        return row
    }

    /// Kiwi's `chooseSubject`, preferring an external symbol no row mentions yet (nothing to
    /// substitute), then the first external, then the marker or the other if pivotable.
    func chooseSubject(_ row: SolverRow, record: Record) -> Int32 {
        var firstExternal: Int32 = -1
        for cell in row.cells where kinds[Int(cell.symbol)] == .external {
            if columns[Int(cell.symbol)].isEmpty { return cell.symbol }
            if firstExternal < 0 { firstExternal = cell.symbol }
        }
        if firstExternal >= 0 { return firstExternal }
        for symbol in [record.marker, record.other] where symbol >= 0 {
            let kind = kinds[Int(symbol)]
            if (kind == .slack || kind == .error) && row.coefficient(for: symbol) < 0 { return symbol }
        }
        return -1
    }

    /// Kiwi's `addWithArtificialVariable` (phase one). Returns nil on success, else the
    /// conflicting constraints (the caller reverts the journal).
    mutating func addWithArtificialVariable(_ row: SolverRow, slot: Int32, art: Int32) -> [SolverConstraintID]? {
        install(row, for: art)
        artificial = row
        let bounded = optimize(artificialPhase: true)
        let phaseOne = artificial ?? SolverRow()
        artificial = nil
        guard bounded && SolverRow.nearZero(phaseOne.constant) else {
            return conflicting(in: phaseOne, basic: -1, first: slot)
        }
        if rows[Int(art)].isBasic {
            var artRow = dropRow(of: art)
            if !artRow.cells.isEmpty {
                var entering: Int32 = -1
                for cell in artRow.cells where kinds[Int(cell.symbol)] == .slack || kinds[Int(cell.symbol)] == .error {
                    entering = cell.symbol
                    break
                }
                if entering < 0 {
                    // Only dummies are left: the constraint is redundant; its marker stands.
                    let marker = records[Int(slot)].marker
                    guard artRow.coefficient(for: marker) != 0 else {
                        return conflicting(in: artRow, basic: -1, first: slot)
                    }
                    entering = marker
                }
                artRow.solve(for: entering, replacing: art)
                substitute(entering, by: artRow)
                install(artRow, for: entering)
            }
        }
        // Remove the artificial symbol from every row.
        let column = takeColumn(art)
        let stamp = nextVisitStamp()
        for basic in column where visitStamps[Int(basic)] != stamp {
            visitStamps[Int(basic)] = stamp
            guard rows[Int(basic)].isBasic, rows[Int(basic)].coefficient(for: art) != 0 else { continue }
            saveRow(basic)
            _ = rows[Int(basic)].remove(art)
        }
        if objective.remove(art) != 0 { objectiveMayImprove = true }
        return nil
    }

    // MARK: Remove

    /// Kiwi's `removeConstraint`.
    mutating func remove(_ id: SolverConstraintID) {
        guard let record = record(id) else { return }
        forget(id.slot)
        liveUserConstraints -= 1
        guard record.marker >= 0 else { return }
        // The errors leave the objective before any pivot.
        for symbol in [record.marker, record.other] where symbol >= 0 && kinds[Int(symbol)] == .error {
            if rows[Int(symbol)].isBasic {
                objective.add(rows[Int(symbol)], times: -record.weight, scratch: &scratch, columns: &columns, owner: -1)
            } else {
                objective.insert(symbol, -record.weight)
            }
            objectiveMayImprove = true
        }
        let marker = record.marker
        if rows[Int(marker)].isBasic {
            _ = dropRow(of: marker)
        } else {
            let leaving = markerLeavingRow(marker)
            if leaving >= 0 {
                var row = dropRow(of: leaving)
                row.solve(for: marker, replacing: leaving)
                substitute(marker, by: row)
            }
        }
        optimize(artificialPhase: false)
        infeasible.removeAll(keepingCapacity: true)
        recycle(marker)
        recycle(record.other)
    }

    /// Kiwi's `getMarkerLeavingRow`: the restricted row with the smallest ratio for a negative
    /// coefficient, else for a positive one, else an external row; but first a dummy's row (a
    /// required equality that duplicates others): pivoting there moves no constant, whereas
    /// kiwi's choice can leave that dummy at a value other than 0 (its constraint broken) when
    /// the first of two identical required constraints is removed.
    func markerLeavingRow(_ marker: Int32) -> Int32 {
        var first: Int32 = -1
        var second: Int32 = -1
        var third: Int32 = -1
        var firstRatio = Double.greatestFiniteMagnitude
        var secondRatio = Double.greatestFiniteMagnitude
        for basic in columns[Int(marker)] {
            let index = Int(basic)
            guard rows[index].isBasic else { continue }
            let coefficient = rows[index].coefficient(for: marker)
            if coefficient == 0 { continue }
            if kinds[index] == .dummy { return basic }
            if kinds[index] == .external {
                third = max(third, basic)
            } else if coefficient < 0 {
                let ratio = -rows[index].constant / coefficient
                if ratio < firstRatio || (ratio == firstRatio && basic < first) {
                    firstRatio = ratio
                    first = basic
                }
            } else {
                let ratio = rows[index].constant / coefficient
                if ratio < secondRatio || (ratio == secondRatio && basic < second) {
                    secondRatio = ratio
                    second = basic
                }
            }
        }
        return first >= 0 ? first : second >= 0 ? second : third
    }

    // MARK: Constants

    /// The paper's re-solve with a new constant, for any constraint: with δ the change of the
    /// expression's constant, the marker m (coefficient c in its own row) becomes m - δ/c; if m
    /// (or else the other symbol) is basic only its row moves, otherwise every row mentioning
    /// m moves by its coefficient × δ/c. Then the dual simplex. Throws with the tableau as it
    /// was when a required constraint can no longer hold; an optional one never throws.
    mutating func setConstant(_ constant: Double, of id: SolverConstraintID) throws(SolverError) {
        guard var record = record(id) else { return }
        guard constant.isFinite else {
            if record.isRequired { throw .unsatisfiable(conflicting: [id]) }
            return
        }
        let delta = constant - record.constant
        guard delta.isFinite else {
            if record.isRequired { throw .unsatisfiable(conflicting: [id]) }
            return
        }
        guard delta != 0 else { return }
        guard record.marker >= 0 else {
            record.constant = constant
            records[Int(id.slot)] = record
            return
        }
        beginJournal()
        var failing: Int32 = -1
        if rows[Int(record.marker)].isBasic {
            failing = shiftBasic(record.marker, by: -delta / record.markerCoefficient)
        } else if record.other >= 0 && rows[Int(record.other)].isBasic {
            failing = shiftBasic(record.other, by: -delta / record.otherCoefficient)
        } else {
            failing = shiftColumn(of: record.marker, by: delta / record.markerCoefficient)
        }
        if failing < 0 { failing = dualOptimize() }
        if failing >= 0 {
            let conflict = conflicting(in: rows[Int(failing)], basic: failing, first: id.slot)
            revertJournal()
            // An optional constraint can always give way; failing here would be rounding at
            // its worst, so the old constant simply stays.
            if record.isRequired { throw .unsatisfiable(conflicting: conflict) }
            return
        }
        commitJournal()
        record.constant = constant
        records[Int(id.slot)] = record
    }

    /// Moves a basic symbol's row by `shift`; returns the symbol if it is a dummy that may no
    /// longer be 0.
    mutating func shiftBasic(_ symbol: Int32, by shift: Double) -> Int32 {
        saveConstant(symbol)
        rows[Int(symbol)].constant += shift
        return note(symbol)
    }

    /// Moves every row that mentions `symbol` by its coefficient × `shift`, compacting the
    /// column on the way; returns a dummy row that may no longer be 0, or -1.
    mutating func shiftColumn(of symbol: Int32, by shift: Double) -> Int32 {
        let column = columns[Int(symbol)]
        var kept: [Int32] = []
        kept.reserveCapacity(column.count)
        let stamp = nextVisitStamp()
        var failing: Int32 = -1
        for basic in column {
            let index = Int(basic)
            guard visitStamps[index] != stamp else { continue }
            visitStamps[index] = stamp
            guard rows[index].isBasic else { continue }
            let coefficient = rows[index].coefficient(for: symbol)
            guard coefficient != 0 else { continue }
            kept.append(basic)
            saveConstant(basic)
            rows[index].constant += coefficient * shift
            let bad = note(basic)
            if bad >= 0 { failing = bad }
        }
        if kept.count < column.count {
            if isJournaling { journal.append(.column(symbol, column)) }
            columns[Int(symbol)] = kept
        }
        let inObjective = objective.coefficient(for: symbol)
        if inObjective != 0 { objective.constant += inObjective * shift }
        return failing
    }

    /// After a basic row's constant moved: notes the change, queues a negative restricted
    /// row for the dual simplex, and returns the symbol if it is a dummy no longer at 0.
    mutating func note(_ basic: Int32) -> Int32 {
        touch(basic)
        let index = Int(basic)
        switch kinds[index] {
        case .external: return -1
        case .dummy: return SolverRow.nearZero(rows[index].constant) ? -1 : basic
        case .slack, .error:
            if rows[index].constant < 0 { infeasible.append(basic) }
            return -1
        }
    }
}
