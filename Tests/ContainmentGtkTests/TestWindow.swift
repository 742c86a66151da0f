import CGtk
import Containment
@_spi(Testing) import ContainmentGtk
import ContainmentGtkTesting

/// A toplevel window holding a `GtkFixed`, the shape every adapter test starts from.
@MainActor
struct TestWindow {
    /// The toplevel, kept and destroyed by the test.
    let window: WidgetRef
    /// The window's only child.
    let fixed: UnsafeMutablePointer<GtkWidget>

    /// A window of the given size at the screen's top-left corner, not yet shown.
    init(width: Int32 = 200, height: Int32 = 150) throws {
        try setUpGtk()
        window = WidgetRef(gtk_window_new(GTK_WINDOW_TOPLEVEL))
        gtk_window_set_default_size(cgtk_window(window.widget), width, height)
        gtk_window_move(cgtk_window(window.widget), 0, 0)
        fixed = gtk_fixed_new()
        gtk_container_add(cgtk_container(window.widget), fixed)
    }

    /// Puts `child` at `frame` inside the fixed.
    func put(_ child: UnsafeMutablePointer<GtkWidget>, at frame: Rect) {
        gtk_widget_set_size_request(child, Int32(frame.width), Int32(frame.height))
        gtk_fixed_put(cgtk_fixed(fixed), child, Int32(frame.minX), Int32(frame.minY))
    }

    /// Shows everything and pumps until the window has drawn.
    func show() async -> Bool {
        gtk_widget_show_all(window.widget)
        return await MainLoopPump.runUntilDrawn(window.widget)
    }

    /// Closes the window.
    func close() {
        window.destroy()
    }
}

/// Initializes GTK once for the test process with criticals made fatal (``GtkTestStage/setUp()``).
@MainActor
func setUpGtk() throws {
    try GtkTestStage.setUp()
}

/// A `GtkEventBox` (it has its own `GdkWindow`, so it gets input) painted one flat colour with CSS.
@MainActor
func makeColouredBox(_ color: Color) -> UnsafeMutablePointer<GtkWidget> {
    let box = gtk_event_box_new()!
    let provider = gtk_css_provider_new()!
    let css = "* { background-color: \(color.hexString); background-image: none; }"
    var error: UnsafeMutablePointer<GError>?
    gtk_css_provider_load_from_data(provider, css, -1, &error)
    if let error { g_error_free(error) }
    gtk_style_context_add_provider(
        gtk_widget_get_style_context(box), cgtk_style_provider(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    g_object_unref(provider)
    return box
}

/// The widget's allocation as a core rectangle.
@MainActor
func allocation(of widget: UnsafeMutablePointer<GtkWidget>) -> Rect {
    var allocation = GtkAllocation()
    gtk_widget_get_allocation(widget, &allocation)
    return Rect(
        x: Double(allocation.x), y: Double(allocation.y),
        width: Double(allocation.width), height: Double(allocation.height))
}

/// An object to watch with a weak reference: it dies when the last closure capturing it goes.
final class Witness {}
