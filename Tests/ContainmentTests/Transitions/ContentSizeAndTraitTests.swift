import Testing
@_spi(Adapter) @_spi(Testing) @testable import Containment

/// `preferredContentSize` through nested containers into a presentation, and
/// `registerForTraitChanges`.
@MainActor
@Suite("Content size and trait registrations")
struct ContentSizeAndTraitTests {
    @Test("a child's preferred size in a navigation controller inside a custom sheet resizes the sheet, animated")
    func contentSizeThroughNestedContainers() {
        let stage = Stage()
        let log = stage.log
        let child = RecordingViewController("Child", log: log)
        let nav = NavigationController(rootViewController: child)
        let delegate = TestTransitioningDelegate(log: log, animator: nil)
        nav.modalPresentationStyle = .custom
        nav.transitioningDelegate = delegate
        stage.root.present(nav, animated: false)
        _ = log.take()
        #expect(nav.view.frame == stage.window.bounds, "no preferred size: the whole container")

        child.preferredContentSize = Size(width: 400, height: 300)
        #expect(nav.preferredContentSize == Size(width: 400, height: 300 + NavigationBar.height))
        #expect(log.take() == ["PC preferredContentSizeDidChange \(Size(width: 400, height: 344))"])
        let sheet = Rect(x: 312, y: 212, width: 400, height: 344)
        #expect(nav.view.frame == sheet, "the model frame changes at once")
        stage.clock.advance(by: PresentationLayout.transitionDuration / 2)
        let width = nav.view.presentation.frame.width
        #expect(width > 400 && width < 1024, "animated: width=\(width)")
        stage.clock.advance(by: PresentationLayout.transitionDuration)
        #expect(nav.view.presentation.frame == sheet)
        #expect(child.view.frame.size == Size(width: 400, height: 300), "the child fills the content area")

        // A controller that is not on top does not resize the navigation controller.
        let other = RecordingViewController("Other", log: log)
        nav.pushViewController(other, animated: false)
        child.preferredContentSize = Size(width: 200, height: 200)
        #expect(nav.preferredContentSize == Size(width: 400, height: 344))
        #expect(!log.take().contains { $0.hasPrefix("PC") })
    }

    @Test("the defaults of ContentContainer: the parent's size, nothing told")
    func contentContainerDefaults() {
        let parent = ViewController(), child = ViewController()
        parent.addChild(child)
        #expect(parent.size(forChildContentContainer: child, withParentContainerSize: Size(width: 10, height: 20)) == Size(width: 10, height: 20))
        #expect(child.preferredContentSize == .zero)
        child.preferredContentSize = Size(width: 5, height: 5)
        #expect(parent.preferredContentSize == .zero, "a plain controller does not adopt its child's size")
    }

    @Test("registerForTraitChanges fires once per change of an observed trait, with the previous traits, until unregistered")
    func traitRegistrations() {
        let stage = Stage()
        let child = RecordingViewController("Child", log: stage.log)
        stage.embed(child)
        var horizontal: [String] = []
        var vertical: [String] = []
        let token = child.registerForTraitChanges([TraitHorizontalSizeClass.self]) { (controller: RecordingViewController, previous) in
            horizontal.append("\(controller.debugName) \(previous.horizontalSizeClass.rawValue)→\(controller.traitCollection.horizontalSizeClass.rawValue)")
        }
        child.registerForTraitChanges([\.verticalSizeClass]) { (_: RecordingViewController, previous) in
            vertical.append(previous.verticalSizeClass.rawValue)
        }

        stage.window.resize(to: Size(width: 600, height: 768))
        #expect(horizontal == ["Child regular→compact"])
        stage.window.resize(to: Size(width: 650, height: 768))
        #expect(horizontal.count == 1, "no change of the size class, no call")
        stage.window.resize(to: Size(width: 650, height: 300))
        #expect(horizontal.count == 1 && vertical == ["regular"], "only the vertical registration hears a vertical change")
        stage.window.resize(to: Size(width: 1024, height: 300))
        #expect(horizontal == ["Child regular→compact", "Child compact→regular"])
        child.unregisterForTraitChanges(token)
        stage.window.resize(to: Size(width: 600, height: 768))
        #expect(horizontal.count == 2, "unregistered")
        #expect(vertical == ["regular", "compact"])
    }

    @Test("a size change hands out its coordinator while it runs")
    func sizeChangeCoordinator() {
        let stage = Stage()
        let child = CoordinatorProbe("Child", log: stage.log)
        stage.embed(child)
        var seen: TransitionCoordinator?
        final class Holder: RecordingViewController {
            var onTransition: ((TransitionCoordinator?) -> Void)?
            override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator)
                onTransition?(transitionCoordinator)
            }
        }
        let holder = Holder("Holder", log: stage.log)
        stage.embed(holder)
        holder.onTransition = { seen = $0 }
        stage.window.resize(to: Size(width: 900, height: 700), duration: 0.3)
        #expect(seen != nil && seen?.transitionDuration == 0.3)
        #expect(holder.transitionCoordinator === seen)
        stage.clock.advance(by: 1)
        #expect(holder.transitionCoordinator == nil)
    }
}
