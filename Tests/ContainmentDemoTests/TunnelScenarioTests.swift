@_spi(Adapter) import Containment
import Testing
@testable import ContainmentDemo

@MainActor @Suite struct TunnelScenarioTests {
    /// The stage with the Tunnel row shown and the lines of getting there dropped.
    private func tunnelStage() throws -> (DemoStage, TunnelController) {
        let stage = try DemoStage()
        stage.select(.tunnel)
        _ = stage.takeLines()
        return (stage, stage.catalog.tunnel)
    }

    /// Drags with real pointer events through the window, from `start` by `offset` (window points).
    private func drag(_ stage: DemoStage, from start: Point, by offset: Point) {
        let end = Point(x: start.x + offset.x, y: start.y + offset.y)
        stage.window.handlePointer(PointerEvent(.began, at: start, time: stage.clock.currentTime))
        stage.window.handlePointer(PointerEvent(.moved, at: Point(x: start.x + offset.x / 2, y: start.y + offset.y / 2), time: stage.clock.currentTime + 0.05))
        stage.window.handlePointer(PointerEvent(.moved, at: end, time: stage.clock.currentTime + 0.1))
        stage.window.handlePointer(PointerEvent(.ended, at: end, time: stage.clock.currentTime + 0.15))
        stage.clock.advance(by: 0.2)
    }

    @Test func theRowShowsTwoContainersEachHoldingAMapAndTheExitIsTheAntipode() throws {
        let (stage, tunnel) = try tunnelStage()
        defer { stage.tearDown() }
        #expect(stage.catalog.rowController(for: .tunnel).title == "Tunnel Navigation")
        #expect(stage.catalog.visibleTitle == "Tunnel")
        #expect(tunnel.children.map(\.title) == ["Start Map", "Exit Map"])
        #expect(identical(tunnel.view.subviews, [tunnel.topContainer, tunnel.bottomContainer]))
        #expect(identical(tunnel.topContainer.subviews, [tunnel.startMap.view]))
        #expect(identical(tunnel.bottomContainer.subviews, [tunnel.exitMap.view]))
        #expect(tunnel.startMap.view.frame == tunnel.topContainer.bounds)
        #expect(tunnel.topContainer.frame.maxY < tunnel.bottomContainer.frame.minY)
        #expect(tunnel.startMap.currentLocation == TunnelController.defaultStart)
        #expect(tunnel.exitMap.currentLocation == TunnelController.defaultStart.antipode)
        #expect(tunnel.startMap.mapView?.places.count == 312)
        #expect(tunnel.startMap.mapView?.highlightedPlace?.name == "Denver")
        #expect(tunnel.exitMap.mapView?.highlightedPlace?.name == "Mauritius")
        #expect(tunnel.navigationItem.rightBarButtonItem?.title == "Radar")
        #expect(stage.reportedRefusals.isEmpty)
    }

    @Test func thePlacesFileIsReadWhenTheTunnelFirstShowsNotAtStart() throws {
        let stage = try DemoStage()
        defer { stage.tearDown() }
        #expect(!stage.catalog.tunnel.startMap.placeSource.isLoaded, "the demo started without parsing the places")
        stage.select(.tunnel)
        #expect(stage.catalog.tunnel.startMap.placeSource.isLoaded)
        #expect(stage.catalog.tunnel.startMap.mapView?.places.count == 312)
    }

    @Test func draggingTheMarkerMovesTheStartAndTheParentMovesTheExitToItsAntipode() throws {
        let (stage, tunnel) = try tunnelStage()
        defer { stage.tearDown() }
        let map = try #require(tunnel.startMap.mapView)
        let marker = map.markerPoint
        let expected = map.projection.coordinate(for: Point(x: marker.x + 120, y: marker.y + 60))
        drag(stage, from: map.convert(marker, to: nil), by: Point(x: 120, y: 60))
        #expect(tunnel.startMap.currentLocation == expected)
        #expect(tunnel.startMap.currentLocation.longitude > TunnelController.defaultStart.longitude + 30)
        #expect(tunnel.startMap.currentLocation.latitude < TunnelController.defaultStart.latitude - 15)
        #expect(tunnel.exitMap.currentLocation == expected.antipode)
        #expect(tunnel.exitMap.mapView?.markerLocation == expected.antipode)
        #expect(tunnel.startInfo.location == expected)
        #expect(tunnel.exitInfo.location == expected.antipode)
        #expect(stage.takeLines().isEmpty, "dragging sends no lifecycle callbacks")
    }

    @Test func aDragThatStartsAwayFromTheMarkerMovesNothing() throws {
        let (stage, tunnel) = try tunnelStage()
        defer { stage.tearDown() }
        let map = try #require(tunnel.startMap.mapView)
        let away = Point(x: map.markerPoint.x + 60, y: map.markerPoint.y + 40)
        drag(stage, from: map.convert(away, to: nil), by: Point(x: 100, y: 0))
        #expect(tunnel.startMap.currentLocation == TunnelController.defaultStart)
        #expect(tunnel.exitMap.currentLocation == TunnelController.defaultStart.antipode)
    }

