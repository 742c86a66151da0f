import CGtk
import Containment
@_spi(Testing) import ContainmentGtk
import ContainmentGtkTesting
import ContainmentTestSupport
import Foundation
import Testing

/// The button of a bar whose accessible name is `name` (an icon button has no label).
@MainActor
func barItemButton(named name: String, in widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
    buttons(in: widget).first { button in
        gtk_widget_get_accessible(button).flatMap { atk_object_get_name($0) }.map { String(cString: $0) } == name
    }
}

/// The icon name a button's image shows, if it shows a named icon.
@MainActor
func iconName(of button: UnsafeMutablePointer<GtkWidget>) -> String? {
    guard let image = gtk_button_get_image(cgtk_button(button)) else { return nil }
    var name: UnsafePointer<gchar>?
    gtk_image_get_icon_name(cgtk_image(image), &name, nil)
    return name.map { String(cString: $0) }
}

/// Saves the window to `<CONTAINMENT_SHOTS_DIR>/<name>.png` when that directory is set.
@MainActor
func keepBarShot(_ host: GtkHost, _ name: String) throws {
    guard let directory = ProcessInfo.processInfo.environment["CONTAINMENT_SHOTS_DIR"] else { return }
    try WindowSnapshot.capture(host.gtkWindow).savePNG(to: "\(directory)/\(name).png")
}

extension GtkTests {
    /// Bar button items in real bars: system icons, clicks that reach the right item, state
    /// applied in place, frames known before any click, the toolbar.
    @Suite @MainActor struct HostBarItems {
        func controller(_ title: String) -> ViewController {
            let controller = ViewController()
            controller.title = title
            return controller
        }

