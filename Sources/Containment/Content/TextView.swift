/// Hears about a text view's editing, as `UITextViewDelegate`.
@MainActor
public protocol TextViewDelegate: AnyObject {
    /// The user changed the text, as `textViewDidChange(_:)` (not called for changes made by
    /// code, as in UIKit).
    func textViewDidChange(_ textView: TextView)
}

/// Scrolling, multi-line text, as `UITextView`. The GTK adapter renders it as a `GtkTextView`
/// in a `GtkScrolledWindow` (the text wraps at word boundaries and scrolls vertically); the
/// user's edits call `setTextFromUser(_:)`.
///
/// Unlike `UITextView` it is not a ``ScrollView``: where its text wraps and how tall it is are
/// known to GTK's text layout only, so the core has no content size to offer.
@MainActor
open class TextView: View {
    /// The text, as `UITextView.text`.
    public var text: String = "" { didSet { if text != oldValue { setNeedsDisplay() } } }

    /// Whether the user can change the text, as `UITextView.isEditable`; a read-only text can
    /// still be selected and copied.
    public var isEditable = true { didSet { if isEditable != oldValue { setNeedsDisplay() } } }

    /// A text view takes typed keys first, as a `UITextView` does: it can become first responder
    /// (and then has GTK's keyboard focus).
    open override var canBecomeFirstResponder: Bool { true }

    /// A drag on a text view selects its text, as in a `UITextView`: no container around it
    /// moves (``InputArbitration``).
    open override var handlesDragsItself: Bool { true }

    /// Who hears about edits, as `UITextView.delegate`.
    public weak var delegate: TextViewDelegate?

    /// Creates an empty, editable text view, as `UITextView(frame:)`.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// Creates a text view showing `text`.
    public init(frame: Rect = .zero, text: String) {
        self.text = text
        super.init(frame: frame)
    }

    /// Takes text the user changed and tells the delegate; does nothing if the text is the same
    /// (the adapter showing the model's text) or the view is not editable.
    @_spi(Adapter) public func setTextFromUser(_ newText: String) {
        guard newText != text, isEditable else { return }
        text = newText
        delegate?.textViewDidChange(self)
    }
}
