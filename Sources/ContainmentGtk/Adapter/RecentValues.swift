/// The most recent values appended, up to a capacity, oldest first: a ring buffer, so that an
/// append costs the same however full it is (an array trimmed from the front moves every value
/// it keeps, on every append once full).
struct RecentValues<Element> {
    /// How many values are kept.
    let capacity: Int
    private var storage: [Element] = []
    /// Where the next value goes once `storage` is full (the oldest value is there).
    private var next = 0

    /// An empty buffer keeping up to `capacity` values (at least one).
    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// Appends `value`, dropping the oldest when full.
    mutating func append(_ value: Element) {
        if storage.count < capacity {
            storage.append(value)
        } else {
            storage[next] = value
            next = (next + 1) % capacity
        }
    }

    /// The values kept, oldest first.
    var values: [Element] {
        Array(storage[next...] + storage[..<next])
    }
}