        @Test func systemItemsShowTheIconThemesSymbolicIconsAndEachClickRunsItsOwnItem() async throws {
            let host = try await makeHost(width: 480, height: 300)
            defer { host.close() }
            var log: [String] = []
            let root = controller("Inbox")
            let compose = BarButtonItem(systemItem: .compose) { log.append("compose") }
            let filter = BarButtonItem(title: "Filter") { log.append("filter") }
            root.navigationItem.rightBarButtonItems = [compose, filter]
            root.navigationItem.leftBarButtonItems = [BarButtonItem(systemItem: .edit) { log.append("edit") },
                                                      BarButtonItem(systemItem: .trash) { log.append("trash") }]
            let navigation = NavigationController(rootViewController: root)
            host.window.rootViewController = navigation
            #expect(await host.settle(timeout: 5))
            try keepBarShot(host, "bar-system-items")
            let bar = try #require(host.mirror.contentWidget(for: navigation.navigationBar.view))
            let composeButton = try #require(barItemButton(named: "Compose", in: bar), "buttons: \(allLabels(in: bar))")
            #expect(iconName(of: composeButton) == "document-edit-symbolic")
            #expect(iconName(of: try #require(barItemButton(named: "Delete", in: bar))) == "user-trash-symbolic")
            #expect(button(titled: "Edit", in: bar) != nil, "Edit is a text button, as UIKit's")
            let filterButton = try #require(button(titled: "Filter", in: bar))
            // UIKit's order: the first right item is nearest the trailing edge.
            #expect(centreInWindow(composeButton).x > centreInWindow(filterButton).x)

            try SyntheticInput.click(host.gtkWindow, at: centreInWindow(filterButton))
            try SyntheticInput.click(host.gtkWindow, at: centreInWindow(composeButton))
            try SyntheticInput.click(host.gtkWindow, at: centreInWindow(try #require(barItemButton(named: "Delete", in: bar))))
            #expect(log == ["filter", "compose", "trash"], "each click runs its own item")
        }

        @Test func aDisabledItemGreysAtOnceIgnoresClicksAndComesBack() async throws {
            let host = try await makeHost(width: 400, height: 200)
            defer { host.close() }
            var sent = 0
            let root = controller("Message")
            let send = BarButtonItem(title: "Send") { sent += 1 }
            root.navigationItem.rightBarButtonItem = send
            let navigation = NavigationController(rootViewController: root)
            host.window.rootViewController = navigation
            #expect(await host.settle(timeout: 5))
            let bar = try #require(host.mirror.contentWidget(for: navigation.navigationBar.view))
            let widget = try #require(button(titled: "Send", in: bar))
            #expect(gtk_widget_get_sensitive(widget) != 0)

            send.isEnabled = false
            #expect(await host.settle(timeout: 5))
            #expect(button(titled: "Send", in: bar) == widget, "the same button, greyed in place")
            #expect(gtk_widget_get_sensitive(widget) == 0, "greyed at once")
            try SyntheticInput.click(host.gtkWindow, at: centreInWindow(widget))
            #expect(sent == 0, "a disabled item ignores clicks")

            send.isEnabled = true
            #expect(await host.settle(timeout: 5))
            #expect(gtk_widget_get_sensitive(widget) != 0)
            try SyntheticInput.click(host.gtkWindow, at: centreInWindow(widget))
            #expect(sent == 1)

            send.toolTip = "Send now"
            #expect(await host.settle(timeout: 5))
            #expect(gtk_widget_get_tooltip_text(widget).map { String(cString: $0) } == "Send now")
        }

        @Test func everyButtonsFrameIsKnownAfterLayoutBeforeAnyClick() async throws {
            // Wide enough for a regular width, where a popover stays a popover.
            let host = try await makeHost(width: 900, height: 400)
            defer { host.close() }
            let root = controller("Inbox")
            let share = BarButtonItem(systemItem: .action) {}
            let filter = BarButtonItem(title: "Filter") {}
            root.navigationItem.rightBarButtonItems = [share, filter]
            let navigation = NavigationController(rootViewController: root)
            host.window.rootViewController = navigation
            #expect(await host.settle(timeout: 5))
            let bar = try #require(host.mirror.contentWidget(for: navigation.navigationBar.view))
            for (item, name) in [(share, "Share"), (filter, "Filter")] {
                let frame = try #require(item.frameInBar, "\(name)'s frame is known before any click")
                let widget = try #require(barItemButton(named: name, in: bar))
                let centre = centreInWindow(widget)
                let inWindow = navigation.navigationBar.view.convert(Point(x: frame.midX, y: frame.midY), to: nil)
                #expect(abs(inWindow.x - centre.x) <= 1 && abs(inWindow.y - centre.y) <= 1, "\(name): \(frame) vs \(centre)")
            }
            // A popover from the item points at the drawn button from the start.
            let popover = ViewController()
            popover.preferredContentSize = Size(width: 160, height: 100)
            popover.modalPresentationStyle = .popover
            popover.popoverPresentationController?.barButtonItem = share
            navigation.present(popover, animated: false)
            #expect(await host.settle(timeout: 5))
            let shareCentre = centreInWindow(try #require(barItemButton(named: "Share", in: bar)))
            let shown = popover.view.convert(Point(x: popover.view.bounds.midX, y: 0), to: nil)
            #expect(abs(shown.x - shareCentre.x) < 90, "the popover hangs under Share: \(shown) vs \(shareCentre)")
            #expect(shown.y >= 40, "below the bar: \(shown)")
        }

        @Test func theToolbarFollowsPushesAndLaysItsItemsOutBySpaces() async throws {
            let host = try await makeHost(width: 480, height: 320)
            defer { host.close() }
            var log: [String] = []
            let root = controller("Notes")
            let count = BarButtonItem(title: "3 Notes") {}
            root.toolbarItems = [.flexibleSpace(), count, .flexibleSpace(), BarButtonItem(systemItem: .compose) { log.append("compose") }]
            let navigation = NavigationController(rootViewController: root)
            navigation.isToolbarHidden = false
            host.window.rootViewController = navigation
            #expect(await host.settle(timeout: 5))
            try keepBarShot(host, "toolbar")
            let toolbar = try #require(host.mirror.contentWidget(for: navigation.toolbar))
            #expect(descendants(of: toolbar).contains { g_type_check_instance_is_a(UnsafeMutableRawPointer($0).assumingMemoryBound(to: GTypeInstance.self), gtk_action_bar_get_type()) != 0 },
                    "drawn as GNOME's action bar")
            let compose = try #require(barItemButton(named: "Compose", in: toolbar))
            #expect(iconName(of: compose) == "document-edit-symbolic")
            let composeCentre = centreInWindow(compose)
            #expect(composeCentre.x > 480 - 40, "a flexible space pushes Compose to the trailing edge: \(composeCentre)")
            #expect(composeCentre.y > 320 - 44, "at the bottom of the window")
            let countCentre = centreInWindow(try #require(button(titled: "3 Notes", in: toolbar)))
            #expect(abs(countCentre.x - 240) < 40, "two flexible spaces centre the count: \(countCentre)")
            try SyntheticInput.click(host.gtkWindow, at: composeCentre)
            #expect(log == ["compose"])

            let detail = controller("Note")
            detail.toolbarItems = [BarButtonItem(systemItem: .trash) { log.append("trash") }]
            navigation.pushViewController(detail, animated: true)
            #expect(await host.settle(timeout: 5))
            #expect(barItemButton(named: "Compose", in: toolbar) == nil, "the pushed controller's items replace the root's")
            let trash = try #require(barItemButton(named: "Delete", in: toolbar))
            try SyntheticInput.click(host.gtkWindow, at: centreInWindow(trash))
            #expect(log == ["compose", "trash"])

            navigation.popViewController(animated: true)
            #expect(await host.settle(timeout: 5))
            #expect(barItemButton(named: "Compose", in: toolbar) != nil, "popped: the root's items again")
            #expect(barItemButton(named: "Delete", in: toolbar) == nil)
        }

        @Test func theHeaderBarGreysItsItemsInPlaceAndKnowsTheirFrames() async throws {
            let host = try GtkTestStage.makeHost(title: "Window", size: Size(width: 480, height: 320), titleBar: .navigationBar)
            #expect(await GtkTestStage.show(host))
            defer { host.close() }
            var log: [String] = []
            let root = controller("Inbox")
            let compose = BarButtonItem(systemItem: .compose) { log.append("compose") }
            let filter = BarButtonItem(title: "Filter") { log.append("filter") }
            root.navigationItem.rightBarButtonItems = [compose, filter]
            let navigation = NavigationController(rootViewController: root)
            host.window.rootViewController = navigation
            #expect(await host.settle(timeout: 5))
            let header = try #require(host.headerBar)
            let composeButton = try #require(barItemButton(named: "Compose", in: header))
            #expect(iconName(of: composeButton) == "document-edit-symbolic")
            #expect(compose.frameInBar != nil && filter.frameInBar != nil, "known before any click")
            try SyntheticInput.click(host.gtkWindow, at: centreInWindow(try #require(button(titled: "Filter", in: header))))
            #expect(log == ["filter"])
            compose.isEnabled = false
            #expect(await host.settle(timeout: 5))
            #expect(barItemButton(named: "Compose", in: header) == composeButton && gtk_widget_get_sensitive(composeButton) == 0)
            try SyntheticInput.click(host.gtkWindow, at: centreInWindow(composeButton))
            #expect(log == ["filter"], "the disabled item ignores the click")
        }

        @Test func aRightToLeftToolbarLaysItsItemsOutFromTheRight() async throws {
            let host = try GtkTestStage.makeHost(title: "RTL", size: Size(width: 400, height: 240))
            gtk_widget_set_direction(host.gtkWindow, GTK_TEXT_DIR_RTL)
            #expect(await GtkTestStage.show(host))
            defer { host.close() }
            let root = controller("Notes")
            root.toolbarItems = [BarButtonItem(systemItem: .trash) {}, .flexibleSpace(), BarButtonItem(systemItem: .compose) {}]
            let navigation = NavigationController(rootViewController: root)
            navigation.isToolbarHidden = false
            host.window.rootViewController = navigation
            #expect(await host.settle(timeout: 5))
            let toolbar = try #require(host.mirror.contentWidget(for: navigation.toolbar))
            let trash = centreInWindow(try #require(barItemButton(named: "Delete", in: toolbar)))
            let compose = centreInWindow(try #require(barItemButton(named: "Compose", in: toolbar)))
            #expect(trash.x > 400 - 40, "the first item at the leading edge, the right: \(trash)")
            #expect(compose.x < 40, "the last, after the flexible space, at the left: \(compose)")
        }
    }
}
