import CGtk
import Glibc

/// Start-up measurement for any app on ``GtkHost``: with `CONTAINMENT_EXIT_AT_FIRST_FRAME=1` in
/// the environment, the first ``GtkHost`` shown prints one line when its window is first drawn,
///
///     first-frame <monotonic µs> rss-kib <resident KiB>
///
/// and quits GTK's main loop, so a script (or `make bench`) can time a process from its start to
/// its first frame and read its memory then, as `GDK_DEBUG` and `GTK_DEBUG` expose GTK's own
/// diagnostics. Without the variable it does nothing.
@MainActor
enum FirstFrameProbe {
    /// The environment variable that turns the probe on.
    static let environmentKey = "CONTAINMENT_EXIT_AT_FIRST_FRAME"

    private static var installed = false

    /// Watches `host`'s first drawn frame, once per process, when the environment asks for it.
    static func installIfRequested(on host: GtkHost) {
        guard !installed, let value = getenv(environmentKey), String(cString: value) == "1" else { return }
        installed = true
        var reported = false
        SignalConnection.connectDraw(host.gtkWindow, after: true) { _ in
            guard !reported else { return false }
            reported = true
            let line = "first-frame \(Int64(FrameClock.monotonicNow * 1_000_000)) rss-kib \(residentKiB())\n"
            // Straight to the file descriptor: nothing buffered is left behind when the app quits.
            var bytes = Array(line.utf8)
            _ = write(STDOUT_FILENO, &bytes, bytes.count)
            host.quit()
            return false
        }
    }

    /// The process's resident memory now, in KiB (`/proc/self/statm`), or 0 where it cannot be read.
    static func residentKiB() -> Int {
        guard let file = fopen("/proc/self/statm", "r") else { return 0 }
        defer { fclose(file) }
        var buffer = [CChar](repeating: 0, count: 128)
        guard fgets(&buffer, Int32(buffer.count), file) != nil else { return 0 }
        // "size resident shared text lib data dt", in pages.
        let line = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let fields = line.split(separator: " ")
        guard fields.count > 1, let resident = Int(fields[1]) else { return 0 }
        return resident * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
    }
}
