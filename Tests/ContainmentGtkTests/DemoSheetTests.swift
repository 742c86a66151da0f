import CGtk
@_spi(Testing) import Containment
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
