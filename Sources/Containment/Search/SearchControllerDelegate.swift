/// Updates search results as the search text changes, as `UISearchResultsUpdating`.
@MainActor
public protocol SearchResultsUpdating: AnyObject {
    /// The search text changed, or the search began or ended: show the results for
    /// `searchController.searchBar.text`, as `updateSearchResults(for:)`.
    func updateSearchResults(for searchController: SearchController)
}

/// Hears when a search begins and ends, as `UISearchControllerDelegate`. Every method has a
/// default that does nothing, as UIKit's optional methods.
@MainActor
public protocol SearchControllerDelegate: AnyObject {
    /// The search is about to begin, as `willPresentSearchController(_:)`.
    func willPresentSearchController(_ searchController: SearchController)
    /// The search began: the results show, as `didPresentSearchController(_:)`.
    func didPresentSearchController(_ searchController: SearchController)
    /// The search is about to end, as `willDismissSearchController(_:)`.
    func willDismissSearchController(_ searchController: SearchController)
    /// The search ended: the results are gone, as `didDismissSearchController(_:)`.
    func didDismissSearchController(_ searchController: SearchController)
}

extension SearchControllerDelegate {
    /// Does nothing, as UIKit's optional method left out.
    public func willPresentSearchController(_ searchController: SearchController) {}
    /// Does nothing, as UIKit's optional method left out.
    public func didPresentSearchController(_ searchController: SearchController) {}
    /// Does nothing, as UIKit's optional method left out.
    public func willDismissSearchController(_ searchController: SearchController) {}
    /// Does nothing, as UIKit's optional method left out.
    public func didDismissSearchController(_ searchController: SearchController) {}
}
