import CGtk
@_spi(Adapter) import Containment

extension GtkHost {
    /// Follows the GtkWindow's `is-active` (it has the keyboard focus, as GNOME draws its
    /// header bar dark) as the core window's key state: `Window.isKeyWindow`,
    /// `Window.becomeKey()` and `resignKey()`, and, for a scene's window, the scene becoming and
    /// resigning active.
    func followKeyWindowState() {
        connections.append(SignalConnection.connectPointer(gtkWindow, "notify::is-active") { [weak self] _ in
            guard let self else { return }
            if gtk_window_is_active(cgtk_window(gtkWindow)) != 0 {
                Application.shared.hostWindowDidBecomeKey(window)
            } else {
                Application.shared.hostWindowDidResignKey(window)
            }
        })
    }

    /// The window is closing, before its controllers disappear: a scene's host hears it.
    func windowWillClose() {
        Application.shared.hostWindowWillClose(window)
        closeObserver?.willClose()
    }

    /// The window closed and its controllers disappeared.
    func windowDidClose() {
        let observer = closeObserver
        closeObserver = nil
        Application.shared.hostWindowDidClose(window)
        observer?.didClose()
    }
}

extension GtkHost {
    /// File ▸ New Window (Ctrl+N): a new scene, requested by this window's.
    func openNewWindow() {
        let options = Scene.ActivationRequestOptions()
        options.requestingScene = window.windowScene
        Application.shared.requestSceneSessionActivation(nil, userActivity: nil, options: options)
    }
}
