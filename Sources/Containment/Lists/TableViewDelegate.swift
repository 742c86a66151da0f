#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Hears about a table's selection, display and editing, and decides its heights, header views
/// and swipe actions, as `UITableViewDelegate`; it inherits ``ScrollViewDelegate`` as that
/// protocol inherits `UIScrollViewDelegate`.
///
/// Set it as the table's ``ScrollView/delegate`` (`tableView.delegate = self`): the table calls
/// these methods on a delegate that conforms. UIKit's optional methods have defaults here.
@MainActor
public protocol TableViewDelegate: ScrollViewDelegate {
    /// A row is about to be selected by the user, as `tableView(_:willSelectRowAt:)`: return the
    /// row to select instead, or `nil` to select none. The default returns `indexPath`.
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// The user selected a row, as `tableView(_:didSelectRowAt:)`.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    /// The user deselected a row, as `tableView(_:didDeselectRowAt:)`.
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
    /// A cell is about to show, as `tableView(_:willDisplay:forRowAt:)`.
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// A cell left the screen (or its row was deleted), as `tableView(_:didEndDisplaying:forRowAt:)`.
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// A row's height, as `tableView(_:heightForRowAt:)`; asked only for rows coming on screen
    /// (the others count at the estimate). The default, ``TableView/automaticDimension``, means
    /// the table's ``TableView/rowHeight``.
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double
    /// A section header's height, as `tableView(_:heightForHeaderInSection:)`; the default,
    /// ``TableView/automaticDimension``, means the table's ``TableView/sectionHeaderHeight``.
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double
    /// A section footer's height, as `tableView(_:heightForFooterInSection:)`; the default,
    /// ``TableView/automaticDimension``, means the table's ``TableView/sectionFooterHeight``.
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double
    /// A section's header view, as `tableView(_:viewForHeaderInSection:)`; `nil` (the default)
    /// shows the data source's title, if any, in a ``TableViewHeaderFooterView``.
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
    /// A section's footer view, as `tableView(_:viewForFooterInSection:)`; `nil` by default.
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?
    /// The actions a swipe toward the trailing edge reveals at the leading edge, as
    /// `tableView(_:leadingSwipeActionsConfigurationForRowAt:)`; `nil` (the default) for none.
    func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration?
    /// The actions revealed at the trailing edge, as
    /// `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`; `nil` (the default) gives a
    /// Delete action for a row the data source can edit whose editing style is `.delete`,
    /// which calls the data source's `commit`, as UIKit does.
    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration?
    /// A row's editing style, as `tableView(_:editingStyleForRowAt:)`; `.delete` by default.
    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle
    /// The context menu of a row, as `tableView(_:contextMenuConfigurationForRowAt:point:)`
    /// (`point` in the table's coordinates): a right-click on the row selects it and opens the
    /// menu at the pointer, the Menu key or Shift+F10 opens it below the selected row. `nil` (the
    /// default) for none: a right-click then offers the row's swipe actions.
    func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: Point) -> ContextMenuConfiguration?
    /// A row's context menu is about to show, as `tableView(_:willDisplayContextMenu:animator:)`.
    func tableView(
        _ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?)
    /// A row's context menu closed, as `tableView(_:willEndContextMenuInteraction:animator:)`.
    func tableView(
        _ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?)
}

extension TableViewDelegate {
    /// Selects the row asked for, as UIKit's optional method left out.
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Does nothing, as UIKit's optional method left out.
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    /// Does nothing, as UIKit's optional method left out.
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    /// Does nothing, as UIKit's optional method left out.
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// Does nothing, as UIKit's optional method left out.
    public func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// The table's row height, as UIKit's optional method left out.
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double { TableView.automaticDimension }
    /// The table's header height, as UIKit's optional method left out.
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double { TableView.automaticDimension }
    /// The table's footer height, as UIKit's optional method left out.
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double { TableView.automaticDimension }
    /// No view of the delegate's own, as UIKit's optional method left out.
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    /// No view of the delegate's own, as UIKit's optional method left out.
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    /// No leading actions, as UIKit's optional method left out.
    public func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? { nil }
    /// The default (Delete for an editable row), as UIKit's optional method left out.
    public func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? { nil }
    /// `.delete`, as UIKit's optional method left out.
    public func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle { .delete }
}
