import Testing
@_spi(Testing) @_spi(Adapter) @testable import Containment
import ContainmentTestSupport

/// A drawer whose center is two tabs, each a navigation stack, on a visible window, with every
/// appearance callback checked by a ledger and the recording controllers' callbacks logged.
@MainActor
private final class NestedScene {
    let log = CallLog()
    let ledger = AppearanceLedger()
    let testStage = TestStage()
    var window: Window { testStage.window }
    let inbox: RecordingViewController, message: RecordingViewController
    let settings: RecordingViewController, menu: RecordingViewController
    let mail: NavigationController, prefs: NavigationController
    let tabs = TabBarController()
    let drawer: DrawerController

    init() {
        inbox = RecordingViewController("Inbox", log: log)
        message = RecordingViewController("Message", log: log)
        settings = RecordingViewController("Settings", log: log)
        menu = RecordingViewController("Menu", log: log)
        mail = NavigationController(rootViewController: inbox)
        prefs = NavigationController(rootViewController: settings)
        tabs.viewControllers = [mail, prefs]
        drawer = DrawerController(center: tabs, left: menu)
        ledger.observe()
        testStage.show(drawer)
        testStage.window.layoutIfNeeded()
        settle()
    }

    func settle() {
        testStage.settle()
        window.layoutIfNeeded()
    }

    /// The at-rest check of the whole window: structure, quiescence, balanced callbacks.
    func checkAtRest() -> String? { HierarchyChecker.checkAtRest(window, ledger: ledger) }

    /// The three moves: a push in the first tab, a switch to the second tab, the drawer opened.
    func makeThreeMoves() {
        mail.pushViewController(message, animated: true)
        settle()
        tabs.selectedIndex = 1
        settle()
        drawer.open(.left, animated: true)
        settle()
    }
}

@MainActor
@Suite struct HistoryTests {
    @Test("three goBacks take back a drawer, a tab switch and a push, in reverse order; three goForwards make them again")
    func backAndForwardAcrossNestedContainers() {
        let scene = NestedScene()
        #expect(!scene.window.canGoBack)
        scene.makeThreeMoves()
        #expect(scene.window.backList.map(\.title) == ["Inbox", "Message", "Settings"])
        #expect(scene.window.canGoBack && !scene.window.canGoForward)

        #expect(scene.window.goBack())
        scene.settle()
        #expect(scene.drawer.openSide == .none)
        #expect(scene.tabs.selectedIndex == 1)
        #expect(scene.checkAtRest() == nil)

        #expect(scene.window.goBack())
        scene.settle()
        #expect(scene.tabs.selectedIndex == 0)
        #expect(scene.mail.viewControllers.count == 2)
        #expect(scene.checkAtRest() == nil)

        #expect(scene.window.goBack())
        scene.settle()
        #expect(scene.mail.viewControllers.map(\.title) == ["Inbox"])
        #expect(scene.checkAtRest() == nil)
        #expect(!scene.window.canGoBack)
        #expect(!scene.window.goBack())
        #expect(scene.window.forwardList.map(\.title) == ["Message", "Settings", "Menu"])

        #expect(scene.window.goForward())
        scene.settle()
        #expect(scene.mail.topViewController === scene.message)
        #expect(scene.window.goForward())
        scene.settle()
        #expect(scene.tabs.selectedIndex == 1)
        #expect(scene.window.goForward())
        scene.settle()
        #expect(scene.drawer.openSide == .left)
        #expect(scene.checkAtRest() == nil)
        #expect(!scene.window.canGoForward)
        #expect(scene.window.backList.count == 3)
    }

    @Test("going back pops with the same callbacks, in the same order, as the app's own animated pop")
    func goBackSendsThePopsCallbacks() {
        let viaHistory = NestedScene()
        viaHistory.mail.pushViewController(viaHistory.message, animated: true)
        viaHistory.settle()
        _ = viaHistory.log.take()
        #expect(viaHistory.window.goBack())
        viaHistory.settle()

        let viaApp = NestedScene()
        viaApp.mail.pushViewController(viaApp.message, animated: true)
        viaApp.settle()
        _ = viaApp.log.take()
        viaApp.mail.popViewController(animated: true)
        viaApp.settle()

        let callbacks = viaHistory.log.take()
        #expect(callbacks == viaApp.log.take())
        #expect(callbacks.contains("Message viewDidDisappear animated=true"))
        #expect(viaHistory.checkAtRest() == nil)
    }

