import CGtk
@_spi(Adapter) import Containment
#if canImport(Glibc)
import Glibc
#endif

extension Application {
    /// Runs a scene-based app on GTK's `GtkApplication`, as `UIApplicationMain` runs a UIKit
    /// app, and returns its exit status when its last window has closed (or it was asked to
    /// quit, Ctrl+Q).
    ///
    /// `delegate` becomes `Application.delegate` and hears
    /// `application(_:didFinishLaunchingWithOptions:)`, then each launch asks for a scene
    /// (`Application.requestSceneSessionActivation(_:userActivity:options:errorHandler:)`), whose
    /// delegate builds its window. One process runs per `applicationID` (a reverse-DNS name such
    /// as "org.example.Notes"): launching the app again opens a new window in the running one
    /// when `Application.supportsMultipleScenes` is `true`, or brings its window forward,
    /// and the second process ends at once. With `isUnique` `false` every launch is a process of
    /// its own. New windows start at `windowSize`, with title bars as `titleBar` says.
    ///
    /// With `savesState` (the default) the app's windows survive a relaunch, as UIKit restores a
    /// scene-based app's sessions: when a window closes and when the app quits, each open
    /// session is written (the activity its scene delegate returns from
    /// `SceneDelegate.stateRestorationActivity(for:)`, its `userInfo` and its window's size) to
    /// `scenes.json` in `stateDirectory`, by default `$XDG_STATE_HOME/<applicationID>`
    /// (`~/.local/state/<applicationID>`), where GNOME apps keep their state. The next launch
    /// reconnects each saved session with `SceneSession.stateRestorationActivity` set, before
    /// `SceneDelegate.scene(_:willConnectTo:options:)`, and opens its window at its saved size.
    /// A corrupt or stale file is reported in one line on standard error and the app starts
    /// fresh. Pass `savesState: false` (tests, screenshots) to neither read nor write it.
    ///
    /// Call it from the process's main thread (a synchronous `main.swift`); it initializes GTK.
    /// Command-line arguments are the app's to read (`CommandLine.arguments`): GTK is handed none.
    @discardableResult
    public static func main(
        applicationID: String, delegate: any ApplicationDelegate, windowSize: Size = Size(width: 900, height: 600),
        titleBar: GtkHost.TitleBar = .system, isUnique: Bool = true, savesState: Bool = true, stateDirectory: String? = nil
    ) -> Int32 {
        guard g_application_id_is_valid(applicationID) != 0 else {
            printError("\(applicationID) is not a valid application ID (a reverse-DNS name such as org.example.App)")
            return 1
        }
        do {
            try GtkRuntime.initialize()
        } catch {
            printError("\(error)")
            return 1
        }
        let stateFile = savesState
            ? SceneStateFile(directory: stateDirectory ?? SceneStateFile.defaultDirectory(applicationID: applicationID)) : nil
        let host = GtkSceneHost(
            applicationID: applicationID, delegate: delegate, windowSize: windowSize, titleBar: titleBar, isUnique: isUnique,
            stateFile: stateFile)
        let status = g_application_run(cgtk_g_application(host.application), 0, nil)
        // Quit with windows open (Ctrl+Q): they are saved as they are. After the last window
        // closed, its close saved it already.
        if !shared.openSessionsInOrder.isEmpty { host.saveState() }
        shared.terminate()
        GtkRuntime.application = nil
        if shared.sceneHost === host { shared.sceneHost = nil }
        return status
    }

    /// Starts a scene-based app as `main(applicationID:delegate:windowSize:titleBar:isUnique:)`
    /// does, without running GTK's loop, for tests that pump it themselves: a non-unique
    /// `GtkApplication` is registered (launching `delegate`) and activated once (the first scene,
    /// or the sessions saved in `stateDirectory`; `nil`: no state is read or written).
    @_spi(Testing)
    public static func startForTesting(
        applicationID: String, delegate: any ApplicationDelegate, windowSize: Size, titleBar: GtkHost.TitleBar = .system,
        stateDirectory: String? = nil
    ) throws {
        try GtkRuntime.initialize()
        let host = GtkSceneHost(
            applicationID: applicationID, delegate: delegate, windowSize: windowSize, titleBar: titleBar, isUnique: false,
            stateFile: stateDirectory.map(SceneStateFile.init(directory:)))
        testingHosts.append(host)
        var error: UnsafeMutablePointer<GError>?
        guard g_application_register(cgtk_g_application(host.application), nil, &error) != 0 else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            if let error { g_error_free(error) }
            throw RegistrationFailure(message: "\(applicationID) could not register: \(message)")
        }
        g_application_activate(cgtk_g_application(host.application))
    }
}

extension Application {
    /// Saves the open sessions of the app `startForTesting` started last as quitting does.
    @_spi(Testing)
    public static func saveStateForTesting() {
        (shared.sceneHost as? GtkSceneHost)?.saveState()
    }
}

/// Writes `line` and a line break to standard error.
private func printError(_ line: String) {
    var text = line + "\n"
    text.withUTF8 { bytes in _ = write(STDERR_FILENO, bytes.baseAddress, bytes.count) }
}

/// A `GtkApplication` that could not register.
private struct RegistrationFailure: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

/// The applications tests started (kept alive for the process: a registered GApplication stays).
@MainActor private var testingHosts: [GtkSceneHost] = []

extension GtkHost {
    /// The host showing `window`, a window of a scene of an app run by
    /// `Application.main(applicationID:delegate:)`, if it is on screen: for what an app does to
    /// its window through GTK (a screenshot, an icon), as a UIKit app reaches its `UIWindow`.
    public static func showing(_ window: Window) -> GtkHost? {
        (Application.shared.sceneHost as? GtkSceneHost)?.hosts[ObjectIdentifier(window)]
    }
}
