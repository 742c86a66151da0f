import Containment

/// The colours of the demo's screens: distinct enough to tell screens apart in screenshots
/// and pixel tests.
enum DemoPalette {
    /// The first tab.
    static let tabOne = Color(red: 0.20, green: 0.45, blue: 0.85)
    /// The second tab.
    static let tabTwo = Color(red: 0.95, green: 0.60, blue: 0.15)
    /// A pushed detail.
    static let detail = Color(red: 0.85, green: 0.85, blue: 0.95)
    /// The drawer's center.
    static let drawerCenter = Color(red: 0.96, green: 0.96, blue: 0.90)
    /// The left drawer.
    static let leftDrawer = Color(red: 0.15, green: 0.55, blue: 0.55)
    /// The right drawer.
    static let rightDrawer = Color(red: 0.55, green: 0.25, blue: 0.60)
    /// A screen of buttons.
    static let launcher = Color(white: 0.94)
    /// The pages of the book, in order.
    static let pages: [Color] = [
        Color(red: 0.90, green: 0.30, blue: 0.30), Color(red: 0.95, green: 0.75, blue: 0.20),
        Color(red: 0.35, green: 0.75, blue: 0.35), Color(red: 0.30, green: 0.55, blue: 0.90),
        Color(red: 0.60, green: 0.40, blue: 0.85),
    ]
}
