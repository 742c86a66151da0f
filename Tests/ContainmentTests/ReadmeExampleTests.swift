import Testing
@_spi(Adapter) import Containment

/// The custom container from the README, compiled and checked so the README cannot drift
/// from the API.
@MainActor
final class CrossfadeContainer: ViewController {
    private(set) var current: ViewController?

    /// Shows `next`, cross-dissolving from the current child, in UIKit's containment order.
    func show(_ next: ViewController) {
        guard let previous = current else {
            addChild(next)                       // sends next.willMove(toParent: self)
            next.view.frame = view.bounds
            view.addSubview(next.view)           // appearance follows the view into the window
            next.didMove(toParent: self)
            current = next
            return
        }
        previous.willMove(toParent: nil)
        addChild(next)
        next.view.frame = view.bounds
        transition(from: previous, to: next, duration: 0.3, options: .transitionCrossDissolve, animations: nil) { _ in
            previous.removeFromParent()          // sends previous.didMove(toParent: nil)
            next.didMove(toParent: self)
        }
        current = next
    }

    // Its children's show(_:sender:) reaches it, as a navigation controller's children reach
    // the navigation controller.
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == .show || super.canPerformAction(action, withSender: sender)
    }

    override func show(_ viewController: ViewController, sender: Any?) {
        show(viewController)
    }
}

@MainActor
@Suite("README example")
struct ReadmeExampleTests {
    @Test("the README's crossfade container swaps children with balanced callbacks")
    func crossfade() {
        let clock = ManualClock()
        let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 600), clock: clock)
        let container = CrossfadeContainer()
        window.rootViewController = container
        window.makeKeyAndVisible()
        var lines: [String] = []
        let observation = LifecycleEventStream.shared.observe { event in
            if event.callback.isAppearance || event.callback.isMove { lines.append(event.description) }
        }
        defer { observation.cancel() }
        let red = ViewController(title: "Red")
        let green = ViewController(title: "Green")
        container.show(red)
        container.show(green)
        #expect(container.view.activeTransition?.kind == .crossDissolve)
        clock.advance(by: 0.3)
        #expect(lines == [
            "Red willMove parent=CrossfadeContainer",
            "Red viewWillAppear animated=false",
            "Red viewDidAppear animated=false",
            "Red didMove parent=CrossfadeContainer",
            "Red willMove parent=nil",
            "Green willMove parent=CrossfadeContainer",
            "Red viewWillDisappear animated=true",
            "Green viewWillAppear animated=true",
            "Red viewDidDisappear animated=true",
            "Green viewDidAppear animated=true",
            "Red didMove parent=nil",
            "Green didMove parent=CrossfadeContainer",
        ])
        #expect(container.children.map(\.title) == ["Green"])

        // A child that calls show(_:sender:) hands the next controller to the container.
        green.show(ViewController(title: "Blue"), sender: nil)
        clock.advance(by: 0.3)
        #expect(container.children.map(\.title) == ["Blue"])
        #expect(window.rootViewController?.presentedViewController == nil, "shown in place, not presented")
    }
}
