import ContainmentTestSupport
import Testing
@_spi(Testing) @testable import Containment

/// A split view's columns restored into a fresh window of the saved size, wide (the columns side
/// by side) and narrow (collapsed into one stack), with balanced callbacks.
@MainActor
@Suite("State restoration of split views")
struct SplitViewRestorationTests {
    /// A triple-column split view as an app makes it at launch.
    private func tripleColumn() -> SplitViewController {
        let split = SplitViewController(style: .tripleColumn)
        split.restorationIdentifier = "split"
        split.setViewController(RestorableScreen("sidebar"), for: .primary)
        split.setViewController(RestorableScreen("list"), for: .supplementary)
        split.setViewController(RestorableScreen("welcome"), for: .secondary)
        return split
    }

    @Test("the controller the app put in a column comes back in it, wide and collapsed", arguments: [1280.0, 500.0])
    func columns(_ width: Double) throws {
        let first = TestStage(width: width, height: 800)
        let original = tripleColumn()
        first.show(original)
        first.settle()
        let message = RestorableScreen("message")
        message.position = 7
        original.setViewController(message, for: .secondary)
        first.settle()
        let saved = RestorationRoundTrip.capture(first.window)

        let launch = tripleColumn()
        let fresh = RestorationRoundTrip(saved, launchRoot: launch)
        #expect(fresh.stage.window.bounds.width == width)
        #expect(launch.isCollapsed == original.isCollapsed)
        let restored = try #require(launch.viewController(for: .secondary) as? RestorableScreen)
        #expect(restored.restorationIdentifier == "message")
        #expect(restored.position == 7)
        #expect(launch.viewController(for: .primary)?.restorationIdentifier == "sidebar")
        #expect(fresh.recapture().userInfo == saved.userInfo)
        #expect(fresh.problems() == nil)
    }

    @Test("a classic split view's primary and secondary come back")
    func classic() throws {
        func classicSplit() -> SplitViewController {
            let split = SplitViewController()
            split.restorationIdentifier = "split"
            let primary = NavigationController(rootViewController: RestorableScreen("list"))
            primary.restorationIdentifier = "nav.primary"
            split.viewControllers = [primary, RestorableScreen("welcome")]
            return split
        }
        let first = TestStage()
        let original = classicSplit()
        first.show(original)
        original.showDetailViewController(RestorableScreen("note"), sender: nil)
        first.settle()
        let saved = RestorationRoundTrip.capture(first.window)

        let launch = classicSplit()
        let fresh = RestorationRoundTrip(saved, launchRoot: launch)
        #expect(launch.viewControllers.compactMap(\.restorationIdentifier) == ["nav.primary", "note"])
        #expect(fresh.recapture().userInfo == saved.userInfo)
        #expect(fresh.problems() == nil)
    }
}
