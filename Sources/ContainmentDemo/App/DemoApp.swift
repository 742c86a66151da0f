import Containment
import ContainmentGtk

/// The running app: the catalog in a GTK window, Ctrl+I, the window title, the lifecycle
/// inspector beside it (Ctrl+I), and what the command line asked for at start (a scenario, a
/// screenshot, the inspector).
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
    /// Records the lifecycle callbacks from start, until the inspector is first wanted.
    private let recorder: LifecycleRecorder
    /// The lifecycle inspector, shown beside the scenario on demand: its widgets are built the
    /// first time it is wanted (not during start-up), listing everything since start.
    private(set) lazy var inspector: LifecycleInspector = {
        let inspector = LifecycleInspector(continuing: recorder)
        inspector.closeHandler = { [weak self] in self?.setInspectorVisible(false) }
        return inspector
    }()
    private let logger: LifecycleLogger?
    /// The status the process exits with once the main loop ends.
    private(set) var exitStatus: Int32 = 0

    /// Builds the catalog and the window; throws when the catalog refuses its controllers or no
    /// display can be opened.
    init(launch: DemoLaunch) throws {
        self.launch = launch
        logger = launch.logsLifecycle ? LifecycleLogger() : nil
        // The recorder before the catalog, so the inspector lists the catalog's first loads and
        // moves.
        try GtkRuntime.initialize()
        if let direction = launch.direction { GtkRuntime.defaultLayoutDirection = direction }
        recorder = LifecycleRecorder()
        catalog = try DemoCatalog()
        host = try GtkHost(
            applicationID: Self.applicationID, title: "Containment", size: Self.initialSize,
            titleBar: launch.usesNavigationBarAsTitleBar ? .navigationBar : .system)
        host.window.rootViewController = catalog.menu
        host.titleProvider = { [catalog] in
            catalog.visibleTitle.map { "\($0) — Containment" } ?? "Containment"
        }
        catalog.menu.addKeyCommand(KeyCommand(title: "Lifecycle Inspector", input: "i", modifierFlags: .control) { [weak self] _ in
            guard let self else { return }
            setInspectorVisible(!isInspectorVisible)
        })
    }

    /// Whether the inspector shows beside the scenario.
    var isInspectorVisible: Bool { host.sideWidget != nil }

    /// Shows or hides the lifecycle inspector beside the scenario (which shrinks to make room).
    func setInspectorVisible(_ visible: Bool) {
        host.setSideWidget(visible ? inspector.widget : nil)
    }

    /// Shows the window (with the inspector when the command line asked for it) without running
    /// the main loop: ``run()`` does this first, and in-process tests call it and then pump the
    /// loop themselves.
    func showWindow() {
        if launch.showsInspector { setInspectorVisible(true) }
        host.show()
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

    private func start() async {
        if let scenario = launch.scenario {
            catalog.open(scenario)
            _ = await host.settle(timeout: Self.settleTimeout)
            catalog.showScenarioContent(scenario, content: launch.scenarioContent)
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
