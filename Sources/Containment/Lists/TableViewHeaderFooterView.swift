/// A section's header or footer, as `UITableViewHeaderFooterView`: a ``contentView`` and a
/// ``textLabel``. The table shows one with the data source's title for a section whose delegate
/// gives no view of its own (`viewForHeaderInSection`); an app may return its own, or a subclass.
///
/// In the plain style the table's headers are opaque, since they stay pinned over the rows
/// scrolling under them, as UIKit's.
@MainActor
open class TableViewHeaderFooterView: View {
    /// The identifier it was made with, as `UITableViewHeaderFooterView.reuseIdentifier`.
    public let reuseIdentifier: String?

    /// The view holding the content, as `UITableViewHeaderFooterView.contentView`.
    public let contentView = View()

    /// The title's label, as `UITableViewHeaderFooterView.textLabel`.
    public let textLabel: Label?

    /// Whether the table made it for a title (and may reuse it for another section).
    var isTableDefault = false
    /// Whether it shows a footer (its title is plain, not bold).
    var isFooter = false {
        didSet { textLabel?.isBold = !isFooter }
    }
    /// Whether it hides the rows under it (a pinned header).
    var opaqueBackground = false {
        didSet { backgroundColor = opaqueBackground ? Color(white: 0.97) : nil }
    }

    /// Creates a header or footer view, as `UITableViewHeaderFooterView(reuseIdentifier:)`.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        let label = Label()
        label.fontSize = 13
        label.isBold = true
        label.textColor = .darkGray
        textLabel = label
        super.init(frame: Rect(x: 0, y: 0, width: 320, height: 28))
        addSubview(contentView)
        contentView.addSubview(label)
    }

    /// Gets the view ready for another section, as `UITableViewHeaderFooterView.prepareForReuse()`.
    open func prepareForReuse() {
        textLabel?.text = nil
    }

    /// Fills the view with the content view and insets the title by the cell margin, mirrored
    /// right to left.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        let margin = TableViewCell.margin
        var frame = Rect(x: margin, y: 0, width: max(0, bounds.width - 2 * margin), height: bounds.height)
        if isLayoutMirrored { frame = frame.mirrored(inWidth: bounds.width) }
        textLabel?.frame = frame
    }
}
