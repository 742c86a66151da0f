import CGtk
import CGtkCanvas
import CGtkCanvas.Testing
import Containment
@_spi(Testing) import ContainmentGtk
import Testing

extension GtkTests {
    /// Moving a view: one that slides out past its superview's edge (still inside the window) is
    /// still drawn there, since the canvas widens its clip over its children; one sliding past
    /// the window's edge is drawn where it is visible; a move that keeps the size allocates the
    /// view at once, without a layout pass; a hidden view's move waits until it shows.
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

        @Test func aMoveThatKeepsTheSizeAllocatesAtOnceAndAResizeQueuesOne() async throws {
            let host = try await makeHost()
            defer { host.close() }
            let view = colouredView(testRed, Rect(x: 10, y: 10, width: 40, height: 40))
            host.window.addSubview(view)
            #expect(await host.settle(timeout: 5))
            func counts() -> (immediate: UInt64, queued: UInt64) {
                let counts = pictureCounts(host)
                return (UInt64(counts.immediate_moves), UInt64(counts.queued_moves))
            }
            let before = counts()
            view.frame.origin = Point(x: 60, y: 10)
            #expect(await host.settle(timeout: 5))
            let moved = counts()
            #expect(moved.immediate == before.immediate + 1, "moved without a layout pass")
            #expect(moved.queued == before.queued)
            #expect(try pixel(host, 70, 20)?.isClose(to: PixelColor(testRed)) == true)

            view.frame = Rect(x: 100, y: 10, width: 60, height: 40)
            #expect(await host.settle(timeout: 5))
            #expect(counts().queued == moved.queued + 1, "a new size goes through GTK's layout")
            #expect(try pixel(host, 150, 20)?.isClose(to: PixelColor(testRed)) == true)
        }

        @Test func aHiddenViewThatMovesIsPlacedWhenItShowsAgain() async throws {
            let host = try await makeHost()
            defer { host.close() }
            host.window.backgroundColor = .white
            let view = colouredView(testRed, Rect(x: 10, y: 10, width: 40, height: 40))
            host.window.addSubview(view)
            #expect(await host.settle(timeout: 5))
            view.isHidden = true
            #expect(await host.settle(timeout: 5))
            func counts() -> (immediate: UInt64, queued: UInt64) {
                let counts = pictureCounts(host)
                return (UInt64(counts.immediate_moves), UInt64(counts.queued_moves))
            }
            let before = counts()
            view.frame.origin = Point(x: 100, y: 10)
            #expect(await host.settle(timeout: 5))
            #expect(counts() == before, "a view not shown is placed when it shows, with no layout pass now")

            view.isHidden = false
            #expect(await host.settle(timeout: 5))
            #expect(try pixel(host, 110, 20)?.isClose(to: PixelColor(testRed)) == true, "shown at its new place")
            #expect(try pixel(host, 20, 20)?.isClose(to: PixelColor(Color.white)) == true, "not at its old one")
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
