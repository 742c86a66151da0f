/// Hears about a text field's editing, as `UITextFieldDelegate`.
@MainActor
public protocol TextFieldDelegate: AnyObject {
    /// The user pressed Return (Enter), as `textFieldShouldReturn(_:)`; return whether the
    /// field should process it (its `.primaryActionTriggered` actions run only then).
    func textFieldShouldReturn(_ textField: TextField) -> Bool
    /// The field took keyboard focus, as `textFieldDidBeginEditing(_:)`.
    func textFieldDidBeginEditing(_ textField: TextField)
    /// The field lost keyboard focus, as `textFieldDidEndEditing(_:)`.
    func textFieldDidEndEditing(_ textField: TextField)
}

extension TextFieldDelegate {
    /// Processes Return, as UIKit does when the delegate leaves the method out.
    public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
    /// Does nothing, as UIKit's optional method left out.
    public func textFieldDidBeginEditing(_ textField: TextField) {}
    /// Does nothing, as UIKit's optional method left out.
    public func textFieldDidEndEditing(_ textField: TextField) {}
}

/// A one-line editable text, as `UITextField`. The GTK adapter renders it as a `GtkEntry`:
/// typing calls `setTextFromUser(_:)`, focus in and out `beginEditingFromUser()` and
/// `endEditingFromUser()`, Enter `returnFromUser()`.
///
/// As in UIKit, setting ``text`` from code sends no `.editingChanged` actions; only the user's
/// edits do.
@MainActor
open class TextField: View {
    /// The control events a text field sends to its actions, as the `UIControl.Event`s of a
    /// `UITextField`.
    public enum Event: Sendable {
        /// The user changed the text, as `.editingChanged`.
        case editingChanged
        /// The user pressed Return and the delegate agreed, as `.primaryActionTriggered`.
        case primaryActionTriggered
    }

    /// The text, as `UITextField.text`: never `nil` when read (an empty field reads `""`, and
    /// setting `nil` empties it), as in UIKit.
    public var text: String? {
        get { storedText }
        set {
            let value = newValue ?? ""
            guard value != storedText else { return }
            storedText = value
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }

    /// The field's natural size, measured by the adapter, as `UITextField.intrinsicContentSize`.
    open override var intrinsicContentSize: Size {
        contentMeasurer.measure(.textField(text: storedText.isEmpty ? placeholder ?? "" : storedText)).size
    }

    override func textBaselines() -> (first: Double, last: Double)? {
        let measured = contentMeasurer.measure(.textField(text: storedText.isEmpty ? placeholder ?? "" : storedText))
        return (measured.firstBaseline, measured.lastBaseline)
    }

    /// The grey text shown while the field is empty, as `UITextField.placeholder`.
    public var placeholder: String? { didSet { if placeholder != oldValue { setNeedsDisplay() } } }

    /// Whether the user can edit, as `UIControl.isEnabled`. Disabling a field that is first
    /// responder resigns it, as GTK takes keyboard focus from an insensitive entry.
    public var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            if !isEnabled, isFirstResponder { _ = resignFirstResponder() }
            setNeedsDisplay()
        }
    }

    /// An enabled field takes typed keys first, as a `UITextField` does: it can become first
    /// responder (and then has GTK's keyboard focus).
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// A drag on a text field selects its text, as in a `UITextField`: no container around it
    /// moves (``InputArbitration``).
    open override var handlesDragsItself: Bool { true }

    /// Who hears about editing, as `UITextField.delegate`.
    public weak var delegate: TextFieldDelegate?

    /// Whether the field has keyboard focus, as `UITextField.isEditing`.
    public private(set) var isEditing = false

    private var storedText = ""
    private var actions: [(event: Event, run: () -> Void)] = []

    /// Creates an empty field, as `UITextField(frame:)`.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// Creates a field with text and a placeholder.
    public init(frame: Rect = .zero, text: String?, placeholder: String? = nil) {
        storedText = text ?? ""
        self.placeholder = placeholder
        super.init(frame: frame)
    }

    /// Adds an action run on every `event`, as `UIControl.addAction(_:for:)`; for instance
    /// `field.addAction(for: .editingChanged) { … }` runs on every edit the user makes.
    public func addAction(for event: Event, _ action: @escaping () -> Void) {
        actions.append((event, action))
    }

    // MARK: What the adapter calls

    /// Takes text the user typed, pasted or deleted, and runs the `.editingChanged` actions;
    /// does nothing if the text is the same (the adapter showing the model's text).
    @_spi(Adapter) public func setTextFromUser(_ newText: String) {
        guard newText != storedText else { return }
        storedText = newText
        setNeedsDisplay()
        send(.editingChanged)
    }

    /// The field took keyboard focus: tells the delegate, once per focus.
    @_spi(Adapter) public func beginEditingFromUser() {
        guard !isEditing else { return }
        isEditing = true
        delegate?.textFieldDidBeginEditing(self)
    }

    /// The field lost keyboard focus: tells the delegate, once per focus.
    @_spi(Adapter) public func endEditingFromUser() {
        guard isEditing else { return }
        isEditing = false
        delegate?.textFieldDidEndEditing(self)
    }

    /// The user pressed Return: asks the delegate, then runs the `.primaryActionTriggered`
    /// actions if it agreed. Returns the delegate's answer.
    @discardableResult
    @_spi(Adapter) public func returnFromUser() -> Bool {
        let shouldReturn = delegate?.textFieldShouldReturn(self) ?? true
        if shouldReturn { send(.primaryActionTriggered) }
        return shouldReturn
    }

    private func send(_ event: Event) {
        for action in actions where action.event == event { action.run() }
    }
}
