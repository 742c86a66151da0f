import CGtk
@_spi(Adapter) import Containment
@_spi(Testing) import ContainmentGtk
import ContainmentGtkTesting
import ContainmentTestSupport
import Testing

extension GtkTests {
    /// The lifecycle inspector's layout view lists the selected view's constraints with their
    /// states and the last conflict, and the UIKit-style log keeps running.
    @Suite @MainActor struct LayoutInspectorView {
        @Test func showsTheSelectedViewsConstraintsAndTheLastConflict() async throws {
            let host = try await makeHost(width: 900, height: 500)
            defer { host.close() }
            let inspector = LifecycleInspector()
            defer { inspector.stop() }
            host.setSideWidget(inspector.widget)
            defer { host.setSideWidget(nil) }
            #expect(await MainLoopPump.run(until: { host.window.frame.width < 900 }))
            #expect(inspector.layout.lines.first == "No view selected")

            let controller = ViewController()
            let box = View()
            box.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(box)
            let width = box.widthAnchor.constraint(equalToConstant: 80)
            width.identifier = "box width"
            let leading = box.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 10)
            LayoutConstraint.activate([
                leading, width,
                box.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 10),
                box.heightAnchor.constraint(equalToConstant: 30),
            ])
            host.window.rootViewController = controller
            #expect(await host.settle(timeout: 5))

            var logged: [LayoutConflict] = []
            let handler = LayoutConstraint.conflictHandler
            LayoutConstraint.conflictHandler = { conflict in
                logged.append(conflict)
                handler(conflict)
            }
            defer { LayoutConstraint.conflictHandler = handler }
            // An inspector made now wraps the handler found: the one above still runs.
            let layout = LayoutInspector()
            layout.selectedView = box
            var lines = layout.lines
            #expect(lines.contains { $0.hasPrefix("  frame (10, 10; 80 × 30), placed by constraints") })
            #expect(lines.contains("Installed on it (2)"), "width and height are installed on the box: \(lines)")
            #expect(lines.contains("Naming it (2)"), "leading and top are installed on its superview")
            #expect(lines.contains { $0.hasPrefix("✓ ") && $0.contains("box width") })
            #expect(!lines.contains { $0.hasPrefix("✗") })

            let clash = box.widthAnchor.constraint(equalToConstant: 120)
            clash.identifier = "clashing width"
            clash.isActive = true
            host.window.layoutIfNeeded()
            #expect(logged.count == 1, "the handler already installed still sees the conflict")
            #expect(layout.lastConflict != nil)
            layout.refresh()
            lines = layout.lines
            #expect(lines.contains { $0.hasPrefix("✗ ") && $0.contains("clashing width") }, "the broken constraint is marked: \(lines)")
            #expect(lines.contains("Last conflict"))
            #expect(lines.contains { $0.hasPrefix("✗ broken: ") && $0.contains("clashing width") })

            clash.isActive = false
            leading.isActive = false
            layout.refresh()
            lines = layout.lines
            #expect(lines.contains("Naming it (1)"))
            #expect(lines.contains { $0.contains("AMBIGUOUS") }, "without a leading edge the box's place is open: \(lines)")

            // The panel in the side pane shows the selection too, after its own idle.
            inspector.selectedView = box
            #expect(inspector.layout.lines.first == layout.lines.first)
            #expect(await host.settle(timeout: 5))
            let shots = try TemporaryFolder("layout-inspector")
            defer { shots.remove() }
            try WindowSnapshot.capture(host.gtkWindow).savePNG(to: shots.shotPath("layout-inspector.png"))
        }
    }
}
