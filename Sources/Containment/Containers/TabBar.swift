/// The bar of tabs at the bottom of a ``TabBarController``, as `UITabBar`: a model the adapter
/// draws, one button per child from its `tabBarItem`, the selected one highlighted.
///
/// The tab bar controller keeps it current; the adapter reads it whenever `version` grows
/// (or when `onBarChange` is called), draws it inside ``view``, and calls
/// `TabBarController.selectFromUser(index:)` when a tab is clicked.
@MainActor
public final class TabBar {
    /// The bar's height in points, as UIKit's standard tab bar (49 pt).
    public static let height: Double = 49

    /// The area of the tab bar controller's view the bar occupies, along its bottom edge.
    public let view: View

    /// The items, one per child in order, as `UITabBar.items`.
    public private(set) var items: [TabBarItem] = []

    /// The index of the highlighted item, or `nil` when there are no items.
    public private(set) var selectedIndex: Int?

    /// The highlighted item, as `UITabBar.selectedItem`.
    public var selectedItem: TabBarItem? { selectedIndex.map { items[$0] } }

    /// Grows by one each time anything the bar shows changes; adapters compare it with the value
    /// they last drew.
    @_spi(Adapter) public private(set) var version = 0

    /// Called after each change of what the bar shows (once `version` has grown).
    @_spi(Adapter) public var onBarChange: (() -> Void)?

    /// Whether content may show under the bar, as `UITabBar.isTranslucent`: `false` by default
    /// on the desktop, so the selected controller's view ends above the bar. When `true`, a
    /// controller whose ``ViewController/edgesForExtendedLayout`` includes the bottom extends
    /// under the bar, with the bar's height as the bottom of its safe area, as on iOS.
    public var isTranslucent = false {
        didSet { if isTranslucent != oldValue { placementHandler?() } }
    }

    /// Places the bar and the content again (the tab bar controller's).
    var placementHandler: (() -> Void)?

    private var shown = Snapshot()

    private struct Snapshot: Equatable {
        var items: [ObjectIdentifier] = []
        var labels: [String?] = []
        var images: [String?] = []
        var badges: [String?] = []
        var selectedIndex: Int?
    }

    init() {
        view = View(frame: Rect(x: 0, y: 0, width: ViewController.defaultViewFrame.width, height: Self.height))
        view.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
    }

    /// Shows new items and selection; bumps `version` and calls `onBarChange` when anything
    /// differs (titles, images and badges included).
    func show(items: [TabBarItem], selectedIndex: Int?) {
        let next = Snapshot(
            items: items.map(ObjectIdentifier.init), labels: items.map(\.title), images: items.map(\.image),
            badges: items.map(\.badgeValue), selectedIndex: selectedIndex)
        guard next != shown else { return }
        shown = next
        self.items = items
        self.selectedIndex = selectedIndex
        version += 1
        view.setNeedsDisplay()
        onBarChange?()
    }
}
