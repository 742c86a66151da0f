import CGtk
import Containment

/// Gives the keyboard focus back to the widget that had it before content appeared (a drawer, a
/// sheet, a popover, a pushed page), once that content goes and took the focus with it, as GTK
/// gives it back when a popover pops down (`gtk_popover_popdown` returns it to the widget that
/// had it) or a dialog closes (its transient parent's focus widget has it again).
///
/// 1. When a controller finishes appearing, the widget that has the focus then (outside the
///    controller's view) is remembered for it.
/// 2. When the controller starts disappearing, its entry waits for the animations to end: an
///    interactive pop that is cancelled appears again, and nothing is given back.
/// 3. At the first sync with no animation after that, the focus is given back when the window has
///    none, or it is on a widget no longer on screen, or inside the view that went; and only to a
///    widget that is still on screen (not destroyed, mapped, focusable).
@MainActor
final class FocusRestoration {
    /// A remembered focus: the controller that appeared, the widget focused before it did, and
    /// (once it starts disappearing) its view's widget.
    private final class Entry {
        let controller: ObjectIdentifier
        let previous: WeakWidget
        var leaving: WeakWidget?

        init(controller: ObjectIdentifier, previous: WeakWidget) {
            self.controller = controller
            self.previous = previous
        }
    }

    /// In the order the controllers appeared.
    private var entries: [Entry] = []
    /// Times the focus was given back (for tests).
    private(set) var restoreCount = 0

    /// Rule 1: `controller` finished appearing while `focus` had the focus.
    func controllerAppeared(_ controller: ViewController, focus: UnsafeMutablePointer<GtkWidget>?, mirror: ViewMirror) {
        let id = ObjectIdentifier(controller)
        entries.removeAll { $0.controller == id }
        guard let focus else { return }
        if let view = controller.viewIfLoaded, let container = mirror.widget(for: view), Self.isInside(focus, container) { return }
        entries.append(Entry(controller: id, previous: WeakWidget(focus)))
    }

    /// Rule 2: `controller` starts disappearing.
    func controllerDisappearing(_ controller: ViewController, mirror: ViewMirror) {
        guard let entry = entries.last(where: { $0.controller == ObjectIdentifier(controller) }) else { return }
        entry.leaving = WeakWidget(controller.viewIfLoaded.flatMap { mirror.widget(for: $0) })
    }

    /// Rule 3, after a sync with no animation running. Returns whether the focus was given back.
    @discardableResult
    func restore(in gtkWindow: UnsafeMutablePointer<GtkWidget>) -> Bool {
        let gone = entries.filter { $0.leaving != nil }
        guard !gone.isEmpty else { return false }
        entries.removeAll { $0.leaving != nil }
        let toplevel = cgtk_window(gtkWindow)
        // The most recent first: a sheet over a drawer gives the focus back to the drawer.
        for entry in gone.reversed() {
            let focus = gtk_window_get_focus(toplevel)
            let lost = focus == nil || gtk_widget_get_mapped(focus) == 0 || Self.isInside(focus, entry.leaving?.widget)
            guard lost else { return false }
            guard let previous = entry.previous.widget, previous != focus, gtk_widget_get_mapped(previous) != 0,
                gtk_widget_get_can_focus(previous) != 0, gtk_widget_get_sensitive(previous) != 0
            else { continue }
            gtk_widget_grab_focus(previous)
            restoreCount += 1
            return true
        }
        return false
    }

    private static func isInside(_ widget: UnsafeMutablePointer<GtkWidget>?, _ ancestor: UnsafeMutablePointer<GtkWidget>?) -> Bool {
        guard let widget, let ancestor else { return false }
        return widget == ancestor || gtk_widget_is_ancestor(widget, ancestor) != 0
    }
}

/// A weak reference to a widget (`GWeakRef`): `nil` once GTK finalized it.
@MainActor
final class WeakWidget {
    private let ref = UnsafeMutablePointer<GWeakRef>.allocate(capacity: 1)

    init(_ widget: UnsafeMutablePointer<GtkWidget>?) {
        ref.initialize(to: GWeakRef())
        g_weak_ref_init(ref, widget)
    }

    isolated deinit {
        g_weak_ref_clear(ref)
        ref.deallocate()
    }

    /// The widget, while it lives.
    var widget: UnsafeMutablePointer<GtkWidget>? {
        guard let object = g_weak_ref_get(ref) else { return nil }
        // The reference `g_weak_ref_get` added goes at once: GTK keeps a mapped widget alive.
        g_object_unref(object)
        return object.assumingMemoryBound(to: GtkWidget.self)
    }
}
