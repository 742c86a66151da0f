/// What a tab bar shows for a controller, as `UITabBarItem`.
@MainActor
public final class TabBarItem {
    /// The tab's label.
    public var title: String?
    /// The name of an icon (a freedesktop icon name for the GTK adapter), if any.
    public var image: String?
    /// A number to identify the tab, as `tag`.
    public var tag: Int
    /// A small label on the tab, as `badgeValue`.
    public var badgeValue: String?

    /// Creates an item, as `UITabBarItem(title:image:tag:)`.
    public init(title: String?, image: String?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
    }
}
