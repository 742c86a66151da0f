import CGtk
import Containment
@_spi(Testing) import ContainmentGtk
import ContainmentGtkTesting
import ContainmentTestSupport
import Testing

/// Pages P0…P(count-1) made on demand, each filled by `fill` (a list, a strip).
@MainActor
final class SwipeBook: PageViewControllerDataSource {
    let count: Int
    let fill: (ViewController) -> Void
    init(count: Int = 3, fill: @escaping (ViewController) -> Void = { _ in }) {
        self.count = count
        self.fill = fill
    }

    func page(_ index: Int) -> ViewController {
        let page = ViewController(title: "P\(index)")
        page.view.backgroundColor = [testRed, testGreen, testBlue][index % 3]
        fill(page)
        return page
    }

    private func index(of page: ViewController) -> Int { Int(page.title?.dropFirst() ?? "") ?? 0 }

    func pageViewController(_ pageViewController: PageViewController, viewControllerBefore viewController: ViewController) -> ViewController? {
        let index = index(of: viewController)
        return index > 0 ? page(index - 1) : nil
    }

    func pageViewController(_ pageViewController: PageViewController, viewControllerAfter viewController: ViewController) -> ViewController? {
        let index = index(of: viewController)
        return index < count - 1 ? page(index + 1) : nil
    }
}

/// The appearance callbacks of the named controllers, as "Name callback", from the lifecycle stream.
@MainActor
final class AppearanceRecorder {
    private(set) var lines: [String] = []
    private var observation: LifecycleEventStream.Observation?
    init(_ names: Set<String>) {
        observation = LifecycleEventStream.shared.observe { [weak self] event in
            guard event.callback.isAppearance, event.callback != .viewIsAppearing, names.contains(event.controllerName) else { return }
            self?.lines.append("\(event.controllerName) \(event.callback.rawValue)")
        }
    }
    func take() -> [String] {
        defer { lines = [] }
        return lines
    }
    func stop() { observation?.cancel() }
}

extension GtkTests {
    /// Two-finger touchpad swipes (real `GDK_SCROLL_SMOOTH` events with deltas and a stop) drive
    /// the interactive pop, the drawer and page turns, and nested gestures go where
    /// `InputArbitration` says, in real windows.
    @Suite @MainActor struct HostSwipes {
        /// `count` smooth deltas of `dx` scroll units (negative: the fingers move right).
        private func deltas(_ dx: Double, _ count: Int) -> [(dx: Double, dy: Double)] {
            Array(repeating: (dx, 0), count: count)
        }

        /// Ticks delivered while the host settles after a release: the frames of the rest of the way.
        /// The frames until `host` settles, each frame moving the clock on by 1/60 s: as many
        /// as the rest of the slide lasts sixtieths of a second, however busy the machine is.
        private func framesToSettle(_ host: GtkHost) async -> Int {
            host.clock.fixedFrameStep = 1.0 / 60
            defer { host.clock.fixedFrameStep = nil }
            let start = host.ticksDelivered
            _ = await host.settle(timeout: 10)
            return host.ticksDelivered - start
        }

        private func navigation(_ host: GtkHost) async -> (NavigationController, ViewController, ViewController) {
            let a = ViewController(title: "A"), b = ViewController(title: "B")
            a.view.backgroundColor = testRed
            b.view.backgroundColor = testBlue
            let nav = NavigationController(rootViewController: a)
            nav.pushViewController(b, animated: false)
            host.window.rootViewController = nav
            _ = await host.settle(timeout: 5)
            return (nav, a, b)
        }

        @Test func aSwipePopsLikeADragAndAReversedSwipeCancels() async throws {
            let host = try await makeHost(width: 400, height: 300)
            defer { host.close() }
            let (nav, _, b) = await navigation(host)
            let recorder = AppearanceRecorder(["A", "B"])
            defer { recorder.stop() }

            // Turned back before the fingers lift: springs back, balanced.
            try SyntheticInput.smoothScroll(host.gtkWindow, at: Point(x: 200, y: 150), deltas: deltas(-5, 4) + deltas(5, 3),
                                            interval: 0.02, pause: 0.01)
            #expect(await host.settle(timeout: 5))
            #expect(nav.viewControllers.map(\.title) == ["A", "B"])
            #expect(recorder.take() == [
                "B viewWillDisappear", "A viewWillAppear", "A viewWillDisappear", "A viewDidDisappear",
                "B viewWillAppear", "B viewDidAppear",
            ])
            #expect(b.view.frame.minX == 0)

