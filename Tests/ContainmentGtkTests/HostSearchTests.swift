import CGtk
import ContainmentTestSupport
import Containment
@_spi(Testing) import ContainmentGtk
import ContainmentGtkTesting
import Testing

/// A results controller listing the words that match, one label.
@MainActor
private final class MatchesController: ViewController, SearchResultsUpdating {
    let words = ["Invoice March", "Lunch on Friday", "Invitation", "Travel plans"]
    let label = Label(text: "")

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        label.numberOfLines = 0
        label.frame = Rect(x: 16, y: 12, width: 400, height: 120)
        view.addSubview(label)
    }

    func updateSearchResults(for searchController: SearchController) {
        let query = (searchController.searchBar.text ?? "").lowercased()
        label.text = words.filter { !query.isEmpty && $0.lowercased().contains(query) }.joined(separator: "\n")
    }
}

extension GtkTests {
    /// A search with a results controller in a real window: Ctrl+F puts GTK's focus in the
    /// search entry, typed keys fill the results over the content, Escape ends the search.
    @Suite @MainActor struct HostSearchTests {
        private let shots: TemporaryFolder

        init() throws {
            shots = try TemporaryFolder("search")
        }

        @Test func ctrlFTypingAndEscapeDriveASearchWithResults() async throws {
            defer { shots.remove() }
            let page = ViewController()
            page.title = "Mail"
            let body = Label(text: "Every message is here.")
            body.frame = Rect(x: 16, y: 16, width: 300, height: 30)
            page.view.backgroundColor = .white
            page.view.addSubview(body)
            let matches = MatchesController()
            let search = SearchController(searchResultsController: matches)
            search.searchResultsUpdater = matches
            search.searchBar.placeholder = "Search Mail"
            page.navigationItem.searchController = search
            let host = try GtkTestStage.makeHost(
                applicationID: "org.containment.SearchTests", title: "Search", size: Size(width: 640, height: 400),
                root: NavigationController(rootViewController: page))
            defer { host.close() }
            #expect(await GtkTestStage.show(host, timeout: 10))
            try SyntheticInput.focusWindow(host.gtkWindow)
            #expect(await host.settle(timeout: 10))
            let entry = try #require(host.mirror.contentWidget(for: search.searchBar.searchTextField))
            #expect(gtk_widget_get_name(entry).map { String(cString: $0) } == "GtkSearchEntry")

            try SyntheticInput.key(host.gtkWindow, keyval: UInt32(GDK_KEY_f), modifiers: GDK_CONTROL_MASK)
            #expect(await host.settle(timeout: 10))
            #expect(gtk_widget_is_focus(entry) != 0)
            #expect(search.isActive)
            try SyntheticInput.type(host.gtkWindow, "inv")
            #expect(await host.settle(timeout: 10))
            #expect(matches.label.text == "Invoice March\nInvitation")
            let results = try #require(host.mirror.widget(for: matches.view))
            #expect(gtk_widget_get_mapped(results) != 0, "the results show over the content")
            try await host.screenshot(to: shots.shotPath("search-results.png"))

            try SyntheticInput.key(host.gtkWindow, keyval: UInt32(GDK_KEY_Escape))
            #expect(await host.settle(timeout: 10))
            #expect(!search.isActive && search.searchBar.text == "")
            #expect(matches.viewIfLoaded?.window == nil, "the results left")
            #expect(gtk_widget_is_focus(entry) == 0)
        }
    }
}