    @Test("a new move after going back drops the forward list")
    func newMoveDropsForwardList() {
        let scene = NestedScene()
        scene.makeThreeMoves()
        #expect(scene.window.goBack())
        #expect(scene.window.goBack())
        scene.settle()
        #expect(scene.window.forwardList.count == 2)
        scene.drawer.open(.left, animated: true)
        scene.settle()
        #expect(scene.window.forwardList.isEmpty)
        #expect(!scene.window.canGoForward)
        #expect(scene.window.backList.count == 2)
        #expect(scene.checkAtRest() == nil)
    }

    @Test("moves inside performWithoutHistory, and the history's own, are not recorded")
    func unrecordedMoves() {
        let scene = NestedScene()
        scene.window.performWithoutHistory {
            scene.mail.pushViewController(scene.message, animated: false)
            scene.tabs.selectedIndex = 1
        }
        scene.settle()
        #expect(scene.window.backList.isEmpty)
        scene.drawer.open(.left, animated: true)
        scene.settle()
        #expect(scene.window.goBack())
        scene.settle()
        // The close the history made is not a move: the open is in the forward list only.
        #expect(scene.window.backList.isEmpty)
        #expect(scene.window.forwardList.count == 1)
        #expect(scene.checkAtRest() == nil)
    }

    @Test("a pop that takes back the last push removes it, as a browser's back button does")
    func popTakesBackPush() {
        let scene = NestedScene()
        scene.tabs.selectedIndex = 1
        scene.settle()
        scene.tabs.selectedIndex = 0
        scene.settle()
        // Switching straight back took the switch back.
        #expect(scene.window.backList.isEmpty)
        scene.drawer.open(.left, animated: true)
        scene.settle()
        scene.drawer.close(animated: true)
        scene.settle()
        #expect(scene.window.backList.isEmpty)
        scene.tabs.selectedIndex = 1
        scene.settle()
        let about = RecordingViewController("About", log: scene.log)
        scene.prefs.pushViewController(about, animated: true)
        scene.settle()
        #expect(scene.window.backList.count == 2)
        scene.prefs.popViewController(animated: true)
        scene.settle()
        #expect(scene.window.backList.map(\.title) == ["Inbox"])
        // A pop of what the history never saw pushed is no place either.
        scene.window.performWithoutHistory { scene.prefs.pushViewController(about, animated: false) }
        scene.settle()
        scene.prefs.popViewController(animated: true)
        scene.settle()
        #expect(scene.window.backList.map(\.title) == ["Inbox"])
        #expect(scene.checkAtRest() == nil)
    }

    @Test("moves whose controllers or container left are skipped")
    func deadMovesAreSkipped() {
        let scene = NestedScene()
        scene.tabs.selectedIndex = 1
        scene.settle()
        do {
            let detail = RecordingViewController("Detail", log: scene.log)
            let nested = DrawerController(center: RecordingViewController("Nested", log: scene.log),
                                          left: RecordingViewController("Nested Menu", log: scene.log))
            scene.prefs.pushViewController(detail, animated: true)
            scene.settle()
            scene.prefs.pushViewController(nested, animated: true)
            scene.settle()
            nested.open(.left, animated: true)
            scene.settle()
            #expect(scene.window.backList.count == 4)
            // Popped without the history: the nested stack's push is dead with it, and the
            // pop of the detail cannot be taken back (nothing holds it).
            scene.prefs.setViewControllers([scene.settings], animated: false)
            scene.settle()
        }
        // Left: the tab switch, and the push of the detail (whose way back, the stack's root,
        // is alive); the push from the detail and the nested drawer's opening lost their
        // controllers, and the pop to the root is a move back, not a place.
        #expect(scene.window.backList.count == 2)
        #expect(scene.window.goBack())
        scene.settle()
        // The stack already shows its root: the push is skipped, and the tab switch goes back.
        #expect(scene.tabs.selectedIndex == 0)
        #expect(!scene.window.canGoBack)
        #expect(scene.checkAtRest() == nil)
    }

