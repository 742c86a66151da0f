import CGtk
@_spi(Adapter) @_spi(Testing) @testable import Containment
@_spi(Testing) import ContainmentGtk
import ContainmentGtkTesting
import Foundation
import Testing

/// A mailbox the UIKit way: a table view controller of many messages, subtitle cells with an
/// icon and a disclosure indicator, swipe to delete, several selected with Ctrl and Shift.
@MainActor
private final class MailboxController: TableViewController {
    var messages: [Int]
    let icon: Image?
    var opened: [IndexPath] = []
    var deleted: [Int] = []

    init(count: Int, icon: Image?) {
        messages = Array(0..<count)
        self.icon = icon
        super.init(style: .plain)
        title = "Inbox"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "Message")
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { messages.count }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Message", for: indexPath)
        let message = messages[indexPath.row]
        cell.textLabel?.text = "Message \(message)"
        cell.imageView?.image = icon
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { opened.append(indexPath) }

    override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    override func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        deleted.append(messages.remove(at: indexPath.row))
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }

    override func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        let delete = ContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
            guard let self else { return }
            deleted.append(messages.remove(at: indexPath.row))
            tableView.deleteRows(at: [indexPath], with: .automatic)
            done(true)
        }
        return SwipeActionsConfiguration(actions: [delete])
    }
}

extension GtkTests {
    /// A table of real cells in a real window, driven by the wheel, the scroll bar, keys,
    /// Ctrl/Shift-clicks, right-clicks and two-finger swipes.
    @Suite @MainActor struct HostTable {
        private func showMailbox(count: Int, width: Double = 360, height: Double = 440) async throws
            -> (GtkHost, MailboxController, URL)
        {
            let directory = try PixbufFixtures.directory()
            let path = directory.appendingPathComponent("icon.png").path
            try PixbufFixtures.writePNG(to: path, width: 24, height: 24, rgb: 0x35_84_E4)
            let controller = MailboxController(count: count, icon: Image(contentsOfFile: path))
            let host = try GtkTestStage.makeHost(size: Size(width: width, height: height), root: controller)
            try #require(await GtkTestStage.show(host, timeout: 10))
            return (host, controller, directory)
        }

        /// The window point at the middle of a row, if it shows.
        private func centre(of indexPath: IndexPath, in table: TableView) -> Point {
            let rect = table.rectForRow(at: indexPath)
            return table.convert(Point(x: rect.midX, y: rect.midY), to: nil)
        }

        @Test func aMillionRowsOpenWithWidgetsOnlyForTheVisibleRowsAndScrollToTheEnd() async throws {
            let (host, controller, directory) = try await showMailbox(count: 1_000_000)
            defer { host.close(); try? FileManager.default.removeItem(at: directory) }
            let table = controller.tableView
            let cells = table.subviews.compactMap { $0 as? TableViewCell }
            #expect(cells.count >= 10 && cells.count <= 20, "a screen of cells and a margin: \(cells.count)")
            #expect(host.mirror.mirroredViewCount < 200, "widgets for what shows, not for a million rows")
            let scrolled = try #require(host.mirror.scrolledWindow(for: table))
            let vadjustment = try #require(gtk_scrolled_window_get_vadjustment(cgtk_scrolled_window(scrolled)))
            #expect(gtk_adjustment_get_upper(vadjustment) == table.contentSize.height)
            #expect(table.contentSize.height == 44_000_000)
            let list = try #require(host.mirror.contentWidget(for: table))
            let accessible = try #require(gtk_widget_get_accessible(list))
            #expect(atk_object_get_role(accessible) == ATK_ROLE_LIST)
            #expect(atk_object_get_description(accessible).map { String(cString: $0) } == "1000000 rows",
                    "the whole table's count, though only the visible rows are its children")
            #expect(Int(atk_object_get_n_accessible_children(accessible)) <= 20)

