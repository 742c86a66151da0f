import CGtk
@_spi(Adapter) import Containment

/// A ``NativeView``'s widget in the view's canvas, inside a holder that the mirror sizes to the
/// view's frame: the app's widget, put into the view's canvas and taken out again, as a UIKit
/// app's own view (a `MKMapView`) is placed by its superview and draws itself. The holder (a
/// `GtkBox` allocating its one child all of its space) takes the size request, so the widget's
/// own stays the app's and its natural size stays what ``NativeView/sizeThatFits(_:)`` measures.
/// The holder is the mirror's; the widget is the view's: tearing the record down takes it out
/// and leaves it alive.
@MainActor final class NativeContent: ContentMirror {
    let holder: UnsafeMutablePointer<GtkWidget>
    /// A reference of the mirror's own while the widget is in the holder, so that the view
    /// being freed first (its deinit destroys the widget) leaves nothing dangling here.
    private let hosted: WidgetRef

    var widget: UnsafeMutablePointer<GtkWidget> { holder }
    var holdsAppWidget: Bool { true }

    /// The holder of `view`'s widget, with the widget in it: taken from wherever it was (the
    /// canvas of another host, or of a record being replaced) as `addSubview` takes a view from
    /// its old superview.
    init(view: NativeView, mirror: ViewMirror) {
        let widget = view.widget
        if let parent = gtk_widget_get_parent(widget) {
            gtk_container_remove(cgtk_container(parent), widget)
        }
        holder = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_box_pack_start(cgtk_box(holder), widget, 1, 1, 0)
        hosted = WidgetRef(widget)
    }

    /// A native widget shows what the app tells it.
    func update(_ view: NativeView) {}

    /// The holder's; the widget in it keeps its own role and name.
    func accessibleRole(for view: NativeView) -> AtkRole { ATK_ROLE_FILLER }

    /// Takes the widget out of the holder, if it is still there, and drops the mirror's
    /// reference: the view keeps the widget. Called on everything that leaves before any canvas
    /// is destroyed: destroying a canvas destroys all the widgets inside it, a subview's too, and
    /// a ``NativeView`` keeps its widget (it may come back, as the page under a push comes back
    /// with a pop).
    func willRemove() {
        guard hosted.isHeld else { return }
        let widget = hosted.widget
        if gtk_widget_get_parent(widget) == holder {
            gtk_container_remove(cgtk_container(holder), widget)
        }
        hosted.release()
    }
}
