@testable import ContainmentBench
import Testing

/// The benchmark's pure parts: how recorded frames become delivery figures, the percentiles, and
/// the command line. No timing is asserted anywhere.
@Suite @MainActor struct BenchAnalysisTests {
    /// A frame `index` 60 Hz slots after the first, drawn or not, animating or not.
    func frame(_ index: Int64, drawn: Bool = true, animating: Bool = true, cpu: Double = 0) -> FrameRecorder.Frame {
        FrameRecorder.Frame(counter: index, time: 1_000_000 + index * 16_667, drawn: drawn, animating: animating, cpu: cpu)
    }

    @Test func everyFrameDrawnIsFullDeliveryWithOneFrameGaps() {
        // Idle, four animated frames, then the frame that ended the animation.
        let frames = [frame(0, animating: false)] + (1...4).map { frame($0) } + [frame(5, animating: false, cpu: 0.010)]
        let sample = FrameRecorder.analyse(frames, cpuAtRequest: 0.002, completed: true)
        #expect(sample.delivered == 5)
        #expect(sample.offered == 5)
        #expect(abs(sample.longestGap - 1.0) < 0.01)
        #expect(abs(sample.cpuSeconds - 0.008) < 1e-12)
        #expect(abs(sample.cpuPerFrame - 0.0016) < 1e-12)
    }

    @Test func aFrameTheClockSkippedCountsAsOfferedAndMakesATwoFrameGap() {
        // Slot 3 never ran (the process was late): frames at 1, 2, 4, 5.
        let frames = [frame(1), frame(2), frame(4), frame(5, animating: false)]
        let sample = FrameRecorder.analyse(frames, cpuAtRequest: 0, completed: true)
        #expect(sample.delivered == 4)
        #expect(sample.offered == 5)
        #expect(abs(sample.longestGap - 2.0) < 0.01)
        #expect(sample.deliveryRatio < 1)
    }

    @Test func aFrameThatRanButDrewNothingIsNotDelivered() {
        let frames = [frame(1), frame(2, drawn: false), frame(3, animating: false)]
        let sample = FrameRecorder.analyse(frames, cpuAtRequest: 0, completed: true)
        #expect(sample.delivered == 2)
        #expect(sample.offered == 3)
        #expect(abs(sample.longestGap - 2.0) < 0.01)
    }

    @Test func noAnimatedFrameIsAnEmptyIncompleteSample() {
        let sample = FrameRecorder.analyse([frame(1, animating: false)], cpuAtRequest: 0, completed: false)
        #expect(sample.delivered == 0)
        #expect(sample.offered == 0)
        #expect(!sample.completed)
    }

    @Test func accumulatingAddsCountsAndKeepsTheLongestGap() {
        var total = AnimationSample.total
        total.accumulate(AnimationSample(delivered: 15, offered: 15, longestGap: 1, cpuSeconds: 0.01, completed: true))
        total.accumulate(AnimationSample(delivered: 14, offered: 15, longestGap: 2, cpuSeconds: 0.02, completed: true))
        #expect(total.delivered == 29)
        #expect(total.offered == 30)
        #expect(total.longestGap == 2)
        #expect(total.completed)
        total.accumulate(AnimationSample(completed: false))
        #expect(!total.completed)
    }

    @Test func percentilesByNearestRank() {
        let samples = (1...100).map(Double.init)
        #expect(Statistics.median(samples) == 50)
        #expect(Statistics.percentile(samples, 0.99) == 99)
        #expect(Statistics.percentile([3, 1, 2], 1) == 3)
        #expect(Statistics.percentile([], 0.5) == 0)
        #expect(Statistics.ratio(1, 0) == 0)
    }

    @Test func formatting() {
        #expect(Format.fixed(0.4804, 3) == "0.480")
        #expect(Format.fixed(-1.25, 1) == "-1.3")
        #expect(Format.ratio(1.5) == "1.50×")
        #expect(Format.count(1_618_997) == "1,618,997")
        #expect(Format.count(999) == "999")
    }

    @Test func commandLine() throws {
        let smoke = try BenchOptions.parse(["--smoke", "--parts", "1,3"]).get()
        #expect(smoke.smoke)
        #expect(smoke.parts == [1, 3])
        #expect(smoke.scalingSizes == [100, 1_000])
        #expect(smoke.animationRuns == 1)
        let full = try BenchOptions.parse([]).get()
        #expect(full.scalingSizes == [1_000, 10_000, 100_000])
        #expect(full.sessionCheckpoints == (warmUp: 100, long: 10_000))
        #expect(full.scalingCases == ["add-remove", "push-pop", "appearance", "show-hide"])
        #expect(try BenchOptions.parse(["--sizes", "10,20", "--runs", "3", "--subjects", "ours,flap"]).get().costSubjects == ["ours", "flap"])
        #expect(try BenchOptions.parse(["--cases", "appearance,push-pop"]).get().scalingCases == ["appearance", "push-pop"])
        for bad in [["--parts", "10"], ["--table-subject", "grid:10"], ["--table-subject", "ours:0"], ["--parts"], ["--sizes", "0"], ["--runs", "x"], ["--subjects", "gtk"], ["--cases", "appear"], ["--cases"], ["--what"]] {
            guard case .failure = BenchOptions.parse(bad) else {
                Issue.record("accepted \(bad)")
                continue
            }
        }
    }

    @Test func aFirstFrameReportIsReadOnlyWhenWhole() {
        let report = FirstFrameReport("first-frame 123456 rss-kib 2048")
        #expect(report?.microseconds == 123_456)
        #expect(report?.residentKiB == 2_048)
        #expect(FirstFrameReport("first-frame 123456") == nil, "memory missing")
        #expect(FirstFrameReport("first-frame 123456 rss-kib 0") == nil, "memory unreadable")
        #expect(FirstFrameReport("first-frame x rss-kib 12") == nil)
        #expect(FirstFrameReport("lifecycle: Red viewDidLoad") == nil)
    }
}
