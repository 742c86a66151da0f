#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Which side's swipe actions show.
public enum SwipeActionsEdge: Sendable, Hashable {
    /// The leading edge's actions (revealed by a swipe toward the trailing edge).
    case leading
    /// The trailing edge's actions (revealed by a swipe toward the leading edge).
    case trailing
}

/// The table's one open (or opening) swipe: which row, which side, how far its cell is moved
/// aside (`offset`, in points, positive to the right on screen), and the action buttons placed
/// in the gap beside the cell.
struct TableSwipe {
    enum Phase {
        /// Following the user's drag.
        case tracking
        /// Settled open, the buttons fully shown.
        case open
    }

    var indexPath: IndexPath
    var phase: Phase
    var offset: Double
    /// The offset when the drag began (a drag may start on an open row).
    var startOffset: Double
    var leading: SwipeActionsConfiguration?
    var trailing: SwipeActionsConfiguration?
    /// The side whose buttons show, and the buttons, nearest the edge first.
    var edge: SwipeActionsEdge?
    var buttons: [Button] = []
}

/// Swipe actions, as UIKit's `leadingSwipeActionsConfigurationForRowAt` and
/// `trailingSwipeActionsConfigurationForRowAt`: the adapter drives them from a drag or a
/// two-finger swipe on a row (`beginSwipe(at:)`, `updateSwipe(translation:)`,
/// `endSwipe(velocity:)`) and from a right-click (`showSwipeActions(at:edge:)`); the cell
/// moves aside on the window's clock and the action buttons show beside it, as subviews of the
/// table. Tapping a button calls its action's handler; the swipe closes when the handler calls
/// its completion. A swipe across most of the row performs the first action when its
/// configuration says so. A row with no configuration whose data source can edit it with the
/// `.delete` style gets UIKit's Delete action, which calls the data source's `commit`.
extension TableView {
    /// The width of one action button.
    static let swipeActionWidth = 74.0

    /// The row whose swipe actions show or are being dragged open, if any.
    @_spi(Adapter) public var swipedIndexPath: IndexPath? { swipe?.indexPath }

    /// How far the swiped row's cell is moved aside, in points (positive to the right).
    @_spi(Adapter) public var swipeOffset: Double { swipe?.offset ?? 0 }

    /// The action buttons showing beside the swiped row, nearest the edge first.
    @_spi(Adapter) public var swipeActionButtons: [Button] { swipe?.buttons ?? [] }

    /// Whether the swiped row's actions are settled open.
    @_spi(Adapter) public var isShowingSwipeActions: Bool { swipe?.phase == .open }

    /// Starts a swipe on a row (a drag or a two-finger swipe began on it); returns whether the
    /// row has actions on either side. Closes another row's open actions. Refused (`false`)
    /// while editing, for a row not on screen, and while input is ignored.
    @_spi(Adapter) @discardableResult
    public func beginSwipe(at indexPath: IndexPath) -> Bool {
        beginSwipe(at: indexPath, whileEditing: false)
    }

    /// ``beginSwipe(at:)``, also in editing mode when `whileEditing` (an editing control's
    /// confirmation).
    func beginSwipe(at indexPath: IndexPath, whileEditing: Bool) -> Bool {
        guard !isEditing || whileEditing, cellsByIndexPath[indexPath] != nil,
              !Application.shared.isIgnoringInteractionEvents else { return false }
        if let open = swipe, open.indexPath != indexPath { closeSwipe(animated: true) }
        let leading = swipeConfiguration(for: indexPath, edge: .leading)
        let trailing = swipeConfiguration(for: indexPath, edge: .trailing)
        guard leading != nil || trailing != nil else { return false }
        let start = swipe?.indexPath == indexPath ? swipe?.offset ?? 0 : 0
        var new = TableSwipe(
            indexPath: indexPath, phase: .tracking, offset: start, startOffset: start, leading: leading, trailing: trailing)
        new.edge = swipe?.indexPath == indexPath ? swipe?.edge : nil
        new.buttons = swipe?.indexPath == indexPath ? swipe?.buttons ?? [] : []
        swipe = new
        return true
    }

