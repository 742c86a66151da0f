import Testing
@_spi(Adapter) @testable import Containment

/// `Window.appearanceHandler`: what a host hears of controllers appearing in its window, without
/// the lifecycle stream (which formats text for people, at a cost on every callback).
@MainActor
@Suite("Window appearance handler")
struct WindowAppearanceHandlerTests {
    /// Logs each handler call into the stage's log, between the controllers' own callbacks.
    private func listen(_ stage: Stage) {
        stage.window.appearanceHandler = { [log = stage.log] controller, appeared in
            log.append("handler \(controller.debugName) \(appeared ? "appeared" : "disappearing")")
        }
    }

    @Test("a push: the handler hears the leaving controller before its will-disappear and the new one before its did-appear")
    func push() {
        let stage = Stage()
        let a = RecordingViewController("A", log: stage.log)
        let b = RecordingViewController("B", log: stage.log)
        let nav = NavigationController(title: "Nav")
        nav.pushViewController(a, animated: false)
        _ = stage.log.take()
        listen(stage)
        stage.embed(nav)
        #expect(stage.log.take() == [
            "A viewDidLoad", "A viewWillAppear animated=false",
            "handler Nav appeared", "handler A appeared", "A viewDidAppear animated=false",
        ])
        nav.pushViewController(b, animated: true)
        stage.clock.advance(by: 0.35)
        #expect(stage.log.take() == [
            "B willMove parent=Nav",
            "B viewDidLoad",
            "handler A disappearing",
            "A viewWillDisappear animated=true",
            "B viewWillAppear animated=true",
            "A viewDidDisappear animated=true",
            "handler B appeared",
            "B viewDidAppear animated=true",
            "B didMove parent=Nav",
        ])
    }

    @Test("a controller appearing outside this window is not reported to it")
    func otherWindow() {
        let stage = Stage()
        let other = Stage()
        listen(stage)
        other.embed(RecordingViewController("Elsewhere", log: other.log))
        #expect(stage.log.take() == [])
        #expect(other.log.take().contains("Elsewhere viewDidAppear animated=false"))
    }

    @Test("a handler cleared is not called, and controllers stop looking for their window when no window has one")
    func cleared() {
        let stage = Stage()
        let before = Application.shared.windowsWithAppearanceHandlers
        listen(stage)
        #expect(Application.shared.windowsWithAppearanceHandlers == before + 1)
        listen(stage)
        #expect(Application.shared.windowsWithAppearanceHandlers == before + 1, "replacing a handler counts once")
        stage.window.appearanceHandler = nil
        #expect(Application.shared.windowsWithAppearanceHandlers == before)
        stage.embed(RecordingViewController("Late", log: stage.log))
        #expect(!stage.log.take().contains { $0.hasPrefix("handler") })
    }
}
