@_spi(Testing) @_spi(Adapter) import Containment
import ContainmentTestSupport
import Testing

/// A window closed mid-animation ends its animations and balances its appearance callbacks,
/// while another scene's window, on its own clock, keeps going.
@MainActor @Suite(.serialized) struct SceneWindowClosingTests {
    /// How many times `name` heard `callback`.
    private func count(_ name: String, _ callback: String) -> Int {
        SceneLog.entries.filter { $0 == "\(name).\(callback)" }.count
    }

    private func expectBalanced(_ names: [String]) {
        for name in names {
            #expect(count(name, "viewWillAppear") == count(name, "viewDidAppear"), "\(name): \(SceneLog.entries)")
            #expect(count(name, "viewWillDisappear") == count(name, "viewDidDisappear"), "\(name): \(SceneLog.entries)")
            #expect(count(name, "viewWillAppear") == count(name, "viewWillDisappear"), "\(name) ends disappeared: \(SceneLog.entries)")
        }
    }

    @Test func closingOneWindowMidPushLeavesTheOtherPushing() async throws {
        try await SharedApplicationLock.run {
            let (host, _) = launchLoggingApp()
            defer { Application.shared.resetScenesForTesting() }
            var navigations: [NavigationController] = []
            SceneLog.makeRoot = { _ in
                let navigation = NavigationController(rootViewController: LoggingController(name: "a\(navigations.count + 1)"))
                navigations.append(navigation)
                return navigation
            }
            Application.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
            Application.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
            try #require(navigations.count == 2 && host.clocks.count == 2)
            let windows = host.openWindows
            navigations[0].pushViewController(LoggingController(name: "b1"), animated: true)
            navigations[1].pushViewController(LoggingController(name: "b2"), animated: true)
            host.clocks[0].advance(by: 0.1)
            host.clocks[1].advance(by: 0.1)
            #expect(windows[0].runningAnimationCount > 0 && windows[1].runningAnimationCount > 0)
            #expect(count("b1", "viewDidAppear") == 0)

            host.close(windows[0])
            #expect(windows[0].runningAnimationCount == 0)
            expectBalanced(["a1", "b1"])
            #expect(navigations[0].appearanceState == .disappeared)
            // The other window's push is still half way, on its own clock, and ends there.
            #expect(windows[1].runningAnimationCount > 0 && count("b2", "viewDidAppear") == 0)
            while windows[1].runningAnimationCount > 0 { host.clocks[1].advance(by: 0.05) }
            #expect(count("b2", "viewDidAppear") == 1 && count("a2", "viewDidDisappear") == 1)
            #expect(navigations[1].topViewController.map { ($0 as? LoggingController)?.name } == "b2")
            #expect(Application.shared.connectedScenes.count == 1)
        }
    }
}
