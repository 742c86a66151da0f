import CGtk
import CGtkCanvas
import CGtkCanvas.Testing
import Containment
@_spi(Testing) import ContainmentGtk
import Testing

/// What `host`'s picture cache counted since the host was made.
@MainActor
func pictureCounts(_ host: GtkHost) -> ContainmentPictureCounts {
    var counts = ContainmentPictureCounts()
    containment_picture_cache_get_counts(host.pictureCache, &counts)
    return counts
}

extension GtkTests {
    /// Each host keeps its pictures in a cache of its own, and the pages of an interactive pop are
    /// drawn from pictures that never hide a change made in them.
    @Suite @MainActor struct PictureCaches {
        /// A red 60 × 60 view sliding 160 points to the right in `host`, to its end.
        private func slide(in host: GtkHost) async throws -> View {
            let view = colouredView(testRed, Rect(x: 0, y: 20, width: 60, height: 60))
            host.window.addSubview(view)
            #expect(await host.settle(timeout: 5))
            View.animate(withDuration: 0.3, options: .curveLinear) { view.frame.origin.x = 160 }
            #expect(await host.settle(timeout: 5))
            return view
        }

        @Test func twoHostsShareNoPictureAndNoCounter() async throws {
            let first = try await makeHost(width: 300, height: 100)
            defer { first.close() }
            let second = try await makeHost(width: 300, height: 100)
            defer { second.close() }
            #expect(first.pictureCache != second.pictureCache, "a cache per host")
            first.window.backgroundColor = .white
            second.window.backgroundColor = .white
            let sliding = try await slide(in: first)
            let firstCounts = pictureCounts(first)
            #expect(firstCounts.rendered >= 1, "the slide was drawn from a picture")
            #expect(firstCounts.live == 1, "kept for the next slide")
            let untouched = pictureCounts(second)
            #expect(untouched.rendered == 0 && untouched.painted == 0 && untouched.live == 0, "the other host drew no picture")

            // What the second host hides, changes unseen and slides touches no picture of the first.
            let hidden = try await slide(in: second)
            hidden.isHidden = true
            #expect(await second.settle(timeout: 5))
            hidden.backgroundColor = testBlue
            #expect(await second.settle(timeout: 5))
            #expect(pictureCounts(second).live == 1)
            let after = pictureCounts(first)
            #expect(after.live == 1 && after.rendered == firstCounts.rendered && after.repaired == firstCounts.repaired)

            // Closing the second host leaves the first one's picture serving its next slide.
            second.close()
            View.animate(withDuration: 0.3, options: .curveLinear) { sliding.frame.origin.x = 0 }
            #expect(await first.settle(timeout: 5))
            #expect(pictureCounts(first).rendered == firstCounts.rendered, "the kept picture slid back")
            #expect(try pixel(first, 30, 50)?.isClose(to: PixelColor(testRed)) == true)
        }

        @Test func aRestyleOfAWidgetHiddenItselfLeavesThePicturesAlone() async throws {
            let host = try await makeHost(width: 300, height: 120)
            defer { host.close() }
            host.window.backgroundColor = .white
            let page = colouredView(testRed, Rect(x: 0, y: 0, width: 120, height: 100))
            let text = TextView(frame: Rect(x: 10, y: 10, width: 100, height: 60))
            text.text = "A line of text"
            page.addSubview(text)
            host.window.addSubview(page)
            #expect(await host.settle(timeout: 5))
            View.animate(withDuration: 0.3, options: .curveLinear) { page.frame.origin.x = 160 }
            #expect(await host.settle(timeout: 5))
            #expect(pictureCounts(host).live == 1, "kept for the next slide")
            // The text view's horizontal scrollbar (policy never) is hidden itself: GTK restyles
            // such scrollbars on its own, and no picture holds them.
            let scrolled = try #require(host.mirror.scrolledWindow(for: text))
            let scrollbar = try #require(gtk_scrolled_window_get_hscrollbar(cgtk_scrolled_window(scrolled)))
            #expect(gtk_widget_get_mapped(scrollbar) == 0)
            let before = pictureCounts(host)
            // GTK restyles a hidden widget lazily: emit its "style-updated" as GTK does.
            var instance = GValue()
            g_value_init(&instance, gtk_widget_get_type())
            g_value_set_object(&instance, scrollbar)
            g_signal_emitv(&instance, g_signal_lookup("style-updated", gtk_widget_get_type()), 0, nil)
            g_value_unset(&instance)
            host.window.setNeedsDisplay()
            #expect(await host.settle(timeout: 5))
            let after = pictureCounts(host)
            #expect(after.repaired == before.repaired, "nothing the picture holds changed")
            #expect(after.live == 1 && after.rendered == before.rendered)
        }

