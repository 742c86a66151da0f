import CGtk
import Containment
import Foundation
@_spi(Testing) import ContainmentGtk
import ContainmentGtkTesting
@testable import ContainmentDemo

/// The real demo app (`DemoApp`: its catalog, its GtkHost, its key handler and title) opened
/// in-process at the screen's top-left corner, with the lifecycle lines of its own controllers
/// recorded in the `--log-lifecycle` format and helpers that reach it through real GDK input.
@MainActor
final class DemoAppWindow {
    let app: DemoApp
    var host: GtkHost { app.host }
    var catalog: DemoCatalog { app.catalog }
    private var events: [LifecycleEvent] = []
    private var observation: LifecycleEventStream.Observation?
    /// The app's controllers seen so far: other suites run their (headless) controllers while a
    /// GTK test waits for frames, so lines are kept only for these.
    private var knownControllers: Set<ObjectIdentifier> = []

    /// Builds the app as `containment-demo` does (no arguments: Tab row, menu showing), shows
    /// its window and waits until it has drawn and settled. With the system's title bar unless
    /// `navigationBarAsTitleBar` (window coordinates are then the views' own).
    init(navigationBarAsTitleBar: Bool = false) async throws {
        try GtkTestStage.setUp()
        app = try DemoApp(launch: DemoLaunch(usesNavigationBarAsTitleBar: navigationBarAsTitleBar))
        observation = LifecycleEventStream.shared.observe { [weak self] event in self?.events.append(event) }
        let shown = await GtkTestStage.show(app.host, timeout: 10) { [self] in
            app.showWindow()
            noteControllers()
        }
        guard shown else { throw DemoWindowError.neverSettled }
    }

    /// Stops recording and destroys the window.
    func close() {
        observation?.cancel()
        observation = nil
        host.close()
    }

    /// Waits until drawn and idle (no animation, no pending sync).
    func settle() async -> Bool {
        await host.settle(timeout: 10)
    }

    // MARK: Lifecycle lines

    /// The `--log-lifecycle` lines of the app's controllers since the last call.
    func takeLines() -> [String] {
        noteControllers()
        defer { events = [] }
        return events.filter { knownControllers.contains($0.controllerID) }.compactMap(LifecycleLogFormatter.line(for:))
    }

    /// Remembers every controller reachable from the menu: rows, children, stacks, tabs,
    /// drawers and presented controllers.
    private func noteControllers() {
        var visited: Set<ObjectIdentifier> = []
        func visit(_ controller: ViewController) {
            guard visited.insert(ObjectIdentifier(controller)).inserted else { return }
            var next = controller.children
            if let menu = controller as? SlidingMenuController { next += menu.menuTitles.indices.compactMap(menu.viewControllerIfLoaded(at:)) }
            if let tabs = controller as? TabBarHosting { next += tabs.viewControllers ?? [] }
            if let stack = controller as? NavigationController { next += stack.viewControllers }
            if let drawer = controller as? DrawerController {
                next += [drawer.leftDrawerViewController, drawer.rightDrawerViewController].compactMap { $0 }
            }
            if let presented = controller.presentedViewController { next.append(presented) }
            next.forEach(visit)
        }
        visit(catalog.menu)
        knownControllers.formUnion(visited)
    }

    // MARK: Real input

    /// Clicks the middle of `widget` with a real GDK button press and release.
    func click(_ widget: UnsafeMutablePointer<GtkWidget>) throws {
        noteControllers()
        try SyntheticInput.click(host.gtkWindow, at: centreInWindow(widget))
    }

    /// Clicks `point` (window coordinates).
    func click(at point: Point) throws {
        noteControllers()
        try SyntheticInput.click(host.gtkWindow, at: point)
    }

    /// Drags from `start` to `end` (window coordinates) with the primary button held.
    func drag(from start: Point, to end: Point, steps: Int = 12) throws {
        noteControllers()
        try SyntheticInput.drag(host.gtkWindow, from: start, to: end, steps: steps)
    }

