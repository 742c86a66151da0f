import CGtk
import Containment
@_spi(Testing) import ContainmentGtk
import ContainmentGtkTesting
import Testing

extension GtkTests {
    /// A view keeps its widgets while it lives and is back in the window by the next sync, as a
    /// UIKit view keeps its layer: across a split view's collapse and separation, a page covered
    /// and revealed, and a move to another superview. An app that connected a handler on one of
    /// them keeps hearing it.
    @Suite @MainActor struct HostViewIdentity {
        /// The widgets mirroring one view, and a handler connected on its content widget as an
        /// app connects one.
        @MainActor final class Tracked {
            let name: String
            let view: View
            let canvas: UnsafeMutablePointer<GtkWidget>
            let content: UnsafeMutablePointer<GtkWidget>?
            let scrolled: UnsafeMutablePointer<GtkWidget>?
            let watch: GObjectWatch
            private(set) var heard = 0
            private var connection: SignalConnection?

            init(_ name: String, _ view: View, in host: GtkHost) throws {
                self.name = name
                self.view = view
                canvas = try #require(host.mirror.widget(for: view), "\(name) has widgets")
                content = host.mirror.contentWidget(for: view)
                scrolled = host.mirror.scrolledWindow(for: view)
                let target = content ?? canvas
                watch = GObjectWatch(target)
                connection = SignalConnection.connectPointer(target, "notify::name") { [weak self] _ in
                    self?.heard += 1
                }
            }

            /// Whether `host` mirrors the view with the same widgets, and the handler connected
            /// on them still fires.
            func isIntact(in host: GtkHost, _ comment: String) -> Bool {
                let target = host.mirror.contentWidget(for: view) ?? host.mirror.widget(for: view)
                let same = host.mirror.widget(for: view) == canvas && host.mirror.contentWidget(for: view) == content
                    && host.mirror.scrolledWindow(for: view) == scrolled
                #expect(same, "\(comment): \(name) keeps its widgets")
                #expect(watch.isAlive, "\(comment): \(name)'s widget lives")
                guard let target else { return false }
                let before = heard
                gtk_widget_set_name(target, "\(name)-\(before)")
                #expect(heard == before + 1, "\(comment): the handler on \(name)'s widget fires")
                return same && watch.isAlive && heard == before + 1
            }

            isolated deinit { connection?.disconnect() }
        }

        /// A page holding one view of each kind whose identity an app relies on: a table with
        /// rows, a scroll view with a label in it, a label, a text field and a text view.
        private final class ContentPage: ViewController {
            let table = TableView(frame: Rect(x: 0, y: 0, width: 300, height: 150))
            let rows = RowsSource()
            let scroll = ScrollView(frame: Rect(x: 0, y: 160, width: 300, height: 80))
            let inner = Label(frame: Rect(x: 10, y: 10, width: 200, height: 30), text: "In the scroll view")
            let label = Label(frame: Rect(x: 0, y: 250, width: 300, height: 30), text: "A label")
            let field = TextField(frame: Rect(x: 0, y: 290, width: 300, height: 34), text: "A field")
            let text = TextView(frame: Rect(x: 0, y: 330, width: 300, height: 100))

            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .white
                rows.rows = (0..<40).map { "Row \($0)" }
                table.dataSource = rows
                table.delegate = rows
                scroll.contentSize = Size(width: 300, height: 400)
                scroll.addSubview(inner)
                text.text = "Some text"
                for subview: View in [table, scroll, label, field, text] {
                    subview.autoresizingMask = [.flexibleWidth]
                    view.addSubview(subview)
                }
            }

            func tracked(in host: GtkHost) throws -> [Tracked] {
                let views: [(String, View)] = [
                    ("table", table), ("scroll view", scroll), ("label in the scroll view", inner), ("label", label),
                    ("text field", field), ("text view", text),
                ]
                let page = title ?? ""
                return try views.map { name, view in try Tracked("\(page) \(name)", view, in: host) }
            }
        }

        /// Resizes the window to `width` and waits until the host settled at that size.
        private func resize(_ host: GtkHost, to width: Int32) async -> Bool {
            let count = host.resizeCount
            gtk_window_resize(cgtk_window(host.gtkWindow), width, 600)
            guard await MainLoopPump.run(until: { host.resizeCount > count && host.isIdle }) else { return false }
            return await host.settle(timeout: 5)
        }

