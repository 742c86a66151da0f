import Containment

/// What the demo does once its command line is understood.
struct DemoLaunch: Equatable, Sendable {
    /// The row to open at start; `nil` keeps the menu's first row with the menu showing.
    var scenario: DemoScenario?
    /// Whether to print lifecycle callbacks to standard output.
    var logsLifecycle = false
    /// Whether the lifecycle inspector shows beside the scenario at start.
    var showsInspector = false
    /// Where to write a PNG of the settled window before quitting, if anywhere.
    var screenshotPath: String?
    /// The layout direction asked for with `--direction`; `nil` keeps GTK's default (the locale's).
    var direction: UserInterfaceLayoutDirection?
    /// Whether the top navigation bar is the window's title bar (`GtkHost.TitleBar.navigationBar`);
    /// `--system-title-bar` keeps the system's title bar with the navigation bar below it.
    var usesNavigationBarAsTitleBar = true
    /// What to open on the row at start (`--scenario Transitions:popover`), one of its
    /// ``DemoScenario/contentNames``.
    var scenarioContent: String?
}
