import CGtk
import CGtkCanvas
import CGtkCanvas.Testing
@_spi(Adapter) import Containment
@_spi(Testing) import ContainmentGtk
import Testing

extension GtkTests {
    /// A sliding view is drawn from one picture of it, painted where the slide shows it, while its
    /// widgets are allocated where the slide ends; a change during the slide is drawn at once
    /// (live again, where it shows); after the slide the picture is kept for the next one, and
    /// painted instead of the widgets, with what GTK redraws in the view drawn into it again.
    @Suite @MainActor struct HostRasterizing {
        /// Pictures rendered, painted, and partly drawn again so far by `host`'s picture cache.
        private func rasterCounts(_ host: GtkHost) -> (rendered: UInt64, painted: UInt64, repaired: UInt64) {
            let counts = pictureCounts(host)
            return (UInt64(counts.rendered), UInt64(counts.painted), UInt64(counts.repaired))
        }

        /// How many pictures `host`'s canvases hold now.
        private func liveRasters(_ host: GtkHost) -> UInt64 { UInt64(pictureCounts(host).live) }

        /// The leftmost x on row `y` of the window showing `color`.
        private func leftEdge(of color: Color, onRow y: Double, in host: GtkHost) throws -> Double? {
            let shot = try WindowSnapshot.capture(host.gtkWindow)
            return (0..<Int(host.window.bounds.width)).first {
                shot.pixel(at: Point(x: Double($0), y: y))?.isClose(to: PixelColor(color), tolerance: 8) == true
            }.map(Double.init)
        }

        /// A red 60 × 60 view at the left holding a blue 20 × 20 view at (20, 20), shown.
        private func slidingStage() async throws -> (GtkHost, View, View) {
            let host = try await makeHost(width: 300, height: 100)
            host.window.backgroundColor = .white
            let view = colouredView(testRed, Rect(x: 0, y: 20, width: 60, height: 60))
            let inner = colouredView(testBlue, Rect(x: 20, y: 20, width: 20, height: 20))
            view.addSubview(inner)
            host.window.addSubview(view)
            #expect(await host.settle(timeout: 5))
            return (host, view, inner)
        }

        @Test func aSlidingViewIsDrawnFromOnePicture() async throws {
            let (host, view, _) = try await slidingStage()
            defer { host.close() }
            let widget = try #require(host.mirror.widget(for: view))
            let canvas = try #require(gtk_widget_get_parent(widget))
            #expect(containment_canvas_get_child_rasterized(canvas, widget) == 0, "at rest: live")
            let before = rasterCounts(host)
            // Each real frame moves the clock on by 1/60 s: the slide takes 36 frames however
            // busy the machine is.
            host.clock.fixedFrameStep = 1.0 / 60

            View.animate(withDuration: 0.6, options: .curveLinear) { view.frame.origin.x = 220 }
            var rasterizedMidway: Bool?
            var innerOffset: Double?
            var allocatedMidway: Double?
            _ = await MainLoopPump.run(until: {
                let x = view.presentation.frame.minX
                if rasterizedMidway == nil, x > 60, x < 160 {
                    rasterizedMidway = containment_canvas_get_child_rasterized(canvas, widget) != 0
                    allocatedMidway = allocation(of: widget).minX
                    if let red = try? leftEdge(of: testRed, onRow: 25, in: host),
                        let blue = try? leftEdge(of: testBlue, onRow: 50, in: host) {
                        innerOffset = blue - red
                    }
                }
                return !host.clock.isActive
            }, timeout: .seconds(5))
            let after = rasterCounts(host)

            #expect(rasterizedMidway == true, "drawn from a picture while it slides")
            #expect(allocatedMidway == 220, "the widgets wait where the slide ends, as UIKit hit-tests the model frame")
            #expect(innerOffset == 20, "the picture holds the subview where it is: offset \(String(describing: innerOffset))")
            #expect(after.rendered - before.rendered == 1, "one picture for the whole slide")
            #expect(after.painted - before.painted >= 5, "painted each frame: \(after.painted - before.painted)")
            #expect(await host.settle(timeout: 5))
            #expect(containment_canvas_get_child_rasterized(canvas, widget) == 0, "live again after the slide")
            #expect(liveRasters(host) == 1, "the picture is kept for the next slide: nothing in it changed")
            #expect(try pixel(host, 250, 50)?.isClose(to: PixelColor(testBlue)) == true)
            #expect(try pixel(host, 225, 25)?.isClose(to: PixelColor(testRed)) == true)
        }

