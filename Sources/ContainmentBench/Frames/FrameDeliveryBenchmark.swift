import CGtk
import Containment
import ContainmentGtk

/// Part 1: frames delivered over frames offered, and the longest gap, for our animations in a
/// real window: a drawer opening (280 pt in 250 ms), a sliding-menu swap (two 0.5 s slides), a
/// split view collapsing because its window was made narrow, and a navigation push and pop of a
/// page of native content (a 200-row table, a text view and an image).
@MainActor
struct FrameDeliveryBenchmark {
    /// Measured runs of each animation.
    let runs: Int

    /// The drawer's width and the slide's duration.
    static let drawerWidth = 280.0
    static let slideDuration = 0.25

    func run(into table: inout ResultTable) throws {
        let results = [
            ("drawer open 280 pt / 250 ms", try drawerOpen()),
            ("sliding-menu swap (2 × 0.5 s)", try menuSwap()),
            ("split collapse on resize (0.3 s)", try splitCollapse()),
        ] + (try navigationPushAndPop())
        for (name, sample) in results {
            table.add(
                "1 frames", "\(name): delivered / offered",
                "\(sample.delivered) / \(sample.offered) = \(Format.fixed(sample.deliveryRatio * 100, 1)) %\(sample.completed ? "" : " (timed out)")",
                target: "100 %", met: sample.completed && sample.delivered >= sample.offered)
            table.add(
                "1 frames", "\(name): longest gap", "\(Format.fixed(sample.longestGap, 2)) frames",
                target: "≤ 1.5 frames", met: sample.completed && sample.longestGap <= 1.5)
        }
    }

    /// A drawer controller whose left drawer opens `drawerWidth` points in `slideDuration`.
    static func makeDrawer() -> DrawerController {
        let drawer = DrawerController(
            center: BenchPageController("Center", color: BenchWidgets.centerColor),
            left: BenchPageController("Drawer", color: BenchWidgets.drawerColor))
        drawer.maximumLeftDrawerWidth = drawerWidth
        drawer.animationVelocity = drawerWidth / slideDuration
        return drawer
    }

    /// Shows `root` in a host of `size`, runs `prepare` (unmeasured), then `runs` times measures
    /// the animation `start` requests and runs `reset` (unmeasured) to put things back; returns
    /// the summed sample.
    private func measureRuns(
        title: String, size: Size, root: ViewController, start: (GtkHost) -> Void, reset: (GtkHost) -> Void,
        prepare: (GtkHost) -> Void = { _ in }
    ) throws -> AnimationSample {
        let host = try BenchHost.make(title: title, size: size, root: root)
        defer { BenchHost.close(host) }
        prepare(host)
        BenchHost.settle(host)
        let recorder = FrameRecorder(toplevel: host.gtkWindow) { host.clock.isActive }
        defer { recorder.stop() }
        var total = AnimationSample.total
        for _ in 0..<runs {
            total.accumulate(recorder.measure { start(host) })
            BenchHost.settle(host)
            reset(host)
            BenchHost.settle(host)
        }
        return total
    }

    private func drawerOpen() throws -> AnimationSample {
        let drawer = Self.makeDrawer()
        return try measureRuns(
            title: "Drawer", size: Size(width: 800, height: 600), root: drawer,
            start: { _ in drawer.open(.left, animated: true) },
            reset: { _ in drawer.close(animated: true) })
    }

    private func menuSwap() throws -> AnimationSample {
        let pages = ["One", "Two", "Three"].enumerated().map { index, title in
            BenchPageController(title, color: index % 2 == 0 ? BenchWidgets.centerColor : BenchWidgets.drawerColor)
        }
        let menu = try SlidingMenuController(viewControllers: pages, menuTitles: pages.map { $0.title ?? "" })
        return try measureRuns(
            title: "Menu", size: Size(width: 800, height: 600), root: menu,
            start: { _ in menu.replaceVisibleViewController(withViewControllerAt: (menu.visibleIndex + 1) % pages.count) },
            reset: { _ in })
    }

    private func splitCollapse() throws -> AnimationSample {
        let split = SplitViewController()
        split.viewControllers = [
            NavigationController(rootViewController: BenchPageController("Primary", color: BenchWidgets.drawerColor)),
            BenchPageController("Secondary", color: BenchWidgets.centerColor),
        ]
        return try measureRuns(
            title: "Split", size: Size(width: 900, height: 600), root: split,
            start: { host in gtk_window_resize(cgtk_window(host.gtkWindow), 600, 600) },
            reset: { host in
                gtk_window_resize(cgtk_window(host.gtkWindow), 900, 600)
                Pump.until(timeout: 5) { !split.isCollapsed && host.isIdle }
            })
    }

    /// A navigation controller pushing, then popping, a fresh ``BenchContentPageController``
    /// (200-row table, text view, image) with the standard slide: the push row measures pushes
    /// (each followed by an unmeasured pop), the pop row pops (each after an unmeasured push).
    /// Every push loads a new page, so its widgets are made in the measured run as in an app.
    private func navigationPushAndPop() throws -> [(String, AnimationSample)] {
        guard let image = BenchContentPageController.makeImage() else {
            throw BenchError.unavailable("gdk-pixbuf could not make the page's PNG")
        }
        var pushed = 0
        func page() -> BenchContentPageController {
            pushed += 1
            return BenchContentPageController("Page \(pushed)", image: image)
        }
        func navigation() -> NavigationController {
            NavigationController(rootViewController: BenchPageController("Root", color: BenchWidgets.centerColor))
        }
        let size = Size(width: 800, height: 600)
        let pushing = navigation()
        let push = try measureRuns(
            title: "Navigation push", size: size, root: pushing,
            start: { _ in pushing.pushViewController(page(), animated: true) },
            reset: { _ in pushing.popViewController(animated: false) })
        let popping = navigation()
        let pop = try measureRuns(
            title: "Navigation pop", size: size, root: popping,
            start: { _ in popping.popViewController(animated: true) },
            reset: { _ in popping.pushViewController(page(), animated: false) },
            prepare: { _ in popping.pushViewController(page(), animated: false) })
        return [
            ("navigation push, 200-row table + text + image", push),
            ("navigation pop, 200-row table + text + image", pop),
        ]
    }
}
