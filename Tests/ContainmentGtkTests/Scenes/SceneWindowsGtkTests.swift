import CGtk
@_spi(Testing) @_spi(Adapter) import Containment
@_spi(Testing) import ContainmentGtk
import ContainmentGtkTesting
import Foundation
import ContainmentTestSupport
import Testing

/// What the scene GTK tests' controllers heard.
@MainActor
private enum GtkSceneLog {
    static var entries: [String] = []
    static var navigations: [NavigationController] = []

    static func count(_ name: String, _ callback: String) -> Int {
        entries.filter { $0 == "\(name).\(callback)" }.count
    }
}

/// A controller that logs its appearance callbacks with its name.
@MainActor
private final class NamedController: ViewController {
    let name: String

    init(name: String) {
        self.name = name
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let label = Label(frame: Rect(x: 20, y: 80, width: 200, height: 30))
        label.text = name
        view.addSubview(label)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        GtkSceneLog.entries.append("\(name).viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        GtkSceneLog.entries.append("\(name).viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        GtkSceneLog.entries.append("\(name).viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        GtkSceneLog.entries.append("\(name).viewDidDisappear")
    }
}

@MainActor
private final class StackAppDelegate: ApplicationDelegate {
    func application(
        _ application: Application, configurationForConnecting connectingSceneSession: SceneSession,
        options: Scene.ConnectionOptions
    ) -> SceneConfiguration {
        let configuration = SceneConfiguration(name: "Stack", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = StackSceneDelegate.self
        return configuration
    }
}

/// Each window a navigation stack whose root is named `a<n>`.
@MainActor
private final class StackSceneDelegate: WindowSceneDelegate {
    var window: Window?

    init() {}

    func scene(_ scene: Scene, willConnectTo session: SceneSession, options connectionOptions: Scene.ConnectionOptions) {
        guard let windowScene = scene as? WindowScene else { return }
        let number = GtkSceneLog.navigations.count + 1
        windowScene.title = "Window \(number)"
        let navigation = NavigationController(rootViewController: NamedController(name: "a\(number)"))
        GtkSceneLog.navigations.append(navigation)
        let window = Window(windowScene: windowScene)
        window.rootViewController = navigation
        self.window = window
        window.makeKeyAndVisible()
    }
}

extension GtkTests {
    /// Several windows as scenes of one `GtkApplication`: each its own `GtkApplicationWindow`,
    /// clock and activation.
    @Suite @MainActor struct SceneWindowsGtkTests {
        /// Starts a scene app with `delegate` and one window; the shared application is reset
        /// first and after (by the caller's `defer`).
        private func start(_ delegate: any ApplicationDelegate, id: String) throws {
            Application.shared.resetScenesForTesting()
            try GtkTestStage.setUp()
            Application.shared.supportsMultipleScenes = true
            try Application.startForTesting(applicationID: id, delegate: delegate, windowSize: Size(width: 560, height: 400))
        }

        private func hosts() -> [GtkHost] {
            Application.shared.openSessionsInOrder.compactMap { ($0.scene as? WindowScene)?.windows.first }.compactMap(GtkHost.showing)
        }

        private func closeAll() {
            for host in hosts() { host.close() }
            Application.shared.resetScenesForTesting()
        }

        /// Two windows push at once; the first closes half way: its push ends at once with its
        /// callbacks balanced, while the second's push goes on to its end on its own clock.
        @Test func oneOfTwoWindowsClosedMidPushLeavesTheOtherAnimating() async throws {
            try await SharedApplicationLock.run {
                GtkSceneLog.entries = []
                GtkSceneLog.navigations = []
                try start(StackAppDelegate(), id: "org.containment.tests.SceneTwoPushes")
                defer { closeAll() }
                Application.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
                let shown = hosts()
                try #require(shown.count == 2 && GtkSceneLog.navigations.count == 2)
                #expect(shown[0].clock !== shown[1].clock)
                // Both are windows of the app.
                #expect(shown.allSatisfy { gtk_window_get_application(cgtk_window($0.gtkWindow)) != nil })
                gtk_window_move(cgtk_window(shown[0].gtkWindow), 0, 0)
                gtk_window_move(cgtk_window(shown[1].gtkWindow), 600, 0)
                #expect(await shown[0].settle(timeout: 5))
                #expect(await shown[1].settle(timeout: 5))

                GtkSceneLog.navigations[0].pushViewController(NamedController(name: "b1"), animated: true)
                GtkSceneLog.navigations[1].pushViewController(NamedController(name: "b2"), animated: true)
                _ = await MainLoopPump.run(until: { shown[0].ticksDelivered > 2 && shown[1].ticksDelivered > 2 }, timeout: .seconds(2))
                #expect(shown[0].window.runningAnimationCount > 0 && shown[1].window.runningAnimationCount > 0)
                #expect(GtkSceneLog.count("b1", "viewDidAppear") == 0 && GtkSceneLog.count("b2", "viewDidAppear") == 0)
                let firstScene = try #require(shown[0].window.windowScene)

                shown[0].close()
                #expect(shown[0].window.runningAnimationCount == 0)
                for name in ["a1", "b1"] {
                    #expect(GtkSceneLog.count(name, "viewWillAppear") == GtkSceneLog.count(name, "viewDidAppear"), "\(GtkSceneLog.entries)")
                    #expect(GtkSceneLog.count(name, "viewWillDisappear") == GtkSceneLog.count(name, "viewDidDisappear"), "\(GtkSceneLog.entries)")
                    #expect(GtkSceneLog.count(name, "viewWillAppear") == GtkSceneLog.count(name, "viewWillDisappear"), "\(GtkSceneLog.entries)")
                }
                #expect(firstScene.activationState == .unattached && Application.shared.connectedScenes.count == 1)
                // The other window's push was still running and finishes on its own frames.
                #expect(GtkSceneLog.count("b2", "viewDidAppear") == 0)
                #expect(await shown[1].settle(timeout: 5))
                #expect(GtkSceneLog.count("b2", "viewDidAppear") == 1 && GtkSceneLog.count("a2", "viewDidDisappear") == 1)
                #expect(shown[1].isTicking == false && shown[1].window.isVisible)
            }
        }

        /// The focused window is key and its scene active; presenting the other moves both.
        @Test func focusIsTheKeyWindowAndTheActiveScene() async throws {
            try await SharedApplicationLock.run {
                GtkSceneLog.entries = []
                GtkSceneLog.navigations = []
                try start(StackAppDelegate(), id: "org.containment.tests.SceneFocus")
                defer { closeAll() }
                Application.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
                let shown = hosts()
                try #require(shown.count == 2)
                gtk_window_move(cgtk_window(shown[1].gtkWindow), 600, 0)
                for host in shown { #expect(await host.settle(timeout: 5)) }
                // Both windows start key in their own scenes; the focus goes to the second first,
                // leaving the first as a window manager takes it (under Xvfb the first window can
                // hold the X focus from where the pointer rests, after earlier tests).
                sendFocus(shown[0].gtkWindow, in: false)
                try SyntheticInput.focusWindow(shown[1].gtkWindow)
                #expect(await MainLoopPump.run(until: { gtk_window_is_active(cgtk_window(shown[1].gtkWindow)) != 0 }, timeout: .seconds(3)))
                for (index, host) in shown.enumerated() {
                    // No window manager under Xvfb: the focus moves as one would move it.
                    let other = shown[1 - index]
                    sendFocus(other.gtkWindow, in: false)
                    try SyntheticInput.focusWindow(host.gtkWindow)
                    let scene = try #require(host.window.windowScene)
                    let moved = await MainLoopPump.run(until: {
                        scene.activationState == .foregroundActive && host.window.isKeyWindow
                            && other.window.windowScene?.activationState == .foregroundInactive
                    }, timeout: .seconds(3))
                    #expect(moved, "window \(index + 1): \(scene.activationState), key \(host.window.isKeyWindow)")
                    #expect(!other.window.isKeyWindow)
                }
            }
        }

        /// Sends the toplevel of `window` a focus change, as a window manager does.
        private func sendFocus(_ window: UnsafeMutablePointer<GtkWidget>, in focused: Bool) {
            guard let toplevel = gtk_widget_get_window(window) else { return }
            let event = gdk_event_new(GDK_FOCUS_CHANGE)!
            cgtk_event_set_window(event, toplevel)
            event.pointee.focus_change.send_event = 1
            event.pointee.focus_change.in = focused ? 1 : 0
            if let seat = gdk_display_get_default_seat(gdk_window_get_display(toplevel)), let keyboard = gdk_seat_get_keyboard(seat) {
                gdk_event_set_device(event, keyboard)
            }
            gdk_event_put(event)
            gdk_event_free(event)
        }

        /// Ctrl+N opens a new window when the app supports several.
        @Test func controlNOpensANewWindow() async throws {
            try await SharedApplicationLock.run {
                GtkSceneLog.entries = []
                GtkSceneLog.navigations = []
                try start(StackAppDelegate(), id: "org.containment.tests.SceneControlN")
                defer { closeAll() }
                let first = try #require(hosts().first)
                #expect(await first.settle(timeout: 5))
                try SyntheticInput.focusWindow(first.gtkWindow)
                try SyntheticInput.key(first.gtkWindow, keyval: UInt32(GDK_KEY_n), modifiers: GDK_CONTROL_MASK)
                _ = await MainLoopPump.run(until: { Application.shared.connectedScenes.count == 2 }, timeout: .seconds(2))
                #expect(Application.shared.connectedScenes.count == 2)
                #expect(hosts().count == 2)
            }
        }

        /// A second launch of the same application ID opens a window in the first process, and
        /// the second process ends at once (both on one D-Bus session bus of the test's own, as
        /// in a desktop session).
        @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/dbus-daemon"), "needs dbus-daemon"))
        func aSecondLaunchOpensAWindowInTheFirstProcess() throws {
            let probe = try #require(probeExecutable(), "ContainmentGtkProbe was not built next to the tests")
            // A session bus of this test's own, ended (SIGKILL: the test runner's children
            // inherit a blocked SIGTERM) whatever happens.
            let daemon = Process()
            daemon.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
            daemon.arguments = ["--session", "--nofork", "--print-address=1"]
            let address = Pipe()
            daemon.standardOutput = address
            daemon.standardError = FileHandle.nullDevice
            try daemon.run()
            defer {
                kill(daemon.processIdentifier, SIGKILL)
                daemon.waitUntilExit()
            }
            var printed = Data()
            while !printed.contains(UInt8(ascii: "\n")) {
                let chunk = address.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                printed.append(chunk)
            }
            let busAddress = String(decoding: printed, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            try #require(!busAddress.isEmpty, "dbus-daemon printed its address")

            let process = Process()
            process.executableURL = probe
            process.arguments = ["second-launch", "org.containment.tests.SecondLaunch\(getpid())"]
            var environment = ProcessInfo.processInfo.environment
            environment["DBUS_SESSION_BUS_ADDRESS"] = busAddress
            process.environment = environment
            let output = Pipe()
            process.standardOutput = output
            process.standardError = output
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            let text = String(decoding: data, as: UTF8.self)
            #expect(text.contains("second-launch: scene-1,launched-second,scene-2,second-exited-0,ended-0,open-sessions-0\n"), "probe said: \(text)")
            // Both scenes connected in one process.
            let pids = Set(text.split(separator: "\n").filter { $0.hasPrefix("second-launch: scene ") }.compactMap { $0.split(separator: " ").last })
            #expect(pids.count == 1, "probe said: \(text)")
            #expect(process.terminationStatus == 0, "probe said: \(text)")
        }
    }
}
