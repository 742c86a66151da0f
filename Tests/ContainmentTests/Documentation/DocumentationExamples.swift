import Foundation
import Testing
@_spi(Adapter) import Containment
import ContainmentTestSupport

// The code of the DocC articles in Sources/Containment/Containment.docc, compiled and run, so
// the articles cannot drift from the API. `DocumentationExampleTests` checks that every Swift
// block of every article appears in this file or in the README's example tests.

/// Navigation stacks (NavigationStacks.md).
@MainActor
func navigationArticleExample() -> NavigationController {
    let list = ViewController()
    list.title = "Notes"
    let navigation = NavigationController(rootViewController: list)

    let note = ViewController()
    note.title = "Groceries"
    navigation.pushViewController(note, animated: true)     // slides in from the trailing edge
    return navigation
}

/// Tabs (Tabs.md).
@MainActor
func tabsArticleExample() -> TabBarController {
    let recent = ViewController()
    recent.tabBarItem = TabBarItem(title: "Recent", image: nil, tag: 0)
    let favourites = ViewController()
    favourites.tabBarItem = TabBarItem(title: "Favourites", image: nil, tag: 1)

    let tabs = TabBarController()
    tabs.setViewControllers([recent, favourites], animated: false)
    tabs.selectedIndex = 1
    return tabs
}

/// Split views (SplitViews.md).
@MainActor
func splitArticleExample() -> SplitViewController {
    let list = NavigationController(rootViewController: ViewController())
    let detail = ViewController()
    let split = SplitViewController()
    split.viewControllers = [list, detail]
    split.preferredPrimaryColumnWidthFraction = 0.3
    return split
}

/// Pages (Pages.md).
@MainActor
final class Chapters: PageViewControllerDataSource {
    let pages: [ViewController]
    init(pages: [ViewController]) { self.pages = pages }

    func pageViewController(_ pageViewController: PageViewController, viewControllerBefore viewController: ViewController) -> ViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(_ pageViewController: PageViewController, viewControllerAfter viewController: ViewController) -> ViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index + 1 < pages.count else { return nil }
        return pages[index + 1]
    }
}

/// Drawers and the sliding menu (Drawers.md).
@MainActor
func drawersArticleExample() throws -> (DrawerController, SlidingMenuController) {
    let drawer = DrawerController(center: NavigationController(rootViewController: ViewController()),
                                  left: ViewController())
    drawer.maximumLeftDrawerWidth = 260
    drawer.open(.left, animated: true)

    let menu = try SlidingMenuController(
        viewControllers: [ViewController(), ViewController()], menuTitles: ["Inbox", "Archive"])
    menu.exposedWidth = 220
    return (drawer, menu)
}

/// The sliding menu's lazy rows (Drawers.md).
@MainActor
final class MailRows: SlidingMenuControllerDataSource {
    func slidingMenuController(_ menu: SlidingMenuController, viewControllerForRowAt index: Int) -> ViewController {
        ViewController(title: index == 0 ? "Inbox" : "Archive")
    }
}

/// The sliding menu whose rows come from a data source (Drawers.md).
@MainActor
func lazyMenuArticleExample() throws -> (SlidingMenuController, MailRows) {
    let rows = MailRows()
    let lazyMenu = try SlidingMenuController(menuTitles: ["Inbox", "Archive"])
    lazyMenu.dataSource = rows
    return (lazyMenu, rows)
}

/// An app's own scene class (SceneFiles.md).
@MainActor
final class CaptionedController: ViewController {
    let caption: String
    init(caption: String) {
        self.caption = caption
        super.init()
    }
}

/// Scene files (SceneFiles.md): the article's lines, reading `main.json` from `scenesFolder`.
@MainActor
func sceneFilesArticleExample(scenesFolder: URL) throws -> (ViewController?, ViewController) {
    var classes = SceneClassRegistry.standard             // ViewController, NavigationController, TabBarController
    classes.register("CaptionedController") { scene in    // your own classes, by name
        CaptionedController(caption: scene.attributes["caption"] ?? "")
    }
    let storyboard = try Storyboard(name: "main", directory: scenesFolder, registry: classes)
    let first = storyboard.instantiateInitialViewController()            // UIStoryboard's, minus UI
    let detail = try storyboard.instantiateViewController(withIdentifier: "detail")
    return (first, detail)
}

