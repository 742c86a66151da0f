import Testing
@_spi(Adapter) @_spi(Testing) @testable import Containment
import ContainmentTestSupport

/// Records what a search tells its delegates and updater.
@MainActor
private final class SearchProbe: SearchResultsUpdating, SearchControllerDelegate, SearchBarDelegate {
    var log: [String] = []
    func updateSearchResults(for searchController: SearchController) {
        log.append("update '\(searchController.searchBar.text ?? "")' active=\(searchController.isActive)")
    }
    func willPresentSearchController(_ searchController: SearchController) { log.append("willPresent") }
    func didPresentSearchController(_ searchController: SearchController) { log.append("didPresent") }
    func willDismissSearchController(_ searchController: SearchController) { log.append("willDismiss") }
    func didDismissSearchController(_ searchController: SearchController) { log.append("didDismiss") }
    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) { log.append("textDidChange '\(searchText)'") }
    func searchBarSearchButtonClicked(_ searchBar: SearchBar) { log.append("search") }
    func searchBarCancelButtonClicked(_ searchBar: SearchBar) { log.append("cancel") }
    func searchBarTextDidBeginEditing(_ searchBar: SearchBar) { log.append("begin") }
}

/// Search: the bar under the navigation bar, activation by Ctrl+F and by typing, results over
/// the content, Escape ending it.
@MainActor
@Suite("Search controller")
struct SearchControllerTests {
    private struct Setup {
        let stage: TestStage
        let page: ViewController
        let navigation: NavigationController
        let search: SearchController
        let results: ViewController
        let probe: SearchProbe
    }

    private func setUp() -> Setup {
        let stage = TestStage(size: Size(width: 800, height: 600))
        let page = ViewController()
        page.title = "Mail"
        let results = ViewController()
        let search = SearchController(searchResultsController: results)
        let probe = SearchProbe()
        search.searchResultsUpdater = probe
        search.delegate = probe
        search.searchBar.delegate = probe
        search.searchBar.placeholder = "Search Mail"
        page.navigationItem.searchController = search
        let navigation = NavigationController(rootViewController: page)
        stage.show(navigation)
        stage.settle()
        navigation.view.layoutIfNeeded()
        return Setup(stage: stage, page: page, navigation: navigation, search: search, results: results, probe: probe)
    }

    private func press(_ setup: Setup, _ input: String, _ flags: KeyModifierFlags = []) -> Bool {
        setup.stage.window.handleKeyCommand(input: input, modifierFlags: flags)
    }

    @Test("the search bar sits under the navigation bar and the content under it")
    func placement() {
        let s = setUp()
        let bar = s.search.searchBar
        #expect(bar.superview === s.navigation.view)
        #expect(bar.frame == Rect(x: 0, y: NavigationBar.height, width: 800, height: SearchBar.height))
        #expect(s.page.view.convert(Point(x: 0, y: 0), to: nil).y == NavigationBar.height + SearchBar.height)
        #expect(bar.placeholder == "Search Mail")
        #expect(!s.search.isActive && s.search.parent == nil)
    }

    @Test("Ctrl+F focuses the field and begins the search; typing updates; Escape ends it")
    func keys() {
        let s = setUp()
        #expect(press(s, "f", .control))
        #expect(s.search.isActive)
        #expect(s.search.searchBar.searchTextField.isFirstResponder)
        #expect(s.probe.log == ["willPresent", "didPresent", "update '' active=true"])
        #expect(s.search.parent === s.page, "the results show over the page")
        #expect(s.results.view.window === s.stage.window)
        let resultsFrame = s.search.view.convert(Point(x: 0, y: 0), to: nil)
        #expect(resultsFrame.y == NavigationBar.height + SearchBar.height, "below the search bar")
        s.probe.log = []

        s.search.searchBar.searchTextField.setTextFromUser("inv")
        #expect(s.probe.log == ["textDidChange 'inv'", "update 'inv' active=true"])
        s.probe.log = []

        #expect(press(s, KeyCommand.inputEscape))
        #expect(!s.search.isActive)
        #expect(s.search.searchBar.text == "")
        #expect(!s.search.searchBar.searchTextField.isFirstResponder)
        #expect(s.search.parent == nil && s.results.viewIfLoaded?.window == nil)
        #expect(s.probe.log == ["cancel", "willDismiss", "didDismiss", "update '' active=false"])
        #expect(!press(s, KeyCommand.inputEscape), "no search to end: Escape goes on")
    }

    @Test("editing begins the search as the field takes the keyboard; Enter is the search button")
    func editing() {
        let s = setUp()
        s.search.searchBar.searchTextField.beginEditingFromUser()
        #expect(s.search.isActive)
        #expect(s.probe.log == ["begin", "willPresent", "didPresent", "update '' active=true"])
        s.probe.log = []
        s.search.searchBar.searchTextField.returnFromUser()
        #expect(s.probe.log == ["search"])
        s.search.isActive = false
        #expect(s.search.parent == nil)
    }

    @Test("without a results controller nor a backdrop nothing covers the content")
    func inPlace() {
        let stage = TestStage(size: Size(width: 800, height: 600))
        let page = ViewController()
        let search = SearchController(searchResultsController: nil)
        search.obscuresBackgroundDuringPresentation = false
        page.navigationItem.searchController = search
        stage.show(NavigationController(rootViewController: page))
        stage.settle()
        search.isActive = true
        #expect(search.isActive && search.parent == nil && search.viewIfLoaded?.window == nil)
        search.obscuresBackgroundDuringPresentation = true
        search.isActive = false
        search.isActive = true
        #expect(search.parent === page, "a dimmed backdrop covers the content")
        #expect(search.view.backgroundColor?.alpha == PresentationLayout.dimmingAlpha)
    }

    @Test("a push takes the bar away and ends the search; a pop brings the bar back")
    func pushAndPop() {
        let s = setUp()
        s.search.isActive = true
        s.navigation.pushViewController(ViewController(), animated: false)
        s.navigation.view.layoutIfNeeded()
        #expect(s.search.searchBar.superview == nil)
        #expect(!s.search.isActive)
        #expect(!press(s, "f", .control), "no search on the new top")
        _ = s.navigation.popViewController(animated: false)
        s.navigation.view.layoutIfNeeded()
        #expect(s.search.searchBar.superview === s.navigation.view)
        #expect(press(s, "f", .control))
    }
}