            // The scroll bar's thumb dragged to the end, as its adjustment moves.
            gtk_adjustment_set_value(vadjustment, gtk_adjustment_get_upper(vadjustment))
            #expect(await host.settle(timeout: 5))
            #expect(table.contentOffset.y == table.maximumContentOffset.y)
            let last = IndexPath(row: 999_999, section: 0)
            let lastCell = try #require(table.cellForRow(at: last))
            #expect(lastCell.textLabel?.text == "Message 999999")
            let widget = try #require(host.mirror.widget(for: lastCell))
            #expect(abs(centreInWindow(widget).y - centre(of: last, in: table).y) <= 1, "its widget is where the row shows")
            #expect(table.subviews.compactMap { $0 as? TableViewCell }.count <= 20)

            // The wheel scrolls back up; the cells shown are always their rows'.
            try SyntheticInput.wheel(host.gtkWindow, at: Point(x: 180, y: 200), direction: GDK_SCROLL_UP, count: 4)
            #expect(await host.settle(timeout: 5))
            #expect(table.contentOffset.y < table.maximumContentOffset.y)
            #expect(table.contentOffset.y == gtk_adjustment_get_value(vadjustment))
            for indexPath in table.indexPathsForVisibleRows ?? [] {
                #expect(table.cellForRow(at: indexPath)?.textLabel?.text == "Message \(indexPath.row)")
            }
            try SyntheticInput.click(host.gtkWindow, at: centre(of: IndexPath(row: 999_990, section: 0), in: table))
            #expect(controller.opened == [IndexPath(row: 999_990, section: 0)], "a click selects the row under it")
        }

        @Test func keysMoveTheSelectionAndScrollAsGtksListsDo() async throws {
            let (host, controller, directory) = try await showMailbox(count: 500)
            defer { host.close(); try? FileManager.default.removeItem(at: directory) }
            let table = controller.tableView
            try SyntheticInput.click(host.gtkWindow, at: centre(of: IndexPath(row: 1, section: 0), in: table))
            #expect(await host.settle(timeout: 5))
            #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
            try SyntheticInput.key(host.gtkWindow, keyval: UInt32(GDK_KEY_Down))
            try SyntheticInput.key(host.gtkWindow, keyval: UInt32(GDK_KEY_Down))
            #expect(await host.settle(timeout: 5))
            #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
            try SyntheticInput.key(host.gtkWindow, keyval: UInt32(GDK_KEY_End))
            #expect(await host.settle(timeout: 5))
            #expect(table.indexPathForSelectedRow == IndexPath(row: 499, section: 0))
            #expect(table.contentOffset.y == table.maximumContentOffset.y, "the last row is scrolled to")
            try SyntheticInput.key(host.gtkWindow, keyval: UInt32(GDK_KEY_Page_Up))
            #expect(await host.settle(timeout: 5))
            let row = table.indexPathForSelectedRow?.row ?? 0
            #expect(row < 499 && row > 480, "a screen up: row \(row)")
            try SyntheticInput.key(host.gtkWindow, keyval: UInt32(GDK_KEY_Home))
            #expect(await host.settle(timeout: 5))
            #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
            #expect(table.contentOffset.y == 0)
        }

        @Test func ctrlAndShiftClicksExtendTheSelection() async throws {
            let (host, controller, directory) = try await showMailbox(count: 50)
            defer { host.close(); try? FileManager.default.removeItem(at: directory) }
            let table = controller.tableView
            table.allowsMultipleSelection = true
            let row = { IndexPath(row: $0, section: 0) }
            try SyntheticInput.click(host.gtkWindow, at: centre(of: row(1), in: table))
            try SyntheticInput.click(host.gtkWindow, at: centre(of: row(4), in: table), modifiers: GDK_SHIFT_MASK)
            #expect(await host.settle(timeout: 5))
            #expect(table.indexPathsForSelectedRows?.sorted() == [row(1), row(2), row(3), row(4)])
            try SyntheticInput.click(host.gtkWindow, at: centre(of: row(2), in: table), modifiers: GDK_CONTROL_MASK)
            try SyntheticInput.click(host.gtkWindow, at: centre(of: row(7), in: table), modifiers: GDK_CONTROL_MASK)
            #expect(await host.settle(timeout: 5))
            #expect(table.indexPathsForSelectedRows?.sorted() == [row(1), row(3), row(4), row(7)])
            let selectedCells = table.visibleCells.filter(\.isSelected).compactMap { table.indexPath(for: $0) }
            #expect(selectedCells.sorted() == [row(1), row(3), row(4), row(7)], "the cells show it")
        }

