import CGtk
@_spi(Adapter) @_spi(Testing) import Containment
@_spi(Testing) import ContainmentGtk
import ContainmentGtkTesting
import Testing
@testable import ContainmentDemo

extension GtkTests {
    /// The Transitions row's sheet and popover in the real demo window, driven by real GDK
    /// clicks, drags and keys.
    @Suite @MainActor struct DemoSheets {
        private func presented(_ demo: DemoAppWindow) -> ViewController? {
            VisibleControllers.topmostPresented(above: demo.catalog.transitions)
        }

        @Test func grabberDragMovesBetweenDetentsAndDismisses() async throws {
            let demo = try await GtkTests.DemoWindow().open(.transitions)
            defer { demo.close() }
            try demo.click(demo.mappedButton(titled: "Sheet with detents"))
            #expect(await demo.settle())
            let sheet = try #require(presented(demo))
            let controller = try #require(sheet.sheetPresentationController)
            #expect(controller.selectedDetentIdentifier == nil)
            let mediumTop = sheet.view.frame.minY
            // Above the medium sheet, the presenter shows through the dimming.
            let aboveMedium = Point(x: sheet.view.frame.midX, y: mediumTop - 60)
            #expect(try demo.pixel(at: aboveMedium)?.isClose(to: PixelColor(DemoPalette.detail), tolerance: 10) == false)

            try demo.drag(from: Point(x: sheet.view.frame.midX, y: mediumTop + 8), to: Point(x: sheet.view.frame.midX, y: mediumTop - 250))
            #expect(await demo.settle())
            #expect(controller.selectedDetentIdentifier == .large)
            #expect(sheet.view.frame.minY < mediumTop - 250)
            #expect(try demo.pixel(at: aboveMedium)?.isClose(to: PixelColor(DemoPalette.detail), tolerance: 10) == true)
            _ = demo.takeLines()

            let top = sheet.view.frame.minY
            try demo.drag(from: Point(x: sheet.view.frame.midX, y: top + 8), to: Point(x: sheet.view.frame.midX, y: demo.host.window.bounds.height - 5), steps: 20)
            #expect(await demo.settle())
            #expect(presented(demo) == nil)
            #expect(demo.takeLines() == [
                "lifecycle: Detent Sheet viewWillDisappear animated=true",
                "lifecycle: Detent Sheet viewDidDisappear animated=true",
            ])
            #expect(try demo.pixel(at: aboveMedium)?.isClose(to: PixelColor(DemoPalette.launcher), tolerance: 6) == true)
        }

        /// Pumps GTK for `milliseconds` of real time (a hand moving between two events).
        private func wait(_ milliseconds: Int64) async {
            _ = await MainLoopPump.run(until: { false }, timeout: .milliseconds(milliseconds))
        }

        /// Drags the card down by `distance` points from near its top in six slow steps with
        /// real time between them, and returns how far the card moved on screen (the core's
        /// presentation, and GTK's pixels) between the second step and the last, and how far the
        /// pointer did; then rests (so the release has no speed) and lets go.
        private func slowCardDrag(_ demo: DemoAppWindow, _ card: CardController, by distance: Double) async throws
            -> (cardMoved: Double, pointerMoved: Double, drawnWhereTheCoreHasIt: Bool) {
            let start = Point(x: card.view.frame.midX, y: card.view.frame.minY + 60)
            let held = try SyntheticInput.press(demo.host.gtkWindow, at: start)
            var topAtStep2 = 0.0
            for step in 1...6 {
                held.move(to: Point(x: start.x, y: start.y + distance * Double(step) / 6))
                await wait(40)
                if step == 2 { topAtStep2 = card.view.presentation.frame.minY }
            }
            await wait(250)
            #expect(await MainLoopPump.runFrames(2, of: demo.host.rootCanvas, timeout: .seconds(2)))
            let top = card.view.presentation.frame.minY
            let x = card.view.frame.midX
            let below = try demo.pixel(at: Point(x: x, y: top + 12))?.isClose(to: PixelColor(DemoPalette.tabOne), tolerance: 10) == true
            let above = try demo.pixel(at: Point(x: x, y: top - 12))?.isClose(to: PixelColor(DemoPalette.tabOne), tolerance: 10) == false
            held.release(at: Point(x: start.x, y: start.y + distance))
            return (top - topAtStep2, distance * 4 / 6, below && above)
        }

        @Test func theCustomCardFollowsADragAndSpringsBackOrCloses() async throws {
            let demo = try await GtkTests.DemoWindow().open(.transitions)
            defer { demo.close() }
            try demo.click(demo.mappedButton(titled: "Custom card (drag it down)"))
            #expect(await demo.settle())
            let card = try #require(presented(demo) as? CardController)
            let top = card.view.frame.minY
            let travel = demo.host.window.bounds.height - top
            _ = demo.takeLines()

            // A short drag that rests before letting go: the card followed, then springs back.
            let short = try await slowCardDrag(demo, card, by: 90)
            #expect(abs(short.cardMoved - short.pointerMoved) < 1, "the card followed the pointer 1:1: \(short)")
            #expect(short.drawnWhereTheCoreHasIt, "GTK drew the card where the drag had it")
            #expect(await demo.settle())
            #expect(presented(demo) === card)
            #expect(card.view.frame.minY == top)
            #expect(demo.takeLines() == [
                "lifecycle: Card viewWillDisappear animated=true",
                "lifecycle: Card viewWillAppear animated=true",
                "lifecycle: Card viewDidAppear animated=true",
            ])

            // Past half its way down: let go, it closes.
            let long = try await slowCardDrag(demo, card, by: travel * 0.7)
            #expect(abs(long.cardMoved - long.pointerMoved) < 1, "\(long)")
            #expect(long.drawnWhereTheCoreHasIt)
            #expect(await demo.settle())
            #expect(presented(demo) == nil)
            #expect(demo.takeLines() == [
                "lifecycle: Card viewWillDisappear animated=true",
                "lifecycle: Card viewDidDisappear animated=true",
            ])
        }

        @Test func popoverFromTheBarButtonClosesOnEscapeAndOnAClickOutside() async throws {
            let demo = try await GtkTests.DemoWindow().open(.transitions)
            defer { demo.close() }
            let button = try demo.mappedButton(titled: "Popover")
            try demo.click(button)
            #expect(await demo.settle())
            let popover = try #require(presented(demo))
            let controller = try #require(popover.popoverPresentationController)
            #expect(controller.arrowDirection == .up)
            // The adapter reported where it drew the button: the arrow points at its middle.
            let item = demo.catalog.transitions.popoverItem
            let reported = try #require(item.frameInBar)
            #expect(abs(controller.arrowView.frame.midX - reported.midX) < 1)
            #expect(try demo.pixel(at: Point(x: popover.view.frame.midX, y: popover.view.frame.maxY - 10))?
                .isClose(to: PixelColor(DemoPalette.tabTwo), tolerance: 6) == true)
            #expect(demo.takeLines() == [
                "lifecycle: Popover viewDidLoad",
                "lifecycle: Popover viewWillAppear animated=true",
                "lifecycle: Popover viewDidAppear animated=true",
            ])

            try SyntheticInput.key(demo.host.gtkWindow, keyval: UInt32(GDK_KEY_Escape))
            #expect(await demo.settle())
            #expect(presented(demo) == nil)
            #expect(demo.takeLines() == [
                "lifecycle: Popover viewWillDisappear animated=true",
                "lifecycle: Popover viewDidDisappear animated=true",
            ])

            try demo.click(demo.mappedButton(titled: "Popover"))
            #expect(await demo.settle())
            let second = try #require(presented(demo))
            try demo.click(at: Point(x: 100, y: 600))
            #expect(await demo.settle())
            #expect(presented(demo) == nil)
            #expect(demo.takeLines() == [
                "lifecycle: Popover viewDidLoad",
                "lifecycle: Popover viewWillAppear animated=true",
                "lifecycle: Popover viewDidAppear animated=true",
                "lifecycle: Popover viewWillDisappear animated=true",
                "lifecycle: Popover viewDidDisappear animated=true",
            ])
            _ = second
        }
    }
}
