import Testing
@_spi(Adapter) @_spi(Testing) @testable import Containment

/// `transition(from:to:duration:options:animations:completion:)` in UIKit's order.
@MainActor
@Suite("transition(from:to:)")
struct TransitionTests {
    /// A root with child A on screen and child B added, views loaded.
    private func stageWithTwoChildren() -> (Stage, RecordingViewController, RecordingViewController) {
        let stage = Stage()
        let a = RecordingViewController("A", log: stage.log)
        let b = RecordingViewController("B", log: stage.log)
        stage.embed(a)
        b.view.frame = stage.root.view.bounds
        stage.root.addChild(b)
        _ = stage.log.take()
        return (stage, a, b)
    }

    @Test("animated: will callbacks at once, did callbacks and completion when the clock reaches the end")
    func animatedTransition() {
        let (stage, a, b) = stageWithTwoChildren()
        a.willMove(toParent: nil)
        stage.root.transition(from: a, to: b, duration: 0.5, options: [], animations: {
            a.view.frame.origin.x = 1024
        }) { finished in
            stage.log.append("completion finished=\(finished)")
            b.didMove(toParent: stage.root)
            a.removeFromParent()
        }
        #expect(stage.log.take() == [
            "A willMove parent=nil",
            "A viewWillDisappear animated=true",
            "B viewWillAppear animated=true",
        ])
        #expect(b.view.superview === stage.root.view, "the new view is added at once")
        #expect(a.view.superview === stage.root.view, "the old view stays until the end")
        stage.clock.advance(by: 0.25)
        #expect(stage.log.take() == [])
        let midX = a.view.presentation.frame.minX
        #expect(midX > 0 && midX < 1024, "half-way the presentation is in between: \(midX)")
        stage.clock.advance(by: 0.25)
        #expect(stage.log.take() == [
            "A viewDidDisappear animated=true",
            "B viewDidAppear animated=true",
            "completion finished=true",
            "B didMove parent=Root",
            "A didMove parent=nil",
        ])
        #expect(a.view.superview == nil)
        #expect(stage.root.children.map(\.title) == ["B"])
        #expect(stage.window.runningAnimationCount == 0)
    }

    @Test("not animated (duration 0): everything happens inside the call, animated=false")
    func immediateTransition() {
        let (stage, a, b) = stageWithTwoChildren()
        stage.root.transition(from: a, to: b, duration: 0, animations: nil) { finished in
            stage.log.append("completion finished=\(finished)")
        }
        #expect(stage.log.take() == [
            "A viewWillDisappear animated=false",
            "B viewWillAppear animated=false",
            "A viewDidDisappear animated=false",
            "B viewDidAppear animated=false",
            "completion finished=true",
        ])
    }

    @Test("a flip is recorded on the container with progress for the adapter to draw")
    func flipIsRecorded() {
        let (stage, a, b) = stageWithTwoChildren()
        stage.root.transition(from: a, to: b, duration: 1, options: [.transitionFlipFromLeft, .curveLinear], animations: nil)
        let transition = stage.root.view.activeTransition
        #expect(transition?.kind == .flipFromLeft)
        #expect(transition?.fromView === a.view)
        #expect(transition?.toView === b.view)
        stage.clock.advance(by: 0.25)
        #expect(abs((transition?.progress ?? 0) - 0.25) < 1e-9)
        #expect(transition?.showsToView == false)
        stage.clock.advance(by: 0.5)
        #expect(transition?.showsToView == true)
        stage.clock.advance(by: 0.25)
        #expect(stage.root.view.activeTransition == nil)
        #expect(b.appearanceState == .appeared)
        #expect(a.appearanceState == .disappeared)
    }

    @Test("off screen the transition swaps views without appearance callbacks")
    func offScreenTransition() {
        let log = CallLog()
        let parent = RecordingViewController("P", log: log)
        let a = RecordingViewController("A", log: log)
        let b = RecordingViewController("B", log: log)
        parent.addChild(a)
        parent.view.addSubview(a.view)
        parent.addChild(b)
        _ = log.take()
        parent.transition(from: a, to: b, duration: 0.3, animations: nil)
        #expect(log.take() == ["B viewDidLoad"])
        #expect(a.view.superview == nil && b.view.superview === parent.view, "no window: jumps to the end")
    }
}

