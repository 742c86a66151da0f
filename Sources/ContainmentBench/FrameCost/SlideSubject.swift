import CGtk
import Containment
import ContainmentGtk

/// One implementation of the same slide (a 280 pt drawer revealed in 250 ms in a window of the
/// same size) that the frame-cost comparison drives back and forth.
@MainActor
protocol SlideSubject: AnyObject {
    /// The name printed in the table.
    var name: String { get }
    /// The toplevel drawn.
    var toplevel: UnsafeMutablePointer<GtkWidget> { get }
    /// Whether the slide runs now.
    var isAnimating: Bool { get }
    /// Starts sliding open (`true`) or closed.
    func slide(open: Bool)
    /// Destroys the window.
    func close()
}

/// Our ``DrawerController`` in a ``ContainmentGtk/GtkHost``.
@MainActor
final class DrawerSlide: SlideSubject {
    let name: String
    let host: GtkHost
    private let drawer: DrawerController

    /// `drawer` (by default the colour pages' drawer) in a host of `size` at `x`.
    init(name: String = "Containment DrawerController", drawer: DrawerController = FrameDeliveryBenchmark.makeDrawer(), size: Size, x: Int32) throws {
        self.name = name
        self.drawer = drawer
        host = try BenchHost.make(title: name, size: size, x: x, root: drawer)
    }

    var toplevel: UnsafeMutablePointer<GtkWidget> { host.gtkWindow }
    var isAnimating: Bool { host.clock.isActive }
    func slide(open: Bool) {
        if open { drawer.open(.left, animated: true) } else { drawer.close(animated: true) }
    }
    func close() { BenchHost.close(host) }
}

/// GTK's own `GtkStack` sliding between two pages (`GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT_RIGHT`).
/// A stack slides whole pages, so its slide moves the full window width in the same time.
@MainActor
final class StackSlide: SlideSubject {
    let name: String
    let toplevel: UnsafeMutablePointer<GtkWidget>
    private let stack: UnsafeMutablePointer<GtkStack>
    private let pages: [UnsafeMutablePointer<GtkWidget>]

    /// A stack of `pages` (by default the two colour pages) in a window of `size` at `x`.
    init(name: String = "GtkStack slide", pages: [UnsafeMutablePointer<GtkWidget>]? = nil, size: Size, x: Int32, duration: Double) {
        self.name = name
        let widget = gtk_stack_new()!
        stack = BenchWidgets.cast(widget, to: GtkStack.self, gType: gtk_stack_get_type())
        self.pages = pages ?? [
            BenchWidgets.page("Center", color: BenchWidgets.centerColor),
            BenchWidgets.page("Drawer", color: BenchWidgets.drawerColor),
        ]
        for page in self.pages { gtk_container_add(cgtk_container(widget), page) }
        gtk_stack_set_transition_type(stack, GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT_RIGHT)
        gtk_stack_set_transition_duration(stack, guint(duration * 1000))
        toplevel = BenchWidgets.toplevel(title: name, size: size, x: x, child: widget)
    }

    var isAnimating: Bool { gtk_stack_get_transition_running(stack) != 0 }
    func slide(open: Bool) { gtk_stack_set_visible_child(stack, pages[open ? 1 : 0]) }
    func close() { gtk_widget_destroy(toplevel) }
}

/// libhandy's `HdyFlap` revealing a 280 pt flap under its content (fold policy always,
/// transition type under), loaded with `dlopen`.
@MainActor
final class FlapSlide: SlideSubject {
    let name: String
    let toplevel: UnsafeMutablePointer<GtkWidget>
    private let handy: LibHandy
    private let flap: UnsafeMutablePointer<GtkWidget>
    private var target = 0.0

    /// A flap revealing `flapPage` under `content` (by default the two colour pages, the flap
    /// `drawerWidth` wide) in a window of `size` at `x`.
    init(
        name: String = "libhandy HdyFlap", handy: LibHandy, content: UnsafeMutablePointer<GtkWidget>? = nil,
        flapPage: UnsafeMutablePointer<GtkWidget>? = nil, size: Size, x: Int32, drawerWidth: Double, duration: Double
    ) throws {
        self.name = name
        self.handy = handy
        guard let flap = handy.flapNew() else { throw BenchError.unavailable("hdy_flap_new returned NULL") }
        self.flap = flap
        handy.setFoldPolicy(flap, LibHandy.foldPolicyAlways)
        handy.setTransitionType(flap, LibHandy.transitionUnder)
        handy.setModal(flap, 0)
        handy.setRevealDuration(flap, guint(duration * 1000))
        handy.setContent(flap, content ?? BenchWidgets.page("Center", color: BenchWidgets.centerColor))
        handy.setFlap(flap, flapPage ?? BenchWidgets.page("Drawer", color: BenchWidgets.drawerColor, width: Int32(drawerWidth)))
        handy.setRevealFlap(flap, 0)
        toplevel = BenchWidgets.toplevel(title: name, size: size, x: x, child: flap)
    }

    var isAnimating: Bool { abs(handy.revealProgress(flap) - target) > 1e-9 }
    func slide(open: Bool) {
        target = open ? 1 : 0
        handy.setRevealFlap(flap, open ? 1 : 0)
    }
    func close() { gtk_widget_destroy(toplevel) }
}

/// Why a part could not run.
enum BenchError: Error, CustomStringConvertible {
    case unavailable(String)
    var description: String {
        switch self {
        case .unavailable(let why): why
        }
    }
}
