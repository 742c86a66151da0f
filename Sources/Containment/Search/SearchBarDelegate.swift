/// Hears about the user's editing in a ``SearchBar``, as `UISearchBarDelegate`. Every method
/// has a default that does nothing, as UIKit's optional methods.
@MainActor
public protocol SearchBarDelegate: AnyObject {
    /// The user changed the text (typing, pasting, clearing), as `searchBar(_:textDidChange:)`.
    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String)
    /// The user pressed Enter in the field, as `searchBarSearchButtonClicked(_:)`.
    func searchBarSearchButtonClicked(_ searchBar: SearchBar)
    /// The user ended the search (Escape), as `searchBarCancelButtonClicked(_:)`.
    func searchBarCancelButtonClicked(_ searchBar: SearchBar)
    /// The field took the keyboard, as `searchBarTextDidBeginEditing(_:)`.
    func searchBarTextDidBeginEditing(_ searchBar: SearchBar)
    /// The field gave the keyboard up, as `searchBarTextDidEndEditing(_:)`.
    func searchBarTextDidEndEditing(_ searchBar: SearchBar)
}

extension SearchBarDelegate {
    /// Does nothing, as UIKit's optional method left out.
    public func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {}
    /// Does nothing, as UIKit's optional method left out.
    public func searchBarSearchButtonClicked(_ searchBar: SearchBar) {}
    /// Does nothing, as UIKit's optional method left out.
    public func searchBarCancelButtonClicked(_ searchBar: SearchBar) {}
    /// Does nothing, as UIKit's optional method left out.
    public func searchBarTextDidBeginEditing(_ searchBar: SearchBar) {}
    /// Does nothing, as UIKit's optional method left out.
    public func searchBarTextDidEndEditing(_ searchBar: SearchBar) {}
}
