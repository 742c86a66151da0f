import Foundation
import CGtk
@_spi(Adapter) import Containment
@_spi(Testing) import ContainmentGtk
import ContainmentGtkTesting
import ContainmentTestSupport
import Testing

extension GtkTests {
    /// Right to left in real windows: the host follows its GtkWindow's direction (GTK's default
    /// unless set on the window, as here, so other tests keep theirs), and what the core mirrors
    /// shows mirrored on screen.
    @Suite @MainActor struct HostDirection {
        /// A host whose GtkWindow lays out right to left, shown and settled, at the screen's corner.
        func rightToLeftHost(width: Double = 400, height: Double = 300) async throws -> GtkHost {
            let host = try GtkTestStage.makeHost(title: "RTL", size: Size(width: width, height: height))
            gtk_widget_set_direction(host.gtkWindow, GTK_TEXT_DIR_RTL)
            #expect(await GtkTestStage.show(host))
            return host
        }

        func coloured(_ title: String, _ color: Color) -> ViewController {
            let controller = ViewController()
            controller.title = title
            controller.view.backgroundColor = color
            return controller
        }

        @Test func theHostTakesTheGtkWindowsDirection() async throws {
            let host = try await rightToLeftHost()
            defer { host.close() }
            #expect(host.window.userInterfaceLayoutDirection == .rightToLeft)
            #expect(host.window.traitCollection.layoutDirection == .rightToLeft)
            let ltr = try await makeHost()
            defer { ltr.close() }
            #expect(ltr.window.userInterfaceLayoutDirection == .leftToRight)
        }

        @Test func theBackButtonIsOnTheRightAndAPushEntersFromTheLeft() async throws {
            let host = try await rightToLeftHost()
            defer { host.close() }
            let shots = try TemporaryFolder("rtl-push")
            defer { shots.remove() }
            let root = coloured("Root", testRed)
            let navigation = NavigationController(rootViewController: root)
            host.window.rootViewController = navigation
            #expect(await host.settle(timeout: 5))

            let detail = coloured("Detail", testBlue)
            navigation.pushViewController(detail, animated: true)
            // Mid-slide: the pushed (blue) view covers the left part, the root (red) the right.
            let midway = await MainLoopPump.run(until: {
                let x = detail.view.presentation.frame.minX
                return x > -300 && x < -100
            })
            try #require(midway, "the push never reached the middle of its slide")
            _ = await MainLoopPump.runFrames(1, of: host.rootCanvas)
            let mid = try WindowSnapshot.capture(host.gtkWindow)
            let shownX = detail.view.presentation.frame.minX
            let leftEdge = try #require(mid.pixel(at: Point(x: 10, y: 200)))
            let rightEdge = try #require(mid.pixel(at: Point(x: 390, y: 200)))
            #expect(leftEdge.isClose(to: PixelColor(testBlue), tolerance: 10), "the pushed view enters from the left (at x \(shownX)): \(leftEdge)")
            #expect(rightEdge.isClose(to: PixelColor(testRed), tolerance: 10), "the root leaves to the right: \(rightEdge)")
            try? mid.savePNG(to: shots.shotPath("rtl-push-mid.png"))

            #expect(await host.settle(timeout: 5))
            let bar = try #require(host.mirror.contentWidget(for: navigation.navigationBar.view))
            let back = try #require(button(titled: "› Root", in: bar), "buttons: \(allLabels(in: bar))")
            let backX = centreInWindow(back).x
            #expect(backX > 300, "the back button sits at the right end of the bar: x \(backX)")
            try? WindowSnapshot.capture(host.gtkWindow).savePNG(to: shots.shotPath("rtl-pushed.png"))
            try SyntheticInput.click(host.gtkWindow, at: centreInWindow(back))
            #expect(await host.settle(timeout: 5))
            #expect(navigation.viewControllers.count == 1, "a real click on the mirrored back button pops")
        }

        @Test func theLeadingDrawerOpensOnTheRight() async throws {
            let host = try await rightToLeftHost()
            defer { host.close() }
            let drawer = DrawerController(
                center: coloured("Center", testRed), left: coloured("Left", testBlue), right: coloured("Right", testGreen))
            drawer.showsShadow = false
            host.window.rootViewController = drawer
            drawer.open(.left, animated: false)
            #expect(await host.settle(timeout: 5))
            #expect(try pixel(host, 390, 150)?.isClose(to: PixelColor(testBlue), tolerance: 10) == true, "the left drawer on the right edge")
            #expect(try pixel(host, 10, 150)?.isClose(to: PixelColor(testRed), tolerance: 10) == true, "the center moved left")
            drawer.close(animated: false)
            drawer.open(.right, animated: false)
            #expect(await host.settle(timeout: 5))
            #expect(try pixel(host, 10, 150)?.isClose(to: PixelColor(testGreen), tolerance: 10) == true, "the right drawer on the left edge")
        }

        @Test func aRowsDisclosureChevronPointsLeftAndItsLabelIsRightToLeft() async throws {
            let host = try await rightToLeftHost()
            defer { host.close() }
            let source = DisclosureRows()
            let table = TableView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
            table.dataSource = source
            host.window.addSubview(table)
            #expect(await host.settle(timeout: 5))
            let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
            let chevron = try #require(cell.subviews.compactMap { $0 as? Label }.first { $0.text == "›" })
            let text = try #require(cell.textLabel)
            let chevronWidget = try #require(host.mirror.contentWidget(for: chevron))
            let textWidget = try #require(host.mirror.contentWidget(for: text))
            // "›" is bidi-mirrored: a right-to-left label draws it as "‹", pointing the way a push goes.
            #expect(gtk_label_get_text(cgtk_label(chevronWidget)).map { String(cString: $0) } == "›")
            #expect(gtk_widget_get_direction(chevronWidget) == GTK_TEXT_DIR_RTL)
            #expect(gtk_label_get_text(cgtk_label(textWidget)).map { String(cString: $0) } == "Detail")
            #expect(gtk_widget_get_direction(textWidget) == GTK_TEXT_DIR_RTL)
            #expect(centreInWindow(chevronWidget).x < centreInWindow(textWidget).x, "the chevron at the left, the leading edge")
        }

        @Test func tabsRunRightToLeftAndAForcedViewKeepsItsBarLeftToRight() async throws {
            let host = try await rightToLeftHost()
            defer { host.close() }
            let tabs = TabBarController()
            tabs.viewControllers = [coloured("One", testRed), coloured("Two", testBlue), coloured("Three", testGreen)]
            host.window.rootViewController = tabs
            #expect(await host.settle(timeout: 5))
            let bar = try #require(host.mirror.contentWidget(for: tabs.tabBar.view))
            func xs() throws -> [Double] {
                try ["One", "Two", "Three"].map { try centreInWindow(#require(button(titled: $0, in: bar))).x }
            }
            let mirrored = try xs()
            #expect(mirrored[0] > mirrored[1] && mirrored[1] > mirrored[2], "tabs from the right: \(mirrored)")

            tabs.view.semanticContentAttribute = .forceLeftToRight
            #expect(await host.settle(timeout: 5))
            // The box lays its buttons out again in GTK's next layout phase.
            _ = await MainLoopPump.runFrames(2, of: host.rootCanvas)
            let forced = try xs()
            #expect(forced[0] < forced[1] && forced[1] < forced[2], "opted out, left to right: \(forced) dir \(gtk_widget_get_direction(bar)) \(tabs.tabBar.view.effectiveUserInterfaceLayoutDirection)")
        }
    }
}

/// One row with a disclosure indicator.
@MainActor
final class DisclosureRows: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Detail"
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}
