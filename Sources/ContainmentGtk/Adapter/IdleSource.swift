import CGtk

/// A one-shot GLib idle callback at a chosen priority, with its closure in a retained box that
/// the destroy notify releases.
@MainActor
enum IdleSource {
    /// Runs `body` once from the main loop at `priority`; returns the source id.
    @discardableResult
    static func add(priority: Int32 = G_PRIORITY_HIGH_IDLE, _ body: @escaping @MainActor () -> Void) -> guint {
        typealias Body = @MainActor () -> Void
        let userData = ClosureBox(body as Body).retainedPointer()
        return g_idle_add_full(
            priority,
            { userData in
                guard let userData else { return CGTK_SOURCE_REMOVE }
                MainActor.assumeIsolated { ClosureBox<Body>.borrow(userData).body() }
                return CGTK_SOURCE_REMOVE
            }, userData,
            { userData in if let userData { ClosureBox<Body>.release(userData) } })
    }
}