    @Test("a presentation and its dismissal are moves; a move under a presented sheet waits")
    func presentations() {
        let scene = NestedScene()
        scene.tabs.selectedIndex = 1
        scene.settle()
        let sheet = RecordingViewController("Compose", log: scene.log)
        sheet.modalPresentationStyle = .pageSheet
        scene.drawer.present(sheet, animated: true)
        scene.settle()
        #expect(scene.window.backList.count == 2)
        #expect(scene.window.backList.first?.title == "Inbox")
        #expect(scene.window.goBack())
        scene.settle()
        #expect(scene.drawer.presentedViewController == nil)
        #expect(scene.window.forwardList.map(\.title) == ["Compose"])
        #expect(scene.window.goForward())
        scene.settle()
        #expect(scene.drawer.presentedViewController === sheet)
        // Alt+Left takes the presentation back too, and Alt+Right presents it again.
        #expect(scene.window.handleKeyCommand(input: KeyCommand.inputLeftArrow, modifierFlags: .alternate))
        scene.settle()
        #expect(scene.drawer.presentedViewController == nil)
        #expect(scene.window.handleKeyCommand(input: KeyCommand.inputRightArrow, modifierFlags: .alternate))
        scene.settle()
        #expect(scene.drawer.presentedViewController === sheet)
        #expect(scene.checkAtRest() == nil)
        // Presented without the history: the tab switch under it waits.
        sheet.dismiss(animated: false)
        scene.settle()
        #expect(scene.window.backList.count == 1)
        let alertLike = RecordingViewController("Unrecorded", log: scene.log)
        scene.window.performWithoutHistory { scene.drawer.present(alertLike, animated: false) }
        scene.settle()
        #expect(!scene.window.canGoBack)
        #expect(!scene.window.handleKeyCommand(input: KeyCommand.inputLeftArrow, modifierFlags: .alternate))
        alertLike.dismiss(animated: false)
        scene.settle()
        #expect(scene.window.canGoBack)
        #expect(scene.checkAtRest() == nil)
    }

    @Test("Alt+Left goes back in the history before a navigation controller pops; Alt+Right goes forward")
    func keys() {
        let scene = NestedScene()
        scene.mail.pushViewController(scene.message, animated: false)
        scene.window.performWithoutHistory { scene.prefs.pushViewController(RecordingViewController("About", log: scene.log), animated: false) }
        scene.tabs.selectedIndex = 1
        scene.settle()
        // The last move is the tab switch: Alt+Left goes back to the first tab rather than pop.
        #expect(scene.window.handleKeyCommand(input: KeyCommand.inputLeftArrow, modifierFlags: .alternate))
        scene.settle()
        #expect(scene.tabs.selectedIndex == 0)
        #expect(scene.prefs.viewControllers.count == 2)
        #expect(scene.window.handleKeyCommand(input: KeyCommand.inputRightArrow, modifierFlags: .alternate))
        scene.settle()
        #expect(scene.tabs.selectedIndex == 1)
        scene.window.backForwardHistory.removeAll()
        // Nothing to go back to: Alt+Left pops as before.
        #expect(scene.window.handleKeyCommand(input: KeyCommand.inputLeftArrow, modifierFlags: .alternate))
        scene.settle()
        #expect(scene.prefs.viewControllers.count == 1)
        #expect(!scene.window.handleKeyCommand(input: KeyCommand.inputRightArrow, modifierFlags: .alternate))
        #expect(scene.checkAtRest() == nil)
    }

    @Test("go(to:) and the back list menu go back several moves at once")
    func goToItemAndMenu() {
        let scene = NestedScene()
        scene.makeThreeMoves()
        let menu = scene.window.backListMenu()
        #expect(menu.children.map(\.title) == ["Settings", "Message", "Inbox"])
        let oldest = scene.window.backList[0]
        #expect(scene.window.go(to: oldest))
        scene.settle()
        #expect(scene.mail.viewControllers.count == 1)
        #expect(scene.tabs.selectedIndex == 0)
        #expect(scene.drawer.openSide == .none)
        #expect(scene.window.forwardList.count == 3)
        #expect(scene.checkAtRest() == nil)
    }

    @Test("a page turned is a move; going back turns back the other way")
    func pages() {
        let stage = TestStage()
        let pages = PageViewController()
        let first = ViewController(title: "One"), second = ViewController(title: "Two")
        pages.setViewControllers([first], direction: .forward, animated: false)
        stage.show(pages)
        stage.window.layoutIfNeeded()
        pages.setViewControllers([second], direction: .forward, animated: true)
        stage.settle()
        #expect(stage.window.backList.map(\.title) == ["One"])
        #expect(stage.window.goBack())
        stage.settle()
        #expect(pages.viewControllers.first === first)
        #expect(stage.window.goForward())
        stage.settle()
        #expect(pages.viewControllers.first === second)
    }

    @Test("the trail's plain values restore into the same hierarchy and capture equal again")
    func trailRoundTrip() {
        let scene = NestedScene()
        scene.makeThreeMoves()
        #expect(scene.window.goBack())
        scene.settle()
        let trail = scene.window.historyTrail
        #expect(trail.backList.count == 2)
        #expect(trail.forwardList.count == 1)
        #expect(trail.backList[0].container.count == 2)
        scene.window.restoreHistory(from: HistoryTrail())
        #expect(!scene.window.canGoBack)
        scene.window.restoreHistory(from: trail)
        #expect(scene.window.historyTrail == trail)
        #expect(scene.window.goBack())
        scene.settle()
        #expect(scene.tabs.selectedIndex == 0)
    }
}