        /// A navigation stack of two pages, the top one green holding a red square at (20, 100), under a 44-point bar.
        private func popStage() async throws -> (GtkHost, NavigationController, ViewController, View) {
            let host = try await makeHost(width: 300, height: 200)
            let root = ViewController()
            root.view.backgroundColor = .white
            let navigation = NavigationController(rootViewController: root)
            host.window.rootViewController = navigation
            #expect(await host.settle(timeout: 5))
            let top = ViewController()
            top.view.backgroundColor = testGreen
            let square = colouredView(testRed, Rect(x: 20, y: 100, width: 40, height: 40))
            top.view.addSubview(square)
            navigation.pushViewController(top, animated: false)
            #expect(await host.settle(timeout: 5))
            return (host, navigation, top, square)
        }

        /// Moves the interactive pop to `progress` and pumps until that frame is drawn.
        private func drag(_ navigation: NavigationController, to progress: Double, in host: GtkHost) async {
            navigation.updateInteractivePop(progress: progress)
            _ = await MainLoopPump.runFrames(2, of: host.rootCanvas)
        }

        @Test func theDraggedPagesOfAnInteractivePopAreDrawnFromPictures() async throws {
            let (host, navigation, top, square) = try await popStage()
            defer { host.close() }
            let widget = try #require(host.mirror.widget(for: top.view))
            let canvas = try #require(gtk_widget_get_parent(widget))
            let before = pictureCounts(host)
            #expect(navigation.beginInteractivePop())
            for step in 1...4 { await drag(navigation, to: Double(step) * 0.05, in: host) }
            #expect(containment_canvas_get_child_rasterized(canvas, widget) != 0, "dragged: drawn from a picture")
            let allocated = allocation(of: widget).minX
            for step in 5...8 { await drag(navigation, to: Double(step) * 0.05, in: host) }
            #expect(allocation(of: widget).minX == allocated, "its widgets stay where the drag took its picture")
            #expect(pictureCounts(host).rendered > before.rendered)
            // The square shows where the page does (40 % of 300 points to the right).
            let shown = top.view.frame.minX + 20
            #expect(try pixel(host, shown + 20, 164)?.isClose(to: PixelColor(testRed), tolerance: 8) == true)
            #expect(try pixel(host, shown - 5, 164)?.isClose(to: PixelColor(testGreen), tolerance: 8) == true)
            _ = square

            // Held still, the page is placed live where it shows.
            #expect(await host.settle(timeout: 5))
            #expect(containment_canvas_get_child_rasterized(canvas, widget) == 0)
            #expect(abs(allocation(of: widget).minX - allocation(of: canvas).minX - top.view.frame.minX) < 1)
            #expect(!host.mirror.holdsDraggedPictures)
            navigation.cancelInteractivePop()
            #expect(await host.settle(timeout: 5))
        }

