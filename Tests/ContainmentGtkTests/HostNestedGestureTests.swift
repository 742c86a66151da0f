import CGtk
import Containment
@_spi(Testing) import ContainmentGtk
import ContainmentGtkTesting
import ContainmentTestSupport
import Testing

extension GtkTests {
    /// The table of nested cases of `InputArbitration`, in real windows with real GDK events: for
    /// each, which part moves under a vertical wheel, a horizontal swipe from the middle and from
    /// the edge, and a drag on the native widget.
    @Suite @MainActor struct HostNestedGestures {
        /// `count` smooth deltas of `dx` scroll units (negative: the fingers move right).
        private func swipe(_ host: GtkHost, at point: Point, _ dx: Double, _ count: Int) async throws {
            try SyntheticInput.smoothScroll(host.gtkWindow, at: point, deltas: Array(repeating: (dx, 0), count: count),
                                            interval: 0.05, pause: 0.3)
            _ = await host.settle(timeout: 5)
        }

        private func vadjustmentValue(_ host: GtkHost, _ view: View) throws -> Double {
            let scrolled = try #require(host.mirror.scrolledWindow(for: view))
            return gtk_adjustment_get_value(gtk_scrolled_window_get_vadjustment(cgtk_scrolled_window(scrolled)))
        }

        @Test func aListInAPageViewInANavigationControllerInADrawer() async throws {
            let host = try await makeHost(width: 500, height: 400)
            defer { host.close() }
            let source = RowsSource()
            source.rows = (0..<100).map { "Row \($0)" }
            let book = SwipeBook { page in
                let table = TableView(frame: page.view.bounds)
                table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                table.dataSource = source
                page.view.addSubview(table)
            }
            let pages = PageViewController(title: "Book")
            pages.dataSource = book
            pages.setViewControllers([book.page(1)], direction: .forward, animated: false)
            let nav = NavigationController(rootViewController: ViewController(title: "Root"))
            nav.pushViewController(pages, animated: false)
            let left = ViewController(title: "Left")
            left.view.backgroundColor = testGreen
            let drawer = DrawerController(center: nav, left: left)
            host.window.rootViewController = drawer
            #expect(await host.settle(timeout: 5))
            let list = { pages.viewControllers[0].view.subviews.compactMap { $0 as? TableView }.first }
            let middle = Point(x: 250, y: 250), edge = Point(x: 4, y: 250)

            // A vertical wheel: the list scrolls, nothing else moves.
            try SyntheticInput.wheel(host.gtkWindow, at: middle, direction: GDK_SCROLL_DOWN, count: 3)
            #expect(await host.settle(timeout: 5))
            #expect(try #require(list()).contentOffset.y > 0)
            #expect(try vadjustmentValue(host, try #require(list())) > 0)
            #expect(pages.viewControllers.first?.title == "P1" && nav.viewControllers.count == 2 && drawer.openSide == DrawerSide.none)

            // A horizontal swipe from the middle: the list cannot scroll across, the page view turns back.
            try await swipe(host, at: middle, -5, 6)
            #expect(pages.viewControllers.first?.title == "P0")
            #expect(nav.viewControllers.count == 2 && drawer.openSide == DrawerSide.none)

            // A drag across the list's rows: the page view's own drag turns forward.
            try SyntheticInput.drag(host.gtkWindow, from: Point(x: 450, y: 250), to: Point(x: 100, y: 250), steps: 10)
            #expect(await host.settle(timeout: 5))
            #expect(pages.viewControllers.first?.title == "P1")

            // From the edge: the navigation's edge pop first, then (nothing to pop) the drawer's bezel.
            try await swipe(host, at: edge, -5, 6)
            #expect(nav.viewControllers.count == 1 && drawer.openSide == DrawerSide.none)
            try await swipe(host, at: edge, -5, 6)
            #expect(drawer.openSide == .left)
            let shot = try WindowSnapshot.capture(host.gtkWindow)
            #expect(shot.pixel(at: Point(x: 100, y: 200))?.isClose(to: PixelColor(testGreen), tolerance: 8) == true, "the drawer shows")
            let shots = try TemporaryFolder("nested")
            defer { shots.remove() }
            try shot.savePNG(to: shots.shotPath("nested-drawer.png"))
        }