        /// Slides `view` to `x` and waits for the slide to end.
        private func slide(_ view: View, to x: Double, in host: GtkHost) async {
            View.animate(withDuration: 0.3, options: .curveLinear) { view.frame.origin.x = x }
            #expect(await host.settle(timeout: 5))
        }

        @Test func aKeptPictureServesTheNextSlide() async throws {
            let (host, view, _) = try await slidingStage()
            defer { host.close() }
            await slide(view, to: 220, in: host)
            #expect(liveRasters(host) == 1)
            let before = rasterCounts(host)
            // Each real frame moves the clock on by 1/60 s: the slide takes 18 frames however
            // busy the machine is.
            host.clock.fixedFrameStep = 1.0 / 60
            await slide(view, to: 100, in: host)
            let after = rasterCounts(host)
            #expect(after.rendered == before.rendered, "no new picture: nothing in the view changed")
            #expect(after.painted - before.painted >= 5, "the kept picture painted each frame: \(after.painted - before.painted)")
            #expect(try pixel(host, 130, 50)?.isClose(to: PixelColor(testBlue)) == true, "the picture shows the view as it is")
            #expect(try pixel(host, 105, 25)?.isClose(to: PixelColor(testRed)) == true)
            #expect(try pixel(host, 250, 50)?.isClose(to: PixelColor(.white)) == true, "nothing left where it was")
        }

        @Test func aChangeInsideAKeptPictureIsDrawnIntoIt() async throws {
            let (host, view, inner) = try await slidingStage()
            defer { host.close() }
            await slide(view, to: 220, in: host)
            #expect(liveRasters(host) == 1)
            let before = rasterCounts(host)
            inner.backgroundColor = testGreen
            #expect(await host.settle(timeout: 5))
            #expect(liveRasters(host) == 1, "the picture stays")
            #expect(rasterCounts(host).repaired > before.repaired, "the part GTK was asked to redraw is drawn into it again")
            #expect(try pixel(host, 250, 50)?.isClose(to: PixelColor(testGreen)) == true, "the change shows at rest")
            #expect(try pixel(host, 225, 25)?.isClose(to: PixelColor(testRed)) == true, "the rest as it was")
            await slide(view, to: 100, in: host)
            #expect(rasterCounts(host).rendered == before.rendered, "the next slide takes no new picture")
            #expect(try pixel(host, 130, 50)?.isClose(to: PixelColor(testGreen)) == true, "the picture shows the change")
        }

        @Test func aChangeMadeInGtkAloneIsDrawnIntoAKeptPicture() async throws {
            let host = try await makeHost(width: 300, height: 100)
            defer { host.close() }
            host.window.backgroundColor = .white
            let view = colouredView(.white, Rect(x: 0, y: 20, width: 120, height: 60))
            let label = Label(frame: Rect(x: 0, y: 0, width: 120, height: 30), text: "Before")
            view.addSubview(label)
            host.window.addSubview(view)
            #expect(await host.settle(timeout: 5))
            await slide(view, to: 150, in: host)
            #expect(liveRasters(host) == 1)
            let before = rasterCounts(host)
            // What a hover, a caret or a scrolled list does: GTK redraws part of a widget by itself.
            let widget = try #require(host.mirror.contentWidget(for: label))
            gtk_label_set_text(cgtk_label(widget), "After")
            #expect(await MainLoopPump.runFrames(2, of: host.rootCanvas, timeout: .seconds(2)))
            #expect(liveRasters(host) == 1)
            #expect(rasterCounts(host).repaired > before.repaired, "GTK's own redraw is drawn into the picture")
            #expect(rasterCounts(host).rendered == before.rendered, "no new picture")
        }

