import CGtk
import Containment
@_spi(Testing) import ContainmentGtk
import ContainmentGtkTesting
import Testing

extension GtkTests {
    /// A pop without animation that cuts a push short leaves the revealed page's widgets where
    /// the core has them, so they take clicks there.
    @Suite @MainActor struct HostPopDuringPush {
        @Test(arguments: [0.0, 0.1, 0.5])
        func thePageRevealedByAnInstantPopIsWhereTheCoreHasIt(after seconds: Double) async throws {
            let host = try await makeHost(width: 600, height: 400)
            defer { host.close() }
            let root = ViewController()
            var clicks = 0
            let button = Button(frame: Rect(x: 20, y: 20, width: 160, height: 40), title: "Count") { clicks += 1 }
            root.view.addSubview(button)
            let navigation = NavigationController(rootViewController: root)
            host.window.rootViewController = navigation
            #expect(await host.settle(timeout: 5))
            let widget = try #require(host.mirror.contentWidget(for: button))
            let before = centreInWindow(widget)

            navigation.pushViewController(ViewController(), animated: true)
            if seconds > 0 { _ = await MainLoopPump.run(until: { false }, timeout: .milliseconds(Int64(seconds * 1000))) }
            navigation.popToRootViewController(animated: false)
            #expect(await host.settle(timeout: 5))
            let after = centreInWindow(try #require(host.mirror.contentWidget(for: button)))
            #expect(after == before, "the root's button is back where it was: \(after) vs \(before)")
            try SyntheticInput.click(host.gtkWindow, at: before)
            #expect(clicks == 1)
        }
    }
}
