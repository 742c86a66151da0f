import Containment
import ContainmentTestSupport

/// A shared, ordered record of callbacks, written by ``RecordingViewController``.
@MainActor
final class CallLog {
    private(set) var entries: [String] = []
    /// Objects held for as long as the log, such as delegates that the code under test holds weakly.
    var keptAlive: [AnyObject] = []

    func append(_ entry: String) { entries.append(entry) }

    /// Returns the entries recorded so far and starts afresh.
    func take() -> [String] {
        defer { entries = [] }
        return entries
    }
}

/// A controller that records its callbacks as `"<title> <callback>[ <argument>]"`, the same
/// form the demo's `--log-lifecycle` prints, by overriding them as a UIKit user would.
@MainActor
class RecordingViewController: ViewController {
    let log: CallLog

    init(_ title: String, log: CallLog) {
        self.log = log
        super.init()
        self.title = title
    }

    private func record(_ callback: String, _ argument: String = "") {
        log.append(argument.isEmpty ? "\(title ?? "?") \(callback)" : "\(title ?? "?") \(callback) \(argument)")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        record("viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        record("viewWillAppear", "animated=\(animated)")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        record("viewDidAppear", "animated=\(animated)")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        record("viewWillDisappear", "animated=\(animated)")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        record("viewDidDisappear", "animated=\(animated)")
    }
    override func willMove(toParent parent: ViewController?) {
        super.willMove(toParent: parent)
        record("willMove", "parent=\(parent?.title ?? "nil")")
    }
    override func didMove(toParent parent: ViewController?) {
        super.didMove(toParent: parent)
        record("didMove", "parent=\(parent?.title ?? "nil")")
    }
    override func traitCollectionDidChange(_ previous: TraitCollection?) {
        super.traitCollectionDidChange(previous)
        record("traitCollectionDidChange", "h=\(traitCollection.horizontalSizeClass.rawValue)")
    }
    override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        record("viewWillTransition", "size=\(size)")
        super.viewWillTransition(to: size, with: coordinator)
    }
}

/// Collects refusals and warnings for one test, restoring the default handlers afterwards.
@MainActor
final class DiagnosticsRecorder {
    private(set) var refusals: [HierarchyInconsistency] = []
    private(set) var warnings: [String] = []
    private let savedRefusalHandler = ViewController.hierarchyInconsistencyHandler
    private let savedWarningHandler = ViewController.warningHandler

    init() {
        ViewController.hierarchyInconsistencyHandler = { [unowned self] in self.refusals.append($0) }
        ViewController.warningHandler = { [unowned self] in self.warnings.append($0) }
    }

    /// Restores the handlers that were in place before.
    func stop() {
        ViewController.hierarchyInconsistencyHandler = savedRefusalHandler
        ViewController.warningHandler = savedWarningHandler
    }
}

/// A visible window of 1024×768 on a manual clock (a ``TestStage``), with a root container.
@MainActor
struct Stage {
    let testStage: TestStage
    var clock: ManualClock { testStage.clock }
    var window: Window { testStage.window }
    let root: RecordingViewController
    let log: CallLog

    init(log: CallLog = CallLog(), size: Size = Size(width: 1024, height: 768)) {
        self.log = log
        testStage = TestStage(size: size)
        root = RecordingViewController("Root", log: log)
        testStage.show(root)
        _ = log.take()
    }

    /// Adds `child` to the root the UIKit way: addChild, add the view, didMove.
    func embed(_ child: ViewController, in parent: ViewController? = nil) {
        let parent = parent ?? root
        parent.addChild(child)
        child.view.frame = parent.view.bounds
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
    }
}

/// A snapshot of a controller tree: titles, children, view parentage and appearance states,
/// to prove a refused call changed nothing.
@MainActor
func treeSnapshot(_ controller: ViewController) -> String {
    var lines: [String] = []
    func visit(_ node: ViewController, _ depth: Int) {
        let viewState = node.viewIfLoaded.map { view in
            "view(super=\(view.superview.map { String(describing: ObjectIdentifier($0).hashValue) } ?? "nil"), subviews=\(view.subviews.count))"
        } ?? "unloaded"
        lines.append(String(repeating: "  ", count: depth) + "\(node.debugName) \(node.appearanceState.rawValue) parent=\(node.parent?.debugName ?? "nil") \(viewState) presented=\(node.presentedViewController?.debugName ?? "nil")")
        for child in node.children { visit(child, depth + 1) }
    }
    visit(controller, 0)
    return lines.joined(separator: "\n")
}
