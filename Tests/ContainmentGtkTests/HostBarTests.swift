import CGtk
import Containment
@_spi(Testing) import ContainmentGtk
import ContainmentGtkTesting
import Testing

extension GtkTests {
    /// The generic bar renderer: navigation bars and tab bars from plain models, with real clicks.
    @Suite @MainActor struct HostBars {
        @Test func navigationBarShowsTitleAndButtonsAndRunsActions() async throws {
            let host = try await makeHost(width: 320, height: 120)
            defer { host.close() }
            var log: [String] = []
            var title = "Inbox"
            let barView = View(frame: Rect(x: 0, y: 0, width: 320, height: 44))
            host.mirror.barProvider = { view in
                guard view === barView else { return nil }
                return .navigation(
                    title: title, backItem: .init(title: "Back") { log.append("back") },
                    rightItems: [.init(title: "Edit") { log.append("edit") }])
            }
            host.window.addSubview(barView)
            #expect(await host.settle(timeout: 5))
            let box = try #require(host.mirror.contentWidget(for: barView))
            let labels = allLabels(in: box)
            #expect(labels.contains("Inbox") && labels.contains("Back") && labels.contains("Edit"), "\(labels)")

            try SyntheticInput.click(host.gtkWindow, at: centreInWindow(try #require(button(titled: "Back", in: box))))
            try SyntheticInput.click(host.gtkWindow, at: centreInWindow(try #require(button(titled: "Edit", in: box))))
            #expect(log == ["back", "edit"])

            title = "Archive"
            barView.setNeedsDisplay()
            #expect(await host.settle(timeout: 5))
            #expect(allLabels(in: box).contains("Archive"))
        }

        @Test func tabBarSelectsThroughTheModel() async throws {
            let host = try await makeHost(width: 300, height: 100)
            defer { host.close() }
            var selected = 0
            var requests: [Int] = []
            let barView = View(frame: Rect(x: 0, y: 51, width: 300, height: 49))
            host.mirror.barProvider = { view in
                guard view === barView else { return nil }
                return .tabs(["One", "Two", "Three"].enumerated().map { index, name in
                    .init(title: name, isSelected: index == selected) { requests.append(index) }
                })
            }
            host.window.addSubview(barView)
            #expect(await host.settle(timeout: 5))
            let box = try #require(host.mirror.contentWidget(for: barView))
            func activeTitles() -> [String] {
                buttons(in: box).filter { gtk_toggle_button_get_active(cgtk_toggle_button($0)) != 0 }
                    .map { String(cString: gtk_button_get_label(cgtk_button($0))) }
            }
            #expect(activeTitles() == ["One"])

            // A click asks; the model answers (here it refuses first, then accepts).
            try SyntheticInput.click(host.gtkWindow, at: centreInWindow(try #require(button(titled: "Three", in: box))))
            #expect(requests == [2])
            #expect(await host.settle(timeout: 5))
            #expect(activeTitles() == ["One"], "the model did not change, so neither does the bar")
            selected = 2
            barView.setNeedsDisplay()
            #expect(await host.settle(timeout: 5))
            #expect(activeTitles() == ["Three"])
        }
    }
}

@MainActor
func descendants(of widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
    guard cgtk_is_container(widget) != 0, let list = gtk_container_get_children(cgtk_container(widget)) else { return [] }
    var result: [UnsafeMutablePointer<GtkWidget>] = []
    var link: UnsafeMutablePointer<GList>? = list
    while let node = link {
        if let data = node.pointee.data {
            let child = data.assumingMemoryBound(to: GtkWidget.self)
            result.append(child)
            result += descendants(of: child)
        }
        link = node.pointee.next
    }
    g_list_free(list)
    return result
}

@MainActor
func allLabels(in widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
    descendants(of: widget).filter { g_type_check_instance_is_a(UnsafeMutableRawPointer($0).assumingMemoryBound(to: GTypeInstance.self), gtk_label_get_type()) != 0 }
        .map { String(cString: gtk_label_get_text(cgtk_label($0))) }
}

@MainActor
func buttons(in widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
    descendants(of: widget).filter { cgtk_is_button($0) != 0 }
}

@MainActor
func button(titled title: String, in widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
    buttons(in: widget).first { gtk_button_get_label(cgtk_button($0)).map { String(cString: $0) } == title }
}

extension GtkTests {
    /// The standard containers' bars are drawn and clickable without any set-up.
    @Suite @MainActor struct HostStandardBars {
        func controller(_ title: String) -> ViewController {
            let controller = ViewController()
            controller.title = title
            return controller
        }

        @Test func navigationBarBackButtonPops() async throws {
            let host = try await makeHost(width: 360, height: 300)
            defer { host.close() }
            let navigation = NavigationController(rootViewController: controller("Root"))
            host.window.rootViewController = navigation
            navigation.pushViewController(controller("Detail"), animated: false)
            #expect(await host.settle(timeout: 5))
            let bar = try #require(host.mirror.contentWidget(for: navigation.navigationBar.view))
            #expect(allLabels(in: bar).contains("Detail"))
            let back = try #require(button(titled: "‹ Root", in: bar), "buttons: \(allLabels(in: bar))")

            try SyntheticInput.click(host.gtkWindow, at: centreInWindow(back))
            #expect(await host.settle(timeout: 5))
            #expect(navigation.viewControllers.map(\.title) == ["Root"])
            #expect(allLabels(in: bar).contains("Root"))
            #expect(button(titled: "‹ Root", in: bar) == nil)
        }

        @Test func aHiddenNavigationBarLeavesTheWindowAndItsPlaceToTheContent() async throws {
            let host = try await makeHost(width: 360, height: 300)
            defer { host.close() }
            var taps = 0
            let root = controller("Root")
            let topButton = Button(frame: Rect(x: 0, y: 0, width: 360, height: 40), title: "Top") { taps += 1 }
            root.view.addSubview(topButton)
            let navigation = NavigationController(rootViewController: root)
            host.window.rootViewController = navigation
            #expect(await host.settle(timeout: 5))
            let bar = try #require(host.mirror.contentWidget(for: navigation.navigationBar.view))
            let buttonWidget = try #require(host.mirror.contentWidget(for: topButton))
            #expect(centreInWindow(buttonWidget).y > 44, "below the bar at first")

            navigation.setNavigationBarHidden(true, animated: true)
            #expect(await host.settle(timeout: 5))
            #expect(gtk_widget_get_mapped(bar) == 0, "the hidden bar is unmapped")
            let centre = centreInWindow(buttonWidget)
            #expect(centre.y < 40, "the content moved up into the bar's place: \(centre)")
            try SyntheticInput.click(host.gtkWindow, at: centre)
            #expect(taps == 1, "a click where the bar was reaches the content")

            navigation.setNavigationBarHidden(false, animated: true)
            #expect(await host.settle(timeout: 5))
            #expect(gtk_widget_get_mapped(bar) != 0)
            #expect(centreInWindow(buttonWidget).y > 44)
        }

        @Test func tabBarClicksSelectTabs() async throws {
            let host = try await makeHost(width: 360, height: 300)
            defer { host.close() }
            let tabs = TabBarController()
            tabs.viewControllers = [controller("Mail"), controller("Contacts")]
            host.window.rootViewController = tabs
            #expect(await host.settle(timeout: 5))
            let bar = try #require(host.mirror.contentWidget(for: tabs.tabBar.view))
            let contacts = try #require(button(titled: "Contacts", in: bar), "buttons: \(allLabels(in: bar))")
            try SyntheticInput.click(host.gtkWindow, at: centreInWindow(contacts))
            #expect(tabs.selectedIndex == 1)
            #expect(await host.settle(timeout: 5))
            let active = buttons(in: bar).filter { gtk_toggle_button_get_active(cgtk_toggle_button($0)) != 0 }
            #expect(active.map { String(cString: gtk_button_get_label(cgtk_button($0))) } == ["Contacts"])
        }
    }
}
