#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where a table's sections, headers, rows and footers lie along its content, as UIKit's
/// `UITableViewRowData`: one record per section (its header's and footer's heights and its
/// rows' ``RowHeights``), and the sections' starts prefix-summed, rebuilt lazily after a change.
/// Nothing here is per row; the section of an offset is a binary search, the row in it a
/// division or a Fenwick search.
final class TableGeometry {
    struct Section {
        var headerHeight: Double
        var footerHeight: Double
        var rows: RowHeights

        var height: Double { headerHeight + rows.total + footerHeight }
    }

    private(set) var sections: [Section] = []
    /// Where each section starts; `starts[sections.count]` is the total height.
    private var starts: [Double] = [0]
    private var startsAreStale = false

    init(sections: [Section] = []) {
        self.sections = sections
        startsAreStale = true
    }

    var numberOfSections: Int { sections.count }

    func numberOfRows(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].rows.count : 0
    }

    /// Whether the index path names a row: two indexes, both in range.
    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && sections.indices.contains(indexPath.section)
            && indexPath.row >= 0 && indexPath.row < sections[indexPath.section].rows.count
    }

    /// The whole content's height.
    var totalHeight: Double {
        rebuildStartsIfStale()
        return starts[sections.count]
    }

    /// Where a section starts (its header's top).
    func start(ofSection section: Int) -> Double {
        rebuildStartsIfStale()
        return starts[min(max(section, 0), sections.count)]
    }

    /// Where a section's first row starts.
    func rowsStart(ofSection section: Int) -> Double {
        start(ofSection: section) + sections[section].headerHeight
    }

    /// A row's top and height.
    func rowSpan(_ indexPath: IndexPath) -> (y: Double, height: Double) {
        let rows = sections[indexPath.section].rows
        return (rowsStart(ofSection: indexPath.section) + rows.offset(ofRow: indexPath.row), rows.height(ofRow: indexPath.row))
    }

    /// The section whose span covers `y`: the last one starting at or before it (0 above the
    /// content), or `nil` without sections.
    func section(atOffset y: Double) -> Int? {
        guard !sections.isEmpty else { return nil }
        rebuildStartsIfStale()
        var low = 0
        var high = sections.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= y { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The row whose span holds `y`, or `nil` for a header, a footer or outside the content.
    func indexPath(atOffset y: Double) -> IndexPath? {
        guard y >= 0, y < totalHeight, let section = section(atOffset: y) else { return nil }
        let rows = sections[section].rows
        let local = y - rowsStart(ofSection: section)
        guard local >= 0, local < rows.total, rows.count > 0 else { return nil }
        return IndexPath(row: rows.row(atOffset: local), section: section)
    }

    /// The most rows one walk visits: rows of zero height (a table whose row height is 0) all
    /// meet any span, and a walk must not visit a million of them.
    static let walkLimit = 1_024

    /// Calls `body` with every row whose span meets `minY...maxY`, in order (at most
    /// ``walkLimit`` rows).
    func forEachRow(from minY: Double, to maxY: Double, _ body: (IndexPath) -> Void) {
        guard var section = section(atOffset: minY) else { return }
        var visited = 0
        while section < sections.count, start(ofSection: section) <= maxY {
            let rows = sections[section].rows
            if rows.count > 0 {
                var row = rows.row(atOffset: max(0, minY - rowsStart(ofSection: section)))
                while row < rows.count, rowsStart(ofSection: section) + rows.offset(ofRow: row) <= maxY {
                    guard visited < Self.walkLimit else { return }
                    visited += 1
                    body(IndexPath(row: row, section: section))
                    row += 1
                }
            }
            section += 1
        }
    }

    /// The sections whose span meets `minY...maxY`.
    func sections(from minY: Double, to maxY: Double) -> Range<Int> {
        guard let first = section(atOffset: minY), let last = section(atOffset: maxY) else { return 0..<0 }
        return first..<(last + 1)
    }

    /// Records a row's measured height; returns whether it changed.
    @discardableResult
    func setHeight(_ height: Double, of indexPath: IndexPath) -> Bool {
        guard contains(indexPath), sections[indexPath.section].rows.setHeight(height, ofRow: indexPath.row) else { return false }
        startsAreStale = true
        return true
    }

    /// Replaces the sections (an update or a reload).
    func replaceSections(_ newSections: [Section]) {
        sections = newSections
        startsAreStale = true
    }

    private func rebuildStartsIfStale() {
        guard startsAreStale else { return }
        var built: [Double] = []
        built.reserveCapacity(sections.count + 1)
        var y = 0.0
        built.append(0)
        for section in sections {
            y += section.height
            built.append(y)
        }
        starts = built
        startsAreStale = false
    }
}
