import Testing
@_spi(Adapter) @_spi(Testing) @testable import Containment
import ContainmentTestSupport

/// A minimal stack container (what NavigationController will be) that adopts
/// `SplitViewCollapsing`, so the collapse-by-push path is tested without the real one.
@MainActor
final class TestStack: RecordingViewController, SplitViewCollapsing {
    init(root: ViewController, log: CallLog) {
        super.init("Stack", log: log)
        push(root)
    }

    func push(_ controller: ViewController) {
        let old = children.last
        addChild(controller)
        controller.view.frame = view.bounds
        if let old, old.viewIfLoaded?.superview === view {
            transition(from: old, to: controller, duration: 0, animations: nil) { _ in controller.didMove(toParent: self) }
        } else {
            view.addSubview(controller.view)
            controller.didMove(toParent: self)
        }
    }

    func pop() -> ViewController? {
        guard children.count > 1, let top = children.last else { return nil }
        let below = children[children.count - 2]
        top.willMove(toParent: nil)
        below.view.frame = view.bounds
        transition(from: top, to: below, duration: 0, animations: nil) { _ in top.removeFromParent() }
        return top
    }

    func collapseSecondaryViewController(_ secondaryViewController: ViewController, for splitViewController: SplitViewController) {
        push(secondaryViewController)
    }

    func separateSecondaryViewController(for splitViewController: SplitViewController) -> ViewController? {
        pop()
    }

    override func show(_ viewController: ViewController, sender: Any?) {
        push(viewController)
    }
}

/// Records the delegate calls and answers as told.
@MainActor
final class RecordingSplitDelegate: SplitViewControllerDelegate {
    let log: CallLog
    var handlesCollapse = false
    var secondaryToSeparate: ViewController?
    init(log: CallLog) { self.log = log }

    func splitViewController(_ svc: SplitViewController, collapseSecondary secondary: ViewController, onto primary: ViewController) -> Bool {
        log.append("delegate collapseSecondary \(secondary.debugName) onto \(primary.debugName)")
        return handlesCollapse
    }

    func splitViewController(_ svc: SplitViewController, separateSecondaryFrom primary: ViewController) -> ViewController? {
        log.append("delegate separateSecondaryFrom \(primary.debugName)")
        return secondaryToSeparate
    }

    func splitViewController(_ svc: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode) {
        log.append("delegate willChangeTo \(displayMode)")
    }
}

/// A split view controller as the root of a visible window on a manual clock.
@MainActor
struct SplitStage {
    let testStage: TestStage
    var clock: ManualClock { testStage.clock }
    var window: Window { testStage.window }
    let split = SplitViewController(title: "Split")
    let log: CallLog

    init(log: CallLog, primary: ViewController, secondary: ViewController, width: Double = 1024, delegate: SplitViewControllerDelegate? = nil) {
        self.log = log
        testStage = TestStage(width: width, height: 768)
        split.delegate = delegate
        split.viewControllers = [primary, secondary]
        testStage.show(split)
        testStage.window.layoutIfNeeded()  // the first frame, as the adapter draws it
    }
}

