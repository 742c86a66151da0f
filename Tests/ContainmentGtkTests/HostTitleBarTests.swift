import CGtk
@_spi(Testing) import Containment
@_spi(Testing) import ContainmentGtk
import ContainmentGtkTesting
import ContainmentTestSupport
import Testing

extension GtkTests {
    /// `GtkHost(titleBar: .navigationBar)`: the top navigation bar is the window's header bar.
    @Suite @MainActor struct HostTitleBar {
        func makeTitleBarHost(width: Double = 480) async throws -> GtkHost {
            let host = try GtkTestStage.makeHost(title: "Window", size: Size(width: width, height: 320), titleBar: .navigationBar)
            #expect(await GtkTestStage.show(host))
            return host
        }

        func controller(_ title: String) -> ViewController {
            let controller = ViewController()
            controller.title = title
            return controller
        }

        func headerTitle(_ host: GtkHost) throws -> String? {
            let header = try #require(host.headerBar)
            return gtk_header_bar_get_title(cgtk_header_bar(header)).map { String(cString: $0) }
        }

        @Test func theHeaderFollowsPushAndPopAndItsButtonsFireOnRealClicks() async throws {
            let host = try await makeTitleBarHost()
            defer { host.close() }
            let header = try #require(host.headerBar)
            #expect(gtk_window_get_titlebar(cgtk_window(host.gtkWindow)) == header)
            #expect(gtk_header_bar_get_show_close_button(cgtk_header_bar(header)) != 0, "the window's own buttons")
            #expect(try headerTitle(host) == "Window", "no navigation bar yet: the window's title")

            var edits = 0
            let root = controller("Inbox")
            root.navigationItem.rightBarButtonItems = [BarButtonItem(title: "Edit") { edits += 1 }]
            let navigation = NavigationController(rootViewController: root)
            host.window.rootViewController = navigation
            #expect(await host.settle(timeout: 5))
            #expect(try headerTitle(host) == "Inbox")
            #expect(navigation.navigationBar.isInWindowTitleBar)
            #expect(root.view.convert(Point.zero, to: nil).y == 0, "the content takes the bar's place")

            let edit = try #require(button(titled: "Edit", in: header), "header buttons: \(allLabels(in: header))")
            try SyntheticInput.click(host.gtkWindow, at: centreInWindow(edit))
            #expect(edits == 1, "the header's bar button runs its item's action")

            navigation.pushViewController(controller("Message"), animated: true)
            #expect(await host.settle(timeout: 5))
            #expect(try headerTitle(host) == "Message")
            let back = try #require(button(titled: "‹ Inbox", in: header), "header buttons: \(allLabels(in: header))")
            let shots = try TemporaryFolder("title-bar")
            defer { shots.remove() }
            try? WindowSnapshot.capture(host.gtkWindow).savePNG(to: shots.shotPath("title-bar.png"))
            try SyntheticInput.click(host.gtkWindow, at: centreInWindow(back))
            #expect(await host.settle(timeout: 5))
            #expect(navigation.viewControllers.count == 1, "a real click on the header's back button pops")
            #expect(try headerTitle(host) == "Inbox")
            #expect(button(titled: "‹ Inbox", in: header) == nil)
        }

        @Test func aPopoverFromAHeaderButtonPointsAtIt() async throws {
            // Wide: in a compact width a popover adapts to a sheet.
            let host = try await makeTitleBarHost(width: 900)
            defer { host.close() }
            let header = try #require(host.headerBar)
            let root = controller("Inbox")
            let item = BarButtonItem(title: "Details")
            var clicks = 0
            item.action = { [weak root] in
                clicks += 1
                let details = ViewController()
                details.preferredContentSize = Size(width: 200, height: 120)
                details.modalPresentationStyle = .popover
                details.popoverPresentationController?.barButtonItem = item
                root?.navigationController?.present(details, animated: false)
            }
            root.navigationItem.rightBarButtonItems = [item]
            host.window.rootViewController = NavigationController(rootViewController: root)
            #expect(await host.settle(timeout: 5))
            let widget = try #require(button(titled: "Details", in: header), "header buttons: \(allLabels(in: header))")
            try SyntheticInput.click(host.gtkWindow, at: centreInWindow(widget))
            #expect(await host.settle(timeout: 5))
            #expect(clicks == 1)
            let presented = host.window.rootViewController?.presentedViewController
            let popover = try #require(presented?.popoverPresentationController, "presented: \(String(describing: presented))")
            #expect(popover.arrowDirection == .up)
            // The header button's middle, in the content's (the core window's) coordinates.
            var x: Int32 = 0, y: Int32 = 0
            _ = gtk_widget_translate_coordinates(widget, host.rootCanvas, gtk_widget_get_allocated_width(widget) / 2, 0, &x, &y)
            let arrowMiddle = popover.arrowView.convert(Point(x: popover.arrowView.bounds.midX, y: 0), to: nil).x
            #expect(abs(arrowMiddle - Double(x)) < 2, "the arrow points at the header's button: \(arrowMiddle) vs \(x)")
        }

        @Test func theHeaderFollowsTabSwitchesAndPresentations() async throws {
            let host = try await makeTitleBarHost()
            defer { host.close() }
            let mail = NavigationController(rootViewController: controller("Mail"))
            let contacts = NavigationController(rootViewController: controller("Contacts"))
            let tabs = TabBarController()
            tabs.viewControllers = [mail, contacts]
            host.window.rootViewController = tabs
            #expect(await host.settle(timeout: 5))
            #expect(try headerTitle(host) == "Mail")
            tabs.selectedIndex = 1
            #expect(await host.settle(timeout: 5))
            #expect(try headerTitle(host) == "Contacts")
            #expect(contacts.navigationBar.isInWindowTitleBar && !mail.navigationBar.isInWindowTitleBar)

            let sheet = NavigationController(rootViewController: controller("Compose"))
            sheet.modalPresentationStyle = .fullScreen
            tabs.present(sheet, animated: false)
            #expect(await host.settle(timeout: 5))
            #expect(try headerTitle(host) == "Compose")
            tabs.dismiss(animated: false)
            #expect(await host.settle(timeout: 5))
            #expect(try headerTitle(host) == "Contacts")
        }

        @Test func rebuiltButtonsAndTheHeaderAreFreedAndTheBarGetsItsPlaceBack() async throws {
            let host = try await makeTitleBarHost()
            let header = try #require(host.headerBar)
            let navigation = NavigationController(rootViewController: controller("Root"))
            host.window.rootViewController = navigation
            navigation.pushViewController(controller("Detail"), animated: false)
            #expect(await host.settle(timeout: 5))
            let back = GObjectWatch(try #require(button(titled: "‹ Root", in: header)))
            navigation.popViewController(animated: false)
            #expect(await host.settle(timeout: 5))
            #expect(!back.isAlive, "a button the header no longer shows is destroyed")
            let headerWatch = GObjectWatch(header)
            host.close()
            #expect(!headerWatch.isAlive, "the header bar goes with the window")
            #expect(!navigation.navigationBar.isInWindowTitleBar, "the bar gets its place back")
        }

        @Test func withoutOptingInTheSystemTitleBarStays() async throws {
            let host = try await makeHost()
            defer { host.close() }
            #expect(host.headerBar == nil)
            #expect(gtk_window_get_titlebar(cgtk_window(host.gtkWindow)) == nil)
            let navigation = NavigationController(rootViewController: controller("Root"))
            host.window.rootViewController = navigation
            #expect(await host.settle(timeout: 5))
            #expect(!navigation.navigationBar.isInWindowTitleBar)
        }
    }
}
