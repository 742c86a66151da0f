import Foundation
import CGtk
import Containment
@_spi(Testing) import ContainmentGtk
import ContainmentGtkTesting
import Testing

/// A fixed list of rows that records selections.
@MainActor
final class RowsSource: TableViewDataSource, TableViewDelegate {
    var rows = ["Alpha", "Beta", "Gamma"]
    var selected: [IndexPath] = []
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
}

/// The centre of `widget` in its toplevel's coordinates.
@MainActor
func centreInWindow(_ widget: UnsafeMutablePointer<GtkWidget>) -> Point {
    var x: gint = 0
    var y: gint = 0
    let toplevel = gtk_widget_get_toplevel(widget)!
    _ = gtk_widget_translate_coordinates(
        widget, toplevel, gtk_widget_get_allocated_width(widget) / 2, gtk_widget_get_allocated_height(widget) / 2, &x, &y)
    return Point(x: Double(x), y: Double(y))
}

extension GtkTests {
    /// Labels, buttons and tables are native widgets, and real clicks reach the core.
    @Suite @MainActor struct HostContent {
        @Test func labelIsAGtkLabelWithTheText() async throws {
            let host = try await makeHost()
            defer { host.close() }
            let label = Label(frame: Rect(x: 10, y: 10, width: 150, height: 30), text: "Hello <world>")
            label.isBold = true
            label.accessibilityLabel = "Greeting"
            host.window.addSubview(label)
            #expect(await host.settle(timeout: 5))
            let widget = try #require(host.mirror.contentWidget(for: label))
            #expect(String(cString: gtk_label_get_text(cgtk_label(widget))) == "Hello <world>")
            #expect(String(cString: atk_object_get_name(gtk_widget_get_accessible(widget))) == "Greeting")

            label.text = "Changed"
            #expect(await host.settle(timeout: 5))
            #expect(String(cString: gtk_label_get_text(cgtk_label(widget))) == "Changed")
        }

        @Test func clickingTheGtkButtonSendsTheButtonsActions() async throws {
            let host = try await makeHost()
            defer { host.close() }
            var clicks = 0
            let button = Button(frame: Rect(x: 20, y: 20, width: 120, height: 40), title: "Press") { clicks += 1 }
            host.window.addSubview(button)
            #expect(await host.settle(timeout: 5))
            let widget = try #require(host.mirror.contentWidget(for: button))
            #expect(String(cString: gtk_button_get_label(cgtk_button(widget))) == "Press")

            try SyntheticInput.click(host.gtkWindow, at: Point(x: 80, y: 40))
            #expect(clicks == 1)
            try SyntheticInput.click(host.gtkWindow, at: Point(x: 180, y: 120))
            #expect(clicks == 1, "a click beside the button does nothing")
        }

        @Test func clickOrEnterOnARowSelectsItFromTheUser() async throws {
            let host = try await makeHost(width: 240, height: 200)
            defer { host.close() }
            let source = RowsSource()
            let table = TableView(frame: Rect(x: 0, y: 0, width: 240, height: 200))
            table.dataSource = source
            table.delegate = source
            host.window.addSubview(table)
            #expect(await host.settle(timeout: 5))
            let second = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
            try SyntheticInput.click(host.gtkWindow, at: centreInWindow(try #require(host.mirror.widget(for: second))))
            #expect(source.selected == [IndexPath(row: 1, section: 0)])
            #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))

            // The focused table moves its selection with the arrow keys.
            table.allowsFocus = true
            #expect(table.becomeFirstResponder())
            #expect(await host.settle(timeout: 5))
            try SyntheticInput.key(host.gtkWindow, keyval: UInt32(GDK_KEY_Down))
            #expect(source.selected == [IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0)])

            source.rows.append("Delta")
            table.reloadData()
            #expect(await host.settle(timeout: 5))
            #expect(table.cellForRow(at: IndexPath(row: 3, section: 0)).flatMap { host.mirror.widget(for: $0) } != nil)
        }
    }
}
