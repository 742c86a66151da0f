import CGtk
import Containment
import ContainmentGtk

/// The same two pages for every implementation: a coloured background with a bold caption.
@MainActor
enum BenchWidgets {
    /// The centre page's colour.
    static let centerColor = Color(red: 0.20, green: 0.40, blue: 0.80)
    /// The drawer page's colour.
    static let drawerColor = Color(red: 0.85, green: 0.45, blue: 0.20)

    private static var cssInstalled = false

    /// A plain GTK page: a box painted with `color` by CSS holding a centred label.
    static func page(_ caption: String, color: Color, width: Int32 = -1) -> UnsafeMutablePointer<GtkWidget> {
        installCSS()
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        let styleClass = color == centerColor ? "bench-center" : "bench-drawer"
        gtk_style_context_add_class(gtk_widget_get_style_context(box), styleClass)
        let label = gtk_label_new(nil)!
        gtk_label_set_markup(cgtk_label(label), "<span size='x-large' weight='bold' foreground='white'>\(caption)</span>")
        gtk_box_pack_start(cgtk_box(box), label, 1, 1, 0)
        gtk_widget_set_size_request(box, width, -1)
        return box
    }

    /// Paints `widget` white, as our content pages' views are.
    static func paintWhite(_ widget: UnsafeMutablePointer<GtkWidget>) {
        installCSS()
        gtk_style_context_add_class(gtk_widget_get_style_context(widget), "bench-content")
    }

    private static func installCSS() {
        guard !cssInstalled, let screen = gdk_screen_get_default() else { return }
        cssInstalled = true
        let provider = gtk_css_provider_new()
        let css = ".bench-center { background-color: \(hex(centerColor)); } .bench-drawer { background-color: \(hex(drawerColor)); } "
            + ".bench-content { background-color: white; }"
        gtk_css_provider_load_from_data(provider, css, -1, nil)
        gtk_style_context_add_provider_for_screen(screen, cgtk_style_provider(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    }

    private static func hex(_ color: Color) -> String {
        let parts = [color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) }
        return "rgb(\(parts[0]),\(parts[1]),\(parts[2]))"
    }

    /// A toplevel of `size` at (`x`, `y`), holding `child`, shown and drawn.
    static func toplevel(
        title: String, size: Size, x: Int32, y: Int32 = 0, child: UnsafeMutablePointer<GtkWidget>
    ) -> UnsafeMutablePointer<GtkWidget> {
        let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
        gtk_window_set_title(cgtk_window(window), title)
        gtk_window_set_default_size(cgtk_window(window), Int32(size.width), Int32(size.height))
        gtk_window_set_resizable(cgtk_window(window), 0)
        gtk_widget_set_size_request(window, Int32(size.width), Int32(size.height))
        gtk_container_add(cgtk_container(window), child)
        gtk_window_move(cgtk_window(window), x, y)
        gtk_widget_show_all(window)
        return window
    }

    /// A pointer to a widget as another GTK struct type, after checking the instance's type.
    static func cast<T>(_ widget: UnsafeMutablePointer<GtkWidget>, to type: T.Type, gType: GType) -> UnsafeMutablePointer<T> {
        precondition(g_type_check_instance_is_a(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self), gType) != 0)
        return UnsafeMutableRawPointer(widget).assumingMemoryBound(to: T.self)
    }
}

/// A page of ours: a coloured view with a bold, centred caption (a native `GtkLabel`).
@MainActor
final class BenchPageController: ViewController {
    /// Controllers alive now (for the long-session figures).
    nonisolated(unsafe) static var liveCount = 0

    private let color: Color
    private let caption: String

    init(_ caption: String, color: Color) {
        self.caption = caption
        self.color = color
        super.init()
        title = caption
        Self.liveCount += 1
    }

    isolated deinit { Self.liveCount -= 1 }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
        let label = Label(frame: Rect(x: 20, y: view.bounds.height / 2 - 20, width: max(0, view.bounds.width - 40), height: 40), text: caption)
        label.textAlignment = .center
        label.fontSize = 20
        label.isBold = true
        label.textColor = .white
        label.autoresizingMask = [.flexibleWidth, .flexibleTopMargin, .flexibleBottomMargin]
        view.addSubview(label)
    }
}
