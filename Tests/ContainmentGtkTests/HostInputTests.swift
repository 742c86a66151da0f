import CGtk
import Containment
@_spi(Testing) import ContainmentGtk
import ContainmentGtkTesting
import Testing

extension GtkTests {
    /// Real GDK pointer and key events reach the core window and the host's key hook, and
    /// nothing gets through while the application ignores input.
    @Suite @MainActor struct HostInput {
        @Test func aCorePanRecognizerFollowsARealDrag() async throws {
            let host = try await makeHost()
            defer { host.close() }
            let view = colouredView(testRed, Rect(x: 0, y: 0, width: 200, height: 150))
            var states: [GestureState] = []
            var translation = Point.zero
            let pan = PanGestureRecognizer { recognizer in
                states.append(recognizer.state)
                translation = (recognizer as? PanGestureRecognizer)?.translation(in: nil) ?? .zero
            }
            view.addGestureRecognizer(pan)
            host.window.addSubview(view)
            #expect(await host.settle(timeout: 5))

            try SyntheticInput.drag(host.gtkWindow, from: Point(x: 40, y: 60), to: Point(x: 140, y: 80), steps: 10)
            #expect(states.first == .began)
            #expect(states.contains(.changed))
            #expect(states.last == .ended)
            #expect(abs(translation.x - 100) <= 1 && abs(translation.y - 20) <= 1, "translation \(translation)")
        }

        @Test func buttonsUnderACoreRecognizerStillGetClicks() async throws {
            let host = try await makeHost()
            defer { host.close() }
            let background = colouredView(.white, Rect(x: 0, y: 0, width: 200, height: 150))
            var pans = 0
            background.addGestureRecognizer(PanGestureRecognizer { _ in pans += 1 })
            var clicks = 0
            let button = Button(frame: Rect(x: 20, y: 20, width: 100, height: 40), title: "OK") { clicks += 1 }
            background.addSubview(button)
            host.window.addSubview(background)
            #expect(await host.settle(timeout: 5))

            try SyntheticInput.click(host.gtkWindow, at: Point(x: 70, y: 40))
            #expect(clicks == 1)
            #expect(pans == 0)
        }

        @Test func aPanStartingOnAButtonTakesTheSequenceFromIt() async throws {
            let host = try await makeHost()
            defer { host.close() }
            let background = colouredView(.white, Rect(x: 0, y: 0, width: 200, height: 150))
            var panStates: [GestureState] = []
            background.addGestureRecognizer(PanGestureRecognizer { panStates.append($0.state) })
            var clicks = 0
            let button = Button(frame: Rect(x: 20, y: 20, width: 160, height: 40), title: "OK") { clicks += 1 }
            background.addSubview(button)
            host.window.addSubview(background)
            #expect(await host.settle(timeout: 5))

            // Starts and ends on the button, moving far enough for the pan.
            try SyntheticInput.drag(host.gtkWindow, from: Point(x: 40, y: 40), to: Point(x: 160, y: 45), steps: 6)
            #expect(panStates.first == .began && panStates.last == .ended)
            #expect(clicks == 0, "the claimed sequence is no click")
            try SyntheticInput.click(host.gtkWindow, at: Point(x: 100, y: 40))
            #expect(clicks == 1, "the button works afterwards")
        }

        @Test func keyPressesReachTheKeyHandlerWithModifiers() async throws {
            let host = try await makeHost()
            defer { host.close() }
            var keys: [KeyEvent] = []
            host.keyHandler = { key in
                keys.append(key)
                return true
            }
            try SyntheticInput.key(host.gtkWindow, keyval: UInt32(GDK_KEY_Escape))
            try SyntheticInput.key(host.gtkWindow, keyval: UInt32(GDK_KEY_m), modifiers: GDK_CONTROL_MASK)
            try SyntheticInput.key(host.gtkWindow, keyval: UInt32(GDK_KEY_Left), modifiers: GDK_MOD1_MASK)
            try SyntheticInput.key(host.gtkWindow, keyval: UInt32(GDK_KEY_Page_Up), modifiers: GDK_CONTROL_MASK)
            #expect(keys.map(\.name) == ["Escape", "m", "Left", "Page_Up"])
            #expect(keys.map(\.control) == [false, true, false, true])
            #expect(keys.map(\.alt) == [false, false, true, false])
        }

        @Test func nothingGetsThroughWhileInputIsIgnored() async throws {
            let host = try await makeHost()
            defer { host.close() }
            let background = colouredView(.white, Rect(x: 0, y: 0, width: 200, height: 150))
            var pans = 0
            background.addGestureRecognizer(PanGestureRecognizer { _ in pans += 1 })
            var clicks = 0
            let button = Button(frame: Rect(x: 20, y: 20, width: 100, height: 40), title: "OK") { clicks += 1 }
            background.addSubview(button)
            host.window.addSubview(background)
            var keys = 0
            host.keyHandler = { _ in
                keys += 1
                return true
            }
            #expect(await host.settle(timeout: 5))
            let pointerEvents = host.pointerEventCount
            var nativeClicks = 0
            let gtkButton = try #require(host.mirror.contentWidget(for: button))
            let counter = SignalConnection.connect(gtkButton, "clicked") { nativeClicks += 1 }
            defer { counter.disconnect() }

            Application.shared.beginIgnoringInteractionEvents()
            try SyntheticInput.click(host.gtkWindow, at: Point(x: 70, y: 40))
            try SyntheticInput.drag(host.gtkWindow, from: Point(x: 150, y: 100), to: Point(x: 50, y: 100))
            try SyntheticInput.key(host.gtkWindow, keyval: UInt32(GDK_KEY_Escape))
            Application.shared.endIgnoringInteractionEvents()
            #expect(clicks == 0 && pans == 0 && keys == 0)
            #expect(nativeClicks == 0, "the GtkButton never saw the click")
            #expect(host.pointerEventCount == pointerEvents, "the core saw no pointer events")

            try SyntheticInput.click(host.gtkWindow, at: Point(x: 70, y: 40))
            try SyntheticInput.key(host.gtkWindow, keyval: UInt32(GDK_KEY_Escape))
            #expect(clicks == 1 && keys == 1, "input flows again afterwards")
        }
    }
}
