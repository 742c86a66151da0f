import Containment
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// One map of the Tunnel scenario, as the tutorial's `RGMapViewController`: its view is a
/// ``MapView`` that fills whatever container it is put in; it shows a marker at
/// ``currentLocation`` that, when ``isMarkerDraggable``, the user drags with a pan.
///
/// Changes of ``currentLocation`` go to the ``delegate`` (the parent), which is how the parent
/// hears about drags without the two maps knowing of each other.
final class MapViewController: ViewController {
    /// How close to the marker a drag must start to pick it up, in points.
    static let grabRadius = 24.0

    /// Where the places drawn come from.
    let placeSource: PlaceSource
    /// The places drawn.
    var places: [Place] { placeSource.places }
    /// The marker's look.
    let markerStyle: MapView.MarkerStyle
    /// Whether a pan that starts on the marker moves it.
    let isMarkerDraggable: Bool
    /// Told when ``currentLocation`` changes.
    weak var delegate: MapViewControllerDelegate?

    /// Where the marker is; observed through ``delegate``.
    var currentLocation: GeoCoordinate {
        didSet {
            guard currentLocation != oldValue else { return }
            updateMap()
            delegate?.mapViewController(self, didUpdateCurrentLocation: currentLocation)
        }
    }

    /// The nearest place to ``currentLocation`` and its distance in kilometres.
    var nearestPlace: (place: Place, kilometres: Double)? { Place.nearest(to: currentLocation, in: places) }

    /// The map view, once loaded.
    var mapView: MapView? { viewIfLoaded as? MapView }

    private var dragOffset = Point.zero

    init(title: String, placeSource: PlaceSource, location: GeoCoordinate, markerStyle: MapView.MarkerStyle, isMarkerDraggable: Bool) {
        self.placeSource = placeSource
        self.markerStyle = markerStyle
        self.isMarkerDraggable = isMarkerDraggable
        currentLocation = location
        super.init()
        self.title = title
    }

    override func loadView() {
        let map = MapView(frame: Rect(x: 0, y: 0, width: 640, height: 320))
        map.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view = map
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        guard let map = mapView else { return }
        map.places = places
        map.markerStyle = markerStyle
        map.captionTitle = title ?? ""
        map.accessibilityLabel = title
        updateMap()
        if isMarkerDraggable {
            let pan = PanGestureRecognizer { [weak self] recognizer in self?.handlePan(recognizer) }
            pan.minimumMovement = 2
            pan.shouldBegin = { [weak self] recognizer in self?.isOnMarker(recognizer.startLocation(in: self?.mapView)) ?? false }
            map.addGestureRecognizer(pan)
        }
    }

    /// Whether `point` (in the map view's coordinates) is close enough to the marker to grab it.
    func isOnMarker(_ point: Point) -> Bool {
        guard let map = mapView else { return false }
        let marker = map.markerPoint
        return hypot(marker.x - point.x, marker.y - point.y) <= Self.grabRadius
    }

    private func handlePan(_ recognizer: GestureRecognizer) {
        guard let map = mapView else { return }
        let location = recognizer.location(in: map)
        switch recognizer.state {
        case .began:
            let start = recognizer.startLocation(in: map)
            dragOffset = Point(x: map.markerPoint.x - start.x, y: map.markerPoint.y - start.y)
            fallthrough
        case .changed, .ended:
            currentLocation = map.projection.coordinate(for: Point(x: location.x + dragOffset.x, y: location.y + dragOffset.y))
        default:
            break
        }
    }

    private func updateMap() {
        guard let map = mapView else { return }
        map.markerLocation = currentLocation
        map.highlightedPlace = nearestPlace?.place
    }
}

