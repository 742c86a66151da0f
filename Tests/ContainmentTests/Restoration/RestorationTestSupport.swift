import ContainmentTestSupport
@_spi(Testing) @testable import Containment

/// A screen with a restoration identifier and one number of its own state (a scroll position,
/// say) that it saves and reads back, as an app's controller does.
@MainActor
final class RestorableScreen: ViewController {
    var position = 0

    init(_ identifier: String) {
        super.init()
        restorationIdentifier = identifier
        title = identifier
    }

    override func encodeRestorableState(with activity: UserActivity) {
        super.encodeRestorableState(with: activity)
        activity.addUserInfoEntries(from: ["position": .integer(position)])
    }

    override func decodeRestorableState(with activity: UserActivity) {
        super.decodeRestorableState(with: activity)
        position = activity.userInfo?["position"]?.intValue ?? 0
    }
}

/// A window's state captured, restored into a fresh window and captured again, with the fresh
/// window's appearance callbacks checked.
@MainActor
struct RestorationRoundTrip {
    static let activityType = "org.containment.tests.restoration"

    /// The saved state of `window`.
    static func capture(_ window: Window) -> UserActivity {
        let activity = UserActivity(activityType: activityType)
        window.encodeRestorableState(with: activity)
        return activity
    }

    /// The fresh window the state was restored into, at the saved size, shown and settled.
    let stage: TestStage
    let ledger = AppearanceLedger()
    /// How many times each controller heard `viewWillAppear`, by identity.
    private(set) var willAppearCounts: [ObjectIdentifier: Int] = [:]
    /// Whether the tree was restored.
    let restored: Bool

    /// Restores `activity` into a fresh window whose launch root is `launchRoot` (what the app
    /// builds before restoring; `nil` for none), with `factory` making the missing controllers,
    /// then shows the window and lets every animation end.
    init(_ activity: UserActivity, launchRoot: ViewController? = nil,
         factory: @escaping RestorationTree.Factory = { path, _ in path.last.map { RestorableScreen($0) } }) {
        stage = TestStage(size: Window.restorableSize(in: activity) ?? Size(width: 1024, height: 768))
        ledger.observe()
        var counts: [ObjectIdentifier: Int] = [:]
        let observation = LifecycleEventStream.shared.observe { event in
            if event.callback == .viewWillAppear { counts[event.controllerID, default: 0] += 1 }
        }
        if let launchRoot { stage.window.rootViewController = launchRoot }
        restored = stage.window.decodeRestorableState(with: activity, viewControllerWithRestorationIdentifierPath: factory)
        stage.window.makeKeyAndVisible()
        stage.settle()
        stage.window.layoutIfNeeded()
        observation.cancel()
        willAppearCounts = counts
    }

    /// What is wrong with the fresh window at rest, or `nil`; also a controller that appeared
    /// more than once.
    func problems() -> String? {
        defer { ledger.stop() }
        if let twice = willAppearCounts.first(where: { $0.value > 1 }) {
            return "a controller heard viewWillAppear \(twice.value) times"
        }
        return HierarchyChecker.checkAtRest(stage.window, ledger: ledger)
    }

    /// The fresh window's saved state.
    func recapture() -> UserActivity { Self.capture(stage.window) }
}
