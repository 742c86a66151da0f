import ArgumentParser

/// The options `containment-demo` accepts, as swift-argument-parser declares them.
///
/// Only syntax is checked here; ``DemoCommandLine`` turns the values into a ``DemoLaunch`` and
/// reports anything wrong in one line.
struct DemoOptions: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "containment-demo",
        abstract: "Every view-controller container pattern in one GTK window.",
        discussion: """
            The window opens on a sliding menu, as the Facebook and Path apps had: choose a row to \
            see a pattern (tabs, navigation, drawers, split views, pages, presentation, sheets and \
            popovers, a custom container, container views from a scene file, two containers that \
            watch each other). Menu or Ctrl+M shows the rows again; Ctrl+I shows every lifecycle \
            callback as it happens. Escape closes a drawer or a sheet, Alt+Left goes back.
            """)

    @Option(name: .long, help: "Open this menu row at start (case-insensitive): \(DemoScenario.namesList). 'Transitions:popover' (or :medium, :large, :unsaved) also opens what the row presents.")
    var scenario: String?

    @Flag(name: .long, help: "Print one line per lifecycle callback: 'lifecycle: <title> <callback> <argument>'.")
    var logLifecycle = false

    @Flag(name: .long, help: "Open the lifecycle inspector beside the scenario at start (Ctrl+I toggles it).")
    var inspector = false

    @Option(name: .long, help: "Write a PNG of the window once it has drawn and settled, then quit.")
    var screenshot: String?

    @Option(name: .long, help: "Lay out and move 'ltr' (left to right) or 'rtl' (right to left, as in a right-to-left locale); GTK's default direction when not given.")
    var direction: String?

    @Flag(name: .long, help: "Keep the system's title bar, with the navigation bar inside the window, instead of drawing the title bar from the top navigation bar.")
    var systemTitleBar = false

    @Flag(name: .long, help: "Print the scenario names, one per line, and exit.")
    var listScenarios = false
}