        @Test func aRightClickOffersTheRowsActionsAndDeleteRemovesIt() async throws {
            let (host, controller, directory) = try await showMailbox(count: 30)
            defer { host.close(); try? FileManager.default.removeItem(at: directory) }
            let table = controller.tableView
            try SyntheticInput.click(host.gtkWindow, at: centre(of: IndexPath(row: 2, section: 0), in: table), button: 3)
            #expect(await host.settle(timeout: 5))
            #expect(table.isShowingSwipeActions)
            let delete = try #require(table.swipeActionButtons.first)
            #expect(delete.title == "Delete")
            let button = try #require(host.mirror.contentWidget(for: delete))
            #expect(gtk_widget_get_mapped(button) != 0, "GTK shows the action")
            try SyntheticInput.click(host.gtkWindow, at: centreInWindow(button))
            #expect(await host.settle(timeout: 5))
            #expect(controller.deleted == [2])
            #expect(table.numberOfRows(inSection: 0) == 29)
            #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "Message 3")
            #expect(controller.opened.isEmpty, "nothing was selected on the way")
        }

        @Test func inEditingModeTheMinusAndThenDeleteRemoveARowWithRealClicks() async throws {
            let (host, controller, directory) = try await showMailbox(count: 30)
            defer { host.close(); try? FileManager.default.removeItem(at: directory) }
            let table = controller.tableView
            controller.setEditing(true, animated: true)
            #expect(await host.settle(timeout: 5))
            if let shots = ProcessInfo.processInfo.environment["CONTAINMENT_SHOTS_DIR"] {
                try WindowSnapshot.capture(host.gtkWindow).savePNG(to: "\(shots)/table-editing.png")
            }
            let minus = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0))?.editingControl)
            let minusWidget = try #require(host.mirror.contentWidget(for: minus))
            #expect(gtk_widget_get_mapped(minusWidget) != 0)
            try SyntheticInput.click(host.gtkWindow, at: centreInWindow(minusWidget))
            #expect(await host.settle(timeout: 5))
            #expect(table.isShowingSwipeActions && table.swipedIndexPath == IndexPath(row: 1, section: 0))
            let deleteButton = try #require(table.swipeActionButtons.first)
            let delete = try #require(host.mirror.contentWidget(for: deleteButton))
            try SyntheticInput.click(host.gtkWindow, at: centreInWindow(delete))
            #expect(await host.settle(timeout: 5))
            #expect(controller.deleted == [1])
            #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Message 2")
        }

        @Test func aTwoFingerSwipeLeftOnARowRevealsItsActions() async throws {
            let (host, controller, directory) = try await showMailbox(count: 30)
            defer { host.close(); try? FileManager.default.removeItem(at: directory) }
            let table = controller.tableView
            let point = centre(of: IndexPath(row: 3, section: 0), in: table)
            try SyntheticInput.smoothScroll(host.gtkWindow, at: point, deltas: Array(repeating: (dx: 2.0, dy: 0.0), count: 10))
            #expect(await host.settle(timeout: 5))
            #expect(table.isShowingSwipeActions)
            #expect(table.swipedIndexPath == IndexPath(row: 3, section: 0))
            #expect(table.contentOffset == .zero, "the table did not scroll")
            let cell = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)))
            #expect(cell.frame.minX < 0, "the row slid aside")
        }
    }
}
