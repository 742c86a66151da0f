import Testing
@testable import Containment

/// The layout pass (`setNeedsLayout`, `layoutIfNeeded`): a marked view is laid out once, however
/// deep it sits, however it got into the tree, and whatever its neighbours' layouts mark.
@MainActor
@Suite("Layout pass")
struct LayoutPassTests {
    /// A view that counts its layouts and can mark other views while laying out.
    final class CountingView: View {
        var layouts = 0
        var onLayout: (() -> Void)?
        override func layoutSubviews() {
            layouts += 1
            onLayout?()
        }
    }

    /// A window with a chain of `depth` counting views, each inside the one before, all laid out.
    private func chain(depth: Int) -> (Window, [CountingView]) {
        let window = emptyWindow()
        window.makeKeyAndVisible()
        var views: [CountingView] = []
        var parent: View = window
        for _ in 0..<depth {
            let view = CountingView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
            parent.addSubview(view)
            views.append(view)
            parent = view
        }
        settle(window, views)
        return (window, views)
    }

    /// Lays `window` out and forgets the layouts that took.
    private func settle(_ window: Window, _ views: [CountingView]) {
        window.layoutIfNeeded()
        for view in views { view.layouts = 0 }
    }

    private func emptyWindow() -> Window {
        Window(frame: Rect(x: 0, y: 0, width: 400, height: 300), clock: ManualClock())
    }

    @Test("a clean tree lays nothing out; a deep marked view is laid out alone, once")
    func deepMarkedView() {
        let (window, views) = chain(depth: 6)
        window.layoutIfNeeded()
        #expect(views.map(\.layouts) == [0, 0, 0, 0, 0, 0])
        views[4].setNeedsLayout()
        window.layoutIfNeeded()
        window.layoutIfNeeded()
        #expect(views.map(\.layouts) == [0, 0, 0, 0, 1, 0])
        #expect(!views[4].needsLayout)
    }

    @Test("two marked views in different branches are both laid out")
    func twoBranches() {
        let window = emptyWindow()
        let left = CountingView(), right = CountingView()
        let leftChild = CountingView(), rightChild = CountingView()
        window.addSubview(left)
        window.addSubview(right)
        left.addSubview(leftChild)
        right.addSubview(rightChild)
        settle(window, [left, right, leftChild, rightChild])
        rightChild.setNeedsLayout()
        leftChild.setNeedsLayout()
        window.layoutIfNeeded()
        #expect([left, right, leftChild, rightChild].map(\.layouts) == [0, 0, 1, 1])
    }

    @Test("a subtree with views awaiting layout, added to a laid-out tree, is laid out on the next pass")
    func insertedSubtree() {
        let (window, views) = chain(depth: 2)
        let outer = CountingView(), inner = CountingView()
        outer.addSubview(inner)
        views[1].addSubview(outer)
        window.layoutIfNeeded()
        #expect(outer.layouts == 1)
        #expect(inner.layouts == 1)
        #expect(views[1].layouts == 1, "the new superview is marked too, as in UIKit")
        #expect(views[0].layouts == 0)
    }

    @Test("a view marked by a layout callback later in the same pass is laid out in that pass")
    func markedDuringPassAhead() {
        let (window, views) = chain(depth: 4)
        views[1].onLayout = { views[3].setNeedsLayout() }
        views[1].setNeedsLayout()
        window.layoutIfNeeded()
        #expect(views.map(\.layouts) == [0, 1, 0, 1])
    }

    @Test("a view marked by a layout callback after the pass went by is laid out by the next pass")
    func markedDuringPassBehind() {
        let window = emptyWindow()
        let first = CountingView(), second = CountingView(), firstChild = CountingView()
        window.addSubview(first)
        window.addSubview(second)
        first.addSubview(firstChild)
        settle(window, [first, second, firstChild])
        second.onLayout = { firstChild.setNeedsLayout() }
        second.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(firstChild.needsLayout)
        window.layoutIfNeeded()
        #expect([first, second, firstChild].map(\.layouts) == [0, 1, 1])
        #expect(!firstChild.needsLayout)
    }

    @Test("a view laid out on its own is not laid out again by its window's pass")
    func laidOutDirectly() {
        let (window, views) = chain(depth: 3)
        views[2].setNeedsLayout()
        views[1].layoutIfNeeded()
        window.layoutIfNeeded()
        #expect(views.map(\.layouts) == [0, 0, 1])
    }

    @Test("a marked view moved to another branch is laid out there")
    func movedMarkedView() {
        let window = emptyWindow()
        let home = CountingView(), away = CountingView(), traveller = CountingView()
        window.addSubview(home)
        window.addSubview(away)
        home.addSubview(traveller)
        settle(window, [traveller])
        traveller.setNeedsLayout()
        away.addSubview(traveller)
        window.layoutIfNeeded()
        #expect(traveller.layouts == 1)
    }
}
