// The simplex tableau of the incremental Cassowary (Badros, Borning and Stuckey, "The Cassowary
// Linear Arithmetic Constraint Solving Algorithm", 2001), as kiwi's `SolverImpl`
// (kiwi/solverimpl.h) keeps it, with three differences for speed:
//
// 1. Symbols are Int32 indexes, and everything about a symbol (its kind, its row when basic,
//    its column) lives in arrays indexed by it: no hashing anywhere.
// 2. A column index: for every symbol, the basic symbols whose rows may mention it (a superset:
//    entries go stale when a cell cancels and are checked on use). Substituting a symbol,
//    choosing a leaving row and shifting a constant visit those rows only, where kiwi walks
//    every row.
// 3. Changes that may be refused (a required constraint added through an artificial variable,
//    any constant change) are journaled, so a refusal restores the tableau exactly.
//
// It is a struct so the hot loops get static exclusivity; `LinearSolver` wraps it.

struct SolverTableau {
    enum Kind: UInt8 {
        /// A variable of the user's (kiwi's `Symbol::External`): unrestricted.
        case external
        /// An inequality's slack, or the artificial variable: ≥ 0.
        case slack
        /// An optional constraint's error: ≥ 0, weighted in the objective.
        case error
        /// A required equality's marker: always 0, never enters the basis.
        case dummy
    }

    /// What one constraint put in the tableau (kiwi's `Tag`, plus what a constant change needs).
    struct Record {
        var generation: UInt32 = 0
        var isAlive = false
        var isRequired = true
        var weight = 0.0
        /// The expression's constant as last accepted.
        var constant = 0.0
        /// -1 for an inert constraint (an optional one with a non-finite number).
        var marker: Int32 = -1
        var other: Int32 = -1
        /// The marker's and the other's coefficients in the constraint's own row, before any
        /// sign change: a constant change δ is the marker shifted by -δ / coefficient.
        var markerCoefficient = 0.0
        var otherCoefficient = 0.0
    }

    enum JournalEntry {
        case constant(Int32, Double)
        case row(Int32, SolverRow)
        case column(Int32, [Int32])
    }

    // Per symbol.
    var kinds: [Kind] = []
    var rows: [SolverRow] = []
    var columns: [[Int32]] = []
    /// The constraint slot and generation that made a slack, error or dummy symbol.
    var ownerSlots: [Int32] = []
    var ownerGenerations: [UInt32] = []
    var visitStamps: [UInt32] = []
    var isDirty: [Bool] = []
    var reportedValues: [Double] = []

    var objective = SolverRow()
    /// Phase one's objective while a required constraint is added through an artificial variable.
    var artificial: SolverRow?
    /// Whether the objective was added to since it was last optimal (else nothing can enter).
    var objectiveMayImprove = false
    /// The largest optional weight ever added (for ``objectiveEpsilon``).
    var largestWeight = 1.0
    var infeasible: [Int32] = []
    var dirtyVariables: [Int32] = []
    var visitStamp: UInt32 = 0
    var scratch: [SolverCell] = []

    var records: [Record] = []
    /// Symbols given back by ``recycle(_:)``, and which symbols those are.
    var freeSymbols: [Int32] = []
    var isFree: [Bool] = []
    var freeSlots: [Int32] = []
    var liveUserConstraints = 0

    var isJournaling = false
    var journal: [JournalEntry] = []
    var savedObjective = SolverRow()
    /// The journal each symbol's row was last saved in.
    var journalStamps: [UInt32] = []
    var journalStamp: UInt32 = 0

    // MARK: Symbols

    /// A new symbol: a recycled one when a removed constraint left one, so that a long session
    /// of adds and removes does not grow the per-symbol arrays.
    mutating func makeSymbol(_ kind: Kind, owner: Int32 = -1) -> Int32 {
        if let symbol = freeSymbols.popLast() {
            let index = Int(symbol)
            isFree[index] = false
            kinds[index] = kind
            rows[index] = SolverRow()
            columns[index].removeAll(keepingCapacity: true)
            ownerSlots[index] = owner
            ownerGenerations[index] = owner >= 0 ? records[Int(owner)].generation : 0
            return symbol
        }
        let symbol = Int32(kinds.count)
        kinds.append(kind)
        rows.append(SolverRow())
        columns.append([])
        ownerSlots.append(owner)
        ownerGenerations.append(owner >= 0 ? records[Int(owner)].generation : 0)
        visitStamps.append(0)
        journalStamps.append(0)
        isFree.append(false)
        isDirty.append(false)
        reportedValues.append(0)
        return symbol
    }

    /// Gives back a symbol that no row, objective or column needs any more (a removed
    /// constraint's marker; its other symbol when nothing mentions it; a released variable).
    mutating func recycle(_ symbol: Int32) {
        let index = Int(symbol)
        guard symbol >= 0, !isFree[index], isAbsent(symbol) else { return }
        isFree[index] = true
        if kinds[index] == .external {
            if isDirty[index] { dirtyVariables.removeAll { $0 == symbol } }
            isDirty[index] = false
            reportedValues[index] = 0
        }
        kinds[index] = .slack
        ownerSlots[index] = -1
        columns[index] = []
        freeSymbols.append(symbol)
    }

