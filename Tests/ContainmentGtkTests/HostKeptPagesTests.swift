import CGtk
import Containment
@_spi(Testing) import ContainmentGtk
import ContainmentGtkTesting
import Testing

extension GtkTests {
    /// A navigation stack's covered page keeps its widgets, hidden, as UIKit keeps its view while
    /// it is out of the window: a pop reveals it with nothing to build. They go when the page
    /// leaves the stack.
    @Suite @MainActor struct HostKeptPages {
        /// A page with a label and a table, as a real page has.
        private func page(_ title: String) -> ViewController {
            let controller = ViewController(title: title)
            controller.view.backgroundColor = .white
            controller.view.addSubview(Label(frame: Rect(x: 20, y: 80, width: 200, height: 30), text: title))
            let table = TableView(frame: Rect(x: 20, y: 120, width: 300, height: 200))
            controller.view.addSubview(table)
            return controller
        }

        /// A shown 600 × 400 window whose root is a navigation stack on `root`, settled.
        private func showStack(on root: ViewController) async throws -> (GtkHost, NavigationController) {
            let host = try await makeHost(width: 600, height: 400)
            let navigation = NavigationController(rootViewController: root)
            host.window.rootViewController = navigation
            #expect(await host.settle(timeout: 5))
            return (host, navigation)
        }

        @Test func anInteractivePopRevealsTheCoveredPageWithItsOwnWidgets() async throws {
            let root = page("Root")
            let label = try #require(root.view.subviews.first as? Label)
            let (host, navigation) = try await showStack(on: root)
            defer { host.close() }
            let labelWidget = try #require(host.mirror.contentWidget(for: label))
            let pageWidget = try #require(host.mirror.widget(for: root.view))
            let watch = GObjectWatch(labelWidget)

            navigation.pushViewController(page("Pushed"), animated: false)
            #expect(await host.settle(timeout: 5))
            #expect(root.view.window == nil, "the covered page's view is out of the window")
            #expect(watch.isAlive, "its widgets are kept")
            #expect(host.mirror.keptViewCount == 3, "the page and the two views in it keep their widgets")
            #expect(gtk_widget_get_mapped(pageWidget) == 0, "and hidden")
            let views = host.mirror.mirroredViewCount

            #expect(navigation.beginInteractivePop())
            for step in 1...6 {
                navigation.updateInteractivePop(progress: Double(step) / 20)
                #expect(await host.settle(timeout: 5))
                #expect(host.mirror.mirroredViewCount == views, "step \(step): no view got new widgets")
            }
            #expect(host.mirror.contentWidget(for: label) == labelWidget, "the revealed page shows its own widgets")
            #expect(gtk_widget_get_mapped(labelWidget) != 0, "mapped again")
            navigation.finishInteractivePop()
            #expect(await host.settle(timeout: 5))
            #expect(navigation.topViewController === root)
            #expect(host.mirror.contentWidget(for: label) == labelWidget)
            #expect(host.mirror.keptViewCount == 0)
            #expect(host.mirror.mirroredViewCount < views, "the popped page's widgets went with it")
        }

        @Test func aCoveredPageThatLeavesTheStackLosesItsWidgets() async throws {
            let root = page("Root")
            let (host, navigation) = try await showStack(on: root)
            defer { host.close() }
            let baseline = host.mirror.mirroredViewCount
            var watch: GObjectWatch?
            weak var weakMiddle: ViewController?
            do {
                let middle = page("Middle")
                weakMiddle = middle
                navigation.pushViewController(middle, animated: false)
                #expect(await host.settle(timeout: 5))
                watch = GObjectWatch(try #require(host.mirror.contentWidget(for: middle.view.subviews[0])))
                navigation.pushViewController(page("Top"), animated: false)
                #expect(await host.settle(timeout: 5))
                #expect(watch?.isAlive == true, "covered, the middle page keeps its widgets")
                #expect(host.mirror.keptViewCount == 6, "two pages of three views")
                // The top stays; the middle page leaves the stack under it.
                navigation.setViewControllers([root, navigation.viewControllers[2]], animated: false)
            }
            #expect(await host.settle(timeout: 5))
            #expect(weakMiddle == nil, "the page left the stack and was freed")
            #expect(watch?.isAlive == false, "and its widgets were destroyed")
            #expect(host.mirror.keptViewCount == 3, "the root is still kept")
            _ = navigation.popToRootViewController(animated: false)
            #expect(await host.settle(timeout: 5))
            #expect(host.mirror.mirroredViewCount == baseline)
            #expect(host.mirror.keptViewCount == 0)
        }

        @Test func aViewThatIsNoPageLosesItsWidgetsAsItLeaves() async throws {
            let root = page("Root")
            let (host, _) = try await showStack(on: root)
            defer { host.close() }
            let baseline = host.mirror.mirroredViewCount
            // A view of the page, kept alive by the test but out of the window: no page of a stack.
            let label = try #require(root.view.subviews.first as? Label)
            let watch = GObjectWatch(try #require(host.mirror.contentWidget(for: label)))
            label.removeFromSuperview()
            #expect(await host.settle(timeout: 5))
            #expect(!watch.isAlive, "its widget went as it left")
            #expect(host.mirror.mirroredViewCount == baseline - 1)
            #expect(host.mirror.keptViewCount == 0)
        }
    }
}
