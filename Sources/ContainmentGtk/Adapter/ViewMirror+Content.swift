import CGtk
import CGtkCanvas
@_spi(Adapter) import Containment

// The native widgets of the content views: made, told and named through each kind's
// `ContentMirror` (one file per kind, under `Adapter/Content`), chosen by `ContentMirrors`.
extension ViewMirror {
    // MARK: - Creating content

    /// The native widget for `view`, if it is a content view (or a bar), with its signals
    /// connected; the canvas of `record` takes the kind's background and clip.
    func makeContent(for view: View, record: Record) -> (any ContentMirror)? {
        let content: (any ContentMirror)? = if barProvider?(view) != nil {
            BarContent(view: view, mirror: self)
        } else {
            ContentMirrors.makeContent(for: view, mirror: self)
        }
        guard let content else { return nil }
        record.paint.defaultBackground = content.defaultBackground
        if content.clipsFromStart {
            record.paint.clips = true
            containment_canvas_set_clips(record.container.widget, 1)
        }
        return content
    }

    // MARK: - Updating content

    /// Tells the content widget what `view` shows now (its display version changed).
    func updateContent(_ record: Record, _ view: View) {
        guard let content = record.content else { return }
        Self.applyDirection(of: view, to: content.widget)
        content.update(view: view)
    }

    /// Gives a content widget the view's layout direction (the core decides it, from the window's
    /// direction and the views' `View.semanticContentAttribute`): a bar's `GtkBox`
    /// then packs its back button and tabs from the right, a label's alignment flips, and a view
    /// forced left to right stays so under a right-to-left default.
    static func applyDirection(of view: View, to widget: UnsafeMutablePointer<GtkWidget>) {
        let direction = view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR
        guard gtk_widget_get_direction(widget) != direction else { return }
        gtk_widget_set_direction(widget, direction)
        // Laid out again in the new direction (GTK does not re-place a box's children otherwise).
        gtk_widget_queue_resize(widget)
    }

    /// Tells the accessible object of the content widget (or the canvas) the view's role and name.
    func updateAccessibleName(_ record: Record, _ view: View) {
        let target = record.content?.contentWidget ?? record.container.widget
        // A plain view is what its superview's kind says it is (a table's cell), else a panel.
        let enclosing = record.content == nil ? record.superRecord?.content : nil
        let role = record.content?.accessibleRole(of: view) ?? enclosing?.accessibleRole(ofSubview: view) ?? ATK_ROLE_PANEL
        let name = Self.accessibleName(for: view, content: record.content)
            ?? enclosing?.accessibleName(ofSubview: view)
        // Set only what changed: ATK notifies listeners of every set, and a view's display
        // version changes for many reasons (a slide's end, a colour) that leave both alone. The
        // canvas and the label keep it until their accessible object is made (an assistive
        // technology asks), as GTK's own widgets make theirs only then.
        let newName = name.flatMap { record.appliedAccessibleName != $0 ? $0 : nil }
        guard record.appliedRole != role || newName != nil else { return }
        containment_accessible_describe(target, role, newName)
        record.appliedRole = role
        if let newName { record.appliedAccessibleName = newName }
    }

    /// The name assistive technologies read for `view`, as UIKit defaults `accessibilityLabel`:
    /// the label set on it, else what its content kind says (a button's title, a label's text),
    /// else the title of the controller whose view it is.
    static func accessibleName(for view: View, content: (any ContentMirror)?) -> String? {
        if let label = view.accessibilityLabel { return label }
        guard let content else { return view.owningViewController?.title }
        return content.accessibleName(of: view)
    }

    /// Tells the contents of `records` that their views leave, once, before any canvas is
    /// destroyed (destroying a canvas destroys all the widgets inside it, a subview's too: a
    /// ``NativeView``'s widget is taken out first), disconnects their signals and lets them go:
    /// their widgets go with the canvases.
    func contentsWillBeRemoved(of records: some Sequence<Record>) {
        for record in records {
            guard let content = record.content else { continue }
            record.content = nil
            content.willRemove()
            for connection in content.connections { connection.disconnect() }
        }
    }
}
