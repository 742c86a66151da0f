import CGtk
import Containment
@_spi(Testing) import ContainmentGtk

/// Part 4: resident memory and live controller and widget counts over a long session of menu
/// swaps in a real window, then over pushes and pops of real-content pages (a 200-row table, a
/// text view, an image: ``BenchContentPageController``). Both run with `gtk-enable-animations`
/// off (each change completes in one frame, and every one is drawn before the next starts), so
/// thousands take seconds, not hours; the widgets are made and destroyed as in an animated one.
@MainActor
struct LongSessionBenchmark {
    /// The swap counts after which the figures are taken (warm-up, then the long session).
    let checkpoints: (warmUp: Int, long: Int)

    struct Snapshot {
        var swaps: Int
        var residentBytes: Int
        var controllers: Int
        var mirroredViews: Int
        var widgets: Int?
    }

    func run(into table: inout ResultTable) throws {
        guard let settings = gtk_settings_get_default() else { throw BenchError.unavailable("no GtkSettings") }
        let animationsWere = cgtk_settings_get_enable_animations(settings)
        cgtk_settings_set_enable_animations(settings, 0)
        defer { cgtk_settings_set_enable_animations(settings, animationsWere) }

        let savedWrap = SlidingMenuController.wrapInNavigationController
        SlidingMenuController.wrapInNavigationController = { CountedNavigationController(rootViewController: $0) }
        defer { SlidingMenuController.wrapInNavigationController = savedWrap }

        let baseline = Snapshot(
            swaps: 0, residentBytes: 0, controllers: BenchPageController.liveCount + CountedNavigationController.liveCount,
            mirroredViews: 0, widgets: WidgetCensus.liveWidgets())
        var snapshots: [Snapshot] = []
        try autoreleasingScope {
            let titles = ["One", "Two", "Three", "Four"]
            let pages = titles.enumerated().map { index, title in
                BenchPageController(title, color: index % 2 == 0 ? BenchWidgets.centerColor : BenchWidgets.drawerColor)
            }
            let menu = try SlidingMenuController(viewControllers: pages, menuTitles: titles)
            let host = try BenchHost.make(title: "Long session", size: Size(width: 800, height: 600), root: menu)
            defer { BenchHost.close(host) }
            let controllersOpen = BenchPageController.liveCount + CountedNavigationController.liveCount
            var swaps = 0
            for checkpoint in [checkpoints.warmUp, checkpoints.long] {
                while swaps < checkpoint {
                    menu.replaceVisibleViewController(withViewControllerAt: (menu.visibleIndex + 1) % titles.count)
                    Pump.until(timeout: 5) { !menu.isSwapping && host.isIdle }
                    swaps += 1
                }
                snapshots.append(Snapshot(
                    swaps: swaps, residentBytes: ProcessMeter.residentBytes, controllers: controllersOpen,
                    mirroredViews: host.mirror.mirroredViewCount, widgets: WidgetCensus.liveWidgets()))
                snapshots[snapshots.count - 1].controllers = BenchPageController.liveCount + CountedNavigationController.liveCount
            }
        }
        Pump.until(timeout: 0.3) { false }
        let closed = Snapshot(
            swaps: checkpoints.long, residentBytes: ProcessMeter.residentBytes,
            controllers: BenchPageController.liveCount + CountedNavigationController.liveCount,
            mirroredViews: 0, widgets: WidgetCensus.liveWidgets())

        let warm = snapshots[0]
        let long = snapshots[1]
        let perThousand = Double(long.residentBytes - warm.residentBytes) / Double(long.swaps - warm.swaps) * 1000 / 1024
        func widgets(_ snapshot: Snapshot) -> String { snapshot.widgets.map { Format.count($0) } ?? "n/a" }
        for snapshot in [warm, long] {
            table.add(
                "4 memory", "after \(Format.count(snapshot.swaps)) swaps: resident, controllers, views mirrored, GTK widgets",
                "\(Format.fixed(Double(snapshot.residentBytes) / 1_048_576, 1)) MiB, \(snapshot.controllers), \(snapshot.mirroredViews), \(widgets(snapshot))")
        }
        table.add(
            "4 memory", "resident growth per 1,000 swaps (after \(Format.count(warm.swaps)))",
            "\(Format.fixed(perThousand, 1)) KiB", target: "< 64 KiB", met: perThousand < 64)
        let sameCounts = long.controllers == warm.controllers && long.mirroredViews == warm.mirroredViews && long.widgets == warm.widgets
        table.add(
            "4 memory", "counts after \(Format.count(long.swaps)) swaps equal to after \(Format.count(warm.swaps))",
            sameCounts ? "yes" : "no", target: "same", met: sameCounts)
        let backToBaseline = closed.controllers == baseline.controllers && closed.widgets == baseline.widgets
        table.add(
            "4 memory", "window closed: controllers, GTK widgets (before the session)",
            "\(closed.controllers), \(widgets(closed)) (\(baseline.controllers), \(widgets(baseline)))",
            target: "baseline", met: backToBaseline)
    }

