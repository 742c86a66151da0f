import CGtk

/// Drains Swift's main dispatch queue from GLib's main loop.
///
/// On Linux, libdispatch signals main-queue work through an eventfd, the hook CoreFoundation's
/// run loop uses. A GLib unix-fd source watches it; when it turns readable the source empties the
/// eventfd and asks libdispatch to run the queue's pending jobs right there, on the main thread.
/// That runs `DispatchQueue.main.async` blocks and main-actor tasks alike, with no polling: an
/// idle app sleeps in `poll` until either X or Swift has work.
///
/// A drain never nests: if a job pumps GLib itself, the inner call returns at once and libdispatch
/// re-signals the eventfd for the jobs the outer drain left, so nothing is lost.
@MainActor
enum MainQueueBridge {
    /// The GLib source id, 0 until installed.
    private(set) static var sourceID: guint = 0

    /// Installs the source once. Only valid on the process's main thread before `dispatch_main()`.
    static func install() {
        guard sourceID == 0 else { return }
        let eventFD = _dispatch_get_main_queue_handle_4CF()
        // G_PRIORITY_DEFAULT, like X events: model changes made by Swift jobs are laid out and
        // drawn in the same frame (GTK's resize and redraw run at lower priorities).
        sourceID = g_unix_fd_add_full(
            0, eventFD, G_IO_IN,
            { fd, _, _ in
                cgtk_eventfd_clear(fd)
                _dispatch_main_queue_callback_4CF(nil)
                return CGTK_SOURCE_CONTINUE
            }, nil, nil)
    }
}
