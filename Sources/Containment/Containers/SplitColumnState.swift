/// What a column-style ``SplitViewController`` keeps besides its children: the controllers the
/// app gave each column, the navigation controller each column shows them in, the display mode in
/// effect, and what a collapse moved onto the one stack.
@MainActor
final class SplitColumnState {
    /// The controllers as the app set them with `setViewController(_:for:)`.
    var controllers: [SplitViewController.Column: ViewController] = [:]
    /// Each column's container: the app's navigation (or tab bar) controller, or a navigation
    /// controller made to wrap its controller.
    var containers: [SplitViewController.Column: ViewController] = [:]
    /// The display mode in effect (never `.automatic`).
    var displayMode: SplitViewController.DisplayMode = .oneBesideSecondary
    /// The split behavior in effect (never `.automatic`).
    var splitBehavior: SplitViewController.SplitBehavior = .tile
    /// The preferred split behavior, as the app set it.
    var preferredSplitBehavior: SplitViewController.SplitBehavior = .automatic
    /// A display mode chosen by `show(_:)`, `hide(_:)`, the display mode button or the delegate
    /// on expanding: it wins over the preferred one until the app changes a preference.
    var chosenDisplayMode: SplitViewController.DisplayMode?
    /// Whether an automatic triple column shows both sidebars now (for the hysteresis).
    var showsBothSidebars = true
    /// The size the view is about to take, while `viewWillTransition(to:with:)` runs.
    var transitionSize: Size?
    /// Collapsed onto the `.compact` column's navigation controller instead of folding.
    var collapsedOntoCompact = false
    /// The first controller of each column folded onto the primary's stack by a collapse, in
    /// column order: the column's part of the stack runs from it to the next one.
    var foldedRoots: [(column: SplitViewController.Column, root: ViewController)] = []
    /// The dimming over a secondary that sidebars cover or push aside; a click on it hides them.
    var dimmingView: View?
}
