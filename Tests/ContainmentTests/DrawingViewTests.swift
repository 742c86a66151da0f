import Testing
@_spi(Adapter) @testable import Containment

@MainActor @Suite struct DrawingViewTests {
    /// A drawing view that counts its draws and draws a red square.
    final class CountingView: DrawingView {
        var draws = 0
        override func draw(_ rect: Rect, in context: any GraphicsContext) {
            draws += 1
            context.setFillColor(.red)
            context.fill(Rect(x: 0, y: 0, width: rect.width / 2, height: rect.height / 2))
        }
    }

    @Test func drawHandlerIssuesCommandsInOrderThroughTheCGContextNames() {
        let view = DrawingView(frame: Rect(x: 5, y: 5, width: 100, height: 50)) { rect, context in
            context.saveGState()
            context.clip(to: rect)
            context.setStrokeColor(.blue)
            context.setLineWidth(2)
            context.strokeLine(from: Point(x: 0, y: 0), to: Point(x: rect.width, y: rect.height))
            context.addArc(center: Point(x: 10, y: 10), radius: 4, startAngle: 0, endAngle: .pi, clockwise: true)
            context.closePath()
            context.addEllipse(in: Rect(x: 1, y: 2, width: 3, height: 4))
            context.fillPath()
            context.stroke(Rect(x: 0, y: 0, width: 10, height: 10))
            context.drawText("Hi", at: Point(x: 3, y: 4), fontSize: 11, color: .green)
            context.restoreGState()
        }
        #expect(view.recordDrawing() == [
            .saveGState,
            .clip(to: Rect(x: 0, y: 0, width: 100, height: 50)),
            .setStrokeColor(.blue),
            .setLineWidth(2),
            .move(to: Point(x: 0, y: 0)), .addLine(to: Point(x: 100, y: 50)), .strokePath,
            .addArc(center: Point(x: 10, y: 10), radius: 4, startAngle: 0, endAngle: .pi, clockwise: true),
            .closePath,
            .addEllipse(in: Rect(x: 1, y: 2, width: 3, height: 4)),
            .fillPath,
            .addRect(Rect(x: 0, y: 0, width: 10, height: 10)), .strokePath,
            .drawText("Hi", at: Point(x: 3, y: 4), fontSize: 11, color: .green),
            .restoreGState,
        ])
    }

    @Test func anOverriddenDrawGetsTheBoundsAndWinsOverTheHandler() {
        let view = CountingView(frame: Rect(x: 40, y: 40, width: 80, height: 60)) { _, context in context.closePath() }
        #expect(view.recordDrawing() == [.setFillColor(.red), .addRect(Rect(x: 0, y: 0, width: 40, height: 30)), .fillPath])
        #expect(view.draws == 1)
    }

    @Test func theCoreNeverDrawsItselfAndSetNeedsDisplayMarksTheViewForTheAdapter() {
        let clock = ManualClock()
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200), clock: clock)
        var frameRequests = 0
        window.frameRequestHandler = { frameRequests += 1 }
        let view = CountingView(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(view)
        window.makeKeyAndVisible()
        clock.advance(by: 1)
        window.frameDidRender()
        let version = view.displayVersion
        let requests = frameRequests
        view.setNeedsDisplay()
        view.setNeedsDisplay()
        #expect(view.displayVersion > version)
        #expect(frameRequests == requests + 1, "two requests before a frame ask for one frame")
        clock.advance(by: 1)
        #expect(view.draws == 0, "only an adapter (or recordDrawing) calls draw")
        let handlerVersion = view.displayVersion
        view.drawHandler = { _, _ in }
        #expect(view.displayVersion > handlerVersion, "a new handler redraws")
    }
}