            // Slowly past half: pops; the top view followed the fingers 1:1 (30 units of 10 points).
            let before = host.ticksDelivered
            try SyntheticInput.smoothScroll(host.gtkWindow, at: Point(x: 200, y: 150), deltas: deltas(-5, 6), interval: 0.05, pause: 0.3)
            #expect(host.ticksDelivered - before <= 1, "nothing animated before the release")
            let swipeFrames = await framesToSettle(host)
            #expect(nav.viewControllers.map(\.title) == ["A"])
            #expect(recorder.take() == ["B viewWillDisappear", "A viewWillAppear", "B viewDidDisappear", "A viewDidAppear"])
            let shot = try WindowSnapshot.capture(host.gtkWindow)
            #expect(shot.pixel(at: Point(x: 200, y: 200))?.isClose(to: PixelColor(testRed), tolerance: 8) == true, "A shows")

            // The same distance by an edge drag: the rest of the way takes as many frames.
            nav.pushViewController(b, animated: false)
            #expect(await host.settle(timeout: 5))
            _ = recorder.take()
            try SyntheticInput.drag(host.gtkWindow, from: Point(x: 5, y: 150), to: Point(x: 305, y: 150), steps: 10)
            let dragFrames = await framesToSettle(host)
            #expect(nav.viewControllers.map(\.title) == ["A"])
            #expect(recorder.take() == ["B viewWillDisappear", "A viewWillAppear", "B viewDidDisappear", "A viewDidAppear"])
            #expect(swipeFrames > 2 && dragFrames > 2, "both slide the rest of the way over frames")
            #expect(swipeFrames <= dragFrames * 2 + 2 && dragFrames <= swipeFrames * 2 + 2,
                    "a swipe's release runs the drag's slide (swipe \(swipeFrames), drag \(dragFrames) frames)")
        }

        @Test func withoutStopEventsASwipeEndsWhenTheDeltasStop() async throws {
            let host = try await makeHost(width: 400, height: 300)
            defer { host.close() }
            let (nav, _, _) = await navigation(host)
            try SyntheticInput.smoothScroll(host.gtkWindow, at: Point(x: 200, y: 150), deltas: deltas(-5, 6), interval: 0.05,
                                            endsWithStop: false)
            #expect(nav.isInteractivelyPopping, "no stop yet: the fingers may still be on the touchpad")
            #expect(await MainLoopPump.run(until: { !nav.isInteractivelyPopping }, timeout: .seconds(3)))
            #expect(await host.settle(timeout: 5))
            #expect(nav.viewControllers.map(\.title) == ["A"], "released where the deltas stopped, past half")
        }

        @Test func swipesOpenAndCloseTheDrawer() async throws {
            let host = try await makeHost(width: 500, height: 300)
            defer { host.close() }
            let center = ViewController(title: "Center"), left = ViewController(title: "Left")
            center.view.backgroundColor = testBlue
            left.view.backgroundColor = testGreen
            let drawer = DrawerController(center: center, left: left)
            host.window.rootViewController = drawer
            #expect(await host.settle(timeout: 5))
            let recorder = AppearanceRecorder(["Left"])
            defer { recorder.stop() }

            try SyntheticInput.smoothScroll(host.gtkWindow, at: Point(x: 4, y: 150), deltas: deltas(-5, 4), interval: 0.05, pause: 0.3)
            #expect(await framesToSettle(host) > 2)
            #expect(drawer.openSide == .left)
            #expect(recorder.take() == ["Left viewWillAppear", "Left viewDidAppear"])
            let shots = try TemporaryFolder("swipe")
            defer { shots.remove() }
            try await host.screenshot(to: shots.shotPath("swipe-drawer-open.png"))

            try SyntheticInput.smoothScroll(host.gtkWindow, at: Point(x: 400, y: 150), deltas: deltas(5, 4), interval: 0.05, pause: 0.3)
            #expect(await framesToSettle(host) > 2)
            #expect(drawer.openSide == DrawerSide.none)
            #expect(recorder.take() == ["Left viewWillDisappear", "Left viewDidDisappear"])
        }

        @Test func aSwipeTurnsAPage() async throws {
            let host = try await makeHost(width: 400, height: 300)
            defer { host.close() }
            let book = SwipeBook()
            let pages = PageViewController()
            pages.dataSource = book
            pages.setViewControllers([book.page(0)], direction: .forward, animated: false)
            host.window.rootViewController = pages
            #expect(await host.settle(timeout: 5))
            let recorder = AppearanceRecorder(["P0", "P1"])
            defer { recorder.stop() }
            try SyntheticInput.smoothScroll(host.gtkWindow, at: Point(x: 200, y: 150), deltas: deltas(5, 6), interval: 0.05, pause: 0.3)
            #expect(await framesToSettle(host) > 2)
            #expect(pages.viewControllers.first?.title == "P1")
            #expect(recorder.take() == ["P0 viewWillDisappear", "P1 viewWillAppear", "P0 viewDidDisappear", "P1 viewDidAppear"])
            let shot = try WindowSnapshot.capture(host.gtkWindow)
            #expect(shot.pixel(at: Point(x: 200, y: 150))?.isClose(to: PixelColor(testGreen), tolerance: 8) == true)
        }
    }
}
