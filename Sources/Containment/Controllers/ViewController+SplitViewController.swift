extension ViewController {
    /// The nearest split view controller among this controller's parents, as
    /// `UIViewController.splitViewController`; `nil` when there is none (a secondary that a
    /// collapsed split view keeps aside has no parent, so it has none either).
    public var splitViewController: SplitViewController? {
        nearestAncestor(ofType: SplitViewController.self)
    }
}
