import CGtk
import Containment
@_spi(Testing) import ContainmentGtk
import Foundation

/// Ours: a `TableViewController` of `rows` rows whose cells are a ``BenchMessageCell`` (an
/// image, two labels, a disclosure accessory), in a ``GtkHost`` window of the same size as
/// GTK's subjects. Nothing is made per row: the data source answers from the row's index.
@MainActor
final class OurTableSubject: TableSubject {
    let host: GtkHost
    let controller: BenchTableController
    private(set) var scroller: TableScroller?

    var toplevel: UnsafeMutablePointer<GtkWidget> { host.gtkWindow }
    var rowCount: Int { controller.rows }
    var liveCells: Int? { BenchMessageCell.liveCount }

    init(rows: Int, icon: OpaquePointer, budget: TableBudget) throws {
        controller = BenchTableController(rows: rows, image: PixbufImage.image(from: icon))
        host = try GtkHost(applicationID: "org.containment.Bench", title: "TableViewController", size: TableRows.windowSize)
        host.window.rootViewController = controller
        gtk_window_move(cgtk_window(host.gtkWindow), 0, 0)
    }

    func show() {
        host.show()
        scroller = Self.scroller(for: controller.tableView, in: host)
    }

    /// The adjustment of the scrollbar the adapter shows for the table, when moving it moves the
    /// table (its offset follows); else the table's `contentOffset`, set from code.
    private static func scroller(for table: TableView, in host: GtkHost) -> TableScroller {
        let byOffset = TableScroller(
            how: "its contentOffset (the adapter shows no scrollbar whose adjustment moves it)",
            maximum: { max(0, table.contentSize.height - table.bounds.height) },
            set: { table.contentOffset = Point(x: 0, y: $0) })
        Pump.until(timeout: 5) { host.isIdle }
        guard let adjustment = TableScroller.firstVerticalAdjustment(under: host.gtkWindow) else { return byOffset }
        let probe = TableScroller.adjustment(adjustment, how: "its scrollbar's GtkAdjustment")
        probe.set(TableRows.rowHeight * 10)
        Pump.frames(2, of: host.gtkWindow)
        let follows = abs(table.contentOffset.y - TableRows.rowHeight * 10) < 1
        probe.set(0)
        Pump.frames(2, of: host.gtkWindow)
        return follows ? probe : byOffset
    }

    /// The delete in the middle of the table (scrolled there first, as a user deletes the row
    /// they look at), then a diffable snapshot changing 1 % of `limits.snapshotItems` items
    /// (the table fed by a `TableViewDiffableDataSource`, scrolled to its middle): each measured
    /// from the call to the end of the next drawn frame.
    func measureUpdates(limits: TableBenchmark.Limits) -> [(String, TableReport.Update)] {
        let table = controller.tableView
        let middle = IndexPath(row: controller.rows / 2, section: 0)
        table.scrollToRow(at: middle, at: .middle, animated: false)
        BenchHost.settle(host)
        let delete = TableUpdateTimer.measure(toplevel) {
            controller.rows -= 1
            table.deleteRows(at: [middle], with: .automatic)
        }
        BenchHost.settle(host)

        // The same table, now fed by a diffable data source of `snapshotItems` items.
        let image = controller.image
        let diffable = TableViewDiffableDataSource<Int, Int>(tableView: table) { tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: BenchMessageCell.identifier, for: indexPath)
            (cell as? BenchMessageCell)?.show(row: item, image: image)
            return cell
        }
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<limits.snapshotItems), toSection: 0)
        diffable.apply(snapshot, animatingDifferences: false)
        table.scrollToRow(at: IndexPath(row: limits.snapshotItems / 2, section: 0), at: .middle, animated: false)
        BenchHost.settle(host)
        let changed = TableRows.changedSnapshot(of: limits.snapshotItems)
        var next = DiffableDataSourceSnapshot<Int, Int>()
        next.appendSections([0])
        next.appendItems(changed, toSection: 0)
        let apply = TableUpdateTimer.measure(toplevel) { diffable.apply(next, animatingDifferences: true) }
        BenchHost.settle(host)
        return [("delete", delete), ("snapshot", apply)]
    }
}

/// The cell of part 8's table: its own image view and two labels in the content view, and the
/// disclosure indicator, as an app's message cell.
final class BenchMessageCell: TableViewCell {
    static let identifier = "Message"
    /// Cells alive now (on screen or in the table's reuse queue).
    nonisolated(unsafe) static var liveCount = 0

    private let icon = ImageView(image: nil)
    private let title = Label()
    private let detail = Label()

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: .default, reuseIdentifier: reuseIdentifier)
        title.fontSize = 15
        title.isBold = true
        detail.fontSize = 12
        detail.textColor = .darkGray
        icon.contentMode = .scaleAspectFit
        for view in [icon, title, detail] as [View] { contentView.addSubview(view) }
        accessoryType = .disclosureIndicator
        Self.liveCount += 1
    }

    isolated deinit { Self.liveCount -= 1 }

    /// Shows row `row`.
    func show(row: Int, image: Image?) {
        icon.image = image
        title.text = TableRows.title(row)
        detail.text = TableRows.detail(row)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = contentView.bounds
        let side = Double(TableRows.iconSide)
        icon.frame = Rect(x: 16, y: (bounds.height - side) / 2, width: side, height: side)
        let x = 16 + side + 12
        let width = max(0, bounds.width - x - 8)
        title.frame = Rect(x: x, y: 4, width: width, height: 20)
        detail.frame = Rect(x: x, y: 24, width: width, height: 16)
    }
}

/// Part 8's table controller: `rows` rows of ``BenchMessageCell``, 44 pt tall.
final class BenchTableController: TableViewController {
    var rows: Int
    let image: Image?

    init(rows: Int, image: Image?) {
        self.rows = rows
        self.image = image
        super.init(style: .plain)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = TableRows.rowHeight
        tableView.register(BenchMessageCell.self, forCellReuseIdentifier: BenchMessageCell.identifier)
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: BenchMessageCell.identifier, for: indexPath)
        (cell as? BenchMessageCell)?.show(row: indexPath.row, image: image)
        return cell
    }
}

/// Times an update: CPU and wall time from the call to the end of the next frame in which the
/// window was drawn, and the CPU time of the call alone.
@MainActor
enum TableUpdateTimer {
    static func measure(_ toplevel: UnsafeMutablePointer<GtkWidget>, _ update: () -> Void) -> TableReport.Update {
        var drawn = false
        let connection = SignalConnection.connectDraw(toplevel, after: true) { _ in
            drawn = true
            return false
        }
        defer { connection.disconnect() }
        let cpu = ProcessMeter.cpuSeconds
        let wall = ProcessMeter.monotonicMicroseconds
        update()
        let call = (ProcessMeter.cpuSeconds - cpu) * 1000
        Pump.until(timeout: 5) { drawn }
        return TableReport.Update(
            cpuMilliseconds: (ProcessMeter.cpuSeconds - cpu) * 1000,
            wallMilliseconds: Double(ProcessMeter.monotonicMicroseconds - wall) / 1000, callMilliseconds: call)
    }
}