    /// Follows the drag: `translation` is how far the pointer moved since `beginSwipe(at:)`, in
    /// points, positive to the right. The cell follows, up to the buttons' width (further, with
    /// resistance, unless a full swipe may perform the first action).
    @_spi(Adapter) public func updateSwipe(translation: Double) {
        guard var current = swipe, current.phase == .tracking || current.phase == .open else { return }
        current.phase = .tracking
        let wanted = current.startOffset + (translation.isFinite ? translation : 0)
        let edge = edgeRevealed(byOffset: wanted)
        let revealed = edge.flatMap { configuration(of: current, edge: $0) }
        if current.edge != edge || (current.buttons.isEmpty && revealed != nil) {
            for button in current.buttons { button.removeFromSuperview() }
            current.edge = revealed == nil ? nil : edge
            current.buttons = revealed.map { makeButtons(for: $0, indexPath: current.indexPath) } ?? []
        }
        guard let revealed else {
            current.offset = 0
            swipe = current
            placeSwipedCell()
            return
        }
        let full = Self.swipeActionWidth * Double(revealed.actions.count)
        let magnitude = abs(wanted)
        let limit = revealed.performsFirstActionWithFullSwipe ? bounds.width : full
        var shown = magnitude <= full ? magnitude : full + (magnitude - full) * (limit > full ? 1 : 0.3)
        shown = min(shown, max(limit, full + 40))
        current.offset = wanted < 0 ? -shown : shown
        swipe = current
        placeSwipedCell()
    }

    /// Ends the drag: with `velocity` (points per second, positive to the right) the actions
    /// settle open when more than half shows or a flick opens them, and close otherwise; past
    /// most of the row, a configuration that allows it performs its first action.
    @_spi(Adapter) public func endSwipe(velocity: Double) {
        guard let current = swipe, current.phase == .tracking else { return }
        guard let edge = current.edge, let configuration = configuration(of: current, edge: edge),
              !configuration.actions.isEmpty else {
            closeSwipe(animated: true)
            return
        }
        let full = Self.swipeActionWidth * Double(configuration.actions.count)
        let magnitude = abs(current.offset)
        let opening = current.offset < 0 ? -velocity : velocity
        if configuration.performsFirstActionWithFullSwipe, magnitude > max(full, bounds.width * 0.6),
           let button = current.buttons.first, let action = configuration.actions.first {
            perform(action, from: button)
            return
        }
        if opening > 300 || (magnitude > full / 2 && opening > -300) {
            settleSwipe(open: full * (current.offset < 0 ? -1 : 1))
        } else {
            closeSwipe(animated: true)
        }
    }

    /// Shows a row's actions at an edge at once, settled open, as a right-click offers them.
    /// Ignored when the row has no actions there, or the row is not on screen.
    @_spi(Adapter) public func showSwipeActions(at indexPath: IndexPath, edge: SwipeActionsEdge) {
        revealSwipeActions(at: indexPath, edge: edge, whileEditing: false)
    }

    /// ``showSwipeActions(at:edge:)``, also in editing mode when `whileEditing`.
    func revealSwipeActions(at indexPath: IndexPath, edge: SwipeActionsEdge, whileEditing: Bool) {
        guard beginSwipe(at: indexPath, whileEditing: whileEditing), let current = swipe,
              let configuration = configuration(of: current, edge: edge),
              !configuration.actions.isEmpty else {
            if swipe?.phase == .tracking { closeSwipe(animated: false) }
            return
        }
        let full = Self.swipeActionWidth * Double(configuration.actions.count)
        let rightward = (edge == .leading) != isLayoutMirrored
        updateSwipe(translation: (rightward ? full : -full) - current.startOffset)
        settleSwipe(open: rightward ? full : -full)
    }

    /// Closes the open swipe actions, sliding the cell back.
    @_spi(Adapter) public func hideSwipeActions(animated: Bool) {
        closeSwipe(animated: animated)
    }

    // MARK: Inside

