import Testing
@_spi(Testing) @testable import Containment
import ContainmentTestSupport

/// The history holds controllers weakly, and only the forward list keeps what it would show
/// again: every controller that left is freed once a new move drops the forward list or the
/// window's root changes (``WeakBag`` from the leak tests).
@MainActor
@Suite struct HistoryLeakTests {
    static let cycles = TestSize.count("CONTAINMENT_LEAK_CYCLES", quick: 100)

    @Test("pushes, pops, tab switches and sheets gone back and forward over free every controller that left")
    func historyCyclesFreeControllers() {
        let stage = TestStage()
        let bag = WeakBag()
        let nav = NavigationController(rootViewController: ViewController(title: "Root"))
        let other = ViewController(title: "Other")
        let tabs = TabBarController()
        tabs.viewControllers = [nav, other]
        stage.show(tabs)
        stage.window.layoutIfNeeded()
        for cycle in 0..<Self.cycles {
            let pushed = ViewController(title: "Pushed \(cycle)")
            bag.track(pushed)
            nav.pushViewController(pushed, animated: cycle % 2 == 0)
            stage.settle()
            stage.window.goBack()
            stage.settle()
            if cycle % 3 == 0 {
                stage.window.goForward()
                stage.settle()
                nav.popViewController(animated: true)
                stage.settle()
            }
            let sheet = ViewController(title: "Sheet \(cycle)")
            bag.track(sheet)
            tabs.present(sheet, animated: true)
            stage.settle()
            stage.window.goBack()
            stage.settle()
            tabs.selectedIndex = 1
            stage.settle()
            tabs.selectedIndex = 0
            stage.settle()
        }
        #expect(stage.window.backList.count <= WindowHistory.maximumCount)
        #expect(stage.window.forwardList.isEmpty)
        #expect(bag.trackedCount == Self.cycles * 2)
        #expect(bag.liveControllers == [])
    }

    @Test("what only the forward list keeps is freed when the window's root changes")
    func forwardListFreedWithRoot() {
        let stage = TestStage()
        let bag = WeakBag()
        do {
            let nav = NavigationController(rootViewController: ViewController(title: "Root"))
            bag.track(nav)
            stage.show(nav)
            stage.window.layoutIfNeeded()
            for index in 0..<5 {
                let pushed = ViewController(title: "Pushed \(index)")
                bag.track(pushed)
                nav.pushViewController(pushed, animated: false)
            }
            stage.settle()
            for _ in 0..<5 { stage.window.goBack() }
            stage.settle()
            #expect(stage.window.forwardList.count == 5)
            #expect(bag.liveControllers.count == 6)
            stage.window.rootViewController = ViewController(title: "Elsewhere")
            stage.settle()
        }
        #expect(stage.window.forwardList.isEmpty)
        #expect(bag.liveControllers == [])
    }
}
