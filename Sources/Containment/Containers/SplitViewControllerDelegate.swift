/// Lets an object adjust how a ``SplitViewController`` collapses and separates, as
/// `UISplitViewControllerDelegate`. Every method has a default that keeps UIKit's behaviour.
@MainActor
public protocol SplitViewControllerDelegate: AnyObject {
    /// The split view is collapsing to one column and asks what to do with the secondary, as
    /// `splitViewController(_:collapseSecondary:onto:)`. Return `true` when you handled it and the
    /// split view should do nothing more with it (it leaves the split view and is kept aside to
    /// come back when the split view separates); return `false` (the default) for the default:
    /// a primary that adopts ``SplitViewCollapsing`` (a navigation controller) takes it in.
    func splitViewController(
        _ splitViewController: SplitViewController, collapseSecondary secondaryViewController: ViewController,
        onto primaryViewController: ViewController) -> Bool

    /// The split view is separating into two columns and asks for the secondary, as
    /// `splitViewController(_:separateSecondaryFrom:)`. Return `nil` (the default) to let a
    /// ``SplitViewCollapsing`` primary give it back (a navigation controller pops it), or else to
    /// bring back the secondary the split view kept aside when it collapsed. The returned
    /// controller must have no parent.
    func splitViewController(
        _ splitViewController: SplitViewController, separateSecondaryFrom primaryViewController: ViewController) -> ViewController?

    /// The controller to use as the primary of the collapsed interface, as
    /// `primaryViewController(forCollapsing:)`; `nil` (the default) keeps the current primary.
    func primaryViewController(forCollapsing splitViewController: SplitViewController) -> ViewController?

    /// The controller to use as the primary of the expanded interface, as
    /// `primaryViewController(forExpanding:)`; `nil` (the default) keeps the current primary.
    func primaryViewController(forExpanding splitViewController: SplitViewController) -> ViewController?

    /// ``SplitViewController/showDetailViewController(_:sender:)`` was called; return `true` when
    /// you showed it yourself, as `splitViewController(_:showDetail:sender:)`. Default `false`.
    func splitViewController(_ splitViewController: SplitViewController, showDetail viewController: ViewController, sender: Any?) -> Bool

    /// The display mode is about to change, as `splitViewController(_:willChangeTo:)`.
    func splitViewController(_ splitViewController: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode)

    /// A column-style split view is collapsing and asks which column's controller ends on top
    /// of the one navigation stack, as `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`.
    /// The proposal is `.secondary`; return `.primary` (or `.supplementary`) to leave the columns
    /// after it off the stack. Not asked when the app set a `.compact` column. Default: the proposal.
    func splitViewController(
        _ splitViewController: SplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column) -> SplitViewController.Column

    /// A column-style split view is expanding and asks which display mode to take, as
    /// `splitViewController(_:displayModeForExpandingToProposedDisplayMode:)`. Default: the proposal.
    func splitViewController(
        _ splitViewController: SplitViewController,
        displayModeForExpandingToProposedDisplayMode proposedDisplayMode: SplitViewController.DisplayMode) -> SplitViewController.DisplayMode

    /// A column-style split view collapsed to one stack, as `splitViewControllerDidCollapse(_:)`.
    func splitViewControllerDidCollapse(_ splitViewController: SplitViewController)

    /// A column-style split view expanded into its columns, as `splitViewControllerDidExpand(_:)`.
    func splitViewControllerDidExpand(_ splitViewController: SplitViewController)

    /// A column is about to show because of the user (the display mode button) or the window's
    /// size, as `splitViewController(_:willShow:)`; not sent for ``SplitViewController/show(_:)``
    /// called from code.
    func splitViewController(_ splitViewController: SplitViewController, willShow column: SplitViewController.Column)

    /// A column is about to hide because of the user (the display mode button) or the window's
    /// size, as `splitViewController(_:willHide:)`; not sent for ``SplitViewController/hide(_:)``
    /// called from code.
    func splitViewController(_ splitViewController: SplitViewController, willHide column: SplitViewController.Column)
}

extension SplitViewControllerDelegate {
    /// Default: `false`, let the split view do its default.
    public func splitViewController(
        _ splitViewController: SplitViewController, collapseSecondary secondaryViewController: ViewController,
        onto primaryViewController: ViewController
    ) -> Bool { false }

    /// Default: `nil`, let the split view do its default.
    public func splitViewController(
        _ splitViewController: SplitViewController, separateSecondaryFrom primaryViewController: ViewController
    ) -> ViewController? { nil }

    /// Default: `nil`, keep the primary.
    public func primaryViewController(forCollapsing splitViewController: SplitViewController) -> ViewController? { nil }

    /// Default: `nil`, keep the primary.
    public func primaryViewController(forExpanding splitViewController: SplitViewController) -> ViewController? { nil }

    /// Default: `false`, let the split view show it.
    public func splitViewController(_ splitViewController: SplitViewController, showDetail viewController: ViewController, sender: Any?) -> Bool { false }

    /// Default: nothing.
    public func splitViewController(_ splitViewController: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode) {}

    /// Default: the proposed column.
    public func splitViewController(
        _ splitViewController: SplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column
    ) -> SplitViewController.Column { proposedTopColumn }

    /// Default: the proposed display mode.
    public func splitViewController(
        _ splitViewController: SplitViewController,
        displayModeForExpandingToProposedDisplayMode proposedDisplayMode: SplitViewController.DisplayMode
    ) -> SplitViewController.DisplayMode { proposedDisplayMode }

    /// Default: nothing.
    public func splitViewControllerDidCollapse(_ splitViewController: SplitViewController) {}

    /// Default: nothing.
    public func splitViewControllerDidExpand(_ splitViewController: SplitViewController) {}

    /// Default: nothing.
    public func splitViewController(_ splitViewController: SplitViewController, willShow column: SplitViewController.Column) {}

    /// Default: nothing.
    public func splitViewController(_ splitViewController: SplitViewController, willHide column: SplitViewController.Column) {}
}

/// A container that can hold a split view's secondary while the split view is collapsed: the
/// part of UIKit's `collapseSecondaryViewController(_:for:)`,
/// `separateSecondaryViewController(for:)` and `show(_:sender:)` that `UINavigationController`
/// overrides so that a collapsed split view becomes one navigation stack.
///
/// `NavigationController` adopts it: collapsing pushes the secondary (not animated; a secondary
/// that is a navigation controller gives its controllers over instead, so there is one bar),
/// separating pops what collapsing brought (not animated) and returns it (back in its navigation
/// controller), and showing a detail while collapsed pushes it (animated). Any custom stack
/// container can adopt it the same way, overriding `show(_:sender:)` too.
@MainActor
public protocol SplitViewCollapsing: ViewController {
    /// Takes in the split view's secondary as the split view collapses, as
    /// `collapseSecondaryViewController(_:for:)`. The secondary has no parent when this is
    /// called; a navigation controller pushes it without animation, or, when it is a navigation
    /// controller, takes its controllers onto its own stack and leaves it empty.
    func collapseSecondaryViewController(_ secondaryViewController: ViewController, for splitViewController: SplitViewController)

    /// Gives back a secondary as the split view separates, as
    /// `separateSecondaryViewController(for:)`: a navigation controller pops its top controller
    /// without animation (when it has more than its root) and returns it, fully removed
    /// (`willMove(toParent: nil)`, view removed, `removeFromParent()`), or, when the collapse took
    /// a navigation controller's controllers, pops all of those and returns them in it; `nil`
    /// when it has nothing to give.
    func separateSecondaryViewController(for splitViewController: SplitViewController) -> ViewController?
}
