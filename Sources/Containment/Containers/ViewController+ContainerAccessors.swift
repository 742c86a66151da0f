/// The standard containers a controller lives in, found by walking up its parents.
extension ViewController {
    /// The nearest navigation controller above this controller, as `navigationController`.
    /// As in UIKit, a navigation controller's own `navigationController` is the one above it
    /// (usually `nil`), not itself.
    public var navigationController: NavigationController? {
        nearestAncestor(ofType: NavigationController.self)
    }

    /// The nearest tab bar controller above this controller, as `tabBarController`. A tab bar
    /// controller's own `tabBarController` is the one above it, not itself.
    public var tabBarController: TabBarController? {
        nearestAncestor(ofType: TabBarController.self)
    }
}
