import CGtk
@_spi(Adapter) import Containment
import Dispatch

/// The process-wide GTK state: initialization, the main loop, and how Swift's main queue is
/// kept running while GTK owns the thread.
///
/// Call ``initialize()`` once before touching any widget (later calls do nothing), then
/// ``run()`` from synchronous top-level code, as a GTK app's `main` calls `gtk_main()`. From
/// async code, ``GtkHost/settle(timeout:)`` pumps GLib while it waits.
@MainActor
public enum GtkRuntime {
    /// Who runs the jobs on Swift's main queue (`DispatchQueue.main`, `Task { @MainActor in }`).
    public enum MainQueueDriver: Sendable, Equatable {
        /// GLib does: a GLib source watches the main queue's eventfd and drains the queue on the
        /// main thread whenever it has work. Chosen when GTK is initialized on the process's main
        /// thread, as an app's synchronous `main` does before ``GtkRuntime/run()``.
        case glib
        /// libdispatch does, from its own threads, because the main thread has entered
        /// `dispatch_main()` (an `async` `main`, or a test runner). GTK then runs on whichever
        /// thread is executing the main actor, one job at a time, and GLib is serviced only while
        /// something pumps it (``GtkHost/settle(timeout:)``, or a test's main-loop pump).
        case dispatch
    }

    /// Whether ``initialize()`` has succeeded.
    public private(set) static var isInitialized = false

    /// How Swift's main queue is serviced; meaningful once ``isInitialized`` is true.
    public private(set) static var mainQueueDriver: MainQueueDriver = .dispatch

    /// Initializes GTK once; later calls return at once.
    ///
    /// - Throws: ``GtkRuntimeError/displayUnavailable(display:)`` when no display can be opened.
    public static func initialize() throws {
        if isInitialized { return }
        guard gtk_init_check(nil, nil) != 0 else {
            throw GtkRuntimeError.displayUnavailable(display: g_getenv("DISPLAY").map { String(cString: $0) })
        }
        isInitialized = true
        // What Ctrl+C copies in any application is what `Pasteboard.general` reads.
        if let clipboard = ClipboardPasteboardBackend() { Pasteboard.general.backend = clipboard }
        if cgtk_is_process_main_thread() != 0 {
            MainQueueBridge.install()
            mainQueueDriver = .glib
            // An app's own main: every view, in a window or not, is measured with GTK's fonts.
            PangoContentMeasurer.install()
        } else {
            // A test runner (or an async main): the process's `Application` may be shared with
            // headless suites that measure with the deterministic measurer, so only the hosts'
            // windows measure with GTK's fonts (each GtkHost lends its window the measurer).
            mainQueueDriver = .dispatch
        }
    }

    /// Runs GTK's main loop until ``quit()``, or until the last ``GtkHost`` window closes; Swift's
    /// main queue keeps running inside it.
    ///
    /// Call it from synchronous code on the process's main thread (the ``MainQueueDriver/glib``
    /// driver). Under the ``MainQueueDriver/dispatch`` driver a blocking loop would starve the
    /// main actor, so that is refused as a programming error.
    public static func run() {
        precondition(isInitialized, "GtkRuntime.run() called before GtkRuntime.initialize()")
        precondition(
            mainQueueDriver == .glib,
            "GtkRuntime.run() needs the main thread; under dispatch_main pump with MainLoopPump instead")
        gtk_main()
    }

    /// Makes every GLib critical or error end the process with `abort()`, after printing it.
    ///
    /// What `G_DEBUG=fatal-criticals` gives a C app's debug runs (and our tests), made to work
    /// in Swift, where that setting alone is not enough: GLib stops on a fatal message with a
    /// breakpoint trap, which Swift's crash backtracer catches, prints, and returns from, so the
    /// program carries on as if nothing happened. `abort()` cannot be returned from.
    public static func abortOnCriticals() {
        g_log_set_default_handler(
            { domain, level, message, _ in
                g_log_default_handler(domain, level, message, nil)
                let serious = G_LOG_LEVEL_CRITICAL.rawValue | G_LOG_LEVEL_ERROR.rawValue
                if level.rawValue & serious != 0 { abort() }
            }, nil)
    }

    /// The direction GTK lays widgets out in unless one says otherwise, as
    /// `gtk_widget_get_default_direction()`: right to left in a right-to-left locale. Setting it
    /// (`gtk_widget_set_default_direction`, for an app or a demo that wants the other direction
    /// whatever the locale) before creating a ``GtkHost`` mirrors that host's window, as
    /// `UIApplication.userInterfaceLayoutDirection` follows the app's language; a window already
    /// shown follows at its next sync.
    public static var defaultLayoutDirection: UserInterfaceLayoutDirection {
        get { GtkHost.direction(of: gtk_widget_get_default_direction()) }
        set {
            gtk_widget_set_default_direction(newValue == .rightToLeft ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR)
            // Views built before the first host (not yet in a window) read the app's direction.
            Application.shared.userInterfaceLayoutDirection = newValue
        }
    }

    /// Makes the innermost ``run()`` return once the current callback finishes, or, in an app
    /// run by `Application.main(applicationID:delegate:)`, its `GtkApplication`.
    public static func quit() {
        if gtk_main_level() > 0 { gtk_main_quit() }
        if let application { g_application_quit(cgtk_g_application(application)) }
    }

    /// The `GtkApplication` running the app's scenes, while `Application.main` runs it.
    static var application: UnsafeMutablePointer<GtkApplication>?

    /// The ``GtkHost`` windows made and not yet closed.
    private(set) static var openWindowCount = 0

    /// A host's window was made.
    static func windowOpened() {
        openWindowCount += 1
    }

    /// A host's window closed: ``run()`` returns when it was the last one, as a GTK
    /// application quits when its last window goes, so that closing one window of several
    /// leaves the others running.
    static func windowClosed() {
        openWindowCount = max(0, openWindowCount - 1)
        if openWindowCount == 0 { quit() }
    }
}
