import Containment

/// How the list orders the notes (pinned ones stay on top): as they were written, or by title.
public enum NoteSortOrder: Sendable, Equatable, CaseIterable {
    /// Newest last, as written.
    case created
    /// Alphabetically by title.
    case title

    /// The menu's name for the order.
    var title: String {
        switch self {
        case .created: "Date Created"
        case .title: "Title"
        }
    }

    /// `notes` in this order.
    func sorted(_ notes: [Note]) -> [Note] {
        switch self {
        case .created: notes
        case .title: notes.sorted { $0.title.lowercased() < $1.title.lowercased() }
        }
    }
}

extension NoteListController {
    /// The notes in the order the settings ask for.
    var sortedNotes: [Note] { settings.sortOrder.sorted(store.notes) }

    /// The bar button that opens the sort menu: one choice per order, the current one checked, as
    /// a single-selection menu (Notes on iOS sorts from its "…" menu the same way).
    func makeSortItem() -> BarButtonItem {
        let actions = NoteSortOrder.allCases.map { order in
            Action(title: order.title, state: settings.sortOrder == order ? .on : .off) { [weak self] _ in
                self?.settings.sortOrder = order
            }
        }
        let menu = Menu(title: "Sort By", options: .singleSelection, children: actions)
        let item = BarButtonItem(title: "Sort", menu: menu)
        item.toolTip = "Sort the notes"
        settings.sortOrderDidChange = { [weak menu] order in
            for case let action as Action in menu?.children ?? [] {
                action.state = action.title == order.title ? .on : .off
            }
        }
        return item
    }
}
