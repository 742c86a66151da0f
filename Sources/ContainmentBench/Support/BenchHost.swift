import CGtk
import Containment
@_spi(Testing) import ContainmentGtk

/// Making and settling our hosts the same way in every part.
@MainActor
enum BenchHost {
    /// A shown host of `size` at `x` on the screen with `root` as its root controller, settled.
    static func make(title: String, size: Size, x: Int32 = 0, root: ViewController) throws -> GtkHost {
        let host = try GtkHost(applicationID: "org.containment.Bench", title: title, size: size)
        host.window.rootViewController = root
        gtk_window_move(cgtk_window(host.gtkWindow), x, 0)
        host.show()
        settle(host)
        return host
    }

    /// Pumps until the host is drawn and idle, then two more frames.
    static func settle(_ host: GtkHost, timeout: Double = 10) {
        Pump.until(timeout: timeout) { host.isIdle }
        Pump.frames(2, of: host.rootCanvas)
    }

    /// Destroys the host's window and lets GLib finish what that started.
    static func close(_ host: GtkHost) {
        host.close()
        Pump.until(timeout: 0.2) { false }
    }
}
