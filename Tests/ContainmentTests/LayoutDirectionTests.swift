import Testing
@_spi(Adapter) @_spi(Testing) @testable import Containment

/// Right to left: the direction a view resolves, the trait, and the containers' mirrored layout
/// and motion, on a manual clock.
@MainActor
@Suite("Layout direction (right to left)")
struct LayoutDirectionTests {
    /// A visible window of 800 × 600 on a manual clock, in `direction`, holding `root`.
    static func window(_ direction: UserInterfaceLayoutDirection, root: ViewController, clock: ManualClock) -> Window {
        let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 600), clock: clock)
        window.userInterfaceLayoutDirection = direction
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    @Test("a view takes its window's direction; a forced attribute holds for its subtree; traits carry it")
    func effectiveDirection() {
        let root = ViewController()
        let window = Self.window(.rightToLeft, root: root, clock: ManualClock())
        let map = View(), pin = View(), playback = View()
        root.view.addSubview(map)
        map.addSubview(pin)
        root.view.addSubview(playback)
        #expect(root.view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(pin.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        map.semanticContentAttribute = .forceLeftToRight
        playback.semanticContentAttribute = .playback
        #expect(map.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(pin.effectiveUserInterfaceLayoutDirection == .leftToRight, "a subview follows its opted-out superview")
        #expect(playback.effectiveUserInterfaceLayoutDirection == .leftToRight)
        pin.semanticContentAttribute = .forceRightToLeft
        #expect(pin.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(root.traitCollection.layoutDirection == .rightToLeft)
        #expect(window.traitCollection.description.hasSuffix(" rtl"))
        window.userInterfaceLayoutDirection = .leftToRight
        #expect(root.traitCollection.layoutDirection == .leftToRight)
        #expect(root.view.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(View().effectiveUserInterfaceLayoutDirection == Application.shared.userInterfaceLayoutDirection)
    }

    @Test("a change of the window's direction reaches controllers as traitCollectionDidChange")
    func traitChange() {
        let log = CallLog()
        let root = RecordingViewController("Root", log: log)
        let window = Self.window(.leftToRight, root: root, clock: ManualClock())
        _ = log.take()
        window.userInterfaceLayoutDirection = .rightToLeft
        #expect(log.take().contains { $0.contains("traitCollectionDidChange") })
        #expect(TraitCollection(layoutDirection: .leftToRight).overridden(by: TraitCollection(layoutDirection: .rightToLeft)).layoutDirection == .rightToLeft)
        #expect(TraitCollection(layoutDirection: .rightToLeft).overridden(by: TraitCollection()).layoutDirection == .rightToLeft)
    }

    /// Where the pushed view stands halfway through a push, in `direction`.
    func pushedViewMidSlide(_ direction: UserInterfaceLayoutDirection) -> (pushed: Rect, covered: Rect) {
        let clock = ManualClock()
        let navigation = NavigationController(rootViewController: ViewController())
        let window = Self.window(direction, root: navigation, clock: clock)
        let covered = navigation.topViewController!.view
        let pushed = ViewController()
        navigation.pushViewController(pushed, animated: true)
        clock.advance(by: NavigationController.transitionDuration / 2)
        return withExtendedLifetime(window) { (pushed.view.presentation.frame, covered.presentation.frame) }
    }

    @Test("a push enters from the right left to right, from the left right to left")
    func pushEntrySide() {
        let ltr = pushedViewMidSlide(.leftToRight)
        #expect(ltr.pushed.minX > 0 && ltr.covered.minX < 0)
        let rtl = pushedViewMidSlide(.rightToLeft)
        #expect(rtl.pushed.minX < 0, "mirrored, the pushed view comes in from the left: \(rtl.pushed)")
        #expect(rtl.covered.minX > 0, "the covered view moves right: \(rtl.covered)")
        #expect(rtl.pushed.minX == -ltr.pushed.minX)
    }

    @Test("right to left, the edge pan pops from the right edge, dragged leftwards; not from the left")
    func edgePopFromTheRight() {
        let clock = ManualClock()
        let root = ViewController()
        let navigation = NavigationController(rootViewController: root)
        let window = Self.window(.rightToLeft, root: navigation, clock: clock)
        navigation.pushViewController(ViewController(), animated: false)
        window.layoutIfNeeded()
        // From the left edge: nothing.
        window.handlePointer(PointerEvent(.began, at: Point(x: 5, y: 300), time: 1))
        window.handlePointer(PointerEvent(.moved, at: Point(x: 200, y: 300), time: 1.05))
        #expect(!navigation.isInteractivelyPopping)
        window.handlePointer(PointerEvent(.ended, at: Point(x: 200, y: 300), time: 1.3))
        // From the right edge, leftwards past half the width: pops.
        window.handlePointer(PointerEvent(.began, at: Point(x: 795, y: 300), time: 2))
        window.handlePointer(PointerEvent(.moved, at: Point(x: 600, y: 300), time: 2.05))
        #expect(navigation.isInteractivelyPopping)
        #expect(root.view.presentation.frame.minX > 0, "the revealed view comes from the right")
        window.handlePointer(PointerEvent(.moved, at: Point(x: 200, y: 300), time: 2.1))
        window.handlePointer(PointerEvent(.ended, at: Point(x: 200, y: 300), time: 2.4))
        clock.advance(by: 1)
        #expect(navigation.viewControllers.count == 1)
    }

    @Test("right to left, the left (leading) drawer opens on the right edge and the center moves left")
    func drawerSide() {
        let clock = ManualClock()
        let left = ViewController(), right = ViewController()
        let drawer = DrawerController(center: ViewController(), left: left, right: right)
        let window = Self.window(.rightToLeft, root: drawer, clock: clock)
        defer { withExtendedLifetime(window) {} }
        drawer.open(.left, animated: true)
        #expect(left.view.frame == Rect(x: 800 - 280, y: 0, width: 280, height: 600))
        clock.advance(by: 1)
        #expect(drawer.openSide == .left)
        #expect(drawer.centerContainerView.frame.minX == -280)
        drawer.close(animated: false)
        drawer.open(.right, animated: false)
        #expect(right.view.frame == Rect(x: 0, y: 0, width: 280, height: 600))
        #expect(drawer.centerContainerView.frame.minX == 280)
    }

    @Test("right to left, a leftward pan from the right bezel opens the left drawer; the window turning mirrors it at rest")
    func drawerPanAndTurn() {
        let clock = ManualClock()
        let left = ViewController()
        let drawer = DrawerController(center: ViewController(), left: left, right: nil)
        let window = Self.window(.rightToLeft, root: drawer, clock: clock)
        // The bezel is on the drawer's edge: the right one.
        window.handlePointer(PointerEvent(.began, at: Point(x: 5, y: 300), time: 0))
        window.handlePointer(PointerEvent(.moved, at: Point(x: 100, y: 300), time: 0.05))
        window.handlePointer(PointerEvent(.ended, at: Point(x: 100, y: 300), time: 0.3))
        #expect(drawer.centerContainerView.frame.minX == 0, "no drawer opens from the left edge")
        window.handlePointer(PointerEvent(.began, at: Point(x: 790, y: 300), time: 1))
        window.handlePointer(PointerEvent(.moved, at: Point(x: 690, y: 300), time: 1.05))
        window.handlePointer(PointerEvent(.moved, at: Point(x: 540, y: 300), time: 1.1))
        #expect(drawer.centerContainerView.frame.minX == -250)
        window.handlePointer(PointerEvent(.ended, at: Point(x: 540, y: 300), time: 1.4))
        clock.advance(by: 1)
        #expect(drawer.openSide == .left)
        #expect(drawer.centerContainerView.frame.minX == -280)
        window.userInterfaceLayoutDirection = .leftToRight
        window.layoutIfNeeded()
        #expect(drawer.centerContainerView.frame.minX == 280)
        #expect(left.view.frame.minX == 0)
    }

    @Test("right to left, the sliding menu's content waits off the left edge and slides left to show the menu on the right")
    func slidingMenuSide() throws {
        let clock = ManualClock()
        let menu = try SlidingMenuController(viewControllers: [ViewController(), ViewController()], menuTitles: ["A", "B"])
        let window = Self.window(.rightToLeft, root: menu, clock: clock)
        defer { withExtendedLifetime(window) {} }
        #expect(menu.offScreenFrame.minX == -800)
        clock.advance(by: 2)
        let content = menu.viewControllers[menu.visibleIndex].view
        #expect(content.frame.minX == -menu.exposedWidth)
        menu.replaceVisibleViewController(withViewControllerAt: 1)
        clock.advance(by: menu.slideDuration / 2)
        #expect(content.presentation.frame.minX < -menu.exposedWidth, "the outgoing content leaves to the left")
        clock.advance(by: 2)
        #expect(menu.viewControllers[1].view.frame.minX == 0)
    }

    @Test("right to left, the split view's primary column is on the right")
    func splitPrimarySide() {
        let primary = ViewController(), secondary = ViewController()
        let split = SplitViewController()
        split.viewControllers = [primary, secondary]
        let window = Window(frame: Rect(x: 0, y: 0, width: 1024, height: 768), clock: ManualClock())
        window.userInterfaceLayoutDirection = .rightToLeft
        window.rootViewController = split
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let width = split.primaryColumnWidth
        #expect(primary.view.frame == Rect(x: 1024 - width, y: 0, width: width, height: 768))
        #expect(secondary.view.frame == Rect(x: 0, y: 0, width: 1024 - width, height: 768))
    }
}