        /// The sliding stage with a `GtkFixed` of GTK's own across the view's top (60 × 20): a
        /// label at its left and, at x 35, `right` (20 × 20). Sliding the view to 270 leaves the
        /// label on screen and puts `right` wholly past the window's right edge (300). The mirror
        /// unmaps views wholly out of the window, so a change only off screen is GTK's own.
        private func stageStraddlingTheEdge(right: UnsafeMutablePointer<GtkWidget>) async throws -> (GtkHost, View) {
            let (host, view, _) = try await slidingStage()
            let fixed = gtk_fixed_new()!
            gtk_fixed_put(cgtk_fixed(fixed), gtk_label_new("L")!, 0, 0)
            gtk_widget_set_size_request(right, 20, 20)
            gtk_fixed_put(cgtk_fixed(fixed), right, 35, 0)
            gtk_widget_show_all(fixed)
            view.addSubview(NativeView(widget: fixed, frame: Rect(x: 0, y: 0, width: 60, height: 20)))
            #expect(await host.settle(timeout: 5))
            await slide(view, to: 270, in: host)
            return (host, view)
        }

        @Test func aPictureOfAViewPartlyOutOfTheWindowIsKept() async throws {
            let (host, view, _) = try await slidingStage()
            defer { host.close() }
            await slide(view, to: 270, in: host)
            #expect(liveRasters(host) == 1, "GDK reports redraws past the window's edge to the event box's watched window")
            let before = rasterCounts(host)
            await slide(view, to: 100, in: host)
            #expect(rasterCounts(host).rendered == before.rendered, "the kept picture serves the slide back")
            #expect(try pixel(host, 130, 50)?.isClose(to: PixelColor(testBlue)) == true, "the picture shows the view as it is")
            #expect(try pixel(host, 155, 50)?.isClose(to: PixelColor(testRed)) == true, "its part that was off screen too")
        }

        @Test func aPartHiddenWhileWhollyOutOfTheWindowStaysInTheKeptPicture() async throws {
            let (host, view, inner) = try await slidingStage()
            defer { host.close() }
            await slide(view, to: 285, in: host)
            let innerWidget = try #require(host.mirror.widget(for: inner))
            #expect(gtk_widget_get_child_visible(innerWidget) == 0, "the blue square, wholly out of the window, is hidden")
            #expect(liveRasters(host) == 1, "hiding it where no one sees it changes nothing on screen")
            let before = rasterCounts(host)
            await slide(view, to: 100, in: host)
            #expect(gtk_widget_get_child_visible(innerWidget) != 0)
            #expect(rasterCounts(host).rendered == before.rendered, "the kept picture serves the slide back")
            #expect(try pixel(host, 130, 50)?.isClose(to: PixelColor(testBlue)) == true, "the square shows as it was")
        }

        @Test func aChangeToAPartHiddenOutOfTheWindowIsDrawnIntoTheKeptPicture() async throws {
            let (host, view, inner) = try await slidingStage()
            defer { host.close() }
            await slide(view, to: 285, in: host)
            #expect(liveRasters(host) == 1)
            let before = rasterCounts(host)
            inner.backgroundColor = testGreen
            #expect(await host.settle(timeout: 5))
            #expect(liveRasters(host) == 1)
            await slide(view, to: 100, in: host)
            #expect(rasterCounts(host).rendered == before.rendered, "no new picture")
            #expect(
                rasterCounts(host).repaired > before.repaired,
                "GTK reports no redraw in a hidden widget: the mirror says so, and the picture is drawn again")
            #expect(try pixel(host, 130, 50)?.isClose(to: PixelColor(testGreen)) == true, "with the square's new colour")
        }

        @Test func aChangeMadeInGtkAloneOffScreenIsDrawnIntoAKeptPicture() async throws {
            let label = gtk_label_new("R")!
            let (host, view) = try await stageStraddlingTheEdge(right: label)
            defer { host.close() }
            #expect(liveRasters(host) == 1)
            let before = rasterCounts(host)
            gtk_label_set_text(cgtk_label(label), "W")
            #expect(await MainLoopPump.runFrames(2, of: host.rootCanvas, timeout: .seconds(2)))
            #expect(liveRasters(host) == 1)
            await slide(view, to: 100, in: host)
            #expect(rasterCounts(host).rendered == before.rendered, "no new picture")
            #expect(rasterCounts(host).repaired > before.repaired, "GTK's redraw off screen is drawn into the picture")
        }

