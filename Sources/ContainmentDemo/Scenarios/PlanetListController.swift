#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Containment

/// A planet the Split row lists.
struct Planet: Equatable, Sendable {
    /// Its name.
    var name: String
    /// One line about it.
    var fact: String
    /// The colour its detail shows.
    var color: Color

    /// The planets, nearest the sun first (the first four are the inner, rocky ones).
    static let all = [
        Planet(name: "Mercury", fact: "A year lasts 88 days", color: Color(red: 0.60, green: 0.58, blue: 0.55)),
        Planet(name: "Venus", fact: "The hottest planet", color: Color(red: 0.90, green: 0.75, blue: 0.45)),
        Planet(name: "Earth", fact: "Home", color: Color(red: 0.25, green: 0.50, blue: 0.85)),
        Planet(name: "Mars", fact: "Two small moons", color: Color(red: 0.80, green: 0.35, blue: 0.20)),
        Planet(name: "Jupiter", fact: "Larger than all the others together", color: Color(red: 0.80, green: 0.65, blue: 0.50)),
        Planet(name: "Saturn", fact: "Its rings are mostly ice", color: Color(red: 0.90, green: 0.82, blue: 0.60)),
    ]

    /// The detail controller that shows this planet.
    @MainActor func makeDetailController() -> ColorController {
        ColorController(title: name, color: color, caption: "\(name): \(fact)")
    }
}

/// The Split row's master list: one row per planet; selecting one shows its detail through
/// the split view (`showDetailViewController`, which pushes when collapsed).
final class PlanetListController: ViewController, TableViewDataSource, TableViewDelegate {
    /// The table filling the view.
    let tableView = TableView(frame: .zero, style: .plain)

    /// The planets listed: all of them, or the group the sidebar chose.
    var planets = Planet.all {
        didSet { if isViewLoaded { tableView.reloadData() } }
    }

    override init() {
        super.init()
        title = "Planets"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.register(SubtitleCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
    }

    /// The identifier of the planets' cells.
    static let cellIdentifier = "Planet"

    /// Shows the planet at `index` as the split view's detail.
    func showPlanet(at index: Int) {
        guard planets.indices.contains(index) else { return }
        tableView.selectRow(at: IndexPath(row: index, section: 0), animated: false, scrollPosition: .none)
        showDetailViewController(planets[index].makeDetailController(), sender: self)
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { planets.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        cell.textLabel?.text = planets[indexPath.row].name
        cell.detailTextLabel?.text = planets[indexPath.row].fact
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        showPlanet(at: indexPath.row)
    }
}
