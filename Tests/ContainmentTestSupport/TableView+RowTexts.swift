import Containment
import Foundation

extension TableView {
    /// Every row's text as the data source's cells show it, section by section: for tests of
    /// small tables (it asks the data source for a cell per row, which a table itself never does).
    public func rowTexts() -> [[String?]] {
        rowLabels { $0.textLabel?.text }
    }

    /// Every row's detail text, as ``rowTexts()``.
    public func rowDetailTexts() -> [[String?]] {
        rowLabels { $0.detailTextLabel?.text }
    }

    private func rowLabels(_ read: (TableViewCell) -> String?) -> [[String?]] {
        guard let dataSource else { return [] }
        return (0..<numberOfSections).map { section in
            (0..<numberOfRows(inSection: section)).map { row in
                read(dataSource.tableView(self, cellForRowAt: IndexPath(row: row, section: section)))
            }
        }
    }
}
