import Testing
@_spi(Testing) @testable import Containment
import ContainmentTestSupport

/// A controller whose view holds a body inset by 20 on every side that follows the view's width
/// by autoresizing (flexible width, fixed margins), as a note's text does.
@MainActor
final class InsetBodyController: ViewController {
    let body = View()

    init(_ title: String) {
        super.init()
        self.title = title
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        body.frame = Rect(x: 20, y: 20, width: view.bounds.width - 40, height: view.bounds.height - 40)
        body.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(body)
    }

    /// The body's margins to the view's edges (left, right, top, bottom), to a thousandth.
    var margins: [Double] {
        let bounds = view.bounds, frame = body.frame
        return [frame.minX, bounds.width - frame.maxX, frame.minY, bounds.height - frame.maxY].map { ($0 * 1000).rounded() / 1000 }
    }
}

/// A split view of a navigation controller (the list) beside a navigation controller wrapping
/// a note, as the root of a visible window on a manual clock, with an appearance ledger.
@MainActor
struct WrappedSplitStage {
    let testStage: TestStage
    var clock: ManualClock { testStage.clock }
    var window: Window { testStage.window }
    let split = SplitViewController(title: "Split")
    let master = InsetBodyController("Master")
    let note = InsetBodyController("Note")
    let primary: NavigationController
    let secondary: NavigationController
    let ledger = AppearanceLedger()

    init(width: Double = 1024, delegate: SplitViewControllerDelegate? = nil) {
        primary = NavigationController(rootViewController: master)
        primary.title = "Nav"
        secondary = NavigationController(rootViewController: note)
        secondary.title = "NoteNav"
        testStage = TestStage(width: width, height: 768)
        split.delegate = delegate
        split.viewControllers = [primary, secondary]
        ledger.observe()
        testStage.show(split)
        testStage.window.layoutIfNeeded()
    }

    /// Resizes the window and lets every animation end.
    func resize(toWidth width: Double) {
        window.resize(to: Size(width: width, height: 768))
        clock.advance(by: 1)
        window.layoutIfNeeded()
    }

    /// The navigation bars on screen: in the window and not hidden, themselves or above.
    var visibleBars: [NavigationBar] {
        [primary, secondary].map(\.navigationBar).filter { bar in
            guard bar.view.window === window else { return false }
            var node: View? = bar.view
            while let current = node {
                if current.isHidden { return false }
                node = current.superview
            }
            return true
        }
    }

    /// What is wrong with the window at rest, or `nil`: structure, quiescence, appearance.
    func problems() -> String? {
        defer { ledger.stop() }
        return HierarchyChecker.checkAtRest(window, ledger: ledger)
    }
}

@MainActor
@Suite("SplitViewController with a wrapped secondary")
struct SplitViewWrappedSecondaryTests {
    @Test("collapse moves the wrapped secondary's controllers onto the primary's stack under one bar; widening gives them back in it")
    func collapseAndSeparate() {
        let stage = WrappedSplitStage()
        let folder = ViewController(title: "Folder")
        stage.primary.pushViewController(folder, animated: false)
        let page = ViewController(title: "Page")
        stage.secondary.pushViewController(page, animated: false)
        stage.window.layoutIfNeeded()
        #expect(stage.visibleBars.count == 2)

        stage.resize(toWidth: 600)
        #expect(stage.split.isCollapsed)
        #expect(stage.split.viewControllers.map(\.debugName) == ["Nav"])
        #expect(stage.primary.viewControllers.map(\.debugName) == ["Master", "Folder", "Note", "Page"])
        #expect(stage.note.parent === stage.primary && page.parent === stage.primary)
        #expect(stage.secondary.viewControllers.isEmpty)
        #expect(stage.secondary.viewIfLoaded?.window == nil)
        #expect(stage.visibleBars.map { $0 === stage.primary.navigationBar } == [true], "one bar: the primary's")
        #expect(page.appearanceState == .appeared)
        #expect(stage.note.appearanceState == .disappeared && folder.appearanceState == .disappeared)
        #expect(page.view.frame.width == 600)

        stage.resize(toWidth: 1024)
        #expect(!stage.split.isCollapsed)
        #expect(stage.split.viewControllers.count == 2)
        #expect(stage.split.viewControllers.last === stage.secondary, "the original wrapper comes back")
        #expect(stage.primary.viewControllers.map(\.debugName) == ["Master", "Folder"])
        #expect(stage.secondary.viewControllers.map(\.debugName) == ["Note", "Page"])
        #expect(stage.note.parent === stage.secondary && page.parent === stage.secondary)
        #expect(stage.visibleBars.count == 2)
        #expect(page.appearanceState == .appeared && folder.appearanceState == .appeared)
        #expect(stage.secondary.view.frame == Rect(x: 358.4, y: 0, width: 665.6, height: 768))
        #expect(stage.problems() == nil)
    }

