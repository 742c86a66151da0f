import Testing
@_spi(Adapter) @_spi(Testing) import Containment
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
        #expect(stage.catalog.transitions.buttons.map(\.title) == ["Custom card (drag it down)", "Sheet with detents", "Sheet with unsaved text"])
        stage.catalog.transitions.buttons[1].sendActions()
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

    /// The card, presented from its button and settled, with the lines before cleared.
    private func presentedCard(_ stage: DemoStage) throws -> CardController {
        stage.select(.transitions)
        stage.catalog.transitions.buttons[0].sendActions()
        stage.clock.advance(by: 2)
        _ = stage.takeLines()
        return try #require(presented(stage) as? CardController)
    }

    /// A slow drag (no flick): presses at `start`, moves by `dy` in `steps` of 0.1 s, and
    /// returns the card's top on screen after `inspectAfter` steps.
    private func slowDrag(_ stage: DemoStage, on card: CardController, by dy: Double, steps: Int = 10, inspectAfter: Int) -> Double {
        let start = Point(x: card.view.frame.midX, y: card.view.frame.midY)
        var seen = 0.0
        _ = stage.window.handlePointer(PointerEvent(.began, at: start, time: stage.clock.now))
        for step in 1...steps {
            stage.clock.advance(by: 0.1)
            _ = stage.window.handlePointer(PointerEvent(.moved, at: Point(x: start.x, y: start.y + dy * Double(step) / Double(steps)), time: stage.clock.now))
            if step == inspectAfter { seen = card.view.presentation.frame.minY }
        }
        stage.clock.advance(by: 0.5)
        _ = stage.window.handlePointer(PointerEvent(.ended, at: Point(x: start.x, y: start.y + dy), time: stage.clock.now))
        stage.clock.advance(by: 2)
        return seen
    }

    @Test("the custom card slides up over a dimmed backdrop with its own presentation controller")
    func cardPresents() throws {
        let stage = try DemoStage()
        defer { stage.tearDown() }
        let card = try presentedCard(stage)
        #expect(card.presentationController is CardPresentationController)
        let dimming = try #require((card.presentationController as? CardPresentationController)?.dimmingView)
        #expect(dimming.alpha == 1)
        #expect(card.view.frame == DemoLayout.centered(Size(width: 520, height: 420), in: stage.window.bounds))
        #expect(card.appearanceState == .appeared)
        #expect(stage.reportedRefusals.isEmpty)
    }

    @Test("a drag down scrubs the card's dismissal 1:1; let go past half way it finishes")
    func cardDragFinishes() throws {
        let stage = try DemoStage()
        defer { stage.tearDown() }
        let card = try presentedCard(stage)
        let top = card.view.frame.minY
        let travel = stage.window.bounds.height - top
        let midway = slowDrag(stage, on: card, by: travel * 0.7, inspectAfter: 5)
        #expect(abs(midway - (top + travel * 0.35)) < 2, "half the drag: the card followed the pointer (\(midway))")
        #expect(presented(stage) == nil)
        #expect(card.appearanceState == .disappeared)
        #expect(stage.takeLines() == ["lifecycle: Card viewWillDisappear animated=true", "lifecycle: Card viewDidDisappear animated=true"])
        #expect(stage.reportedRefusals.isEmpty)
    }

    @Test("a short slow drag springs the card back: balanced callbacks, still presented, backdrop dark again")
    func cardDragCancels() throws {
        let stage = try DemoStage()
        defer { stage.tearDown() }
        let card = try presentedCard(stage)
        let top = card.view.frame.minY
        let dimming = try #require((card.presentationController as? CardPresentationController)?.dimmingView)
        let midway = slowDrag(stage, on: card, by: 80, inspectAfter: 10)
        #expect(abs(midway - (top + 80)) < 2)
        #expect(presented(stage) === card)
        #expect(card.view.frame.minY == top)
        #expect(card.view.presentation.frame.minY == top)
        #expect(dimming.alpha == 1)
        #expect(card.appearanceState == .appeared)
        #expect(stage.takeLines() == [
            "lifecycle: Card viewWillDisappear animated=true", "lifecycle: Card viewWillAppear animated=true",
            "lifecycle: Card viewDidAppear animated=true",
        ])
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
        #expect(message == "containment-demo: error: scenario 'Transitions' has no content 'sideways'; valid: card, medium, large, popover, unsaved")
        let stage = try DemoStage()
        defer { stage.tearDown() }
        stage.catalog.open(.transitions)
        stage.clock.advance(by: 2)
        stage.catalog.showScenarioContent(.transitions, content: "large")
        stage.clock.advance(by: 2)
        #expect(presented(stage)?.sheetPresentationController?.selectedDetentIdentifier == .large)
    }
}
