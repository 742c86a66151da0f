import Foundation
import Testing
@testable import ContainmentDemo

/// What the demo writes without Foundation matches what Foundation wrote before (issue #20):
/// fixed decimals as `String(format:)`, paths split as `NSString`.
@Suite struct FoundationFreeFormattingTests {
    @Test(arguments: [0.0, 0.4, 0.6, 2.999, 12, 41.9028, 104.9847, 151.25, 344.4, 19_999.5, -1.25, -0.001, 123_456.789])
    func fixedDecimalsMatchStringFormat(_ value: Double) {
        #expect(DecimalText.fixed(value, decimals: 2) == String(format: "%.2f", value))
        #expect(DecimalText.fixed(value, decimals: 0) == String(format: "%.0f", value) || abs(value).truncatingRemainder(dividingBy: 1) == 0.5)
    }

    @Test func halfwayRoundsAwayFromZeroAndHugeValuesAreWrittenWhole() {
        #expect(DecimalText.fixed(0.5, decimals: 0) == "1")
        #expect(DecimalText.fixed(-2.5, decimals: 0) == "-3")
        #expect(DecimalText.fixed(1e20, decimals: 2) == "1e+20")
        #expect(DecimalText.fixed(.infinity, decimals: 2) == "inf")
    }

    @Test(arguments: ["out.png", "/out.png", "shots/out.png", "/tmp/shots/out.png", "shots//out.png", "shots/", "a/b/", "/", ""])
    func pathsSplitAsNSStringSplitsThem(_ path: String) {
        let (directory, fileName) = DemoCommandLine.splitPath(path)
        #expect(fileName == (path as NSString).lastPathComponent)
        #expect(directory == (path as NSString).deletingLastPathComponent)
    }
}
