import Containment
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The back of a Tunnel map, as the tutorial's `RGGeoInfoViewController`: names the known place
/// nearest to ``location`` (great-circle distance over the bundled places) with its distance,
/// zone and countries. It takes the size its container gives it.
final class GeoInfoViewController: ViewController {
    /// Where the places searched come from.
    let placeSource: PlaceSource
    /// The places searched.
    var places: [Place] { placeSource.places }
    /// The line above the name ("Where you start digging").
    let heading: String
    /// Why there are no places, when the places file could not be read.
    var placesProblem: String? { placeSource.problem }
    /// The point described.
    var location: GeoCoordinate { didSet { if location != oldValue { updateLabels() } } }

    /// The labels, once the view is loaded: heading, place name, details.
    private(set) var headingLabel: Label?
    private(set) var nameLabel: Label?
    private(set) var detailLabel: Label?

    /// The background colour.
    let color: Color

    init(title: String, heading: String, placeSource: PlaceSource, location: GeoCoordinate, color: Color) {
        self.placeSource = placeSource
        self.heading = heading
        self.location = location
        self.color = color
        super.init()
        self.title = title
    }

    /// The name shown for `location`: the nearest place, or a note that there is none.
    static func placeName(for location: GeoCoordinate, in places: [Place]) -> String {
        Place.nearest(to: location, in: places)?.place.name ?? "No known places"
    }

    /// The line under the name: distance, zone and countries of the nearest place, or the problem.
    static func detail(for location: GeoCoordinate, in places: [Place], problem: String?) -> String {
        guard let (place, kilometres) = Place.nearest(to: location, in: places) else {
            return problem ?? "The places list is empty"
        }
        let distance = DecimalText.fixed(kilometres, decimals: 0) + " km"
        return "\(distance) from \(location) · \(place.zone) · \(place.countryCodes.joined(separator: ", "))"
    }

    /// The heading, name and detail label frames: 24, 48 and 24 points tall, 8 apart, the
    /// column centred in `bounds` with 20 points each side.
    static func labelFrames(in bounds: Rect) -> [Rect] {
        let heights = [24.0, 48.0, 24.0], spacing = 8.0
        let width = max(0, bounds.width - 40)
        var y = bounds.midY - (heights.reduce(0, +) + spacing * Double(heights.count - 1)) / 2
        return heights.map { height in
            defer { y += height + spacing }
            return Rect(x: bounds.minX + 20, y: y, width: width, height: height)
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
        let frames = Self.labelFrames(in: view.bounds)
        let text: Color = color.prefersDarkText ? .black : .white
        func label(_ frame: Rect, size: Double, bold: Bool) -> Label {
            let label = Label(frame: frame)
            label.textAlignment = .center
            label.fontSize = size
            label.isBold = bold
            label.textColor = text
            view.addSubview(label)
            return label
        }
        headingLabel = label(frames[0], size: 16, bold: false)
        nameLabel = label(frames[1], size: 30, bold: true)
        detailLabel = label(frames[2], size: 14, bold: false)
        updateLabels()
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        // Laid out here rather than by autoresizing, which would squeeze the gaps between the
        // labels as the container shrinks from the default view size.
        let frames = Self.labelFrames(in: view.bounds)
        for (label, frame) in zip([headingLabel, nameLabel, detailLabel], frames) { label?.frame = frame }
    }

    private func updateLabels() {
        // Nothing to show before the view loads: the places are read only for a shown screen.
        guard isViewLoaded else { return }
        headingLabel?.text = heading
        nameLabel?.text = Self.placeName(for: location, in: places)
        detailLabel?.text = Self.detail(for: location, in: places, problem: placesProblem)
    }
}
