import Containment
import Foundation
import Testing
@testable import ContainmentDemo

@Suite struct TunnelGeometryTests {
    private func place(_ name: String, _ latitude: Double, _ longitude: Double) -> Place {
        Place(name: name, zone: "Test/\(name)", countryCodes: ["XX"], coordinate: GeoCoordinate(latitude: latitude, longitude: longitude))
    }

    @Test func antipodeNegatesLatitudeAndTurnsLongitudeHalfwayRound() {
        #expect(GeoCoordinate(latitude: 39.74, longitude: -104.98).antipode == GeoCoordinate(latitude: -39.74, longitude: 75.02))
        #expect(GeoCoordinate(latitude: 10, longitude: 30).antipode == GeoCoordinate(latitude: -10, longitude: -150))
        #expect(GeoCoordinate(latitude: 0, longitude: 0).antipode == GeoCoordinate(latitude: 0, longitude: 180))
        #expect(GeoCoordinate(latitude: 0, longitude: 180).antipode == GeoCoordinate(latitude: 0, longitude: 0))
        #expect(GeoCoordinate(latitude: -90, longitude: -180).antipode == GeoCoordinate(latitude: 90, longitude: 0))
        let start = GeoCoordinate(latitude: 45.5, longitude: 9.25)
        #expect(start.antipode.antipode == start)
    }

    @Test func longitudesWrapIntoTheRange() {
        #expect(GeoCoordinate.wrappedLongitude(190) == -170)
        #expect(GeoCoordinate.wrappedLongitude(-190) == 170)
        #expect(GeoCoordinate.wrappedLongitude(540) == 180)
        #expect(GeoCoordinate.wrappedLongitude(360) == 0)
        #expect(GeoCoordinate.wrappedLongitude(-180) == -180)
        #expect(GeoCoordinate.wrappedLongitude(75) == 75)
    }

    @Test func greatCircleDistancesMatchKnownValues() {
        let halfCircumference = Double.pi * GeoCoordinate.earthRadiusKilometres
        let origin = GeoCoordinate(latitude: 0, longitude: 0)
        #expect(abs(origin.distance(to: origin.antipode) - halfCircumference) < 1e-6)
        #expect(abs(origin.distance(to: GeoCoordinate(latitude: 90, longitude: 0)) - halfCircumference / 2) < 1e-6)
        // London to Paris is about 344 km.
        let london = GeoCoordinate(latitude: 51.5074, longitude: -0.1278)
        let paris = GeoCoordinate(latitude: 48.8566, longitude: 2.3522)
        #expect(abs(london.distance(to: paris) - 343.6) < 1.5)
        #expect(london.distance(to: paris) == paris.distance(to: london))
        // Across the date line is short, not most of the way round.
        #expect(GeoCoordinate(latitude: 0, longitude: 179.5).distance(to: GeoCoordinate(latitude: 0, longitude: -179.5)) < 112)
    }

    @Test func nearestPlaceIsByGreatCircleNotByDegrees() {
        let places = [place("West", 0, 170), place("East", 0, -179), place("North", 60, 179)]
        let found = Place.nearest(to: GeoCoordinate(latitude: 0, longitude: 179.5), in: places)
        #expect(found?.place.name == "East")
        #expect(abs((found?.kilometres ?? 0) - 166.8) < 1)
        // Near the pole, 90° of longitude is a short way.
        let polar = [place("Far", 70, 0), place("Round", 85, 90)]
        #expect(Place.nearest(to: GeoCoordinate(latitude: 85, longitude: 0), in: polar)?.place.name == "Round")
        #expect(Place.nearest(to: GeoCoordinate(latitude: 0, longitude: 0), in: []) == nil)
        let tie = [place("First", 0, 10), place("Second", 0, -10)]
        #expect(Place.nearest(to: GeoCoordinate(latitude: 0, longitude: 0), in: tie)?.place.name == "First")
    }

