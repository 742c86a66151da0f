import CGtk
import Containment
import ContainmentGtk
import Testing

extension GtkTests {
    /// Moving a view: one that slides out past its superview's edge (still inside the window) is
    /// still drawn there, since a GtkFixed grows with its children; one sliding past the window's
    /// edge is drawn where it is visible. (Guards any cheaper way of moving widgets: GTK clips a
    /// child to its parent's allocation.)
    @Suite @MainActor struct HostMoving {
        @Test func aViewMovedPastItsSuperviewsEdgeIsDrawnThere() async throws {
            let host = try await makeHost()
            defer { host.close() }
            host.window.backgroundColor = .white
            let outer = colouredView(testBlue, Rect(x: 20, y: 20, width: 80, height: 80))
            let inner = colouredView(testRed, Rect(x: 10, y: 10, width: 40, height: 40))
            outer.addSubview(inner)
            host.window.addSubview(outer)
            #expect(await host.settle(timeout: 5))
            #expect(try pixel(host, 40, 40)?.isClose(to: PixelColor(testRed)) == true)

            inner.frame.origin = Point(x: 70, y: 10)
            #expect(await host.settle(timeout: 5))
            #expect(try pixel(host, 40, 40)?.isClose(to: PixelColor(testBlue)) == true, "the old place is repainted")
            #expect(try pixel(host, 95, 40)?.isClose(to: PixelColor(testRed)) == true, "inside the superview")
            let outside = try #require(try pixel(host, 120, 40))
            #expect(outside.isClose(to: PixelColor(testRed)), "past the superview's edge: \(outside)")
        }

        @Test func aViewSlidingPastTheWindowsEdgeIsDrawnWhereVisible() async throws {
            let host = try await makeHost()
            defer { host.close() }
            host.window.backgroundColor = .white
            let page = colouredView(testBlue, Rect(x: 0, y: 0, width: 200, height: 150))
            let sliding = colouredView(testRed, Rect(x: 0, y: 0, width: 200, height: 150))
            page.addSubview(sliding)
            host.window.addSubview(page)
            #expect(await host.settle(timeout: 5))

            for x in [40.0, 120.0, 60.0] {
                sliding.frame.origin = Point(x: x, y: 0)
                #expect(await host.settle(timeout: 5))
                let left = try #require(try pixel(host, x - 10, 75))
                let right = try #require(try pixel(host, x + 10, 75))
                #expect(left.isClose(to: PixelColor(testBlue)), "left of the slid view at \(x): \(left)")
                #expect(right.isClose(to: PixelColor(testRed)), "the slid view at \(x): \(right)")
            }
        }
    }
}
