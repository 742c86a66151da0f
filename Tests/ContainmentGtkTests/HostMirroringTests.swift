import CGtk
import Containment
@_spi(Testing) import ContainmentGtk
import Testing

extension GtkTests {
    /// Core views drawn by the host: position, hiding, alpha and z-order show in real pixels.
    @Suite @MainActor struct HostMirroring {
        @Test func redViewAtItsFrameIsRedOnScreen() async throws {
            let host = try await makeHost()
            defer { host.close() }
            let view = colouredView(testRed, Rect(x: 10, y: 10, width: 50, height: 50))
            host.window.addSubview(view)
            #expect(await host.settle(timeout: 5))

            let centre = try #require(try pixel(host, 35, 35))
            #expect(centre.isClose(to: PixelColor(testRed)), "centre is \(centre)")
            let outside = try #require(try pixel(host, 80, 35))
            #expect(!outside.isClose(to: PixelColor(testRed), tolerance: 40), "outside is \(outside)")
            #expect(host.mirror.widget(for: view) != nil)
        }

        @Test func movingHidingAndAlphaChangeThePixels() async throws {
            let host = try await makeHost()
            defer { host.close() }
            let view = colouredView(testRed, Rect(x: 10, y: 10, width: 50, height: 50))
            host.window.backgroundColor = .white
            host.window.addSubview(view)
            #expect(await host.settle(timeout: 5))

            view.frame.origin = Point(x: 100, y: 80)
            #expect(await host.settle(timeout: 5))
            #expect(try pixel(host, 35, 35)?.isClose(to: PixelColor(.white)) == true)
            #expect(try pixel(host, 125, 105)?.isClose(to: PixelColor(testRed)) == true)

            view.isHidden = true
            #expect(await host.settle(timeout: 5))
            #expect(try pixel(host, 125, 105)?.isClose(to: PixelColor(.white)) == true)

            view.isHidden = false
            view.alpha = 0.5
            #expect(await host.settle(timeout: 5))
            let half = try #require(try pixel(host, 125, 105))
            #expect(half.isClose(to: PixelColor(red: 255, green: 128, blue: 128), tolerance: 4), "half-transparent red is \(half)")
        }

        @Test func subviewOrderIsDrawingOrder() async throws {
            let host = try await makeHost()
            defer { host.close() }
            let back = colouredView(testRed, Rect(x: 10, y: 10, width: 60, height: 60))
            let front = colouredView(testBlue, Rect(x: 40, y: 40, width: 60, height: 60))
            host.window.addSubview(back)
            host.window.addSubview(front)
            #expect(await host.settle(timeout: 5))
            #expect(try pixel(host, 55, 55)?.isClose(to: PixelColor(testBlue)) == true)

            host.window.bringSubviewToFront(back)
            #expect(await host.settle(timeout: 5))
            #expect(try pixel(host, 55, 55)?.isClose(to: PixelColor(testRed)) == true)
            #expect(try pixel(host, 90, 90)?.isClose(to: PixelColor(testBlue)) == true)
        }

        @Test func nestedViewsAreOffsetByTheirSuperviewAndClipped() async throws {
            let host = try await makeHost()
            defer { host.close() }
            let outer = colouredView(testBlue, Rect(x: 20, y: 20, width: 80, height: 80))
            let inner = colouredView(testRed, Rect(x: 40, y: 40, width: 80, height: 80))
            outer.addSubview(inner)
            host.window.addSubview(outer)
            #expect(await host.settle(timeout: 5))
            #expect(try pixel(host, 30, 30)?.isClose(to: PixelColor(testBlue)) == true)
            #expect(try pixel(host, 70, 70)?.isClose(to: PixelColor(testRed)) == true)
            #expect(try pixel(host, 110, 110)?.isClose(to: PixelColor(testRed)) == true, "not clipped yet")

            outer.clipsToBounds = true
            #expect(await host.settle(timeout: 5))
            #expect(try pixel(host, 110, 110)?.isClose(to: PixelColor(testRed), tolerance: 40) == false, "clipped")
        }

        @Test func changesAreCoalescedIntoOneSync() async throws {
            let host = try await makeHost()
            defer { host.close() }
            let view = colouredView(testRed, Rect(x: 0, y: 0, width: 20, height: 20))
            host.window.addSubview(view)
            #expect(await host.settle(timeout: 5))
            let before = host.syncCount
            for step in 1...50 { view.frame.origin = Point(x: Double(step), y: 0) }
            view.backgroundColor = testBlue
            #expect(await host.settle(timeout: 5))
            #expect(host.syncCount == before + 1)
            #expect(host.mirror.lastSyncUpdatedViews == 1, "only the changed view was touched")
            #expect(try pixel(host, 55, 10)?.isClose(to: PixelColor(testBlue)) == true)
        }

        @Test func titleFollowsTheProvider() async throws {
            let host = try await makeHost()
            defer { host.close() }
            var title = "First"
            host.titleProvider = { title }
            host.window.setNeedsDisplay()
            #expect(await host.settle(timeout: 5))
            #expect(String(cString: gtk_window_get_title(cgtk_window(host.gtkWindow))) == "First")
            title = "Second"
            host.window.setNeedsDisplay()
            #expect(await host.settle(timeout: 5))
            #expect(String(cString: gtk_window_get_title(cgtk_window(host.gtkWindow))) == "Second")
        }

        @Test func viewsPastTheEdgeNeitherGrowTheWindowNorStayMapped() async throws {
            let host = try await makeHost(width: 200, height: 150)
            defer { host.close() }
            let sliding = colouredView(testRed, Rect(x: 150, y: 0, width: 200, height: 150))
            let outside = colouredView(testBlue, Rect(x: 260, y: 0, width: 100, height: 100))
            host.window.addSubview(sliding)
            host.window.addSubview(outside)
            #expect(await host.settle(timeout: 5))
            var width: gint = 0
            var height: gint = 0
            gtk_window_get_size(cgtk_window(host.gtkWindow), &width, &height)
            #expect(width == 200 && height == 150, "the window kept its size: \(width)×\(height)")
            #expect(host.window.frame.size == Size(width: 200, height: 150))
            #expect(try pixel(host, 175, 75)?.isClose(to: PixelColor(testRed)) == true)
            let outsideWidget = try #require(host.mirror.widget(for: outside))
            #expect(gtk_widget_get_mapped(outsideWidget) == 0, "entirely off-screen views are unmapped")
            let slidingWidget = try #require(host.mirror.widget(for: sliding))
            #expect(gtk_widget_get_mapped(slidingWidget) != 0)

            outside.frame.origin.x = 120
            #expect(await host.settle(timeout: 5))
            #expect(gtk_widget_get_mapped(outsideWidget) != 0)
            #expect(try pixel(host, 130, 50)?.isClose(to: PixelColor(testBlue)) == true)
        }

        @Test func accessibleNamesComeFromLabelsAndControllerTitles() async throws {
            let host = try await makeHost()
            defer { host.close() }
            let controller = ViewController()
            controller.title = "Settings"
            host.window.rootViewController = controller
            #expect(await host.settle(timeout: 5))
            let widget = try #require(host.mirror.widget(for: controller.view))
            #expect(String(cString: atk_object_get_name(gtk_widget_get_accessible(widget))) == "Settings")
        }
    }
}