        @Test func aViewHiddenAfterItsSlideKeepsItsPictureForWhenItShowsAgain() async throws {
            let (host, view, _) = try await slidingStage()
            defer { host.close() }
            // As a closed drawer's page: hidden where it is as its slide ends (still drawn from its
            // picture then), shown again as it was.
            View.animate(withDuration: 0.3, options: .curveLinear) { view.frame.origin.x = 220 } completion: { _ in
                view.isHidden = true
            }
            #expect(await host.settle(timeout: 5))
            #expect(try pixel(host, 250, 50)?.isClose(to: PixelColor(.white)) == true, "hidden")
            #expect(liveRasters(host) == 1, "its picture is kept while it is hidden")
            let before = rasterCounts(host)
            view.isHidden = false
            await slide(view, to: 100, in: host)
            #expect(rasterCounts(host).rendered == before.rendered, "the kept picture serves the next slide")
            #expect(rasterCounts(host).repaired == before.repaired, "hiding and showing it changed nothing in it")
            #expect(try pixel(host, 130, 50)?.isClose(to: PixelColor(testBlue)) == true)
            // A change to the view itself while hidden, where GTK reports no redraw, is drawn into
            // it (a subview's: see the part hidden out of the window).
            view.isHidden = true
            #expect(await host.settle(timeout: 5))
            view.backgroundColor = testGreen
            #expect(await host.settle(timeout: 5))
            view.isHidden = false
            #expect(await host.settle(timeout: 5))
            #expect(try pixel(host, 105, 25)?.isClose(to: PixelColor(testGreen)) == true, "the change shows")
            #expect(try pixel(host, 130, 50)?.isClose(to: PixelColor(testBlue)) == true)
            #expect(rasterCounts(host).rendered == before.rendered)
        }

        @Test func aStyleChangeWhileHiddenIsDrawnIntoTheKeptPicture() async throws {
            let (host, view, _) = try await slidingStage()
            defer { host.close() }
            view.addSubview(Label(frame: Rect(x: 0, y: 0, width: 60, height: 30), text: "A"))
            #expect(await host.settle(timeout: 5))
            View.animate(withDuration: 0.3, options: .curveLinear) { view.frame.origin.x = 220 } completion: { _ in
                view.isHidden = true
            }
            #expect(await host.settle(timeout: 5))
            #expect(liveRasters(host) == 1)
            // What a new theme does: every label looks different, the hidden one too, where GTK
            // reports no redraw.
            let provider = gtk_css_provider_new()!
            gtk_css_provider_load_from_data(provider, "label { background-color: #00ff00; }", -1, nil)
            let screen = gdk_screen_get_default()
            gtk_style_context_add_provider_for_screen(screen, cgtk_style_provider(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_USER))
            defer {
                gtk_style_context_remove_provider_for_screen(screen, cgtk_style_provider(provider))
                g_object_unref(provider)
            }
            #expect(await MainLoopPump.runFrames(2, of: host.rootCanvas, timeout: .seconds(2)))
            view.isHidden = false
            #expect(await host.settle(timeout: 5))
            let shown = try pixel(host, 275, 25)
            #expect(shown?.isClose(to: PixelColor(testGreen)) == true, "the label as the new style has it: \(String(describing: shown))")
        }

        @Test func aViewNoOneSeesGivesUpItsPicture() async throws {
            let (host, view, _) = try await slidingStage()
            defer { host.close() }
            await slide(view, to: 220, in: host)
            #expect(liveRasters(host) == 1)
            // Wholly out of the window, as unseen as every page under a navigation stack's top:
            // such views are many, and their pictures would only take memory.
            await slide(view, to: 300, in: host)
            let widget = try #require(host.mirror.widget(for: view))
            #expect(gtk_widget_get_child_visible(widget) == 0, "unmapped where no one sees it")
            #expect(liveRasters(host) == 0)
        }

        @Test func aViewRemovedMidSlideTakesItsPictureAlong() async throws {
            let (host, view, _) = try await slidingStage()
            defer { host.close() }
            let widget = try #require(host.mirror.widget(for: view))
            let canvas = try #require(gtk_widget_get_parent(widget))
            View.animate(withDuration: 1.5, options: .curveLinear) { view.frame.origin.x = 220 }
            _ = await MainLoopPump.run(until: { view.presentation.frame.minX > 30 }, timeout: .seconds(5))
            #expect(await MainLoopPump.runFrames(2, of: host.rootCanvas, timeout: .seconds(2)))
            #expect(containment_canvas_get_child_rasterized(canvas, widget) != 0)
            #expect(liveRasters(host) == 1, "one picture while it slides")
            view.removeFromSuperview()
            #expect(await host.settle(timeout: 5))
            #expect(host.mirror.widget(for: view) == nil)
            #expect(liveRasters(host) == 0, "freed with the view's widget")
            let left = try #require(try pixel(host, 100, 50))
            #expect(left.isClose(to: PixelColor(.white)), "nothing left on screen: \(left)")
        }

