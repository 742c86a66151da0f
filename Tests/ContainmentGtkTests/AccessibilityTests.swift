import Foundation
import CGtk
import Containment
@_spi(Testing) @testable import ContainmentGtk
import Testing

@testable import ContainmentDemo

/// A table data source of plain rows.
@MainActor private final class Rows: TableViewDataSource {
    let texts: [String]
    init(_ texts: [String]) { self.texts = texts }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { texts.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = texts[indexPath.row]
        return cell
    }
}

extension GtkTests {
    /// Accessible names and roles of the mirrored widgets (ATK objects exist without the bus).
    @MainActor @Suite struct AccessibilityTests {
        private func name(_ widget: UnsafeMutablePointer<GtkWidget>?) -> String? {
            guard let widget, let accessible = gtk_widget_get_accessible(widget), let name = atk_object_get_name(accessible)
            else { return nil }
            return String(cString: name)
        }

        private func role(_ widget: UnsafeMutablePointer<GtkWidget>?) -> AtkRole? {
            guard let widget, let accessible = gtk_widget_get_accessible(widget) else { return nil }
            return atk_object_get_role(accessible)
        }

        @Test func contentPrimitivesGetUIKitsDefaultNamesAndTheirRoles() async throws {
            let host = try await makeHost(width: 300, height: 200)
            defer { host.close() }
            let controller = ViewController(title: "Settings")
            let label = Label(frame: Rect(x: 0, y: 0, width: 100, height: 20))
            label.text = "Volume"
            let button = Button(frame: Rect(x: 0, y: 30, width: 100, height: 30), title: "Mute") {}
            let named = Button(frame: Rect(x: 0, y: 70, width: 100, height: 30), title: "×") {}
            named.accessibilityLabel = "Close"
            let table = TableView(frame: Rect(x: 110, y: 0, width: 150, height: 100))
            let rowsSource = Rows(["One", "Two"])
            table.dataSource = rowsSource
            for view in [label, button, named, table] as [View] { controller.view.addSubview(view) }
            host.window.rootViewController = controller
            #expect(await host.settle(timeout: 5))

            #expect(name(host.mirror.widget(for: controller.view)) == "Settings")
            #expect(role(host.mirror.widget(for: controller.view)) == ATK_ROLE_PANEL)
            #expect(name(host.mirror.contentWidget(for: label)) == "Volume")
            #expect(role(host.mirror.contentWidget(for: label)) == ATK_ROLE_LABEL)
            #expect(name(host.mirror.contentWidget(for: button)) == "Mute")
            #expect(role(host.mirror.contentWidget(for: button)) == ATK_ROLE_PUSH_BUTTON)
            #expect(name(host.mirror.contentWidget(for: named)) == "Close", "an accessibilityLabel wins over the title")
            let list = host.mirror.contentWidget(for: table)
            #expect(role(list) == ATK_ROLE_LIST)
            let rows = list.map { ViewMirror.children(of: $0) } ?? []
            #expect(rows.map { name($0) } == ["One", "Two"])
            #expect(rows.map { role($0) } == [ATK_ROLE_LIST_ITEM, ATK_ROLE_LIST_ITEM])

            withExtendedLifetime(rowsSource) {}
            label.text = "Loudness"
            #expect(await host.settle(timeout: 5))
            #expect(name(host.mirror.contentWidget(for: label)) == "Loudness", "the name follows the text")
        }

        /// A canvas's or a label's accessible object is made when something asks for it: one made
        /// before a change is told at once, one made after gets the description kept meanwhile.
        @Test func anAccessibleFollowsItsViewWhetherMadeBeforeOrAfterAChange() async throws {
            let host = try await makeHost(width: 300, height: 200)
            defer { host.close() }
            let early = Label(frame: Rect(x: 0, y: 0, width: 100, height: 20))
            early.text = "One"
            let late = Label(frame: Rect(x: 0, y: 30, width: 100, height: 20))
            late.text = "Two"
            let panel = View(frame: Rect(x: 0, y: 60, width: 100, height: 40))
            panel.accessibilityLabel = "Panel"
            for view in [early, late, panel] { host.window.addSubview(view) }
            #expect(await host.settle(timeout: 5))
            #expect(name(host.mirror.contentWidget(for: early)) == "One")
            #expect(name(host.mirror.widget(for: panel)) == "Panel")

            early.text = "Uno"
            late.text = "Dos"
            panel.accessibilityLabel = "Board"
            #expect(await host.settle(timeout: 5))
            #expect(name(host.mirror.contentWidget(for: early)) == "Uno", "made before the change: told at once")
            #expect(name(host.mirror.contentWidget(for: late)) == "Dos", "made after it: told when made")
            #expect(role(host.mirror.contentWidget(for: late)) == ATK_ROLE_LABEL)
            #expect(name(host.mirror.widget(for: panel)) == "Board")
            #expect(role(host.mirror.widget(for: panel)) == ATK_ROLE_PANEL)
        }

        @Test func barsAreToolBarsAndPageTabLists() async throws {
            try setUpGtk()
            let app = try DemoApp(launch: DemoLaunch(usesNavigationBarAsTitleBar: false))
            defer { app.host.close() }
            app.showWindow()
            app.catalog.open(.tab)
            #expect(await app.host.settle(timeout: 10))
            let tabBarView = try #require(app.catalog.tabs.view.subviews.first { role(app.host.mirror.contentWidget(for: $0)) == ATK_ROLE_PAGE_TAB_LIST })
            let tabs = app.host.mirror.contentWidget(for: tabBarView).map { ViewMirror.children(of: $0) } ?? []
            #expect(tabs.map { name($0) } == ["Tab One", "Tab Two"])
            #expect(tabs.map { role($0) } == [ATK_ROLE_PAGE_TAB, ATK_ROLE_PAGE_TAB])

            let stack = try #require(app.catalog.tabs.selectedViewController as? NavigationController)
            let bars = stack.view.subviews.filter { role(app.host.mirror.contentWidget(for: $0)) == ATK_ROLE_TOOL_BAR }
            #expect(bars.count == 1, "the navigation bar is a tool bar")
            let barButtons = bars.first.flatMap { app.host.mirror.contentWidget(for: $0) }.map { ViewMirror.children(of: $0) } ?? []
            #expect(barButtons.compactMap { name($0) }.contains("Menu"))
        }
    }
}
