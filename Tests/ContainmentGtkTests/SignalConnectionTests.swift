import CGtk
import ContainmentGtk
import ContainmentGtkTesting
import Testing

extension GtkTests {
    /// A connected handler runs on emission, and its closure is released exactly when GLib
    /// lets go of it: on disconnect, or when the instance is destroyed.
    @Suite @MainActor struct SignalConnections {
        init() throws {
            try setUpGtk()
        }

        @Test func handlerRunsUntilDisconnectedThenItsClosureIsReleased() {
            let button = WidgetRef(gtk_button_new_with_label("Tap"))
            defer { button.destroy() }
            var clicks = 0
            var witness: Witness? = Witness()
            weak let watched = witness
            let connection = SignalConnection.connect(button.widget, "clicked") { [witness] in
                _ = witness
                clicks += 1
            }
            witness = nil
            #expect(connection.isConnected)
            #expect(connection.handlerID != 0)

            gtk_button_clicked(cgtk_button(button.widget))
            #expect(clicks == 1)
            #expect(watched != nil, "GLib holds the closure while connected")

            connection.disconnect()
            #expect(!connection.isConnected)
            #expect(watched == nil, "disconnecting released the closure")
            gtk_button_clicked(cgtk_button(button.widget))
            #expect(clicks == 1)
            connection.disconnect()  // harmless the second time
        }

        @Test func destroyingTheInstanceReleasesTheClosure() {
            let button = WidgetRef(gtk_button_new())
            var witness: Witness? = Witness()
            weak let watched = witness
            var destroyed = false
            let clicked = SignalConnection.connect(button.widget, "clicked") { [witness] in _ = witness }
            SignalConnection.connect(button.widget, "destroy") { destroyed = true }
            witness = nil
            #expect(watched != nil)

            button.destroy()
            #expect(destroyed)
            #expect(watched == nil, "the finalized button released the closure")
            #expect(!clicked.isConnected)
            clicked.disconnect()  // the instance is gone: must not touch it
        }

        @Test func eventHandlersReturnValueStopsTheEvent() async throws {
            let test = try TestWindow(width: 60, height: 40)
            defer { test.close() }
            var first = 0
            var second = 0
            SignalConnection.connectEvent(test.window.widget, "key-press-event") { _ in
                first += 1
                return true
            }
            SignalConnection.connectEvent(test.window.widget, "key-press-event") { _ in
                second += 1
                return false
            }
            try #require(await test.show())
            try SyntheticInput.key(test.window.widget, keyval: UInt32(GDK_KEY_x))
            #expect(first == 1)
            #expect(second == 0, "returning true stopped the emission")
        }

        @Test func sizeAllocateReportsTheAllocation() async throws {
            let test = try TestWindow(width: 90, height: 70)
            defer { test.close() }
            var allocations: [GdkRectangle] = []
            SignalConnection.connectAllocation(test.fixed) { allocations.append($0) }
            try #require(await test.show())
            let last = try #require(allocations.last)
            #expect(last.width == 90 && last.height == 70, "allocations: \(allocations.map { ($0.x, $0.y, $0.width, $0.height) })")
        }
    }
}
