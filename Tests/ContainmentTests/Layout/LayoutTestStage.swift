@_spi(Adapter) @testable import Containment

/// What the layout suites share: a shown window of 400 × 300 whose root controller's view fills
/// it, views put in it for constraints, and the refusals and conflicts a body causes.
@MainActor
enum LayoutTestStage {
    /// A shown window of 400 × 300 holding `controller`, laid out once.
    static func make(
        direction: UserInterfaceLayoutDirection = .leftToRight, clock: ManualClock = ManualClock(), controller: ViewController = ViewController()
    ) -> (Window, View) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 300), clock: clock)
        window.userInterfaceLayoutDirection = direction
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, controller.view)
    }

    /// `view` added to `superview`, to be placed by constraints.
    @discardableResult
    static func constrained<V: View>(_ view: V, in superview: View) -> V {
        view.translatesAutoresizingMaskIntoConstraints = false
        superview.addSubview(view)
        return view
    }

    /// The refusals `body` causes.
    static func refusals(_ body: () -> Void) -> [HierarchyInconsistency] {
        var refusals: [HierarchyInconsistency] = []
        let saved = ViewController.hierarchyInconsistencyHandler
        ViewController.hierarchyInconsistencyHandler = { refusals.append($0) }
        defer { ViewController.hierarchyInconsistencyHandler = saved }
        body()
        return refusals
    }

    /// The layout conflicts `body` causes.
    static func conflicts(_ body: () -> Void) -> [LayoutConflict] {
        var conflicts: [LayoutConflict] = []
        let saved = LayoutConstraint.conflictHandler
        LayoutConstraint.conflictHandler = { conflicts.append($0) }
        defer { LayoutConstraint.conflictHandler = saved }
        body()
        return conflicts
    }
}