    /// Resizes the GtkWindow and waits until the core window has taken the new size and idled.
    func resize(width: Int32, height: Int32) async -> Bool {
        noteControllers()
        let count = host.resizeCount
        gtk_window_resize(cgtk_window(host.gtkWindow), width, height)
        guard await MainLoopPump.run(until: { [host] in host.resizeCount > count && host.isIdle }, timeout: .seconds(10))
        else { return false }
        return await settle()
    }

    // MARK: Widgets

    /// The mapped (on screen) GtkButtons labelled `title` anywhere in the window.
    func mappedButtons(titled title: String) -> [UnsafeMutablePointer<GtkWidget>] {
        buttons(in: host.rootCanvas).filter { widget in
            gtk_widget_get_mapped(widget) != 0 && gtk_button_get_label(cgtk_button(widget)).map { String(cString: $0) } == title
        }
    }

    /// The one mapped button labelled `title`, or a thrown error naming how many there were.
    func mappedButton(titled title: String) throws -> UnsafeMutablePointer<GtkWidget> {
        let found = mappedButtons(titled: title)
        guard found.count == 1, let button = found.first else { throw DemoWindowError.buttons(title, found.count) }
        return button
    }

    /// A point (window coordinates) on the menu's cell for `scenario`, near its leading edge,
    /// where the menu shows beside the slid content.
    func menuRow(_ scenario: DemoScenario) throws -> Point {
        let table = catalog.menu.menuTableView
        guard let cell = table.cellForRow(at: IndexPath(row: scenario.menuIndex, section: 0)),
              host.mirror.widget(for: cell) != nil
        else { throw DemoWindowError.noListRow(scenario.menuIndex) }
        let x = table.effectiveUserInterfaceLayoutDirection == .rightToLeft ? cell.frame.width - 40 : 40
        return cell.convert(Point(x: x, y: cell.frame.height / 2), to: nil)
    }

    /// The widget of the cell showing row `index` of `table` (a row on screen).
    func listRow(_ index: Int, of table: TableView) throws -> UnsafeMutablePointer<GtkWidget> {
        guard let cell = table.cellForRow(at: IndexPath(row: index, section: 0)),
              let widget = host.mirror.widget(for: cell)
        else { throw DemoWindowError.noListRow(index) }
        return widget
    }

    /// The x of the GtkWidget mirroring `view`, in its parent.
    func mirroredX(of view: View) throws -> Double {
        guard let widget = host.mirror.widget(for: view) else { throw DemoWindowError.notMirrored }
        return allocation(of: widget).minX
    }

    // MARK: Pixels

    /// The part (0...1) of the pixels in `rect` (sampled every 4 points) within `tolerance` of
    /// `color`.
    func share(of color: Color, in rect: Rect, tolerance: UInt8 = 3) throws -> Double {
        let shot = try WindowSnapshot.capture(host.gtkWindow)
        let wanted = PixelColor(color)
        var matching = 0
        var total = 0
        for x in stride(from: rect.minX, to: rect.maxX, by: 4) {
            for y in stride(from: rect.minY, to: rect.maxY, by: 4) {
                total += 1
                if shot.pixel(at: Point(x: x, y: y))?.isClose(to: wanted, tolerance: tolerance) == true { matching += 1 }
            }
        }
        return total == 0 ? 0 : Double(matching) / Double(total)
    }

    /// The pixel at `point` of the window.
    func pixel(at point: Point) throws -> PixelColor? {
        try WindowSnapshot.capture(host.gtkWindow).pixel(at: point)
    }

    /// A 500×300 box around the middle of the window: the content's centre once a row fills the
    /// window, wide enough that labels and buttons in the middle cover less than half of it.
    var contentCentre: Rect {
        let size = host.window.frame.size
        return Rect(x: size.width / 2 - 250, y: size.height / 2 - 150, width: 500, height: 300)
    }
}

/// Why a demo window helper gave up.
enum DemoWindowError: Error, CustomStringConvertible {
    case neverSettled
    case buttons(String, Int)
    case noListRow(Int)
    case notMirrored

    var description: String {
        switch self {
        case .neverSettled: "the demo window never settled"
        case .buttons(let title, let count): "expected one mapped button '\(title)', found \(count)"
        case .noListRow(let index): "no list row \(index)"
        case .notMirrored: "the view has no widget"
        }
    }
}
