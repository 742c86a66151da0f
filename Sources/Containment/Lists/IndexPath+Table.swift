#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Tables name their rows with Foundation's `IndexPath`, as UIKit does: two indexes, the
/// section and the row. An app that imports Foundation uses the same type. As in UIKit, `row`
/// and `section` are for index paths of two indexes; a ``TableView`` refuses any other
/// (``TableView/contains(_:)`` is `false` for it).
extension IndexPath {
    /// An index path for a row in a section, as UIKit's `IndexPath(row:section:)`.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The section: the first index, as UIKit's `IndexPath.section`.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The row within the section: the second index, as UIKit's `IndexPath.row`.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
