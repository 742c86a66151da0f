import Testing
@_spi(Testing) @testable import Containment
import ContainmentTestSupport

/// Weak references to what a cycle dropped: after the cycles and the clock's settling, all nil.
@MainActor
final class WeakBag {
    private var controllers: [Weak<ViewController>] = []
    private var views: [Weak<View>] = []

    /// Tracks a controller and, when loaded, its view.
    func track(_ controller: ViewController) {
        controllers.append(Weak(controller))
        if let view = controller.viewIfLoaded { views.append(Weak(view)) }
    }

    func track(_ view: View?) {
        if let view { views.append(Weak(view)) }
    }

    var liveControllers: [String] { controllers.compactMap { $0.object?.debugName } }
    var liveViewCount: Int { views.filter { $0.object != nil }.count }
    var trackedCount: Int { controllers.count }
    var trackedViewCount: Int { views.count }

    private struct Weak<T: AnyObject> {
        weak var object: T?
        init(_ object: T) { self.object = object }
    }
}

/// Leaks: many cycles of each container change; every controller (and view) that left is freed.
/// `make test` runs 100 cycles of each; `make leakcheck` runs 1,000 (`CONTAINMENT_LEAK_CYCLES`).
@MainActor
@Suite struct LeakTests {
    static let cycles = TestSize.count("CONTAINMENT_LEAK_CYCLES", quick: 100)

    /// Runs the clock until no animation is left.
    private func settle(_ stage: Stage) {
        stage.testStage.settle()
    }

    @Test("push/pop cycles free every popped controller and its view")
    func pushPop() {
        let stage = Stage()
        let bag = WeakBag()
        do {
            let nav = NavigationController(rootViewController: ViewController(title: "Root"))
            stage.embed(nav)
            for cycle in 0..<Self.cycles {
                let pushed = ViewController(title: "Pushed \(cycle)")
                nav.pushViewController(pushed, animated: cycle % 2 == 0)
                stage.clock.advance(by: cycle % 3 == 0 ? 0.1 : 1)
                bag.track(pushed)
                nav.popViewController(animated: cycle % 5 != 0)
                if cycle % 7 == 0 { settle(stage) }
            }
            settle(stage)
            #expect(nav.viewControllers.count == 1)
            #expect(nav.children.count == 1)
        }
        #expect(bag.trackedCount == Self.cycles)
        #expect(bag.trackedViewCount == Self.cycles)
        #expect(bag.liveControllers == [])
        #expect(bag.liveViewCount == 0)
    }

    @Test("interactive pops, finished and cancelled, free every popped controller")
    func interactivePops() {
        let stage = Stage()
        let bag = WeakBag()
        let nav = NavigationController(rootViewController: ViewController(title: "Root"))
        stage.embed(nav)
        for cycle in 0..<Self.cycles {
            let pushed = ViewController(title: "Pushed \(cycle)")
            nav.pushViewController(pushed, animated: false)
            bag.track(pushed)
            #expect(nav.beginInteractivePop())
            nav.updateInteractivePop(progress: 0.4)
            if cycle % 2 == 0 { nav.cancelInteractivePop() }
            settle(stage)
            nav.popViewController(animated: false)
            settle(stage)
        }
        #expect(bag.liveControllers == [])
        #expect(bag.liveViewCount == 0)
    }

    @Test("present/dismiss cycles free every presented controller, its view and its container view")
    func presentDismiss() {
        let stage = Stage()
        let bag = WeakBag()
        let styles: [ModalPresentationStyle] = [.fullScreen, .pageSheet, .overFullScreen]
        for cycle in 0..<Self.cycles {
            let presented = ViewController(title: "Modal \(cycle)")
            presented.modalPresentationStyle = styles[cycle % 3]
            presented.modalTransitionStyle = cycle % 2 == 0 ? .coverVertical : .crossDissolve
            stage.root.present(presented, animated: cycle % 4 != 0)
            bag.track(presented)
            #expect(presented.presentationContainerView != nil)
            bag.track(presented.presentationContainerView)
            stage.clock.advance(by: cycle % 3 == 0 ? 0.1 : 1)
            settle(stage)
            presented.dismiss(animated: cycle % 3 != 0)
            settle(stage)
        }
        #expect(stage.root.presentedViewController == nil)
        #expect(stage.window.subviews.count == 1)
        #expect(bag.liveControllers == [])
        #expect(bag.liveViewCount == 0)
    }