    @Test func radarFlipsEachContainerToGeoInfoAndBackWithBalancedCallbacks() throws {
        let (stage, tunnel) = try tunnelStage()
        defer { stage.tearDown() }
        tunnel.navigationItem.rightBarButtonItem?.sendAction()
        // Mid-flip: each container turns on its own; the parent's view does not.
        stage.clock.advance(by: TunnelController.flipDuration / 2)
        #expect(tunnel.topContainer.activeTransition?.kind == .flipFromLeft)
        #expect(tunnel.topContainer.activeTransition?.fromView === tunnel.startMap.view)
        #expect(tunnel.topContainer.activeTransition?.toView === tunnel.startInfo.view)
        #expect(tunnel.bottomContainer.activeTransition?.toView === tunnel.exitInfo.view)
        #expect(tunnel.view.activeTransition == nil)
        #expect(stage.catalog.rowController(for: .tunnel).view.activeTransition == nil)
        tunnel.navigationItem.rightBarButtonItem?.sendAction()  // ignored while flipping
        stage.clock.advance(by: 1)
        #expect(stage.takeLines() == [
            "lifecycle: Start Info viewDidLoad",
            "lifecycle: Start Info willMove parent=Tunnel",
            "lifecycle: Start Map willMove parent=nil",
            "lifecycle: Start Map viewWillDisappear animated=true",
            "lifecycle: Start Info viewWillAppear animated=true",
            "lifecycle: Exit Info viewDidLoad",
            "lifecycle: Exit Info willMove parent=Tunnel",
            "lifecycle: Exit Map willMove parent=nil",
            "lifecycle: Exit Map viewWillDisappear animated=true",
            "lifecycle: Exit Info viewWillAppear animated=true",
            "lifecycle: Start Map viewDidDisappear animated=true",
            "lifecycle: Start Info viewDidAppear animated=true",
            "lifecycle: Start Info didMove parent=Tunnel",
            "lifecycle: Start Map didMove parent=nil",
            "lifecycle: Exit Map viewDidDisappear animated=true",
            "lifecycle: Exit Info viewDidAppear animated=true",
            "lifecycle: Exit Info didMove parent=Tunnel",
            "lifecycle: Exit Map didMove parent=nil",
        ])
        #expect(tunnel.isShowingInfo)
        #expect(tunnel.children.map(\.title) == ["Start Info", "Exit Info"])
        #expect(identical(tunnel.topContainer.subviews, [tunnel.startInfo.view]))
        #expect(identical(tunnel.bottomContainer.subviews, [tunnel.exitInfo.view]))
        #expect(tunnel.startInfo.view.frame == tunnel.topContainer.bounds)
        #expect(tunnel.topContainer.activeTransition == nil && tunnel.bottomContainer.activeTransition == nil)
        #expect(tunnel.startInfo.nameLabel?.text == "Denver")
        #expect(tunnel.exitInfo.nameLabel?.text == "Mauritius")
        #expect(tunnel.exitInfo.detailLabel?.text?.hasSuffix("· Indian/Mauritius · MU") == true)
        #expect(tunnel.startMap.appearanceState == .disappeared && tunnel.startInfo.appearanceState == .appeared)

        tunnel.navigationItem.rightBarButtonItem?.sendAction()
        stage.clock.advance(by: TunnelController.flipDuration / 2)
        #expect(tunnel.topContainer.activeTransition?.kind == .flipFromRight)
        stage.clock.advance(by: 1)
        #expect(stage.takeLines() == [
            "lifecycle: Start Map willMove parent=Tunnel",
            "lifecycle: Start Info willMove parent=nil",
            "lifecycle: Start Info viewWillDisappear animated=true",
            "lifecycle: Start Map viewWillAppear animated=true",
            "lifecycle: Exit Map willMove parent=Tunnel",
            "lifecycle: Exit Info willMove parent=nil",
            "lifecycle: Exit Info viewWillDisappear animated=true",
            "lifecycle: Exit Map viewWillAppear animated=true",
            "lifecycle: Start Info viewDidDisappear animated=true",
            "lifecycle: Start Map viewDidAppear animated=true",
            "lifecycle: Start Map didMove parent=Tunnel",
            "lifecycle: Start Info didMove parent=nil",
            "lifecycle: Exit Info viewDidDisappear animated=true",
            "lifecycle: Exit Map viewDidAppear animated=true",
            "lifecycle: Exit Map didMove parent=Tunnel",
            "lifecycle: Exit Info didMove parent=nil",
        ])
        #expect(!tunnel.isShowingInfo)
        #expect(tunnel.children.map(\.title) == ["Start Map", "Exit Map"])
        #expect(identical(tunnel.topContainer.subviews, [tunnel.startMap.view]))
        #expect(identical(tunnel.bottomContainer.subviews, [tunnel.exitMap.view]))
        #expect(tunnel.startMap.appearanceState == .appeared && tunnel.startInfo.appearanceState == .disappeared)
        #expect(stage.reportedRefusals.isEmpty)
    }

    @Test func theInfoFollowsAMoveMadeBeforeTheFlip() throws {
        let (stage, tunnel) = try tunnelStage()
        defer { stage.tearDown() }
        // Rome's antipode is in the Pacific, south-east of New Zealand.
        tunnel.startMap.currentLocation = GeoCoordinate(latitude: 41.9, longitude: 12.5)
        tunnel.flip()
        stage.clock.advance(by: 1)
        #expect(tunnel.startInfo.nameLabel?.text == "Rome")
        #expect(tunnel.exitInfo.nameLabel?.text == "Chatham")
        #expect(tunnel.exitMap.currentLocation == GeoCoordinate(latitude: -41.9, longitude: -167.5))
    }

    @Test func withoutPlacesTheInfoSaysWhy() {
        let tunnel = TunnelController(places: [], placesProblem: "zone1970.tab: has no place lines")
        #expect(GeoInfoViewController.placeName(for: tunnel.startInfo.location, in: []) == "No known places")
        #expect(GeoInfoViewController.detail(for: tunnel.startInfo.location, in: [], problem: tunnel.startInfo.placesProblem)
            == "zone1970.tab: has no place lines")
    }
}

/// Whether two view lists hold the same views in the same order.
@MainActor
private func identical(_ views: [View], _ expected: [View]) -> Bool {
    views.count == expected.count && zip(views, expected).allSatisfy { $0 === $1 }
}
