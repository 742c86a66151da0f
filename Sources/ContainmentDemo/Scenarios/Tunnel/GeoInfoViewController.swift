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

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
        let text: Color = color.prefersDarkText ? .black : .white
        func label(height: Double, size: Double, bold: Bool) -> Label {
            let label = Label()
            label.textAlignment = .center
            label.fontSize = size
            label.isBold = bold
            label.textColor = text
            label.heightAnchor.constraint(equalToConstant: height).isActive = true
            return label
        }
        let labels = [label(height: 24, size: 16, bold: false), label(height: 48, size: 30, bold: true),
                      label(height: 24, size: 14, bold: false)]
        headingLabel = labels[0]
        nameLabel = labels[1]
        detailLabel = labels[2]
        // The three lines as a column centred in the view, 20 points in from each side; the
        // gaps stay 8 points however small the container makes the view.
        let column = StackView(arrangedSubviews: labels)
        column.axis = .vertical
        column.spacing = 8
        column.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(column)
        LayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            column.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            column.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
        updateLabels()
    }

    private func updateLabels() {
        // Nothing to show before the view loads: the places are read only for a shown screen.
        guard isViewLoaded else { return }
        headingLabel?.text = heading
        nameLabel?.text = Self.placeName(for: location, in: places)
        detailLabel?.text = Self.detail(for: location, in: places, problem: placesProblem)
    }
}
