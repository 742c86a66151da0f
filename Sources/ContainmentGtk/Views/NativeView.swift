import CGtk
@_spi(Adapter) import Containment

/// A view that shows a GTK widget the app made itself: a spin button, a calendar, a web view,
/// any `GtkWidget`. It mirrors what a UIKit app does when it adds a view of its own making (a
/// `MKMapView`, a `WKWebView`) to a view hierarchy, or what `UIViewRepresentable` does for
/// SwiftUI: the library places the widget, the app owns what it shows.
///
/// The GTK adapter puts the widget at the view's frame and sizes it to it; the widget then
/// behaves like the rest of the view tree. It is drawn in the view's place in z-order, clipped
/// by ancestors that clip, hidden with the view (`View.isHidden`, an opaque
/// sibling covering it, leaving the visible area); it takes pointer input and keyboard focus
/// (Tab) as any GTK widget; it moves with its view in slides (a navigation push, a drawer) and
/// is drawn from a picture of its view in flips and cross-dissolves. ``sizeThatFits(_:)``
/// answers the widget's natural size, so a layout can ask how big it wants to be. GTK cannot
/// draw a widget smaller than its minimum size: a frame smaller than that gives the widget its
/// minimum size from the frame's origin, and `View.clipsToBounds` on the view cuts
/// it to the frame. Clipping cuts what is drawn, not input: as with the adapter's own
/// `GtkButton`s, a click on a clipped-off part of the widget still reaches it.
///
/// ## Making a widget
///
/// An app that depends on `ContainmentGtk` calls GTK through the `CGtk` module, which imports
/// GTK 3's C API. Constructors return `UnsafeMutablePointer<GtkWidget>`; the `cgtk_` casts of
/// `CGtk` (C functions that check the type, as `GTK_SPIN_BUTTON()` and friends do in C) turn
/// it into the pointer a function of that widget class takes:
///
/// ```swift
/// import CGtk
/// import Containment
/// import ContainmentGtk
///
/// let spin = gtk_spin_button_new_with_range(0, 100, 1)!
/// gtk_spin_button_set_value(cgtk_spin_button(spin), 42)
/// let quantity = NativeView(widget: spin, frame: Rect(x: 20, y: 20, width: 120, height: 34))
/// view.addSubview(quantity)
///
/// let calendar = NativeView(widget: gtk_calendar_new()!)
/// calendar.frame = Rect(origin: Point(x: 20, y: 70), size: calendar.sizeThatFits(view.bounds.size))
/// view.addSubview(calendar)
/// ```
///
/// `CGtk` has checked casts for the classes the adapter and this example use (`cgtk_widget`,
/// `cgtk_container`, `cgtk_button`, `cgtk_label`, `cgtk_spin_button`, `cgtk_calendar`...).
/// For another class, convert the pointer in Swift, unchecked, after making sure of the type:
/// `UnsafeMutablePointer<GtkScale>(OpaquePointer(widget))`.
///
/// Signals are connected with ``SignalConnection`` (`SignalConnection.connect(spin,
/// "value-changed") { ... }`), which keeps GTK's callback rules. GTK widgets are used on the
/// main thread only, as every view is.
///
/// ## Lifetime
///
/// The view keeps the widget for as long as the view lives, whether or not it is in a window:
/// ``init(widget:frame:)`` sinks the widget's floating reference (or adds one), and the view's
/// deinit destroys the widget (`gtk_widget_destroy`) and drops that reference. Taking the view
/// out of a window only takes the widget out of the window's widgets; adding it again shows the
/// same widget, with its state. A widget hosts in one `NativeView` at a time, and never a
/// toplevel `GtkWindow`.
@MainActor
open class NativeView: View {
    /// The hosted widget, as given to ``init(widget:frame:)``; valid for the life of the view.
    public let widget: UnsafeMutablePointer<GtkWidget>
    private let reference: WidgetRef

    /// Hosts `widget` (any `GtkWidget` but a toplevel window) in a view with `frame`, as
    /// `UIView(frame:)` with the content already made. A widget never shown is shown with all
    /// its children (`gtk_widget_show_all`), as a UIKit view is visible unless hidden; a widget
    /// the app already showed keeps its children's visibility as it is.
    public init(widget: UnsafeMutablePointer<GtkWidget>, frame: Rect = .zero) {
        precondition(cgtk_is_window(widget) == 0, "NativeView hosts a child widget, not a toplevel GtkWindow")
        reference = WidgetRef(widget)
        self.widget = widget
        if gtk_widget_get_visible(widget) == 0 { gtk_widget_show_all(widget) }
        super.init(frame: frame)
    }

    isolated deinit {
        reference.destroy()
    }

    /// The widget's natural size (`gtk_widget_get_preferred_size`, margins included), in points
    /// (GTK's application pixels), as a UIKit control answers `sizeThatFits(_:)` with the size
    /// its content needs. The size offered is not used: GTK's natural size is the one the
    /// widget draws best at.
    open override func sizeThatFits(_ size: Size) -> Size {
        var natural = GtkRequisition()
        gtk_widget_get_preferred_size(widget, nil, &natural)
        return Size(width: Double(natural.width), height: Double(natural.height))
    }

    /// The widget's natural size, as ``sizeThatFits(_:)`` answers it, as a UIKit view that
    /// draws its own content reports `intrinsicContentSize`: a native view placed by
    /// constraints is as large as its widget wants unless they say otherwise. The size is asked
    /// again at each layout that needs it; after changing what the widget shows (a calendar's
    /// month, a spin button's digits), call `invalidateIntrinsicContentSize()`, as a UIKit view
    /// does when its content changes.
    open override var intrinsicContentSize: Size {
        sizeThatFits(.zero)
    }
}
