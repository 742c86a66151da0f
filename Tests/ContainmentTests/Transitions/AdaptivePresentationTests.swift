import Testing
@_spi(Adapter) @_spi(Testing) @testable import Containment

/// The presentation controller's delegate: dismissals the user starts with Escape, and the
/// adaptive style.
@MainActor
@Suite("Adaptive presentation controller delegate")
struct AdaptivePresentationTests {
    @MainActor
    private final class Delegate: AdaptivePresentationControllerDelegate {
        let log: CallLog
        var allows = false
        var adaptedStyle: ModalPresentationStyle?
        init(log: CallLog) { self.log = log }
        func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool {
            log.append("shouldDismiss \(presentationController.presentedViewController.debugName)")
            return allows
        }
        func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) { log.append("didAttemptToDismiss") }
        func presentationControllerWillDismiss(_ presentationController: PresentationController) { log.append("willDismiss") }
        func presentationControllerDidDismiss(_ presentationController: PresentationController) { log.append("didDismiss") }
        func adaptivePresentationStyle(for controller: PresentationController, traitCollection: TraitCollection) -> ModalPresentationStyle? {
            adaptedStyle
        }
    }

    @Test("Escape asks the delegate: refused, it hears the attempt; allowed, will, the dismissal, then did")
    func escapeAsksTheDelegate() {
        let stage = Stage()
        let log = stage.log
        let sheet = RecordingViewController("Sheet", log: log)
        sheet.modalPresentationStyle = .pageSheet
        let delegate = Delegate(log: log)
        sheet.presentationController?.delegate = delegate
        stage.root.present(sheet, animated: false)
        _ = log.take()

        stage.window.handleKeyCommand(input: KeyCommand.inputEscape, modifierFlags: [])
        #expect(log.take() == ["shouldDismiss Sheet", "didAttemptToDismiss"])
        #expect(stage.root.presentedViewController === sheet)

        delegate.allows = true
        stage.window.handleKeyCommand(input: KeyCommand.inputEscape, modifierFlags: [])
        #expect(log.take() == ["shouldDismiss Sheet", "willDismiss", "Sheet viewWillDisappear animated=true"])
        stage.clock.advance(by: 1)
        #expect(log.take() == ["Sheet viewDidDisappear animated=true", "didDismiss"])
        #expect(stage.root.presentedViewController == nil)
    }

    @Test("the delegate's adaptive style replaces a built-in one: a page sheet shown full screen covers its presenter")
    func adaptiveStyle() {
        let stage = Stage()
        let log = stage.log
        let sheet = RecordingViewController("Sheet", log: log)
        sheet.modalPresentationStyle = .pageSheet
        let delegate = Delegate(log: log)
        delegate.adaptedStyle = .fullScreen
        sheet.presentationController?.delegate = delegate
        stage.root.present(sheet, animated: false)
        #expect(log.take() == ["Sheet viewDidLoad", "Root viewWillDisappear animated=false", "Sheet viewWillAppear animated=false",
                               "Sheet viewDidAppear animated=false", "Root viewDidDisappear animated=false"])
        #expect(sheet.presentationContainerView?.style == .fullScreen)
        #expect(sheet.presentationContainerView?.dimmingView == nil)
        #expect(sheet.view.frame == stage.window.bounds)
    }

    @Test("controllers pushed and popped through a custom animator are freed")
    func customNavigationFreesControllers() {
        let clock = ManualClock()
        let log = CallLog()
        let nav = NavigationController(rootViewController: ViewController())
        let delegate = TestNavigationDelegate(log: log, animator: SlideUpAnimator(log: log))
        nav.delegate = delegate
        let window = makeWindow(root: nav, clock: clock)
        weak var weakPushed: ViewController?
        do {
            let pushed = ViewController()
            nav.pushViewController(pushed, animated: true)
            clock.advance(by: 1)
            let interaction = PercentDrivenInteractiveTransition()
            delegate.interaction = interaction
            nav.popViewController(animated: true)
            interaction.update(0.5)
            interaction.cancel()
            clock.advance(by: 1)
            delegate.interaction = nil
            nav.popViewController(animated: true)
            clock.advance(by: 1)
            weakPushed = pushed
        }
        #expect(weakPushed == nil)
        #expect(nav.viewControllers.count == 1 && window.rootViewController === nav)
    }
}
