import CGtk
import Containment
import ContainmentGtk
import ContainmentGtkTesting
import Testing

extension GtkTests {
    /// Synthesized events travel GDK's queue and GTK's dispatch like real ones: a button's own
    /// gesture turns press and release into "clicked", a drag gesture follows the pointer, and
    /// the focused window gets keys.
    @Suite @MainActor struct SyntheticInputDelivery {
        @Test func clickInsideAButtonEmitsClickedAndAClickBesideItDoesNot() async throws {
            let test = try TestWindow(width: 200, height: 150)
            defer { test.close() }
            let button = gtk_button_new_with_label("Press")!
            test.put(button, at: Rect(x: 20, y: 30, width: 100, height: 40))
            var clicks = 0
            SignalConnection.connect(button, "clicked") { clicks += 1 }
            try #require(await test.show())

            try SyntheticInput.click(test.window.widget, at: Point(x: 70, y: 50))
            #expect(clicks == 1)

            try SyntheticInput.click(test.window.widget, at: Point(x: 160, y: 120))
            #expect(clicks == 1, "a click outside the button must not reach it")

            try SyntheticInput.click(test.window.widget, at: Point(x: 25, y: 35))
            #expect(clicks == 2)
        }

        @Test func dragReachesAGestureDragWithTheRightOffsets() async throws {
            let test = try TestWindow(width: 200, height: 150)
            defer { test.close() }
            let area = makeColouredBox(.lightGray)
            test.put(area, at: Rect(x: 10, y: 20, width: 180, height: 120))
            let gesture = ObjectRef(adopting: gtk_gesture_drag_new(area)!)
            var begin: (Double, Double)?
            var updates: [(Double, Double)] = []
            var end: (Double, Double)?
            SignalConnection.connectPoint(gesture.pointer, "drag-begin") { begin = ($0, $1) }
            SignalConnection.connectPoint(gesture.pointer, "drag-update") { updates.append(($0, $1)) }
            SignalConnection.connectPoint(gesture.pointer, "drag-end") { end = ($0, $1) }
            try #require(await test.show())

            try SyntheticInput.drag(test.window.widget, from: Point(x: 40, y: 50), to: Point(x: 100, y: 90), steps: 6)

            let start = try #require(begin, "drag-begin never came")
            #expect(start.0 == 30 && start.1 == 30, "begin in the area's coordinates: \(start)")
            #expect(updates.count >= 3, "updates: \(updates)")
            let last = try #require(end, "drag-end never came")
            #expect(last.0 == 60 && last.1 == 40, "end offset: \(last)")
            let offsetsGrow = zip(updates, updates.dropFirst()).allSatisfy { $1.0 >= $0.0 && $1.1 >= $0.1 }
            #expect(offsetsGrow, "updates: \(updates)")
        }

        @Test func multiPressSeesADoubleClick() async throws {
            let test = try TestWindow(width: 120, height: 100)
            defer { test.close() }
            let area = makeColouredBox(.orange)
            test.put(area, at: Rect(x: 0, y: 0, width: 120, height: 100))
            let gesture = ObjectRef(adopting: gtk_gesture_multi_press_new(area)!)
            var presses: [Int] = []
            SignalConnection.connectPress(gesture.pointer, "pressed") { count, _, _ in presses.append(count) }
            try #require(await test.show())

            try SyntheticInput.click(test.window.widget, at: Point(x: 50, y: 50))
            try SyntheticInput.click(test.window.widget, at: Point(x: 50, y: 50))
            #expect(presses == [1, 2])
        }

        @Test func keyPressReachesTheWindowWithItsModifiers() async throws {
            let test = try TestWindow(width: 80, height: 60)
            defer { test.close() }
            var keys: [(keyval: UInt32, state: UInt32, type: GdkEventType)] = []
            SignalConnection.connectEvent(test.window.widget, "key-press-event") { event in
                keys.append((event.pointee.key.keyval, event.pointee.key.state, event.pointee.type))
                return true
            }
            try #require(await test.show())

            try SyntheticInput.key(test.window.widget, keyval: UInt32(GDK_KEY_w), modifiers: GDK_CONTROL_MASK)

            let key = try #require(keys.first, "no key-press-event arrived")
            #expect(keys.count == 1)
            #expect(key.keyval == UInt32(GDK_KEY_w))
            #expect(key.state & GDK_CONTROL_MASK.rawValue != 0)
            #expect(key.type == GDK_KEY_PRESS)
        }
    }
}
