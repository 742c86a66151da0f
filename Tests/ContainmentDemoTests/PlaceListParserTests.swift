import Foundation
import Testing
@testable import ContainmentDemo

@Suite struct PlaceListParserTests {
    @Test func theBundledTableHasEveryZoneCity() throws {
        let places = try PlaceListParser.bundledPlaces()
        #expect(places.count == 312)
        let rome = try #require(places.first { $0.zone == "Europe/Rome" })
        #expect(rome.name == "Rome")
        #expect(rome.countryCodes == ["IT", "SM", "VA"])
        #expect(abs(rome.coordinate.latitude - (41 + 54.0 / 60)) < 1e-9)
        #expect(abs(rome.coordinate.longitude - (12 + 29.0 / 60)) < 1e-9)
        #expect(places.contains { $0.name == "Buenos Aires" && $0.zone == "America/Argentina/Buenos_Aires" })
        #expect(places.allSatisfy { abs($0.coordinate.latitude) <= 90 && abs($0.coordinate.longitude) <= 180 })
    }

    @Test func readsBothCoordinateFormsCommentsBlankLinesAndCRLF() throws {
        let text = "# comment\n\nAE,OM\t+2518+05518\tAsia/Dubai\tCrozet\r\nUS\t+404251-0740023\tAmerica/New_York\n"
        let places = try PlaceListParser.parse(text, file: "mini.tab")
        #expect(places.map(\.name) == ["Dubai", "New York"])
        #expect(places[0].countryCodes == ["AE", "OM"])
        #expect(places[0].coordinate == GeoCoordinate(latitude: 25 + 18.0 / 60, longitude: 55 + 18.0 / 60))
        let newYork = places[1].coordinate
        #expect(abs(newYork.latitude - (40 + 42.0 / 60 + 51.0 / 3600)) < 1e-9)
        #expect(abs(newYork.longitude + (74 + 0.0 / 60 + 23.0 / 3600)) < 1e-9)
    }

    /// Each malformed line is refused with the file, its line number and the problem.
    @Test(arguments: [
        ("IT\t+4154+01229", "bad.tab:3: expected 3 or 4 tab-separated columns (codes, coordinates, zone, comment), found 2"),
        ("IT\t+4154+01229\tEurope/Rome\tx\ty", "bad.tab:3: expected 3 or 4 tab-separated columns (codes, coordinates, zone, comment), found 5"),
        ("it\t+4154+01229\tEurope/Rome", "bad.tab:3: country codes \"it\" are not comma-separated ISO 3166 codes such as \"AE,OM\""),
        ("IT,\t+4154+01229\tEurope/Rome", "bad.tab:3: country codes \"IT,\" are not comma-separated ISO 3166 codes such as \"AE,OM\""),
        ("IT\t41.9,12.5\tEurope/Rome", "bad.tab:3: coordinates \"41.9,12.5\" are not ISO 6709 ±DDMM±DDDMM or ±DDMMSS±DDDMMSS"),
        ("IT\t+4154x01229\tEurope/Rome", "bad.tab:3: coordinates \"+4154x01229\" are not ISO 6709 ±DDMM±DDDMM or ±DDMMSS±DDDMMSS"),
        ("IT\t+4160+01229\tEurope/Rome", "bad.tab:3: coordinates \"+4160+01229\" have minutes or seconds of 60 or more"),
        ("IT\t+415400+0122975\tEurope/Rome", "bad.tab:3: coordinates \"+415400+0122975\" have minutes or seconds of 60 or more"),
        ("IT\t+9154+01229\tEurope/Rome", "bad.tab:3: latitude \"+9154\" is out of range (−90...90)"),
        ("IT\t+4154-18100\tEurope/Rome", "bad.tab:3: longitude \"-18100\" is out of range (−180...180)"),
        ("IT\t+4154+01229\tRome", "bad.tab:3: zone name \"Rome\" is not Area/City"),
        ("IT\t+4154+01229\tEurope/", "bad.tab:3: zone name \"Europe/\" is not Area/City"),
    ])
    func malformedLinesNameFileLineAndProblem(line: String, message: String) {
        let text = "# header\nAD\t+4230+00131\tEurope/Andorra\n" + line + "\nAE\t+2518+05518\tAsia/Dubai\n"
        #expect(throws: PlaceListError.self) { try PlaceListParser.parse(text, file: "bad.tab") }
        do {
            _ = try PlaceListParser.parse(text, file: "bad.tab")
        } catch {
            #expect(error.description == message)
            #expect(error.line == 3)
        }
    }

    @Test func aFileWithoutPlacesOrUnreadableIsRefused() {
        do {
            _ = try PlaceListParser.parse("# only comments\n\n", file: "empty.tab")
            Issue.record("an empty table was accepted")
        } catch {
            #expect(error.description == "empty.tab: has no place lines")
        }
        do {
            _ = try PlaceListParser.places(at: URL(fileURLWithPath: "/nonexistent/zone1970.tab"))
            Issue.record("a missing file was accepted")
        } catch {
            #expect(error.file == "zone1970.tab" && error.line == 0)
            #expect(error.description.hasPrefix("zone1970.tab: cannot be read: "))
        }
    }
}
