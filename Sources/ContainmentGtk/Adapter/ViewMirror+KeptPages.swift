import CGtk
import CGtkCanvas
@_spi(Adapter) import Containment

// The widgets of views that left the tree: destroyed, unless the view is a page its container
// keeps to show again, or is back in the window by the next sync.
extension ViewMirror {
    /// What becomes of the widgets of a view the walk of a full sync did not visit.
    private enum Fate {
        /// Kept, hidden, while the view is a page its container keeps (``keepsWidgets(of:alreadyKept:)``).
        case kept
        /// Kept, hidden, until the next full sync: a view that lives may be on its way elsewhere.
        case leaving
        /// Destroyed now.
        case gone
    }

    /// After a full sync's walk, deals with the records it did not visit (their views left the
    /// tree, or were freed): each is kept with its widgets hidden where they are, or torn down.
    ///
    /// UIKit keeps a covered page's view, and all the layers in it, while its controller stays
    /// in the navigation stack, though `UINavigationController` takes the view out of the window
    /// until the page shows again: a pop then reveals a page as it was, with nothing to build.
    /// So does the mirror with the page's widgets: a view controller's view that leaves the tree
    /// while its controller is still a child of a container keeps its widgets, hidden in the
    /// canvas they were in. They are destroyed at the first full sync after the controller
    /// leaves its parent, the view is freed, or the canvas that holds them goes.
    ///
    /// A UIKit view also keeps its layer whoever holds it and wherever it goes: a container that
    /// moves a view (a split view collapsing its columns into one stack, or separating them)
    /// may take it out of the window for a sync before putting it back. So any other view that
    /// lives keeps its widgets, hidden, until the next full sync (``leavingRecords``): back in
    /// the tree by then, it shows its own widgets again, and an app's handlers on them still
    /// hear them; still out, its widgets are destroyed. The mirror asks its window for that
    /// sync. A view that holds a widget of the app's own (``NativeView``) lets it go at once,
    /// for the app to put elsewhere.
    func sweepUnvisitedRecords() {
        // Kept pages and leaving views that showed again are ordinary records once more.
        if keptRecords.contains(where: { $0.value.lastSync == generation }) {
            keptRecords = keptRecords.filter { $0.value.lastSync != generation }
        }
        if leavingRecords.contains(where: { $0.value.lastSync == generation }) {
            leavingRecords = leavingRecords.filter { $0.value.lastSync != generation }
        }
        let unvisited = records.count - visitedRecords
        guard unvisited > 0 else { return }
        let candidates = unvisited == keptRecords.count ? keptRecords : records.filter { $0.value.lastSync != generation }
        var fates: [ObjectIdentifier: Fate] = [:]
        var gone: [(key: ObjectIdentifier, record: Record)] = []
        for (key, record) in candidates {
            switch fate(of: record, &fates) {
            case .kept:
                leavingRecords.removeValue(forKey: key)
                if keptRecords.updateValue(record, forKey: key) == nil { hideLeft(record) }
            case .leaving:
                keptRecords.removeValue(forKey: key)
                if leavingRecords.updateValue(record, forKey: key) == nil { hideLeft(record) }
            case .gone:
                gone.append((key, record))
            }
        }
        guard !gone.isEmpty else { return }
        contentsWillBeRemoved(of: gone.map(\.record))
        for (key, record) in gone {
            records.removeValue(forKey: key)
            keptRecords.removeValue(forKey: key)
            leavingRecords.removeValue(forKey: key)
            // Out of sight now, destroyed once the frame is drawn (``retire(_:)``).
            hideLeft(record)
            retire(record)
        }
    }

    /// What becomes of the unvisited `record`: nothing is kept when the view was freed. The top
    /// of what left (it left from a canvas still in the tree) is kept when
    /// ``keepsWidgets(of:alreadyKept:)`` says so (a page), else it is leaving, unless it holds
    /// an app's widget; a view inside it shares its fate (its widgets are in its canvas). A view
    /// that was leaving at the last full sync already is gone.
    private func fate(of record: Record, _ fates: inout [ObjectIdentifier: Fate]) -> Fate {
        let id = ObjectIdentifier(record)
        if let decided = fates[id] { return decided }
        var fate = Fate.gone
        if let view = record.view, !record.isRoot, let superRecord = record.superRecord,
            superRecord.view.map({ self.record(for: $0) === superRecord }) ?? false
        {
            let key = ObjectIdentifier(view)
            if superRecord.lastSync == generation {
                fate = keepsWidgets(of: view, alreadyKept: keptRecords[key] === record) ? .kept
                    : holdsNativeWidgets(view) ? .gone : .leaving
            } else {
                fate = self.fate(of: superRecord, &fates)
            }
            if fate == .leaving, leavingRecords[key] === record { fate = .gone }
        }
        fates[id] = fate
        return fate
    }

    /// Whether `view`, out of the tree, is a table's cell waiting for reuse, or a page that shows
    /// again: the view of a controller
    /// still a child of a container (a navigation stack's covered page, a tab not selected) or
    /// kept aside by one (`ViewController.isKeptAside`: a collapsed split view's secondary).
    /// A page that shows a widget of the app's own (``NativeView``) is not kept: that widget
    /// leaves the window with its view, as it always has, for the app to put elsewhere. A page
    /// kept already was asked that as it left; out of the tree it gets no new widget.
    func keepsWidgets(of view: View, alreadyKept: Bool) -> Bool {
        // A cell waiting in its table's reuse queue shows another row soon: its widgets wait
        // with it, hidden, rather than being made again (the queue is bounded by the table).
        if let cell = view as? TableViewCell, cell.isWaitingForReuse {
            return alreadyKept || !holdsNativeWidgets(view)
        }
        guard let controller = view.owningViewController, controller.viewIfLoaded === view,
              controller.parent != nil || controller.isKeptAside
        else { return false }
        return alreadyKept || !holdsNativeWidgets(view)
    }

    /// Hides the widgets of a kept page, a leaving view or a view gone for good where they are:
    /// its area in the pictures of the canvases it was in is drawn again, and its own picture is
    /// kept for when it shows again.
    private func hideLeft(_ record: Record) {
        guard record.superRecord?.lastSync == generation, record.placement.isVisible != false else { return }
        // Hiding it changes nothing in it (it holds no app's widget: see `keepsWidgets`, `fate`;
        // a view gone for good gave the app's widget back already: `contentsWillBeRemoved`).
        containment_canvas_set_child_shown_as_is(record.container.widget, 0, 1)
        record.placement.isVisible = false
    }

    /// How many views keep their widgets, hidden, while out of the tree (see
    /// ``sweepUnvisitedRecords()``).
    @_spi(Testing) public var keptViewCount: Int { keptRecords.count }
}