@MainActor
@Suite("SplitViewController")
struct SplitViewControllerTests {
    @Test("both columns appear side by side, primary first, at the clamped primary width")
    func initialAppearance() {
        let log = CallLog()
        let master = RecordingViewController("Master", log: log)
        let detail = RecordingViewController("Detail", log: log)
        let split = SplitViewController(title: "Split")
        split.viewControllers = [master, detail]
        #expect(log.take() == [
            "Master willMove parent=Split", "Detail willMove parent=Split",
            "Master didMove parent=Split", "Detail didMove parent=Split",
        ])
        let window = Window(frame: Rect(x: 0, y: 0, width: 1024, height: 768), clock: ManualClock())
        window.rootViewController = split
        #expect(window.rootViewController === split, "a window accepts a split view controller as its root")
        #expect(log.take() == ["Master viewDidLoad", "Detail viewDidLoad"])
        window.makeKeyAndVisible()
        #expect(log.take() == [
            "Master viewWillAppear animated=false", "Detail viewWillAppear animated=false",
            "Master viewDidAppear animated=false", "Detail viewDidAppear animated=false",
        ])
        window.layoutIfNeeded()  // the first frame, as the adapter draws it
        #expect(!split.isCollapsed)
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(split.primaryColumnWidth == 358.4)
        #expect(master.view.frame == Rect(x: 0, y: 0, width: 358.4, height: 768))
        #expect(detail.view.frame == Rect(x: 358.4, y: 0, width: 665.6, height: 768))
        #expect(split.viewControllers.map(\.debugName) == ["Master", "Detail"])
        #expect(master.splitViewController === split)
        #expect(detail.splitViewController === split)
        #expect(split.splitViewController == nil)
    }

    @Test("primary column width: the fraction of the width clamped to the range, never wider than the width")
    func primaryWidthClamping() {
        func width(_ total: Double, _ fraction: Double = 0.35, _ minimum: Double = 200, _ maximum: Double = 360) -> Double {
            SplitViewLayout.primaryColumnWidth(forWidth: total, fraction: fraction, minimum: minimum, maximum: maximum)
        }
        #expect(width(1024) == 358.4)
        #expect(width(2000) == 360)
        #expect(abs(width(700) - 245) < 1e-9)
        #expect(width(400) == 200)
        #expect(width(150) == 150)
        #expect(width(1000, 0.35, 400, 300) == 300, "the maximum wins over a larger minimum")
        #expect(width(1000, 2) == 360)
        #expect(width(1000, -1) == 200)
        #expect(width(1000, .nan) == 200)
        #expect(width(-5) == 0)

        let log = CallLog()
        let master = RecordingViewController("Master", log: log)
        let stage = SplitStage(log: log, primary: master, secondary: RecordingViewController("Detail", log: log))
        stage.split.minimumPrimaryColumnWidth = 400
        stage.window.layoutIfNeeded()
        #expect(stage.split.primaryColumnWidth == 360, "the maximum (360) wins over a larger minimum")
        stage.split.maximumPrimaryColumnWidth = 500
        stage.window.layoutIfNeeded()
        #expect(stage.split.primaryColumnWidth == 400)
        #expect(master.view.frame.width == 400)
        stage.split.preferredPrimaryColumnWidthFraction = 0.1
        stage.split.minimumPrimaryColumnWidth = 120
        stage.window.layoutIfNeeded()
        #expect(master.view.frame.width == 120)
    }

    @Test("compact width collapses by pushing the secondary onto a stack primary; regular separates by popping it")
    func collapseAndSeparateWithStack() {
        let log = CallLog()
        let master = RecordingViewController("Master", log: log)
        let stack = TestStack(root: master, log: log)
        let detail = RecordingViewController("Detail", log: log)
        let stage = SplitStage(log: log, primary: stack, secondary: detail)
        _ = log.take()

        stage.window.resize(to: Size(width: 600, height: 768))
        #expect(log.take() == [
            "Stack viewWillTransition size=600×768", "Master viewWillTransition size=600×768", "Detail viewWillTransition size=600×768",
            "Detail willMove parent=nil", "Detail viewWillDisappear animated=false", "Detail viewDidDisappear animated=false",
            "Detail didMove parent=nil",
            "Detail willMove parent=Stack",
            "Master viewWillDisappear animated=false", "Detail viewWillAppear animated=false",
            "Master viewDidDisappear animated=false", "Detail viewDidAppear animated=false",
            "Detail didMove parent=Stack",
            "Stack traitCollectionDidChange h=compact", "Master traitCollectionDidChange h=compact",
            "Detail traitCollectionDidChange h=compact",
        ])
        #expect(stage.split.isCollapsed)
        #expect(stage.split.viewControllers.map(\.debugName) == ["Stack"])
        #expect(stack.children.map(\.debugName) == ["Master", "Detail"])
        #expect(detail.splitViewController === stage.split, "inside the stack it still belongs to the split view")
        #expect(stage.split.view.subviews.count == 1)

        // The stack grows to the full width over 0.3 s.
        #expect(stack.view.frame == Rect(x: 0, y: 0, width: 600, height: 768))
        stage.clock.advance(by: 0.15)
        #expect(stack.view.presentation.frame != stack.view.frame)
        #expect(stack.view.presentation.frame.width < 600)
        stage.clock.advance(by: 0.15)
        #expect(stack.view.presentation.frame == stack.view.frame)
        #expect(log.take() == [])

        stage.window.resize(to: Size(width: 1024, height: 768))
        #expect(log.take() == [
            "Stack viewWillTransition size=358.4×768", "Master viewWillTransition size=358.4×768", "Detail viewWillTransition size=358.4×768",
            "Detail willMove parent=nil",
            "Detail viewWillDisappear animated=false", "Master viewWillAppear animated=false",
            "Detail viewDidDisappear animated=false", "Master viewDidAppear animated=false",
            "Detail didMove parent=nil",
            "Detail willMove parent=Split", "Detail viewWillAppear animated=true",
            "Stack traitCollectionDidChange h=regular", "Master traitCollectionDidChange h=regular",
        ])
        #expect(!stage.split.isCollapsed)
        #expect(stage.split.viewControllers.map(\.debugName) == ["Stack", "Detail"])
        #expect(stack.children.map(\.debugName) == ["Master"])
        // The secondary slides in from the right while the stack narrows.
        #expect(detail.view.frame == Rect(x: 358.4, y: 0, width: 665.6, height: 768))
        stage.clock.advance(by: 0.15)
        #expect(detail.view.presentation.frame.minX > 358.4)
        #expect(detail.view.presentation.frame.minX < 1024)
        #expect(stack.view.presentation.frame.width > 358.4)
        #expect(log.take() == [])
        stage.clock.advance(by: 0.15)
        #expect(log.take() == ["Detail viewDidAppear animated=true", "Detail didMove parent=Split"])
        #expect(detail.view.presentation.frame == detail.view.frame)
        #expect(stack.view.presentation.frame == Rect(x: 0, y: 0, width: 358.4, height: 768))
        #expect(detail.appearanceState == .appeared)
        #expect(master.appearanceState == .appeared)
    }

    @Test("a delegate that handles the collapse: the secondary leaves and comes back on separation")
    func collapseHandledByDelegate() {
        let log = CallLog()
        let master = RecordingViewController("Master", log: log)
        let detail = RecordingViewController("Detail", log: log)
        let delegate = RecordingSplitDelegate(log: log)
        delegate.handlesCollapse = true
        let stack = TestStack(root: master, log: log)
        let stage = SplitStage(log: log, primary: stack, secondary: detail, delegate: delegate)
        _ = log.take()

        stage.window.resize(to: Size(width: 600, height: 768))
        let collapse = log.take().filter { !$0.contains("viewWillTransition") }
        #expect(collapse == [
            "delegate collapseSecondary Detail onto Stack",
            "Detail willMove parent=nil", "Detail viewWillDisappear animated=false", "Detail viewDidDisappear animated=false",
            "Detail didMove parent=nil",
            "Stack traitCollectionDidChange h=compact", "Master traitCollectionDidChange h=compact",
        ], "the stack is not asked: the delegate handled it")
        #expect(stack.children.map(\.debugName) == ["Master"])
        #expect(detail.parent == nil)
        #expect(detail.splitViewController == nil)
        stage.clock.advance(by: 0.3)

        stage.window.resize(to: Size(width: 1024, height: 768))
        let separate = log.take().filter { !$0.contains("viewWillTransition") }
        #expect(separate == [
            "delegate separateSecondaryFrom Stack",
            "Detail willMove parent=Split", "Detail viewWillAppear animated=true",
            "Stack traitCollectionDidChange h=regular", "Master traitCollectionDidChange h=regular",
        ], "the stack has nothing of the secondary's; the kept secondary returns")
        stage.clock.advance(by: 0.3)
        #expect(log.take() == ["Detail viewDidAppear animated=true", "Detail didMove parent=Split"])
        #expect(stage.split.viewControllers.map(\.debugName) == ["Stack", "Detail"])
    }

    @Test("a plain primary: the secondary is kept aside; a delegate may supply another secondary on separation")
    func collapseWithPlainPrimaryAndDelegateSecondary() {
        let log = CallLog()
        let master = RecordingViewController("Master", log: log)
        let detail = RecordingViewController("Detail", log: log)
        let delegate = RecordingSplitDelegate(log: log)
        let stage = SplitStage(log: log, primary: master, secondary: detail, delegate: delegate)
        _ = log.take()
        stage.window.resize(to: Size(width: 600, height: 768))
        #expect(log.take().filter { !$0.contains("viewWillTransition") } == [
            "delegate collapseSecondary Detail onto Master",
            "Detail willMove parent=nil", "Detail viewWillDisappear animated=false", "Detail viewDidDisappear animated=false",
            "Detail didMove parent=nil",
            "Master traitCollectionDidChange h=compact",
        ])
        #expect(master.view.frame == Rect(x: 0, y: 0, width: 600, height: 768))
        stage.clock.advance(by: 0.3)

        let fresh = RecordingViewController("Fresh", log: log)
        delegate.secondaryToSeparate = fresh
        stage.window.resize(to: Size(width: 1024, height: 768))
        #expect(log.take().filter { !$0.contains("viewWillTransition") } == [
            "delegate separateSecondaryFrom Master",
            "Fresh willMove parent=Split", "Fresh viewDidLoad", "Fresh viewWillAppear animated=true",
            "Master traitCollectionDidChange h=regular",
        ])
        stage.clock.advance(by: 0.3)
        #expect(log.take() == ["Fresh viewDidAppear animated=true", "Fresh didMove parent=Split"])
        #expect(stage.split.viewControllers.map(\.debugName) == ["Master", "Fresh"])
        #expect(detail.parent == nil)
    }

    @Test("a split view that starts in a compact window is collapsed before it appears")
    func startsCollapsed() {
        let log = CallLog()
        let master = RecordingViewController("Master", log: log)
        let stack = TestStack(root: master, log: log)
        let detail = RecordingViewController("Detail", log: log)
        _ = log.take()
        let stage = SplitStage(log: log, primary: stack, secondary: detail, width: 500)
        let entries = log.take()
        #expect(stage.split.isCollapsed)
        #expect(stack.children.map(\.debugName) == ["Master", "Detail"])
        #expect(entries.suffix(4) == [
            "Stack viewWillAppear animated=false", "Detail viewWillAppear animated=false",
            "Stack viewDidAppear animated=false", "Detail viewDidAppear animated=false",
        ])
        #expect(master.appearanceState == .disappeared)
        #expect(stack.view.frame == Rect(x: 0, y: 0, width: 500, height: 768))
        #expect(stage.window.runningAnimationCount == 0)
    }

    @Test("showDetailViewController replaces the secondary when expanded")
    func showDetailExpanded() {
        let log = CallLog()
        let master = RecordingViewController("Master", log: log)
        let detail = RecordingViewController("Detail", log: log)
        let stage = SplitStage(log: log, primary: master, secondary: detail)
        _ = log.take()
        let other = RecordingViewController("Other", log: log)
        stage.split.showDetailViewController(other, sender: nil)
        #expect(log.take() == [
            "Detail willMove parent=nil", "Other willMove parent=Split", "Other viewDidLoad",
            "Detail viewWillDisappear animated=false", "Other viewWillAppear animated=false",
            "Detail viewDidDisappear animated=false", "Other viewDidAppear animated=false",
            "Detail didMove parent=nil", "Other didMove parent=Split",
        ])
        #expect(stage.split.viewControllers.map(\.debugName) == ["Master", "Other"])
        #expect(other.view.frame == Rect(x: 358.4, y: 0, width: 665.6, height: 768))
        stage.split.showDetailViewController(other, sender: nil)
        #expect(log.take() == [], "showing the current secondary again does nothing")
    }

    @Test("showDetailViewController while collapsed pushes onto a stack primary, or is kept for separation")
    func showDetailCollapsed() {
        let log = CallLog()
        let master = RecordingViewController("Master", log: log)
        let stack = TestStack(root: master, log: log)
        let stage = SplitStage(log: log, primary: stack, secondary: RecordingViewController("Detail", log: log), width: 600)
        _ = log.take()
        let other = RecordingViewController("Other", log: log)
        stage.split.showDetailViewController(other, sender: nil)
        #expect(log.take() == [
            "Other willMove parent=Stack", "Other viewDidLoad",
            "Detail viewWillDisappear animated=false", "Other viewWillAppear animated=false",
            "Detail viewDidDisappear animated=false", "Other viewDidAppear animated=false",
            "Other didMove parent=Stack",
        ])
        #expect(stack.children.map(\.debugName) == ["Master", "Detail", "Other"])

        let plainLog = CallLog()
        let diagnostics = DiagnosticsRecorder()
        defer { diagnostics.stop() }
        let plain = SplitStage(log: plainLog, primary: RecordingViewController("Master", log: plainLog),
                               secondary: RecordingViewController("Detail", log: plainLog), width: 600)
        _ = plainLog.take()
        let kept = RecordingViewController("Kept", log: plainLog)
        plain.split.showDetailViewController(kept, sender: nil)
        #expect(plainLog.take() == [])
        #expect(diagnostics.warnings.count == 1)
        #expect(diagnostics.warnings.first?.contains("Kept") == true)
        plain.window.resize(to: Size(width: 1024, height: 768))
        plain.clock.advance(by: 0.3)
        #expect(plain.split.viewControllers.map(\.debugName) == ["Master", "Kept"])
        #expect(kept.appearanceState == .appeared)
    }

    @Test("changing the preferred display mode on screen animates the primary out and back, callbacks balanced")
    func displayModeChange() {
        let log = CallLog()
        let master = RecordingViewController("Master", log: log)
        let detail = RecordingViewController("Detail", log: log)
        let delegate = RecordingSplitDelegate(log: log)
        let stage = SplitStage(log: log, primary: master, secondary: detail, delegate: delegate)
        _ = log.take()
        stage.split.preferredDisplayMode = .secondaryOnly
        #expect(log.take() == ["delegate willChangeTo secondaryOnly", "Master viewWillDisappear animated=true"])
        #expect(detail.view.frame == Rect(x: 0, y: 0, width: 1024, height: 768))
        stage.clock.advance(by: 0.15)
        #expect(master.view.presentation.frame.minX > -358.4)
        #expect(master.view.presentation.frame.minX < 0)
        stage.clock.advance(by: 0.15)
        #expect(log.take() == ["Master viewDidDisappear animated=true"])
        #expect(master.view.superview == nil)
        #expect(master.parent === stage.split)

        stage.split.preferredDisplayMode = .allVisible
        #expect(log.take() == ["delegate willChangeTo oneBesideSecondary", "Master viewWillAppear animated=true"])
        stage.clock.advance(by: 0.3)
        #expect(log.take() == ["Master viewDidAppear animated=true"])
        #expect(master.view.presentation.frame == Rect(x: 0, y: 0, width: 358.4, height: 768))

        stage.split.preferredDisplayMode = .primaryOverlay
        #expect(log.take() == ["delegate willChangeTo oneOverSecondary"])
        #expect(stage.split.view.subviews.last === master.view, "the primary lies over the secondary")
        #expect(detail.view.frame == Rect(x: 0, y: 0, width: 1024, height: 768))
        stage.split.preferredDisplayMode = .automatic
        #expect(stage.split.displayMode == .oneBesideSecondary)
    }

    @Test("a split view controller inside anything is refused and nothing changes")
    func refusesNesting() {
        let stage = Stage()
        let diagnostics = DiagnosticsRecorder()
        defer { diagnostics.stop() }
        let split = SplitViewController(title: "Split")
        let before = treeSnapshot(stage.root)
        stage.root.addChild(split)
        #expect(diagnostics.refusals.map(\.kind) == [.invalidNesting])
        #expect(diagnostics.refusals.first?.message.contains("a split view controller must be the root of a window or presented; it cannot be a child of Root") == true)
        #expect(diagnostics.refusals.first?.message.contains("Split") == true)
        #expect(treeSnapshot(stage.root) == before)
        #expect(split.parent == nil)

        let outer = SplitViewController(title: "Outer")
        let other = ViewController(title: "Other")
        outer.viewControllers = [split, other]
        #expect(diagnostics.refusals.map(\.kind) == [.invalidNesting, .invalidNesting])
        #expect(diagnostics.refusals.last?.message.contains("cannot be a child of Outer") == true)
        #expect(outer.viewControllers.isEmpty)
        #expect(other.parent == nil, "no half-applied change")
    }

    @Test("bad column lists and bad details are refused and nothing changes")
    func refusesBadArguments() {
        let log = CallLog()
        let master = RecordingViewController("Master", log: log)
        let detail = RecordingViewController("Detail", log: log)
        let stage = SplitStage(log: log, primary: master, secondary: detail)
        _ = log.take()
        let diagnostics = DiagnosticsRecorder()
        defer { diagnostics.stop() }
        let before = treeSnapshot(stage.split)
        let third = RecordingViewController("Third", log: log)

        stage.split.viewControllers = [master, detail, third]
        #expect(diagnostics.refusals.last?.kind == .invalidArgument)
        #expect(diagnostics.refusals.last?.message.contains("got 3 controllers (Master, Detail, Third)") == true)

        stage.split.viewControllers = [third, third]
        #expect(diagnostics.refusals.last?.kind == .duplicateController)
        #expect(diagnostics.refusals.last?.message.contains("Third cannot be both the primary and the secondary") == true)

        stage.split.showDetailViewController(master, sender: nil)
        #expect(diagnostics.refusals.last?.kind == .duplicateController)
        #expect(diagnostics.refusals.last?.message.contains("Master is the primary") == true)

        let elsewhere = Stage()
        let adopted = ViewController(title: "Adopted")
        elsewhere.embed(adopted)
        stage.split.showDetailViewController(adopted, sender: nil)
        #expect(diagnostics.refusals.last?.kind == .childHasAnotherParent)
        #expect(diagnostics.refusals.last?.message.contains("Adopted is already a child of Root") == true)

        stage.split.viewControllers = [master, adopted]
        #expect(diagnostics.refusals.last?.kind == .childHasAnotherParent)

        #expect(diagnostics.refusals.count == 5)
        #expect(treeSnapshot(stage.split) == before)
        #expect(log.take() == [])
        #expect(stage.split.viewControllers.map(\.debugName) == ["Master", "Detail"])
    }

    @Test("replacing the columns removes the old children and adds the new ones")
    func replaceColumns() {
        let log = CallLog()
        let master = RecordingViewController("Master", log: log)
        let detail = RecordingViewController("Detail", log: log)
        let stage = SplitStage(log: log, primary: master, secondary: detail)
        _ = log.take()
        let other = RecordingViewController("Other", log: log)
        stage.split.viewControllers = [master, other]
        #expect(log.take() == [
            "Detail willMove parent=nil", "Detail viewWillDisappear animated=false", "Detail viewDidDisappear animated=false",
            "Detail didMove parent=nil",
            "Other willMove parent=Split", "Other viewDidLoad", "Other viewWillAppear animated=false",
            "Other viewDidAppear animated=false", "Other didMove parent=Split",
        ])
        #expect(stage.split.children.map(\.debugName) == ["Master", "Other"])
    }
}

