import CGtk
import CGtkCanvas
import CGtkCanvas.Testing
@_spi(Adapter) import Containment
@_spi(Testing) import ContainmentGtk
import Foundation
import Testing

extension GtkTests {
    /// A `DrawingView` is a `GtkDrawingArea` whose `draw` signal replays its commands with cairo.
    @Suite @MainActor struct HostDrawing {
        /// Fills its whole bounds with ``colour`` and counts its draws.
        final class SwatchView: DrawingView {
            var colour = testRed
            var draws = 0
            override func draw(_ rect: Rect, in context: any GraphicsContext) {
                draws += 1
                context.setFillColor(colour)
                context.fill(rect)
            }
        }

        @Test func theWindowBackgroundIsTheThemesPaintedAsOneFillAndFollowsStyleChanges() async throws {
            // A plain GtkWindow renders the theme's background through CSS: the reference.
            let plain = try TestWindow(width: 200, height: 150)
            defer { plain.close() }
            #expect(await plain.show())
            let reference = try #require(try WindowSnapshot.capture(plain.window.widget).pixel(at: Point(x: 100, y: 75)))

            let host = try await makeHost(width: 200, height: 150)
            defer { host.close() }
            var color = GdkRGBA()
            #expect(containment_window_get_plain_background(host.gtkWindow, &color) != 0, "the host paints its own background")
            #expect(try pixel(host, 100, 75)?.isClose(to: reference, tolerance: 2) == true, "the same colour where no view paints")

            let provider = gtk_css_provider_new()!
            defer { g_object_unref(provider) }
            gtk_css_provider_load_from_data(provider, "window { background-color: #ff0000; }", -1, nil)
            gtk_style_context_add_provider(
                gtk_widget_get_style_context(host.gtkWindow), cgtk_style_provider(provider),
                UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
            #expect(await MainLoopPump.runUntilDrawn(host.gtkWindow))
            #expect(try pixel(host, 100, 75)?.isClose(to: PixelColor(testRed)) == true, "a new style's colour")
        }

        @Test func cairoPaintsTheCommandsWhereTheySay() async throws {
            let host = try await makeHost(width: 200, height: 150)
            defer { host.close() }
            let black = Color(white: 0)
            let view = DrawingView(frame: Rect(x: 20, y: 10, width: 160, height: 120)) { rect, context in
                context.setFillColor(testRed)
                context.fill(Rect(x: 0, y: 0, width: 40, height: 30))
                context.setStrokeColor(testBlue)
                context.setLineWidth(6)
                context.strokeLine(from: Point(x: 0, y: 80), to: Point(x: 160, y: 80))
                context.setFillColor(testGreen)  // the fill colour is not the stroke colour
                context.addEllipse(in: Rect(x: 100, y: 20, width: 40, height: 40))
                context.fillPath()
                context.saveGState()
                context.clip(to: Rect(x: 0, y: 100, width: 80, height: 20))
                context.setFillColor(black)
                context.fill(rect)
                context.restoreGState()
                context.fill(Rect(x: 150, y: 0, width: 10, height: 10))  // green again after restore
            }
            view.backgroundColor = .white
            host.window.addSubview(view)
            #expect(await host.settle(timeout: 5))
            let shot = try WindowSnapshot.capture(host.gtkWindow)
            func at(_ x: Double, _ y: Double) throws -> PixelColor { try #require(shot.pixel(at: Point(x: x, y: y))) }
            #expect(try at(30, 20).isClose(to: PixelColor(testRed)), "the red rectangle")
            #expect(try at(70, 25).isClose(to: PixelColor(.white)), "background beside it")
            #expect(try at(100, 90).isClose(to: PixelColor(testBlue)), "the 6-point blue line")
            #expect(try at(100, 95).isClose(to: PixelColor(.white)), "below the line")
            #expect(try at(140, 50).isClose(to: PixelColor(testGreen)), "the ellipse's centre")
            #expect(try at(122, 32).isClose(to: PixelColor(.white)), "outside the ellipse, inside its box")
            #expect(try at(40, 120).isClose(to: PixelColor(black)), "black inside the clip")
            #expect(try at(140, 120).isClose(to: PixelColor(.white)), "nothing outside the clip")
            #expect(try at(175, 15).isClose(to: PixelColor(testGreen)), "the state restored")
            #expect(try !at(10, 5).isClose(to: PixelColor(testRed), tolerance: 40), "nothing outside the view")
        }

        @Test func textIsDrawnBelowAndRightOfItsPoint() async throws {
            let host = try await makeHost(width: 200, height: 100)
            defer { host.close() }
            let view = DrawingView(frame: Rect(x: 0, y: 0, width: 200, height: 100)) { _, context in
                context.drawText("MMMM", at: Point(x: 100, y: 50), fontSize: 20, color: Color(white: 0))
            }
            view.backgroundColor = .white
            host.window.addSubview(view)
            #expect(await host.settle(timeout: 5))
            let shot = try WindowSnapshot.capture(host.gtkWindow)
            func darkPixels(_ xs: StrideTo<Double>, _ ys: StrideTo<Double>) -> Int {
                var count = 0
                for x in xs { for y in ys where (shot.pixel(at: Point(x: x, y: y))?.red ?? 255) < 100 { count += 1 } }
                return count
            }
            #expect(darkPixels(stride(from: 100, to: 150, by: 1), stride(from: 50, to: 72, by: 1)) > 40, "ink below-right of the point")
            #expect(darkPixels(stride(from: 0, to: 98, by: 1), stride(from: 0, to: 100, by: 1)) == 0, "none left of it")
            #expect(darkPixels(stride(from: 0, to: 200, by: 1), stride(from: 0, to: 48, by: 1)) == 0, "none above it")
        }

        @Test func setNeedsDisplayRedrawsOnceForManyCallsInAFrame() async throws {
            let host = try await makeHost(width: 120, height: 90)
            defer { host.close() }
            let view = SwatchView(frame: Rect(x: 0, y: 0, width: 120, height: 90))
            host.window.addSubview(view)
            #expect(await host.settle(timeout: 5))
            #expect(try pixel(host, 60, 45)?.isClose(to: PixelColor(testRed)) == true)
            let drawsBefore = view.draws
            let syncsBefore = host.mirror.syncCount
            view.colour = testBlue  // not a view property: only setNeedsDisplay() shows it
            _ = await MainLoopPump.runFrames(3, of: host.rootCanvas)
            #expect(view.draws == drawsBefore, "no redraw without setNeedsDisplay")
            view.setNeedsDisplay()
            view.setNeedsDisplay()
            view.setNeedsDisplay()
            #expect(await host.settle(timeout: 5))
            #expect(try pixel(host, 60, 45)?.isClose(to: PixelColor(testBlue)) == true)
            #expect(view.draws == drawsBefore + 1, "three requests, one draw (drew \(view.draws - drawsBefore) times)")
            #expect(host.mirror.syncCount > syncsBefore)
        }

        @Test func aFlipTurnsOnlyItsContainerWithTheDrawingInTheSnapshot() async throws {
            let host = try await makeHost(width: 240, height: 120)
            defer { host.close() }
            let left = colouredView(.white, Rect(x: 0, y: 0, width: 120, height: 120))
            let right = colouredView(.white, Rect(x: 120, y: 0, width: 120, height: 120))
            let leftFront = SwatchView(frame: left.bounds)
            let leftBack = SwatchView(frame: left.bounds)
            leftBack.colour = testBlue
            let rightContent = SwatchView(frame: right.bounds)
            rightContent.colour = testGreen
            left.addSubview(leftFront)
            right.addSubview(rightContent)
            host.window.addSubview(left)
            host.window.addSubview(right)
            #expect(await host.settle(timeout: 5))

            View.transition(from: leftFront, to: leftBack, duration: 1.2, options: [.transitionFlipFromLeft, .curveLinear])
            #expect(host.window.activeTransition == nil && right.activeTransition == nil)
            let reached = await MainLoopPump.run(until: { (left.activeTransition?.progress).map((0.22...0.3).contains) ?? false })
            try #require(reached)
            _ = await MainLoopPump.runFrames(1, of: host.rootCanvas)
            let shot = try WindowSnapshot.capture(host.gtkWindow)
            func at(_ x: Double, _ y: Double) throws -> PixelColor { try #require(shot.pixel(at: Point(x: x, y: y))) }
            #expect(try at(3, 60).isClose(to: PixelColor(.white), tolerance: 10), "the left container's edge is uncovered")
            #expect(try at(60, 60).isClose(to: PixelColor(testRed), tolerance: 10), "the cairo drawing, squeezed")
            #expect(try at(123, 60).isClose(to: PixelColor(testGreen)), "the right container does not turn")
            #expect(try at(236, 60).isClose(to: PixelColor(testGreen)))
            #expect(await host.settle(timeout: 5))
            #expect(try pixel(host, 3, 60)?.isClose(to: PixelColor(testBlue)) == true)
        }
    }
}
