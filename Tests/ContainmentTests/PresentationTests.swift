import Testing
@_spi(Adapter) @_spi(Testing) @testable import Containment

/// A controller that also records, at each appearance callback, the presentation flags and
/// links UIKit code reads there.
@MainActor
private final class FlagProbe: RecordingViewController {
    private func flags(_ callback: String) {
        log.append("\(title ?? "?") \(callback) beingPresented=\(isBeingPresented) beingDismissed=\(isBeingDismissed) presenting=\(presentingViewController?.title ?? "nil")")
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        flags("viewWillAppear")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        flags("viewDidAppear")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        flags("viewWillDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        flags("viewDidDisappear")
    }
}

/// A small stack container, as a navigation controller holds its stack: every controller is a
/// child, only the top one's view is in the container's view.
@MainActor
private final class StackContainer: RecordingViewController {
    init(_ title: String, log: CallLog, stack: [ViewController]) {
        super.init(title, log: log)
        for controller in stack {
            addChild(controller)
            controller.didMove(toParent: self)
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        guard let top = children.last else { return }
        top.view.frame = view.bounds
        view.addSubview(top.view)
    }
}

/// Modal presentation, compared with UIKit's whole callback sequences.
@MainActor
@Suite("Modal presentation")
struct PresentationTests {
    private static let windowSize = Size(width: 1024, height: 768)

    /// The presentation containers in the window, bottom to top.
    private func containers(_ stage: Stage) -> [PresentationContainerView] {
        stage.window.subviews.compactMap { $0 as? PresentationContainerView }
    }

    // MARK: Whole sequences in every style

    @Test("present and dismiss, animated, in every style and transition: callbacks, views, mid-animation values",
          arguments: [ModalPresentationStyle.fullScreen, .pageSheet, .overFullScreen],
          [ModalTransitionStyle.coverVertical, .crossDissolve])
    func presentAndDismissAnimated(style: ModalPresentationStyle, transition: ModalTransitionStyle) {
        let stage = Stage()
        let log = stage.log
        let modal = RecordingViewController("Modal", log: log)
        modal.modalPresentationStyle = style
        modal.modalTransitionStyle = transition
        let covers = style == .fullScreen
        let resting = PresentationLayout.restingFrame(for: style, in: Self.windowSize)

        stage.root.present(modal, animated: true) { log.append("completion") }
        #expect(log.take() == ["Modal viewDidLoad"]
            + (covers ? ["Root viewWillDisappear animated=true"] : [])
            + ["Modal viewWillAppear animated=true"])
        #expect(stage.root.presentedViewController === modal)
        #expect(modal.presentingViewController === stage.root)
        #expect(modal.isBeingPresented)
        #expect(containers(stage).count == 1)
        #expect(modal.view.superview === containers(stage).first)
        #expect(stage.root.view.window === stage.window, "the presenter stays in the window during the transition")

        stage.clock.advance(by: PresentationLayout.transitionDuration / 2)
        #expect(log.take() == [], "nothing ends mid-animation")
        #expect(modal.view.frame == resting, "model values change at once")
        switch transition {
        case .coverVertical:
            let y = modal.view.presentation.frame.origin.y
            #expect(y > resting.minY && y < Self.windowSize.height, "slides up from below the bottom edge: y=\(y)")
            #expect(modal.view.presentation.alpha == 1)
        case .crossDissolve:
            let alpha = modal.view.presentation.alpha
            #expect(alpha > 0 && alpha < 1, "fades in: alpha=\(alpha)")
            #expect(modal.view.presentation.frame == resting)
        }
        if let dimming = modal.presentationContainerView?.dimmingView {
            #expect(dimming.presentation.alpha > 0 && dimming.presentation.alpha < PresentationLayout.dimmingAlpha)
        }