/// The split view collapsing onto a real navigation controller, UIKit's default.
@MainActor
@Suite("SplitViewController with NavigationController")
struct SplitWithNavigationTests {
    @Test("collapse pushes the detail onto the navigation stack; widening pops it back beside the master")
    func collapseOntoNavigationController() {
        let log = CallLog()
        let master = RecordingViewController("Master", log: log)
        let navigation = NavigationController(rootViewController: master)
        navigation.title = "Nav"
        let detail = RecordingViewController("Detail", log: log)
        let split = SplitViewController()
        split.viewControllers = [navigation, detail]
        let clock = ManualClock()
        let window = Window(frame: Rect(x: 0, y: 0, width: 1024, height: 768), clock: clock)
        window.rootViewController = split
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(!split.isCollapsed)
        window.resize(to: Size(width: 600, height: 768))
        clock.advance(by: 1)
        #expect(split.isCollapsed)
        #expect(navigation.viewControllers.map(\.debugName) == ["Master", "Detail"])
        #expect(detail.appearanceState == .appeared && master.appearanceState == .disappeared)
        window.resize(to: Size(width: 1024, height: 768))
        clock.advance(by: 1)
        #expect(!split.isCollapsed)
        #expect(navigation.viewControllers.map(\.debugName) == ["Master"])
        #expect(split.viewControllers.map(\.debugName) == ["Nav", "Detail"])
        #expect(detail.appearanceState == .appeared && master.appearanceState == .appeared)
    }

    @Test("a split view controller cannot be pushed onto a navigation controller")
    func splitInsideNavigationIsRefused() {
        let diagnostics = DiagnosticsRecorder()
        defer { diagnostics.stop() }
        let navigation = NavigationController(rootViewController: ViewController(title: "Root"))
        navigation.pushViewController(SplitViewController(), animated: false)
        #expect(diagnostics.refusals.map(\.kind) == [.invalidNesting])
        #expect(navigation.viewControllers.count == 1)
    }
}
