import CGtk
import ContainmentGtk

/// Ours: waits for the new `TableView` (issue #28).
@MainActor
final class OurTableSubject: TableSubject {
    let toplevel: UnsafeMutablePointer<GtkWidget>
    let rowCount = 0
    var liveCells: Int? { nil }
    var scroller: TableScroller? { nil }

    init(rows: Int, icon: OpaquePointer, budget: TableBudget) throws {
        throw TableSubjectGaveUp(reason: "not built yet")
    }

    func show() {}

    func measureUpdates(limits: TableBenchmark.Limits) -> [(String, TableReport.Update)] { [] }
}