        @Test func aSiblingASlideUncoversIsDrawnFromAPictureToo() async throws {
            let host = try await makeHost(width: 300, height: 100)
            defer { host.close() }
            host.window.backgroundColor = .white
            // Green under, with a blue square; red over it, sliding off to the right.
            let under = colouredView(testGreen, Rect(x: 0, y: 0, width: 300, height: 100))
            let square = colouredView(testBlue, Rect(x: 20, y: 40, width: 20, height: 20))
            under.addSubview(square)
            let over = colouredView(testRed, Rect(x: 0, y: 0, width: 300, height: 100))
            host.window.addSubview(under)
            host.window.addSubview(over)
            #expect(await host.settle(timeout: 5))
            let underWidget = try #require(host.mirror.widget(for: under))
            let canvas = try #require(gtk_widget_get_parent(underWidget))
            #expect(gtk_widget_get_child_visible(underWidget) == 0, "covered at rest: not even mapped")

            View.animate(withDuration: 1.5, options: .curveLinear) { over.frame.origin.x = 300 }
            _ = await MainLoopPump.run(until: { over.presentation.frame.minX > 60 }, timeout: .seconds(5))
            #expect(await MainLoopPump.runFrames(2, of: host.rootCanvas, timeout: .seconds(2)))
            #expect(containment_canvas_get_child_rasterized(canvas, underWidget) != 0, "the uncovered sibling: one picture")
            #expect(try pixel(host, 30, 50)?.isClose(to: PixelColor(testBlue)) == true, "its picture shows its subviews")

            square.backgroundColor = testRed
            #expect(await MainLoopPump.runFrames(3, of: host.rootCanvas, timeout: .seconds(2)))
            #expect(host.clock.isActive, "still sliding")
            #expect(containment_canvas_get_child_rasterized(canvas, underWidget) == 0, "live once something in it changed")
            #expect(try pixel(host, 30, 50)?.isClose(to: PixelColor(testRed)) == true, "the change shows mid-slide")
            #expect(await host.settle(timeout: 5))
            #expect(try pixel(host, 30, 50)?.isClose(to: PixelColor(testRed)) == true, "and at rest")
            // The slid-out view, out of the window, gives its picture up; the uncovered one keeps
            // its own, with the change in it.
            #expect(liveRasters(host) == 1)
        }

        @Test func aSlidingViewWithANativeWindowShowsOnlyWhereItSlides() async throws {
            let host = try await makeHost(width: 300, height: 100)
            defer { host.close() }
            host.window.backgroundColor = .white
            // A drawing area has a GdkWindow of its own, which stays where its widget is allocated.
            let view = View(frame: Rect(x: 0, y: 20, width: 60, height: 60))
            let drawing = DrawingView(frame: Rect(x: 0, y: 0, width: 60, height: 60)) { rect, context in
                context.setFillColor(testBlue)
                context.fill(rect)
            }
            view.addSubview(drawing)
            host.window.addSubview(view)
            #expect(await host.settle(timeout: 5))

            View.animate(withDuration: 1.5, options: .curveLinear) { view.frame.origin.x = 220 }
            _ = await MainLoopPump.run(until: { view.presentation.frame.minX > 80 }, timeout: .seconds(5))
            #expect(await MainLoopPump.runFrames(2, of: host.rootCanvas, timeout: .seconds(2)))
            #expect(host.clock.isActive, "still sliding")
            let shot = try WindowSnapshot.capture(host.gtkWindow)
            let blue = (0..<300).filter { shot.pixel(at: Point(x: Double($0), y: 50))?.isClose(to: PixelColor(testBlue), tolerance: 8) == true }
            #expect(blue.count >= 55 && blue.count <= 65, "one blue square on the row, not two: \(blue.count) px")
            #expect(shot.pixel(at: Point(x: 250, y: 50))?.isClose(to: PixelColor(.white)) == true, "nothing yet where the slide ends")
            #expect(await host.settle(timeout: 5))
            #expect(try pixel(host, 250, 50)?.isClose(to: PixelColor(testBlue)) == true)
        }

