import CGtk
@_spi(Adapter) import Containment

/// The native widget of one kind of content view, and what it was last told: a `Label`'s
/// `GtkLabel`, a `ScrollView`'s `GtkScrolledWindow`, an app's own view's widget. One class per kind, in
/// a file of its own, owns all of it: making the widget (and connecting its signals), telling
/// it what the view shows, its accessible role and name, and its scrolled window if it has one.
/// Whether a drag on the view is the view's own is the core view's to say
/// (`View.handlesDragsItself`), as the core alone arbitrates drags.
///
/// It mirrors what a `UIView` subclass that draws itself owns in UIKit (its layer's contents,
/// its `accessibilityTraits`, its `accessibilityLabel` default) and what a GTK widget class owns
/// in GTK (its `realize`, its `get_accessible`); the ``ViewMirror`` owns everything else about
/// the view's widgets: the canvas the content widget sits in (always sized to the view's
/// frame), the subviews on top of it, its layout direction, pictures, visibility and order.
///
/// A kind is made when its view first gets widgets (``init(view:mirror:)``) and told about the
/// view each time the view's `View.displayVersion` changes (``update(_:)``, then
/// ``accessibleRole(for:)`` and ``accessibleName(for:)``). When the view leaves the window, the
/// mirror calls ``willRemove()`` before any widget is destroyed, disconnects ``connections``,
/// then destroys the view's canvas with the content widget in it.
///
/// ## Adding a kind
///
/// Write one class conforming to this protocol for the view class it mirrors (``Mirrored``),
/// and register it once, before the first window shows a view of that class:
///
/// ```swift
/// ContentMirrors.register(DialContent.self)
/// ```
///
/// The library registers its own kinds in ``ContentMirrors``, one line each. An app may register
/// a kind for a view class of its own, or for a subclass of a library view: the kind registered
/// for the most specific class of a view wins, so a kind for a `Label` subclass leaves plain
/// labels to the library's `GtkLabel`.
@MainActor
public protocol ContentMirror: AnyObject {
    /// The view class this kind mirrors (its subclasses too, unless a kind is registered for them).
    associatedtype Mirrored: View

    /// Makes the widget for `view` (not yet shown, nor placed: the mirror puts ``widget`` in the
    /// view's canvas and shows it) and connects its signals, keeping them in ``connections``.
    /// `mirror` is the one that shows the view.
    init(view: Mirrored, mirror: ViewMirror)

    /// The widget the mirror puts in the view's canvas, below the subviews, sized to the view's
    /// frame: the content widget itself, or a scrolled window or holder around it.
    var widget: UnsafeMutablePointer<GtkWidget> { get }

    /// The widget that shows what the view shows, the one assistive technologies read and
    /// keyboard focus goes to (a table's list, a text view's text inside their scrolled windows):
    /// ``widget`` unless the kind says otherwise.
    var contentWidget: UnsafeMutablePointer<GtkWidget> { get }

    /// The `GtkScrolledWindow` the content scrolls in, if any: `nil` unless the kind says otherwise.
    var scrolledWindow: UnsafeMutablePointer<GtkWidget>? { get }

    /// Where the subviews' widgets go, if not in the view's own canvas (a scroll view's
    /// scrolling canvas): `nil` unless the kind says otherwise.
    var subviewCanvas: UnsafeMutablePointer<GtkWidget>? { get }

    /// The signals connected on the kind's widgets, disconnected when the view leaves: none
    /// unless the kind says otherwise.
    var connections: [SignalConnection] { get }

    /// The background the canvas paints when the view sets none (a bar's grey): `nil` unless
    /// the kind says otherwise.
    var defaultBackground: Color? { get }

    /// Whether the canvas clips from the start (a scroll view's): `false` unless the kind says
    /// otherwise.
    var clipsFromStart: Bool { get }

    /// Whether the widget paints all of the view's frame, so that views under it are not drawn
    /// (a bar's): `false` unless the kind says otherwise.
    var paintsOpaque: Bool { get }

    /// Whether ``widget`` holds a widget of the app's own (a `NativeView`'s), which may change
    /// without the mirror knowing: it is shown as the app left it (not shown all), and a hidden
    /// view holding it is drawn again when shown: `false` unless the kind says otherwise.
    var holdsAppWidget: Bool { get }

    /// Tells the widget what `view` shows now: its `View.displayVersion` changed. Ask GTK only
    /// for what changed since the last call.
    func update(_ view: Mirrored)

    /// The accessible role of ``contentWidget``, as `UIAccessibilityTraits` say what a view is.
    func accessibleRole(for view: Mirrored) -> AtkRole

    /// The name assistive technologies read for `view` when the app set no
    /// `View.accessibilityLabel`, as UIKit defaults `accessibilityLabel` (a button's title, a
    /// label's text): the title of the controller whose view it is, unless the kind says otherwise.
    func accessibleName(for view: Mirrored) -> String?

    /// The accessible role of a subview of `view` that has no kind of its own (a table's cell
    /// is a list item): `nil`, a panel, unless the kind says otherwise.
    func accessibleRole(ofSubview view: View) -> AtkRole?

    /// The name of a subview of `view` that has no kind of its own and no
    /// `View.accessibilityLabel` (a table cell's text): `nil` unless the kind says otherwise.
    func accessibleName(ofSubview view: View) -> String?

    /// Called when the view leaves the mirror (or the host closes), before any widget is
    /// destroyed: destroying the canvas destroys everything in it, so a kind takes out what is
    /// not its own (a `NativeView`'s widget, which the view keeps). Nothing unless the kind says
    /// otherwise.
    func willRemove()
}

extension ContentMirror {
    public var contentWidget: UnsafeMutablePointer<GtkWidget> { widget }
    public var scrolledWindow: UnsafeMutablePointer<GtkWidget>? { nil }
    public var subviewCanvas: UnsafeMutablePointer<GtkWidget>? { nil }
    public var connections: [SignalConnection] { [] }
    public var defaultBackground: Color? { nil }
    public var clipsFromStart: Bool { false }
    public var paintsOpaque: Bool { false }
    public var holdsAppWidget: Bool { false }
    public func accessibleName(for view: Mirrored) -> String? { view.owningViewController?.title }
    public func willRemove() {}
    public func accessibleRole(ofSubview view: View) -> AtkRole? { nil }
    public func accessibleName(ofSubview view: View) -> String? { nil }
}

// What the mirror asks of a kind it knows only as `any ContentMirror`, about a view it knows only
// as a `View`: each passes the view on if it is the kind's class (it always is, as the kind was
// chosen for it).
extension ContentMirror {
    func update(view: View) {
        guard let view = view as? Mirrored else { return }
        update(view)
    }

    func accessibleRole(of view: View) -> AtkRole? {
        (view as? Mirrored).map { accessibleRole(for: $0) }
    }

    func accessibleName(of view: View) -> String? {
        guard let view = view as? Mirrored else { return view.owningViewController?.title }
        return accessibleName(for: view)
    }
}
