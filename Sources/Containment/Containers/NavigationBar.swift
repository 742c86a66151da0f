/// The bar at the top of a ``NavigationController``, as `UINavigationBar`: a model the adapter
/// draws. It shows the top controller's title, a back button titled after the controller below
/// it, and the top controller's `navigationItem` buttons.
///
/// The navigation controller keeps it current; the adapter reads it whenever `version` grows
/// (or when `onBarChange` is called) and draws it inside ``view``.
@MainActor
public final class NavigationBar: BarButtonItemContainer {
    /// The bar's height in points, as UIKit's standard navigation bar (44 pt).
    public static let height: Double = 44

    /// The area of the navigation controller's view the bar occupies: the adapter draws the bar
    /// here. Spans the top of the navigation controller's view and follows its width.
    public let view: View

    /// The title in the middle of the bar: the top controller's `navigationItem.title`, or its
    /// `title` when the item has none, as `UINavigationBar.topItem.title`.
    public private(set) var title: String?

    /// The back button, or `nil` when there is none (the top controller is the root, or its
    /// `navigationItem.hidesBackButton` is set), as `UINavigationBar.backItem`. It is titled with
    /// the previous controller's `navigationItem.backButtonTitle`, else its title, else "Back";
    /// `BarButtonItem.sendAction()` pops the top controller, animated, as a tap on UIKit's back
    /// button does.
    public var backButtonItem: BarButtonItem? { showsBackButton ? backButton : nil }

    /// The top controller's left buttons, shown after the back button, in order.
    public private(set) var leftBarButtonItems: [BarButtonItem] = []

    /// The top controller's right buttons, in order.
    public private(set) var rightBarButtonItems: [BarButtonItem] = []

    /// Grows by one each time anything the bar shows changes; adapters compare it with the value
    /// they last drew.
    @_spi(Adapter) public private(set) var version = 0

    /// Called after each change of what the bar shows (once `version` has grown).
    @_spi(Adapter) public var onBarChange: (() -> Void)?

    /// Whether the window shows this bar in its own title bar, as a desktop app's client-side
    /// title bar (libadwaita's header bar; Mac Catalyst's `UITitlebar`) takes the place of the
    /// navigation bar. The GTK host sets it on the top navigation bar when the app opts in
    /// (`GtkHost.titleBar`); the bar keeps following pushes and pops, but its ``view`` hides and
    /// the navigation controller gives its 44 points to the content, as with
    /// ``NavigationController/isNavigationBarHidden``, without changing that property.
    public var isInWindowTitleBar = false {
        didSet { if isInWindowTitleBar != oldValue { placementHandler?() } }
    }

    /// Whether content may show under the bar, as `UINavigationBar.isTranslucent`: `false` by
    /// default, as a GNOME header bar is opaque, so the top controller's view starts below the
    /// bar. When `true`, a controller whose ``ViewController/edgesForExtendedLayout`` includes
    /// the top extends under the bar, with the bar's height as the top of its safe area, as on iOS.
    public var isTranslucent = false {
        didSet { if isTranslucent != oldValue { placementHandler?() } }
    }

    /// Places the bar and the content again (the navigation controller's).
    var placementHandler: (() -> Void)?

    private let backButton: BarButtonItem
    private var showsBackButton = false
    private var shown = Snapshot()

    /// What the bar shows, compared to detect changes.
    private struct Snapshot: Equatable {
        var title: String?
        var backButtonTitle: String?
        var showsBackButton = false
        var leftItems: [ObjectIdentifier] = []
        var rightItems: [ObjectIdentifier] = []
        var itemTitles: [String?] = []
    }

    init(backAction: @escaping () -> Void) {
        view = View(frame: Rect(x: 0, y: 0, width: ViewController.defaultViewFrame.width, height: Self.height))
        view.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        backButton = BarButtonItem(title: nil, action: backAction)
    }

    /// Shows new contents; bumps `version` and calls `onBarChange` when anything differs.
    func show(title: String?, backButtonTitle: String?, left: [BarButtonItem], right: [BarButtonItem]) {
        let next = Snapshot(
            title: title, backButtonTitle: backButtonTitle, showsBackButton: backButtonTitle != nil,
            leftItems: left.map(ObjectIdentifier.init), rightItems: right.map(ObjectIdentifier.init),
            itemTitles: (left + right).map(\.title))
        guard next != shown else { return }
        shown = next
        self.title = title
        showsBackButton = backButtonTitle != nil
        backButton.title = backButtonTitle
        leftBarButtonItems = left
        rightBarButtonItems = right
        for item in left + right { item.bar = self }
        version += 1
        view.setNeedsDisplay()
        onBarChange?()
    }

    /// One of the bar's items changed what it shows (its title, whether it is enabled, …): the
    /// adapter draws the bar again.
    func barButtonItemDidChange(_ item: BarButtonItem) {
        version += 1
        view.setNeedsDisplay()
        onBarChange?()
    }

    /// The frame of `item` in the window: the one the host reported
    /// (``BarButtonItem/frameInBar``), else an estimate from the titles (right items packed from
    /// the trailing edge, left items after the back button). `nil` when the item is not on this
    /// bar or the bar is not in a window.
    func frameInWindow(of item: BarButtonItem) -> Rect? {
        guard view.window != nil else { return nil }
        let origin = view.convert(Point.zero, to: nil)
        func inWindow(_ rect: Rect) -> Rect { Rect(x: rect.minX + origin.x, y: rect.minY + origin.y, width: rect.width, height: rect.height) }
        if let reported = item.frameInBar { return inWindow(reported) }
        func width(_ item: BarButtonItem?) -> Double { max(44, 20 + 7.5 * Double(item?.title?.count ?? 0)) }
        let padding = 6.0
        let height = view.bounds.height
        if let index = rightBarButtonItems.firstIndex(where: { $0 === item }) {
            var maxX = view.bounds.width - padding
            for earlier in rightBarButtonItems[..<index] { maxX -= width(earlier) }
            return inWindow(Rect(x: maxX - width(item), y: 0, width: width(item), height: height))
        }
        if let index = leftBarButtonItems.firstIndex(where: { $0 === item }) {
            var minX = padding + (showsBackButton ? width(backButton) + 7.5 * 2 : 0)
            for earlier in leftBarButtonItems[..<index] { minX += width(earlier) }
            return inWindow(Rect(x: minX, y: 0, width: width(item), height: height))
        }
        return nil
    }
}