    @Test func projectionFitsTwoToOneAndInvertsWithClamping() {
        let projection = EquirectangularProjection(fitting: Rect(x: 0, y: 0, width: 1000, height: 400))
        #expect(projection.mapRect == Rect(x: 100, y: 0, width: 800, height: 400))
        let tall = EquirectangularProjection(fitting: Rect(x: 0, y: 0, width: 300, height: 400), inset: 10)
        #expect(tall.mapRect == Rect(x: 10, y: 130, width: 280, height: 140))
        #expect(projection.point(for: GeoCoordinate(latitude: 90, longitude: -180)) == Point(x: 100, y: 0))
        #expect(projection.point(for: GeoCoordinate(latitude: 0, longitude: 0)) == Point(x: 500, y: 200))
        #expect(projection.point(for: GeoCoordinate(latitude: -45, longitude: 90)) == Point(x: 700, y: 300))
        #expect(projection.coordinate(for: Point(x: 700, y: 300)) == GeoCoordinate(latitude: -45, longitude: 90))
        #expect(projection.coordinate(for: Point(x: 0, y: 999)) == GeoCoordinate(latitude: -90, longitude: -180))
        let empty = EquirectangularProjection(fitting: .zero)
        #expect(empty.coordinate(for: Point(x: 5, y: 5)) == GeoCoordinate(latitude: 0, longitude: 0))
    }

    /// The frames of `labels` in `view`'s coordinates.
    @MainActor private static func frames(of labels: [Label?], in view: View) -> [Rect] {
        labels.compactMap { label in
            label.map { Rect(origin: $0.convert(Point(x: 0, y: 0), to: view), size: $0.bounds.size) }
        }
    }

    @MainActor @Test func geoInfoLabelsStackCentred() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 300), clock: ManualClock())
        let info = GeoInfoViewController(
            title: "Start", heading: "Where you start digging", placeSource: PlaceSource(places: [place("Here", 10, 20)], problem: nil),
            location: GeoCoordinate(latitude: 10, longitude: 20), color: .white)
        window.rootViewController = info
        window.makeKeyAndVisible()
        info.view.layoutIfNeeded()
        #expect(Self.frames(of: [info.headingLabel, info.nameLabel, info.detailLabel], in: info.view) == [
            Rect(x: 20, y: 94, width: 360, height: 24),
            Rect(x: 20, y: 126, width: 360, height: 48),
            Rect(x: 20, y: 182, width: 360, height: 24),
        ])
        #expect(info.nameLabel?.text == "Here")
        // A window smaller than the column keeps the gaps and the centre.
        let small = Window(frame: Rect(x: 0, y: 0, width: 200, height: 80), clock: ManualClock())
        let squeezed = GeoInfoViewController(
            title: "Start", heading: "Where you start digging", placeSource: PlaceSource(places: [], problem: "No file"),
            location: GeoCoordinate(latitude: 10, longitude: 20), color: .black)
        small.rootViewController = squeezed
        small.makeKeyAndVisible()
        squeezed.view.layoutIfNeeded()
        #expect(Self.frames(of: [squeezed.headingLabel, squeezed.nameLabel, squeezed.detailLabel], in: squeezed.view) == [
            Rect(x: 20, y: -16, width: 160, height: 24),
            Rect(x: 20, y: 16, width: 160, height: 48),
            Rect(x: 20, y: 72, width: 160, height: 24),
        ])
        #expect(squeezed.detailLabel?.text == "No file")
        #expect(TunnelController.containerFrames(in: Rect(x: 0, y: 0, width: 1024, height: 656))
            == (Rect(x: 8, y: 8, width: 1008, height: 316), Rect(x: 8, y: 332, width: 1008, height: 316)))
    }

    @Test func coordinatesPrintWithHemispheres() {
        #expect(GeoCoordinate(latitude: 39.7392, longitude: -104.9847).description == "39.74° N, 104.98° W")
        #expect(GeoCoordinate(latitude: -33.5, longitude: 151.25).description == "33.50° S, 151.25° E")
    }
}