        @Test func frameSyncsOfAnimationsOnlyEndWhereAFullSyncWould() async throws {
            let host = try await makeHost(width: 300, height: 100)
            defer { host.close() }
            let under = colouredView(testGreen, Rect(x: 0, y: 0, width: 300, height: 100))
            under.addSubview(colouredView(testBlue, Rect(x: 20, y: 40, width: 20, height: 20)))
            let over = colouredView(testRed, Rect(x: 0, y: 0, width: 300, height: 100))
            over.addSubview(colouredView(testBlue, Rect(x: 250, y: 40, width: 20, height: 20)))
            host.window.addSubview(under)
            host.window.addSubview(over)
            #expect(await host.settle(timeout: 5))
            let views = [under, over] + under.subviews + over.subviews
            /// Each view's widget: allocation, whether mapped, whether drawn from a picture.
            func state() -> [String] {
                views.map { view in
                    guard let widget = host.mirror.widget(for: view) else { return "none" }
                    let parent = gtk_widget_get_parent(widget)
                    let pictured = parent.map { containment_canvas_get_child_rasterized($0, widget) != 0 } ?? false
                    return "\(allocation(of: widget)) mapped=\(gtk_widget_get_mapped(widget)) pictured=\(pictured)"
                }
            }

            var animationsOnlySyncs = 0
            View.animate(withDuration: 0.4, options: .curveLinear) { over.frame.origin.x = 200 }
            _ = await MainLoopPump.run(until: {
                if host.mirror.lastSyncWasAnimationsOnly { animationsOnlySyncs += 1 }
                return !host.clock.isActive
            }, timeout: .seconds(5))
            #expect(await host.settle(timeout: 5))
            #expect(animationsOnlySyncs > 0, "the slide's frames took the animations-only path")
            let afterSlide = state()
            host.window.setNeedsDisplay()  // the next sync walks the whole tree
            #expect(await host.settle(timeout: 5))
            #expect(!host.mirror.lastSyncWasAnimationsOnly)
            #expect(state() == afterSlide, "a full sync changes nothing after the slide")
            #expect(try pixel(host, 100, 50)?.isClose(to: PixelColor(testGreen)) == true, "the uncovered part")
            #expect(try pixel(host, 30, 50)?.isClose(to: PixelColor(testBlue)) == true)
            #expect(try pixel(host, 205, 10)?.isClose(to: PixelColor(testRed)) == true)
        }

        @Test func aSlideInsideAnOffsetSuperviewShowsWhereItsPresentationIs() async throws {
            let host = try await makeHost(width: 300, height: 100)
            defer { host.close() }
            host.window.backgroundColor = .white
            // A narrow superview at the right; its subview sits left of it (not clipped), on
            // screen only because of where the superview is.
            let container = View(frame: Rect(x: 250, y: 10, width: 50, height: 80))
            let view = colouredView(testRed, Rect(x: -240, y: 20, width: 30, height: 30))
            container.addSubview(view)
            host.window.addSubview(container)
            #expect(await host.settle(timeout: 5))

            View.animate(withDuration: 1.5, options: .curveLinear) { view.frame.origin.x = -100 }
            _ = await MainLoopPump.run(until: { view.presentation.frame.minX > -200 }, timeout: .seconds(5))
            #expect(await MainLoopPump.runFrames(2, of: host.rootCanvas, timeout: .seconds(2)))
            #expect(host.clock.isActive && host.mirror.lastSyncWasAnimationsOnly, "mid-slide, on the animations-only path")
            let shown = 250 + view.presentation.frame.minX
            let edge = try #require(try leftEdge(of: testRed, onRow: 45, in: host), "the sliding view is drawn")
            #expect(abs(edge - shown) <= 4, "red starts at \(edge), the presentation says \(shown)")

            // A change drops the picture: where it was painted is redrawn, the view shows live.
            view.backgroundColor = testBlue
            #expect(await MainLoopPump.runFrames(2, of: host.rootCanvas, timeout: .seconds(2)))
            #expect(host.clock.isActive, "still sliding")
            #expect(try leftEdge(of: testRed, onRow: 45, in: host) == nil, "nothing left of the picture")
            let blueEdge = try #require(try leftEdge(of: testBlue, onRow: 45, in: host))
            #expect(abs(blueEdge - (250 + view.presentation.frame.minX)) <= 4)
            #expect(await host.settle(timeout: 5))
            #expect(try leftEdge(of: testBlue, onRow: 45, in: host) == 150)
        }