    /// Pushes and pops a fresh content page `warmUp` times, then `long` times more, in a real
    /// window with animations off; the resident memory's growth per 1,000 after the warm-up, and
    /// the live pages, mirrored views and widgets back where they were.
    func contentPushPop(warmUp: Int, long: Int, into table: inout ResultTable) throws {
        guard let settings = gtk_settings_get_default() else { throw BenchError.unavailable("no GtkSettings") }
        guard let image = BenchContentPageController.makeImage() else { throw BenchError.unavailable("gdk-pixbuf could not make the page's PNG") }
        let animationsWere = cgtk_settings_get_enable_animations(settings)
        cgtk_settings_set_enable_animations(settings, 0)
        defer { cgtk_settings_set_enable_animations(settings, animationsWere) }
        let navigation = NavigationController(rootViewController: BenchPageController("Root", color: BenchWidgets.centerColor))
        let host = try BenchHost.make(title: "Content pushes", size: Size(width: 800, height: 600), root: navigation)
        defer { BenchHost.close(host) }
        var cycles = 0
        var figures: [(resident: Int, pages: Int, views: Int, widgets: Int)] = []
        for checkpoint in [warmUp, warmUp + long] {
            while cycles < checkpoint {
                navigation.pushViewController(BenchContentPageController("Page", image: image), animated: true)
                Pump.until(timeout: 5) { host.isIdle }
                navigation.popViewController(animated: true)
                Pump.until(timeout: 5) { host.isIdle }
                cycles += 1
            }
            figures.append((ProcessMeter.residentBytes, BenchContentPageController.liveCount, host.mirror.mirroredViewCount, WidgetCensus.liveWidgets()))
        }
        let perThousand = Double(figures[1].resident - figures[0].resident) / Double(long) * 1000 / 1024
        table.add(
            "4 memory", "content pages pushed and popped \(Format.count(long)) times after \(Format.count(warmUp)): resident growth per 1,000",
            "\(Format.fixed(perThousand, 1)) KiB", target: "< 64 KiB", met: perThousand < 64)
        let same = figures[0].pages == figures[1].pages && figures[0].views == figures[1].views && figures[0].widgets == figures[1].widgets
        table.add(
            "4 memory", "content pages: live pages, views mirrored, GTK widgets after the warm-up and at the end",
            "\(figures[0].pages), \(figures[0].views), \(figures[0].widgets); \(figures[1].pages), \(figures[1].views), \(figures[1].widgets)",
            target: "same", met: same)
    }

    /// Runs `body` in its own scope so that everything it made can go before the last figures.
    private func autoreleasingScope(_ body: () throws -> Void) rethrows { try body() }
}

/// A navigation controller that counts its live instances.
@MainActor
final class CountedNavigationController: NavigationController {
    nonisolated(unsafe) static var liveCount = 0
    override init(rootViewController: ViewController) {
        super.init(rootViewController: rootViewController)
        Self.liveCount += 1
    }
    isolated deinit { Self.liveCount -= 1 }
}

/// Live GTK widgets, counted by walking every toplevel and every container's children
/// (internal ones included, `gtk_container_forall`). GObject's own instance counts
/// (`GOBJECT_DEBUG=instance-count`) are compiled out of Debian's GLib, so a walk it is: it counts
/// widgets still in a window, which is where the mirror's widgets live.
@MainActor
enum WidgetCensus {
    /// Toplevel windows alive now.
    static func toplevels() -> Int {
        guard let list = gtk_window_list_toplevels() else { return 0 }
        defer { g_list_free(list) }
        return Int(g_list_length(list))
    }

    /// Widgets in every toplevel, the toplevels included.
    static func liveWidgets() -> Int {
        guard let list = gtk_window_list_toplevels() else { return 0 }
        defer { g_list_free(list) }
        var total = 0
        var link: UnsafeMutablePointer<GList>? = list
        while let node = link {
            if let data = node.pointee.data { total += count(data.assumingMemoryBound(to: GtkWidget.self)) }
            link = node.pointee.next
        }
        return total
    }

    private static func count(_ widget: UnsafeMutablePointer<GtkWidget>) -> Int {
        var total = 1
        guard cgtk_is_container(widget) != 0 else { return total }
        withUnsafeMutablePointer(to: &total) { counter in
            gtk_container_forall(cgtk_container(widget), { child, data in
                guard let child, let data else { return }
                let counter = data.assumingMemoryBound(to: Int.self)
                counter.pointee += MainActor.assumeIsolated { WidgetCensus.count(child) }
            }, counter)
        }
        return total
    }
}
