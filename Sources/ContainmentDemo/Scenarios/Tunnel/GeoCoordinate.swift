#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// A point on the Earth in degrees, as Core Location's `CLLocationCoordinate2D`: latitude from
/// −90 (south) to 90 (north), longitude from −180 (west) to 180 (east).
struct GeoCoordinate: Hashable, Sendable, CustomStringConvertible {
    /// The Earth's mean radius in kilometres (IUGG), for great-circle distances.
    static let earthRadiusKilometres = 6371.0088

    /// Degrees north of the equator (negative is south).
    var latitude: Double
    /// Degrees east of Greenwich (negative is west).
    var longitude: Double

    init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// The point on the other side of the Earth: the exit of a tunnel dug straight through its
    /// centre. Latitude changes sign; longitude moves by 180°, kept within −180...180.
    var antipode: GeoCoordinate {
        GeoCoordinate(latitude: -latitude, longitude: Self.wrappedLongitude(longitude + 180))
    }

    /// `longitude` brought into −180...180 (180 stays 180; 540 becomes 180; −190 becomes 170).
    static func wrappedLongitude(_ longitude: Double) -> Double {
        guard longitude < -180 || longitude > 180 else { return longitude }
        let wrapped = (longitude + 180).truncatingRemainder(dividingBy: 360)
        let positive = wrapped < 0 ? wrapped + 360 : wrapped
        return positive == 0 && longitude > 0 ? 180 : positive - 180
    }

    /// The great-circle distance to `other` in kilometres, by the haversine formula on a sphere
    /// of the Earth's mean radius.
    func distance(to other: GeoCoordinate) -> Double {
        let radians = Double.pi / 180
        let phi1 = latitude * radians, phi2 = other.latitude * radians
        let deltaPhi = (other.latitude - latitude) * radians
        let deltaLambda = (other.longitude - longitude) * radians
        let a = sin(deltaPhi / 2) * sin(deltaPhi / 2) + cos(phi1) * cos(phi2) * sin(deltaLambda / 2) * sin(deltaLambda / 2)
        let c = 2 * atan2(sqrt(min(1, a)), sqrt(max(0, 1 - a)))
        return Self.earthRadiusKilometres * c
    }

    /// "41.90° N, 12.48° E": two decimals, hemispheres as letters.
    var description: String {
        func format(_ value: Double, _ positive: String, _ negative: String) -> String {
            DecimalText.fixed(abs(value), decimals: 2) + "° " + (value < 0 ? negative : positive)
        }
        return format(latitude, "N", "S") + ", " + format(longitude, "E", "W")
    }
}
