/// One row of a ``TableView``, as `UITableViewCell`: a view with a ``contentView`` (where a
/// subclass adds its own subviews), the standard labels and image of its ``CellStyle``, and an
/// accessory at its trailing edge.
///
/// Cells are made by the table from the class registered for a reuse identifier
/// (``TableView/register(_:forCellReuseIdentifier:)``, through ``init(style:reuseIdentifier:)``
/// with `.default`), only for the rows on screen; a cell scrolled off goes back to its queue and
/// comes back for another row through ``prepareForReuse()``, as in UIKit.
///
/// ``layoutSubviews()`` places, for each style, the image at the leading edge, the text and the
/// detail text, and the accessory at the trailing edge; everything is mirrored when the cell's
/// ``View/effectiveUserInterfaceLayoutDirection`` is right to left (the disclosure chevron points
/// the way a push goes).
@MainActor
open class TableViewCell: View {
    /// The standard arrangements of a cell's labels, as `UITableViewCell.CellStyle`.
    public enum CellStyle: Sendable, Hashable {
        /// The text at the leading edge, no detail label, as `.default`.
        case `default`
        /// The text with a smaller detail line under it, as `.subtitle`.
        case subtitle
        /// The text at the leading edge and the detail at the trailing edge, as `.value1`.
        case value1
        /// A small trailing-aligned text, then the detail, as `.value2` (Contacts' style).
        case value2
    }

    /// The standard accessories, as `UITableViewCell.AccessoryType`.
    public enum AccessoryType: Sendable, Hashable {
        /// None, as `.none`.
        case none
        /// A chevron: the row leads somewhere, as `.disclosureIndicator`.
        case disclosureIndicator
        /// A check mark, as `.checkmark`.
        case checkmark
        /// An info button, as `.detailButton`.
        case detailButton
    }

    /// How rows are separated, as `UITableViewCell.SeparatorStyle`.
    public enum SeparatorStyle: Sendable, Hashable {
        /// No separator, as `.none`.
        case none
        /// A thin line under each row, from the text's leading edge, as `.singleLine`.
        case singleLine
    }

    /// What editing does to a row, as `UITableViewCell.EditingStyle`.
    public enum EditingStyle: Sendable, Hashable {
        /// Nothing, as `.none`.
        case none
        /// Deletes the row, as `.delete`.
        case delete
        /// Inserts a row, as `.insert`.
        case insert
    }

    /// The cell's style, as given to ``init(style:reuseIdentifier:)``.
    public let style: CellStyle

    /// The identifier of the queue the cell returns to, as `UITableViewCell.reuseIdentifier`.
    public let reuseIdentifier: String?

    /// Whether the cell waits in its table's reuse queue, out of the table, to show another row
    /// soon: an adapter keeps its widgets meanwhile rather than making them again.
    @_spi(Adapter) public internal(set) var isWaitingForReuse = false

    /// The view holding the cell's content, as `UITableViewCell.contentView`: add your own
    /// subviews here. It fills the cell less its accessory.
    public let contentView = View()

    /// The main label, as `UITableViewCell.textLabel`.
    public let textLabel: Label?

    /// The secondary label, as `UITableViewCell.detailTextLabel`: `nil` for the `.default` style.
    public let detailTextLabel: Label?

    /// The image at the leading edge, as `UITableViewCell.imageView`; hidden, and taking no room,
    /// while it has no image.
    public let imageView: ImageView?

    /// The standard accessory, as `UITableViewCell.accessoryType`.
    public var accessoryType: AccessoryType = .none {
        didSet { if accessoryType != oldValue { updateAccessory() } }
    }

    /// A view of the app's own at the trailing edge instead of the standard accessory, as
    /// `UITableViewCell.accessoryView`.
    public var accessoryView: View? {
        didSet {
            guard accessoryView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            updateAccessory()
        }
    }

    /// The view shown behind the content while the cell is selected or highlighted, as
    /// `UITableViewCell.selectedBackgroundView`; a light tint by default.
    public var selectedBackgroundView: View? {
        didSet {
            guard selectedBackgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            updateSelectionBackground()
        }
    }