/// Keys, gestures and right to left (KeysGesturesAndRightToLeft.md).
@MainActor
final class InboxController: ViewController {
    private(set) var refreshes = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        addKeyCommand(KeyCommand(title: "Refresh", input: "r", modifierFlags: .control) { [weak self] _ in
            self?.refreshes += 1
        })
    }
}

/// Keys, gestures and right to left (KeysGesturesAndRightToLeft.md).
@MainActor
final class OnlyFromTheEdge: GestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        gestureRecognizer.startLocation(in: nil).x < 40
    }
}

/// Keys, gestures and right to left (KeysGesturesAndRightToLeft.md): an app's own container.
@MainActor
final class SidebarController: ViewController {
    let header = View(frame: Rect(x: 0, y: 0, width: 800, height: 44))
    let sidebar = View(frame: Rect(x: -240, y: 44, width: 240, height: 556))
    let sidebarPan = PanGestureRecognizer()
    let sidebarTransition = InteractiveTransition(distance: 240)
    private(set) var isSidebarShown = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(header)
        view.addSubview(sidebar)
        view.addGestureRecognizer(sidebarPan)
        sidebarTransition.onProgress = { [weak self] progress in self?.sidebar.frame.origin.x = 240 * (progress - 1) }
        sidebarTransition.onEnd = { [weak self] shown in self?.setSidebarShown(shown) }
    }

    func setSidebarShown(_ shown: Bool) {
        isSidebarShown = shown
        sidebar.frame.origin.x = shown ? 0 : -240
        header.setNeedsDisplay()
    }
}

extension SidebarController: ContainerKeyCommandProviding {
    var containerKeyCommands: [KeyCommand] {
        [KeyCommand(input: KeyCommand.inputEscape, modifierFlags: [], title: "Hide Sidebar") { [weak self] in
            guard let self, isSidebarShown else { return false }
            setSidebarShown(false)
            return true
        }]
    }
}

extension SidebarController: Swipeable {
    var swipeGestureRecognizer: GestureRecognizer { sidebarPan }
    var isTransitioningForSwipe: Bool { sidebarTransition.isActive }

    func canBeginSwipe(_ start: SwipeStart) -> Bool {
        start.axis == .horizontal && (isSidebarShown ? start.translation < 0 : start.translation > 0)
    }

    func beginSwipe(_ start: SwipeStart) -> SwipeDrive? {
        guard sidebarTransition.begin(at: isSidebarShown ? 1 : 0) else { return nil }
        return SwipeDrive(driving: sidebarTransition)
    }
}

extension SidebarController: BarProviding {
    func bar(for view: View) -> BarModel? {
        guard view === header else { return nil }
        return .navigation(title: title, rightItems: [.init(title: isSidebarShown ? "Hide" : "Show") { [weak self] in
            guard let self else { return }
            setSidebarShown(!isSidebarShown)
        }])
    }
}