        @Test func aSiblingCoveredAgainWhenTheSlideEndsIsUnmapped() async throws {
            let host = try await makeHost(width: 300, height: 100)
            defer { host.close() }
            host.window.backgroundColor = .white
            // Green under; red over it but moved off to the right, then sliding back over it.
            let under = colouredView(testGreen, Rect(x: 0, y: 0, width: 300, height: 100))
            let over = colouredView(testRed, Rect(x: 200, y: 0, width: 300, height: 100))
            host.window.addSubview(under)
            host.window.addSubview(over)
            #expect(await host.settle(timeout: 5))
            let underWidget = try #require(host.mirror.widget(for: under))
            #expect(gtk_widget_get_child_visible(underWidget) != 0, "partly uncovered at rest")

            View.animate(withDuration: 0.6, options: .curveLinear) { over.frame.origin.x = 0 }
            _ = await MainLoopPump.run(until: { over.presentation.frame.minX < 100 }, timeout: .seconds(5))
            #expect(await MainLoopPump.runFrames(1, of: host.rootCanvas, timeout: .seconds(2)))
            #expect(host.clock.isActive && host.mirror.lastSyncWasAnimationsOnly, "mid-slide, on the animations-only path")
            #expect(gtk_widget_get_child_visible(underWidget) != 0, "shown while the slide runs")
            #expect(await host.settle(timeout: 5))
            #expect(host.mirror.lastSyncWasAnimationsOnly, "no full sync came after the slide")
            #expect(gtk_widget_get_child_visible(underWidget) == 0, "covered once the slide ends: unmapped, off the Tab chain")
        }

        @Test func anAnimationInsideASlidingViewShowsAsItRuns() async throws {
            let (host, view, inner) = try await slidingStage()
            defer { host.close() }
            View.animate(withDuration: 1.2, options: .curveLinear) {
                view.frame.origin.x = 220
                inner.frame.origin.x = 0  // from 20 within the sliding view
            }
            _ = await MainLoopPump.run(until: { view.presentation.frame.minX > 110 }, timeout: .seconds(5))
            #expect(await MainLoopPump.runFrames(2, of: host.rootCanvas, timeout: .seconds(2)))
            #expect(host.clock.isActive, "still sliding")
            let red = try #require(try leftEdge(of: testRed, onRow: 25, in: host))
            let blue = try #require(try leftEdge(of: testBlue, onRow: 50, in: host))
            #expect(blue - red < 15, "the inner view has moved inside the slide: offset \(blue - red), 20 at the start")
            #expect(await host.settle(timeout: 5))
            #expect(try pixel(host, 225, 50)?.isClose(to: PixelColor(testBlue)) == true)
        }

        @Test func aChangeDuringTheSlideIsDrawnAtOnce() async throws {
            let (host, view, inner) = try await slidingStage()
            defer { host.close() }
            let widget = try #require(host.mirror.widget(for: view))
            let canvas = try #require(gtk_widget_get_parent(widget))

            View.animate(withDuration: 1.5, options: .curveLinear) { view.frame.origin.x = 220 }
            _ = await MainLoopPump.run(until: { view.presentation.frame.minX > 30 }, timeout: .seconds(5))
            #expect(containment_canvas_get_child_rasterized(canvas, widget) != 0)
            inner.backgroundColor = testGreen
            #expect(await MainLoopPump.runFrames(3, of: host.rootCanvas, timeout: .seconds(2)))
            #expect(host.clock.isActive, "still sliding")
            #expect(containment_canvas_get_child_rasterized(canvas, widget) == 0, "live once something in it changed")
            let red = try #require(try leftEdge(of: testRed, onRow: 25, in: host))
            let shown = try #require(try pixel(host, red + 30, 50))
            #expect(shown.isClose(to: PixelColor(testGreen)), "the new colour mid-slide: \(shown)")
            #expect(await host.settle(timeout: 5))
            #expect(containment_canvas_get_child_rasterized(canvas, widget) == 0)
        }
    }
}