    /// Whether the cell shows as selected, as `UITableViewCell.isSelected`. The table sets it
    /// for the rows it selects.
    public var isSelected: Bool {
        get { selected }
        set { setSelected(newValue, animated: false) }
    }

    /// Whether the cell shows as pressed, as `UITableViewCell.isHighlighted`.
    public var isHighlighted: Bool {
        get { highlighted }
        set { setHighlighted(newValue, animated: false) }
    }

    /// Whether the cell is in editing mode, as `UITableViewCell.isEditing`.
    public var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }

    private var selected = false
    private var highlighted = false

    /// Whether the cell is a row of a sidebar (set by the table): no background of its own, and
    /// a rounded, lightly tinted selection, as GNOME's sidebars draw it.
    var appearsInSidebar = false {
        didSet {
            guard appearsInSidebar != oldValue else { return }
            if appearsInSidebar, backgroundColor == .white { backgroundColor = .clear }
            if !appearsInSidebar, backgroundColor == .clear { backgroundColor = .white }
            // A selection background of the cell's own making is made again in the new look.
            if let made = madeSelectionBackground, selectedBackgroundView === made {
                made.removeFromSuperview()
                madeSelectionBackground = nil
                selectedBackgroundView = nil
                updateSelectionBackground()
            }
        }
    }

    /// The selection background the cell made itself (not the app's).
    private var madeSelectionBackground: View?
    private var editing = false
    /// The editing control that shows (set by the table): none, the minus, or the plus.
    private(set) var shownEditingStyle = EditingStyle.none
    /// The button of the editing control, made the first time one shows.
    private(set) var editingControl: Button?
    /// The reorder control of a movable row in editing mode, made the first time one shows.
    private(set) var reorderControl: Label?
    /// The label drawing the standard accessory, while one shows.
    private var accessoryLabel: Label?
    /// The line under the cell, as the table's ``TableView/separatorStyle`` asks.
    private let separator = View()
    /// Whether the line shows (set by the table).
    var showsSeparator = true {
        didSet { separator.isHidden = !showsSeparator }
    }
    /// The separator's colour (set by the table).
    var separatorColor: Color? {
        get { separator.backgroundColor }
        set { separator.backgroundColor = newValue }
    }

    /// The margin at the leading and trailing edges, as UIKit's default layout margins.
    static let margin = 16.0
    /// The width of a standard accessory.
    static let accessoryWidth = 20.0

    /// Creates a cell of a style, as `UITableViewCell(style:reuseIdentifier:)`. Required, so
    /// that the table can make cells of a registered subclass.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        textLabel = Label()
        detailTextLabel = style == .default ? nil : Label()
        imageView = ImageView()
        super.init(frame: Rect(x: 0, y: 0, width: 320, height: 44))
        backgroundColor = .white
        textLabel?.fontSize = style == .value2 ? 12 : 17
        if style == .value2 { textLabel?.textColor = Color(red: 0, green: 0.48, blue: 1) }
        if let detailTextLabel {
            detailTextLabel.fontSize = style == .subtitle ? 12 : 17
            detailTextLabel.textColor = style == .value1 ? .darkGray : (style == .subtitle ? .darkGray : .black)
        }
        imageView?.contentMode = .scaleAspectFit
        imageView?.isHidden = true
        addSubview(contentView)
        separator.backgroundColor = Color(white: 0.78)
        addSubview(separator)
        if let imageView { contentView.addSubview(imageView) }
        if let textLabel { contentView.addSubview(textLabel) }
        if let detailTextLabel { contentView.addSubview(detailTextLabel) }
    }

    /// Gets the cell ready for another row, as `UITableViewCell.prepareForReuse()`: the table
    /// calls it when it hands the cell out of its queue again. The default resets the selection
    /// and highlight; subclasses reset their own state and call `super`.
    open func prepareForReuse() {
        setHighlighted(false, animated: false)
        setSelected(false, animated: false)
        setEditing(false, animated: false)
    }

    /// Shows the cell selected or not, as `UITableViewCell.setSelected(_:animated:)`.
    open func setSelected(_ selected: Bool, animated: Bool) {
        guard selected != self.selected else { return }
        self.selected = selected
        updateSelectionBackground()
    }

    /// Shows the cell pressed or not, as `UITableViewCell.setHighlighted(_:animated:)`.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        guard highlighted != self.highlighted else { return }
        self.highlighted = highlighted
        updateSelectionBackground()
    }

    /// Shows the editing control of `style` at the leading edge (`.none`: none), as the table
    /// asks in editing mode. Animated, the content slides aside on the window's clock.
    func setEditingControl(_ style: EditingStyle, animated: Bool) {
        guard style != shownEditingStyle else { return }
        shownEditingStyle = style
        if let glyph = Self.editingControlGlyph(style) {
            let control = editingControl ?? {
                let made = Button(title: nil) { [weak self] in
                    guard let self, let table = superview as? TableView else { return }
                    table.editingControlClicked(in: self)
                }
                addSubview(made)
                editingControl = made
                return made
            }()
            control.title = glyph
            control.accessibilityLabel = style == .delete ? "Delete" : "Insert"
            control.isHidden = false
        } else {
            editingControl?.isHidden = true
        }
        setNeedsLayout()
        if animated { View.animate(withDuration: 0.25) { self.layoutIfNeeded() } }
    }

    /// Shows or hides the reorder control at the trailing edge, as the table asks in editing
    /// mode for a row the data source lets move.
    func setReorderControlShown(_ shown: Bool) {
        guard shown != (reorderControl?.isHidden == false) else { return }
        if shown {
            let control = reorderControl ?? {
                let made = Label()
                made.text = "≡"
                made.fontSize = 20
                made.textColor = .darkGray
                made.textAlignment = .center
                made.accessibilityLabel = "Reorder"
                addSubview(made)
                reorderControl = made
                return made
            }()
            control.isHidden = false
        } else {
            reorderControl?.isHidden = true
        }
        setNeedsLayout()
    }

    /// Places the editing control, if one shows, and returns how far it moves the content.
    private func layoutEditingControl(height: Double, width: Double, mirrored: Bool) -> Double {
        guard let control = editingControl, !control.isHidden else { return 0 }
        let side = min(32, height - 8)
        let frame = Rect(x: 8, y: (height - side) / 2, width: Self.editingControlWidth - 16, height: side)
        control.frame = mirrored ? frame.mirrored(inWidth: width) : frame
        return Self.editingControlWidth
    }

    /// Enters or leaves editing mode, as `UITableViewCell.setEditing(_:animated:)`.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != self.editing else { return }
        self.editing = editing
        setNeedsLayout()
    }

    /// The accessory that shows: the app's ``accessoryView``, else the standard one's glyph.
    var shownAccessory: View? { accessoryView ?? accessoryLabel }

    private func updateAccessory() {
        if accessoryView != nil || accessoryType == .none {
            accessoryLabel?.removeFromSuperview()
            accessoryLabel = nil
        } else {
            let label = accessoryLabel ?? Label()
            label.textAlignment = .center
            label.textColor = accessoryType == .checkmark || accessoryType == .detailButton
                ? Color(red: 0, green: 0.48, blue: 1) : .lightGray
            label.fontSize = accessoryType == .disclosureIndicator ? 20 : 17
            accessoryLabel = label
            if label.superview !== self { addSubview(label) }
            updateAccessoryGlyph()
        }
        if let accessoryView, accessoryView.superview !== self { addSubview(accessoryView) }
        setNeedsLayout()
    }

    private func updateAccessoryGlyph() {
        guard let accessoryLabel else { return }
        // The chevron is a bidi-mirrored character: a right-to-left label draws "›" pointing
        // left, the way a push goes there.
        accessoryLabel.text = switch accessoryType {
        case .none: nil
        case .disclosureIndicator: "›"
        case .checkmark: "✓"
        case .detailButton: "ⓘ"
        }
        accessoryLabel.accessibilityLabel = switch accessoryType {
        case .none: nil
        case .disclosureIndicator: "More"
        case .checkmark: "Selected"
        case .detailButton: "More Info"
        }
    }

    private func updateSelectionBackground() {
        let shows = selected || highlighted
        if shows {
            let background = selectedBackgroundView ?? {
                let made = appearsInSidebar ? SidebarSelectionView() : View()
                if !appearsInSidebar { made.backgroundColor = Color(white: 0.85) }
                selectedBackgroundView = made
                madeSelectionBackground = made
                return made
            }()
            if background.superview !== self { insertSubview(background, at: 0) }
            background.frame = bounds
            background.isHidden = false
        } else {
            selectedBackgroundView?.isHidden = true
        }
    }

    /// Places the content view, the accessory, the image and the labels for the cell's style,
    /// as UIKit's cell does, mirrored right to left.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        let height = bounds.height
        let mirrored = isLayoutMirrored
        func place(_ rect: Rect, in containerWidth: Double) -> Rect {
            mirrored ? rect.mirrored(inWidth: containerWidth) : rect
        }
        selectedBackgroundView?.frame = bounds
        var contentWidth = width
        // In editing mode a movable row's reorder control takes the accessory's place.
        if let reorderControl { shownAccessory?.isHidden = !reorderControl.isHidden }
        if let accessory = reorderControl?.isHidden == false ? reorderControl : shownAccessory {
            let size = accessory === accessoryLabel || accessory === reorderControl
                ? Size(width: Self.accessoryWidth, height: height) : accessory.frame.size
            let x = width - Self.margin - size.width
            accessory.frame = place(Rect(x: x, y: (height - size.height) / 2, width: size.width, height: size.height), in: width)
            contentWidth = max(0, x - 4)
        }
        updateAccessoryGlyph()
        // In editing mode the editing control takes the leading edge and the content moves aside.
        let editingInset = layoutEditingControl(height: height, width: width, mirrored: mirrored)
        contentView.frame = place(
            Rect(x: editingInset, y: 0, width: max(0, contentWidth - editingInset), height: height), in: width)
        contentWidth = max(0, contentWidth - editingInset)
        var x = Self.margin
        if let imageView, let image = imageView.image, image.size.height > 0 {
            let side = min(image.size.height, max(0, height - 8))
            let imageWidth = image.size.width * side / image.size.height
            imageView.isHidden = false
            imageView.frame = place(Rect(x: x, y: (height - side) / 2, width: imageWidth, height: side), in: contentWidth)
            x += imageWidth + Self.margin
        } else {
            imageView?.isHidden = true
            imageView?.frame = .zero
        }
        // One point, inside the cell's bottom edge: a half-point line at the edge lands on the
        // next row's first pixel row, which an opaque next cell paints over.
        separator.frame = place(
            Rect(x: x + editingInset, y: height - 1, width: max(0, width - x - editingInset), height: 1), in: width)
        let textWidth = max(0, contentWidth - x - Self.margin)
        switch style {
        case .default:
            textLabel?.frame = place(Rect(x: x, y: 0, width: textWidth, height: height), in: contentWidth)
        case .subtitle:
            let block = 21.0 + 2 + 16
            let top = (height - block) / 2
            textLabel?.frame = place(Rect(x: x, y: top, width: textWidth, height: 21), in: contentWidth)
            detailTextLabel?.frame = place(Rect(x: x, y: top + 23, width: textWidth, height: 16), in: contentWidth)
        case .value1:
            let detailWidth = min(textWidth / 2, Self.estimatedWidth(of: detailTextLabel))
            textLabel?.frame = place(Rect(x: x, y: 0, width: max(0, textWidth - detailWidth - 8), height: height), in: contentWidth)
            detailTextLabel?.textAlignment = .right
            detailTextLabel?.frame = place(
                Rect(x: x + textWidth - detailWidth, y: 0, width: detailWidth, height: height), in: contentWidth)
        case .value2:
            let leading = textWidth * 0.3
            textLabel?.textAlignment = .right
            textLabel?.frame = place(Rect(x: x, y: 0, width: leading, height: height), in: contentWidth)
            detailTextLabel?.frame = place(
                Rect(x: x + leading + 6, y: 0, width: max(0, textWidth - leading - 6), height: height), in: contentWidth)
        }
    }

    /// A label's width from its text, for the `.value1` detail (the core measures no fonts; the
    /// adapter ellipsizes what does not fit).
    private static func estimatedWidth(of label: Label?) -> Double {
        guard let label, let text = label.text else { return 0 }
        // Wide enough for the desktop's sans-serif faces, whose letters average over half the
        // font size (until the layout issue measures text with real fonts).
        return Double(text.count) * label.fontSize * 0.62 + 12
    }
}