    @Test("a collapse far below the threshold and back keeps every column's margins (no 0-wide frame)")
    func marginsSurvive() {
        let stage = WrappedSplitStage()
        #expect(stage.note.margins == [20, 20, 20, 20])
        #expect(stage.master.margins == [20, 20, 20, 20])
        for width in [300.0, 1024, 150, 900, 640, 1280] {
            stage.resize(toWidth: width)
            #expect(stage.note.margins == [20, 20, 20, 20], "note at \(width)")
            #expect(stage.master.margins == [20, 20, 20, 20], "master at \(width)")
            #expect(stage.note.view.frame.width > 0 && stage.master.view.frame.width > 0)
        }
        #expect(!stage.split.isCollapsed)
        #expect(stage.note.view.frame.width == 1280 - 360)
        #expect(stage.problems() == nil)
    }

    @Test("while collapsed, a detail wrapped in a navigation controller is pushed, not refused; widening gives it back wrapped")
    func showWrappedDetailWhileCollapsed() {
        let diagnostics = DiagnosticsRecorder()
        defer { diagnostics.stop() }
        let stage = WrappedSplitStage(width: 600)
        #expect(stage.split.isCollapsed)
        #expect(stage.primary.viewControllers.map(\.debugName) == ["Master", "Note"])
        let other = InsetBodyController("Other")
        let otherNavigation = NavigationController(rootViewController: other)
        stage.split.showDetailViewController(otherNavigation, sender: nil)
        stage.clock.advance(by: 1)
        stage.window.layoutIfNeeded()
        #expect(diagnostics.refusals.isEmpty)
        #expect(stage.primary.viewControllers.map(\.debugName) == ["Master", "Note", "Other"])
        #expect(other.parent === stage.primary)
        #expect(otherNavigation.viewControllers.isEmpty && otherNavigation.parent == nil)
        #expect(stage.visibleBars.count == 1)
        #expect(other.appearanceState == .appeared && stage.note.appearanceState == .disappeared)
        #expect(other.margins == [20, 20, 20, 20])

        stage.resize(toWidth: 1024)
        #expect(!stage.split.isCollapsed)
        #expect(stage.split.viewControllers.last === otherNavigation, "the last wrapper shown holds the details")
        #expect(otherNavigation.viewControllers.map(\.debugName) == ["Note", "Other"])
        #expect(stage.primary.viewControllers.map(\.debugName) == ["Master"])
        #expect(other.appearanceState == .appeared && stage.master.appearanceState == .appeared)
        #expect(stage.note.appearanceState == .disappeared)
        #expect(other.margins == [20, 20, 20, 20])
        #expect(stage.problems() == nil)
    }

    @Test("a detail popped while collapsed does not come back on widening; the emptied wrapper is not kept aside")
    func poppedWhileCollapsed() {
        let stage = WrappedSplitStage()
        stage.resize(toWidth: 600)
        #expect(stage.primary.popViewController(animated: false) === stage.note)
        stage.resize(toWidth: 1024)
        #expect(!stage.split.isCollapsed)
        #expect(stage.split.viewControllers.map(\.debugName) == ["Nav"])
        #expect(stage.primary.viewControllers.map(\.debugName) == ["Master"])
        #expect(stage.problems() == nil)
    }

    @Test("widening after the emptied wrapper went elsewhere gives the controllers back in a new navigation controller")
    func wrapperTakenMeanwhile() throws {
        let stage = WrappedSplitStage()
        stage.resize(toWidth: 600)
        let elsewhere = ViewController(title: "Elsewhere")
        elsewhere.addChild(stage.secondary)
        stage.secondary.didMove(toParent: elsewhere)
        stage.resize(toWidth: 1024)
        let newSecondary = try #require(stage.split.viewControllers.last as? NavigationController)
        #expect(newSecondary !== stage.secondary)
        #expect(newSecondary.viewControllers.map(\.debugName) == ["Note"])
        #expect(stage.note.parent === newSecondary && stage.note.appearanceState == .appeared)
        #expect(stage.secondary.parent === elsewhere && stage.secondary.viewControllers.isEmpty)
        #expect(stage.problems() == nil)
    }

    @Test("a delegate that handles the collapse keeps the wrapped secondary whole, aside, and gets it back")
    func delegateHandlesWrappedSecondary() {
        let log = CallLog()
        let delegate = RecordingSplitDelegate(log: log)
        delegate.handlesCollapse = true
        let stage = WrappedSplitStage(delegate: delegate)
        stage.resize(toWidth: 600)
        #expect(log.take() == ["delegate collapseSecondary NoteNav onto Nav"])
        #expect(stage.primary.viewControllers.map(\.debugName) == ["Master"])
        #expect(stage.secondary.viewControllers.map(\.debugName) == ["Note"])
        #expect(stage.secondary.parent == nil)
        stage.resize(toWidth: 1024)
        #expect(log.take() == ["delegate separateSecondaryFrom Nav"])
        #expect(stage.split.viewControllers.last === stage.secondary)
        #expect(stage.secondary.viewControllers.map(\.debugName) == ["Note"])
        #expect(stage.problems() == nil)
    }
}
