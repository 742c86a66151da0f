import Testing
@_spi(Adapter) @_spi(Testing) @testable import Containment

/// Custom presentations through a transitioning delegate, compared with UIKit's whole sequences.
@MainActor
@Suite("Custom presentation")
struct CustomPresentationTests {
    private func customModal(_ log: CallLog, _ delegate: TestTransitioningDelegate, style: ModalPresentationStyle = .custom) -> RecordingViewController {
        let modal = RecordingViewController("Modal", log: log)
        modal.modalPresentationStyle = style
        modal.transitioningDelegate = delegate
        return modal
    }

    @Test("custom present and dismiss: the animator adds and moves the view; hooks and callbacks in UIKit's order")
    func presentAndDismiss() {
        let stage = Stage()
        let log = stage.log
        let animator = SlideUpAnimator(log: log)
        let delegate = TestTransitioningDelegate(log: log, animator: animator)
        let modal = customModal(log, delegate)

        stage.root.present(modal, animated: true) { log.append("completion") }
        #expect(log.take() == [
            "Modal viewDidLoad", "Modal viewWillAppear animated=true",
            "PC presentationTransitionWillBegin", "animateTransition interactive=false",
        ])
        let container = modal.presentationContainerView
        #expect(container != nil && modal.view.superview === container, "the animator put the view in the container")
        #expect(modal.presentationController is LoggingPresentationController)
        #expect(modal.presentationController?.presentingViewController === stage.root)
        #expect(modal.transitionCoordinator != nil && stage.root.transitionCoordinator != nil)
        stage.clock.advance(by: 0.2)
        let y = modal.view.presentation.frame.minY
        #expect(y > 0 && y < 768, "slides up on the window's clock: y=\(y)")
        stage.clock.advance(by: 0.3)
        #expect(log.take() == [
            "PC presentationTransitionDidEnd true", "Modal viewDidAppear animated=true", "completion", "animationEnded true",
        ])
        #expect(modal.view.frame == Rect(x: 0, y: 0, width: 1024, height: 768))
        #expect(stage.root.appearanceState == .appeared, "a custom presentation keeps the presenter")
        #expect(stage.root.view.window === stage.window)
        #expect(modal.transitionCoordinator == nil && stage.root.transitionCoordinator == nil)

        stage.root.dismiss(animated: true) { log.append("completion") }
        #expect(log.take() == ["Modal viewWillDisappear animated=true", "PC dismissalTransitionWillBegin", "animateTransition interactive=false"])
        stage.clock.advance(by: 0.5)
        #expect(log.take() == [
            "PC dismissalTransitionDidEnd true", "Modal viewDidDisappear animated=true", "completion", "animationEnded true",
        ])
        #expect(modal.viewIfLoaded?.window == nil)
        #expect(stage.root.presentedViewController == nil && modal.presentingViewController == nil)
        #expect(stage.window.subviews.count == 1, "the container left the window")
    }

    @Test("an animator for a full-screen style: the presenter disappears and its view leaves at the end")
    func animatorForFullScreen() {
        let stage = Stage()
        let log = stage.log
        let delegate = TestTransitioningDelegate(log: log, animator: SlideUpAnimator(log: log))
        let modal = customModal(log, delegate, style: .fullScreen)

        stage.root.present(modal, animated: true)
        #expect(log.take() == [
            "Modal viewDidLoad", "Root viewWillDisappear animated=true", "Modal viewWillAppear animated=true",
            "animateTransition interactive=false",
        ])
        #expect(!(modal.presentationController is LoggingPresentationController), "asked for only with .custom")
        stage.clock.advance(by: 1)
        #expect(log.take() == ["Modal viewDidAppear animated=true", "Root viewDidDisappear animated=true", "animationEnded true"])
        #expect(stage.root.view.window == nil)
        stage.root.dismiss(animated: true)
        #expect(log.take() == ["Modal viewWillDisappear animated=true", "Root viewWillAppear animated=true", "animateTransition interactive=false"])
        stage.clock.advance(by: 1)
        #expect(log.take() == ["Root viewDidAppear animated=true", "Modal viewDidDisappear animated=true", "animationEnded true"])
        #expect(stage.root.view.window === stage.window)
    }

    @Test("interactive dismissal finished through a percent-driven interaction")
    func interactiveDismissFinished() {
        let stage = Stage()
        let log = stage.log
        let delegate = TestTransitioningDelegate(log: log, animator: SlideUpAnimator(log: log))
        let modal = customModal(log, delegate)
        stage.root.present(modal, animated: false)
        _ = log.take()
        let interaction = PercentDrivenInteractiveTransition()
        delegate.dismissalInteraction = interaction

        stage.root.dismiss(animated: true) { log.append("completion") }
        #expect(log.take() == ["Modal viewWillDisappear animated=true", "PC dismissalTransitionWillBegin", "animateTransition interactive=true"])
        stage.clock.advance(by: 5)
        #expect(log.take() == [], "an interaction holds the animation and the watchdog")
        #expect(modal.view.presentation.frame.minY == 0)
        interaction.update(0.5)
        let y = modal.view.presentation.frame.minY
        #expect(y > 0 && y < 768, "half-way down: y=\(y)")
        #expect(interaction.percentComplete == 0.5)
        interaction.finish()
        #expect(log.take() == [])
        stage.clock.advance(by: 1)
        #expect(log.take() == [
            "PC dismissalTransitionDidEnd true", "Modal viewDidDisappear animated=true", "completion", "animationEnded true",
        ])
        #expect(stage.root.presentedViewController == nil)
        #expect(modal.viewIfLoaded?.window == nil)
    }

    @Test("interactive dismissal cancelled: the presented side appears again, the presenter disappears again, all as before")
    func interactiveDismissCancelled() {
        let stage = Stage()
        let log = stage.log
        let delegate = TestTransitioningDelegate(log: log, animator: SlideUpAnimator(log: log))
        let modal = customModal(log, delegate, style: .fullScreen)
        stage.root.present(modal, animated: false)
        _ = log.take()
        let before = treeSnapshot(stage.root)
        let interaction = PercentDrivenInteractiveTransition()
        delegate.dismissalInteraction = interaction

        stage.root.dismiss(animated: true) { log.append("completion") }
        #expect(log.take() == ["Modal viewWillDisappear animated=true", "Root viewWillAppear animated=true", "animateTransition interactive=true"])
        #expect(stage.root.view.window === stage.window, "the presenter's view is back under the dismissal")
        interaction.update(0.6)
        interaction.cancel()
        stage.clock.advance(by: 1)
        #expect(log.take() == [
            "Root viewWillDisappear animated=true", "Root viewDidDisappear animated=true",
            "Modal viewWillAppear animated=true", "Modal viewDidAppear animated=true", "animationEnded false",
        ])
        #expect(treeSnapshot(stage.root) == before)
        #expect(stage.root.view.window == nil, "the presenter's view left again")
        #expect(modal.view.frame == Rect(x: 0, y: 0, width: 1024, height: 768), "the model values went back")
        #expect(modal.view.presentation.frame == modal.view.frame)
        #expect(modal.presentationContainerView?.phase == .presented)
        #expect(modal.presentingViewController === stage.root && !modal.isBeingDismissed)

        // The presentation still works: a plain dismissal ends it.
        delegate.dismissalInteraction = nil
        stage.root.dismiss(animated: false)
        #expect(stage.root.presentedViewController == nil)
        #expect(stage.root.appearanceState == .appeared && modal.appearanceState == .disappeared)
    }

    @Test("an InteractiveTransition drag drives a percent-driven dismissal: its progress, then the one release rule")
    func dragDrivesPercentDrivenDismissal() {
        let stage = Stage()
        let log = stage.log
        let delegate = TestTransitioningDelegate(log: log, animator: SlideUpAnimator(log: log))
        let modal = customModal(log, delegate)
        stage.root.present(modal, animated: false)
        let interaction = PercentDrivenInteractiveTransition()
        delegate.dismissalInteraction = interaction
        let drag = InteractiveTransition(distance: 200)
        interaction.drive(with: drag)

        for releaseAt in [60.0, 150.0] {
            stage.root.dismiss(animated: true)
            _ = log.take()
            drag.begin()
            drag.update(translation: releaseAt)
            #expect(interaction.percentComplete == releaseAt / 200)
            drag.finish(velocity: 0)
            stage.clock.advance(by: 1)
            if releaseAt < 100 {
                #expect(log.take() == ["PC dismissalTransitionDidEnd false", "Modal viewWillAppear animated=true",
                                       "Modal viewDidAppear animated=true", "animationEnded false"], "short of half: cancelled")
                #expect(stage.root.presentedViewController === modal)
            } else {
                #expect(log.take() == ["PC dismissalTransitionDidEnd true", "Modal viewDidDisappear animated=true",
                                       "animationEnded true"], "past half: finished, the same interaction reused")
                #expect(stage.root.presentedViewController == nil)
            }
        }
    }

    @Test("the coordinator is there from the will callbacks: alongside animations and completion with a context")
    func coordinatorDuringPresentation() {
        let stage = Stage()
        let log = stage.log
        let delegate = TestTransitioningDelegate(log: log, animator: SlideUpAnimator(log: log))
        delegate.logsPresentationController = false
        let modal = CoordinatorProbe("Probe", log: log)
        modal.modalPresentationStyle = .custom
        modal.transitioningDelegate = delegate
        let interaction = PercentDrivenInteractiveTransition()
        delegate.presentationInteraction = interaction

        stage.root.present(modal, animated: true)
        #expect(log.take() == [
            "Probe viewDidLoad", "Probe viewWillAppear animated=true",
            "animateTransition interactive=true", "Probe alongside appear interactive=true",
        ])
        interaction.update(0.3)
        interaction.cancel()
        #expect(log.take() == ["Probe interaction ended cancelled=true"])
        stage.clock.advance(by: 1)
        #expect(log.take() == [
            "Probe coordinator completion cancelled=true",
            "Probe viewWillDisappear animated=true", "Probe disappear: no coordinator", "Probe viewDidDisappear animated=true",
            "animationEnded false",
        ])
        #expect(stage.root.presentedViewController == nil && modal.presentingViewController == nil)
        #expect(modal.viewIfLoaded?.window == nil)
        #expect(stage.window.subviews.count == 1)
    }

    @Test("a completeTransition that never comes is reported after the duration and a margin; the window stays usable")
    func missingCompletion() {
        let stage = Stage()
        let log = stage.log
        let recorder = DiagnosticsRecorder()
        defer { recorder.stop() }
        let animator = SlideUpAnimator(log: log)
        animator.completes = false
        let delegate = TestTransitioningDelegate(log: log, animator: animator)
        let modal = customModal(log, delegate)

        stage.root.present(modal, animated: true)
        _ = log.take()
        let context = animator.lastContext
        stage.clock.advance(by: animator.duration + 1)
        #expect(log.take() == [] && recorder.refusals.isEmpty, "not yet")
        stage.clock.advance(by: TransitionContext.completionGrace)
        #expect(recorder.refusals.map(\.kind) == [.transitionNotCompleted])
        #expect(recorder.refusals.first?.message.contains("did not call completeTransition") == true)
        #expect(log.take() == ["PC presentationTransitionDidEnd true", "Modal viewDidAppear animated=true", "animationEnded true"])
        #expect(modal.presentationContainerView?.phase == .presented, "input reaches the presented view again")

        // A late completion from the animator is ignored with a warning and changes nothing.
        context?.completeTransition(true)
        #expect(recorder.refusals.map(\.kind) == [.transitionNotCompleted])
        #expect(recorder.warnings.contains { $0.contains("came after it was ended without the animator") })
        #expect(log.take() == [])
        stage.root.dismiss(animated: false)
        #expect(stage.root.presentedViewController == nil)
    }

    @Test("completeTransition called twice is refused clearly")
    func completeTwice() {
        let stage = Stage()
        let log = stage.log
        let recorder = DiagnosticsRecorder()
        defer { recorder.stop() }
        let animator = SlideUpAnimator(log: log)
        let delegate = TestTransitioningDelegate(log: log, animator: animator)
        let modal = customModal(log, delegate)
        stage.root.present(modal, animated: true)
        let context = animator.lastContext
        stage.clock.advance(by: 1)
        _ = log.take()
        #expect(context != nil)
        context?.completeTransition(true)
        #expect(recorder.refusals.map(\.kind) == [.transitionAlreadyCompleted])
        #expect(recorder.refusals.first?.message.contains("already completed") == true)
        #expect(log.take() == [])
    }

    @Test("presented controllers, presentation controllers and contexts are freed after a custom cycle")
    func noLeaks() {
        let stage = Stage()
        let log = stage.log
        weak var weakModal: RecordingViewController?
        weak var weakController: PresentationController?
        weak var weakContext: ViewControllerContextTransitioning?
        do {
            let animator = SlideUpAnimator(log: log)
            let delegate = TestTransitioningDelegate(log: log, animator: animator)
            let modal = customModal(log, delegate)
            let interaction = PercentDrivenInteractiveTransition()
            delegate.dismissalInteraction = interaction
            stage.root.present(modal, animated: true)
            stage.clock.advance(by: 1)
            stage.root.dismiss(animated: true)
            interaction.update(0.5)
            interaction.cancel()
            stage.clock.advance(by: 1)
            delegate.dismissalInteraction = nil
            stage.root.dismiss(animated: true)
            stage.clock.advance(by: 1)
            weakModal = modal
            weakController = modal.presentationController
            weakContext = animator.lastContext
        }
        #expect(weakModal == nil)
        #expect(weakController == nil)
        #expect(weakContext == nil)
    }
}
