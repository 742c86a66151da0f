/// Why the places file could not be read: the file, the 1-based line, and the problem, as
/// `zone1970.tab:12: latitude "+9512" is out of range (−90...90)`.
struct PlaceListError: Error, Equatable, CustomStringConvertible {
    /// What was wrong.
    enum Problem: Error, Equatable, Sendable {
        /// The file could not be read (the reason follows).
        case unreadable(String)
        /// The file has no place lines at all.
        case noPlaces
        /// A line has the wrong number of tab-separated columns.
        case columnCount(Int)
        /// The country-code column is not comma-separated two-letter capitals.
        case countryCodes(String)
        /// The coordinate column is not `±DDMM±DDDMM` or `±DDMMSS±DDDMMSS`.
        case coordinateFormat(String)
        /// Minutes or seconds of 60 or more.
        case minutesOrSeconds(String)
        /// A latitude beyond ±90°.
        case latitudeRange(String)
        /// A longitude beyond ±180°.
        case longitudeRange(String)
        /// The zone-name column is empty or ends in `/`.
        case zoneName(String)
    }

    /// The file's name as given to the parser.
    var file: String
    /// The 1-based line number; 0 for problems with the whole file.
    var line: Int
    /// The problem.
    var problem: Problem

    var description: String {
        let location = line > 0 ? "\(file):\(line)" : file
        let text = switch problem {
        case .unreadable(let reason): "cannot be read: \(reason)"
        case .noPlaces: "has no place lines"
        case .columnCount(let count): "expected 3 or 4 tab-separated columns (codes, coordinates, zone, comment), found \(count)"
        case .countryCodes(let codes): "country codes \"\(codes)\" are not comma-separated ISO 3166 codes such as \"AE,OM\""
        case .coordinateFormat(let text): "coordinates \"\(text)\" are not ISO 6709 ±DDMM±DDDMM or ±DDMMSS±DDDMMSS"
        case .minutesOrSeconds(let text): "coordinates \"\(text)\" have minutes or seconds of 60 or more"
        case .latitudeRange(let text): "latitude \"\(text)\" is out of range (−90...90)"
        case .longitudeRange(let text): "longitude \"\(text)\" is out of range (−180...180)"
        case .zoneName(let name): "zone name \"\(name)\" is not Area/City"
        }
        return "\(location): \(text)"
    }
}
