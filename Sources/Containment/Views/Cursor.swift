/// A pointer shape, named as GDK (and CSS) name cursors, for ``View/cursor``.
///
/// UIKit's closest is `UIPointerStyle` from a `UIPointerInteraction` (and AppKit's `NSCursor`,
/// which Mac Catalyst apps reach): here a view simply names the shape the pointer takes over
/// it, as a GTK app calls `gdk_window_set_cursor` with `gdk_cursor_new_from_name`. Any name of
/// the cursor theme works through ``init(name:)``; a name the theme lacks shows the default
/// arrow.
public struct Cursor: Sendable, Hashable {
    /// The cursor's name, such as `"pointer"` or `"ew-resize"`.
    public let name: String

    /// A cursor by its GDK/CSS name (`"default"`, `"pointer"`, `"text"`, `"wait"`, `"move"`, ...).
    public init(name: String) {
        self.name = name
    }

    /// The arrow, as `NSCursor.arrow`.
    public static let `default` = Cursor(name: "default")
    /// The pointing hand over a link or something clickable, as `NSCursor.pointingHand`.
    public static let pointer = Cursor(name: "pointer")
    /// The I-beam over text, as `NSCursor.iBeam`.
    public static let text = Cursor(name: "text")
    /// The crosshair for precise picking, as `NSCursor.crosshair`.
    public static let crosshair = Cursor(name: "crosshair")
    /// Something that cannot be done here, as `NSCursor.operationNotAllowed`.
    public static let notAllowed = Cursor(name: "not-allowed")
    /// An open hand over something that can be dragged, as `NSCursor.openHand`.
    public static let grab = Cursor(name: "grab")
    /// A closed hand while dragging, as `NSCursor.closedHand`.
    public static let grabbing = Cursor(name: "grabbing")
    /// A divider that moves left and right, as `NSCursor.resizeLeftRight`.
    public static let resizeLeftRight = Cursor(name: "ew-resize")
    /// A divider that moves up and down, as `NSCursor.resizeUpDown`.
    public static let resizeUpDown = Cursor(name: "ns-resize")

    /// Whether any view was ever given a cursor: until then the pointer's motion costs nothing.
    @MainActor static var anyCursorSet = false
}

extension View {
    /// The pointer's shape over the view and those of its subviews that set none, as a
    /// `UIPointerInteraction`'s style on iPadOS and Mac Catalyst: `nil` (the default) takes the
    /// superview's, and the window's default arrow at the top. Native text fields and text views
    /// keep GTK's text cursor.
    public var cursor: Cursor? {
        get { desktopExtras?.cursor }
        set {
            guard newValue != cursor else { return }
            if newValue != nil { Cursor.anyCursorSet = true }
            ensuredDesktopExtras.cursor = newValue
        }
    }
}
