import CGtk
#if canImport(Glibc)
import Glibc
#endif
@_spi(Adapter) import Containment

/// The scenes of an app run by `Application.main(applicationID:delegate:)`, on a
/// `GtkApplication`: one process per application ID (a second launch activates the first, which
/// opens a new window there), each scene's window a ``GtkHost`` in a `GtkApplicationWindow`,
/// the app ending when its last window closes.
///
/// The core decides the scenes' lives (``SceneHost``); this shows their windows, each on its own
/// ``FrameClock``, follows their focus as the scenes' activation, and names them with their
/// scenes' titles.
@MainActor
final class GtkSceneHost: SceneHost {
    /// The application (held: a reference of its own).
    let application: UnsafeMutablePointer<GtkApplication>
    /// The application ID.
    let applicationID: String
    /// The size new windows start at.
    let windowSize: Size
    /// Where new windows' title bars come from.
    let titleBar: GtkHost.TitleBar
    /// The delegate launched on `startup`.
    private var pendingDelegate: (any ApplicationDelegate)?
    /// The hosts of the scenes' windows on screen, by window.
    private(set) var hosts: [ObjectIdentifier: GtkHost] = [:]
    private var connections: [SignalConnection] = []
    /// How many times `activate` came (the first launch, then one per second launch).
    private(set) var activationCount = 0
    /// Where the open sessions are saved and restored from; `nil`: nothing is saved.
    let stateFile: SceneStateFile?
    /// The saved sizes of the windows of sessions being restored, by persistent identifier.
    private var restoredSizes: [String: Size] = [:]

    /// A `GtkApplication` for `applicationID` launching `delegate` at its `startup` and asking
    /// for a scene at each `activate`.
    init(
        applicationID: String, delegate: any ApplicationDelegate, windowSize: Size, titleBar: GtkHost.TitleBar, isUnique: Bool,
        stateFile: SceneStateFile?
    ) {
        self.applicationID = applicationID
        self.stateFile = stateFile
        self.windowSize = windowSize
        self.titleBar = titleBar
        pendingDelegate = delegate
        application = gtk_application_new(applicationID, isUnique ? G_APPLICATION_DEFAULT_FLAGS : G_APPLICATION_NON_UNIQUE)
        let instance = UnsafeMutableRawPointer(application)
        connections.append(SignalConnection.connect(instance, "startup") { [weak self] in self?.startup() })
        connections.append(SignalConnection.connect(instance, "activate") { [weak self] in self?.activate() })
        Application.shared.sceneHost = self
        GtkRuntime.application = application
        // New windows start in GTK's default direction (a right-to-left locale), as a GtkHost's.
        Application.shared.userInterfaceLayoutDirection = GtkHost.direction(of: gtk_widget_get_default_direction())
    }

    isolated deinit {
        for connection in connections { connection.disconnect() }
        g_object_unref(UnsafeMutableRawPointer(application))
    }

    /// The primary instance starts: the app launches.
    private func startup() {
        guard let delegate = pendingDelegate else { return }
        pendingDelegate = nil
        Application.shared.launch(delegate: delegate)
    }

    /// A launch (this one's or a second one's): a new scene when the app shows several or has
    /// none, else its scene comes to the front.
    private func activate() {
        activationCount += 1
        let application = Application.shared
        if activationCount == 1, restoreSavedSessions() { return }
        if application.supportsMultipleScenes || application.connectedScenes.isEmpty {
            application.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
        } else if let session = application.openSessionsInOrder.first {
            application.requestSceneSessionActivation(session, userActivity: nil, options: nil)
        }
    }

    /// Reconnects the sessions saved in the state file, each window at its saved size; returns
    /// whether any was. A corrupt or stale file is reported in one line and the app starts fresh.
    private func restoreSavedSessions() -> Bool {
        guard let stateFile, let archive = stateFile.read(report: Self.report) else { return false }
        let sessions = Application.shared.restoreSessions(from: archive) { [weak self] saved in
            if let size = saved.windowSize { self?.restoredSizes[saved.persistentIdentifier] = size }
        }
        restoredSizes.removeAll()
        return !sessions.isEmpty
    }

