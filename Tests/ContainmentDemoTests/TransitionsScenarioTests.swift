import Testing
@_spi(Testing) import Containment
@testable import ContainmentDemo

/// The Transitions row: the detent sheet, the popover from the bar button, and the sheet that
/// refuses to go while it holds unsaved text.
@MainActor
@Suite(.serialized)
struct TransitionsScenarioTests {
    private func drag(_ stage: DemoStage, from start: Point, by dy: Double) {
        _ = stage.window.handlePointer(PointerEvent(.began, at: start, time: stage.clock.now))
        for step in 1...10 {
            stage.clock.advance(by: 0.1)
            _ = stage.window.handlePointer(PointerEvent(.moved, at: Point(x: start.x, y: start.y + dy * Double(step) / 10), time: stage.clock.now))
        }
        _ = stage.window.handlePointer(PointerEvent(.ended, at: Point(x: start.x, y: start.y + dy), time: stage.clock.now))
        stage.clock.advance(by: 2)
    }

    private func presented(_ stage: DemoStage) -> ViewController? {
        VisibleControllers.topmostPresented(above: stage.catalog.transitions)
    }

    @Test("the detent sheet opens at medium with a grabber; dragged up it is large; dragged down far it closes")
    func detentSheet() throws {
        let stage = try DemoStage()
        defer { stage.tearDown() }
        stage.select(.transitions)
        #expect(stage.catalog.transitions.buttons.map(\.title) == ["Sheet with detents", "Sheet with unsaved text"])
        stage.catalog.transitions.buttons[0].sendActions()
        stage.clock.advance(by: 2)
        let sheet = try #require(presented(stage))
        let controller = try #require(sheet.sheetPresentationController)
        #expect(controller.resolvedDetents.map(\.identifier) == [.medium, .large])
        #expect(!controller.grabberView.isHidden)
        let mediumTop = sheet.view.frame.minY
        drag(stage, from: Point(x: sheet.view.frame.midX, y: mediumTop + 8), by: -300)
        #expect(controller.selectedDetentIdentifier == .large)
        drag(stage, from: Point(x: sheet.view.frame.midX, y: sheet.view.frame.minY + 8), by: 600)
        #expect(presented(stage) == nil)
        #expect(stage.reportedRefusals.isEmpty)
    }

    @Test("the Popover bar button shows a popover under it; a click outside closes it")
    func popover() throws {
        let stage = try DemoStage()
        defer { stage.tearDown() }
        stage.select(.transitions)
        stage.catalog.transitions.popoverItem.sendAction()
        stage.clock.advance(by: 2)
        let popover = try #require(presented(stage))
        #expect(popover.popoverPresentationController?.arrowDirection == .up)
        #expect(popover.view.frame.size == Size(width: 280, height: 160))
        _ = stage.window.handlePointer(PointerEvent(.began, at: Point(x: 100, y: 600), time: stage.clock.now))
        _ = stage.window.handlePointer(PointerEvent(.ended, at: Point(x: 100, y: 600), time: stage.clock.now + 0.05))
        stage.clock.advance(by: 2)
        #expect(presented(stage) == nil)
    }

    @Test("the unsaved-text sheet closes while empty; with text it springs back and says why; Discard closes it")
    func unsavedText() throws {
        let stage = try DemoStage()
        defer { stage.tearDown() }
        stage.select(.transitions)
        stage.catalog.showScenarioContent(.transitions, content: "unsaved")
        stage.clock.advance(by: 2)
        let sheet = try #require(presented(stage) as? UnsavedTextController)
        sheet.type("draft")
        #expect(sheet.isModalInPresentation)
        #expect(stage.press(KeyCommand.inputEscape))
        stage.clock.advance(by: 2)
        #expect(presented(stage) === sheet)
        #expect(sheet.status.text == TransitionsLauncherController.unsavedWarning)
        drag(stage, from: Point(x: sheet.view.frame.midX, y: sheet.view.frame.minY + 8), by: 400)
        #expect(presented(stage) === sheet)
        sheet.discardButton?.sendActions()
        stage.clock.advance(by: 2)
        #expect(presented(stage) == nil)
    }

    @Test("--scenario Transitions:<content> opens each content; an unknown content is refused")
    func scenarioContent() throws {
        #expect(DemoCommandLine.parse(["--scenario", "transitions:Large"], directoryExists: { _ in true })
            == .launch(DemoLaunch(scenario: .transitions, scenarioContent: "large")))
        guard case .refuse(let message, _) = DemoCommandLine.parse(["--scenario", "Transitions:sideways"], directoryExists: { _ in true }) else {
            Issue.record("not refused")
            return
        }
        #expect(message == "containment-demo: error: scenario 'Transitions' has no content 'sideways'; valid: medium, large, popover, unsaved")
        let stage = try DemoStage()
        defer { stage.tearDown() }
        stage.catalog.open(.transitions)
        stage.clock.advance(by: 2)
        stage.catalog.showScenarioContent(.transitions, content: "large")
        stage.clock.advance(by: 2)
        #expect(presented(stage)?.sheetPresentationController?.selectedDetentIdentifier == .large)
    }
}
