@_spi(Adapter) import Containment
import ContainmentTestSupport
@testable import ContainmentDemo

/// The demo catalog in a visible 1024×700 window on a manual clock (a ``TestStage``), with
/// every lifecycle line and every refusal recorded.
@MainActor
final class DemoStage {
    let testStage = TestStage(width: 1024, height: 700)
    var clock: ManualClock { testStage.clock }
    var window: Window { testStage.window }
    let catalog: DemoCatalog
    private var logger: LifecycleLogger?
    private let savedHandler = ViewController.hierarchyInconsistencyHandler

    init(settle: Bool = true) throws {
        ViewController.hierarchyInconsistencyHandler = { RefusalBox.shared.messages.append($0.message) }
        RefusalBox.shared.messages = []
        catalog = try DemoCatalog()
        logger = LifecycleLogger { LineBox.shared.lines.append($0) }
        LineBox.shared.lines = []
        testStage.show(catalog.menu)
        if settle { testStage.clock.advance(by: 2) }
    }

    /// Stops recording and restores the refusal handler.
    func tearDown() {
        logger?.stop()
        ViewController.hierarchyInconsistencyHandler = savedHandler
    }

    /// The lifecycle lines recorded since the last call.
    func takeLines() -> [String] {
        defer { LineBox.shared.lines = [] }
        return LineBox.shared.lines
    }

    /// The refusals reported since the stage was made.
    var reportedRefusals: [String] { RefusalBox.shared.messages }

    /// Presses a key as the GTK adapter hands it to the window's responder chain; returns whether
    /// a command took it.
    @discardableResult
    func press(_ input: String, _ modifierFlags: KeyModifierFlags = []) -> Bool {
        window.handleKeyCommand(input: input, modifierFlags: modifierFlags)
    }

    /// Clicks the menu row of `scenario` and runs the clock past the swap.
    func select(_ scenario: DemoScenario) {
        catalog.select(scenario)
        clock.advance(by: 2)
    }
}

@MainActor final class LineBox {
    static let shared = LineBox()
    var lines: [String] = []
}

@MainActor final class RefusalBox {
    static let shared = RefusalBox()
    var messages: [String] = []
}
