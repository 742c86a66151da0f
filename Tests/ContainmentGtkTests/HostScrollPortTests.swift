import CGtk
@_spi(Adapter) @_spi(Testing) import Containment
@_spi(Testing) import ContainmentGtk
import ContainmentGtkTesting
import Foundation
import Testing

extension GtkTests {
    /// A scroll view's content of any size: GTK's scrolled window spans it all, while only the
    /// view's own size is ever allocated, and the subviews' widgets sit at their frames less the
    /// offset, as UIKit's bounds origin moves them.
    @Suite @MainActor struct HostScrollPort {
        /// 44 million points: a million rows of 44, past what a GdkWindow or cairo can address.
        let tall = 44_000_000.0

        /// A scroll view as large as the host, holding buttons near its top and near its end.
        private func showTallContent() async throws -> (GtkHost, ScrollView, [Button], () -> Int) {
            let host = try await makeHost(width: 300, height: 300)
            let scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: 300, height: 300))
            scrollView.contentSize = Size(width: 300, height: tall)
            var clicks = 0
            let top = Button(frame: Rect(x: 20, y: 20, width: 160, height: 40), title: "Top") { clicks += 1 }
            let end = Button(frame: Rect(x: 20, y: tall - 200, width: 160, height: 40), title: "Near the end") { clicks += 100 }
            scrollView.addSubview(top)
            scrollView.addSubview(end)
            host.window.addSubview(scrollView)
            #expect(await host.settle(timeout: 5))
            return (host, scrollView, [top, end], { clicks })
        }

        @Test func aContentOfAMillionRowsIsScrolledWithTheWidgetsOnlyWhereTheyShow() async throws {
            let (host, scrollView, buttons, clicks) = try await showTallContent()
            defer { host.close() }
            let scrolled = try #require(host.mirror.scrolledWindow(for: scrollView))
            let vadjustment = try #require(gtk_scrolled_window_get_vadjustment(cgtk_scrolled_window(scrolled)))
            #expect(gtk_adjustment_get_upper(vadjustment) == tall, "the scroll bar's range is the whole content")
            #expect(gtk_adjustment_get_page_size(vadjustment) == 300)
            let port = try #require(gtk_bin_get_child(cgtk_bin(scrolled)))
            #expect(gtk_widget_get_allocated_height(port) <= 300, "what scrolls is only as tall as the view")

            scrollView.contentOffset = Point(x: 0, y: tall - 300)
            #expect(await host.settle(timeout: 5))
            #expect(gtk_adjustment_get_value(vadjustment) == tall - 300)
            let endWidget = try #require(host.mirror.widget(for: buttons[1]))
            let centre = centreInWindow(endWidget)
            #expect(abs(centre.y - 120) <= 1, "100 points from the top of the last screen, centred: \(centre)")
            try SyntheticInput.click(host.gtkWindow, at: Point(x: 100, y: 120))
            #expect(clicks() == 100, "the button 44 million points down takes the click where it shows")

            // The wheel scrolls back up from the end, and the core follows GTK.
            try SyntheticInput.wheel(host.gtkWindow, at: Point(x: 250, y: 150), direction: GDK_SCROLL_UP, count: 3)
            #expect(await host.settle(timeout: 5))
            #expect(scrollView.contentOffset.y < tall - 300)
            #expect(scrollView.contentOffset.y == gtk_adjustment_get_value(vadjustment))
            #expect(abs(centreInWindow(endWidget).y - (scrollView.convert(buttons[1].center, to: nil).y)) <= 1,
                    "the widget moved with the offset")
        }

        @Test func anOffsetSetPastTheEndIsShownAndTheUserScrollsBackIntoTheContent() async throws {
            let (host, scrollView, buttons, _) = try await showTallContent()
            defer { host.close() }
            let scrolled = try #require(host.mirror.scrolledWindow(for: scrollView))
            let vadjustment = try #require(gtk_scrolled_window_get_vadjustment(cgtk_scrolled_window(scrolled)))
            scrollView.contentOffset = Point(x: 0, y: -100)
            #expect(await host.settle(timeout: 5))
            #expect(gtk_adjustment_get_value(vadjustment) == -100, "kept as set: GTK's range grows to show it")
            let top = try #require(host.mirror.widget(for: buttons[0]))
            #expect(abs(centreInWindow(top).y - 140) <= 1, "the top button shows 100 points lower")
            try SyntheticInput.smoothScroll(host.gtkWindow, at: Point(x: 250, y: 150), deltas: [(0, 1), (0, 1)])
            #expect(await host.settle(timeout: 5))
            #expect(scrollView.contentOffset.y >= 0, "the user's scroll lands within the content")
            #expect(scrollView.contentOffset.y == gtk_adjustment_get_value(vadjustment))
        }

        @Test func hiddenScrollBarsAndDisabledScrollingAreGtksPolicy() async throws {
            let (host, scrollView, _, _) = try await showTallContent()
            defer { host.close() }
            let scrolled = try #require(host.mirror.scrolledWindow(for: scrollView))
            var horizontal = GTK_POLICY_ALWAYS, vertical = GTK_POLICY_ALWAYS
            gtk_scrolled_window_get_policy(cgtk_scrolled_window(scrolled), &horizontal, &vertical)
            #expect(vertical == GTK_POLICY_AUTOMATIC)
            scrollView.showsVerticalScrollIndicator = false
            #expect(await host.settle(timeout: 5))
            gtk_scrolled_window_get_policy(cgtk_scrolled_window(scrolled), &horizontal, &vertical)
            #expect(vertical == GTK_POLICY_EXTERNAL)
            scrollView.showsVerticalScrollIndicator = true
            scrollView.isScrollEnabled = false
            #expect(await host.settle(timeout: 5))
            try SyntheticInput.wheel(host.gtkWindow, at: Point(x: 250, y: 150), direction: GDK_SCROLL_DOWN, count: 3)
            #expect(await host.settle(timeout: 5))
            #expect(scrollView.contentOffset == .zero, "the user cannot scroll it")
        }

        @Test func anAnimatedBoundsOriginMovesTheSubviewsFrameByFrame() async throws {
            let host = try await makeHost(width: 300, height: 300)
            defer { host.close() }
            host.clock.fixedFrameStep = 1.0 / 60
            let holder = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
            let child = View(frame: Rect(x: 0, y: 200, width: 50, height: 50))
            child.backgroundColor = Color(red: 1, green: 0, blue: 0)
            holder.addSubview(child)
            host.window.addSubview(holder)
            #expect(await host.settle(timeout: 5))
            let widget = try #require(host.mirror.widget(for: child))
            var seen: [Double] = []
            View.animate(withDuration: 0.25, options: .curveLinear) { holder.bounds.origin = Point(x: 0, y: 150) }
            for _ in 0..<30 {
                #expect(await MainLoopPump.runFrames(1, of: host.rootCanvas, timeout: .seconds(2)))
                seen.append(centreInWindow(widget).y)
            }
            #expect(seen.last == 75, "at rest 150 points higher: \(seen)")
            #expect(seen.contains { $0 > 80 && $0 < 220 }, "in between on some frames: \(seen)")
            #expect(seen == seen.sorted(by: >), "always upwards")
        }
    }
}