// Custom and interactive transitions (CustomTransitions.md).
@MainActor
final class CardAnimator: ViewControllerAnimatedTransitioning {
    let presenting: Bool
    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> Double { 0.4 }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let below = Rect(x: 0, y: container.bounds.height, width: container.bounds.width, height: container.bounds.height)
        if presenting {
            guard let card = transitionContext.view(forKey: .to),
                  let presented = transitionContext.viewController(forKey: .to) else { return }
            container.addSubview(card)
            let final = transitionContext.finalFrame(for: presented)
            card.frame = Rect(x: final.minX, y: below.minY, width: final.width, height: final.height)
            View.animate(withDuration: transitionDuration(using: transitionContext), animations: {
                card.frame = final
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else {
            guard let card = transitionContext.view(forKey: .from) else { return }
            View.animate(withDuration: transitionDuration(using: transitionContext), animations: {
                card.frame = Rect(x: card.frame.minX, y: below.minY, width: card.frame.width, height: card.frame.height)
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }
}

@MainActor
final class CardTransitions: ViewControllerTransitioningDelegate {
    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> ViewControllerAnimatedTransitioning? {
        CardAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? {
        CardAnimator(presenting: false)
    }
}

/// CustomTransitions.md: presenting with the card transitions from `root`.
@MainActor
func presentCardArticleExample(from root: ViewController) -> (CardTransitions, ViewController) {
    let transitions = CardTransitions()
    let card = ViewController()
    card.modalPresentationStyle = .custom
    card.transitioningDelegate = transitions
    root.present(card, animated: true)
    return (transitions, card)
}

/// SheetsAndPopovers.md: a settings sheet from `root`.
@MainActor
func presentSheetArticleExample(from root: ViewController) -> ViewController {
    let settings = ViewController()
    settings.modalPresentationStyle = .pageSheet
    if let sheet = settings.sheetPresentationController {
        sheet.detents = [.medium(), .large()]
        sheet.prefersGrabberVisible = true
        sheet.largestUndimmedDetentIdentifier = .medium
    }
    root.present(settings, animated: true)
    return settings
}

// SheetsAndPopovers.md.
@MainActor
final class UnsavedChanges: AdaptivePresentationControllerDelegate {
    var hasUnsavedText = true
    private(set) var attempts = 0

    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool {
        !hasUnsavedText
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {
        attempts += 1
    }
}

/// SheetsAndPopovers.md: a popover from `root`.
@MainActor
func presentPopoverArticleExample(from root: ViewController) -> ViewController {
    let details = ViewController()
    details.preferredContentSize = Size(width: 280, height: 200)
    details.modalPresentationStyle = .popover
    if let popover = details.popoverPresentationController {
        popover.sourceView = root.view
        popover.sourceRect = Rect(x: 20, y: 20, width: 44, height: 44)
        popover.permittedArrowDirections = [.up, .down]
    }
    root.present(details, animated: true)
    return details
}

@MainActor @Suite struct DocumentationExamples {
    /// A visible window on a manual clock with a plain root controller.
    private func stage() -> (ManualClock, Window, ViewController) {
        let stage = TestStage(width: 800, height: 600)
        let root = ViewController()
        stage.show(root)
        return (stage.clock, stage.window, root)
    }

    @Test func theCardSlidesUpThenDownWithItsCallbacks() {
        let (clock, window, root) = stage()
        let (transitions, card) = presentCardArticleExample(from: root)
        clock.advance(by: 0.2)
        #expect(card.view.presentation.frame.minY > 0, "half way up")
        clock.advance(by: 1)
        #expect(card.appearanceState == .appeared)
        #expect(card.view.frame.minY == 0)
        root.dismiss(animated: true)
        clock.advance(by: 1)
        #expect(card.appearanceState == .disappeared)
        #expect(root.presentedViewController == nil)
        withExtendedLifetime((window, transitions)) {}
    }

    @Test func theSettingsSheetRestsAtMediumAndTheDelegateRefuses() {
        let (clock, window, root) = stage()
        let settings = presentSheetArticleExample(from: root)
        clock.advance(by: 1)
        let sheet = settings.sheetPresentationController
        #expect(sheet?.detents.map(\.identifier) == [.medium, .large])
        #expect(sheet?.selectedDetentIdentifier ?? .medium == .medium)
        let unsaved = UnsavedChanges()
        settings.presentationController?.delegate = unsaved
        _ = window.handleKeyCommand(input: KeyCommand.inputEscape, modifierFlags: [])
        clock.advance(by: 1)
        #expect(unsaved.attempts == 1, "Escape asked, and was refused")
        #expect(root.presentedViewController === settings)
    }

    @Test func theDetailsPopoverPointsAtItsSource() {
        let (clock, window, root) = stage()
        let details = presentPopoverArticleExample(from: root)
        clock.advance(by: 1)
        #expect(details.appearanceState == .appeared)
        #expect([PopoverArrowDirection.up, .down].contains(details.popoverPresentationController?.arrowDirection ?? .unknown))
        #expect(details.view.frame.size == Size(width: 280, height: 200))
        withExtendedLifetime(window) {}
    }

    @Test func theKeysArticlesCommandAnswersCtrlR() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 600))
        let inbox = InboxController()
        window.rootViewController = inbox
        window.makeKeyAndVisible()
        #expect(window.handleKeyCommand(input: "r", modifierFlags: .control))
        #expect(inbox.refreshes == 1)
    }

    @Test func theKeysArticlesSidebarGetsEscapeASwipeAndABar() throws {
        let clock = ManualClock()
        let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 600), clock: clock)
        let sidebar = SidebarController()
        sidebar.title = "Library"
        window.rootViewController = sidebar
        window.makeKeyAndVisible()
        #expect(!window.handleKeyCommand(input: KeyCommand.inputEscape, modifierFlags: []), "hidden: Escape goes on")
        for (index, dx) in [-60.0, -60, -60].enumerated() {
            #expect(window.handleScroll(ScrollEvent(.changed, at: Point(x: 400, y: 300), delta: Point(x: dx, y: 0),
                                                    time: 1 + 0.05 * Double(index))))
        }
        #expect(sidebar.sidebar.frame.minX == -60, "180 of 240 points shown, as the fingers moved")
        #expect(window.handleScroll(ScrollEvent(.ended, at: Point(x: 400, y: 300), time: 1.4)))
        #expect(sidebar.isSidebarShown)
        let bar = try #require(BarModel.provided(for: sidebar.header))
        #expect(bar.title == "Library")
        #expect(bar.rightItems.map(\.title) == ["Hide"])
        #expect(window.handleKeyCommand(input: KeyCommand.inputEscape, modifierFlags: []))
        #expect(!sidebar.isSidebarShown)
        #expect(sidebar.sidebar.frame.minX == -240)
    }

    @Test func theKeysArticlesMapStaysLeftToRight() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 600))
        window.userInterfaceLayoutDirection = .rightToLeft
        let map = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        map.semanticContentAttribute = .forceLeftToRight
        window.addSubview(map)
        #expect(map.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(window.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    @Test func theSceneFilesArticleLoadsAFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scene-article-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = """
        {"format": 1, "initialController": "list", "controllers": [
          {"id": "list", "class": "NavigationController", "viewControllers": ["root"]},
          {"id": "root", "class": "ViewController", "title": "Root"},
          {"id": "detail", "class": "CaptionedController", "title": "Detail", "attributes": {"caption": "Hello"}}
        ]}
        """
        try Data(json.utf8).write(to: folder.appendingPathComponent("main.json"))
        let (first, detail) = try sceneFilesArticleExample(scenesFolder: folder)
        #expect((first as? NavigationController)?.viewControllers.map(\.title) == ["Root"])
        #expect((detail as? CaptionedController)?.caption == "Hello")
        #expect(detail.title == "Detail")
    }

    @Test func theNavigationArticlesPushShowsTheNote() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 600))
        let navigation = navigationArticleExample()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        #expect(navigation.viewControllers.map(\.title) == ["Notes", "Groceries"])
    }

    @Test func theTabsArticleSelectsTheSecondTab() {
        let tabs = tabsArticleExample()
        #expect(tabs.selectedViewController?.tabBarItem.title == "Favourites")
    }

    @Test func theSplitArticleHasTwoColumns() {
        #expect(splitArticleExample().viewControllers.count == 2)
    }

    @Test func theChaptersTurnInOrder() {
        let pages = [ViewController(), ViewController(), ViewController()]
        let chapters = Chapters(pages: pages)
        let pager = PageViewController()
        #expect(chapters.pageViewController(pager, viewControllerAfter: pages[0]) === pages[1])
        #expect(chapters.pageViewController(pager, viewControllerBefore: pages[0]) == nil)
        #expect(chapters.pageViewController(pager, viewControllerAfter: pages[2]) == nil)
    }

    @Test func theDrawersArticleMakesBoth() throws {
        let (drawer, menu) = try drawersArticleExample()
        #expect(drawer.leftDrawerViewController != nil)
        #expect(menu.exposedWidth == 220)
    }

    @Test func theLazyMenuMakesARowWhenItIsFirstWanted() throws {
        let (menu, rows) = try lazyMenuArticleExample()
        #expect(menu.viewControllerIfLoaded(at: 1) == nil)
        #expect((menu.viewController(at: 1) as? NavigationController)?.topViewController?.title == "Archive")
        withExtendedLifetime(rows) {}
    }

    /// Testing your containers headless (TestingYourContainers.md).
    @Test func theTestingArticlesPushRunsOnTheManualClock() {
        let clock = ManualClock()
        let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 600), clock: clock)
        let navigation = NavigationController(rootViewController: ViewController())
        window.rootViewController = navigation
        window.makeKeyAndVisible()

        let detail = ViewController()
        navigation.pushViewController(detail, animated: true)
        #expect(detail.appearanceState == .appearing)
        clock.advance(by: 0.175)                 // half way through the 0.35 s slide
        #expect(detail.view.presentation.frame.minX > 0)
        clock.advance(by: 1)
        #expect(detail.appearanceState == .appeared)
    }

    @Test func theTestingArticlesObservationSeesTheCallbacks() {
        var seen: [String] = []
        let observation = LifecycleEventStream.shared.observe { event in
            seen.append(event.description)
        }
        defer { observation.cancel() }
        let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 600))
        let root = ViewController()
        root.title = "Observed"
        window.rootViewController = root
        window.makeKeyAndVisible()
        #expect(seen.contains("Observed viewDidAppear animated=false"))
    }
}
