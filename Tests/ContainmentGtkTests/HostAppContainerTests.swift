import CGtk
import Containment
@_spi(Testing) import ContainmentGtk
import ContainmentGtkTesting
import ContainmentTestSupport
import Testing

extension GtkTests {
    /// An app's own container (`PanelController`, written in the test support against the public
    /// API) in a real window: the adapter draws its bar, a real Escape key and a real two-finger
    /// touchpad swipe (`GDK_SCROLL_SMOOTH` deltas and a stop) reach it, and nothing in the
    /// library names it.
    @Suite @MainActor struct HostAppContainer {
        private func panelHost() async throws -> (GtkHost, PanelController) {
            let host = try await makeHost(width: 400, height: 300)
            let content = ViewController(title: "Inbox")
            content.view.backgroundColor = testRed
            let folders = ViewController(title: "Folders")
            folders.view.backgroundColor = testBlue
            let panel = PanelController(title: "Mail", content: content, panel: folders)
            host.window.rootViewController = panel
            #expect(await host.settle(timeout: 5))
            return (host, panel)
        }

        /// Whether the panel shows at a point of its place, by the colour there.
        private func showsPanel(_ host: GtkHost) throws -> Bool {
            try pixel(host, 60, 200)?.isClose(to: PixelColor(testBlue), tolerance: 8) == true
        }

        @Test func theAdapterDrawsTheContainersBarAndItsButtonWorks() async throws {
            let (host, panel) = try await panelHost()
            defer { host.close() }
            let bar = try #require(host.mirror.contentWidget(for: panel.headerView), "the header is drawn as a bar")
            #expect(allLabels(in: bar).contains("Mail"), "\(allLabels(in: bar))")
            let open = try #require(button(titled: "Open", in: bar), "buttons: \(allLabels(in: bar))")
            #expect(try !showsPanel(host))

            try SyntheticInput.click(host.gtkWindow, at: centreInWindow(open))
            #expect(panel.isPanelOpen)
            #expect(await host.settle(timeout: 5))
            #expect(allLabels(in: bar).contains("Mail Panel"), "the adapter asked again after setNeedsDisplay")
            #expect(button(titled: "Close", in: bar) != nil)
            #expect(try showsPanel(host))
        }

        @Test func escapeClosesThePanel() async throws {
            let (host, panel) = try await panelHost()
            defer { host.close() }
            panel.openPanel()
            #expect(await host.settle(timeout: 5))
            #expect(try showsPanel(host))
            try SyntheticInput.key(host.gtkWindow, keyval: UInt32(GDK_KEY_Escape))
            #expect(await host.settle(timeout: 5))
            #expect(!panel.isPanelOpen)
            #expect(try !showsPanel(host))
        }

        @Test func aTouchpadSwipeOpensAndClosesThePanel() async throws {
            let (host, panel) = try await panelHost()
            defer { host.close() }
            // The content follows the fingers right (30 units of 10 points): the panel opens.
            try SyntheticInput.smoothScroll(host.gtkWindow, at: Point(x: 200, y: 150),
                                            deltas: Array(repeating: (-5, 0), count: 6), interval: 0.05, pause: 0.3)
            #expect(await host.settle(timeout: 5))
            #expect(panel.isPanelOpen)
            #expect(!panel.panelTransition.isActive)
            #expect(try showsPanel(host))

            // Back to the left: it closes.
            try SyntheticInput.smoothScroll(host.gtkWindow, at: Point(x: 200, y: 150),
                                            deltas: Array(repeating: (5, 0), count: 6), interval: 0.05, pause: 0.3)
            #expect(await host.settle(timeout: 5))
            #expect(!panel.isPanelOpen)
            #expect(try !showsPanel(host))
        }
    }
}
