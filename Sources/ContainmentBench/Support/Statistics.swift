/// Small summaries of samples.
enum Statistics {
    /// The value below which `fraction` of the samples lie (nearest rank); 0 for no samples.
    static func percentile(_ samples: [Double], _ fraction: Double) -> Double {
        guard !samples.isEmpty else { return 0 }
        let sorted = samples.sorted()
        let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }

    /// The median (the 50th percentile by nearest rank).
    static func median(_ samples: [Double]) -> Double { percentile(samples, 0.5) }

    /// `numerator / denominator`, or 0 when the denominator is 0.
    static func ratio(_ numerator: Double, _ denominator: Double) -> Double {
        denominator == 0 ? 0 : numerator / denominator
    }

    /// The ratio of time per operation between the largest and smallest size that an
    /// implementation taking `smallest` at the smallest size would show if, at the largest, it
    /// paid only what a floor measurement adds between the two sizes (`floorLargest` minus
    /// `floorSmallest`, never less than nothing): the best a ratio target can be met on this
    /// machine at that speed. 0 when `smallest` is 0.
    static func lowestReachableRatio(smallest: Double, floorSmallest: Double, floorLargest: Double) -> Double {
        ratio(smallest + max(floorLargest - floorSmallest, 0), smallest)
    }
}
