import Containment
import ContainmentGtk

/// The running app: the catalog in a GTK window, keys, the window title, and what the command
/// line asked for at start (a scenario, a screenshot).
@MainActor
final class DemoApp {
    /// The application id GTK knows the demo by.
    static let applicationID = "org.containment.Demo"
    /// The window's size at start.
    static let initialSize = Size(width: 1024, height: 700)
    /// How long to wait for the window to draw and settle before giving up, in seconds.
    static let settleTimeout = 15.0

    private let launch: DemoLaunch
    /// The scenarios on screen (tests drive the window through it and ``host``).
    let catalog: DemoCatalog
    /// The GTK window the catalog runs in.
    let host: GtkHost
    private let logger: LifecycleLogger?
    /// The status the process exits with once the main loop ends.
    private(set) var exitStatus: Int32 = 0

    /// Builds the catalog and the window; throws when the catalog refuses its controllers or no
    /// display can be opened.
    init(launch: DemoLaunch) throws {
        self.launch = launch
        logger = launch.logsLifecycle ? LifecycleLogger() : nil
        catalog = try DemoCatalog()
        host = try GtkHost(applicationID: Self.applicationID, title: "Containment", size: Self.initialSize)
        host.window.rootViewController = catalog.menu
        host.titleProvider = { [catalog] in
            catalog.visibleTitle.map { "\($0) — Containment" } ?? "Containment"
        }
        host.keyHandler = { [catalog] event in
            guard let command = DemoKeyCommand(keyName: event.name, control: event.control, alt: event.alt, shift: event.shift)
            else { return false }
            return catalog.perform(command)
        }
    }

    /// Shows the window, runs the start-up requests, and runs GTK's main loop until the window
    /// closes or a screenshot has been taken; returns the exit status.
    func run() -> Int32 {
        showWindow()
        Task { @MainActor in await self.start() }
        host.run()
        logger?.stop()
        return exitStatus
    }

    /// Shows the window without running the main loop: ``run()`` does this first, and in-process
    /// tests call it and then pump the loop themselves.
    func showWindow() {
        host.show()
    }

    private func start() async {
        if let scenario = launch.scenario {
            catalog.open(scenario)
            _ = await host.settle(timeout: Self.settleTimeout)
            catalog.showScenarioContent(scenario)
        }
        guard let path = launch.screenshotPath else { return }
        do {
            try await host.screenshot(to: path)
        } catch {
            StandardStreams.writeErrorLine("containment-demo: error: screenshot to '\(path)' failed: \(error)")
            exitStatus = 1
        }
        host.quit()
    }
}
