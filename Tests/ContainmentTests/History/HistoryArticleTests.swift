import Foundation
import Testing
@_spi(Testing) @testable import Containment
import ContainmentTestSupport

// The Swift blocks of Containment.docc/History.md (and ContainerHistoryRestoring's doc), compiled and run.

extension SidebarController: ContainerHistoryRestoring {
    func setSidebarShownFromUser(_ shown: Bool) {
        let before = HistoryState(value: isSidebarShown ? 1 : 0)
        setSidebarShown(shown)
        recordHistoryMove(from: before, to: HistoryState(value: shown ? 1 : 0))
    }

    func restoreHistoryState(_ state: HistoryState, animated: Bool) -> Bool {
        let shown = state.value == 1
        guard shown != isSidebarShown else { return false }
        setSidebarShown(shown)
        return true
    }
}

@MainActor
@Suite struct HistoryArticleTests {
    @Test("the overview's calls: a selection made without history, going back, the trail's titles")
    func overview() {
        let stage = TestStage()
        let window = stage.window
        let tabs = TabBarController()
        tabs.viewControllers = [ViewController(title: "Mail"), ViewController(title: "Calendar"), ViewController(title: "Notes")]
        stage.show(tabs)
        let savedTab = 2
        tabs.selectedIndex = 1
        window.performWithoutHistory {
            tabs.selectedIndex = savedTab
        }
        if window.canGoBack {
            window.goBack()
        }
        let trail = window.backList.map { $0.title ?? "Untitled" }
        #expect(tabs.selectedIndex == 0)
        #expect(trail.isEmpty)
    }

    @Test("an app's own container records its moves and goes back through its own API")
    func ownContainer() {
        let stage = TestStage()
        let sidebar = SidebarController()
        stage.show(sidebar)
        sidebar.setSidebarShownFromUser(true)
        #expect(stage.window.canGoBack)
        #expect(stage.window.goBack())
        #expect(!sidebar.isSidebarShown)
        #expect(stage.window.goForward())
        #expect(sidebar.isSidebarShown)
    }

    @Test("the trail is stored as JSON and given back")
    func storingTheTrail() throws {
        let stage = TestStage()
        let window = stage.window
        let nav = NavigationController(rootViewController: ViewController(title: "Inbox"))
        stage.show(nav)
        nav.pushViewController(ViewController(title: "Message"), animated: false)
        let before = window.historyTrail
        let stored = try JSONEncoder().encode(window.historyTrail)
        window.restoreHistory(from: try JSONDecoder().decode(HistoryTrail.self, from: stored))
        #expect(window.historyTrail == before)
        #expect(window.backList.map(\.title) == ["Inbox"])
    }
}
