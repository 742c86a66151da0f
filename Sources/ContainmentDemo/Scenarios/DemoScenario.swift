/// One row of the demo's sliding menu: tutorial 000's four rows first (Tab, Red, Green, Nav),
/// then one row per container pattern.
///
/// The raw value is the row's title, which is also the name `--scenario` accepts (matched
/// without regard to case).
enum DemoScenario: String, CaseIterable, Sendable {
    /// A tab bar controller with two tabs of different colours.
    case tab = "Tab"
    /// A plain controller with a red background.
    case red = "Red"
    /// A plain controller with a green background.
    case green = "Green"
    /// A navigation stack whose root table pushes a detail.
    case nav = "Nav"
    /// A drawer controller with left and right drawers.
    case drawer = "Drawer"
    /// A split view with a master list and a detail.
    case split = "Split"
    /// A page view controller over coloured pages.
    case pages = "Pages"
    /// Buttons that present navigation and tab bar controllers modally.
    case modal = "Modal"
    /// Tutorial 004's controller factory: a custom container that presents or swaps details.
    case factory = "Factory"
    /// Tutorial 002's combined interfaces: tabs holding custom controllers and a navigation drill-down.
    case combined = "Combined"
    /// Tutorial 001: a parent whose two container views embed children made with it from a
    /// scene file.
    case containers = "Containers"
    /// Tutorial 003's Tunnel: two map containers, the antipode, and per-container flips.
    case tunnel = "Tunnel"
    /// Sheets with detents, a popover from a bar button, and a sheet that refuses to be
    /// dismissed while it holds unsaved text.
    case transitions = "Transitions"

    /// The menu row title.
    var title: String { rawValue }

    /// The row's position in the menu.
    var menuIndex: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    /// The scenario whose title matches `name` without regard to case, or `nil`.
    init?(name: String) {
        guard let match = Self.allCases.first(where: { $0.title.lowercased() == name.lowercased() }) else { return nil }
        self = match
    }

    /// What `--scenario <row>:<content>` may open on the row at start, in order (see
    /// ``DemoCatalog/showScenarioContent(_:content:)``); empty for rows without such content.
    var contentNames: [String] {
        switch self {
        case .transitions: ["card", "medium", "large", "popover", "unsaved"]
        default: []
        }
    }

    /// The scenario names as the menu lists them, comma-separated, for messages.
    static var namesList: String { allCases.map(\.title).joined(separator: ", ") }
}
