/// A set of section indexes kept sorted, as a batch update collects them: what Foundation's
/// `IndexSet` holds, without linking full Foundation (the core needs only FoundationEssentials,
/// which has no `IndexSet`). The table's section updates take any sequence of indexes, so an app
/// passes Foundation's `IndexSet` (or an array) exactly as to `UITableView`.
struct SectionIndexes: Sequence, Equatable {
    /// The indexes, ascending, each once.
    private(set) var sorted: [Int] = []

    init() {}

    init(_ indexes: some Sequence<Int>) {
        formUnion(indexes)
    }

    var isEmpty: Bool { sorted.isEmpty }
    var count: Int { sorted.count }

    func makeIterator() -> IndexingIterator<[Int]> { sorted.makeIterator() }

    /// Whether `index` is in the set (a binary search).
    func contains(_ index: Int) -> Bool {
        let position = countBelow(index)
        return position < sorted.count && sorted[position] == index
    }

    /// How many indexes are below `limit` (a binary search).
    func countBelow(_ limit: Int) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < limit { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Adds `indexes`: one sort of the union, whatever their order.
    mutating func formUnion(_ indexes: some Sequence<Int>) {
        var merged = sorted
        merged.append(contentsOf: indexes)
        merged.sort()
        var unique: [Int] = []
        unique.reserveCapacity(merged.count)
        for index in merged where unique.last != index { unique.append(index) }
        sorted = unique
    }

    func union(_ other: some Sequence<Int>) -> SectionIndexes {
        var result = self
        result.formUnion(other)
        return result
    }
}