        stage.clock.advance(by: PresentationLayout.transitionDuration)
        #expect(log.take() == ["Modal viewDidAppear animated=true"]
            + (covers ? ["Root viewDidDisappear animated=true"] : [])
            + ["completion"])
        #expect(!modal.isBeingPresented)
        #expect(modal.appearanceState == .appeared)
        #expect(stage.root.appearanceState == (covers ? .disappeared : .appeared))
        #expect(covers ? stage.root.view.window == nil : stage.root.view.superview === stage.window,
                "a full-screen presentation takes the presenter's view out of the window; the others keep it")
        #expect(modal.view.presentation.frame == resting)
        #expect(modal.view.presentation.alpha == 1)
        #expect(modal.presentationContainerView?.showsSheet == (style == .pageSheet))
        #expect((modal.presentationContainerView?.dimmingView != nil) == (style == .pageSheet))

        stage.root.dismiss(animated: true) { log.append("completion") }
        #expect(log.take() == ["Modal viewWillDisappear animated=true"]
            + (covers ? ["Root viewWillAppear animated=true"] : []))
        #expect(modal.isBeingDismissed)
        #expect(stage.root.view.superview === stage.window, "the presenter's view is back under the dismissal")
        #expect(stage.root.view.frame == stage.window.bounds)

        stage.clock.advance(by: PresentationLayout.transitionDuration / 2)
        #expect(log.take() == [])
        switch transition {
        case .coverVertical:
            let y = modal.view.presentation.frame.origin.y
            #expect(y > resting.minY && y < Self.windowSize.height, "slides down: y=\(y)")
        case .crossDissolve:
            let alpha = modal.view.presentation.alpha
            #expect(alpha > 0 && alpha < 1, "fades out: alpha=\(alpha)")
        }

        stage.clock.advance(by: PresentationLayout.transitionDuration)
        #expect(log.take() == (covers ? ["Root viewDidAppear animated=true"] : [])
            + ["Modal viewDidDisappear animated=true", "completion"])
        #expect(stage.root.presentedViewController == nil)
        #expect(modal.presentingViewController == nil)
        #expect(!modal.isBeingDismissed)
        #expect(containers(stage).isEmpty)
        #expect(modal.view.superview == nil)
        #expect(stage.root.appearanceState == .appeared)
        #expect(stage.window.subviews.map { $0 === stage.root.view } == [true])
    }

    @Test("present and dismiss without animation in every style: the same order, at once, animated=false",
          arguments: [ModalPresentationStyle.fullScreen, .pageSheet, .overFullScreen],
          [ModalTransitionStyle.coverVertical, .crossDissolve])
    func presentAndDismissWithoutAnimation(style: ModalPresentationStyle, transition: ModalTransitionStyle) {
        let stage = Stage()
        let log = stage.log
        let modal = RecordingViewController("Modal", log: log)
        modal.modalPresentationStyle = style
        modal.modalTransitionStyle = transition
        let covers = style == .fullScreen

        stage.root.present(modal, animated: false) { log.append("completion") }
        #expect(log.take() == ["Modal viewDidLoad"]
            + (covers ? ["Root viewWillDisappear animated=false"] : [])
            + ["Modal viewWillAppear animated=false", "Modal viewDidAppear animated=false"]
            + (covers ? ["Root viewDidDisappear animated=false"] : [])
            + ["completion"])
        #expect(stage.window.runningAnimationCount == 0)
        #expect(modal.view.presentation.frame == PresentationLayout.restingFrame(for: style, in: Self.windowSize))
        #expect(modal.view.presentation.alpha == 1)
        #expect((stage.root.view.window != nil) == !covers)

        stage.root.dismiss(animated: false) { log.append("completion") }
        #expect(log.take() == ["Modal viewWillDisappear animated=false"]
            + (covers ? ["Root viewWillAppear animated=false", "Root viewDidAppear animated=false"] : [])
            + ["Modal viewDidDisappear animated=false", "completion"])
        #expect(containers(stage).isEmpty)
        #expect(stage.root.presentedViewController == nil)
    }

    // MARK: Flags and completion timing

    @Test("isBeingPresented and isBeingDismissed at each callback; presentingViewController is cleared before viewDidDisappear")
    func flagsAtEachCallback() {
        let stage = Stage()
        let log = stage.log
        let modal = FlagProbe("Modal", log: log)
        stage.root.present(modal, animated: true) { log.append("completion presented=\(modal.isBeingPresented)") }
        stage.clock.advance(by: 1)
        #expect(log.take().filter { $0.hasPrefix("Modal view") && $0.contains("being") || $0.hasPrefix("completion") } == [
            "Modal viewWillAppear beingPresented=true beingDismissed=false presenting=Root",
            "Modal viewDidAppear beingPresented=true beingDismissed=false presenting=Root",
            "completion presented=false",
        ])
        #expect(!modal.isBeingPresented)
        modal.dismiss(animated: true) { log.append("completion dismissed=\(modal.isBeingDismissed)") }
        #expect(modal.isBeingDismissed)
        stage.clock.advance(by: 1)
        #expect(log.take().filter { $0.hasPrefix("Modal view") && $0.contains("being") || $0.hasPrefix("completion") } == [
            "Modal viewWillDisappear beingPresented=false beingDismissed=true presenting=Root",
            "Modal viewDidDisappear beingPresented=false beingDismissed=true presenting=nil",
            "completion dismissed=false",
        ])
        #expect(!modal.isBeingDismissed)
    }

    @Test("completions run only when the transition has ended, after the last callback")
    func completionTiming() {
        let stage = Stage()
        let modal = RecordingViewController("Modal", log: stage.log)
        var presented = 0, dismissed = 0
        stage.root.present(modal, animated: true) { presented += 1 }
        stage.clock.advance(by: PresentationLayout.transitionDuration - 0.01)
        #expect(presented == 0)
        #expect(modal.appearanceState == .appearing)
        stage.clock.advance(by: 0.01)
        #expect(presented == 1)
        #expect(modal.appearanceState == .appeared)
        modal.dismiss(animated: true) { dismissed += 1 }
        stage.clock.advance(by: PresentationLayout.transitionDuration - 0.01)
        #expect(dismissed == 0)
        #expect(modal.appearanceState == .disappearing)
        stage.clock.advance(by: 0.01)
        #expect(dismissed == 1)
        #expect(presented == 1)
        #expect(modal.appearanceState == .disappeared)
    }

    @Test("dismiss when nothing is presented changes nothing and still calls the completion")
    func dismissWithNothingPresented() {
        let stage = Stage()
        let before = treeSnapshot(stage.root)
        var called = 0
        stage.root.dismiss(animated: true) { called += 1 }
        #expect(called == 1)
        let loose = ViewController(title: "Loose")
        loose.dismiss(animated: false) { called += 1 }
        #expect(called == 2)
        #expect(stage.log.take() == [])
        #expect(treeSnapshot(stage.root) == before)
        #expect(stage.window.runningAnimationCount == 0)
    }

    // MARK: Containers and presenting contexts

    @Test("presenting a stack appears only its visible controller; dismissing it takes the whole stack, which is freed")
    func presentedStack() {
        let stage = Stage()
        let log = stage.log
        weak var weakStack: StackContainer?
        weak var weakBottom: RecordingViewController?
        weak var weakTop: RecordingViewController?
        do {
            let bottom = RecordingViewController("Bottom", log: log)
            let top = RecordingViewController("Top", log: log)
            let stack = StackContainer("Stack", log: log, stack: [bottom, top])
            weakStack = stack
            weakBottom = bottom
            weakTop = top
            #expect(log.take() == [
                "Bottom willMove parent=Stack", "Bottom didMove parent=Stack",
                "Top willMove parent=Stack", "Top didMove parent=Stack",
            ])
            stage.root.present(stack, animated: true)
        }
        #expect(log.take() == [
            "Stack viewDidLoad", "Top viewDidLoad",
            "Root viewWillDisappear animated=true",
            "Stack viewWillAppear animated=true", "Top viewWillAppear animated=true",
        ])
        stage.clock.advance(by: 1)
        #expect(log.take() == [
            "Stack viewDidAppear animated=true", "Top viewDidAppear animated=true",
            "Root viewDidDisappear animated=true",
        ])
        #expect(weakBottom?.isViewLoaded == false, "the hidden controller of the stack is never loaded")

        weakTop?.dismiss(animated: true)
        #expect(log.take() == [
            "Stack viewWillDisappear animated=true", "Top viewWillDisappear animated=true",
            "Root viewWillAppear animated=true",
        ])
        stage.clock.advance(by: 1)
        #expect(log.take() == [
            "Root viewDidAppear animated=true",
            "Stack viewDidDisappear animated=true", "Top viewDidDisappear animated=true",
        ])
        #expect(stage.root.presentedViewController == nil)
        #expect(weakStack == nil)
        #expect(weakTop == nil)
        #expect(weakBottom == nil)
    }

    @Test("a child presents through the root of its chain, which disappears with the child")
    func presentFromChild() {
        let stage = Stage()
        let log = stage.log
        let child = RecordingViewController("Child", log: log)
        stage.embed(child)
        _ = log.take()
        let modal = RecordingViewController("Modal", log: log)
        child.present(modal, animated: true)
        #expect(modal.presentingViewController === stage.root, "the presentation goes up to the root, as UIKit's presentation context")
        #expect(stage.root.presentedViewController === modal)
        #expect(log.take() == [
            "Modal viewDidLoad",
            "Root viewWillDisappear animated=true", "Child viewWillDisappear animated=true",
            "Modal viewWillAppear animated=true",
        ])
        stage.clock.advance(by: 1)
        #expect(log.take() == [
            "Modal viewDidAppear animated=true",
            "Root viewDidDisappear animated=true", "Child viewDidDisappear animated=true",
        ])
        child.dismiss(animated: false)
        #expect(log.take() == [
            "Modal viewWillDisappear animated=false",
            "Root viewWillAppear animated=false", "Child viewWillAppear animated=false",
            "Root viewDidAppear animated=false", "Child viewDidAppear animated=false",
            "Modal viewDidDisappear animated=false",
        ])
        #expect(child.view.window === stage.window)
    }

    @Test("a presented controller presents in turn; its views stack above the earlier ones")
    func presentOverPresented() {
        let stage = Stage()
        let log = stage.log
        let sheet = RecordingViewController("Sheet", log: log)
        sheet.modalPresentationStyle = .pageSheet
        let cover = RecordingViewController("Cover", log: log)
        stage.root.present(sheet, animated: false)
        _ = log.take()
        let inner = RecordingViewController("Inner", log: log)
        stage.embed(inner, in: sheet)
        _ = log.take()
        inner.present(cover, animated: true)
        #expect(cover.presentingViewController === sheet)
        #expect(log.take() == [
            "Cover viewDidLoad",
            "Sheet viewWillDisappear animated=true", "Inner viewWillDisappear animated=true",
            "Cover viewWillAppear animated=true",
        ])
        stage.clock.advance(by: 1)
        #expect(log.take() == [
            "Cover viewDidAppear animated=true",
            "Sheet viewDidDisappear animated=true", "Inner viewDidDisappear animated=true",
        ])
        #expect(containers(stage).map { $0.presentedViewController?.title } == ["Sheet", "Cover"])
        #expect(stage.root.appearanceState == .appeared, "only the presenter is covered")
        #expect(sheet.view.window == nil)
        #expect(stage.window.presentedControllerChain().map(\.title) == ["Sheet", "Cover"])
    }

    // MARK: Dismissing chains

    @Test("dismissing from the root dismisses the whole chain; only the top animates, covered ones get nothing")
    func dismissFullScreenChain() {
        let stage = Stage()
        let log = stage.log
        weak var weakFirst: RecordingViewController?
        weak var weakSecond: RecordingViewController?
        do {
            let first = RecordingViewController("First", log: log)
            let second = RecordingViewController("Second", log: log)
            weakFirst = first
            weakSecond = second
            stage.root.present(first, animated: false)
            first.present(second, animated: false)
        }
        _ = log.take()
        #expect(containers(stage).count == 2)
        stage.root.dismiss(animated: true) { log.append("completion") }
        #expect(log.take() == ["Second viewWillDisappear animated=true", "Root viewWillAppear animated=true"])
        #expect(containers(stage).map { $0.presentedViewController?.title } == ["Second"], "the lower presentation leaves at once")
        #expect(stage.root.view.superview === stage.window)
        #expect(weakFirst?.isBeingDismissed == true)
        stage.clock.advance(by: PresentationLayout.transitionDuration / 2)
        let y = weakSecond?.view.presentation.frame.origin.y ?? 0
        #expect(y > 0 && y < Self.windowSize.height)
        stage.clock.advance(by: 1)
        #expect(log.take() == ["Root viewDidAppear animated=true", "Second viewDidDisappear animated=true", "completion"])
        #expect(containers(stage).isEmpty)
        #expect(stage.root.presentedViewController == nil)
        #expect(weakFirst == nil)
        #expect(weakSecond == nil)
    }

    @Test("dismissing a chain with a sheet on top: every visible controller disappears, top first")
    func dismissChainWithSheetOnTop() {
        let stage = Stage()
        let log = stage.log
        let first = RecordingViewController("First", log: log)
        let sheet = RecordingViewController("Sheet", log: log)
        sheet.modalPresentationStyle = .pageSheet
        stage.root.present(first, animated: false)
        first.present(sheet, animated: false)
        _ = log.take()
        #expect(first.appearanceState == .appeared)
        stage.root.dismiss(animated: true)
        #expect(log.take() == [
            "Sheet viewWillDisappear animated=true", "First viewWillDisappear animated=true",
            "Root viewWillAppear animated=true",
        ])
        stage.clock.advance(by: 1)
        #expect(log.take() == [
            "Root viewDidAppear animated=true",
            "Sheet viewDidDisappear animated=true", "First viewDidDisappear animated=true",
        ])
        #expect(first.presentingViewController == nil)
        #expect(first.presentedViewController == nil)
        #expect(sheet.presentingViewController == nil)
    }

    @Test("dismiss on a presenter dismisses what it presented, not itself; on the presented, itself")
    func dismissReceivers() {
        let stage = Stage()
        let log = stage.log
        let first = RecordingViewController("First", log: log)
        let second = RecordingViewController("Second", log: log)
        stage.root.present(first, animated: false)
        first.present(second, animated: false)
        _ = log.take()
        first.dismiss(animated: false)
        #expect(log.take() == [
            "Second viewWillDisappear animated=false",
            "First viewWillAppear animated=false", "First viewDidAppear animated=false",
            "Second viewDidDisappear animated=false",
        ])
        #expect(stage.root.presentedViewController === first)
        #expect(first.presentedViewController == nil)
        first.dismiss(animated: false)
        #expect(log.take() == [
            "First viewWillDisappear animated=false",
            "Root viewWillAppear animated=false", "Root viewDidAppear animated=false",
            "First viewDidDisappear animated=false",
        ])
        #expect(stage.root.presentedViewController == nil)
    }

    // MARK: Geometry, resizing, input

    @Test("a page sheet is centred in a regular window, full width in a compact one, over a dimming view")
    func sheetGeometry() {
        let stage = Stage()
        let sheet = RecordingViewController("Sheet", log: stage.log)
        sheet.modalPresentationStyle = .pageSheet
        stage.root.present(sheet, animated: false)
        #expect(sheet.view.frame == Rect(x: 162, y: 40, width: 700, height: 688))
        let container = sheet.presentationContainerView
        #expect(container?.frame == stage.window.bounds)
        #expect(container?.dimmingView?.frame == stage.window.bounds)
        #expect(container?.dimmingView?.backgroundColor == .black)
        #expect(container?.dimmingView?.alpha == 0.4)
        #expect(container?.subviews.first === container?.dimmingView, "the dimming view is behind the sheet")

        let compact = Stage(size: Size(width: 500, height: 700))
        let phoneSheet = RecordingViewController("Sheet", log: compact.log)
        phoneSheet.modalPresentationStyle = .pageSheet
        compact.root.present(phoneSheet, animated: false)
        #expect(phoneSheet.view.frame == Rect(x: 0, y: 40, width: 500, height: 660))
    }

    @Test("resizing the window resizes presented views, sends them their size and traits, and the covered root returns sized")
    func resizeWhilePresented() {
        let stage = Stage()
        let log = stage.log
        let modal = RecordingViewController("Modal", log: log)
        let sheet = RecordingViewController("Sheet", log: log)
        sheet.modalPresentationStyle = .pageSheet
        stage.root.present(modal, animated: false)
        modal.present(sheet, animated: false)
        _ = log.take()
        stage.window.resize(to: Size(width: 600, height: 500))
        #expect(modal.view.frame == Rect(x: 0, y: 0, width: 600, height: 500))
        #expect(sheet.view.frame == Rect(x: 0, y: 40, width: 600, height: 460))
        #expect(sheet.presentationContainerView?.dimmingView?.frame == Rect(x: 0, y: 0, width: 600, height: 500))
        let entries = log.take()
        #expect(entries.filter { $0.hasPrefix("Modal") } == ["Modal viewWillTransition size=600×500", "Modal traitCollectionDidChange h=compact"])
        #expect(entries.filter { $0.hasPrefix("Sheet") } == ["Sheet viewWillTransition size=600×460", "Sheet traitCollectionDidChange h=compact"])
        #expect(modal.traitCollection.horizontalSizeClass == .compact)
        #expect(sheet.traitCollection.horizontalSizeClass == .compact)

        stage.root.dismiss(animated: false)
        #expect(stage.root.view.frame == Rect(x: 0, y: 0, width: 600, height: 500), "the root returns at the window's new size")
        #expect(sheet.presentingViewController == nil)
    }

    @Test("a resize during the transition ends it at once, balanced")
    func resizeDuringTransition() {
        let stage = Stage()
        let log = stage.log
        let modal = RecordingViewController("Modal", log: log)
        stage.root.present(modal, animated: true) { log.append("completion") }
        _ = log.take()
        stage.clock.advance(by: 0.1)
        stage.window.resize(to: Size(width: 800, height: 600))
        stage.clock.advance(by: 0)
        #expect(log.take().filter { !$0.contains("Transition") && !$0.contains("trait") } == [
            "Modal viewDidAppear animated=true", "Root viewDidDisappear animated=true", "completion",
        ])
        #expect(modal.view.presentation.frame == Rect(x: 0, y: 0, width: 800, height: 600))
    }

    @Test("while something is presented the presenter gets no input; during the transition nothing does")
    func inputIsBlocked() {
        let stage = Stage()
        var rootTaps = 0, sheetTaps = 0
        stage.root.view.addGestureRecognizer(TapGestureRecognizer { _ in rootTaps += 1 })
        let sheet = RecordingViewController("Sheet", log: stage.log)
        sheet.modalPresentationStyle = .pageSheet
        sheet.view.addGestureRecognizer(TapGestureRecognizer { _ in sheetTaps += 1 })
        func tap(_ x: Double, _ y: Double) {
            let time = stage.clock.now
            _ = stage.window.handlePointer(PointerEvent(.began, at: Point(x: x, y: y), time: time))
            _ = stage.window.handlePointer(PointerEvent(.ended, at: Point(x: x, y: y), time: time + 0.05))
        }
        stage.root.present(sheet, animated: true)
        stage.clock.advance(by: 0.34)
        tap(500, 700)
        #expect(sheetTaps == 0 && rootTaps == 0, "the transition takes the tap")
        stage.clock.advance(by: 1)
        tap(20, 300)
        #expect(rootTaps == 0, "the dimming view takes a tap beside the sheet")
        tap(500, 300)
        #expect(sheetTaps == 1)
        sheet.dismiss(animated: false)
        tap(20, 300)
        #expect(rootTaps == 1)
    }

    @Test("presenting in a window that is not shown sends nothing until it is shown; then only the presented appears")
    func presentInHiddenWindow() {
        let log = CallLog()
        let window = Window(frame: Rect(x: 0, y: 0, width: 1024, height: 768), clock: ManualClock())
        let root = RecordingViewController("Root", log: log)
        window.rootViewController = root
        let modal = RecordingViewController("Modal", log: log)
        var completed = false
        root.present(modal, animated: false) { completed = true }
        #expect(completed)
        #expect(!modal.isBeingPresented)
        #expect(log.take() == ["Root viewDidLoad", "Modal viewDidLoad"])
        window.makeKeyAndVisible()
        #expect(log.take() == ["Modal viewWillAppear animated=false", "Modal viewDidAppear animated=false"])
        root.dismiss(animated: false)
        #expect(log.take() == [
            "Modal viewWillDisappear animated=false",
            "Root viewWillAppear animated=false", "Root viewDidAppear animated=false",
            "Modal viewDidDisappear animated=false",
        ])
    }

    // MARK: Refusals

    /// Runs `attempt` and checks it was refused with a message containing `fragments`, leaving
    /// the trees, the window's views and the callbacks as they were.
    private func expectRefusal(
        _ stage: Stage, watching presented: [ViewController], messageContains fragments: [String],
        _ attempt: () -> Void, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let diagnostics = DiagnosticsRecorder()
        defer { diagnostics.stop() }
        _ = stage.log.take()
        let before = ([stage.root] + presented).map(treeSnapshot)
        let viewsBefore = stage.window.subviews.map(ObjectIdentifier.init)
        let links = presented.map { "\($0.presentingViewController?.debugName ?? "nil") \($0.isBeingPresented) \($0.isBeingDismissed)" }
        attempt()
        #expect(diagnostics.refusals.count == 1, sourceLocation: sourceLocation)
        #expect(diagnostics.refusals.first?.kind == .presentationConflict, sourceLocation: sourceLocation)
        let message = diagnostics.refusals.first?.message ?? ""
        for fragment in fragments {
            #expect(message.contains(fragment), "\(message) should contain \(fragment)", sourceLocation: sourceLocation)
        }
        #expect(([stage.root] + presented).map(treeSnapshot) == before, sourceLocation: sourceLocation)
        #expect(stage.window.subviews.map(ObjectIdentifier.init) == viewsBefore, sourceLocation: sourceLocation)
        #expect(presented.map { "\($0.presentingViewController?.debugName ?? "nil") \($0.isBeingPresented) \($0.isBeingDismissed)" } == links, sourceLocation: sourceLocation)
        #expect(stage.log.take() == [], sourceLocation: sourceLocation)
    }

    @Test("presenting oneself is refused")
    func refusePresentingSelf() {
        let stage = Stage()
        expectRefusal(stage, watching: [], messageContains: ["Attempt to present Root on Root", "itself"]) {
            stage.root.present(stage.root, animated: false)
        }
        let child = RecordingViewController("Child", log: stage.log)
        stage.embed(child)
        expectRefusal(stage, watching: [], messageContains: ["Root", "(from Child)"]) {
            child.present(stage.root, animated: true)
        }
    }

    @Test("presenting a controller that is already presented is refused")
    func refusePresentingPresented() {
        let stage = Stage()
        let other = Stage()
        other.root.title = "Other"
        let modal = RecordingViewController("Modal", log: stage.log)
        stage.root.present(modal, animated: false)
        expectRefusal(stage, watching: [modal, other.root], messageContains: ["Attempt to present Modal on Other", "already presented by Root"]) {
            other.root.present(modal, animated: true)
        }
        #expect(other.root.presentedViewController == nil)
    }

    @Test("presenting from a controller that is already presenting is refused")
    func refusePresentingTwice() {
        let stage = Stage()
        let modal = RecordingViewController("Modal", log: stage.log)
        let second = RecordingViewController("Second", log: stage.log)
        stage.root.present(modal, animated: false)
        expectRefusal(stage, watching: [modal, second], messageContains: ["Attempt to present Second on Root", "already presenting Modal"]) {
            stage.root.present(second, animated: false)
        }
    }

    @Test("presenting a child of a container is refused")
    func refusePresentingChild() {
        let stage = Stage()
        let container = RecordingViewController("Container", log: stage.log)
        let child = RecordingViewController("Child", log: stage.log)
        stage.embed(container)
        stage.embed(child, in: container)
        expectRefusal(stage, watching: [], messageContains: ["Attempt to present Child on Root", "child of Container"]) {
            stage.root.present(child, animated: true)
        }
    }

    @Test("presenting a window's root view controller is refused")
    func refusePresentingRoot() {
        let stage = Stage()
        let other = Stage()
        other.root.title = "Other"
        expectRefusal(stage, watching: [other.root], messageContains: ["Attempt to present Other on Root", "window's root view controller"]) {
            stage.root.present(other.root, animated: true)
        }
        #expect(other.root.view.window === other.window)
    }

    @Test("presenting from a controller in no window is refused")
    func refusePresentingFromDetached() {
        let stage = Stage()
        let loose = RecordingViewController("Loose", log: stage.log)
        let modal = RecordingViewController("Modal", log: stage.log)
        expectRefusal(stage, watching: [loose, modal], messageContains: ["Attempt to present Modal on Loose", "not in the window hierarchy"]) {
            loose.present(modal, animated: true)
        }
    }

    @Test("presenting while a presentation or a dismissal is animating is refused; dismissing then is ignored with a warning")
    func refuseWhileInProgress() {
        let stage = Stage()
        let modal = RecordingViewController("Modal", log: stage.log)
        let second = RecordingViewController("Second", log: stage.log)
        stage.root.present(modal, animated: true)
        stage.clock.advance(by: 0.1)
        expectRefusal(stage, watching: [modal, second], messageContains: ["Attempt to present Second on Root", "presentation of Modal is in progress"]) {
            stage.root.present(second, animated: true)
        }
        expectRefusal(stage, watching: [modal, second], messageContains: ["Attempt to present Second on Modal", "Modal is itself being presented"]) {
            modal.present(second, animated: true)
        }
        let diagnostics = DiagnosticsRecorder()
        var dismissed = false
        modal.dismiss(animated: true) { dismissed = true }
        diagnostics.stop()
        #expect(diagnostics.warnings.count == 1)
        #expect(diagnostics.warnings.first?.contains("presentation of Modal is in progress") == true)
        #expect(!dismissed)
        #expect(modal.isBeingPresented)

        stage.clock.advance(by: 1)
        modal.dismiss(animated: true)
        stage.clock.advance(by: 0.1)
        expectRefusal(stage, watching: [modal, second], messageContains: ["Attempt to present Second on Root", "dismissal of Modal is in progress"]) {
            stage.root.present(second, animated: true)
        }
        stage.clock.advance(by: 1)
        #expect(stage.root.presentedViewController == nil)
        stage.root.present(second, animated: false)
        #expect(stage.root.presentedViewController === second, "once the dismissal ends, presenting works again")
    }

    // MARK: Memory

    @Test("a dismissed controller and its views are freed")
    func dismissedControllerIsFreed() {
        let stage = Stage()
        weak var weakModal: RecordingViewController?
        weak var weakView: View?
        weak var weakContainer: PresentationContainerView?
        do {
            let modal = RecordingViewController("Modal", log: stage.log)
            modal.modalPresentationStyle = .pageSheet
            modal.modalTransitionStyle = .crossDissolve
            weakModal = modal
            stage.root.present(modal, animated: true)
            weakView = modal.view
            weakContainer = modal.presentationContainerView
        }
        stage.clock.advance(by: 1)
        #expect(weakModal != nil, "the presenter keeps what it presents")
        weakModal?.dismiss(animated: true)
        stage.clock.advance(by: 1)
        #expect(weakModal == nil)
        #expect(weakView == nil)
        #expect(weakContainer == nil)
    }
}
