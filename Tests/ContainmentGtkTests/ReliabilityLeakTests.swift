import CGtk
import Containment
@_spi(Testing) import ContainmentGtk
import Testing

extension GtkTests {
    /// Leaks in a real window: after many swaps, pushes and presentations the live widget count
    /// (views with widgets in the ``ViewMirror``) is back to its baseline, the widgets of what
    /// left are finalized, and the controllers that left are freed.
    @Suite @MainActor struct ReliabilityLeaks {
        /// A controller whose view has a colour and a label, so its widgets include native ones.
        private func screen(_ title: String) -> ViewController {
            let controller = ViewController(title: title)
            controller.view.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.8)
            controller.view.addSubview(Label(frame: Rect(x: 20, y: 60, width: 200, height: 30), text: title))
            return controller
        }

        @Test func menuSwapsReturnToTheBaselineAndFreeTheMenu() async throws {
            let host = try await makeHost(width: 800, height: 600)
            defer { host.close() }
            let baseline = host.mirror.mirroredViewCount
            var weakControllers: [() -> ViewController?] = []
            var widgets: [GObjectWatch] = []
            do {
                let children = (0..<4).map { screen("Screen \($0)") }
                let menu = try SlidingMenuController(viewControllers: children, menuTitles: children.map { $0.title ?? "" })
                menu.slideDuration = 0.05
                host.window.rootViewController = menu
                #expect(await host.settle(timeout: 10))
                let withMenu = host.mirror.mirroredViewCount
                for cycle in 0..<40 {
                    menu.replaceVisibleViewController(withViewControllerAt: (cycle + 1) % 4)
                    #expect(await host.settle(timeout: 10))
                }
                #expect(menu.visibleIndex == 0)
                #expect(host.mirror.mirroredViewCount == withMenu, "swapping back to the first row leaves as many widgets as before")
                for controller in [menu] + menu.viewControllers + children {
                    weak let weakController = controller
                    weakControllers.append { weakController }
                }
                widgets = try [menu.view, menu.menuTableView, children[0].view].map { GObjectWatch(try #require(host.mirror.widget(for: $0))) }
                host.window.rootViewController = nil
            }
            #expect(await host.settle(timeout: 10))
            #expect(host.mirror.mirroredViewCount == baseline)
            #expect(widgets.allSatisfy { !$0.isAlive }, "the widgets of the menu are finalized")
            #expect(weakControllers.compactMap { $0()?.debugName } == [], "the menu and its children are freed")
        }

        @Test func pushesAndPresentationsFreeWhatLeaves() async throws {
            let host = try await makeHost(width: 800, height: 600)
            defer { host.close() }
            let nav = NavigationController(rootViewController: screen("Root"))
            host.window.rootViewController = nav
            #expect(await host.settle(timeout: 10))
            let baseline = host.mirror.mirroredViewCount
            var weakControllers: [() -> ViewController?] = []
            var widgets: [GObjectWatch] = []
            for cycle in 0..<40 {
                let pushed = screen("Pushed \(cycle)")
                nav.pushViewController(pushed, animated: cycle % 8 == 0)
                #expect(await host.settle(timeout: 10))
                if cycle % 10 == 0 { widgets.append(GObjectWatch(try #require(host.mirror.widget(for: pushed.view)))) }
                weak let weakPushed = pushed
                weakControllers.append { weakPushed }
                nav.popViewController(animated: cycle % 8 == 4)
                #expect(await host.settle(timeout: 10))
            }
            let styles: [ModalPresentationStyle] = [.fullScreen, .pageSheet, .overFullScreen]
            for cycle in 0..<24 {
                let presented = screen("Modal \(cycle)")
                presented.modalPresentationStyle = styles[cycle % 3]
                nav.present(presented, animated: cycle % 6 == 0)
                #expect(await host.settle(timeout: 10))
                if cycle % 6 == 0 { widgets.append(GObjectWatch(try #require(host.mirror.widget(for: presented.view)))) }
                weak let weakPresented = presented
                weakControllers.append { weakPresented }
                presented.dismiss(animated: cycle % 6 == 3)
                #expect(await host.settle(timeout: 10))
            }
            #expect(host.mirror.mirroredViewCount == baseline, "as many widgets as before the cycles")
            #expect(widgets.allSatisfy { !$0.isAlive }, "the widgets of popped and dismissed views are finalized")
            #expect(weakControllers.compactMap { $0()?.debugName } == [], "popped and dismissed controllers are freed")
        }
    }
}
