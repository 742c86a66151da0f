import CGtk
import CGtkCanvas
import Containment
@_spi(Testing) import ContainmentGtk
import ContainmentGtkTesting
import Testing

/// A label subclass of the test's own, shown as a button: a kind registered for it leaves plain
/// labels to the library's `GtkLabel`.
@MainActor
private final class BadgeLabel: Label {
    /// How many times the badge's content was told its view leaves.
    var contentRemovals = 0
}

/// The kind of `BadgeLabel`: a `GtkButton` titled with the label's text, counting the times it
/// is told its view leaves.
@MainActor
private final class BadgeContent: ContentMirror {
    let widget = gtk_button_new()!

    private weak var badge: BadgeLabel?

    init(view: BadgeLabel, mirror: ViewMirror) {
        badge = view
    }

    func update(_ view: BadgeLabel) { gtk_button_set_label(cgtk_button(widget), view.text ?? "") }

    func accessibleRole(for view: BadgeLabel) -> AtkRole { ATK_ROLE_PUSH_BUTTON }

    func willRemove() { badge?.contentRemovals += 1 }
}

extension GtkTests {
    /// A content kind written outside the library: one class and one registration line.
    @Suite @MainActor struct HostContentKinds {
        private func accessibleName(_ widget: UnsafeMutablePointer<GtkWidget>) -> String? {
            guard let accessible = gtk_widget_get_accessible(widget), let name = atk_object_get_name(accessible) else { return nil }
            return String(cString: name)
        }

        @Test func aKindRegisteredForAnAppsViewClassShowsItsWidgetInARealWindow() async throws {
            // TheGtkAdapter.md, "Content views": a view class of the app's own, shown and edited
            // in a GtkSpinButton.
            class Gauge: View {
                var value = 0.0 { didSet { if value != oldValue { setNeedsDisplay() } } }
            }

            final class GaugeContent: ContentMirror {
                let widget: UnsafeMutablePointer<GtkWidget>
                private(set) var connections: [SignalConnection] = []

                init(view: Gauge, mirror: ViewMirror) {
                    widget = gtk_spin_button_new_with_range(0, 100, 1)!
                    let spin = widget
                    connections.append(SignalConnection.connect(spin, "value-changed") { [weak view] in
                        view?.value = gtk_spin_button_get_value(cgtk_spin_button(spin))
                    })
                }

                func update(_ view: Gauge) {
                    let spin = cgtk_spin_button(widget)
                    if gtk_spin_button_get_value(spin) != view.value { gtk_spin_button_set_value(spin, view.value) }
                }

                func accessibleRole(for view: Gauge) -> AtkRole { ATK_ROLE_SPIN_BUTTON }

                func accessibleName(for view: Gauge) -> String? { "Gauge at \(Int(view.value))" }
            }

            ContentMirrors.register(GaugeContent.self)
            // (end of the article's code)
            final class FineGauge: Gauge {}

            let host = try await makeHost(width: 300, height: 200)
            defer { host.close() }
            let controller = ViewController(title: "Gauges")
            let gauge = Gauge(frame: Rect(x: 20, y: 30, width: 140, height: 40))
            gauge.value = 42
            let fine = FineGauge(frame: Rect(x: 20, y: 100, width: 140, height: 40))
            controller.view.addSubview(gauge)
            controller.view.addSubview(fine)
            host.window.rootViewController = controller
            #expect(await host.settle(timeout: 5))

            let spin = try #require(host.mirror.contentWidget(for: gauge))
            #expect(cgtk_object_type(spin) == gtk_spin_button_get_type(), "the kind's widget")
            #expect(gtk_widget_get_mapped(spin) != 0, "mapped in the window")
            #expect(allocation(of: spin) == windowFrame(of: gauge), "placed at the view's frame and sized to it")
            #expect(gtk_spin_button_get_value(cgtk_spin_button(spin)) == 42, "told what the view shows")
            let role = gtk_widget_get_accessible(spin).map { atk_object_get_role($0) }
            #expect(role == ATK_ROLE_SPIN_BUTTON)
            #expect(accessibleName(spin) == "Gauge at 42")
            let fineSpin = try #require(host.mirror.contentWidget(for: fine))
            #expect(cgtk_object_type(fineSpin) == gtk_spin_button_get_type(), "a subclass is covered by its superclass's kind")

            gauge.value = 7
            #expect(await host.settle(timeout: 5))
            #expect(gtk_spin_button_get_value(cgtk_spin_button(spin)) == 7, "told again when the view changes")
            #expect(accessibleName(spin) == "Gauge at 7")
            gtk_spin_button_set_value(cgtk_spin_button(spin), 64)
            #expect(gauge.value == 64, "the kind's signal reached the view")

            let watch = GObjectWatch(spin)
            gauge.removeFromSuperview()
            #expect(await host.settle(timeout: 5))
            #expect(host.mirror.contentWidget(for: gauge) == nil)
            #expect(!watch.isAlive, "the kind's widget went with its view's canvas")
        }

        @Test func theKindOfTheMostSpecificClassWins() async throws {
            ContentMirrors.register(BadgeContent.self)
            let host = try await makeHost(width: 300, height: 200)
            defer { host.close() }
            let controller = ViewController(title: "Labels")
            let badge = BadgeLabel(frame: Rect(x: 10, y: 10, width: 120, height: 30), text: "New")
            let label = Label(frame: Rect(x: 10, y: 60, width: 120, height: 30), text: "Plain")
            let table = TableView(frame: Rect(x: 150, y: 10, width: 120, height: 100))
            for view in [badge, label, table] as [View] { controller.view.addSubview(view) }
            host.window.rootViewController = controller
            #expect(await host.settle(timeout: 5))

            let badgeWidget = try #require(host.mirror.contentWidget(for: badge))
            #expect(cgtk_is_button(badgeWidget) != 0, "the label subclass gets its own kind")
            #expect(gtk_button_get_label(cgtk_button(badgeWidget)).map { String(cString: $0) } == "New")
            let labelWidget = try #require(host.mirror.contentWidget(for: label))
            #expect(cgtk_object_type(labelWidget) == containment_label_get_type(), "a plain label keeps the library's")
            #expect(host.mirror.scrolledWindow(for: table) != nil, "a table, with no kind of its own, gets its scroll view's")

            badge.removeFromSuperview()
            #expect(await host.settle(timeout: 5))
            #expect(badge.contentRemovals == 1, "its kind was told once that it left")
        }
    }
}
