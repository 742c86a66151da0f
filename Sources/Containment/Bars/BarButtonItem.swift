/// A button in a navigation bar or a toolbar, as `UIBarButtonItem`: a title, an image or one of
/// the system's standard items (``SystemItem``), or a flexible or fixed space between the others
/// in a toolbar.
///
/// A click runs the item's ``primaryAction`` (or its ``action`` closure). An item with a
/// ``menu`` and nothing to run opens the menu under its button on a click, as UIKit's; with a
/// primary action too, a long press or a secondary (right) click opens it. The GTK adapter
/// draws a menu-only button as GNOME's menu buttons (a text button gets a down arrow).
///
/// Every change of what it shows (``title``, ``image``, ``isEnabled``, ``toolTip``, ``style``,
/// ``width``, ``tintColor``, ``primaryAction``, ``menu``) reaches the bar showing it at once, as `UIBarButtonItem` redraws its
/// button: a disabled item greys out and ignores clicks while it stays in the bar.
@MainActor
public final class BarButtonItem {
    /// The standard items, as `UIBarButtonItem.SystemItem`. The adapter draws each with its
    /// platform's look: the GTK adapter shows ``done``, ``cancel``, ``edit`` and ``save`` as text
    /// buttons ("Done", "Cancel", "Edit", "Save"; Done as the suggested action) and the others
    /// with the icon theme's symbolic icons (`list-add-symbolic` for ``add``,
    /// `user-trash-symbolic` for ``trash``, …). ``flexibleSpace`` and ``fixedSpace`` draw nothing:
    /// they space a toolbar's items, as in `UIToolbar`.
    public enum SystemItem: Sendable, Equatable, CaseIterable {
        /// "Done", the prominent button that ends a mode, as `.done`.
        case done
        /// "Cancel", as `.cancel`.
        case cancel
        /// "Edit", as `.edit`.
        case edit
        /// "Save", as `.save`.
        case save
        /// A plus sign that adds an item, as `.add`.
        case add
        /// Space that grows to share a toolbar's free width, as `.flexibleSpace`.
        case flexibleSpace
        /// Space of ``BarButtonItem/width`` points, as `.fixedSpace`.
        case fixedSpace
        /// A pencil on paper that writes something new, as `.compose`.
        case compose
        /// A curved arrow that replies, as `.reply`.
        case reply
        /// The share icon, as `.action`.
        case action
        /// A folder to file items in, as `.organize`.
        case organize
        /// A book of bookmarks, as `.bookmarks`.
        case bookmarks
        /// A magnifying glass, as `.search`.
        case search
        /// A circular arrow that reloads, as `.refresh`.
        case refresh
        /// A cross that stops loading, as `.stop`.
        case stop
        /// A camera, as `.camera`.
        case camera
        /// A bin that deletes, as `.trash`.
        case trash
        /// Start playing, as `.play`.
        case play
        /// Pause playing, as `.pause`.
        case pause
        /// Skip backward, as `.rewind`.
        case rewind
        /// Skip forward, as `.fastForward`.
        case fastForward
        /// Undo, as `.undo`.
        case undo
        /// Redo, as `.redo`.
        case redo
        /// A cross that closes, as `.close`.
        case close

        /// The text a text item shows ("Done", "Cancel", "Edit", "Save"), `nil` for an icon or a
        /// space.
        public var title: String? {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            default: nil
            }
        }