        @Test func viewsKeepTheirWidgetsAcrossCollapseAndSeparation() async throws {
            let host = try await makeHost(width: 1000, height: 600)
            defer { host.close() }
            let list = ContentPage(title: "List")
            let primary = NavigationController(rootViewController: list)
            let note = ContentPage(title: "Note")
            let split = SplitViewController()
            split.viewControllers = [primary, NavigationController(rootViewController: note)]
            host.window.rootViewController = split
            #expect(await host.settle(timeout: 5))
            let tracked = try list.tracked(in: host) + note.tracked(in: host)

            #expect(await resize(host, to: 320))
            #expect(split.isCollapsed)
            #expect(primary.topViewController === note)
            for item in tracked { _ = item.isIntact(in: host, "collapsed") }

            #expect(await resize(host, to: 1000))
            #expect(!split.isCollapsed)
            for item in tracked { _ = item.isIntact(in: host, "separated") }

            // Back to the list while collapsed (Alt+Left), then wide again: the note leaves.
            #expect(await resize(host, to: 320))
            _ = primary.popViewController(animated: false)
            #expect(await host.settle(timeout: 5))
            for item in tracked.prefix(6) { _ = item.isIntact(in: host, "popped to the list") }
            #expect(await resize(host, to: 1000))
            for item in tracked.prefix(6) { _ = item.isIntact(in: host, "wide again") }
        }

        @Test func aSecondaryKeptAsideKeepsItsWidgets() async throws {
            let host = try await makeHost(width: 1000, height: 600)
            defer { host.close() }
            // A primary that is no stack: the collapsed split view keeps the secondary aside.
            let list = ContentPage(title: "List")
            let note = ContentPage(title: "Note")
            let split = SplitViewController()
            split.viewControllers = [list, note]
            host.window.rootViewController = split
            #expect(await host.settle(timeout: 5))
            let tracked = try list.tracked(in: host) + note.tracked(in: host)

            #expect(await resize(host, to: 320))
            #expect(split.isCollapsed)
            for item in tracked.prefix(6) { _ = item.isIntact(in: host, "collapsed") }
            #expect(await resize(host, to: 1000))
            #expect(split.viewControllers.last === note)
            for item in tracked.prefix(6) { _ = item.isIntact(in: host, "separated") }
            // The secondary was out of the window, with no parent, for as long as the split view
            // was collapsed: the split view kept it aside (`isKeptAside`), and so did the mirror.
            for item in tracked.suffix(6) { _ = item.isIntact(in: host, "separated") }
        }

        @Test func aViewMovedToAnotherSuperviewKeepsItsWidgets() async throws {
            let host = try await makeHost(width: 600, height: 400)
            defer { host.close() }
            let page = ContentPage(title: "Page")
            host.window.rootViewController = page
            let left = colouredView(testBlue, Rect(x: 0, y: 0, width: 300, height: 400))
            let right = colouredView(testGreen, Rect(x: 300, y: 0, width: 300, height: 400))
            page.view.addSubview(left)
            page.view.addSubview(right)
            let table = page.table
            left.addSubview(table)
            #expect(await host.settle(timeout: 5))
            let tracked = try Tracked("table", table, in: host)

            // Moved in one go.
            right.addSubview(table)
            #expect(await host.settle(timeout: 5))
            #expect(tracked.isIntact(in: host, "moved"))

            // Out of the window for one sync, then back in another superview by the next.
            table.removeFromSuperview()
            host.mirror.sync(host.window, bounds: Rect(origin: .zero, size: host.window.frame.size))
            #expect(tracked.watch.isAlive, "out for one sync, the table keeps its widgets")
            #expect(gtk_widget_get_mapped(tracked.canvas) == 0, "hidden")
            left.addSubview(table)
            #expect(await host.settle(timeout: 5))
            #expect(tracked.isIntact(in: host, "back after one sync out"))
            #expect(gtk_widget_get_mapped(tracked.canvas) != 0, "shown again")

            // Out for good: its widgets go by the next sync, which the mirror asks for.
            let views = host.mirror.mirroredViewCount
            table.removeFromSuperview()
            #expect(await host.settle(timeout: 5))
            #expect(!tracked.watch.isAlive, "removed for good, its widgets were destroyed")
            #expect(host.mirror.mirroredViewCount < views)
        }
    }
}
