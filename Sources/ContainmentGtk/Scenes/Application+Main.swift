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
    /// `delegate` becomes ``Application/delegate`` and hears
    /// `application(_:didFinishLaunchingWithOptions:)`, then each launch asks for a scene
    /// (``Application/requestSceneSessionActivation(_:userActivity:options:errorHandler:)``), whose
    /// delegate builds its window. One process runs per `applicationID` (a reverse-DNS name such
    /// as "org.example.Notes"): launching the app again opens a new window in the running one
    /// when ``Application/supportsMultipleScenes`` is `true`, or brings its window forward,
    /// and the second process ends at once. With `isUnique` `false` every launch is a process of
    /// its own. New windows start at `windowSize`, with title bars as `titleBar` says.
    ///
    /// Call it from the process's main thread (a synchronous `main.swift`); it initializes GTK.
    /// Command-line arguments are the app's to read (`CommandLine.arguments`): GTK is handed none.
    @discardableResult
    public static func main(
        applicationID: String, delegate: any ApplicationDelegate, windowSize: Size = Size(width: 900, height: 600),
        titleBar: GtkHost.TitleBar = .system, isUnique: Bool = true
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
        let host = GtkSceneHost(
            applicationID: applicationID, delegate: delegate, windowSize: windowSize, titleBar: titleBar, isUnique: isUnique)
        let status = g_application_run(cgtk_g_application(host.application), 0, nil)
        shared.terminate()
        GtkRuntime.application = nil
        if shared.sceneHost === host { shared.sceneHost = nil }
        return status
    }

    /// Starts a scene-based app as ``main(applicationID:delegate:windowSize:titleBar:isUnique:)``
    /// does, without running GTK's loop, for tests that pump it themselves: a non-unique
    /// `GtkApplication` is registered (launching `delegate`) and activated once (the first scene).
    @_spi(Testing)
    public static func startForTesting(
        applicationID: String, delegate: any ApplicationDelegate, windowSize: Size, titleBar: GtkHost.TitleBar = .system
    ) throws {
        try GtkRuntime.initialize()
        let host = GtkSceneHost(applicationID: applicationID, delegate: delegate, windowSize: windowSize, titleBar: titleBar, isUnique: false)
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