/// Manual forwarding and the two cancellation cases of the appearance state machine.
@MainActor
@Suite("Appearance forwarding")
struct AppearanceForwardingTests {
    /// A container that forwards nothing by itself, as custom containers with
    /// `shouldAutomaticallyForwardAppearanceMethods == false` do.
    final class ManualContainer: RecordingViewController {
        override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
    }

    @Test("manual forwarding: nothing reaches the child until the container calls begin/end")
    func manualForwarding() {
        let stage = Stage()
        let container = ManualContainer("Manual", log: stage.log)
        let child = RecordingViewController("Child", log: stage.log)
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        _ = stage.log.take()
        stage.embed(container)
        #expect(stage.log.take() == [
            "Manual willMove parent=Root",
            "Manual viewWillAppear animated=false",
            "Manual viewDidAppear animated=false",
            "Manual didMove parent=Root",
        ])
        #expect(child.appearanceState == .disappeared)
        child.beginAppearanceTransition(true, animated: true)
        #expect(stage.log.take() == ["Child viewWillAppear animated=true"])
        child.endAppearanceTransition()
        #expect(stage.log.take() == ["Child viewDidAppear animated=true"])
        child.view.removeFromSuperview()
        #expect(stage.log.take() == [], "removing the view of a manually forwarded child sends nothing")
        #expect(child.appearanceState == .appeared)
    }

    @Test("cancellation: a disappear begun while appearing turns it around, balanced")
    func cancelAppearing() {
        let diagnostics = DiagnosticsRecorder()
        defer { diagnostics.stop() }
        let log = CallLog()
        let controller = RecordingViewController("C", log: log)
        controller.beginAppearanceTransition(true, animated: true)
        controller.beginAppearanceTransition(false, animated: true)
        controller.endAppearanceTransition()
        #expect(log.take() == [
            "C viewDidLoad",
            "C viewWillAppear animated=true",
            "C viewWillDisappear animated=true",
            "C viewDidDisappear animated=true",
        ])
        #expect(controller.appearanceState == .disappeared)
        #expect(diagnostics.warnings.isEmpty)
    }

    @Test("cancellation: an appear begun while disappearing turns it around, balanced")
    func cancelDisappearing() {
        let diagnostics = DiagnosticsRecorder()
        defer { diagnostics.stop() }
        let log = CallLog()
        let controller = RecordingViewController("C", log: log)
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()
        _ = log.take()
        controller.beginAppearanceTransition(false, animated: true)
        controller.beginAppearanceTransition(true, animated: true)
        controller.endAppearanceTransition()
        #expect(log.take() == [
            "C viewWillDisappear animated=true",
            "C viewWillAppear animated=true",
            "C viewDidAppear animated=true",
        ])
        #expect(controller.appearanceState == .appeared)
        #expect(diagnostics.warnings.isEmpty)
    }

    @Test("a repeated begin is ignored with a warning; an end with nothing in flight too")
    func repeatedBegin() {
        let diagnostics = DiagnosticsRecorder()
        defer { diagnostics.stop() }
        let log = CallLog()
        let controller = RecordingViewController("C", log: log)
        controller.beginAppearanceTransition(true, animated: false)
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()
        controller.endAppearanceTransition()
        #expect(log.take() == ["C viewDidLoad", "C viewWillAppear animated=false", "C viewDidAppear animated=false"])
        #expect(diagnostics.warnings.count == 2)
        #expect(diagnostics.warnings.allSatisfy { $0.contains("Unbalanced calls to begin/end appearance transitions for C") })
    }

    @Test("a child added while its parent is appearing finishes with the parent")
    func childAddedDuringParentAppearance() {
        let log = CallLog()
        let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 600))
        final class EagerParent: RecordingViewController {
            var childToAdd: ViewController?
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                guard let child = childToAdd else { return }
                addChild(child)
                view.addSubview(child.view)
                child.didMove(toParent: self)
            }
        }
        let parent = EagerParent("P", log: log)
        parent.childToAdd = RecordingViewController("C", log: log)
        window.rootViewController = parent
        window.makeKeyAndVisible()
        #expect(log.take() == [
            "P viewDidLoad",
            "P viewWillAppear animated=false",
            "C willMove parent=P",
            "C viewDidLoad",
            "C didMove parent=P",
            "C viewWillAppear animated=false",
            "P viewDidAppear animated=false",
            "C viewDidAppear animated=false",
        ])
    }
}
