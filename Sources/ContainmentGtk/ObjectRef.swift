import CGtk

/// One strong reference to a GObject that is not a widget: a gesture, a CSS provider, a pixbuf.
///
/// GTK 3 gestures are not owned by their widget: whoever creates one must keep it, and the
/// gesture stops working when its last reference goes. Dropping the `ObjectRef` unrefs it.
@MainActor
public final class ObjectRef {
    /// The object, valid while this reference lives.
    public let pointer: gpointer

    /// Takes over a reference the caller already owns (what a `_new` function returns for a
    /// non-floating object); a floating reference is sunk instead.
    public init(adopting object: some GObjectPointer) {
        let raw = object.gObjectPointer
        precondition(cgtk_is_object(raw) != 0, "ObjectRef needs a GObject")
        pointer = raw
        if cgtk_is_floating(raw) != 0 { g_object_ref_sink(raw) }
    }

    /// Adds a reference of its own, sinking a floating one.
    public init(retaining object: some GObjectPointer) {
        let raw = object.gObjectPointer
        precondition(cgtk_is_object(raw) != 0, "ObjectRef needs a GObject")
        pointer = raw
        g_object_ref_sink(raw)
    }

    isolated deinit {
        g_object_unref(pointer)
    }

    /// The object as an `OpaquePointer`, the way Swift imports opaque GTK types (`GtkGesture *`).
    public var opaque: OpaquePointer { OpaquePointer(pointer) }
}
