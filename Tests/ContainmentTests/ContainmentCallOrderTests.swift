import Testing
@testable import Containment

/// The callback order of UIKit's containment calls, compared as whole sequences.
@MainActor
@Suite("Containment call order")
struct ContainmentCallOrderTests {
    @Test("adding a child to a parent on screen: willMove, load, appear, didMove")
    func addChildOnScreen() {
        let stage = Stage()
        let child = RecordingViewController("Child", log: stage.log)
        stage.embed(child)
        #expect(stage.log.take() == [
            "Child willMove parent=Root",
            "Child viewDidLoad",
            "Child viewWillAppear animated=false",
            "Child viewDidAppear animated=false",
            "Child didMove parent=Root",
        ])
        #expect(child.parent === stage.root)
        #expect(stage.root.children.map(\.title) == ["Child"])
        #expect(child.appearanceState == .appeared)
    }

    @Test("adding a child off screen sends no appearance until the parent appears, parent first")
    func addChildOffScreenThenShow() {
        let log = CallLog()
        let clock = ManualClock()
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 300), clock: clock)
        let parent = RecordingViewController("Parent", log: log)
        let child = RecordingViewController("Child", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(log.take() == [
            "Child willMove parent=Parent", "Parent viewDidLoad", "Child viewDidLoad", "Child didMove parent=Parent",
        ])
        window.rootViewController = parent
        #expect(log.take() == [], "a window that is not visible shows nothing")
        window.makeKeyAndVisible()
        #expect(log.take() == [
            "Parent viewWillAppear animated=false",
            "Child viewWillAppear animated=false",
            "Parent viewDidAppear animated=false",
            "Child viewDidAppear animated=false",
        ])
        window.hide()
        #expect(log.take() == [
            "Parent viewWillDisappear animated=false",
            "Child viewWillDisappear animated=false",
            "Parent viewDidDisappear animated=false",
            "Child viewDidDisappear animated=false",
        ])
    }

    @Test("removing a child: willMove(nil), disappear as the view leaves, didMove(nil) from removeFromParent")
    func removeChild() {
        let stage = Stage()
        let child = RecordingViewController("Child", log: stage.log)
        stage.embed(child)
        _ = stage.log.take()
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(stage.log.take() == [
            "Child willMove parent=nil",
            "Child viewWillDisappear animated=false",
            "Child viewDidDisappear animated=false",
            "Child didMove parent=nil",
        ])
        #expect(child.parent == nil)
        #expect(stage.root.children.isEmpty)
        #expect(child.appearanceState == .disappeared)
    }

    @Test("a nested child follows its parent through a grandparent's appearance")
    func grandchildrenFollow() {
        let stage = Stage()
        let middle = RecordingViewController("Middle", log: stage.log)
        let leaf = RecordingViewController("Leaf", log: stage.log)
        stage.embed(leaf, in: middle)
        #expect(stage.log.take() == ["Leaf willMove parent=Middle", "Leaf viewDidLoad", "Middle viewDidLoad", "Leaf didMove parent=Middle"])
        stage.embed(middle)
        #expect(stage.log.take() == [
            "Middle willMove parent=Root",
            "Middle viewWillAppear animated=false",
            "Leaf viewWillAppear animated=false",
            "Middle viewDidAppear animated=false",
            "Leaf viewDidAppear animated=false",
            "Middle didMove parent=Root",
        ])
    }

    @Test("children appear in the order they were added, wherever their views sit in the parent's view")
    func childrenAppearInChildrenOrderWhateverTheViewOrder() {
        for leaveOneOut in [false, true] {
            let log = CallLog()
            let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 300), clock: ManualClock())
            let parent = RecordingViewController("Parent", log: log)
            let names = leaveOneOut ? ["A", "B", "C", "D"] : ["A", "B", "C"]
            let children = names.map { RecordingViewController($0, log: log) }
            for child in children { parent.addChild(child) }
            // The views in another order than the children, one of them inside a plain view,
            // and (second round) one child whose view is not in the parent's view at all.
            let box = View()
            parent.view.addSubview(children[1].view)
            parent.view.addSubview(box)
            box.addSubview(children[2].view)
            parent.view.addSubview(children[0].view)
            if leaveOneOut { _ = children[3].view }
            for child in children { child.didMove(toParent: parent) }
            window.rootViewController = parent
            _ = log.take()
            window.makeKeyAndVisible()
            #expect(log.take() == ["Parent", "A", "B", "C"].map { "\($0) viewWillAppear animated=false" }
                + ["Parent", "A", "B", "C"].map { "\($0) viewDidAppear animated=false" })
            window.hide()
            #expect(log.take() == ["Parent", "A", "B", "C"].map { "\($0) viewWillDisappear animated=false" }
                + ["Parent", "A", "B", "C"].map { "\($0) viewDidDisappear animated=false" })
        }
    }

    @Test("lifecycle events are published for every callback with name and argument")
    func lifecycleEvents() {
        let stage = Stage()
        var events: [String] = []
        let observation = LifecycleEventStream.shared.observe { event in
            if !event.callback.rawValue.contains("Layout") { events.append(event.description) }
        }
        defer { observation.cancel() }
        let child = ViewController(title: "Plain")
        stage.embed(child)
        #expect(events == [
            "Plain willMove parent=Root",
            "Plain viewDidLoad",
            "Plain viewWillAppear animated=false",
            "Plain viewIsAppearing animated=false",
            "Plain viewDidAppear animated=false",
            "Plain didMove parent=Root",
        ])
    }

    @Test("the view loads lazily, once, through loadView then viewDidLoad")
    func lazyLoading() {
        final class Custom: ViewController {
            var loads = 0
            override func loadView() {
                loads += 1
                view = Label(text: "custom")
            }
        }
        let controller = Custom()
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        #expect(controller.view is Label)
        _ = controller.view
        #expect(controller.loads == 1)
        #expect(controller.view.owningViewController === controller)
    }
}
