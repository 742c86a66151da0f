/// A named city on the map: one row of the bundled time-zone table (see `Resources/places`).
struct Place: Hashable, Sendable {
    /// The city's name, from the zone name ("Buenos Aires" for `America/Argentina/Buenos_Aires`).
    var name: String
    /// The time zone the row describes (`Europe/Rome`).
    var zone: String
    /// The ISO 3166 codes of the countries in the zone, most populous first.
    var countryCodes: [String]
    /// Where the city is.
    var coordinate: GeoCoordinate

    /// The place nearest to `coordinate` by great-circle distance, with that distance in
    /// kilometres; `nil` when `places` is empty. Ties go to the earlier place.
    static func nearest(to coordinate: GeoCoordinate, in places: [Place]) -> (place: Place, kilometres: Double)? {
        var best: (place: Place, kilometres: Double)?
        for place in places {
            let distance = coordinate.distance(to: place.coordinate)
            if best.map({ distance < $0.kilometres }) ?? true { best = (place, distance) }
        }
        return best
    }
}
