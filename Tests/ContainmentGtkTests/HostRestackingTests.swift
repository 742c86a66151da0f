import CGtk
import Containment
@_spi(Testing) @testable import ContainmentGtk
import Testing

extension GtkTests {
    /// Restacking: GTK 3's GtkFixed draws children in the order they were added and cannot
    /// restack one, so a view inserted below its siblings re-adds them (DESIGN's rule); removing
    /// a view leaves the others in order, so nothing is taken out and put back (which would
    /// unrealize and realize a whole subtree, as the drawer's center on every close).
    @Suite @MainActor struct HostRestacking {
        /// Counts `unrealize` emissions of a widget.
        @MainActor final class UnrealizeCounter {
            var count = 0
            init(_ widget: UnsafeMutablePointer<GtkWidget>) {
                SignalConnection.connect(widget, "unrealize") { [weak self] in self?.count += 1 }
            }
        }

        @Test func insertingBelowDrawsBelowAndRemovingLeavesTheSiblingsInPlace() async throws {
            let host = try await makeHost()
            defer { host.close() }
            let front = colouredView(testBlue, Rect(x: 40, y: 40, width: 60, height: 60))
            let inner = colouredView(testGreen, Rect(x: 5, y: 5, width: 10, height: 10))
            front.addSubview(inner)
            host.window.addSubview(front)
            #expect(await host.settle(timeout: 5))
            let frontWidget = try #require(host.mirror.widget(for: front))
            let innerWidget = try #require(host.mirror.widget(for: inner))

            let back = colouredView(testRed, Rect(x: 10, y: 10, width: 60, height: 60))
            host.window.insertSubview(back, at: 0)
            #expect(await host.settle(timeout: 5))

            let backWidget = try #require(host.mirror.widget(for: back))
            let windowWidget = try #require(host.mirror.widget(for: host.window))
            #expect(ViewMirror.children(of: windowWidget) == [backWidget, frontWidget])
            #expect(try pixel(host, 55, 55)?.isClose(to: PixelColor(testBlue)) == true, "the new view is below")
            #expect(try pixel(host, 20, 20)?.isClose(to: PixelColor(testRed)) == true)

            let frontCounter = UnrealizeCounter(frontWidget)
            let innerCounter = UnrealizeCounter(innerWidget)
            back.removeFromSuperview()
            #expect(await host.settle(timeout: 5))
            #expect(ViewMirror.children(of: windowWidget) == [frontWidget])
            #expect(frontCounter.count == 0, "removing the view below re-added the sibling")
            #expect(innerCounter.count == 0)
            #expect(try pixel(host, 55, 55)?.isClose(to: PixelColor(testBlue)) == true)
        }

        @Test func bringingToFrontStillReordersTheWidgets() async throws {
            let host = try await makeHost()
            defer { host.close() }
            let back = colouredView(testRed, Rect(x: 10, y: 10, width: 60, height: 60))
            let middle = colouredView(testGreen, Rect(x: 25, y: 25, width: 60, height: 60))
            let front = colouredView(testBlue, Rect(x: 40, y: 40, width: 60, height: 60))
            for view in [back, middle, front] { host.window.addSubview(view) }
            #expect(await host.settle(timeout: 5))
            let windowWidget = try #require(host.mirror.widget(for: host.window))
            let widgets = try [back, middle, front].map { try #require(host.mirror.widget(for: $0)) }

            host.window.bringSubviewToFront(back)
            #expect(await host.settle(timeout: 5))
            #expect(ViewMirror.children(of: windowWidget) == [widgets[1], widgets[2], widgets[0]])
            #expect(try pixel(host, 55, 55)?.isClose(to: PixelColor(testRed)) == true)
            #expect(try pixel(host, 90, 90)?.isClose(to: PixelColor(testBlue)) == true)
        }
    }
}