    @Test("sheets dismissed by a drag (finished and cancelled first) and popovers by a click outside free the controller, its presentation controller and their chrome")
    func sheetsAndPopovers() {
        let stage = Stage()
        let bag = WeakBag()
        var presentationControllers: [() -> AnyObject?] = []
        let delegate = RecordingPresentationDelegate(log: CallLog())
        for cycle in 0..<200 {
            let presented = ViewController(title: "Presented \(cycle)")
            let isPopover = cycle % 2 == 1
            presented.modalPresentationStyle = isPopover ? .popover : (cycle % 4 == 0 ? .pageSheet : .formSheet)
            if isPopover {
                presented.popoverPresentationController?.sourceView = stage.root.view
                presented.preferredContentSize = Size(width: 200, height: 150)
            } else {
                presented.sheetPresentationController?.detents = [.medium(), .large()]
                presented.sheetPresentationController?.prefersGrabberVisible = true
            }
            presented.presentationController?.delegate = delegate
            weak let controller = presented.presentationController
            presentationControllers.append { controller }
            stage.root.present(presented, animated: true)
            settle(stage)
            bag.track(presented)
            bag.track(presented.presentationContainerView)
            bag.track((presented.presentationController as? SheetPresentationController)?.dragAreaView)
            bag.track((presented.presentationController as? PopoverPresentationController)?.arrowView)
            if isPopover {
                stage.click(Point(x: 2, y: 766))
            } else {
                let top = Point(x: presented.view.frame.midX, y: presented.view.frame.minY + 8)
                stage.drag(from: top, by: 40, steps: 8, duration: 1)
                settle(stage)
                #expect(stage.root.presentedViewController === presented, "a short drag springs back")
                stage.drag(from: top, by: 700, steps: 4, duration: 0.05)
            }
            settle(stage)
            #expect(stage.root.presentedViewController == nil)
        }
        #expect(stage.window.subviews.count == 1)
        #expect(bag.liveControllers == [])
        #expect(bag.liveViewCount == 0)
        #expect(presentationControllers.allSatisfy { $0() == nil })
        withExtendedLifetime(delegate) {}
    }

    @Test("sliding-menu swaps leave nothing behind: the menu and all its children are freed with it")
    func slidingMenuSwaps() throws {
        let stage = Stage()
        let bag = WeakBag()
        do {
            let children = (0..<4).map { ViewController(title: "Child \($0)") }
            let menu = try SlidingMenuController(viewControllers: children, menuTitles: children.map { $0.title ?? "" })
            stage.embed(menu)
            settle(stage)
            for cycle in 0..<Self.cycles {
                menu.replaceVisibleViewController(withViewControllerAt: (cycle + 1) % 4)
                if cycle % 3 == 0 { menu.toggleMenu() }
                settle(stage)
            }
            #expect(menu.children.count == 1)
            #expect(!Application.shared.isIgnoringInteractionEvents)
            bag.track(menu)
            menu.viewControllers.forEach(bag.track)
            children.forEach(bag.track)
            menu.willMove(toParent: nil)
            menu.view.removeFromSuperview()
            menu.removeFromParent()
        }
        settle(stage)
        #expect(stage.root.children.isEmpty)
        #expect(bag.liveControllers == [])
        #expect(bag.liveViewCount == 0)
    }

    @Test("transition(from:to:) swaps in a custom container free each swapped-out controller")
    func transitionSwaps() {
        let stage = Stage()
        let bag = WeakBag()
        var current = ViewController(title: "First")
        stage.embed(current)
        for cycle in 0..<Self.cycles {
            let next = ViewController(title: "Next \(cycle)")
            let previous = current
            previous.willMove(toParent: nil)
            stage.root.addChild(next)
            next.view.frame = stage.root.view.bounds
            stage.root.transition(from: previous, to: next, duration: cycle % 2 == 0 ? 0.3 : 0,
                                  options: cycle % 3 == 0 ? .transitionCrossDissolve : [], animations: nil) { [unowned root = stage.root] _ in
                previous.removeFromParent()
                next.didMove(toParent: root)
            }
            bag.track(previous)
            current = next
            stage.clock.advance(by: cycle % 4 == 0 ? 0.1 : 1)
        }
        settle(stage)
        #expect(stage.root.children.count == 1)
        #expect(bag.liveControllers == [])
        #expect(bag.liveViewCount == 0)
    }

    @Test("page turns, drawer centre swaps and tab replacements free what they replace")
    func pagesDrawersTabs() {
        let stage = Stage()
        let bag = WeakBag()
        let page = PageViewController()
        page.setViewControllers([ViewController(title: "Page")], direction: .forward, animated: false)
        let drawer = DrawerController(center: ViewController(title: "Center"), left: ViewController(title: "Left"))
        let tabs = TabBarController()
        tabs.viewControllers = [ViewController(title: "Tab")]
        for (container, frame) in [(page, 0.0), (drawer, 1.0), (tabs, 2.0)] as [(ViewController, Double)] {
            stage.root.addChild(container)
            container.view.frame = Rect(x: frame * 340, y: 0, width: 340, height: 768)
            stage.root.view.addSubview(container.view)
            container.didMove(toParent: stage.root)
        }
        for cycle in 0..<Self.cycles {
            let leaving = [page.viewControllers.first, drawer.centerViewController, tabs.selectedViewController].compactMap { $0 }
            leaving.forEach(bag.track)
            page.setViewControllers([ViewController(title: "Page \(cycle)")], direction: cycle % 2 == 0 ? .forward : .reverse,
                                    animated: cycle % 3 != 0)
            if cycle % 4 == 0 { drawer.open(.left, animated: true) }
            drawer.centerViewController = ViewController(title: "Center \(cycle)")
            if cycle % 4 == 0 { drawer.close(animated: cycle % 8 == 0) }
            tabs.viewControllers = [ViewController(title: "Tab \(cycle)"), ViewController(title: "Other \(cycle)")]
            stage.clock.advance(by: cycle % 5 == 0 ? 0.05 : 1)
        }
        settle(stage)
        #expect(bag.trackedViewCount >= 2 * Self.cycles)
        #expect(bag.liveControllers == [])
        #expect(bag.liveViewCount == 0)
    }
}
