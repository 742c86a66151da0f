/// The app's open sessions as a ``RestorationArchive`` and back: what the adapter writes to the
/// state file when the app quits or a window closes, and reconnects at the next launch, as UIKit
/// saves each `UISceneSession` with its `stateRestorationActivity` and reconnects them on
/// relaunch.
extension Application {
    /// The archive of the open sessions, in the order they were opened, leaving out
    /// `excluded` (a session whose window is closing and which will be discarded): each scene's
    /// delegate is asked for its ``SceneDelegate/stateRestorationActivity(for:)`` first
    /// (``updateStateRestorationActivities()``), and each session's first window's size is
    /// saved with it.
    @_spi(Adapter)
    public func restorationArchive(excluding excluded: SceneSession? = nil) -> RestorationArchive {
        updateStateRestorationActivities()
        return RestorationArchive(sessions: sessionsInOrder.compactMap { session in
            guard session !== excluded else { return nil }
            let window = (session.scene as? WindowScene)?.windows.first
            return RestorationArchive.Session(
                persistentIdentifier: session.persistentIdentifier, role: session.role.rawValue,
                configurationName: session.configuration.name, userInfo: session.userInfo,
                stateRestorationActivity: session.stateRestorationActivity,
                windowSize: window.map { $0.bounds.size })
        })
    }

    /// Reconnects each session of `archive` with ``restoreSession(persistentIdentifier:role:userInfo:stateRestorationActivity:)``,
    /// in order, calling `willRestore` before each connects (for the host to open its window at
    /// the saved size); returns the sessions restored (an identifier open already is skipped).
    @_spi(Adapter) @discardableResult
    public func restoreSessions(
        from archive: RestorationArchive, willRestore: (RestorationArchive.Session) -> Void = { _ in }
    ) -> [SceneSession] {
        archive.sessions.compactMap { saved in
            willRestore(saved)
            return restoreSession(
                persistentIdentifier: saved.persistentIdentifier, role: SceneSession.Role(rawValue: saved.role),
                userInfo: saved.userInfo, stateRestorationActivity: saved.stateRestorationActivity)
        }
    }
}
