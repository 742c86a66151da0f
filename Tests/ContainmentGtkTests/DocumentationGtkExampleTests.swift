import CGtk
import Containment
@_spi(Testing) import ContainmentGtk
import Testing

extension GtkTests {
    /// The code of the ContainmentGtk articles, run in a real window, so the articles cannot
    /// drift from the API (see `DocumentationExampleTests`).
    @Suite @MainActor struct DocumentationGtkExamples {
        @Test func theAdapterArticlesSpinButtonShowsAndReportsChanges() async throws {
            let host = try await makeHost(width: 300, height: 200)
            defer { host.close() }
            let controller = ViewController()
            host.window.rootViewController = controller
            let view = controller.view
            var printed: [Double] = []
            func print(_ value: Double) { printed.append(value) }

            // TheGtkAdapter.md:
            let spin = gtk_spin_button_new_with_range(0, 100, 1)!
            gtk_spin_button_set_value(cgtk_spin_button(spin), 42)
            let quantity = NativeView(widget: spin, frame: Rect(x: 20, y: 20, width: 120, height: 34))
            view.addSubview(quantity)

            let changes = SignalConnection.connect(spin, "value-changed") {
                print(gtk_spin_button_get_value(cgtk_spin_button(spin)))
            }
            defer { changes.disconnect() }

            #expect(await host.settle(timeout: 5))
            #expect(gtk_widget_get_mapped(spin) != 0)
            gtk_spin_button_set_value(cgtk_spin_button(spin), 43)
            #expect(printed == [43])
        }
    }
}
