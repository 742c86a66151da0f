/// What a navigation bar shows while its controller is on top, as `UINavigationItem`.
@MainActor
public final class NavigationItem {
    /// The title in the middle of the bar; follows the controller's title.
    public var title: String? { didSet { notifyChange() } }
    /// Buttons on the left, after the back button, as `leftBarButtonItems`.
    public var leftBarButtonItems: [BarButtonItem] = [] { didSet { notifyChange() } }
    /// Buttons on the right, as `rightBarButtonItems`.
    public var rightBarButtonItems: [BarButtonItem] = [] { didSet { notifyChange() } }
    /// The title the *next* controller's back button shows for this one, as
    /// `backButtonTitle`; `nil` uses ``title``.
    public var backButtonTitle: String? { didSet { notifyChange() } }
    /// Whether the back button is hidden, as `hidesBackButton`.
    public var hidesBackButton = false { didSet { notifyChange() } }

    /// The search shown under the navigation bar while this item's controller is on top, as
    /// `searchController`: its ``SearchController/searchBar`` sits below the bar and the
    /// content starts under it; Ctrl+F focuses it and Escape ends the search.
    public var searchController: SearchController? { didSet { if searchController !== oldValue { notifyChange() } } }

    /// The first left button, as `leftBarButtonItem`.
    public var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems.first }
        set { leftBarButtonItems = newValue.map { [$0] } ?? [] }
    }

    /// The first right button, as `rightBarButtonItem`.
    public var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems.first }
        set { rightBarButtonItems = newValue.map { [$0] } ?? [] }
    }

    private weak var owner: ViewController?

    init(owner: ViewController?) {
        self.owner = owner
    }

    /// Tells the owner's containers to redraw their bars.
    func notifyChange() {
        guard let owner else { return }
        owner.parent?.childTitleDidChange(owner)
    }
}
