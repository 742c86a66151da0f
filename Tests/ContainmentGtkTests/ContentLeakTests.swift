import CGtk
import Containment
@_spi(Testing) import ContainmentGtk
import Foundation
import Testing

/// Live GTK widgets under `widget`, itself included, internal children too
/// (`gtk_container_forall`): the census the benchmark's long session takes, for one window.
@MainActor
func widgetCount(under widget: UnsafeMutablePointer<GtkWidget>) -> Int {
    var total = 1
    guard cgtk_is_container(widget) != 0 else { return total }
    withUnsafeMutablePointer(to: &total) { counter in
        gtk_container_forall(cgtk_container(widget), { child, data in
            guard let child, let data else { return }
            let counter = data.assumingMemoryBound(to: Int.self)
            counter.pointee += MainActor.assumeIsolated { widgetCount(under: child) }
        }, counter)
    }
    return total
}

extension GtkTests {
    /// Pages of content views (a text view, an image, a text field, a table) pushed and popped
    /// many times in a real window leave nothing behind: no controller, no view, no mirrored
    /// view, no GTK widget.
    @Suite @MainActor struct ContentLeaks {
        /// A page holding the content views whose widgets are the heaviest the adapter makes.
        private final class ContentPage: ViewController {
            let image: Image?
            let rows: RowsSource

            init(image: Image?, rows: RowsSource) {
                self.image = image
                self.rows = rows
                super.init()
            }

            override func viewDidLoad() {
                super.viewDidLoad()
                let textView = TextView(frame: Rect(x: 10, y: 50, width: 300, height: 120), text: "Notes\nline two")
                let imageView = ImageView(image: image)
                imageView.frame = Rect(x: 320, y: 50, width: 64, height: 64)
                let field = TextField(frame: Rect(x: 10, y: 180, width: 300, height: 30), text: "Title", placeholder: "Name")
                let table = TableView(frame: Rect(x: 10, y: 220, width: 300, height: 200))
                table.dataSource = rows
                table.delegate = rows
                for subview in [textView, imageView, field, table] as [View] { view.addSubview(subview) }
            }
        }

        @Test func aThousandPushPopCyclesOfATextViewAndAnImageLeaveNoWidget() async throws {
            let directory = try PixbufFixtures.directory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let path = directory.appendingPathComponent("page.png").path
            try PixbufFixtures.writePNG(to: path, width: 32, height: 32, rgb: 0x3366CC)
            let image = try #require(Image(contentsOfFile: path))
            let rows = RowsSource()
            rows.rows = (0..<50).map { "Row \($0)" }

            let host = try await makeHost(width: 800, height: 600)
            defer { host.close() }
            let nav = NavigationController(rootViewController: ViewController(title: "Root"))
            host.window.rootViewController = nav
            #expect(await host.settle(timeout: 10))
            let baselineViews = host.mirror.mirroredViewCount
            let baselineWidgets = widgetCount(under: host.gtkWindow)

            var weakControllers: [() -> ViewController?] = []
            var weakViews: [() -> View?] = []
            var widgets: [GObjectWatch] = []
            var pushedViews = 0
            // The page's view, its four content views, and the table's visible cells with theirs.
            var pageViews = 0
            for cycle in 0..<1_000 {
                // A block, so that nothing but the stack holds the page once it is popped.
                do {
                    let page = ContentPage(image: image, rows: rows)
                    page.title = "Page \(cycle)"
                    nav.pushViewController(page, animated: false)
                    let pushed = await MainLoopPump.run(
                        until: { host.mirror.mirroredViewCount > baselineViews }, timeout: .seconds(5))
                    #expect(pushed, "cycle \(cycle): the page is mirrored")
                    if cycle == 0 {
                        pushedViews = host.mirror.mirroredViewCount
                        pageViews = Self.subtreeCount(page.view)
                    }
                    if cycle % 100 == 0 {
                        // Now and then draw it, and watch the widgets of its content views.
                        #expect(await host.settle(timeout: 10))
                        for view in page.view.subviews {
                            widgets.append(GObjectWatch(try #require(host.mirror.widget(for: view))))
                            if let content = host.mirror.contentWidget(for: view) { widgets.append(GObjectWatch(content)) }
                        }
                        weak let weakPage = page
                        weakControllers.append { weakPage }
                        for view in Self.subtree(page.view) {
                            weak let weakView = view
                            weakViews.append { weakView }
                        }
                    }
                    #expect(host.mirror.mirroredViewCount == pushedViews, "cycle \(cycle): as many views as the first push")
                }
                nav.popViewController(animated: false)
                let popped = await MainLoopPump.run(
                    until: { host.mirror.mirroredViewCount == baselineViews }, timeout: .seconds(5))
                #expect(popped, "cycle \(cycle): the page's views leave the mirror")
            }
            #expect(await host.settle(timeout: 10))
            #expect(nav.viewControllers.count == 1)
            #expect(pageViews > 5, "the table shows cells, each a view with its own")
            #expect(
                pushedViews == baselineViews + pageViews,
                "while pushed, the covered root page keeps its widget (still in the stack, as UIKit keeps its view) and the page's view, its four content views and the table's visible cells are in it")
            #expect(widgets.count >= 10 * 4, "the widgets of four content views, ten times")
            #expect(host.mirror.mirroredViewCount == baselineViews, "as many mirrored views as before the cycles")
            #expect(widgetCount(under: host.gtkWindow) == baselineWidgets, "as many GTK widgets in the window as before")
            #expect(widgets.allSatisfy { !$0.isAlive }, "the content views' widgets are finalized")
            #expect(weakControllers.compactMap { $0()?.debugName } == [], "the popped pages are freed")
            #expect(weakViews.compactMap { $0() }.isEmpty, "their views, content views and cells are freed")
        }

        /// `view` and every view under it.
        private static func subtree(_ view: View) -> [View] {
            [view] + view.subviews.flatMap { subtree($0) }
        }

        private static func subtreeCount(_ view: View) -> Int { subtree(view).count }
    }
}