    /// Whether a symbol is nonbasic and in no row and no objective.
    func isAbsent(_ symbol: Int32) -> Bool {
        let index = Int(symbol)
        guard !rows[index].isBasic, objective.coefficient(for: symbol) == 0,
            artificial?.coefficient(for: symbol) ?? 0 == 0
        else { return false }
        for basic in columns[index] where rows[Int(basic)].isBasic {
            if rows[Int(basic)].coefficient(for: symbol) != 0 { return false }
        }
        return true
    }

    func isValidVariable(_ variable: SolverVariable) -> Bool {
        variable.index >= 0 && Int(variable.index) < kinds.count && kinds[Int(variable.index)] == .external
    }

    /// A symbol's value: its row's constant when basic, else 0 (and 0 for an index that is no
    /// symbol of this tableau).
    func value(of symbol: Int32) -> Double {
        let index = Int(symbol)
        guard index >= 0 && index < rows.count && rows[index].isBasic else { return 0 }
        return rows[index].constant
    }

    /// Notes that an external symbol's value may have changed.
    mutating func touch(_ symbol: Int32) {
        let index = Int(symbol)
        if kinds[index] == .external && !isDirty[index] {
            isDirty[index] = true
            dirtyVariables.append(symbol)
        }
    }

    mutating func nextVisitStamp() -> UInt32 {
        visitStamp &+= 1
        if visitStamp == 0 {
            for index in visitStamps.indices { visitStamps[index] = 0 }
            visitStamp = 1
        }
        return visitStamp
    }

    // MARK: Journal

    mutating func beginJournal() {
        isJournaling = true
        journalStamp &+= 1
        if journalStamp == 0 {
            for index in journalStamps.indices { journalStamps[index] = 0 }
            journalStamp = 1
        }
        journal.removeAll(keepingCapacity: true)
        savedObjective = objective
    }

    mutating func commitJournal() {
        isJournaling = false
        journal.removeAll(keepingCapacity: true)
        savedObjective = SolverRow()
    }

    /// Puts back every row, column and constant the journal saw change, and the objective, in
    /// the reverse order of the changes (so a constant saved before its row's first save is put
    /// back last).
    mutating func revertJournal() {
        while let entry = journal.popLast() {
            switch entry {
            case .constant(let symbol, let constant): rows[Int(symbol)].constant = constant
            case .row(let symbol, let row): rows[Int(symbol)] = row
            case .column(let symbol, let column): columns[Int(symbol)] = column
            }
        }
        objective = savedObjective
        artificial = nil
        infeasible.removeAll(keepingCapacity: true)
        commitJournal()
    }

    /// Saves a row the first time the open journal sees it change (what is restored is the
    /// row as it was before the journal began; later saves would only cost a copy).
    mutating func saveRow(_ symbol: Int32) {
        guard isJournaling && journalStamps[Int(symbol)] != journalStamp else { return }
        journalStamps[Int(symbol)] = journalStamp
        journal.append(.row(symbol, rows[Int(symbol)]))
    }

    mutating func saveConstant(_ symbol: Int32) {
        if isJournaling { journal.append(.constant(symbol, rows[Int(symbol)].constant)) }
    }

    /// Empties a column and returns what it held.
    mutating func takeColumn(_ symbol: Int32) -> [Int32] {
        let column = columns[Int(symbol)]
        if isJournaling { journal.append(.column(symbol, column)) }
        columns[Int(symbol)] = []
        return column
    }

    // MARK: Rows

    /// Makes `row` the row of `subject` (already solved for it) and indexes its cells.
    mutating func install(_ row: SolverRow, for subject: Int32) {
        saveRow(subject)
        var row = row
        row.isBasic = true
        for cell in row.cells { columns[Int(cell.symbol)].append(subject) }
        rows[Int(subject)] = row
        touch(subject)
    }

    /// Drops the row of a basic symbol (it becomes nonbasic, at 0).
    mutating func dropRow(of symbol: Int32) -> SolverRow {
        saveRow(symbol)
        let row = rows[Int(symbol)]
        rows[Int(symbol)] = SolverRow()
        touch(symbol)
        return row
    }

