import CGtk
@_spi(Adapter) @_spi(Testing) import Containment
@_spi(Testing) import ContainmentGtk
import ContainmentGtkTesting
import Foundation
import Testing

/// A settings screen the UIKit way: sections with header and footer titles, value1 cells with a
/// detail, a checkmark, an icon, a disclosure indicator.
@MainActor
private final class SettingsController: TableViewController {
    let sections: [(title: String, footer: String?, rows: [(String, String?)])] = [
        ("Network", "Wi-Fi and Bluetooth turn off in airplane mode.", [
            ("Wi-Fi", "Home"), ("Bluetooth", "On"), ("Airplane Mode", nil),
        ]),
        ("Sound", nil, (1...8).map { ("Sound \($0)", $0 == 3 ? "Chosen" : nil) }),
        ("Display", "Night light warms the screen at night.", (1...12).map { ("Display \($0)", nil) }),
    ]
    let icon: Image?

    init(style: TableView.Style, icon: Image?) {
        self.icon = icon
        super.init(style: style)
        title = "Settings"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(Value1Cell.self, forCellReuseIdentifier: "Setting")
    }

    override func numberOfSections(in tableView: TableView) -> Int { sections.count }
    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }
    override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { sections[section].title }
    override func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { sections[section].footer }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Setting", for: indexPath)
        let (text, detail) = sections[indexPath.section].rows[indexPath.row]
        cell.textLabel?.text = text
        cell.detailTextLabel?.text = detail
        cell.imageView?.image = indexPath.section == 0 ? icon : nil
        cell.accessoryType = detail == "Chosen" ? .checkmark : indexPath.section == 0 ? .disclosureIndicator : .none
        return cell
    }
}

/// UIKit's right-detail cell, registered by class.
@MainActor
private final class Value1Cell: TableViewCell {
    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: .value1, reuseIdentifier: reuseIdentifier)
    }
}

extension GtkTests {
    /// The three table styles with headers, footers, images and accessories, in a real window
    /// (and one mirrored right to left).
    /// Set `CONTAINMENT_SHOTS_DIR` to keep their screenshots.
    @Suite @MainActor struct HostTableStyles {
        private func show(_ style: TableView.Style, direction: UserInterfaceLayoutDirection = .leftToRight) async throws
            -> (GtkHost, SettingsController, URL)
        {
            let directory = try PixbufFixtures.directory()
            let path = directory.appendingPathComponent("icon.png").path
            try PixbufFixtures.writePNG(to: path, width: 24, height: 24, rgb: 0x2E_C2_7E)
            let controller = SettingsController(style: style, icon: Image(contentsOfFile: path))
            let host = try GtkTestStage.makeHost(size: Size(width: 400, height: 520), root: controller)
            // The host follows its GtkWindow's direction, as a right-to-left locale sets it.
            if direction == .rightToLeft { gtk_widget_set_direction(host.gtkWindow, GTK_TEXT_DIR_RTL) }
            try #require(await GtkTestStage.show(host, timeout: 10))
            return (host, controller, directory)
        }

        private func keep(_ host: GtkHost, _ name: String) throws {
            guard let directory = ProcessInfo.processInfo.environment["CONTAINMENT_SHOTS_DIR"] else { return }
            try WindowSnapshot.capture(host.gtkWindow).savePNG(to: "\(directory)/\(name).png")
        }

        /// The table's header views, by the title they show.
        private func headers(of table: TableView) -> [String: View] {
            var found: [String: View] = [:]
            for case let header as TableViewHeaderFooterView in table.subviews {
                if let text = header.textLabel?.text { found[text] = header }
            }
            return found
        }

        @Test(arguments: [TableView.Style.plain, .grouped, .insetGrouped])
        func eachStyleShowsItsSectionsAndOnlyPlainPinsItsHeaders(_ style: TableView.Style) async throws {
            let (host, controller, directory) = try await show(style)
            defer { host.close(); try? FileManager.default.removeItem(at: directory) }
            let table = controller.tableView
            try keep(host, "table-\(style)")
            let network = try #require(headers(of: table)["Network"])
            #expect(network.frame.minY == table.rectForHeader(inSection: 0).minY)
            let wifi = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
            #expect(wifi.detailTextLabel?.text == "Home")
            #expect(host.mirror.widget(for: try #require(wifi.imageView)) != nil, "the icon has its widget")

            // Into the third section: a plain table keeps its header at the top.
            let display = table.rectForHeader(inSection: 2)
            table.contentOffset = Point(x: 0, y: display.minY + 100)
            #expect(await host.settle(timeout: 5))
            try keep(host, "table-\(style)-scrolled")
            let header = try #require(headers(of: table)["Display"])
            if style == .plain {
                #expect(header.frame.minY == table.contentOffset.y, "pinned at the top while its section scrolls")
                let widget = try #require(host.mirror.widget(for: header))
                #expect(abs(centreInWindow(widget).y - header.frame.height / 2) <= 1, "and drawn there")
            } else {
                #expect(header.frame.minY == display.minY, "a grouped header scrolls with its section")
            }
        }

        @Test func separatorsShowBetweenOpaqueCells() async throws {
            let (host, controller, directory) = try await show(.plain)
            defer { host.close(); try? FileManager.default.removeItem(at: directory) }
            let table = controller.tableView
            for cell in table.visibleCells { cell.backgroundColor = .white }
            #expect(await host.settle(timeout: 5))
            // Between the first two rows of the second section, left of any detail text.
            let second = table.rectForRow(at: IndexPath(row: 1, section: 1))
            let line = table.convert(Point(x: 200, y: second.minY - 0.75), to: nil)
            let inside = table.convert(Point(x: 200, y: second.minY + 4), to: nil)
            let shot = try WindowSnapshot.capture(host.gtkWindow)
            let separator = try #require(shot.pixel(at: line))
            let white = try #require(shot.pixel(at: inside))
            #expect(white.isClose(to: PixelColor(red: 255, green: 255, blue: 255), tolerance: 4))
            #expect(!separator.isClose(to: white, tolerance: 10), "the line shows over the next opaque cell: \(separator)")
        }

        @Test func aMirroredTableShowsItsIconsAndAccessoriesOnTheOtherSide() async throws {
            let (host, controller, directory) = try await show(.insetGrouped, direction: .rightToLeft)
            defer { host.close(); try? FileManager.default.removeItem(at: directory) }
            try keep(host, "table-insetGrouped-rtl")
            let wifi = try #require(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
            let icon = try #require(wifi.imageView)
            let text = try #require(wifi.textLabel)
            let iconX = icon.convert(Point(x: icon.bounds.midX, y: 0), to: nil).x
            let textX = text.convert(Point(x: text.bounds.midX, y: 0), to: nil).x
            #expect(iconX > textX, "the icon leads, on the right: \(iconX) vs \(textX)")
            let detail = try #require(wifi.detailTextLabel)
            #expect(detail.convert(Point(x: detail.bounds.midX, y: 0), to: nil).x < textX, "the detail trails, on the left")
        }
    }
}
