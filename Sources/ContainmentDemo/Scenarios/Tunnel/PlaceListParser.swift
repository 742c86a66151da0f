import Foundation

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
            throw PlaceListError(file: url.lastPathComponent, line: 0, problem: .unreadable(error.localizedDescription))
        }
        return try parse(text, file: url.lastPathComponent)
    }

    /// The places in `text`, in file order; `file` names the source in errors. Comment lines
    /// (`#`) and blank lines are skipped; the first malformed line stops the parse.
    static func parse(_ text: String, file: String) throws(PlaceListError) -> [Place] {
        var places: [Place] = []
        // Swift reads "\r\n" as one Character, a newline like "\n".
        for (index, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            if line.trimmingCharacters(in: .whitespaces).isEmpty || line.hasPrefix("#") { continue }
            do throws(PlaceListError.Problem) {
                places.append(try place(from: line))
            } catch {
                throw PlaceListError(file: file, line: index + 1, problem: error)
            }
        }
        guard !places.isEmpty else { throw PlaceListError(file: file, line: 0, problem: .noPlaces) }
        return places
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
        return Place(name: last.replacingOccurrences(of: "_", with: " "), zone: zone, countryCodes: codes, coordinate: coordinate)
    }

    /// An ISO 6709 `±DDMM±DDDMM` or `±DDMMSS±DDDMMSS` coordinate in degrees.
    static func coordinate(iso6709 text: String) throws(PlaceListError.Problem) -> GeoCoordinate {
        let characters = Array(text)
        let shortForm = characters.count == 11, longForm = characters.count == 15
        guard shortForm || longForm, characters.allSatisfy({ $0.isASCII }) else { throw .coordinateFormat(text) }
        let latitudeLength = shortForm ? 5 : 7
        let latitudeText = String(characters[0..<latitudeLength])
        let longitudeText = String(characters[latitudeLength...])
        let latitude = try degrees(latitudeText, degreeDigits: 2, in: text)
        let longitude = try degrees(longitudeText, degreeDigits: 3, in: text)
        guard abs(latitude) <= 90 else { throw .latitudeRange(latitudeText) }
        guard abs(longitude) <= 180 else { throw .longitudeRange(longitudeText) }
        return GeoCoordinate(latitude: latitude, longitude: longitude)
    }

    /// `±D…DMM[SS]` (one half of `coordinate`) in degrees.
    private static func degrees(_ text: String, degreeDigits: Int, in coordinate: String) throws(PlaceListError.Problem) -> Double {
        guard let sign = text.first, sign == "+" || sign == "-" else { throw .coordinateFormat(coordinate) }
        let digits = text.dropFirst()
        guard digits.allSatisfy({ $0.isASCII && $0.isNumber }),
              digits.count == degreeDigits + 2 || digits.count == degreeDigits + 4
        else { throw .coordinateFormat(coordinate) }
        let numbers = digits.compactMap(\.wholeNumberValue)
        func number(_ range: Range<Int>) -> Int { range.reduce(0) { $0 * 10 + numbers[$1] } }
        let whole = number(0..<degreeDigits)
        let minutes = number(degreeDigits..<degreeDigits + 2)
        let seconds = digits.count == degreeDigits + 4 ? number(degreeDigits + 2..<degreeDigits + 4) : 0
        guard minutes < 60, seconds < 60 else { throw .minutesOrSeconds(coordinate) }
        let value = Double(whole) + Double(minutes) / 60 + Double(seconds) / 3600
        return sign == "-" ? -value : value
    }
}
