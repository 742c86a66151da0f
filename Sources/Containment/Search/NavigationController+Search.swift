/// The search bar of the top controller's `navigationItem.searchController`, under the
/// navigation bar, and Ctrl+F and Escape for it, as UIKit places a navigation item's search
/// controller in the navigation bar and a hardware keyboard's Cmd+F finds.
extension NavigationController {
    /// Shows the top controller's search bar at `top` across `width` (taking any other search
    /// bar away, and ending a search whose controller left the top); returns its height, which
    /// the content area gives up.
    func placeSearchBar(top: Double, width: Double) -> Double {
        guard let root = viewIfLoaded else { return 0 }
        let wanted = topViewController?.navigationItem.searchController
        for case let bar as SearchBar in root.subviews where bar !== wanted?.searchBar {
            bar.removeFromSuperview()
            if let search = bar.controller, search.host === self {
                search.isActive = false
                search.host = nil
            }
        }
        guard let search = wanted else { return 0 }
        search.host = self
        search.owner = topViewController
        let bar = search.searchBar
        if bar.superview !== root { root.addSubview(bar) }
        bar.frame = Rect(x: 0, y: top, width: width, height: SearchBar.height)
        if search.isActive, let results = search.viewIfLoaded, results.superview === root {
            results.frame = Rect(x: 0, y: bar.frame.maxY, width: width, height: max(0, root.bounds.height - bar.frame.maxY))
        }
        return SearchBar.height
    }

    /// Where a search's results show: below the search bar, to the bottom.
    var searchResultsFrame: Rect {
        guard let root = viewIfLoaded else { return .zero }
        let top = topViewController?.navigationItem.searchController?.searchBar.frame.maxY ?? contentView.frame.minY
        return Rect(x: 0, y: top, width: root.bounds.width, height: max(0, root.bounds.height - top))
    }

    /// Ctrl+F focuses the top controller's search field (beginning the search); Escape ends an
    /// active search. Both decline when the top controller has no search bar shown here.
    var searchKeyCommands: [KeyCommand] {
        guard let search = topViewController?.navigationItem.searchController, search.host === self else { return [] }
        return [
            KeyCommand(input: "f", modifierFlags: .control, title: "Find") { [weak search] in
                guard let search else { return false }
                search.beginFromKeyboard()
                return true
            },
            KeyCommand(input: KeyCommand.inputEscape, modifierFlags: [], title: "End Search") { [weak search] in
                guard let search, search.isActive else { return false }
                search.cancelFromKeyboard()
                return true
            },
        ]
    }
}
