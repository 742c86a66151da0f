import CGtk
@_spi(Adapter) import Containment

/// Gives the keyboard focus back where the user left it when content that took it goes: to the
/// widget that had it before a drawer, a sheet or a popover appeared, as GTK gives it back when a
/// popover pops down (`gtk_popover_popdown`) or a dialog closes (its transient parent's focus
/// widget has it again); and, when a page shows again after a pop or a tab switch, to the view in
/// it that had the focus when it went, as libadwaita's navigation view does.
///
/// 1. When a controller finishes appearing, the widget that has the focus then (outside the
///    controller's view) is remembered for it.
/// 2. When a controller starts disappearing, the view inside it that has the focus (the deepest
///    one whose widgets hold it) is remembered for it, and the entry of rule 1 waits for the
///    animations to end: an interactive pop that is cancelled appears again, and nothing moves.
/// 3. At the first sync with no animation after that (and once the controller is no longer
///    disappearing: a drag runs no animation), when the focus is lost (the window has
///    none, or it is on a widget no longer on screen, or inside the view that went), it goes back
///    to the widget of rule 1, or to the view of rule 2 of a controller that appeared again (a
///    page under a push left the window, and shows with new widgets): the most recent first, and
///    only to a widget that is on screen and takes the focus.
@MainActor
final class FocusRestoration {
    /// Rule 1's memory: the controller that appeared, the widget focused before it did, and (once
    /// the controller starts disappearing) its view's widget.
    private final class Covering {
        weak var controller: ViewController?
        let previous: WeakWidget
        var leaving: WeakWidget?

        init(controller: ViewController, previous: WeakWidget) {
            self.controller = controller
            self.previous = previous
        }
    }

    /// Rule 2's memory: a controller that went, and the view in it that had the focus.
    private final class Left {
        weak var controller: ViewController?
        weak var view: View?

        init(controller: ViewController, view: View) {
            self.controller = controller
            self.view = view
        }
    }

    /// In the order the controllers appeared.
    private var covering: [Covering] = []
    /// Controllers that went with the focus inside them, in the order they went.
    private var left: [Left] = []
    /// Those of them that appeared again, waiting for rule 3.
    private var returning: [Left] = []
    /// Times the focus was given back (for tests).
    private(set) var restoreCount = 0

    /// Rule 1, and the return of rule 2: `controller` finished appearing while `focus` had the focus.
    func controllerAppeared(_ controller: ViewController, focus: UnsafeMutablePointer<GtkWidget>?, mirror: ViewMirror) {
        covering.removeAll { $0.controller == nil || $0.controller === controller }
        if let index = left.firstIndex(where: { $0.controller === controller }) { returning.append(left.remove(at: index)) }
        guard let focus else { return }
        if let view = controller.viewIfLoaded, let container = mirror.widget(for: view), Self.isInside(focus, container) { return }
        covering.append(Covering(controller: controller, previous: WeakWidget(focus)))
    }

    /// Rule 2: `controller` starts disappearing while `focus` has the focus.
    func controllerDisappearing(_ controller: ViewController, focus: UnsafeMutablePointer<GtkWidget>?, mirror: ViewMirror) {
        left.removeAll { $0.controller == nil || $0.controller === controller }
        returning.removeAll { $0.controller == nil || $0.controller === controller }
        let container = controller.viewIfLoaded.flatMap { mirror.widget(for: $0) }
        if let focus, let view = controller.viewIfLoaded, let focused = Self.deepestView(holding: focus, under: view, mirror: mirror) {
            left.append(Left(controller: controller, view: focused))
        }
        guard let entry = covering.last(where: { $0.controller === controller }) else { return }
        entry.leaving = WeakWidget(container)
    }

    /// Rule 3, after a sync with no animation running. Returns whether the focus was given back.
    func restore(in gtkWindow: UnsafeMutablePointer<GtkWidget>, mirror: ViewMirror) -> Bool {
        // A controller still disappearing (the page an interactive pop drags, with no animation
        // running) has not gone yet: the pop may be cancelled.
        let hasGone = { (entry: Covering) in entry.leaving != nil && entry.controller?.appearanceState != .disappearing }
        let gone = covering.filter(hasGone)
        covering.removeAll(where: hasGone)
        let back = returning
        returning.removeAll()
        guard !gone.isEmpty || !back.isEmpty else { return false }
        let toplevel = cgtk_window(gtkWindow)
        let focus = gtk_window_get_focus(toplevel)
        let lost = focus == nil || gtk_widget_get_mapped(focus) == 0 || gone.contains { Self.isInside(focus, $0.leaving?.widget) }
        guard lost else { return false }
        // The most recent first: a sheet over a drawer gives the focus back to the drawer.
        var candidates = gone.reversed().map { $0.previous.widget }
        candidates += back.reversed().map { $0.view.flatMap { mirror.contentWidget(for: $0) ?? mirror.widget(for: $0) } }
        for case let widget? in candidates where widget != focus && Self.canTakeFocus(widget) {
            gtk_widget_grab_focus(widget)
            restoreCount += 1
            return true
        }
        return false
    }

    /// The deepest view under `root` whose widgets hold `widget`.
    private static func deepestView(holding widget: UnsafeMutablePointer<GtkWidget>, under root: View, mirror: ViewMirror) -> View? {
        guard let container = mirror.widget(for: root), isInside(widget, container) else { return nil }
        for subview in root.subviews.reversed() {
            if let found = deepestView(holding: widget, under: subview, mirror: mirror) { return found }
        }
        return root
    }

    /// Whether `widget` is on screen and takes the focus.
    private static func canTakeFocus(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        gtk_widget_get_mapped(widget) != 0 && gtk_widget_get_can_focus(widget) != 0 && gtk_widget_get_sensitive(widget) != 0
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
