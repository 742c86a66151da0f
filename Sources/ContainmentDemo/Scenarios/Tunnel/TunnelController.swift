import Containment

/// The Tunnel scenario of tutorial 003: dig straight through the Earth.
///
/// Two container views, top and bottom, each hold one child: the top a ``MapViewController``
/// whose marker the user drags (the start), the bottom one showing the antipode (the exit).
/// This controller observes the start map's ``MapViewController/currentLocation`` through its
/// delegate and moves the exit map; the children know nothing of each other. The Radar button
/// flips each container, and only that container, to a ``GeoInfoViewController`` naming the
/// nearest known place, and back, with the tutorial's `flipFromViewController:toViewController:`.
final class TunnelController: ViewController, MapViewControllerDelegate {
    /// Where the digger starts: Denver (the tutorial's author dug from the United States).
    static let defaultStart = GeoCoordinate(latitude: 39.7392, longitude: -104.9847)
    /// How long a flip takes, in seconds.
    static let flipDuration = 0.4
    /// The space around and between the two containers, in points.
    static let spacing = 8.0

    /// The top map, with the draggable start marker.
    let startMap: MapViewController
    /// The bottom map, showing the start's antipode.
    let exitMap: MapViewController
    /// The back of the top container.
    let startInfo: GeoInfoViewController
    /// The back of the bottom container.
    let exitInfo: GeoInfoViewController
    /// The top container view.
    let topContainer = View()
    /// The bottom container view.
    let bottomContainer = View()

    /// Whether the containers show (or are flipping to) the geo-info controllers.
    private(set) var isShowingInfo = false
    /// How many container flips are running.
    private(set) var runningFlips = 0

    /// Builds the four children over `places`; `placesProblem` explains an empty list.
    convenience init(places: [Place], placesProblem: String? = nil, start: GeoCoordinate = TunnelController.defaultStart) {
        self.init(placeSource: PlaceSource(places: places, problem: placesProblem), start: start)
    }

    /// Builds the four children over the places of `placeSource`, read when a child first needs them.
    init(placeSource: PlaceSource, start: GeoCoordinate = TunnelController.defaultStart) {
        let exit = start.antipode
        startMap = MapViewController(title: "Start Map", placeSource: placeSource, location: start, markerStyle: .start, isMarkerDraggable: true)
        exitMap = MapViewController(title: "Exit Map", placeSource: placeSource, location: exit, markerStyle: .exit, isMarkerDraggable: false)
        startInfo = GeoInfoViewController(
            title: "Start Info", heading: "Where you start digging", placeSource: placeSource,
            location: start, color: Color(red: 0.93, green: 0.55, blue: 0.25))
        exitInfo = GeoInfoViewController(
            title: "Exit Info", heading: "Where you come out", placeSource: placeSource,
            location: exit, color: Color(red: 0.20, green: 0.40, blue: 0.65))
        super.init()
        title = "Tunnel"
        navigationItem.rightBarButtonItem = BarButtonItem(title: "Radar") { [weak self] in self?.flip() }
    }

    /// A Tunnel over the places the demo ships (`Resources/places/zone1970.tab`, found like the
    /// scene files), read when the Tunnel first shows; when they cannot be read, the maps show no
    /// places and the geo-info screens say why.
    static func withBundledPlaces() -> TunnelController {
        TunnelController(placeSource: .bundled())
    }

    /// The frames of the top and bottom containers in `bounds`: two equal rows with
    /// ``spacing`` around and between them.
    static func containerFrames(in bounds: Rect) -> (top: Rect, bottom: Rect) {
        let width = max(0, bounds.width - 2 * spacing)
        let height = max(0, (bounds.height - 3 * spacing) / 2)
        return (Rect(x: bounds.minX + spacing, y: bounds.minY + spacing, width: width, height: height),
                Rect(x: bounds.minX + spacing, y: bounds.minY + 2 * spacing + height, width: width, height: height))
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Color(white: 0.85)
        let frames = Self.containerFrames(in: view.bounds)
        topContainer.frame = frames.top
        bottomContainer.frame = frames.bottom
        view.addSubview(topContainer)
        view.addSubview(bottomContainer)
        // The tutorial's viewDidLoad: each map is a child whose view goes into its container.
        for (map, container) in [(startMap, topContainer), (exitMap, bottomContainer)] {
            addChild(map)
            map.view.frame = container.bounds
            container.addSubview(map.view)
            map.didMove(toParent: self)
        }
        startMap.delegate = self
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let frames = Self.containerFrames(in: view.bounds)
        topContainer.frame = frames.top
        bottomContainer.frame = frames.bottom
    }

    func mapViewController(_ controller: MapViewController, didUpdateCurrentLocation location: GeoCoordinate) {
        guard controller === startMap else { return }
        exitMap.currentLocation = location.antipode
        startInfo.location = location
        exitInfo.location = location.antipode
    }

    /// The Radar button: flips both containers, maps to geo info or back. Ignored while a flip
    /// runs.
    func flip() {
        guard runningFlips == 0 else { return }
        let pairs: [(from: ViewController, to: ViewController)] = isShowingInfo
            ? [(startInfo, startMap), (exitInfo, exitMap)]
            : [(startMap, startInfo), (exitMap, exitInfo)]
        let direction: AnimationOptions = isShowingInfo ? .transitionFlipFromRight : .transitionFlipFromLeft
        isShowingInfo.toggle()
        for pair in pairs { flip(from: pair.from, to: pair.to, direction: direction) }
    }

    /// The tutorial's `flipFromViewController:toViewController:withDirection:`: the new child
    /// takes the old one's frame, `transition(from:to:)` flips the container they share, and the
    /// moves complete when it ends.
    private func flip(from fromController: ViewController, to toController: ViewController, direction: AnimationOptions) {
        toController.view.frame = fromController.view.frame
        addChild(toController)
        fromController.willMove(toParent: nil)
        runningFlips += 1
        transition(from: fromController, to: toController, duration: Self.flipDuration,
                   options: direction.union(.curveEaseIn), animations: nil) { _ in
            toController.didMove(toParent: self)
            fromController.removeFromParent()
            self.runningFlips -= 1
        }
    }
}
