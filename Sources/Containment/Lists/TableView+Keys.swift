#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The desktop keys of a focused table, as GTK's own lists answer them: Up and Down move the
/// selection by a row (across sections), Page Up and Page Down by a screen, Home and End to the
/// first and last row; with Shift they extend the selection from its anchor when
/// ``TableView/allowsMultipleSelection``. The move goes through
/// ``TableView/selectRowFromUser(at:modifiers:)``, so the delegate hears it as a click, and the
/// table scrolls as little as shows the row. A table with no rows lets the keys go on up the
/// responder chain.
extension TableView {
    enum KeyMove: CaseIterable {
        case up, down, pageUp, pageDown, home, end

        @MainActor var input: String {
            switch self {
            case .up: KeyCommand.inputUpArrow
            case .down: KeyCommand.inputDownArrow
            case .pageUp: KeyCommand.inputPageUp
            case .pageDown: KeyCommand.inputPageDown
            case .home: KeyCommand.inputHome
            case .end: KeyCommand.inputEnd
            }
        }
    }

    var selectionKeyCommands: [KeyCommand] {
        KeyMove.allCases.flatMap { move in
            [false, true].map { extending in
                KeyCommand(input: move.input, modifierFlags: extending ? [.shift] : [], title: "") { [weak self] in
                    self?.moveSelection(move, extending: extending) ?? false
                }
            }
        }
    }

    /// Moves the selection by a key; returns whether the key was taken.
    @discardableResult
    func moveSelection(_ move: KeyMove, extending: Bool) -> Bool {
        reloadIfNeeded()
        guard allowsSelection, let first = row(after: IndexPath(row: -1, section: 0)),
              let last = row(before: IndexPath(row: 0, section: geometry.numberOfSections)) else { return false }
        let from = selectionFocus.flatMap { geometry.contains($0) ? $0 : nil }
        let target: IndexPath?
        switch move {
        case .down: target = from.map { row(after: $0) ?? $0 } ?? first
        case .up: target = from.map { row(before: $0) ?? $0 } ?? first
        case .home: target = first
        case .end: target = last
        case .pageDown, .pageUp:
            if let from {
                let y = rectForRow(at: from).midY + (move == .pageDown ? 1 : -1) * max(bounds.height, 1)
                target = row(near: y) ?? (move == .pageDown ? last : first)
            } else {
                target = first
            }
        }
        guard let target else { return true }
        selectRowFromUser(at: target, modifiers: extending && allowsMultipleSelection ? [.shift] : [])
        return true
    }

    /// The row at `y`, or the first row after it (past a header), or `nil` past the end.
    private func row(near y: Double) -> IndexPath? {
        guard y >= 0 else { return nil }
        var found: IndexPath?
        geometry.forEachRow(from: y, to: y + max(bounds.height, 100)) { indexPath in
            if found == nil, rectForRow(at: indexPath).maxY > y { found = indexPath }
        }
        return found
    }
}
