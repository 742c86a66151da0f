import Testing
@testable import Containment

/// `superview`, `owningViewController` and `parent` are weak, as UIKit's. These pin that a view
/// or controller outliving what held it reads `nil` there, also when the last reference went
/// on another thread, and can join another tree.
@MainActor
@Suite("Links to a freed superview, owner or parent read nil")
struct BackLinkTests {
    @Test("a subview held elsewhere reads a nil superview once its superview is freed")
    func superviewFreed() {
        let subview = View()
        weak var freed: View?
        do {
            let superview = View()
            freed = superview
            superview.addSubview(View())
            superview.addSubview(subview)
            #expect(subview.superview === superview)
        }
        #expect(freed == nil)
        #expect(subview.superview == nil)
        #expect(subview.window == nil)
        let adopter = View()
        adopter.addSubview(subview)
        #expect(subview.superview === adopter)
        #expect(adopter.subviews.count == 1)
    }

    @Test("a view held elsewhere reads a nil owner once its controller is freed, and can be another's")
    func ownerFreed() {
        let view = View()
        weak var freed: ViewController?
        do {
            let controller = ViewController()
            freed = controller
            controller.view = view
            #expect(view.owningViewController === controller)
        }
        #expect(freed == nil)
        #expect(view.owningViewController == nil)
        let next = ViewController()
        next.view = view
        #expect(next.view === view)
        #expect(view.owningViewController === next)
    }

    @Test("a child held elsewhere reads a nil parent once its parent is freed, and can be adopted")
    func parentFreed() {
        let child = ViewController()
        weak var freed: ViewController?
        do {
            let parent = ViewController()
            freed = parent
            parent.addChild(ViewController())
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            #expect(child.parent === parent)
        }
        #expect(freed == nil)
        #expect(child.parent == nil)
        #expect(child.view.superview == nil)
        let adopter = ViewController()
        adopter.addChild(child)
        #expect(child.parent === adopter)
        #expect(adopter.children.count == 1)
    }

    @Test("a controller whose last reference is dropped off the main actor clears its view's owner on the main actor")
    func ownerReleasedOffTheMainActor() async {
        let view = View()
        let box = HandOff()
        weak var freed: ViewController?
        do {
            let controller = ViewController()
            freed = controller
            controller.view = view
            box.controller = controller
        }
        await Task.detached { box.controller = nil }.value
        for _ in 0..<100 where freed != nil { await Task.yield() }
        #expect(freed == nil)
        #expect(view.owningViewController == nil)
    }

    @Test("a window's tree freed with its window leaves a held controller detached and whole")
    func windowFreed() {
        let root = ViewController()
        let child = ViewController()
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        weak var freed: Window?
        do {
            let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 300))
            freed = window
            window.rootViewController = root
            #expect(root.view.window === window)
        }
        #expect(freed == nil)
        #expect(root.view.superview == nil)
        #expect(child.view.window == nil)
        #expect(child.view.superview === root.view)
        #expect(child.parent === root)
    }
}

/// Carries the last reference to a controller to another thread.
private final class HandOff: @unchecked Sendable {
    var controller: ViewController?
}
