import CGtk

/// A widget this code keeps: one strong reference, taken by sinking the floating one.
///
/// New widgets start floating; the first container to take one sinks it. A widget that Swift
/// keeps (to re-add, reorder, or reuse) must be sunk by its keeper instead, or it dies when
/// its container drops it. `WidgetRef` does that and gives the reference back exactly once:
/// ``destroy()`` to tear the widget down, ``release()`` to let its container keep it alone, or
/// its deinit, which releases.
@MainActor
public final class WidgetRef {
    private var held: UnsafeMutablePointer<GtkWidget>?

    /// Keeps `widget`: sinks its floating reference, or adds one if it has none (a toplevel
    /// `GtkWindow`, which GTK's toplevel list owns).
    public init(_ widget: UnsafeMutablePointer<GtkWidget>) {
        g_object_ref_sink(widget)
        held = widget
    }

    isolated deinit {
        if let held { g_object_unref(held) }
    }

    /// The widget. Reading it after ``destroy()`` or ``release()`` is a programming error.
    public var widget: UnsafeMutablePointer<GtkWidget> {
        guard let held else { preconditionFailure("WidgetRef used after destroy() or release()") }
        return held
    }

    /// Whether this reference is still held.
    public var isHeld: Bool { held != nil }

    /// Destroys the widget (`gtk_widget_destroy`: it leaves its parent, drops its children and
    /// signal handlers, and a toplevel closes), then drops this reference.
    public func destroy() {
        guard let pointer = held else { return }
        held = nil
        gtk_widget_destroy(pointer)
        g_object_unref(pointer)
    }

    /// Drops this reference without destroying: the widget lives on while a container holds it.
    public func release() {
        guard let pointer = held else { return }
        held = nil
        g_object_unref(pointer)
    }
}
