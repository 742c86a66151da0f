/// Searches what a controller shows, as `UISearchController`: a ``searchBar`` under the
/// navigation bar (set it as `navigationItem.searchController`), results updated as the user
/// types, shown over the content while the search is active.
///
/// The search becomes active (``isActive``) when the field takes the keyboard (a click in it,
/// or Ctrl+F, which the navigation controller answers) or when code sets ``isActive``; the
/// ``delegate`` hears `willPresentSearchController(_:)` and `didPresentSearchController(_:)`, the
/// ``searchResultsController`` (if any) shows over the content, under a dimmed backdrop when
/// ``obscuresBackgroundDuringPresentation``, and the ``searchResultsUpdater`` is asked to
/// update. Every change of the text asks the updater again. Escape ends the search: the
/// search bar's delegate hears `searchBarCancelButtonClicked(_:)`, the text is cleared, the
/// field gives the keyboard up (to the content, when it takes it: a list), the results leave, `willDismissSearchController(_:)` and
/// `didDismissSearchController(_:)` come around it, and the updater updates once more (with
/// no text), as UIKit's Cancel does.
///
/// While active, the search controller is a child of the controller whose navigation item
/// holds it, its view over that controller's content, below the bars; the results
/// controller is its child.
@MainActor
public final class SearchController: ViewController {
    /// The controller showing the results while the search is active, as
    /// `searchResultsController`; `nil` to show them in place (the updater filters its own
    /// list).
    public let searchResultsController: ViewController?

    /// The search bar, as `searchBar`.
    public let searchBar = SearchBar()

    /// Updates the results as the text changes, as `searchResultsUpdater`. Weak.
    public weak var searchResultsUpdater: SearchResultsUpdating?

    /// Hears when the search begins and ends, as `delegate`. Weak.
    public weak var delegate: SearchControllerDelegate?

    /// Whether the content is dimmed under the results while the search is active, as
    /// `obscuresBackgroundDuringPresentation`; `true` by default. With no
    /// ``searchResultsController`` and this `false`, nothing covers the content.
    public var obscuresBackgroundDuringPresentation = true {
        didSet { if isViewLoaded { applyBackdrop() } }
    }

    /// Whether the search is on, as `isActive`. Setting it begins or ends the search as the
    /// user would (see the type's documentation), without moving the keyboard focus into the
    /// field.
    public var isActive: Bool {
        get { active }
        set { setActive(newValue) }
    }
    private var active = false

    /// The navigation controller showing ``searchBar`` now.
    weak var host: NavigationController?
    /// The controller whose navigation item holds this search controller.
    weak var owner: ViewController?

    /// Creates a search controller showing its results in `searchResultsController`, as
    /// `UISearchController(searchResultsController:)`.
    public init(searchResultsController: ViewController?) {
        self.searchResultsController = searchResultsController
        super.init()
        searchBar.controller = self
        if let searchResultsController {
            addChild(searchResultsController)
            searchResultsController.didMove(toParent: self)
        }
    }

    /// Puts the results controller's view over the whole of this controller's view, and the
    /// backdrop behind it.
    public override func viewDidLoad() {
        super.viewDidLoad()
        applyBackdrop()
        if let results = searchResultsController {
            results.view.frame = view.bounds
            results.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(results.view)
        }
    }

    private func applyBackdrop() {
        view.backgroundColor = obscuresBackgroundDuringPresentation && searchResultsController == nil
            ? Color(white: 0, alpha: PresentationLayout.dimmingAlpha) : .clear
    }

    /// Whether the results (or the backdrop) cover the content while active.
    private var coversContent: Bool { searchResultsController != nil || obscuresBackgroundDuringPresentation }

    // MARK: Beginning and ending

    private func setActive(_ newValue: Bool) {
        guard newValue != active else { return }
        if newValue {
            delegate?.willPresentSearchController(self)
            active = true
            showResults()
            delegate?.didPresentSearchController(self)
        } else {
            delegate?.willDismissSearchController(self)
            active = false
            searchBar.text = ""
            // The keyboard goes back to the content (a list takes it), as GNOME's search bar
            // gives the focus back when Escape closes it.
            if searchBar.searchTextField.isFirstResponder, searchBar.searchTextField.resignFirstResponder(),
               let content = owner?.viewIfLoaded, content.canBecomeFirstResponder {
                _ = content.becomeFirstResponder()
            }
            hideResults()
            delegate?.didDismissSearchController(self)
        }
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// Ctrl+F: the search begins and its field takes the keyboard.
    func beginFromKeyboard() {
        isActive = true
        _ = searchBar.searchTextField.becomeFirstResponder()
    }

    /// Escape: tells the bar's delegate, then ends the search.
    func cancelFromKeyboard() {
        searchBar.delegate?.searchBarCancelButtonClicked(searchBar)
        isActive = false
    }

    /// The user changed the text: the search is on, and the results follow.
    func searchTextDidChange() {
        if !active {
            isActive = true
        } else {
            searchResultsUpdater?.updateSearchResults(for: self)
        }
    }

    // MARK: Showing the results

    /// Puts this controller's view over the owner's content, below the bars.
    private func showResults() {
        guard coversContent, let owner, let host, let root = host.viewIfLoaded, parent == nil else { return }
        owner.addChild(self)
        view.frame = host.searchResultsFrame
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(view)
        didMove(toParent: owner)
    }

    private func hideResults() {
        guard let owner = parent, owner === self.owner else { return }
        willMove(toParent: nil)
        viewIfLoaded?.removeFromSuperview()
        removeFromParent()
    }
}
