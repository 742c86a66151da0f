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
}
