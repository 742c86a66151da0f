#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A controller whose view is a table, as `UITableViewController`: it makes a ``TableView`` of
/// its style as its view and is the table's data source and delegate.
///
/// Every data source and delegate method is here, `open`, with UIKit's default behaviour, so a
/// subclass overrides the ones it needs (`override func tableView(_:numberOfRowsInSection:)`);
/// a method a subclass declares without `override` would never be called, as Swift binds a
/// protocol's methods where the conformance is declared.
///
/// As UIKit's, it deselects the selected rows in ``viewWillAppear(_:)`` when
/// ``clearsSelectionOnViewWillAppear`` (coming back to a list from a row's detail), and
/// ``setEditing(_:animated:)`` puts the table in and out of editing mode.
@MainActor
open class TableViewController: ViewController, TableViewDataSource, TableViewDelegate {
    /// The style the table is made with.
    public let tableViewStyle: TableView.Style

    /// Whether the selection is cleared each time the view is about to appear, as
    /// `UITableViewController.clearsSelectionOnViewWillAppear` (default `true`).
    public var clearsSelectionOnViewWillAppear = true

    /// Whether the controller (and its table) is in editing mode, as `UIViewController.isEditing`.
    public var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }

    private var editing = false
    private var storedTableView: TableView?

    /// Creates a controller with a table of a style, as `UITableViewController(style:)`.
    public init(style: TableView.Style) {
        tableViewStyle = style
        super.init()
    }

    /// Creates a controller with a plain table, as `UITableViewController()`.
    public override convenience init() {
        self.init(style: .plain)
    }

    /// The table, which is the controller's view, as `UITableViewController.tableView`; reading
    /// it loads the view. Setting another table makes it the view, with the controller as its
    /// data source and delegate.
    public var tableView: TableView {
        get {
            if let storedTableView, storedTableView === view { return storedTableView }
            if let table = view as? TableView { return table }
            let table = makeTableView()
            view = table
            return table
        }
        set {
            storedTableView = newValue
            newValue.dataSource = self
            newValue.delegate = self
            view = newValue
        }
    }

    /// Makes the table as the view, as `UITableViewController.loadView()`.
    open override func loadView() {
        view = makeTableView()
    }

    private func makeTableView() -> TableView {
        let table = TableView(frame: Self.defaultViewFrame, style: tableViewStyle)
        table.dataSource = self
        table.delegate = self
        storedTableView = table
        return table
    }

    /// The app's commands, then the table's keys (arrows, Page Up and Down, Home and End move its
    /// selection), so that a list answers them as the deepest controller on screen without
    /// taking the keyboard focus.
    open override var keyCommands: [KeyCommand]? {
        let own = super.keyCommands ?? []
        guard let table = viewIfLoaded as? TableView else { return own }
        return own + table.selectionKeyCommands
    }

    /// Deselects the selected rows when ``clearsSelectionOnViewWillAppear``, as UIKit's.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let table = viewIfLoaded as? TableView else { return }
        for indexPath in table.indexPathsForSelectedRows ?? [] { table.deselectRow(at: indexPath, animated: animated) }
    }

    /// Enters or leaves editing mode, with the table, as `UITableViewController.setEditing(_:animated:)`.
    open func setEditing(_ editing: Bool, animated: Bool) {
        self.editing = editing
        (viewIfLoaded as? TableView)?.setEditing(editing, animated: animated)
    }

    // MARK: Data source (UIKit's defaults)

    /// One section.
    open func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// No rows: override.
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }
    /// A plain cell: override and dequeue.
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        TableViewCell(style: .default, reuseIdentifier: nil)
    }
    /// No header title.
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title.
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Not editable (see ``TableViewDataSource/tableView(_:canEditRowAt:)``).
    open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing.
    open func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    /// Not movable.
    open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing.
    open func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}

    // MARK: Delegate (UIKit's defaults)

    /// Does nothing.
    open func scrollViewDidScroll(_ scrollView: ScrollView) {}
    /// Does nothing.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    /// Selects the row asked for.
    open func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Does nothing.
    open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    /// Does nothing.
    open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    /// Does nothing.
    open func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// Does nothing.
    open func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// The table's row height.
    open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double { TableView.automaticDimension }
    /// The table's header height.
    open func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double { TableView.automaticDimension }
    /// The table's footer height.
    open func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double { TableView.automaticDimension }
    /// The default header (the title, if any).
    open func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    /// The default footer (the title, if any).
    open func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    /// No leading actions.
    open func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? { nil }
    /// The default trailing actions (Delete for an editable row).
    open func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? { nil }
    /// `.delete`.
    open func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle { .delete }
    /// No context menu, as UIKit's default.
    open func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: Point) -> ContextMenuConfiguration? { nil }
    /// Does nothing, as UIKit's default.
    open func tableView(
        _ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {}
    /// Does nothing, as UIKit's default.
    open func tableView(
        _ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {}
}
