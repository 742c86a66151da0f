/// The heights of one section's rows, and where each row starts, without a value per row until
/// one row differs from the others.
///
/// A section whose rows all share one height (a table's ``TableView/rowHeight``, or the estimate
/// for rows not measured yet) keeps only its count and that height: a row's offset is a
/// multiplication, and a million rows cost nothing. The first row measured at another height
/// brings an array of heights and a Fenwick tree over it (a row's offset and the row at an
/// offset in O(log n)); the tree is rebuilt in one linear pass, lazily, after rows are inserted
/// or removed, and updated in place when one row's height changes.
final class RowHeights {
    /// How many rows the section has.
    private(set) var count: Int
    /// The height of every row not measured otherwise.
    let uniformHeight: Double
    /// Each row's height, once one differs from ``uniformHeight``.
    private var heights: [Double]?
    /// The Fenwick tree over ``heights`` (1-based), valid unless ``treeIsStale``.
    private var tree: [Double] = []
    private var treeIsStale = true

    init(count: Int, uniformHeight: Double) {
        self.count = max(0, count)
        // A height that is not a finite number (a division gone wrong in app code) counts as zero.
        self.uniformHeight = uniformHeight.isFinite ? max(0, uniformHeight) : 0
    }

    /// Whether every row has the uniform height (no per-row storage).
    var isUniform: Bool { heights == nil }

    /// The sum of all rows' heights.
    var total: Double { offset(ofRow: count) }

    /// The height of a row.
    func height(ofRow row: Int) -> Double {
        guard let heights, heights.indices.contains(row) else { return uniformHeight }
        return heights[row]
    }

    /// Where a row starts, from the section's first row: the heights of the rows before it.
    func offset(ofRow row: Int) -> Double {
        let row = min(max(row, 0), count)
        guard heights != nil else { return Double(row) * uniformHeight }
        rebuildTreeIfStale()
        var sum = 0.0
        var index = row
        while index > 0 {
            sum += tree[index]
            index -= index & -index
        }
        return sum
    }

    /// The row that covers `offset` (from the section's first row): the last row starting at or
    /// before it, clamped to the rows there are. Zero-height rows are passed over.
    func row(atOffset offset: Double) -> Int {
        guard count > 0 else { return 0 }
        guard offset > 0 else { return 0 }
        guard heights != nil else {
            guard uniformHeight > 0 else { return 0 }
            return min(Int(offset / uniformHeight), count - 1)
        }
        rebuildTreeIfStale()
        var position = 0
        var remaining = offset
        var step = 1
        while step * 2 <= count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next <= count, tree[next] <= remaining {
                position = next
                remaining -= tree[next]
            }
            step /= 2
        }
        return min(position, count - 1)
    }

    /// Records a row's measured height; returns whether it changed.
    @discardableResult
    func setHeight(_ height: Double, ofRow row: Int) -> Bool {
        guard row >= 0, row < count else { return false }
        let height = height.isFinite ? max(0, height) : uniformHeight
        let old = self.height(ofRow: row)
        guard height != old else { return false }
        if heights == nil {
            heights = Array(repeating: uniformHeight, count: count)
            treeIsStale = true
        }
        heights?[row] = height
        if !treeIsStale {
            var index = row + 1
            let delta = height - old
            while index <= count {
                tree[index] += delta
                index += index & -index
            }
        }
        return true
    }

    /// The rows after an update: `removed` (old rows, sorted) leave, then `inserted` (new rows,
    /// sorted) come in at the uniform height, each keeping the heights of the rows that stay.
    /// One linear pass, and only when some row has its own height.
    func applying(removed: [Int], inserted: [Int], movedHeights: [Int: Double] = [:]) -> RowHeights {
        let newCount = count - removed.count + inserted.count
        let result = RowHeights(count: newCount, uniformHeight: uniformHeight)
        guard let heights else {
            for (row, height) in movedHeights { result.setHeight(height, ofRow: row) }
            return result
        }
        var kept: [Double] = []
        kept.reserveCapacity(newCount)
        var removedIndex = 0
        for (row, height) in heights.enumerated() {
            if removedIndex < removed.count, removed[removedIndex] == row {
                removedIndex += 1
                continue
            }
            kept.append(height)
        }
        var merged: [Double] = []
        merged.reserveCapacity(newCount)
        var insertedIndex = 0
        var keptIndex = 0
        for row in 0..<newCount {
            if insertedIndex < inserted.count, inserted[insertedIndex] == row {
                merged.append(movedHeights[row] ?? uniformHeight)
                insertedIndex += 1
            } else if keptIndex < kept.count {
                merged.append(kept[keptIndex])
                keptIndex += 1
            } else {
                merged.append(uniformHeight)
            }
        }
        result.heights = merged
        result.treeIsStale = true
        return result
    }

    private func rebuildTreeIfStale() {
        guard treeIsStale, let heights else { return }
        tree = [0] + heights
        let n = heights.count
        if n > 0 {
            for index in 1...n {
                let parent = index + (index & -index)
                if parent <= n { tree[parent] += tree[index] }
            }
        }
        treeIsStale = false
    }
}
