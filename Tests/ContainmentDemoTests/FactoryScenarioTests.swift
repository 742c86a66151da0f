@_spi(Adapter) @_spi(Testing) import Containment
import Testing
@testable import ContainmentDemo

/// The factory as a window's root (1024×700, manual clock), with every lifecycle line and every
/// step of the swap recorded in one list, in order.
@MainActor
private final class FactoryStage {
    let clock = ManualClock()
    let window: Window
    let factory: FactoryContainerController
    private(set) var lines: [String] = []
    private var logger: LifecycleLogger?
    private var pointerTime = 0.0

    init(mode: FactoryMode = .present, seed: UInt64 = FactoryColorSource.defaultSeed) {
        window = Window(frame: Rect(x: 0, y: 0, width: 1024, height: 700), clock: clock)
        factory = FactoryContainerController(colors: FactoryColorSource(seed: seed))
        factory.mode = mode
        window.rootViewController = factory
        window.makeKeyAndVisible()
        clock.advance(by: 1)
        logger = LifecycleLogger { [weak self] line in self?.lines.append(line) }
        factory.onStep = { [weak self] step in self?.lines.append("step: \(step)") }
    }

    func stop() { logger?.stop() }

    /// The lines since the last call, without the `lifecycle: ` prefix.
    func take() -> [String] {
        defer { lines = [] }
        return lines.map { $0.hasPrefix("lifecycle: ") ? String($0.dropFirst("lifecycle: ".count)) : $0 }
    }

    var current: FactoryDetailController? { factory.currentDetailViewController }

    /// A drag through window points, 0.05 s apart, released after holding still.
    func drag(_ points: [Point]) {
        guard let first = points.first, let last = points.last else { return }
        pointerTime += 1
        window.handlePointer(PointerEvent(.began, at: first, time: pointerTime))
        for point in points.dropFirst() {
            pointerTime += 0.05
            window.handlePointer(PointerEvent(.moved, at: point, time: pointerTime))
        }
        pointerTime += 0.2
        window.handlePointer(PointerEvent(.ended, at: last, time: pointerTime))
    }

    /// The centre of the current detail's view, in window coordinates.
    func detailCentre() -> Point {
        guard let view = current?.view else { return .zero }
        return view.convert(Point(x: view.bounds.width / 2, y: view.bounds.height / 2), to: nil)
    }
}

@MainActor @Suite struct FactoryScenarioTests {
    @Test func firstDetailIsAChildShownInTheDetailArea() {
        let stage = FactoryStage()
        defer { stage.stop() }
        let factory = stage.factory
        let first = stage.current
        #expect(first?.title == "Detail 1")
        #expect(first?.captionLabel?.text == FactoryContainerController.firstDetailText)
        #expect(first?.color == FlatPalette.asbestos)
        #expect(factory.children.count == 1 && factory.children.first === first)
        #expect(first?.view.superview === factory.detailView)
        #expect(first?.view.frame == factory.detailView.bounds)
        #expect(first?.appearanceState == .appeared)
        #expect(factory.button.title == "New Controller")
        #expect(factory.modeButtons.map(\.title) == ["● Present", "○ Swap"])
    }

