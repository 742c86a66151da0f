/// The app's menu systems, as `UIMenuSystem`: the main one is the menu bar (on GNOME, the
/// header bar's primary menu or a menu bar), built by ``ViewController/buildMenu(with:)``.
@MainActor
public final class MenuSystem {
    /// The menu bar's system, as `UIMenuSystem.main`.
    public static let main = MenuSystem()
    /// The context menus' system, as `UIMenuSystem.context`.
    public static let context = MenuSystem()

    /// Grows with every ``setNeedsRebuild()``: windows rebuild their menu bar when it moved.
    @_spi(Adapter) public private(set) var rebuildCount = 0
    /// Grows with every ``setNeedsRevalidate()``.
    @_spi(Adapter) public private(set) var revalidateCount = 0

    private init() {}

    /// Asks for the menus to be built again (``ViewController/buildMenu(with:)`` is called
    /// anew), as `UIMenuSystem.setNeedsRebuild()`: after what the app puts in its menus changed.
    public func setNeedsRebuild() {
        rebuildCount += 1
    }

    /// Asks for the commands to be validated again (enabled, titles, check marks), as
    /// `UIMenuSystem.setNeedsRevalidate()`. Menus validate their commands each time they open, so
    /// this matters only for what shows while closed.
    public func setNeedsRevalidate() {
        revalidateCount += 1
    }
}

extension MenuSystem: Equatable {
    /// Whether the two are the same system (`builder.system == .main`).
    public nonisolated static func == (lhs: MenuSystem, rhs: MenuSystem) -> Bool {
        lhs === rhs
    }
}
