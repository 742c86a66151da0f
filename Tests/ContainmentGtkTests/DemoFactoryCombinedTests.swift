import CGtk
@_spi(Adapter) @_spi(Testing) import Containment
@testable import ContainmentDemo
@_spi(Testing) import ContainmentGtk
import ContainmentGtkTesting
import Foundation
import Testing

extension GtkTests {
    /// The demo's Factory and Combined scenarios in a real window, driven by real GDK clicks and
    /// drags. Set `CONTAINMENT_SHOTS_DIR` to keep the screenshots taken on the way.
    @Suite @MainActor struct DemoFactoryCombined {
        /// A 1024×700 host showing `root`, settled.
        private func host(showing root: ViewController) async throws -> GtkHost {
            let host = try GtkTestStage.makeHost(size: Size(width: 1024, height: 700), root: root)
            try #require(await GtkTestStage.show(host, timeout: 10))
            return host
        }

        /// Saves the window to `<CONTAINMENT_SHOTS_DIR>/<name>.png` when that directory is set.
        private func keep(_ snapshot: WindowSnapshot, _ name: String) throws {
            guard let directory = ProcessInfo.processInfo.environment["CONTAINMENT_SHOTS_DIR"] else { return }
            try snapshot.savePNG(to: "\(directory)/\(name).png")
        }

        /// The centre of `view`, in window coordinates.
        private func centre(of view: View) -> Point {
            view.convert(Point(x: view.bounds.width / 2, y: view.bounds.height / 2), to: nil)
        }

        @Test func clickingNewControllerShowsANewColourInTheDetailArea() async throws {
            let factory = FactoryContainerController()
            let host = try await host(showing: factory)
            defer { host.close() }
            let area = centre(of: factory.detailView)
            #expect(try pixel(host, area.x, area.y)?.isClose(to: PixelColor(FlatPalette.asbestos), tolerance: 4) == true)

            try SyntheticInput.click(host.gtkWindow, at: centre(of: factory.button))
            #expect(await host.settle(timeout: 5))
            let detail = try #require(factory.currentDetailViewController)
            #expect(detail.title == "Detail 2")
            #expect(detail.color != FlatPalette.asbestos)
            // Beside the label, the area shows the new detail's colour.
            let beside = Point(x: area.x, y: area.y + 80)
            #expect(try pixel(host, beside.x, beside.y)?.isClose(to: PixelColor(detail.color), tolerance: 4) == true)
        }

        @Test func aSwapShowsBothDetailsMidWayAndTheButtonOutOfTheWay() async throws {
            let factory = FactoryContainerController()
            factory.mode = .swap
            let host = try await host(showing: factory)
            defer { host.close() }
            let old = try #require(factory.currentDetailViewController)
            let area = factory.detailView.convert(Rect(origin: .zero, size: factory.detailView.bounds.size).origin, to: nil)
            let height = factory.detailView.bounds.height
            let restCentre = centre(of: factory.button)

            try SyntheticInput.click(host.gtkWindow, at: restCentre)
            let new = try #require(factory.children.last as? FactoryDetailController)
            #expect(new !== old)
            let midWay = await MainLoopPump.run(until: {
                let y = new.view.presentation.frame.minY
                return y > 0.35 * height && y < 0.65 * height
            })
            try #require(midWay, "the swap never reached half-way")
            _ = await MainLoopPump.runFrames(1, of: host.rootCanvas)
            let snapshot = try WindowSnapshot.capture(host.gtkWindow)
            try keep(snapshot, "factory-mid-swap")
            let top = try #require(snapshot.pixel(at: Point(x: area.x + 40, y: area.y + 0.1 * height)))
            let bottom = try #require(snapshot.pixel(at: Point(x: area.x + 40, y: area.y + 0.9 * height)))
            #expect(top.isClose(to: PixelColor(old.color), tolerance: 4), "the old detail leaves at the top: \(top)")
            #expect(bottom.isClose(to: PixelColor(new.color), tolerance: 4), "the new one comes up from below: \(bottom)")
            #expect(factory.button.presentation.frame.midY > restCentre.y, "the button is dropping")

            #expect(await MainLoopPump.run(until: { !factory.isSwapping && host.window.runningAnimationCount == 0 }))
            #expect(await host.settle(timeout: 5))
            #expect(factory.currentDetailViewController === new && old.parent == nil)
            #expect(factory.button.presentation.frame.midY == restCentre.y, "the button is back")
            let after = centre(of: factory.detailView)
            #expect(try pixel(host, after.x, after.y + 80)?.isClose(to: PixelColor(new.color), tolerance: 4) == true)
        }

        @Test func aRealHorizontalDragRecoloursTheLabel() async throws {
            let factory = FactoryContainerController()
            let host = try await host(showing: factory)
            defer { host.close() }
            let detail = try #require(factory.currentDetailViewController)
            let before = detail.captionLabel?.textColor
            let start = centre(of: factory.detailView)
            try SyntheticInput.drag(host.gtkWindow, from: Point(x: start.x - 150, y: start.y + 100),
                                    to: Point(x: start.x + 150, y: start.y + 110), steps: 10)
            #expect(detail.swipeCount == 1)
            #expect(detail.captionLabel?.textColor != before)
        }

        @Test func theCombinedRowShowsTheRefusalAfterARealClick() async throws {
            let catalog = try DemoCatalog()
            let savedHandler = ViewController.hierarchyInconsistencyHandler
            var refusals: [String] = []
            ViewController.hierarchyInconsistencyHandler = { refusals.append($0.message) }
            defer { ViewController.hierarchyInconsistencyHandler = savedHandler }
            let host = try await host(showing: catalog.menu)
            defer { host.close() }
            catalog.open(.combined)
            #expect(await host.settle(timeout: 10))
            try keep(try WindowSnapshot.capture(host.gtkWindow), "combined")
            let third = try #require(catalog.combined.viewControllers?[2] as? CombinedCustomController)
            #expect(catalog.combined.selectFromUser(index: 2))
            #expect(await host.settle(timeout: 5))
            let nest = try #require(third.nestButton)
            try SyntheticInput.click(host.gtkWindow, at: centre(of: nest))
            #expect(await host.settle(timeout: 5))
            #expect(refusals.count == 1)
            #expect(third.refusalLabel?.text?.replacingOccurrences(of: "\n", with: " ") == refusals.first.map { "Refused: \($0)" })
            #expect((catalog.combined.viewControllers?.last as? NavigationController)?.viewControllers.map(\.title) == ["Playlists"])
            try keep(try WindowSnapshot.capture(host.gtkWindow), "combined-refusal")

            #expect(catalog.combined.selectFromUser(index: 3))
            let navigation = try #require(catalog.combined.viewControllers?.last as? NavigationController)
            (navigation.topViewController as? DrillDownTableController)?.tableView.selectRowFromUser(at: IndexPath(row: 1, section: 0))
            #expect(await MainLoopPump.run(until: { navigation.viewControllers.count == 2 && host.window.runningAnimationCount == 0 }))
            #expect(await host.settle(timeout: 5))
            try keep(try WindowSnapshot.capture(host.gtkWindow), "combined-songs")
            CombinedInterface.presentModalNavigation(from: try #require(navigation.topViewController))
            #expect(await MainLoopPump.run(until: { catalog.menu.presentedViewController != nil && host.window.runningAnimationCount == 0 }))
            #expect(await host.settle(timeout: 5))
            try keep(try WindowSnapshot.capture(host.gtkWindow), "combined-modal")
            catalog.menu.presentedViewController?.dismiss(animated: false)
        }
    }
}