    @Test func presentModeRemovesThenAddsInTheTutorialsOrder() {
        let stage = FactoryStage(mode: .present)
        defer { stage.stop() }
        let factory = stage.factory
        let first = stage.current
        factory.button.sendActions()
        #expect(stage.take() == [
            "Detail 1 willMove parent=nil",
            "Detail 1 viewWillDisappear animated=false",
            "Detail 1 viewDidDisappear animated=false",
            "Detail 1 didMove parent=nil",
            "Detail 2 willMove parent=Factory",
            "Detail 2 viewDidLoad",
            "Detail 2 viewWillAppear animated=false",
            "Detail 2 viewDidAppear animated=false",
            "Detail 2 didMove parent=Factory",
        ])
        #expect(first?.parent == nil && first?.view.superview == nil)
        let second = stage.current
        #expect(second?.title == "Detail 2")
        #expect(second?.captionLabel?.text == FactoryContainerController.newDetailText)
        #expect(factory.children.count == 1 && factory.children.first === second)
        #expect(second?.view.superview === factory.detailView && second?.view.frame == factory.detailView.bounds)
        #expect(second?.color != first?.color, "a new colour each press")
        #expect(stage.window.runningAnimationCount == 0, "present mode does not animate")
    }

    @Test func swapModeRunsOneTransitionInTheOrderUIKitDocuments() {
        let stage = FactoryStage(mode: .swap)
        defer { stage.stop() }
        let factory = stage.factory
        let old = stage.current
        factory.button.sendActions()
        #expect(stage.take() == [
            "Detail 1 willMove parent=nil",
            "Detail 2 willMove parent=Factory",
            "Detail 2 viewDidLoad",
            "Detail 1 viewWillDisappear animated=true",
            "Detail 2 viewWillAppear animated=true",
            "step: animations",
        ])
        let new = factory.children.last as? FactoryDetailController
        #expect(factory.children.count == 2, "both are children while the transition runs")
        #expect(old?.view.superview === factory.detailView && new?.view.superview === factory.detailView)
        #expect(factory.isSwapping)
        stage.clock.advance(by: FactoryContainerController.swapDuration - 0.01)
        #expect(stage.take() == [])
        #expect(old?.view.superview === factory.detailView, "the old view stays until the transition ends")
        stage.clock.advance(by: 0.01)
        #expect(stage.take() == [
            "Detail 1 viewDidDisappear animated=true",
            "Detail 2 viewDidAppear animated=true",
            "step: completion",
            "Detail 1 didMove parent=nil",
            "Detail 2 didMove parent=Factory",
        ])
        #expect(old?.view.superview == nil && old?.parent == nil)
        #expect(factory.children.count == 1 && factory.children.first === new && stage.current === new)
        #expect(new?.view.frame == factory.detailView.bounds)
        #expect(!factory.isSwapping)
    }

    @Test func aSwapWhoseWindowHidesHalfWayEndsBalancedWithoutAWarning() {
        let stage = FactoryStage(mode: .swap)
        defer { stage.stop() }
        var warnings: [String] = []
        let savedWarning = ViewController.warningHandler
        ViewController.warningHandler = { warnings.append($0) }
        defer { ViewController.warningHandler = savedWarning }
        let old = stage.current
        stage.factory.button.sendActions()
        let new = stage.factory.children.last
        stage.clock.advance(by: FactoryContainerController.swapDuration / 2)
        stage.window.hide()
        stage.clock.advance(by: FactoryContainerController.swapDuration)
        #expect(warnings.isEmpty, "\(warnings)")
        #expect(old?.parent == nil && old?.appearanceState == .disappeared)
        #expect(new?.parent === stage.factory && new?.appearanceState == .disappeared)
        stage.window.makeKeyAndVisible()
        stage.clock.advance(by: 1)
        #expect(new?.appearanceState == .appeared)
        #expect(warnings.isEmpty, "\(warnings)")
    }

    @Test func aSwapOffScreenSendsNoAppearanceCallbacks() {
        let stage = FactoryStage(mode: .swap)
        defer { stage.stop() }
        stage.window.hide()
        stage.clock.advance(by: 1)
        _ = stage.take()
        stage.factory.button.sendActions()
        stage.clock.advance(by: FactoryContainerController.swapDuration + 1)
        #expect(stage.take().filter { $0.contains("Appear") || $0.contains("Disappear") } == [])
        #expect(stage.factory.children.count == 1)
    }

    @Test func theOldViewIsGoneWhenTheCompletionRuns() {
        let stage = FactoryStage(mode: .swap)
        defer { stage.stop() }
        let old = stage.current
        var oldViewInAreaAtCompletion: Bool?
        stage.factory.onStep = { step in
            if step == "completion" { oldViewInAreaAtCompletion = old?.view.superview != nil }
        }
        stage.factory.button.sendActions()
        stage.clock.advance(by: FactoryContainerController.swapDuration)
        #expect(oldViewInAreaAtCompletion == false)
    }

    @Test func theNewDetailSlidesUpFromBelowWhileTheOldLeavesUpward() throws {
        let stage = FactoryStage(mode: .swap)
        defer { stage.stop() }
        let factory = stage.factory
        let old = try #require(stage.current)
        factory.button.sendActions()
        let new = try #require(factory.children.last as? FactoryDetailController)
        let area = factory.detailView.bounds
        #expect(new.view.presentation.frame.minY == area.height, "starts just below the area")
        stage.clock.advance(by: FactoryContainerController.swapDuration / 2)
        let newY = new.view.presentation.frame.minY, oldY = old.view.presentation.frame.minY
        #expect(newY > 0 && newY < area.height, "half-way the new detail is coming up: \(newY)")
        #expect(oldY < 0 && oldY > -area.height, "half-way the old detail is going up: \(oldY)")
        #expect(abs(newY - oldY - area.height) < 1e-6, "they move together, one area apart")
    }

    @Test func theButtonDropsOutOfTheWayAndReturns() {
        let stage = FactoryStage(mode: .swap)
        defer { stage.stop() }
        let factory = stage.factory
        let rest = factory.button.center
        let dropped = FactoryLayout.droppedButtonCenter(from: rest, in: factory.view.bounds)
        #expect(dropped.y - factory.button.frame.height / 2 > factory.view.bounds.maxY, "dropped means wholly below the view")
        factory.button.sendActions()
        #expect(factory.button.center == dropped, "the model value changes at once")
        stage.clock.advance(by: FactoryContainerController.swapDuration / 2)
        let midY = factory.button.presentation.frame.midY
        #expect(midY > rest.y && midY < dropped.y, "mid-swap the button is on its way down: \(midY)")
        stage.clock.advance(by: FactoryContainerController.swapDuration / 2)
        #expect(abs(factory.button.presentation.frame.midY - dropped.y) < 1e-6, "at the swap's end it is all the way down")
        #expect(factory.button.center == rest, "the completion sends it back")
        stage.clock.advance(by: FactoryContainerController.buttonReturnDuration / 2)
        let returningY = factory.button.presentation.frame.midY
        #expect(returningY > rest.y && returningY < dropped.y, "coming back: \(returningY)")
        stage.clock.advance(by: FactoryContainerController.buttonReturnDuration / 2)
        #expect(factory.button.presentation.frame == factory.button.frame)
        #expect(factory.button.center == rest)
        #expect(stage.window.runningAnimationCount == 0)
    }

    @Test func pressesDuringASwapAreIgnored() {
        let stage = FactoryStage(mode: .swap)
        defer { stage.stop() }
        let factory = stage.factory
        factory.button.sendActions()
        _ = stage.take()
        factory.button.sendActions()
        #expect(stage.take() == [])
        #expect(factory.detailCount == 2 && factory.children.count == 2)
        stage.clock.advance(by: FactoryContainerController.swapDuration)
        factory.button.sendActions()
        #expect(factory.detailCount == 3, "a press after the swap's completion is taken")
    }

    @Test func theModeButtonsSwitchModes() {
        let stage = FactoryStage(mode: .present)
        defer { stage.stop() }
        let factory = stage.factory
        factory.modeButtons[1].sendActions()
        #expect(factory.mode == .swap)
        #expect(factory.modeButtons.map(\.title) == ["○ Present", "● Swap"])
        factory.button.sendActions()
        #expect(stage.window.runningAnimationCount > 0, "swap animates")
        stage.clock.advance(by: 2)
        factory.modeButtons[0].sendActions()
        #expect(factory.mode == .present)
        factory.button.sendActions()
        #expect(stage.window.runningAnimationCount == 0, "present does not")
        #expect(factory.children.map(\.title) == ["Detail 3"])
    }

    @Test func aHorizontalSwipeOnTheDetailChangesTheLabelColour() throws {
        let stage = FactoryStage()
        defer { stage.stop() }
        let detail = try #require(stage.current)
        let label = try #require(detail.captionLabel)
        let start = label.textColor
        let centre = stage.detailCentre()
        stage.drag([centre, Point(x: centre.x + 40, y: centre.y + 5), Point(x: centre.x + 120, y: centre.y + 10)])
        #expect(detail.swipeCount == 1)
        #expect(label.textColor != start)
        #expect(label.textColor != detail.color, "never the background colour")
        let afterFirst = label.textColor
        stage.drag([centre, Point(x: centre.x - 60, y: centre.y), Point(x: centre.x - 150, y: centre.y)])
        #expect(detail.swipeCount == 2, "leftward swipes count too")
        #expect(label.textColor != afterFirst)
    }

    @Test func verticalOrShortDragsLeaveTheColour() throws {
        let stage = FactoryStage()
        defer { stage.stop() }
        let detail = try #require(stage.current)
        let start = detail.captionLabel?.textColor
        let centre = stage.detailCentre()
        stage.drag([centre, Point(x: centre.x + 10, y: centre.y + 60), Point(x: centre.x + 20, y: centre.y + 150)])
        stage.drag([centre, Point(x: centre.x + 12, y: centre.y), Point(x: centre.x + 20, y: centre.y)])
        #expect(detail.swipeCount == 0)
        #expect(detail.captionLabel?.textColor == start)
        #expect(FactoryDetailController.isHorizontalSwipe(Point(x: -30, y: 29)))
        #expect(!FactoryDetailController.isHorizontalSwipe(Point(x: 29, y: 0)))
        #expect(!FactoryDetailController.isHorizontalSwipe(Point(x: 40, y: 40)))
    }

    @Test func theSameSeedMakesTheSameColours() {
        func colours(seed: UInt64) -> [Color] {
            let stage = FactoryStage(seed: seed)
            defer { stage.stop() }
            for _ in 0..<5 { stage.factory.button.sendActions() }
            return stage.factory.children.compactMap { ($0 as? FactoryDetailController)?.color }
                + [stage.current?.captionLabel?.textColor].compactMap { $0 }
        }
        let source = FactoryColorSource(seed: 7)
        let again = FactoryColorSource(seed: 7)
        let sequence = (0..<20).map { _ in source.nextColor().name }
        #expect(sequence == (0..<20).map { _ in again.nextColor().name })
        #expect(Set(sequence).count > 5, "it does vary: \(sequence)")
        let avoided = FlatPalette.all.dropFirst().map(\.color)
        #expect(source.nextColor(avoiding: avoided) == FlatPalette.all[0], "only the colour not avoided is left")
        #expect(colours(seed: 1) == colours(seed: 1))
    }

    @Test func theFactoryRowShowsItsDetailInTheCatalog() throws {
        let stage = try DemoStage()
        defer { stage.tearDown() }
        stage.select(.factory)
        let factory = stage.catalog.factory
        #expect(stage.catalog.rowController(for: .factory) === factory.navigationController)
        #expect(factory.appearanceState == .appeared && factory.currentDetailViewController?.appearanceState == .appeared)
        #expect(factory.navigationItem.leftBarButtonItems.map(\.title) == ["Menu"])
        _ = stage.takeLines()
        factory.modeButtons[1].sendActions()
        factory.button.sendActions()
        stage.clock.advance(by: 2)
        #expect(stage.takeLines() == [
            "lifecycle: Detail 1 willMove parent=nil",
            "lifecycle: Detail 2 willMove parent=Factory",
            "lifecycle: Detail 2 viewDidLoad",
            "lifecycle: Detail 1 viewWillDisappear animated=true",
            "lifecycle: Detail 2 viewWillAppear animated=true",
            "lifecycle: Detail 1 viewDidDisappear animated=true",
            "lifecycle: Detail 2 viewDidAppear animated=true",
            "lifecycle: Detail 1 didMove parent=nil",
            "lifecycle: Detail 2 didMove parent=Factory",
        ])
        #expect(stage.reportedRefusals.isEmpty)
    }
}
