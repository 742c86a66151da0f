import Containment

/// The places a Tunnel's maps and geo-info screens search, shared by the four of them and read
/// the first time one of them needs them: the demo starts without parsing a file that the
/// Tunnel row, opened or not, needs only when it shows.
@MainActor
final class PlaceSource {
    private var loaded: (places: [Place], problem: String?)?
    /// What reads the places, until it has; `nil` once they are known.
    private var load: (() -> (places: [Place], problem: String?))?

    /// Places known already, with why the list is empty when it is.
    init(places: [Place], problem: String? = nil) {
        loaded = (places, problem)
    }

    /// Places that `load` reads when first asked for.
    init(loading load: @escaping () -> (places: [Place], problem: String?)) {
        self.load = load
    }

    /// The places the demo ships (`Resources/places/zone1970.tab`); when they cannot be read,
    /// none, and the reason.
    static func bundled() -> PlaceSource {
        PlaceSource {
            do throws(PlaceListError) {
                return (try PlaceListParser.bundledPlaces(), nil)
            } catch {
                return ([], error.description)
            }
        }
    }

    /// Whether the places have been read.
    var isLoaded: Bool { loaded != nil }

    /// The places, read now if they were not yet.
    var places: [Place] { resolved().places }

    /// Why there are no places, when the file could not be read.
    var problem: String? { resolved().problem }

    private func resolved() -> (places: [Place], problem: String?) {
        if let loaded { return loaded }
        let value = load?() ?? ([], nil)
        loaded = value
        load = nil
        return value
    }
}
