/// Why the GTK runtime could not start or a GTK helper could not finish.
public enum GtkRuntimeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `gtk_init_check` failed, almost always because no display could be opened.
    case displayUnavailable(display: String?)
    /// The widget has no `GdkWindow` yet: it is not realized.
    case notRealized
    /// GDK could not read the window's pixels (unmapped, or off screen).
    case captureFailed
    /// Writing an image failed; the message is GLib's.
    case saveFailed(path: String, message: String)

    /// A sentence saying what went wrong and, where it helps, what to do.
    public var description: String {
        switch self {
        case .displayUnavailable(let display):
            "GTK could not open a display (DISPLAY=\(display ?? "unset")); run under X or xvfb-run"
        case .notRealized:
            "the widget is not realized, so it has no GdkWindow"
        case .captureFailed:
            "could not read the window's pixels (is it mapped and on screen?)"
        case .saveFailed(let path, let message):
            "could not save \(path): \(message)"
        }
    }
}
