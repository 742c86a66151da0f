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

    /// Pumps until the host's window has drawn nothing for `quiet` seconds (at most `timeout`):
    /// GTK's own animations have ended too, which `settle` does not wait for, such as Adwaita's
    /// 300 ms CSS transitions in a page just shown (each of their frames restyles and redraws
    /// it). An animation measured from a window at rest measures its own frames, not the tail
    /// of what came before.
    static func rest(_ host: GtkHost, quiet: Double = 0.1, timeout: Double = 3) {
        var drawn = false
        let watch = SignalConnection.connectDraw(host.gtkWindow, after: true) { _ in
            drawn = true
            return false
        }
        defer { watch.disconnect() }
        let start = g_get_monotonic_time()
        var quietSince = start
        while Double(g_get_monotonic_time() - start) < timeout * 1_000_000 {
            Pump.run(seconds: quiet / 4)
            let now = g_get_monotonic_time()
            if drawn {
                drawn = false
                quietSince = now
            } else if Double(now - quietSince) >= quiet * 1_000_000 {
                return
            }
        }
    }

    /// Destroys the host's window and lets GLib finish what that started.
    static func close(_ host: GtkHost) {
        host.close()
        Pump.until(timeout: 0.2) { false }
    }
}