        /// What the item does, in words, for an icon item's accessible name and tooltip, as
        /// VoiceOver reads UIKit's system items ("Add", "Compose", "Share", …); empty for a space.
        public var accessibilityLabel: String {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .add: "Add"
            case .flexibleSpace, .fixedSpace: ""
            case .compose: "Compose"
            case .reply: "Reply"
            case .action: "Share"
            case .organize: "Organize"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .refresh: "Refresh"
            case .stop: "Stop"
            case .camera: "Camera"
            case .trash: "Delete"
            case .play: "Play"
            case .pause: "Pause"
            case .rewind: "Rewind"
            case .fastForward: "Fast Forward"
            case .undo: "Undo"
            case .redo: "Redo"
            case .close: "Close"
            }
        }

        /// Whether the item is space rather than a button.
        var isSpace: Bool { self == .flexibleSpace || self == .fixedSpace }
    }

    /// How a button is drawn, as `UIBarButtonItem.Style`.
    public enum Style: Sendable, Equatable {
        /// A plain button, as `.plain`.
        case plain
        /// The prominent button that ends a task (bold on iOS; GNOME's suggested action, blue),
        /// as `.done`.
        case done
    }

    /// The text on the button, as `title`. A system item keeps its own look (a text system item
    /// its own text).
    public var title: String? { didSet { if title != oldValue { notifyChange() } } }
    /// The picture on the button, as `image`, shown instead of the title when both are set (as
    /// UIKit does); a system item's icon wins over it.
    public var image: Image? { didSet { if image !== oldValue { notifyChange() } } }
    /// What the button does when clicked, as the target-action pair of `UIBarButtonItem`, with a
    /// closure. A ``primaryAction`` runs instead when there is one.
    public var action: (() -> Void)?
    /// The action a click performs, as `primaryAction`: its title and image are shown when the
    /// item has none of its own, and a click calls its handler with the item as sender.
    public var primaryAction: Action? { didSet { if primaryAction !== oldValue { notifyChange() } } }
    /// The menu the button opens, as `menu`: on a click when the item has nothing else to run
    /// (no ``primaryAction`` and no ``action``), else on a long press or a secondary click.
    public var menu: Menu? { didSet { if menu !== oldValue { notifyChange() } } }
    /// Whether the button takes clicks, as `isEnabled`: a disabled button is greyed out in its
    /// bar at once and ignores clicks.
    public var isEnabled = true { didSet { if isEnabled != oldValue { notifyChange() } } }
    /// Text shown when the pointer rests on the button, as `UIBarButtonItem.toolTip` (Mac
    /// Catalyst); an icon button without one shows what it does.
    public var toolTip: String? { didSet { if toolTip != oldValue { notifyChange() } } }
    /// How the button is drawn, as `style`.
    public var style: Style = .plain { didSet { if style != oldValue { notifyChange() } } }
    /// The width of a ``SystemItem/fixedSpace`` item in points, as `width`; 0 (the default) is
    /// the standard spacing (8 points). Other items size to their content.
    public var width: Double = 0 { didSet { if width != oldValue { notifyChange() } } }
    /// The colour of the button's text or icon, as `tintColor`; `nil` (the default) is the
    /// theme's.
    public var tintColor: Color? { didSet { if tintColor != oldValue { notifyChange() } } }

    /// The standard item this button is, if any (made with
    /// ``init(systemItem:primaryAction:menu:)`` or ``init(systemItem:action:)``).
    public let systemItem: SystemItem?

    /// Where the host drew the button, in the coordinates of its bar's view (the navigation
    /// bar's ``NavigationBar/view``, or the ``Toolbar``), as the GTK adapter reports it after it
    /// lays the bar out (UIKit keeps this in the item's private view). A popover presented from
    /// the item (``PopoverPresentationController/barButtonItem``) points at it; until a host
    /// reports it, the bar estimates it from the titles.
    public var frameInBar: Rect?

    /// The bar showing the item, set by the bar.
    weak var bar: (any BarButtonItemContainer)?

    /// Creates a titled button, as `UIBarButtonItem(title:style:target:action:)` with a closure.
    public init(title: String?, action: (() -> Void)? = nil) {
        self.title = title
        self.action = action
        systemItem = nil
    }

    /// Creates one of the standard items, as `UIBarButtonItem(barButtonSystemItem:target:action:)`
    /// with a closure; ``SystemItem/done`` is styled ``Style/done``.
    public init(systemItem: SystemItem, action: @escaping () -> Void) {
        self.systemItem = systemItem
        self.action = action
        style = systemItem == .done ? .done : .plain
    }

    /// Creates one of the standard items running `primaryAction` and offering `menu`, as
    /// `UIBarButtonItem(systemItem:primaryAction:menu:)`; ``SystemItem/done`` is styled
    /// ``Style/done``.
    public init(systemItem: SystemItem, primaryAction: Action? = nil, menu: Menu? = nil) {
        self.systemItem = systemItem
        self.primaryAction = primaryAction
        self.menu = menu
        style = systemItem == .done ? .done : .plain
    }

    /// Creates a button with a title or an image running `primaryAction` and offering `menu`, as
    /// `UIBarButtonItem(title:image:primaryAction:menu:)`. Without a title or an image, the
    /// primary action's are shown.
    public init(title: String? = nil, image: Image? = nil, primaryAction: Action? = nil, menu: Menu? = nil) {
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        self.menu = menu
        systemItem = nil
    }

    /// Creates a button with an image that opens `menu` when clicked, as
    /// `UIBarButtonItem(image:menu:)`.
    public convenience init(image: Image?, menu: Menu?) {
        self.init(title: nil, image: image, primaryAction: nil, menu: menu)
    }

    /// Creates a button with an image, as `UIBarButtonItem(image:style:target:action:)` with a
    /// closure.
    public init(image: Image?, action: @escaping () -> Void) {
        self.image = image
        self.action = action
        systemItem = nil
    }

    /// Whether a click opens the ``menu``: there is one and nothing else to run.
    var showsMenuAsPrimaryAction: Bool { menu != nil && primaryAction == nil && action == nil }

    /// Space that grows to share a toolbar's free width, as `UIBarButtonItem.flexibleSpace()`.
    public static func flexibleSpace() -> BarButtonItem {
        BarButtonItem(systemItem: .flexibleSpace) {}
    }

    /// Space of `width` points between a toolbar's items, as `UIBarButtonItem.fixedSpace(_:)`.
    public static func fixedSpace(_ width: Double) -> BarButtonItem {
        let item = BarButtonItem(systemItem: .fixedSpace) {}
        item.width = width
        return item
    }

    /// Clicks the button: what the adapter calls when the native button is activated. Performs
    /// the ``primaryAction`` with the item as sender, else runs ``action``. Does nothing while
    /// the item is disabled.
    @_spi(Adapter) public func sendAction() {
        guard isEnabled else { return }
        if let primaryAction {
            primaryAction.performWithSender(self)
        } else {
            action?()
        }
    }

    /// Tells the bar showing the item that it looks different now.
    private func notifyChange() {
        bar?.barButtonItemDidChange(self)
    }
}

/// A bar that shows bar button items (the navigation bar, a toolbar): told when one of them
/// changes, and asked where one is for a popover.
@MainActor
protocol BarButtonItemContainer: AnyObject {
    /// `item`, shown by this bar, changed what it shows.
    func barButtonItemDidChange(_ item: BarButtonItem)
    /// The frame of `item` in the window, reported or estimated; `nil` when it is not on this
    /// bar or the bar is not in a window.
    func frameInWindow(of item: BarButtonItem) -> Rect?
}
