/// A bar holding a search field, as `UISearchBar`: a ``SearchController``'s ``SearchController/searchBar``,
/// shown under the navigation bar of the controller whose `navigationItem.searchController` it
/// is, as GNOME's search bar slides out under the header bar.
///
/// The user's typing reaches the ``delegate`` (`searchBar(_:textDidChange:)`), Enter
/// `searchBarSearchButtonClicked(_:)`, focus in and out the begin and end of editing; setting
/// ``text`` from code tells nobody, as in UIKit.
@MainActor
public final class SearchBar: View {
    /// The bar's height under a navigation bar.
    public static let height = 44.0

    /// The field the user types in, as `searchTextField`.
    public let searchTextField = SearchTextField()

    /// Who hears about the user's editing, as `delegate`. Weak.
    public weak var delegate: SearchBarDelegate?

    /// The search text, as `text`: `""` when empty.
    public var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }

    /// The grey text shown while the field is empty, as `placeholder`; "Search" by default.
    public var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }

    /// The search controller this bar belongs to, told of the user's editing after the delegate.
    weak var controller: SearchController?

    /// Forwards the field's editing to the delegate (the text field's delegate is the bar's).
    private let fieldDelegate = FieldDelegate()

    /// Creates an empty search bar, as `UISearchBar(frame:)`.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = Color(white: 0.94)
        searchTextField.placeholder = "Search"
        searchTextField.delegate = fieldDelegate
        fieldDelegate.bar = self
        searchTextField.addAction(for: .editingChanged) { [weak self] in
            guard let self else { return }
            delegate?.searchBar(self, textDidChange: text ?? "")
            controller?.searchTextDidChange()
        }
        addSubview(searchTextField)
    }

    /// The widest the field gets; it is centred in a wider bar, as in GNOME's search bars.
    static let fieldMaximumWidth = 480.0

    /// Centres the field: at most 480 points wide, 12 points from the sides, 34 high.
    public override func layoutSubviews() {
        super.layoutSubviews()
        let width = max(0, min(bounds.width - 24, Self.fieldMaximumWidth))
        let height = min(34, bounds.height)
        searchTextField.frame = Rect(x: (bounds.width - width) / 2, y: (bounds.height - height) / 2, width: width, height: height)
    }

    /// The user pressed Enter.
    fileprivate func searchButtonClicked() {
        delegate?.searchBarSearchButtonClicked(self)
    }

    /// The field took the keyboard: the search begins, as tapping a search bar activates its
    /// search controller.
    fileprivate func didBeginEditing() {
        delegate?.searchBarTextDidBeginEditing(self)
        controller?.isActive = true
    }

    fileprivate func didEndEditing() {
        delegate?.searchBarTextDidEndEditing(self)
    }

    /// Tells the bar what its field does.
    @MainActor
    private final class FieldDelegate: TextFieldDelegate {
        weak var bar: SearchBar?

        func textFieldShouldReturn(_ textField: TextField) -> Bool {
            bar?.searchButtonClicked()
            return true
        }

        func textFieldDidBeginEditing(_ textField: TextField) {
            bar?.didBeginEditing()
        }

        func textFieldDidEndEditing(_ textField: TextField) {
            bar?.didEndEditing()
        }
    }
}
