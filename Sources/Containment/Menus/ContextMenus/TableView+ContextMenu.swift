#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension TableViewDelegate {
    /// No context menu, as UIKit's optional method left out: a right-click offers the row's swipe
    /// actions.
    public func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: Point) -> ContextMenuConfiguration? {
        nil
    }
    /// Does nothing, as UIKit's optional method left out.
    public func tableView(
        _ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {}
    /// Does nothing, as UIKit's optional method left out.
    public func tableView(
        _ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {}
}

/// A row's context menu, as UIKit's table asks its delegate
/// (`tableView(_:contextMenuConfigurationForRowAt:point:)`): a right-click on a row, or the Menu
/// key on the selected row. Before the menu is made the row is selected, as the user's click
/// would (the delegate hears `willSelectRowAt` and `didSelectRowAt`), unless it is selected
/// already (a right-click in a multiple selection keeps it), as desktop lists do. While swipe
/// actions show, a right-click closes them instead; while editing, rows have no menu.
extension TableView {
    /// The delegate's configuration for the row at `point` (table coordinates), if any.
    func rowContextMenuSource(at point: Point) -> ContextMenuSource? {
        guard swipe == nil, !isEditing, let delegate = tableDelegate, let indexPath = indexPathForRow(at: point),
            let configuration = delegate.tableView(self, contextMenuConfigurationForRowAt: indexPath, point: point)
        else { return nil }
        return ContextMenuSource(
            configuration: configuration, sender: self,
            prepare: { [weak self] in
                guard let self, !(indexPathsForSelectedRows ?? []).contains(indexPath) else { return }
                selectRowFromUser(at: indexPath)
            },
            willDisplay: { [weak self] _ in
                guard let self else { return }
                let animator = ContextMenuAnimator()
                tableDelegate?.tableView(self, willDisplayContextMenu: configuration, animator: animator)
                animator.run()
            },
            didEnd: { [weak self] in
                guard let self else { return }
                let animator = ContextMenuAnimator()
                tableDelegate?.tableView(self, willEndContextMenuInteraction: configuration, animator: animator)
                animator.run()
            })
    }

    /// The selected row's centre and rect, for the Menu key, when a row is selected.
    var selectedRowContextMenuKeyPlace: (point: Point, anchor: Rect)? {
        guard let indexPath = indexPathForSelectedRow, contains(indexPath) else { return nil }
        let rect = rectForRow(at: indexPath)
        return (Point(x: rect.midX, y: rect.midY), rect)
    }
}
