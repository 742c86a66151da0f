/// A row of bar button items along the bottom of a screen, as `UIToolbar`: the navigation
/// controller's ``NavigationController/toolbar`` shows its top controller's
/// ``ViewController/toolbarItems``, and a toolbar can be placed in any view on its own.
///
/// Items are laid out from the leading edge in order, as `UIToolbar` lays them out: a
/// ``BarButtonItem/flexibleSpace()`` takes a share of the free width (one between two groups
/// pushes the second to the trailing edge; one on each side centres what is between), a
/// ``BarButtonItem/fixedSpace(_:)`` keeps its ``BarButtonItem/width``. The GTK adapter draws it
/// as GNOME's action bar. An item that changes (``BarButtonItem/isEnabled``, its title, …)
/// redraws at once.
@MainActor
open class Toolbar: View, BarButtonItemContainer {
    /// The toolbar's height in points, as UIKit's standard toolbar (44 pt).
    public static let height: Double = 44

    /// The items shown, in order, as `UIToolbar.items`. Setting it is
    /// ``setItems(_:animated:)`` without animation.
    public var items: [BarButtonItem]? {
        get { shownItems }
        set { setItems(newValue, animated: false) }
    }

    /// Whether content may show under the bar, as `UIToolbar.isTranslucent`: `false` by default,
    /// as GNOME's action bar is opaque, so a navigation controller's content ends above its
    /// toolbar. When `true`, a top controller whose ``ViewController/edgesForExtendedLayout``
    /// includes the bottom extends under the toolbar, with its height as the bottom of its safe
    /// area, as on iOS.
    public var isTranslucent = false {
        didSet { if isTranslucent != oldValue { placementHandler?() } }
    }

    /// Grows by one each time anything the toolbar shows changes; adapters compare it with the
    /// value they last drew.
    @_spi(Adapter) public private(set) var version = 0

    /// Places the toolbar and the content again (a navigation controller's).
    var placementHandler: (() -> Void)?

    private var shownItems: [BarButtonItem]?

    /// Creates an empty toolbar, as `UIToolbar(frame:)`.
    public override init(frame: Rect = Rect(x: 0, y: 0, width: 320, height: Toolbar.height)) {
        super.init(frame: frame)
    }

    /// Shows `items`, as `setItems(_:animated:)`. The same items again change nothing.
    /// Animation is accepted for UIKit's signature; the bar's buttons change at once, as
    /// GNOME's action bar changes its buttons.
    public func setItems(_ items: [BarButtonItem]?, animated: Bool) {
        let old = shownItems ?? []
        let new = items ?? []
        let same = (shownItems == nil) == (items == nil) && old.count == new.count && !zip(old, new).contains { $0 !== $1 }
        guard !same else { return }
        for item in old where item.bar === self && !new.contains(where: { $0 === item }) { item.bar = nil }
        shownItems = items
        for item in new { item.bar = self }
        redraw()
    }

    /// The toolbar's height, as a `UIToolbar` sizes itself; its width follows its constraints.
    open override var intrinsicContentSize: Size {
        Size(width: View.noIntrinsicMetric, height: Self.height)
    }

    /// What the adapter draws: the items as a ``BarModel/Style/toolbar`` bar.
    var barModel: BarModel {
        .toolbar((shownItems ?? []).map(BarModel.item))
    }

    func barButtonItemDidChange(_ item: BarButtonItem) {
        redraw()
    }

    /// The frame of `item` in the window: the one the host reported, else an estimate that lays
    /// the buttons out from the leading edge (44 points each, spaces 8). `nil` when the item is
    /// not on this toolbar or the toolbar is not in a window.
    func frameInWindow(of item: BarButtonItem) -> Rect? {
        guard window != nil, let items = shownItems, let index = items.firstIndex(where: { $0 === item }) else { return nil }
        let origin = convert(Point.zero, to: nil)
        if let reported = item.frameInBar {
            return Rect(x: reported.minX + origin.x, y: reported.minY + origin.y, width: reported.width, height: reported.height)
        }
        func width(_ item: BarButtonItem) -> Double {
            switch item.systemItem {
            case .flexibleSpace?: 0
            case .fixedSpace?: item.width > 0 ? item.width : 8
            default: max(44, 20 + 7.5 * Double(item.title?.count ?? 0))
            }
        }
        let x = 6 + items[..<index].reduce(0) { $0 + width($1) }
        return Rect(x: origin.x + x, y: origin.y, width: width(item), height: bounds.height)
    }

    private func redraw() {
        version += 1
        setNeedsDisplay()
    }
}
