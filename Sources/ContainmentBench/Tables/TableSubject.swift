import CGtk
import ContainmentGtk

/// One table of part 8 in its window, in a process of its own.
@MainActor
protocol TableSubject: AnyObject {
    /// The window it is shown in.
    var toplevel: UnsafeMutablePointer<GtkWidget> { get }
    /// Rows it holds.
    var rowCount: Int { get }
    /// Row cells (ours) or row widgets (`GtkListBox`) alive now; `nil` when it makes none per row.
    var liveCells: Int? { get }
    /// How part 8 moves it.
    var scroller: TableScroller? { get }
    /// Shows the window.
    func show()
}

/// Why a subject stopped filling its rows: it passed the time limit or the memory cap.
struct TableSubjectGaveUp: Error {
    var reason: String
}

/// The time limit and memory cap a subject's rows must fit in, checked as they are made.
struct TableBudget {
    /// The monotonic time (µs) by which the first frame must be drawn.
    var deadline: Int64
    /// The resident memory past which filling stops.
    var residentCap: Int

    /// Throws when the time or the memory is spent; `made` rows were made so far.
    func check(made: Int) throws {
        if ProcessMeter.monotonicMicroseconds > deadline {
            throw TableSubjectGaveUp(reason: "time limit passed after \(made) rows")
        }
        if ProcessMeter.residentBytes > residentCap {
            throw TableSubjectGaveUp(reason: "memory cap passed after \(made) rows")
        }
    }
}

/// GTK's window for a GTK subject: `child` in a `GtkScrolledWindow` of the table's window size.
@MainActor
enum TableWindow {
    static func make(title: String, scrolling child: UnsafeMutablePointer<GtkWidget>) -> (
        window: UnsafeMutablePointer<GtkWidget>, scrolled: UnsafeMutablePointer<GtkWidget>
    ) {
        let scrolled = gtk_scrolled_window_new(nil, nil)!
        gtk_scrolled_window_set_policy(cgtk_scrolled_window(scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_container_add(cgtk_container(scrolled), child)
        let size = TableRows.windowSize
        let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
        gtk_window_set_title(cgtk_window(window), title)
        gtk_window_set_default_size(cgtk_window(window), Int32(size.width), Int32(size.height))
        gtk_window_set_resizable(cgtk_window(window), 0)
        gtk_widget_set_size_request(window, Int32(size.width), Int32(size.height))
        gtk_container_add(cgtk_container(window), scrolled)
        gtk_window_move(cgtk_window(window), 0, 0)
        return (window, scrolled)
    }
}
