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
    let clock = ManualClock()
    let window: Window
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
        window = Window(frame: Rect(x: 0, y: 0, width: width, height: 768), clock: clock)
        split.delegate = delegate
        split.viewControllers = [primary, secondary]
        ledger.observe()
        window.rootViewController = split
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
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
}