    func closeSwipe(animated: Bool) {
        guard let current = swipe else { return }
        swipe = nil
        let cell = cellsByIndexPath[current.indexPath]
        let rest = geometry.contains(current.indexPath) ? rectForRow(at: current.indexPath) : cell?.frame ?? .zero
        let buttons = current.buttons
        let move = {
            cell?.frame = rest
            for button in buttons {
                var frame = button.frame
                frame.size.width = 0
                frame.origin.x = current.offset < 0 ? rest.maxX : rest.minX
                button.frame = frame
            }
        }
        guard animated else {
            move()
            for button in buttons { button.removeFromSuperview() }
            return
        }
        View.animate(withDuration: 0.25, options: .curveEaseOut, animations: move) { _ in
            for button in buttons { button.removeFromSuperview() }
        }
    }

    private func settleSwipe(open offset: Double) {
        guard var current = swipe else { return }
        current.offset = offset
        current.phase = .open
        swipe = current
        View.animate(withDuration: 0.25, options: .curveEaseOut) { self.placeSwipedCell() }
    }

    /// The cell at its row moved by the offset, the buttons in the gap.
    private func placeSwipedCell() {
        guard let current = swipe else { return }
        cellsByIndexPath[current.indexPath]?.frame = cellFrame(for: current.indexPath)
        layoutSwipeActions()
    }

    /// Places the swipe's buttons in the gap beside the moved cell, the first nearest the edge.
    func layoutSwipeActions() {
        guard let current = swipe, !current.buttons.isEmpty, geometry.contains(current.indexPath) else { return }
        let row = rectForRow(at: current.indexPath)
        let revealed = abs(current.offset)
        let width = revealed / Double(current.buttons.count)
        for (index, button) in current.buttons.enumerated() {
            let x = current.offset < 0
                ? row.maxX - Double(index + 1) * width
                : row.minX + Double(index) * width
            button.frame = Rect(x: x, y: row.minY, width: width, height: row.height)
            if button.superview !== self { addSubview(button) }
        }
    }

    /// Which side a cell moved by `offset` reveals, in the table's direction.
    private func edgeRevealed(byOffset offset: Double) -> SwipeActionsEdge? {
        guard offset != 0 else { return nil }
        return (offset > 0) != isLayoutMirrored ? .leading : .trailing
    }

    private func configuration(of swipe: TableSwipe, edge: SwipeActionsEdge) -> SwipeActionsConfiguration? {
        let configuration = edge == .leading ? swipe.leading : swipe.trailing
        return configuration?.actions.isEmpty == false ? configuration : nil
    }

    /// The delegate's configuration for a side, or (trailing) UIKit's Delete for an editable row.
    func swipeConfiguration(for indexPath: IndexPath, edge: SwipeActionsEdge) -> SwipeActionsConfiguration? {
        let delegate = tableDelegate
        switch edge {
        case .leading:
            let given = delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
            return given?.actions.isEmpty == false ? given : nil
        case .trailing:
            if let given = delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath) {
                return given.actions.isEmpty ? nil : given
            }
            guard let dataSource, dataSource.tableView(self, canEditRowAt: indexPath),
                  (delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) == .delete else { return nil }
            let delete = ContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
                guard let self, let dataSource = self.dataSource else { return done(false) }
                dataSource.tableView(self, commit: .delete, forRowAt: indexPath)
                done(true)
            }
            return SwipeActionsConfiguration(actions: [delete])
        }
    }

    private func makeButtons(for configuration: SwipeActionsConfiguration, indexPath: IndexPath) -> [Button] {
        configuration.actions.map { action in
            let button = Button(title: action.title)
            button.backgroundColor = action.backgroundColor
            button.accessibilityLabel = action.title
            button.addAction { [weak self, weak button, weak action] in
                guard let self, let button, let action else { return }
                self.perform(action, from: button)
            }
            return button
        }
    }

    /// Calls an action's handler; its completion closes the swipe (a destructive action whose
    /// handler deleted the row has closed it already).
    private func perform(_ action: ContextualAction, from button: Button) {
        action.handler(action, button) { [weak self] _ in
            self?.closeSwipe(animated: true)
        }
    }
}
