#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// Reads the bundled places file, tzdb's `zone1970.tab` (format in `Resources/places/README.md`).
enum PlaceListParser {
    /// The file the demo ships, in `Resources/places/`.
    static let bundledFileName = "zone1970.tab"

    /// The places of the file the demo ships, found through ``DemoResources`` like the scene files.
    static func bundledPlaces() throws(PlaceListError) -> [Place] {
        let folder: URL
        do {
            folder = try DemoResources.directory()
        } catch {
            throw PlaceListError(file: bundledFileName, line: 0, problem: .unreadable("\(error)"))
        }
        return try places(at: folder.appendingPathComponent("places").appendingPathComponent(bundledFileName))
    }

    /// The places in the file at `url`; errors name the file by its last path component.
    static func places(at url: URL) throws(PlaceListError) -> [Place] {
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw PlaceListError(file: url.lastPathComponent, line: 0, problem: .unreadable(reason(error)))
        }
        return try parse(text, file: url.lastPathComponent)
    }

    /// Why `error`, thrown by `String(contentsOf:encoding:)`, says a file cannot be read: the
    /// system's words ("No such file or directory") under FoundationEssentials' `CocoaError`.
    private static func reason(_ error: any Error) -> String {
        guard let underlying = (error as? CocoaError)?.underlying as? POSIXError else { return "\(error)" }
        return String(cString: strerror(underlying.code.rawValue))
    }

    /// The places in `text`, in file order; `file` names the source in errors. Comment lines
    /// (`#`) and blank lines are skipped; the first malformed line stops the parse.
    static func parse(_ text: String, file: String) throws(PlaceListError) -> [Place] {
        var places: [Place] = []
        // Swift reads "\r\n" as one Character, a newline like "\n".
        for (index, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            if isBlank(line) || line.hasPrefix("#") { continue }
            do throws(PlaceListError.Problem) {
                places.append(try place(from: line))
            } catch {
                throw PlaceListError(file: file, line: index + 1, problem: error)
            }
        }
        guard !places.isEmpty else { throw PlaceListError(file: file, line: 0, problem: .noPlaces) }
        return places
    }

    /// Whether a line holds only spaces and tabs (what Foundation's `.whitespaces` holds), read
    /// scalar by scalar: the demo parses its 300-odd lines before its first frame.
    private static func isBlank(_ line: Substring) -> Bool {
        line.unicodeScalars.allSatisfy { $0 == "\t" || $0.properties.generalCategory == .spaceSeparator }
    }

    /// One place line: codes, coordinates, zone, optional comment.
    static func place(from line: Substring) throws(PlaceListError.Problem) -> Place {
        let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
        guard columns.count == 3 || columns.count == 4 else { throw .columnCount(columns.count) }
        let codes = columns[0].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard codes.allSatisfy({ $0.count == 2 && $0.allSatisfy { $0.isASCII && $0.isUppercase } }) else {
            throw .countryCodes(String(columns[0]))
        }
        let coordinate = try coordinate(iso6709: String(columns[1]))
        let zone = String(columns[2])
        guard let last = zone.split(separator: "/", omittingEmptySubsequences: false).last, !last.isEmpty,
              !zone.hasPrefix("/"), zone.contains("/")
        else { throw .zoneName(zone) }
        return Place(name: String(last.map { $0 == "_" ? " " : $0 }), zone: zone, countryCodes: codes, coordinate: coordinate)
    }

    /// An ISO 6709 `±DDMM±DDDMM` or `±DDMMSS±DDDMMSS` coordinate in degrees.
    static func coordinate(iso6709 text: String) throws(PlaceListError.Problem) -> GeoCoordinate {
        // ASCII only, so bytes are characters (and reading bytes keeps start-up short).
        let bytes = Array(text.utf8)
        let shortForm = bytes.count == 11, longForm = bytes.count == 15
        guard shortForm || longForm, bytes.allSatisfy({ $0 < 0x80 }) else { throw .coordinateFormat(text) }
        let latitudeLength = shortForm ? 5 : 7
        let latitudeBytes = bytes[0..<latitudeLength]
        let longitudeBytes = bytes[latitudeLength...]
        let latitudeText = String(decoding: latitudeBytes, as: UTF8.self)
        let longitudeText = String(decoding: longitudeBytes, as: UTF8.self)
        let latitude = try degrees(latitudeBytes, degreeDigits: 2, in: text)
        let longitude = try degrees(longitudeBytes, degreeDigits: 3, in: text)
        guard abs(latitude) <= 90 else { throw .latitudeRange(latitudeText) }
        guard abs(longitude) <= 180 else { throw .longitudeRange(longitudeText) }
        return GeoCoordinate(latitude: latitude, longitude: longitude)
    }

    /// `±D…DMM[SS]` (one half of `coordinate`, ASCII bytes) in degrees.
    private static func degrees(
        _ text: ArraySlice<UInt8>, degreeDigits: Int, in coordinate: String
    ) throws(PlaceListError.Problem) -> Double {
        guard let sign = text.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") else {
            throw .coordinateFormat(coordinate)
        }
        let digits = text.dropFirst()
        guard digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
              digits.count == degreeDigits + 2 || digits.count == degreeDigits + 4
        else { throw .coordinateFormat(coordinate) }
        let numbers = digits.map { Int($0 - UInt8(ascii: "0")) }
        func number(_ range: Range<Int>) -> Int { range.reduce(0) { $0 * 10 + numbers[$1] } }
        let whole = number(0..<degreeDigits)
        let minutes = number(degreeDigits..<degreeDigits + 2)
        let seconds = digits.count == degreeDigits + 4 ? number(degreeDigits + 2..<degreeDigits + 4) : 0
        guard minutes < 60, seconds < 60 else { throw .minutesOrSeconds(coordinate) }
        let value = Double(whole) + Double(minutes) / 60 + Double(seconds) / 3600
        return sign == UInt8(ascii: "-") ? -value : value
    }
}