        @Test func aHorizontalStripInAPageView() async throws {
            let host = try await makeHost(width: 400, height: 300)
            defer { host.close() }
            let book = SwipeBook { page in
                let strip = ScrollView(frame: Rect(x: 0, y: 100, width: 400, height: 100))
                strip.contentSize = Size(width: 1600, height: 100)
                for index in 0..<8 {
                    strip.addSubview(colouredView(index % 2 == 0 ? testRed : Color(red: 1, green: 1, blue: 0),
                                                  Rect(x: Double(index) * 200, y: 0, width: 200, height: 100)))
                }
                strip.contentOffset = Point(x: 600, y: 0)
                page.view.addSubview(strip)
            }
            let pages = PageViewController(title: "Book")
            pages.dataSource = book
            pages.setViewControllers([book.page(1)], direction: .forward, animated: false)
            host.window.rootViewController = pages
            #expect(await host.settle(timeout: 5))
            let strip = { pages.viewControllers[0].view.subviews.compactMap { $0 as? ScrollView }.first! }
            let onStrip = Point(x: 200, y: 150)

            // A vertical wheel over the strip: no page turns.
            try SyntheticInput.wheel(host.gtkWindow, at: onStrip, direction: GDK_SCROLL_DOWN, count: 2)
            #expect(await host.settle(timeout: 5))
            #expect(pages.viewControllers.first?.title == "P1")

            // A horizontal swipe on the strip from the middle: the strip scrolls, the page stays.
            let before = strip().contentOffset.x
            try await swipe(host, at: onStrip, 3, 5)
            #expect(strip().contentOffset.x > before)
            #expect(pages.viewControllers.first?.title == "P1")

            // From the edge, the strip can still scroll back: it keeps the swipe.
            let beforeEdge = strip().contentOffset.x
            try await swipe(host, at: Point(x: 3, y: 150), -3, 5)
            #expect(strip().contentOffset.x < beforeEdge)
            #expect(pages.viewControllers.first?.title == "P1")

            // At its left edge it passes the swipe on: the page turns back.
            strip().contentOffset = .zero
            #expect(await host.settle(timeout: 5))
            try await swipe(host, at: onStrip, -5, 6)
            #expect(pages.viewControllers.first?.title == "P0")

            // Off the strip, the page view takes the swipe from the middle.
            try await swipe(host, at: Point(x: 200, y: 250), 5, 6)
            #expect(pages.viewControllers.first?.title == "P1")
        }

        @Test func aTextViewInADrawer() async throws {
            let host = try await makeHost(width: 500, height: 300)
            defer { host.close() }
            let center = ViewController(title: "Center")
            let text = TextView(frame: center.view.bounds,
                                text: (0..<80).map { "Line \($0) of a long note that wraps and scrolls" }.joined(separator: "\n"))
            text.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            center.view.addSubview(text)
            let drawer = DrawerController(center: center, left: ViewController(title: "Left"))
            host.window.rootViewController = drawer
            #expect(await host.settle(timeout: 5))

            // A vertical wheel: the text scrolls, the drawer stays closed.
            try SyntheticInput.wheel(host.gtkWindow, at: Point(x: 250, y: 150), direction: GDK_SCROLL_DOWN, count: 3)
            #expect(await host.settle(timeout: 5))
            #expect(try vadjustmentValue(host, text) > 0)
            #expect(drawer.openSide == DrawerSide.none)

            // A swipe from the middle: the text cannot scroll across, the drawer opens from its bezel only.
            try await swipe(host, at: Point(x: 250, y: 150), -5, 6)
            #expect(drawer.openSide == DrawerSide.none && !drawer.isInteractivelySliding)

            // A drag from the bezel across the text selects text: the drawer never moves.
            try SyntheticInput.drag(host.gtkWindow, from: Point(x: 6, y: 100), to: Point(x: 300, y: 120), steps: 10)
            #expect(await host.settle(timeout: 5))
            #expect(drawer.openSide == DrawerSide.none)
            #expect(drawer.centerContainerView.frame.minX == 0)

            // A swipe from the edge opens the drawer.
            try await swipe(host, at: Point(x: 4, y: 150), -5, 6)
            #expect(drawer.openSide == .left)
        }

        @Test func aNativeScaleInANavigationController() async throws {
            let host = try await makeHost(width: 400, height: 300)
            defer { host.close() }
            let scale = gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, 0, 100, 1)!
            let range = cgtk_range(scale)
            gtk_range_set_value(range, 50)
            let page = ViewController(title: "Settings")
            page.view.addSubview(NativeView(widget: scale, frame: Rect(x: 10, y: 100, width: 380, height: 40)))
            let nav = NavigationController(rootViewController: ViewController(title: "Root"))
            nav.pushViewController(page, animated: false)
            host.window.rootViewController = nav
            #expect(await host.settle(timeout: 5))
            // The trough (the value is drawn above it).
            let onScale = Point(x: 200, y: 44 + 131)

            // A vertical wheel over the slider moves the slider.
            try SyntheticInput.wheel(host.gtkWindow, at: onScale, direction: GDK_SCROLL_UP, count: 2)
            #expect(await host.settle(timeout: 5))
            #expect(gtk_range_get_value(range) != 50)
            #expect(nav.viewControllers.count == 2)

            // A horizontal swipe from the middle, on the slider: it stays with the slider.
            try await swipe(host, at: onScale, -5, 6)
            #expect(nav.viewControllers.count == 2 && !nav.isInteractivelyPopping)

            // A drag on the slider, even inside the edge pop's strip, moves the slider only.
            let beforeDrag = gtk_range_get_value(range)
            let knob = gtk_range_get_value(range) == 0 ? 19.0 : 200.0
            try SyntheticInput.drag(host.gtkWindow, from: Point(x: knob, y: 44 + 131), to: Point(x: 300, y: 44 + 131), steps: 10)
            #expect(await host.settle(timeout: 5))
            #expect(gtk_range_get_value(range) != beforeDrag)
            #expect(nav.viewControllers.count == 2)

            // A swipe from the edge, off the slider, pops.
            try await swipe(host, at: Point(x: 3, y: 250), -5, 6)
            #expect(nav.viewControllers.count == 1)
        }
    }
}
