import CGtk
import Containment
@_spi(Testing) import ContainmentGtk
import ContainmentGtkTesting
import Testing

/// A controller whose view holds one text field (the drawer's content in the focus tests).
@MainActor
final class FieldController: ViewController {
    let field = TextField(frame: Rect(x: 10, y: 10, width: 160, height: 36), text: nil, placeholder: "Search")

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = testBlue
        view.addSubview(field)
    }
}

extension GtkTests {
    /// Keyboard focus follows what the app asks for, and never trips GTK's own checks.
    @Suite @MainActor struct HostFocus {
        /// A drawer whose text field took the focus as it opened, lost it as it closed: reopening
        /// it drew the field before GTK had allocated it again (`gtk_widget_draw: assertion
        /// '!widget->priv->alloc_needed_on_child' failed`, which ends the test process here).
        @Test func reopeningADrawerThatHeldTheFocusDrawsNoUnallocatedWidget() async throws {
            let host = try await makeHost(width: 400, height: 300)
            defer { host.close() }
            try SyntheticInput.focusWindow(host.gtkWindow)
            let left = FieldController()
            let drawer = DrawerController(center: ViewController(), left: left)
            host.window.rootViewController = drawer
            #expect(await host.settle(timeout: 5))
            for round in 0..<3 {
                drawer.open(.left, animated: true)
                #expect(await host.settle(timeout: 5))
                let entry = try #require(host.mirror.contentWidget(for: left.field))
                if round == 0 { #expect(gtk_widget_has_focus(entry) != 0, "the field took the focus as the drawer opened") }
                drawer.close(animated: true)
                #expect(await host.settle(timeout: 5))
            }
            #expect(drawer.openSide == DrawerSide.none)
        }
    }
}
