import CGtk
import Containment
@_spi(Testing) import ContainmentGtk

/// The one way GTK tests open a window: GTK set up once for the process with criticals made
/// fatal, a ``GtkHost`` (or an app built on one) at the screen's top-left corner, shown and
/// settled, as a user's first look at it. The headless suites' counterpart is
/// `ContainmentTestSupport.TestStage`.
///
/// Tests that need something between making and showing (a root controller, a direction, a
/// title bar) make the host with ``makeHost(applicationID:title:size:titleBar:root:)``, do it,
/// and then call ``show(_:timeout:showing:)``.
@MainActor
public enum GtkTestStage {
    /// Initializes GTK once for the process and makes GLib criticals end it, so a critical fails
    /// the run even though Swift's backtracer swallows GLib's own breakpoint trap.
    public static func setUp() throws {
        try GtkRuntime.initialize()
        GtkRuntime.abortOnCriticals()
    }

    /// A host of `size` with `root` as its root controller (when given), not yet shown.
    public static func makeHost(
        applicationID: String = "org.containment.Tests", title: String = "Test", size: Size,
        titleBar: GtkHost.TitleBar = .system, root: ViewController? = nil
    ) throws -> GtkHost {
        try setUp()
        let host = try GtkHost(applicationID: applicationID, title: title, size: size, titleBar: titleBar)
        if let root { host.window.rootViewController = root }
        return host
    }

    /// Moves `host`'s window to the screen's top-left corner, shows it (with `showing`, an app's
    /// own way to show its window, when given) and waits until it has drawn and idled.
    ///
    /// - Returns: whether it settled within `timeout` seconds.
    public static func show(_ host: GtkHost, timeout: Double = 5, showing: (() -> Void)? = nil) async -> Bool {
        gtk_window_move(cgtk_window(host.gtkWindow), 0, 0)
        if let showing { showing() } else { host.show() }
        return await host.settle(timeout: timeout)
    }
}
