import Testing
@_spi(Adapter) @testable import Containment

/// The views a window lists as marked changed since a count (`Window.viewsChanged(since:)`),
/// what lets an adapter move only the views a drag moved.
@MainActor @Suite struct ChangedViewsTests {
    private func stage() -> (Window, [View]) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let views = (0..<12).map { View(frame: Rect(x: Double($0), y: 0, width: 50, height: 50)) }
        for view in views { window.addSubview(view) }
        return (window, views)
    }

    @Test func theViewsMarkedSinceACountAreListedOnce() throws {
        let (window, views) = stage()
        let count = window.displayChangeCount
        #expect(window.viewsChanged(since: count)?.isEmpty == true)
        views[0].frame.origin.x += 10
        views[1].frame.origin.x += 10
        views[0].frame.origin.x += 10
        let changed = try #require(window.viewsChanged(since: count))
        #expect(changed.count == 2 && changed[0] === views[0] && changed[1] === views[1])
        // Asked again from a later count, only what changed after it.
        let later = window.displayChangeCount
        views[1].alpha = 0.5
        let again = try #require(window.viewsChanged(since: later))
        #expect(again.count == 1 && again[0] === views[1])
    }

    @Test func aViewMarkedAgainAfterTheCountIsListed() throws {
        let (window, views) = stage()
        let start = window.displayChangeCount
        views[0].frame.origin.x += 10
        let middle = window.displayChangeCount
        views[1].frame.origin.x += 10
        views[0].frame.origin.x += 10
        #expect(try #require(window.viewsChanged(since: start)).count == 2)
        let changed = try #require(window.viewsChanged(since: middle))
        #expect(changed.count == 2, "views[0] changed again after the middle count")
    }

    @Test func theWindowSaysWhenItDoesNotKnow() {
        let (window, views) = stage()
        let start = window.displayChangeCount
        let later = window.displayChangeCount
        views[0].frame.origin.x += 10
        _ = window.viewsChanged(since: later)
        // An older count than the last asked about: the changes before it are forgotten.
        #expect(window.viewsChanged(since: start - 1) == nil)
        // More views than the log holds.
        let count = window.displayChangeCount
        for view in views { view.frame.origin.y += 1 }
        #expect(window.viewsChanged(since: count) == nil)
        // It lists again the changes made after it forgot.
        let fresh = window.displayChangeCount
        views[3].frame.origin.y += 1
        #expect(window.viewsChanged(since: fresh)?.count == 1)
    }

    @Test func aChangeOutsideTheWindowIsNotListed() throws {
        let (window, views) = stage()
        let loose = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let count = window.displayChangeCount
        loose.frame.origin.x = 5
        #expect(window.viewsChanged(since: count)?.isEmpty == true)
        views[0].removeFromSuperview()
        let changed = try #require(window.viewsChanged(since: count))
        #expect(changed.contains { $0 === window }, "removing a view marks its superview")
    }
}
