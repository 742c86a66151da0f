import CGtk

/// One strong reference to a GObject that is not a widget: a gesture, a CSS provider, a pixbuf.
///
/// GTK 3 gestures are not owned by their widget: whoever creates one must keep it, and the
/// gesture stops working when its last reference goes. Dropping the `ObjectRef` unrefs it.
///
/// The object is passed as GLib takes one, a `gpointer` (a typed GTK pointer such as
/// `UnsafeMutablePointer<GtkListStore>` converts by itself), or as the `OpaquePointer` Swift
/// imports opaque GTK types as (`GtkGesture *`, `GtkFileChooserNative *`).
@MainActor
public final class ObjectRef {
    /// The object, valid while this reference lives.
    public let pointer: gpointer

    /// Takes over a reference the caller already owns (what a `_new` function returns for a
    /// non-floating object); a floating reference is sunk instead.
    public init(adopting object: gpointer) {
        precondition(cgtk_is_object(object) != 0, "ObjectRef needs a GObject")
        pointer = object
        if cgtk_is_floating(object) != 0 { g_object_ref_sink(object) }
    }

    /// Adds a reference of its own, sinking a floating one.
    public init(retaining object: gpointer) {
        precondition(cgtk_is_object(object) != 0, "ObjectRef needs a GObject")
        pointer = object
        g_object_ref_sink(object)
    }

    /// Takes over a reference the caller owns to an object of an opaque GTK type, such as the
    /// `GtkGesture *` that `gtk_gesture_drag_new` returns; see ``init(adopting:)-(gpointer)``.
    public convenience init(adopting object: OpaquePointer) {
        self.init(adopting: UnsafeMutableRawPointer(object))
    }

    /// Adds a reference of its own to an object of an opaque GTK type; see
    /// ``init(retaining:)-(gpointer)``.
    public convenience init(retaining object: OpaquePointer) {
        self.init(retaining: UnsafeMutableRawPointer(object))
    }

    isolated deinit {
        g_object_unref(pointer)
    }

    /// The object as an `OpaquePointer`, the way Swift imports opaque GTK types (`GtkGesture *`).
    public var opaque: OpaquePointer { OpaquePointer(pointer) }
}
