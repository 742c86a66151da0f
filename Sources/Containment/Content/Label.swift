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
    public var text: String? { didSet { if text != oldValue { contentDidChange() } } }
    /// The text colour, as `UILabel.textColor`.
    public var textColor: Color = .black { didSet { if textColor != oldValue { setNeedsDisplay() } } }
    /// The font size in points.
    public var fontSize: Double = 14 { didSet { if fontSize != oldValue { contentDidChange() } } }
    /// Whether the text is bold.
    public var isBold = false { didSet { if isBold != oldValue { contentDidChange() } } }
    /// The alignment, as `UILabel.textAlignment`.
    public var textAlignment: TextAlignment = .left { didSet { if textAlignment != oldValue { setNeedsDisplay() } } }

    /// The most lines the text wraps to, as `UILabel.numberOfLines`: 1 by default (one line,
    /// cut at the end), 0 for as many as it takes. A wrapping label's intrinsic height follows
    /// its width (``preferredMaxLayoutWidth``, else its current width).
    public var numberOfLines = 1 { didSet { if numberOfLines != oldValue { contentDidChange() } } }

    /// The width at which a wrapping label breaks its lines for its intrinsic size, as
    /// `UILabel.preferredMaxLayoutWidth`: 0 (the default) uses the width layout gives it.
    public var preferredMaxLayoutWidth = 0.0 { didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } } }

    /// Creates a label with text.
    public init(frame: Rect = .zero, text: String? = nil) {
        self.text = text
        super.init(frame: frame)
    }

    /// A wrapping label given a new width measures its height again, as UIKit's labels do.
    open override var frame: Rect {
        didSet {
            if numberOfLines != 1, preferredMaxLayoutWidth <= 0, frame.width != oldValue.width { invalidateIntrinsicContentSize() }
        }
    }

    private func contentDidChange() {
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    /// The text's size in its font, measured by the adapter, as `UILabel.intrinsicContentSize`.
    open override var intrinsicContentSize: Size {
        measurement().size
    }

    override func intrinsicContentSize(forWidth width: Double) -> Size {
        measurement(width: width).size
    }

    override var intrinsicHeightFollowsWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth <= 0 }

    override func textBaselines() -> (first: Double, last: Double)? {
        let measured = measurement()
        return (measured.firstBaseline, measured.lastBaseline)
    }

    /// The text measured wrapping at the ``preferredMaxLayoutWidth``, else at `width`, else at the
    /// label's own width (a one-line label never wraps).
    private func measurement(width: Double? = nil) -> ContentMeasurement {
        let layoutWidth = width ?? (frame.width > 0 ? frame.width : nil)
        let wrapWidth: Double? = numberOfLines == 1 ? nil : (preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : layoutWidth)
        return contentMeasurer.measure(
            .label(text: text ?? "", fontSize: fontSize, isBold: isBold, numberOfLines: numberOfLines, maximumWidth: wrapWidth))
    }
}
