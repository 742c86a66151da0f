import Containment

/// A cell of the `.subtitle` style, for registering with a table, as iOS apps register a
/// `UITableViewCell` subclass that calls `super.init(style: .subtitle, ...)`.
final class SubtitleCell: TableViewCell {
    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }
}