@MainActor
@Suite struct HistoryStackTests {
    @Test("going back two pushes at once keeps both in the forward list, and forward pushes both again")
    func twoPushesBackAtOnce() {
        let stage = TestStage()
        let nav = NavigationController(rootViewController: ViewController(title: "Inbox"))
        stage.show(nav)
        stage.window.layoutIfNeeded()
        nav.pushViewController(ViewController(title: "Message"), animated: false)
        nav.pushViewController(ViewController(title: "Attachment"), animated: false)
        stage.settle()
        let oldest = try! #require(stage.window.backList.first)
        #expect(stage.window.go(to: oldest))
        stage.settle()
        #expect(nav.viewControllers.map(\.title) == ["Inbox"])
        #expect(stage.window.forwardList.map(\.title) == ["Message", "Attachment"])
        let last = try! #require(stage.window.forwardList.last)
        #expect(stage.window.go(to: last))
        stage.settle()
        #expect(nav.viewControllers.map(\.title) == ["Inbox", "Message", "Attachment"])
    }
}

@MainActor
@Suite struct HistoryColumnAndRestorationTests {
    @Test("a split view's detail shown is a move in both styles; going back shows the one before")
    func splitViewSelection() {
        for columnStyle in [false, true] {
            let stage = TestStage()
            let ledger = AppearanceLedger()
            ledger.observe()
            let list = ViewController(title: "List"), first = ViewController(title: "First"), second = ViewController(title: "Second")
            let split = columnStyle ? SplitViewController(style: .doubleColumn) : SplitViewController()
            if columnStyle {
                split.setViewController(list, for: .primary)
                split.setViewController(first, for: .secondary)
            } else {
                split.viewControllers = [list, first]
            }
            stage.show(split)
            stage.window.layoutIfNeeded()
            stage.settle()
            #expect(!split.isCollapsed)
            split.showDetailViewController(second, sender: nil)
            stage.settle()
            #expect(stage.window.backList.map(\.title) == ["First"])
            #expect(stage.window.goBack())
            stage.settle()
            let shown = { columnStyle ? split.viewController(for: .secondary) : split.viewControllers.last }
            #expect(shown() === first)
            #expect(stage.window.goForward())
            stage.settle()
            #expect(shown() === second)
            #expect(HierarchyChecker.checkAtRest(stage.window, ledger: ledger) == nil)
            ledger.stop()
        }
    }

    @Test("the trail goes through a property list and into a hierarchy rebuilt from scratch by restoration identifiers")
    func trailThroughPropertyListIntoAFreshHierarchy() throws {
        func makeHierarchy() -> (TabBarController, NavigationController, ViewController) {
            let inbox = ViewController(title: "Inbox")
            inbox.restorationIdentifier = "inbox"
            let mail = NavigationController(rootViewController: inbox)
            mail.restorationIdentifier = "mail"
            let calendar = ViewController(title: "Calendar")
            calendar.restorationIdentifier = "calendar"
            let tabs = TabBarController()
            tabs.restorationIdentifier = "tabs"
            tabs.viewControllers = [mail, calendar]
            return (tabs, mail, calendar)
        }
        let first = TestStage()
        let (tabs, mail, _) = makeHierarchy()
        first.show(tabs)
        let message = ViewController(title: "Message")
        message.restorationIdentifier = "message"
        mail.pushViewController(message, animated: false)
        tabs.selectedIndex = 1
        first.settle()
        let trail = first.window.historyTrail
        // The stack by its identifier under the root; the tab bar controller is the root.
        #expect(trail.backList.map(\.container) == [["mail"], []])
        let stored = trail.propertyListValue
        let decoded = try #require(HistoryTrail(propertyListValue: stored))
        #expect(decoded == trail)
        #expect(HistoryTrail(propertyListValue: .string("corrupt")) == nil)

        // A fresh window, its hierarchy built again in the same shape (as restoration does).
        let second = TestStage()
        let (tabsAgain, mailAgain, _) = makeHierarchy()
        let messageAgain = ViewController(title: "Message")
        messageAgain.restorationIdentifier = "message"
        mailAgain.pushViewController(messageAgain, animated: false)
        tabsAgain.selectedIndex = 1
        second.window.performWithoutHistory { second.show(tabsAgain) }
        second.settle()
        second.window.restoreHistory(from: decoded)
        #expect(second.window.historyTrail == trail)
        #expect(second.window.goBack())
        second.settle()
        #expect(tabsAgain.selectedIndex == 0)
        #expect(second.window.goBack())
        second.settle()
        #expect(mailAgain.viewControllers.count == 1)
    }
}
