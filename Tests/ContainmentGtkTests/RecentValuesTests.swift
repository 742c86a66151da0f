import Testing
@testable import ContainmentGtk

/// The host's record of its most recent ticks: a ring buffer that reads like the array it
/// replaced (the last values, oldest first).
@Suite struct RecentValuesTests {
    @Test func keepsTheLastValuesOldestFirstAcrossManyWraps() {
        var recent = RecentValues<Int>(capacity: 4)
        #expect(recent.values.isEmpty)
        for value in 1...3 { recent.append(value) }
        #expect(recent.values == [1, 2, 3], "not full yet: everything, in order")
        recent.append(4)
        #expect(recent.values == [1, 2, 3, 4])
        for value in 5...11 { recent.append(value) }
        #expect(recent.values == [8, 9, 10, 11], "full: the four newest, oldest first")
    }

    @Test func aCapacityBelowOneKeepsOne() {
        var recent = RecentValues<Int>(capacity: 0)
        recent.append(1)
        recent.append(2)
        #expect(recent.values == [2])
    }
}