    /// Writes the open sessions to the state file, leaving out `excluded` (a closing window's,
    /// when other windows stay open).
    func saveState(excluding excluded: SceneSession? = nil) {
        guard let stateFile else { return }
        stateFile.write(Application.shared.restorationArchive(excluding: excluded), report: Self.report)
    }

    /// `window` of `scene` is closing: the state is saved, without its session when it is the
    /// scene's last window and another scene stays open (that session is discarded), with it
    /// when it is the app's last window (the app ends, and the next launch reopens it).
    private func windowWillClose(_ window: Window, of scene: WindowScene?) {
        guard stateFile != nil else { return }
        guard let scene else { return saveState() }
        let sceneCloses = scene.windows.allSatisfy { $0 === window || hosts[ObjectIdentifier($0)] == nil }
        let othersStay = hosts.values.contains { host in
            host.window !== window && host.window.windowScene !== scene
        }
        saveState(excluding: sceneCloses && othersStay ? scene.session : nil)
    }

    private static func report(_ line: String) {
        var text = line + "\n"
        text.withUTF8 { bytes in _ = write(STDERR_FILENO, bytes.baseAddress, bytes.count) }
    }

    /// Ends the app: the GtkApplication returns from its run.
    func quit() {
        g_application_quit(cgtk_g_application(application))
    }

    // MARK: SceneHost

    func makeClock(for scene: WindowScene) -> Clock { FrameClock() }

    func defaultWindowSize(for scene: WindowScene) -> Size {
        restoredSizes[scene.session.persistentIdentifier] ?? windowSize
    }

    func windowScene(_ scene: WindowScene, show window: Window) {
        let key = ObjectIdentifier(window)
        if let host = hosts[key] {
            gtk_window_present(cgtk_window(host.gtkWindow))
            return
        }
        guard let clock = window.clock as? FrameClock else {
            containmentGtkLogger.warning("a scene's window must be made with Window(windowScene:) to be shown; not shown")
            return
        }
        let host: GtkHost
        do {
            host = try GtkHost(
                applicationID: applicationID, title: scene.title ?? Self.applicationName(applicationID), titleBar: titleBar,
                window: window, clock: clock, application: application)
        } catch {
            containmentGtkLogger.warning("a scene's window could not be shown: \(error)")
            return
        }
        let appName = Self.applicationName(applicationID)
        host.titleProvider = { [weak scene] in scene.map { $0.title ?? appName } }
        host.closeObserver = (willClose: { [weak self, weak window, weak scene] in
            if let self, let window { self.windowWillClose(window, of: scene) }
        }, didClose: { [weak self] in self?.hosts[key] = nil })
        hosts[key] = host
        host.show()
    }

    func windowScene(_ scene: WindowScene, close window: Window) {
        hosts[ObjectIdentifier(window)]?.close()
    }

    func bringToFront(_ scene: WindowScene) {
        for window in scene.windows {
            if let host = hosts[ObjectIdentifier(window)] { gtk_window_present(cgtk_window(host.gtkWindow)) }
        }
    }

    func windowSceneTitleDidChange(_ scene: WindowScene) {
        // The hosts read the title after their next sync.
        for window in scene.windows { window.setNeedsDisplay() }
    }

    func lastSceneDidDisconnect() {
        // The GtkApplication ends when its last window goes; a scene with no window on screen
        // has none left either.
        if hosts.isEmpty { quit() }
    }

    /// The last part of a reverse-DNS application ID ("org.example.Notes" → "Notes"): the title
    /// of a window whose scene has none.
    static func applicationName(_ applicationID: String) -> String {
        applicationID.split(separator: ".").last.map(String.init) ?? applicationID
    }
}