    /// Kiwi's `substitute`: replaces `symbol` by `row` in every row that mentions it (found
    /// through its column) and in the objectives; restricted rows left negative are noted
    /// for the dual simplex.
    mutating func substitute(_ symbol: Int32, by row: SolverRow) {
        let column = takeColumn(symbol)
        if !column.isEmpty {
            let stamp = nextVisitStamp()
            for basic in column {
                let index = Int(basic)
                guard visitStamps[index] != stamp else { continue }
                visitStamps[index] = stamp
                guard rows[index].isBasic else { continue }
                let position = rows[index].lowerBound(symbol)
                guard position < rows[index].cells.count && rows[index].cells[position].symbol == symbol else {
                    continue
                }
                saveRow(basic)
                let coefficient = rows[index].cells.remove(at: position).coefficient
                rows[index].add(row, times: coefficient, scratch: &scratch, columns: &columns, owner: basic)
                touch(basic)
                if kinds[index] != .external && rows[index].constant < 0 { infeasible.append(basic) }
            }
        }
        let inObjective = objective.remove(symbol)
        if inObjective != 0 {
            objective.add(row, times: inObjective, scratch: &scratch, columns: &columns, owner: -1)
            objectiveMayImprove = true
        }
        if artificial != nil {
            let inArtificial = artificial!.remove(symbol)
            if inArtificial != 0 {
                artificial!.add(row, times: inArtificial, scratch: &scratch, columns: &columns, owner: -1)
            }
        }
    }

    /// Pivots `entering` into the basis in place of `leaving`.
    mutating func pivot(entering: Int32, leaving: Int32) {
        var row = dropRow(of: leaving)
        row.solve(for: entering, replacing: leaving)
        substitute(entering, by: row)
        install(row, for: entering)
    }

    // MARK: Simplex

    /// Kiwi's `optimize`: the primal simplex on the objective (or on phase one's artificial
    /// objective), entering the first symbol with a negative cost (lowest index, so no cycling).
    /// Returns false only when the objective is unbounded, which a layout never is.
    ///
    /// Two guards kiwi lacks: a cost counts as negative only below ``objectiveEpsilon`` (weights
    /// of 1e8 leave rounding noise of 1e-8 in the objective), and a candidate no row bounds is
    /// passed over for the next one instead of stopping the whole optimisation (kiwi throws).
    @discardableResult
    mutating func optimize(artificialPhase: Bool) -> Bool {
        if !artificialPhase && !objectiveMayImprove { return true }
        let threshold = artificialPhase ? -SolverRow.epsilon : -objectiveEpsilon
        var budget = 64 * (kinds.count + 16)
        var bounded = true
        while budget > 0 {
            budget -= 1
            var entering: Int32 = -1
            var leaving: Int32 = -1
            bounded = true
            let cells = artificialPhase ? artificial?.cells ?? [] : objective.cells
            for cell in cells where cell.coefficient < threshold && kinds[Int(cell.symbol)] != .dummy {
                leaving = leavingRow(for: cell.symbol)
                if leaving >= 0 {
                    entering = cell.symbol
                    break
                }
                bounded = false
            }
            if entering < 0 {
                if !artificialPhase { objectiveMayImprove = false }
                return bounded
            }
            pivot(entering: entering, leaving: leaving)
        }
        return false
    }

    /// How negative an objective cost must be to count: rounding leaves noise proportional to
    /// the largest weight in (about 1e-16 of it per operation), far below any real cost
    /// difference of the weights the engine uses (the smallest step, 1 → 1.02, is 0.02).
    var objectiveEpsilon: Double { max(SolverRow.epsilon, largestWeight * 1e-13) }

    /// Kiwi's `getLeavingRow`: the restricted row that bounds `entering` first (lowest index
    /// among ties, as kiwi's ordered map gives).
    func leavingRow(for entering: Int32) -> Int32 {
        var found: Int32 = -1
        var best = Double.greatestFiniteMagnitude
        for basic in columns[Int(entering)] {
            let index = Int(basic)
            guard rows[index].isBasic && kinds[index] != .external else { continue }
            let coefficient = rows[index].coefficient(for: entering)
            guard coefficient < 0 else { continue }
            let ratio = -rows[index].constant / coefficient
            if ratio < best || (ratio == best && basic < found) {
                best = ratio
                found = basic
            }
        }
        return found
    }

    /// Kiwi's `dualOptimize`: after constants moved, pivots until no restricted row is
    /// negative. Returns the row that cannot be made feasible (a required conflict), or -1.
    mutating func dualOptimize() -> Int32 {
        var budget = 64 * (kinds.count + 16)
        while let leaving = infeasible.popLast() {
            let index = Int(leaving)
            guard rows[index].isBasic else { continue }
            if kinds[index] == .dummy {
                if !SolverRow.nearZero(rows[index].constant) { return leaving }
                continue
            }
            guard rows[index].constant < 0 && !SolverRow.nearZero(rows[index].constant) else { continue }
            budget -= 1
            if budget < 0 { return leaving }
            var entering: Int32 = -1
            var best = Double.greatestFiniteMagnitude
            for cell in rows[index].cells where cell.coefficient > 0 && kinds[Int(cell.symbol)] != .dummy {
                let ratio = objective.coefficient(for: cell.symbol) / cell.coefficient
                if ratio < best {
                    best = ratio
                    entering = cell.symbol
                }
            }
            if entering < 0 { return leaving }
            pivot(entering: entering, leaving: leaving)
        }
        return -1
    }
}
