import CGtk

/// One-shot GLib main-loop callbacks (an idle at a chosen priority, or a timeout), each with its
/// closure in a retained box that the destroy notify releases, entered on the main actor: the
/// trampoline rule written once for every one-shot source of the adapter.
@MainActor
enum MainLoopSource {
    typealias Body = @MainActor () -> Void

    /// Runs `body` once from the main loop when it is idle at `priority`; returns the source id.
    @discardableResult
    static func idle(priority: Int32 = G_PRIORITY_HIGH_IDLE, _ body: @escaping Body) -> guint {
        add(body) { g_idle_add_full(priority, $0, $1, $2) }
    }

    /// Runs `body` once from the main loop after `milliseconds`; returns the source id.
    @discardableResult
    static func timeout(milliseconds: guint, _ body: @escaping Body) -> guint {
        add(body) { g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, $0, $1, $2) }
    }

    /// Hands `source` the trampoline that calls the boxed `body` once, the box, and the destroy
    /// notify that releases it.
    private static func add(
        _ body: @escaping Body, to source: (GSourceFunc, gpointer, GDestroyNotify) -> guint
    ) -> guint {
        source(
            { userData in
                guard let userData else { return CGTK_SOURCE_REMOVE }
                MainActor.assumeIsolated { ClosureBox<Body>.borrow(userData).body() }
                return CGTK_SOURCE_REMOVE
            }, ClosureBox(body).retainedPointer(),
            { userData in if let userData { ClosureBox<Body>.release(userData) } })
    }
}
