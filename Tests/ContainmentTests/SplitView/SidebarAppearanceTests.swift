import Foundation
import Testing
@_spi(Adapter) @_spi(Testing) @testable import Containment
import ContainmentTestSupport

/// A sidebar of three rows in an `.insetGrouped` table.
@MainActor
private final class SidebarList: ViewController, TableViewDataSource {
    let tableView = TableView(frame: .zero, style: .insetGrouped)
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "Row")
        tableView.dataSource = self
        view.addSubview(tableView)
    }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
    }
}

@MainActor
@Suite("SplitViewController sidebar look")
struct SidebarAppearanceTests {
    @Test("an insetGrouped table in the primary column draws as a GNOME sidebar; the same table elsewhere does not")
    func sidebarLook() throws {
        let stage = TestStage(width: 1280, height: 800)
        let split = SplitViewController(style: .tripleColumn)
        let sidebar = SidebarList()
        let list = SidebarList()
        split.setViewController(sidebar, for: .primary)
        split.setViewController(list, for: .supplementary)
        split.setViewController(ViewController(title: "Detail"), for: .secondary)
        stage.show(split)
        stage.window.layoutIfNeeded()

        #expect(sidebar.tableView.appearsAsSidebar)
        #expect(!list.tableView.appearsAsSidebar, "only the primary column's table is a sidebar")
        #expect(sidebar.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minX == 6)
        #expect(list.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minX == 20)
        let cell = try #require(sidebar.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.backgroundColor == .clear)
        #expect(cell.frame.minX == 6)
        sidebar.tableView.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        let selection = try #require(cell.selectedBackgroundView as? SidebarSelectionView)
        #expect(selection.frame == cell.bounds)
        let drawing = selection.recordDrawing()
        #expect(drawing.first == .setFillColor(Color(white: 0.5, alpha: 0.2)), "a light neutral tint, not a blue bar")
        #expect(drawing.filter { if case .addArc = $0 { true } else { false } }.count == 4, "rounded corners")
        let plainCell = try #require(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        list.tableView.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        #expect(!(plainCell.selectedBackgroundView is SidebarSelectionView))
        #expect(plainCell.backgroundColor == .white)

        // Collapsed, the list folded onto the primary's stack keeps its own look.
        stage.window.resize(to: Size(width: 500, height: 800))
        stage.clock.advance(by: 1)
        stage.window.layoutIfNeeded()
        #expect(split.isCollapsed)
        #expect(!list.tableView.appearsAsSidebar)
    }
}
