import CGtk
import Containment
@_spi(Testing) import ContainmentGtk
import Testing

extension GtkTests {
    /// A split view whose secondary is wrapped in a navigation controller, in a real window
    /// resized across the compact threshold.
    @Suite @MainActor struct HostSplitCollapse {
        @Test func aWrappedSecondaryCollapsesUnderOneBarAndKeepsItsMargins() async throws {
            let host = try await makeHost(width: 1000, height: 600)
            defer { host.close() }
            let list = ViewController()
            list.title = "List"
            let primary = NavigationController(rootViewController: list)
            let note = ViewController()
            note.title = "Note"
            let body = colouredView(testBlue, Rect(x: 20, y: 20, width: note.view.bounds.width - 40, height: 100))
            body.autoresizingMask = [.flexibleWidth]
            note.view.addSubview(body)
            let secondary = NavigationController(rootViewController: note)
            let split = SplitViewController()
            split.viewControllers = [primary, secondary]
            host.window.rootViewController = split
            #expect(await host.settle(timeout: 5))

            func resize(_ width: Int32) async -> Bool {
                let count = host.resizeCount
                gtk_window_resize(cgtk_window(host.gtkWindow), width, 600)
                guard await MainLoopPump.run(until: { host.resizeCount > count && host.isIdle }) else { return false }
                return await host.settle(timeout: 5)
            }
            /// The navigation controllers whose bar is mapped in the GTK window.
            func mappedBars() -> [NavigationController] {
                [primary, secondary].filter { navigation in
                    host.mirror.contentWidget(for: navigation.navigationBar.view).map { gtk_widget_get_mapped($0) != 0 } ?? false
                }
            }
            /// The body's left and right margins in the note's view, and its GTK allocation's width.
            func bodyLayout() throws -> (left: Double, right: Double, allocatedWidth: Double) {
                let widget = try #require(host.mirror.widget(for: body))
                return (body.frame.minX, note.view.bounds.width - body.frame.maxX, allocation(of: widget).width)
            }

            #expect(mappedBars().count == 2)
            #expect(!split.isCollapsed)

            #expect(await resize(320), "far enough below the threshold that autoresizing would have clamped the note at 0")
            #expect(split.isCollapsed)
            #expect(primary.viewControllers.map(\.title) == ["List", "Note"])
            #expect(mappedBars().map { $0 === primary } == [true], "one bar, the primary's")
            let bar = try #require(host.mirror.contentWidget(for: primary.navigationBar.view))
            #expect(allLabels(in: bar).contains("Note"))
            #expect(button(titled: "‹ List", in: bar) != nil, "labels: \(allLabels(in: bar))")
            let collapsed = try bodyLayout()
            #expect(note.view.bounds.width == 320)
            #expect(collapsed.left == 20 && collapsed.right == 20)
            #expect(collapsed.allocatedWidth == 280)

            #expect(await resize(1000))
            #expect(!split.isCollapsed)
            #expect(split.viewControllers.last === secondary)
            #expect(secondary.viewControllers.map(\.title) == ["Note"])
            #expect(primary.viewControllers.map(\.title) == ["List"])
            #expect(mappedBars().count == 2)
            let separated = try bodyLayout()
            #expect(separated.left == 20 && separated.right == 20)
            #expect(separated.allocatedWidth == note.view.bounds.width - 40)
            #expect(note.appearanceState == .appeared && list.appearanceState == .appeared)
        }
    }
}
