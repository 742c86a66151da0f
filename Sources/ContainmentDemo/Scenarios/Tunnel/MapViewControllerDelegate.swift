/// What a ``MapViewController`` tells whoever watches it, standing in for the tutorial's
/// key-value observation of `currentLocation`: the map knows nothing of its watcher.
@MainActor
protocol MapViewControllerDelegate: AnyObject {
    /// The map's current location changed (the marker was dragged, or it was set).
    func mapViewController(_ controller: MapViewController, didUpdateCurrentLocation location: GeoCoordinate)
}
