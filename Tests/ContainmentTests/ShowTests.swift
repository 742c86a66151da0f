import Containment
import Foundation
import Testing

/// A container of its own that shows controllers by making them its only child, and says so
/// through `canPerformAction`: what a custom container does to take part in `show(_:sender:)`.
@MainActor
private final class SwappingContainer: RecordingViewController {
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == .show || super.canPerformAction(action, withSender: sender)
    }

    override func show(_ viewController: ViewController, sender: Any?) {
        log.append("\(title ?? "?") show \(viewController.debugName)")
        addChild(viewController)
        view.addSubview(viewController.view)
        viewController.didMove(toParent: self)
    }
}

/// Says it can show but does not override `show(_:sender:)`.
@MainActor
private final class ClaimingController: RecordingViewController {
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { true }
}

@MainActor @Suite struct ShowTests {
    @Test func showFromAControllerOnAStackPushesAsPushViewControllerDoes() {
        func run(_ showing: Bool) -> ([String], [String?]) {
            let log = CallLog()
            let stage = Stage(log: log)
            let root = RecordingViewController("Root", log: log)
            let navigation = NavigationController(rootViewController: root)
            navigation.title = "Navigation"
            stage.embed(navigation)
            _ = log.take()
            let next = RecordingViewController("Next", log: log)
            if showing { root.show(next, sender: nil) } else { navigation.pushViewController(next, animated: true) }
            stage.clock.advance(by: 1)
            return (log.take(), navigation.viewControllers.map(\.title))
        }
        let (shown, stack) = run(true)
        #expect(stack == ["Root", "Next"])
        #expect(shown.contains("Next viewDidAppear animated=true"))
        #expect(shown == run(false).0)
    }

    @Test func theTargetIsTheNearestControllerThatCanPerformTheAction() {
        let root = ViewController(title: "Root")
        let navigation = NavigationController(rootViewController: root)
        let split = SplitViewController(title: "Split")
        split.viewControllers = [navigation, ViewController(title: "Detail")]
        #expect(root.targetViewController(forAction: .show, sender: nil) === navigation)
        #expect(navigation.targetViewController(forAction: .show, sender: nil) === navigation)
        #expect(root.targetViewController(forAction: .showDetail, sender: nil) === split)
        #expect(split.targetViewController(forAction: .show, sender: nil) == nil)
        #expect(ViewController().targetViewController(forAction: .showDetail, sender: nil) == nil)
    }

    @Test func showDetailFromTheMasterReplacesTheSecondaryAndPushesWhileCollapsed() {
        let log = CallLog()
        let master = RecordingViewController("Master", log: log)
        let navigation = NavigationController(rootViewController: master)
        let stage = SplitStage(log: log, primary: navigation, secondary: RecordingViewController("First", log: log))
        let second = RecordingViewController("Second", log: log)
        master.showDetailViewController(second, sender: master)
        stage.clock.advance(by: 1)
        #expect(stage.split.viewControllers.map(\.debugName) == [navigation.debugName, "Second"])

        // Collapsed onto the navigation controller, the next detail is pushed.
        stage.window.resize(to: Size(width: 600, height: 768))
        stage.clock.advance(by: 1)
        #expect(stage.split.isCollapsed)
        let third = RecordingViewController("Third", log: log)
        master.showDetailViewController(third, sender: master)
        stage.clock.advance(by: 1)
        #expect(navigation.topViewController === third)
    }

    @Test func withNoTargetTheControllerIsPresentedModally() {
        let log = CallLog()
        let stage = Stage(log: log)
        let child = RecordingViewController("Child", log: log)
        stage.embed(child)
        child.show(RecordingViewController("Shown", log: log), sender: nil)
        stage.clock.advance(by: 1)
        #expect(stage.root.presentedViewController?.title == "Shown")
        stage.root.dismiss(animated: false)
        child.showDetailViewController(RecordingViewController("Detail", log: log), sender: nil)
        stage.clock.advance(by: 1)
        #expect(stage.root.presentedViewController?.title == "Detail")
    }

    @Test func aCustomContainerTakesPartByAnsweringCanPerformAction() {
        let log = CallLog()
        let stage = Stage(log: log)
        let container = SwappingContainer("Container", log: log)
        stage.embed(container)
        let inner = RecordingViewController("Inner", log: log)
        container.addChild(inner)
        container.view.addSubview(inner.view)
        inner.didMove(toParent: container)
        _ = log.take()
        inner.show(RecordingViewController("Next", log: log), sender: nil)
        #expect(log.take().first == "Container show Next")
        #expect(container.children.map(\.title) == ["Inner", "Next"])
    }

    @Test func aControllerThatClaimsTheActionWithoutOverridingPresentsInsteadOfLooping() {
        let log = CallLog()
        let stage = Stage(log: log)
        let claiming = ClaimingController("Claiming", log: log)
        stage.embed(claiming)
        claiming.show(RecordingViewController("Shown", log: log), sender: nil)
        stage.clock.advance(by: 1)
        #expect(stage.root.presentedViewController?.title == "Shown")
    }
}
