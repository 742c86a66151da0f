#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Supplies a table's sections, rows and cells, as `UITableViewDataSource`.
///
/// The table asks ``numberOfSections(in:)`` and ``tableView(_:numberOfRowsInSection:)`` once per
/// section when it loads (``TableView/reloadData()``) and when an update checks its counts, and
/// ``tableView(_:cellForRowAt:)`` only for rows coming on screen: return a cell from
/// ``TableView/dequeueReusableCell(withIdentifier:for:)``. UIKit's optional methods have
/// defaults here.
@MainActor
public protocol TableViewDataSource: AnyObject {
    /// How many sections; one by default, as `numberOfSections(in:)`.
    func numberOfSections(in tableView: TableView) -> Int
    /// How many rows a section has, as `tableView(_:numberOfRowsInSection:)`.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for a row coming on screen, as `tableView(_:cellForRowAt:)`.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    /// The title of a section's header, as `tableView(_:titleForHeaderInSection:)`; `nil` by default.
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    /// The title of a section's footer, as `tableView(_:titleForFooterInSection:)`; `nil` by default.
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
    /// Whether a row can be edited (deleted by a swipe, say), as `tableView(_:canEditRowAt:)`.
    ///
    /// The default is `false`, where UIKit's is `true` whenever the data source implements
    /// ``tableView(_:commit:forRowAt:)``: Swift cannot see whether a method is implemented, so a
    /// data source that deletes rows says `true` here.
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Carries out an edit (the swipe's Delete), as `tableView(_:commit:forRowAt:)`: change the
    /// model, then call ``TableView/deleteRows(at:with:)``. Does nothing by default.
    func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// Whether a row can be moved, as `tableView(_:canMoveRowAt:)`; `false` by default.
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// The user moved a row, as `tableView(_:moveRowAt:to:)`: update the model. Does nothing by default.
    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension TableViewDataSource {
    /// One section, as UIKit's default.
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// No header title, as UIKit's optional method left out.
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title, as UIKit's optional method left out.
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Not editable (see the requirement for why this differs from UIKit).
    public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing, as UIKit's optional method left out.
    public func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    /// Not movable, as UIKit's default without `moveRowAt`.
    public func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing, as UIKit's optional method left out.
    public func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}
