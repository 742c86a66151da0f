import CGtk
@_spi(Adapter) @_spi(Testing) @testable import Containment
@_spi(Testing) import ContainmentGtk
import ContainmentGtkTesting
import Testing

/// A view that records the context clicks it is offered, and takes them when told to.
@MainActor
private final class ContextClickTarget: View {
    var offered: [Point] = []
    var takes = true
    override func takeContextClick(at point: Point) -> Bool {
        offered.append(point)
        return takes
    }
}

extension GtkTests {
    /// What a click carries besides its place: the modifier keys held (a Ctrl+click extends a
    /// selection), and the right button (a context click, offered to the view under the pointer
    /// and its superviews).
    @Suite @MainActor struct HostClickModifiers {
        @Test func aTapRecognizerReadsTheModifierKeysOfARealClick() async throws {
            let host = try await makeHost(width: 200, height: 150)
            defer { host.close() }
            let view = View(frame: Rect(x: 0, y: 0, width: 200, height: 150))
            var heard: [KeyModifierFlags] = []
            view.addGestureRecognizer(TapGestureRecognizer { recognizer in
                if recognizer.state == .ended { heard.append(recognizer.modifierFlags) }
            })
            host.window.addSubview(view)
            #expect(await host.settle(timeout: 5))
            try SyntheticInput.click(host.gtkWindow, at: Point(x: 50, y: 50))
            try SyntheticInput.click(host.gtkWindow, at: Point(x: 50, y: 50), modifiers: GDK_CONTROL_MASK)
            try SyntheticInput.click(host.gtkWindow, at: Point(x: 50, y: 50), modifiers: GDK_SHIFT_MASK)
            #expect(await host.settle(timeout: 5))
            #expect(heard == [[], .control, .shift])
        }

        @Test func aRightClickIsOfferedToTheViewUnderThePointerThenItsSuperviews() async throws {
            let host = try await makeHost(width: 200, height: 150)
            defer { host.close() }
            let outer = ContextClickTarget(frame: Rect(x: 0, y: 0, width: 200, height: 150))
            let inner = ContextClickTarget(frame: Rect(x: 100, y: 50, width: 100, height: 100))
            inner.takes = false
            outer.addSubview(inner)
            host.window.addSubview(outer)
            #expect(await host.settle(timeout: 5))
            try SyntheticInput.click(host.gtkWindow, at: Point(x: 120, y: 60), button: 3)
            #expect(await host.settle(timeout: 5))
            #expect(inner.offered == [Point(x: 20, y: 10)], "in the view's own coordinates")
            #expect(outer.offered == [Point(x: 120, y: 60)], "the inner view declined: its superview is asked")
            try SyntheticInput.click(host.gtkWindow, at: Point(x: 120, y: 60))
            #expect(await host.settle(timeout: 5))
            #expect(outer.offered.count == 1, "a left click is no context click")
        }
    }
}
