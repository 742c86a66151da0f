/// A container that shows bars, as `UINavigationController` shows its `UINavigationBar` and
/// `UITabBarController` its `UITabBar`: it says which of its views is a bar and hands the adapter
/// what the bar shows as a value (``BarModel``). The adapter draws any bar the same way and never
/// asks which container made it, so an app's own container gets native bars by adopting this in
/// a file of its own.
///
/// A bar is a plain ``View`` the container places inside its own view, as the others: the
/// adapter asks ``bar(for:)`` of the nearest controller whose view contains a view
/// (``BarModel/provided(for:)``) when the view gets its widget, and again each time the view's
/// `displayVersion` grows: call ``View/setNeedsDisplay()`` on the bar's view when what it
/// shows changes.
///
/// ```swift
/// extension SidebarController: BarProviding {
///     func bar(for view: View) -> BarModel? {
///         guard view === header else { return nil }
///         return .navigation(title: title, rightItems: [.init(title: isSidebarShown ? "Hide" : "Show") { [weak self] in
///             guard let self else { return }
///             setSidebarShown(!isSidebarShown)
///         }])
///     }
/// }
/// ```
///
/// <doc:KeysGesturesAndRightToLeft> shows the whole container.
@MainActor
public protocol BarProviding: ViewController {
    /// What `view` shows when it is one of this controller's bars, or `nil` when it is not a
    /// bar of this controller.
    func bar(for view: View) -> BarModel?

    /// The navigation bar the window may move into its own title bar while this controller's
    /// view is frontmost at the window's top edge (the GTK host's client-side title bar, as
    /// libadwaita's header bar; see ``NavigationBar/isInWindowTitleBar``); `nil` (the default)
    /// for a controller whose bars stay in its view.
    var navigationBarForWindowTitle: NavigationBar? { get }
}

extension BarProviding {
    /// None: the bars stay in the controller's view.
    public var navigationBarForWindowTitle: NavigationBar? { nil }
}
