import CGtk
import CGtkCanvas
@_spi(Adapter) import Containment

// The widgets of views that left the tree: destroyed, unless the view is a page its container
// keeps to show again.
extension ViewMirror {
    /// After a full sync's walk, deals with the records it did not visit (their views left the
    /// tree, or were freed): each is torn down, or kept with its widgets hidden where they are
    /// when ``keepsWidgets(of:)`` says its view comes back.
    ///
    /// UIKit keeps a covered page's view, and all the layers in it, while its controller stays
    /// in the navigation stack, though `UINavigationController` takes the view out of the window
    /// until the page shows again: a pop then reveals a page as it was, with nothing to build.
    /// So does the mirror with the page's widgets: a view controller's view that leaves the tree
    /// while its controller is still a child of a container keeps its widgets, hidden in the
    /// canvas they were in. They are destroyed at the first full sync after the controller
    /// leaves its parent, the view is freed, or the canvas that holds them goes.
    func sweepUnvisitedRecords() {
        // Kept pages that showed again are ordinary records once more.
        if keptRecords.contains(where: { $0.value.lastSync == generation }) {
            keptRecords = keptRecords.filter { $0.value.lastSync != generation }
        }
        let unvisited = records.count - visitedRecords
        guard unvisited > 0 else { return }
        let candidates = unvisited == keptRecords.count ? keptRecords : records.filter { $0.value.lastSync != generation }
        var decisions: [ObjectIdentifier: Bool] = [:]
        var gone: [(key: ObjectIdentifier, record: Record)] = []
        for (key, record) in candidates {
            if keeps(record, decisions: &decisions) {
                if keptRecords.updateValue(record, forKey: key) == nil { hideKept(record) }
            } else {
                gone.append((key, record))
            }
        }
        guard !gone.isEmpty else { return }
        contentsWillBeRemoved(of: gone.map(\.record))
        for (key, record) in gone {
            records.removeValue(forKey: key)
            keptRecords.removeValue(forKey: key)
            tearDown(record)
        }
    }

    /// Whether the unvisited `record` keeps its widgets: the view lives, and either it left the
    /// tree from a canvas still in it and ``keepsWidgets(of:)`` says so (the top of a kept page),
    /// or it is inside a kept page (its widgets are in the canvas of a kept record).
    private func keeps(_ record: Record, decisions: inout [ObjectIdentifier: Bool]) -> Bool {
        let id = ObjectIdentifier(record)
        if let decided = decisions[id] { return decided }
        var kept = false
        if let view = record.view, !record.isRoot, let superRecord = record.superRecord,
            superRecord.view.map({ self.record(for: $0) === superRecord }) ?? false
        {
            kept = superRecord.lastSync == generation
                ? keepsWidgets(of: view, alreadyKept: keptRecords[ObjectIdentifier(view)] === record)
                : keeps(superRecord, decisions: &decisions)
        }
        decisions[id] = kept
        return kept
    }

    /// Whether `view`, out of the tree, is a page that shows again: the view of a controller
    /// still a child of a container (a navigation stack's covered page, a tab not selected).
    /// A page that shows a widget of the app's own (``NativeView``) is not kept: that widget
    /// leaves the window with its view, as it always has, for the app to put elsewhere. A page
    /// kept already was asked that as it left; out of the tree it gets no new widget.
    func keepsWidgets(of view: View, alreadyKept: Bool) -> Bool {
        guard let controller = view.owningViewController, controller.viewIfLoaded === view, controller.parent != nil
        else { return false }
        return alreadyKept || !holdsNativeWidgets(view)
    }

    /// Hides the widgets of a kept page where they are: its area in the pictures of the canvases
    /// it was in is drawn again, and its own picture is kept for when it shows again.
    private func hideKept(_ record: Record) {
        guard record.superRecord?.lastSync == generation, record.placement.isVisible != false else { return }
        // Hiding a page changes nothing in it (it holds no app's widget: see `keepsWidgets`).
        containment_canvas_set_child_shown_as_is(record.container.widget, 0, 1)
        record.placement.isVisible = false
    }

    /// How many views keep their widgets, hidden, while out of the tree (see
    /// ``sweepUnvisitedRecords()``).
    @_spi(Testing) public var keptViewCount: Int { keptRecords.count }
}
