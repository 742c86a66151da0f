@_spi(Adapter) import Containment
import ContainmentTestSupport
import Testing

/// An app's own container (``PanelController``, in the test support, written against the public
/// API alone) gets the standard abilities by declaring them, with nothing in the library naming
/// it: Escape, a touchpad swipe through `Window.handleScroll`, a bar value for the adapter.
@MainActor
@Suite("An app's own container")
struct AppContainerAbilitiesTests {
    private let clock = ManualClock()
    private let window: Window
    private let panel = PanelController(
        title: "Mail", content: ViewController(title: "Inbox"), panel: ViewController(title: "Folders"))

    init() {
        window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 600), clock: clock)
        window.rootViewController = panel
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
    }

    /// A touchpad scroll at the window's middle: `count` deltas of `dx` points (GDK's sign:
    /// negative moves the content right), 20 ms apart, then the stop 200 ms later.
    @discardableResult
    private func swipe(_ dx: Double, count: Int, midway: () -> Void = {}) -> [Bool] {
        var time = 10.0
        var taken: [Bool] = []
        let location = Point(x: 400, y: 300)
        for _ in 0..<count {
            taken.append(window.handleScroll(ScrollEvent(.changed, at: location, delta: Point(x: dx, y: 0), time: time)))
            time += 0.02
        }
        midway()
        taken.append(window.handleScroll(ScrollEvent(.ended, at: location, time: time + 0.18)))
        return taken
    }

    @Test("Escape, a key the container declares, closes the open panel and is declined when it is closed")
    func escapeClosesThePanel() {
        #expect(!window.handleKeyCommand(input: KeyCommand.inputEscape, modifierFlags: []), "nothing to close")
        panel.openPanel()
        #expect(!window.handleKeyCommand(input: KeyCommand.inputEscape, modifierFlags: .shift), "Shift+Escape is another key")
        #expect(panel.isPanelOpen)
        #expect(window.handleKeyCommand(input: KeyCommand.inputEscape, modifierFlags: []))
        #expect(!panel.isPanelOpen)
    }

    @Test("the app's own command at the container comes before the container's Escape")
    func appCommandsComeFirst() {
        panel.openPanel()
        var ran = 0
        panel.addKeyCommand(KeyCommand(input: KeyCommand.inputEscape, modifierFlags: []) { _ in ran += 1 })
        #expect(window.handleKeyCommand(input: KeyCommand.inputEscape, modifierFlags: []))
        #expect(ran == 1)
        #expect(panel.isPanelOpen, "the app's command took the key")
    }

    @Test("a presented controller covers the container: Escape dismisses it, not the panel")
    func aPresentationCoversTheContainersKeys() {
        panel.openPanel()
        let sheet = ViewController(title: "Sheet")
        panel.present(sheet, animated: false)
        clock.advance(by: 1)
        #expect(window.handleKeyCommand(input: KeyCommand.inputEscape, modifierFlags: []))
        clock.advance(by: 1)
        #expect(panel.presentedViewController == nil)
        #expect(panel.isPanelOpen)
        #expect(window.handleKeyCommand(input: KeyCommand.inputEscape, modifierFlags: []))
        #expect(!panel.isPanelOpen)
    }

    @Test("a touchpad swipe drives the container's InteractiveTransition, following the fingers, and its release decides")
    func aSwipeOpensAndClosesThePanel() {
        var midway: Double?
        let taken = swipe(-30, count: 5) { midway = panel.panel.view.frame.minX }
        #expect(taken == Array(repeating: true, count: 6), "the container took every event")
        #expect(midway == -50, "150 of 200 points open while the fingers moved 150")
        #expect(panel.isPanelOpen, "released past half")
        #expect(panel.panel.view.frame.minX == 0)
        #expect(!panel.panelTransition.isActive)

        // Back a little and released slowly: springs back open.
        swipe(10, count: 3)
        #expect(panel.isPanelOpen)
        // A flick the other way closes it even short of half.
        var time = 20.0
        for _ in 0..<3 {
            window.handleScroll(ScrollEvent(.changed, at: Point(x: 400, y: 300), delta: Point(x: 20, y: 0), time: time))
            time += 0.01
        }
        window.handleScroll(ScrollEvent(.ended, at: Point(x: 400, y: 300), time: time))
        #expect(!panel.isPanelOpen, "a flick closes")
        #expect(panel.panel.view.frame.minX == -PanelController.panelWidth)
    }

    @Test("the swipe obeys the container's recognizer and the arbitration rule")
    func theSwipeFollowsTheRule() {
        panel.panelPan.isEnabled = false
        #expect(swipe(-30, count: 5) == Array(repeating: false, count: 6), "a disabled recognizer keeps it out")
        #expect(!panel.isPanelOpen)
        panel.panelPan.isEnabled = true
        #expect(swipe(30, count: 2) == [false, false, false], "nothing to close: the scroll goes on to native widgets")
        #expect(swipe(0, count: 1) == [false, false], "no movement starts nothing")
        #expect(!panel.isPanelOpen)
    }

    @Test("the bar is a value asked of the container, for its bar view only")
    func theBarIsAValue() throws {
        #expect(BarModel.provided(for: panel.content.view) == nil)
        #expect(BarModel.provided(for: panel.view) == nil)
        let bar = try #require(BarModel.provided(for: panel.headerView))
        #expect(bar.style == .navigation)
        #expect(bar.title == "Mail")
        #expect(bar.rightItems.map(\.title) == ["Open"])
        bar.rightItems[0].action()
        #expect(panel.isPanelOpen)
        let open = try #require(BarModel.provided(for: panel.headerView))
        #expect(open.title == "Mail Panel")
        #expect(open.rightItems.map(\.title) == ["Close"])
    }
}
