/// The views of a window marked changed (``View/setNeedsDisplay()``) after a given
/// ``Window/displayChangeCount``, while they are few: what lets an adapter update only the views
/// a drag moved instead of walking the tree, as Core Animation commits only the layers a
/// transaction changed. Past ``capacity`` views it forgets them all and lists the changes from
/// then on.
struct ChangeLog {
    /// More views than this changed, and a walk of the tree costs little more than reading them.
    static let capacity = 8

    private struct Entry {
        /// The window's count at the view's latest change.
        var count: Int
        weak var view: View?
    }

    /// Every change after this count is in `entries`.
    private var start = 0
    private var entries: [Entry] = []

    /// Lists `view`, marked changed as the window's count became `count`.
    mutating func note(_ view: View, at count: Int) {
        for index in entries.indices where entries[index].view === view {
            entries[index].count = count
            return
        }
        guard entries.count < Self.capacity else {
            entries.removeAll(keepingCapacity: true)
            start = count
            return
        }
        entries.append(Entry(count: count, view: view))
    }

    /// The views (still alive) whose latest change came after `count`, each once; `nil` when the
    /// log does not hold every change since then (it forgot them, or `count` is older than the
    /// count last asked about). The changes up to `count` are forgotten.
    mutating func views(changedAfter count: Int) -> [View]? {
        guard count >= start else { return nil }
        entries.removeAll { $0.count <= count }
        start = count
        var views: [View] = []
        for entry in entries {
            if let view = entry.view { views.append(view) }
        }
        return views
    }
}
