import CGtk
@_spi(Adapter) import Containment
@_spi(Testing) import ContainmentGtk
import Foundation
import Testing

extension GtkTests {
    /// Flips and dissolves are drawn from snapshots of the two views.
    @Suite @MainActor struct HostTransitions {
        /// Pumps until the container's transition reaches `range` of progress, lets that frame
        /// draw, and returns the window's pixels.
        func snapshot(_ host: GtkHost, _ container: View, at range: ClosedRange<Double>) async throws -> WindowSnapshot {
            let reached = await MainLoopPump.run(until: { (container.activeTransition?.progress).map(range.contains) ?? false })
            try #require(reached, "the transition never reached \(range)")
            // Capture once the frame showing that progress has painted.
            _ = await MainLoopPump.runFrames(1, of: host.rootCanvas)
            return try WindowSnapshot.capture(host.gtkWindow)
        }

        @Test func flipDrawsScaledSnapshotsMidWay() async throws {
            let host = try await makeHost(width: 200, height: 150)
            defer { host.close() }
            let container = colouredView(.white, Rect(x: 0, y: 0, width: 200, height: 150))
            let front = colouredView(testRed, Rect(x: 0, y: 0, width: 200, height: 150))
            let back = colouredView(testBlue, Rect(x: 0, y: 0, width: 200, height: 150))
            container.addSubview(front)
            host.window.addSubview(container)
            #expect(await host.settle(timeout: 5))
            #expect(try pixel(host, 5, 75)?.isClose(to: PixelColor(testRed)) == true)

            var finished = false
            View.transition(from: front, to: back, duration: 1.2, options: [.transitionFlipFromLeft, .curveLinear]) { _ in
                finished = true
            }
            // About 45°: the red snapshot is squeezed to ~70% around the centre, white beside it.
            let early = try await snapshot(host, container, at: 0.22...0.3)
            let earlyEdge = try #require(early.pixel(at: Point(x: 5, y: 75)))
            let earlyCentre = try #require(early.pixel(at: Point(x: 100, y: 75)))
            #expect(earlyEdge.isClose(to: PixelColor(.white), tolerance: 10), "edge at 45° is \(earlyEdge)")
            #expect(earlyCentre.isClose(to: PixelColor(testRed), tolerance: 10), "centre at 45° is \(earlyCentre)")
            // About 135°: the blue snapshot, squeezed the same way.
            let late = try await snapshot(host, container, at: 0.7...0.78)
            let lateEdge = try #require(late.pixel(at: Point(x: 5, y: 75)))
            let lateCentre = try #require(late.pixel(at: Point(x: 100, y: 75)))
            #expect(lateEdge.isClose(to: PixelColor(.white), tolerance: 10), "edge at 135° is \(lateEdge)")
            #expect(lateCentre.isClose(to: PixelColor(testBlue), tolerance: 10), "centre at 135° is \(lateCentre)")

            #expect(await MainLoopPump.run(until: { finished }))
            #expect(await host.settle(timeout: 5))
            #expect(try pixel(host, 5, 75)?.isClose(to: PixelColor(testBlue)) == true, "the real blue view at the end")
            #expect(front.superview == nil)
        }

        @Test func crossDissolveBlendsTheTwoSnapshots() async throws {
            let host = try await makeHost(width: 200, height: 150)
            defer { host.close() }
            let container = colouredView(.white, Rect(x: 0, y: 0, width: 200, height: 150))
            let front = colouredView(testRed, Rect(x: 0, y: 0, width: 200, height: 150))
            let back = colouredView(testBlue, Rect(x: 0, y: 0, width: 200, height: 150))
            container.addSubview(front)
            host.window.addSubview(container)
            #expect(await host.settle(timeout: 5))

            View.transition(from: front, to: back, duration: 1.2, options: [.transitionCrossDissolve, .curveLinear])
            let mid = try await snapshot(host, container, at: 0.4...0.6)
            let colour = try #require(mid.pixel(at: Point(x: 100, y: 75)))
            #expect(colour.red > 60 && colour.blue > 60 && colour.green < 60, "a blend of red and blue, got \(colour)")
            #expect(await host.settle(timeout: 5))
            #expect(try pixel(host, 100, 75)?.isClose(to: PixelColor(testBlue)) == true)
        }
    }

    /// `screenshot(to:)` waits for the window to settle and writes a PNG.
    @Suite @MainActor struct HostScreenshot {
        @Test func screenshotWaitsForAnimationsAndWritesAPNG() async throws {
            let host = try await makeHost(width: 120, height: 90)
            defer { host.close() }
            let view = colouredView(testGreen, Rect(x: 0, y: 0, width: 40, height: 40))
            host.window.addSubview(view)
            View.animate(withDuration: 0.3) { view.frame.origin.x = 80 }
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("host-\(UUID().uuidString).png").path
            defer { try? FileManager.default.removeItem(atPath: path) }
            try await host.screenshot(to: path)
            #expect(!host.clock.isActive, "the animation had ended")
            #expect(try pixel(host, 100, 20)?.isClose(to: PixelColor(testGreen)) == true)
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            #expect(data.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
        }
    }
}
