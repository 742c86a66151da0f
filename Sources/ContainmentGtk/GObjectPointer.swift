import CGtk

/// A C pointer to a GObject instance, however Swift imported its type.
///
/// GTK types with public struct layouts (`GtkWidget`, `GtkButton`, `GtkWindow`) arrive as
/// `UnsafeMutablePointer<T>`; opaque ones (`GtkGesture`, `GdkWindow`, `GdkFrameClock`) arrive as
/// `OpaquePointer`. Both conform, so signal and ownership helpers take either.
public protocol GObjectPointer {
    /// The instance as an untyped `gpointer`.
    var gObjectPointer: gpointer { get }
}

extension UnsafeMutablePointer: GObjectPointer {
    /// The instance as an untyped `gpointer`.
    public var gObjectPointer: gpointer { UnsafeMutableRawPointer(self) }
}

extension OpaquePointer: GObjectPointer {
    /// The instance as an untyped `gpointer`.
    public var gObjectPointer: gpointer { UnsafeMutableRawPointer(self) }
}

extension GObjectPointer {
    /// The instance as a `GtkWidget` pointer, checked by GTK (a critical if it is no widget).
    public var asWidget: UnsafeMutablePointer<GtkWidget> { cgtk_widget(gObjectPointer) }

    /// Whether the instance is a live `GObject`.
    public var isGObject: Bool { cgtk_is_object(gObjectPointer) != 0 }

    /// Whether the instance is a `GtkWidget`.
    public var isWidget: Bool { cgtk_is_widget(gObjectPointer) != 0 }
}
