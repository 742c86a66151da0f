/// A line of text, as `UILabel`. The GTK adapter renders it as a `GtkLabel`.
@MainActor
open class Label: View {
    /// How text lines up, as `NSTextAlignment`.
    public enum TextAlignment: Sendable {
        /// Left edge.
        case left
        /// Centred.
        case center
        /// Right edge.
        case right
    }

    /// The text shown, as `UILabel.text`.
    public var text: String? { didSet { if text != oldValue { setNeedsDisplay() } } }
    /// The text colour, as `UILabel.textColor`.
    public var textColor: Color = .black { didSet { if textColor != oldValue { setNeedsDisplay() } } }
    /// The font size in points.
    public var fontSize: Double = 14 { didSet { if fontSize != oldValue { setNeedsDisplay() } } }
    /// Whether the text is bold.
    public var isBold = false { didSet { if isBold != oldValue { setNeedsDisplay() } } }
    /// The alignment, as `UILabel.textAlignment`.
    public var textAlignment: TextAlignment = .left { didSet { if textAlignment != oldValue { setNeedsDisplay() } } }

    /// Creates a label with text.
    public init(frame: Rect = .zero, text: String? = nil) {
        self.text = text
        super.init(frame: frame)
    }
}
