import ArgumentParser

/// The options `containment-demo` accepts, as swift-argument-parser declares them.
///
/// Only syntax is checked here; ``DemoCommandLine`` turns the values into a ``DemoLaunch`` and
/// reports anything wrong in one line.
struct DemoOptions: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "containment-demo",
        abstract: "Every view-controller containment pattern of the seed tutorials, in a GTK window.")

    @Option(name: .long, help: "Open this menu row at start (case-insensitive): \(DemoScenario.namesList).")
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
