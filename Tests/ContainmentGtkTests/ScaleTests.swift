import Foundation
import ContainmentTestSupport
import Testing
@testable import ContainmentDemo

extension GtkTests {
    /// `GDK_SCALE=2`: every frame drawn at device resolution, moving ones included. GDK reads the
    /// scale when it opens the display, so these run a process of their own with it set.
    @Suite @MainActor struct Scale {
        /// Runs the probe's `scaled-frames` mode with `GDK_SCALE=2` and reads its measurements.
        func scaledFrames() throws -> [String: String] {
            let probe = try #require(probeExecutable(), "ContainmentGtkProbe was not built next to the tests")
            let process = Process()
            process.executableURL = probe
            process.arguments = ["scaled-frames"]
            process.environment = ProcessInfo.processInfo.environment.merging(["GDK_SCALE": "2"]) { _, new in new }
            let output = Pipe()
            process.standardOutput = output
            process.standardError = output
            try process.run()
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            try #require(process.terminationStatus == 0, "probe said: \(text)")
            let line = try #require(text.split(separator: "\n").last { $0.hasPrefix("scaled-frames:") }, "probe said: \(text)")
            var values: [String: String] = [:]
            for field in line.split(separator: " ").dropFirst() {
                let pair = field.split(separator: "=", maxSplits: 1)
                if pair.count == 2 { values[String(pair[0])] = String(pair[1]) }
            }
            return values
        }

        /// "share/dark" → the share of grey among the non-white pixels, and the dark pixel count.
        func blur(_ field: String?) throws -> (share: Double, dark: Int) {
            let parts = try #require(field?.split(separator: "/"), "no measurement")
            return (try #require(Double(parts[0])), try #require(Int(parts[1])))
        }

        @Test func slidesAndFlipsMidWayAreAsSharpAsSettledAtScaleTwo() throws {
            let values = try scaledFrames()
            #expect(values["scale"] == "2", "GDK_SCALE=2 reached GDK: \(values)")
            #expect(values["snapshot"] == "600x400", "the 300 × 200 window is captured at 2×: \(values)")
            let slideMid = try blur(values["slide-mid"]), slideSettled = try blur(values["slide-settled"])
            let flipMid = try blur(values["flip-mid"]), flipSettled = try blur(values["flip-settled"])
            // Settled, a 1-point line is two black device pixels with no grey beside them; a 1×
            // picture scaled up would turn the lines grey mid-way (share near 1, no black).
            #expect(slideSettled.dark > 0 && slideSettled.share < 0.1, "\(values)")
            #expect(slideMid.dark > 0 && slideMid.share <= slideSettled.share + 0.1, "the sliding picture is sharp: \(values)")
            #expect(slideMid.dark % 2 == 0, "each line is two device pixels wide mid-slide: \(values)")
            #expect(flipSettled.dark > 0 && flipSettled.share < 0.1, "\(values)")
            #expect(flipMid.dark == flipSettled.dark && flipMid.share <= flipSettled.share + 0.1, "the flip's picture is sharp: \(values)")
            // A "@2x" image keeps its 1-pixel lines: scaled for the device pixels, not to points
            // and then up.
            let image = try blur(values["image"])
            #expect(image.dark > 0 && image.share < 0.1, "the image is drawn at device resolution: \(values)")
        }

        @Test func theDemosScreenshotIsTwiceTheSize() throws {
            let folder = try TemporaryFolder("scale2")
            defer { folder.remove() }
            let path = folder.path("scale2-Nav.png")
            let outcome = try runDemo(["--scenario", "Nav", "--screenshot", path], environment: ["GDK_SCALE": "2"])
            #expect(outcome.status == 0, "\(outcome.errors)")
            let size = try #require(pngSize(path))
            #expect(size.width >= 2 * Int(DemoApp.initialSize.width) && size.height >= 2 * Int(DemoApp.initialSize.height), "\(size)")
        }
    }
}
