// One row of the tableau: a compact sparse vector, as kiwi's `Row` (kiwi/row.h) but with the
// cells in one array sorted by symbol, so that looking a symbol up is a binary search, adding a
// row to another is one pass, and no term is an object of its own.

/// One cell of a row: `coefficient × symbol`.
struct SolverCell {
    var symbol: Int32
    var coefficient: Double
}

/// `basic = constant + Σ cells` once solved for its basic symbol (kiwi's row after `solveFor`);
/// before that, `0 = constant + Σ cells`.
struct SolverRow {
    /// Sorted by symbol, no two cells for one symbol, no coefficient near zero.
    var cells: [SolverCell] = []
    var constant: Double = 0
    /// Whether this slot holds the row of its symbol (the symbol is basic).
    var isBasic = false

    init(constant: Double = 0) { self.constant = constant }

    /// Kiwi's `nearZero`: what the solver treats as zero.
    static let epsilon = 1.0e-8

    static func nearZero(_ value: Double) -> Bool { value < epsilon && value > -epsilon }

    /// The position of `symbol`, or where it would be inserted.
    func lowerBound(_ symbol: Int32) -> Int {
        var low = 0
        var high = cells.count
        while low < high {
            let middle = (low &+ high) >> 1
            if cells[middle].symbol < symbol { low = middle &+ 1 } else { high = middle }
        }
        return low
    }

    func coefficient(for symbol: Int32) -> Double {
        let index = lowerBound(symbol)
        return index < cells.count && cells[index].symbol == symbol ? cells[index].coefficient : 0
    }

    /// Adds `coefficient × symbol` (kiwi's `insert(symbol, coefficient)`); a sum near zero drops
    /// the cell. Returns whether the symbol is new to the row.
    @discardableResult
    mutating func insert(_ symbol: Int32, _ coefficient: Double) -> Bool {
        let index = lowerBound(symbol)
        if index < cells.count && cells[index].symbol == symbol {
            let sum = cells[index].coefficient + coefficient
            if Self.nearZero(sum) { cells.remove(at: index) } else { cells[index].coefficient = sum }
            return false
        }
        if Self.nearZero(coefficient) { return false }
        cells.insert(SolverCell(symbol: symbol, coefficient: coefficient), at: index)
        return true
    }

    /// Removes the symbol's cell and returns its coefficient (0 when absent).
    mutating func remove(_ symbol: Int32) -> Double {
        let index = lowerBound(symbol)
        guard index < cells.count && cells[index].symbol == symbol else { return 0 }
        return cells.remove(at: index).coefficient
    }

    mutating func reverseSign() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Kiwi's `solveFor(symbol)`: from `0 = a × symbol + rest`, makes `symbol = -rest / a`.
    /// The symbol must be in the row.
    mutating func solve(for symbol: Int32) {
        let factor = -1.0 / remove(symbol)
        constant *= factor
        for index in cells.indices { cells[index].coefficient *= factor }
    }

    /// Kiwi's `solveFor(lhs, rhs)`: from `lhs = rest`, makes `rhs = …` (a pivot).
    mutating func solve(for rhs: Int32, replacing lhs: Int32) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Adds `other × factor` (kiwi's `insert(row, coefficient)`) in one pass over `other` and at
    /// most one merge: present symbols are updated in place, new ones gathered in `scratch`
    /// and merged from the back. Each new symbol's column gets `owner` (the basic symbol of this
    /// row), unless `owner` is negative (an objective, or a row not yet in the tableau).
    mutating func add(
        _ other: SolverRow, times factor: Double, scratch: inout [SolverCell], columns: inout [[Int32]], owner: Int32
    ) {
        constant += other.constant * factor
        scratch.removeAll(keepingCapacity: true)
        if other.cells.count * 4 > cells.count {
            merge(other, times: factor, scratch: &scratch, columns: &columns, owner: owner)
            return
        }
        var cancelled = false
        for cell in other.cells {
            let value = cell.coefficient * factor
            let index = lowerBound(cell.symbol)
            if index < cells.count && cells[index].symbol == cell.symbol {
                let sum = cells[index].coefficient + value
                if Self.nearZero(sum) {
                    cells[index].coefficient = 0
                    cancelled = true
                } else {
                    cells[index].coefficient = sum
                }
            } else if !Self.nearZero(value) {
                scratch.append(SolverCell(symbol: cell.symbol, coefficient: value))
                if owner >= 0 { columns[Int(cell.symbol)].append(owner) }
            }
        }
        if cancelled { removeZeroCells() }
        guard !scratch.isEmpty else { return }
        // Merge the sorted new cells from the back, in place.
        var old = cells.count - 1
        var new = scratch.count - 1
        cells.append(contentsOf: scratch)
        var write = cells.count - 1
        while new >= 0 {
            if old >= 0 && cells[old].symbol > scratch[new].symbol {
                cells[write] = cells[old]
                old -= 1
            } else {
                cells[write] = scratch[new]
                new -= 1
            }
            write -= 1
        }
    }

    /// Drops the cells `add` zeroed, in one forward pass.
    private mutating func removeZeroCells() {
        var write = 0
        for read in cells.indices where cells[read].coefficient != 0 {
            if write != read { cells[write] = cells[read] }
            write += 1
        }
        cells.removeLast(cells.count - write)
    }

    /// `add` for rows of comparable length: one two-pointer pass into `scratch`, then copied
    /// back.
    private mutating func merge(
        _ other: SolverRow, times factor: Double, scratch: inout [SolverCell], columns: inout [[Int32]], owner: Int32
    ) {
        scratch.reserveCapacity(cells.count + other.cells.count)
        var mine = 0
        var theirs = 0
        let mineCount = cells.count
        let theirsCount = other.cells.count
        while mine < mineCount && theirs < theirsCount {
            let cell = cells[mine]
            let added = other.cells[theirs]
            if cell.symbol < added.symbol {
                scratch.append(cell)
                mine += 1
            } else if cell.symbol > added.symbol {
                let value = added.coefficient * factor
                if !Self.nearZero(value) {
                    scratch.append(SolverCell(symbol: added.symbol, coefficient: value))
                    if owner >= 0 { columns[Int(added.symbol)].append(owner) }
                }
                theirs += 1
            } else {
                let sum = cell.coefficient + added.coefficient * factor
                if !Self.nearZero(sum) { scratch.append(SolverCell(symbol: cell.symbol, coefficient: sum)) }
                mine += 1
                theirs += 1
            }
        }
        while mine < mineCount {
            scratch.append(cells[mine])
            mine += 1
        }
        while theirs < theirsCount {
            let added = other.cells[theirs]
            let value = added.coefficient * factor
            if !Self.nearZero(value) {
                scratch.append(SolverCell(symbol: added.symbol, coefficient: value))
                if owner >= 0 { columns[Int(added.symbol)].append(owner) }
            }
            theirs += 1
        }
        // Copy back rather than swap: the scratch keeps its (largest) capacity, so merges
        // stop allocating once it has grown.
        cells.removeAll(keepingCapacity: true)
        cells.append(contentsOf: scratch)
    }
}