        @Test func thePagesOfAnInteractivePopAreDrawnFromPicturesFromTheFirstStep() async throws {
            let (host, navigation, top, square) = try await popStage()
            defer { host.close() }
            let widget = try #require(host.mirror.widget(for: top.view))
            let canvas = try #require(gtk_widget_get_parent(widget))
            #expect(navigation.beginInteractivePop())
            _ = await MainLoopPump.runFrames(2, of: host.rootCanvas)
            await drag(navigation, to: 0.05, in: host)
            #expect(containment_canvas_get_child_rasterized(canvas, widget) != 0, "the pop places the page: one move is a drag")
            let shown = top.view.frame.minX + 20
            #expect(try pixel(host, shown + 20, 164)?.isClose(to: PixelColor(testRed), tolerance: 8) == true)
            #expect(try pixel(host, shown - 5, 164)?.isClose(to: PixelColor(testGreen), tolerance: 8) == true)
            await drag(navigation, to: 0.1, in: host)
            #expect(host.mirror.lastSyncWasDragStep)
            _ = square
            navigation.cancelInteractivePop()
            #expect(await host.settle(timeout: 5))
            #expect(containment_canvas_get_child_rasterized(canvas, widget) == 0, "live again at rest")
        }

        @Test func aStepOfTheDragMovesOnlyThePicturesOfTheDraggedPages() async throws {
            let (host, navigation, top, square) = try await popStage()
            defer { host.close() }
            #expect(navigation.beginInteractivePop())
            for step in 1...3 { await drag(navigation, to: Double(step) * 0.05, in: host) }
            for step in 4...6 {
                let syncs = host.mirror.syncCount
                await drag(navigation, to: Double(step) * 0.05, in: host)
                #expect(host.mirror.syncCount > syncs)
                #expect(host.mirror.lastSyncWasDragStep, "only the two pages moved: step \(step) moves their pictures")
                #expect(host.mirror.lastSyncUpdatedViews == 2)
            }
            let shown = top.view.frame.minX + 20
            #expect(try pixel(host, shown + 20, 164)?.isClose(to: PixelColor(testRed), tolerance: 8) == true)
            #expect(try pixel(host, shown - 5, 164)?.isClose(to: PixelColor(testGreen), tolerance: 8) == true)
            // Anything else marked changed takes the whole walk.
            square.backgroundColor = testBlue
            await drag(navigation, to: 0.35, in: host)
            #expect(!host.mirror.lastSyncWasDragStep)
            #expect(try pixel(host, top.view.frame.minX + 40, 164)?.isClose(to: PixelColor(testBlue), tolerance: 8) == true)
            navigation.finishInteractivePop()
            #expect(await host.settle(timeout: 5))
            #expect(navigation.topViewController !== top)
        }

        @Test func aChangeInsideAPageDuringAnInteractivePopShows() async throws {
            let (host, navigation, top, square) = try await popStage()
            defer { host.close() }
            #expect(navigation.beginInteractivePop())
            for step in 1...4 { await drag(navigation, to: Double(step) * 0.05, in: host) }
            square.backgroundColor = testBlue
            await drag(navigation, to: 0.25, in: host)
            let shown = top.view.frame.minX + 20
            let color = try pixel(host, shown + 20, 164)
            #expect(color?.isClose(to: PixelColor(testBlue), tolerance: 8) == true, "a stale picture would show red: \(String(describing: color))")
            // A change GTK alone redraws (a label's text) shows too, drawn into the picture.
            let label = Label(frame: Rect(x: 80, y: 100, width: 200, height: 30))
            label.text = "one"
            top.view.addSubview(label)
            await drag(navigation, to: 0.3, in: host)
            await drag(navigation, to: 0.35, in: host)
            await drag(navigation, to: 0.4, in: host)
            square.backgroundColor = testRed
            await drag(navigation, to: 0.45, in: host)
            let red = top.view.frame.minX + 40
            #expect(try pixel(host, red, 164)?.isClose(to: PixelColor(testRed), tolerance: 8) == true)
            navigation.finishInteractivePop()
            #expect(await host.settle(timeout: 5))
            #expect(navigation.topViewController !== top)
        }
    }
}
