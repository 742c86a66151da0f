import CGtk
@_spi(Adapter) import Containment

// The widgets of views gone for good: hidden by the sync that finds them gone, destroyed once
// the frame is drawn.
extension ViewMirror {
    /// Destroys `record`'s widgets once the frame being made is drawn, at idle priority, as Qt's
    /// `deleteLater` defers a deletion to the event loop: a page gone at the end of a pop, its
    /// widgets already hidden (and an app's widget given back, `contentsWillBeRemoved`), shows
    /// nothing, so the frame that shows the pop's end does not wait for them. They are destroyed
    /// before the main loop next sleeps, with no frame in between unless one is already due.
    /// The host counts as busy until then (`GtkHost.isIdle`).
    func retire(_ record: Record) {
        retiredRecords.append(record)
        guard !destroysRetiredSoon else { return }
        destroysRetiredSoon = true
        MainLoopSource.idle(priority: G_PRIORITY_DEFAULT_IDLE) { [weak self] in
            self?.destroyRetired()
        }
    }

    /// Destroys the widgets of every retired record (the host closing does it at once).
    func destroyRetired() {
        destroysRetiredSoon = false
        let retired = retiredRecords
        retiredRecords.removeAll()
        for record in retired { tearDown(record) }
    }

    /// Whether widgets of views gone for good wait to be destroyed (``retire(_:)``).
    @_spi(Testing) public var holdsRetiredWidgets: Bool { !retiredRecords.isEmpty }
}
