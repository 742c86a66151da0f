import Foundation
import Containment
import ContainmentTestSupport

// Controllers of the fuzzed world. Each reports its appearance callbacks to the ledger from its
// overrides, before calling `super` (which forwards to its children), as a UIKit subclass would.

/// A plain controller that forwards appearance automatically; any of them can also hold children.
/// Made `withContent`, its view holds content views (``FuzzContent``) once loaded.
@MainActor
final class FuzzProbe: ViewController {
    let ledger: AppearanceLedger
    let holdsContent: Bool
    private let image: Image?
    /// The content views in the view, once it is loaded (for a probe that holds content).
    private(set) var content: FuzzContent?

    init(_ title: String, ledger: AppearanceLedger, withContent: Bool = false, image: Image? = nil) {
        self.ledger = ledger
        holdsContent = withContent
        self.image = image
        super.init()
        self.title = title
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        if holdsContent { content = FuzzContent(in: view, image: image) }
    }
    override func viewWillAppear(_ animated: Bool) { ledger.record(self, .viewWillAppear); super.viewWillAppear(animated) }
    override func viewIsAppearing(_ animated: Bool) { ledger.record(self, .viewIsAppearing); super.viewIsAppearing(animated) }
    override func viewDidAppear(_ animated: Bool) { ledger.record(self, .viewDidAppear); super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { ledger.record(self, .viewWillDisappear); super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { ledger.record(self, .viewDidDisappear); super.viewDidDisappear(animated) }
    override func encodeRestorableState(with activity: UserActivity) {
        super.encodeRestorableState(with: activity)
        FuzzRestoration.encodeChildren(of: self, with: activity)
    }
    override func decodeRestorableState(with activity: UserActivity) {
        super.decodeRestorableState(with: activity)
        FuzzRestoration.decodeChildren(of: self, with: activity)
    }
}

/// A custom container that forwards appearance by hand (`shouldAutomaticallyForwardAppearanceMethods`
/// is `false`): its own callbacks begin and end those of the children whose views are in its view,
/// as a correct manual container does. Adding and removing its children also forwards by hand
/// (see ``FuzzWorld``).
@MainActor
final class FuzzManualContainer: ViewController {
    let ledger: AppearanceLedger
    init(_ title: String, ledger: AppearanceLedger) {
        self.ledger = ledger
        super.init()
        self.title = title
    }
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
    override func encodeRestorableState(with activity: UserActivity) {
        super.encodeRestorableState(with: activity)
        FuzzRestoration.encodeChildren(of: self, with: activity)
    }
    override func decodeRestorableState(with activity: UserActivity) {
        super.decodeRestorableState(with: activity)
        FuzzRestoration.decodeChildren(of: self, with: activity)
    }

    private var childrenShown: [ViewController] {
        guard let root = viewIfLoaded else { return [] }
        return children.filter { $0.viewIfLoaded?.isDescendant(of: root) ?? false }
    }

    override func viewWillAppear(_ animated: Bool) {
        ledger.record(self, .viewWillAppear)
        super.viewWillAppear(animated)
        // A child on its way out (sent willMove(toParent: nil), its view leaving with a
        // transition) does not appear: nobody would make it disappear before its view goes.
        for child in childrenShown where !child.appearanceState.isAppearingOrAppeared && !child.isMovingFromParent {
            child.beginAppearanceTransition(true, animated: animated)
        }
    }
    override func viewIsAppearing(_ animated: Bool) { ledger.record(self, .viewIsAppearing); super.viewIsAppearing(animated) }
    override func viewDidAppear(_ animated: Bool) {
        ledger.record(self, .viewDidAppear)
        super.viewDidAppear(animated)
        for child in children where child.appearanceState == .appearing { child.endAppearanceTransition() }
    }
    override func viewWillDisappear(_ animated: Bool) {
        ledger.record(self, .viewWillDisappear)
        super.viewWillDisappear(animated)
        for child in childrenShown where child.appearanceState.isAppearingOrAppeared {
            child.beginAppearanceTransition(false, animated: animated)
        }
    }
    override func viewDidDisappear(_ animated: Bool) {
        ledger.record(self, .viewDidDisappear)
        super.viewDidDisappear(animated)
        for child in children where child.appearanceState == .disappearing { child.endAppearanceTransition() }
    }
}

@MainActor
final class FuzzNavigationController: NavigationController {
    let ledger: AppearanceLedger
    init(_ title: String, root: ViewController, ledger: AppearanceLedger) {
        self.ledger = ledger
        super.init(rootViewController: root)
        self.title = title
    }
    override func viewWillAppear(_ animated: Bool) { ledger.record(self, .viewWillAppear); super.viewWillAppear(animated) }
    override func viewIsAppearing(_ animated: Bool) { ledger.record(self, .viewIsAppearing); super.viewIsAppearing(animated) }
    override func viewDidAppear(_ animated: Bool) { ledger.record(self, .viewDidAppear); super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { ledger.record(self, .viewWillDisappear); super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { ledger.record(self, .viewDidDisappear); super.viewDidDisappear(animated) }
}

@MainActor
final class FuzzTabBarController: TabBarController {
    let ledger: AppearanceLedger
    init(_ title: String, ledger: AppearanceLedger) {
        self.ledger = ledger
        super.init()
        self.title = title
    }
    override func viewWillAppear(_ animated: Bool) { ledger.record(self, .viewWillAppear); super.viewWillAppear(animated) }
    override func viewIsAppearing(_ animated: Bool) { ledger.record(self, .viewIsAppearing); super.viewIsAppearing(animated) }
    override func viewDidAppear(_ animated: Bool) { ledger.record(self, .viewDidAppear); super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { ledger.record(self, .viewWillDisappear); super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { ledger.record(self, .viewDidDisappear); super.viewDidDisappear(animated) }
}

@MainActor
final class FuzzPageViewController: PageViewController {
    let ledger: AppearanceLedger
    init(_ title: String, ledger: AppearanceLedger) {
        self.ledger = ledger
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal)
        self.title = title
    }
    override func viewWillAppear(_ animated: Bool) { ledger.record(self, .viewWillAppear); super.viewWillAppear(animated) }
    override func viewIsAppearing(_ animated: Bool) { ledger.record(self, .viewIsAppearing); super.viewIsAppearing(animated) }
    override func viewDidAppear(_ animated: Bool) { ledger.record(self, .viewDidAppear); super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { ledger.record(self, .viewWillDisappear); super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { ledger.record(self, .viewDidDisappear); super.viewDidDisappear(animated) }
}

@MainActor
final class FuzzDrawerController: DrawerController {
    let ledger: AppearanceLedger
    init(_ title: String, center: ViewController, left: ViewController, right: ViewController, ledger: AppearanceLedger) {
        self.ledger = ledger
        super.init(center: center, left: left, right: right)
        self.title = title
    }
    override func viewWillAppear(_ animated: Bool) { ledger.record(self, .viewWillAppear); super.viewWillAppear(animated) }
    override func viewIsAppearing(_ animated: Bool) { ledger.record(self, .viewIsAppearing); super.viewIsAppearing(animated) }
    override func viewDidAppear(_ animated: Bool) { ledger.record(self, .viewDidAppear); super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { ledger.record(self, .viewWillDisappear); super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { ledger.record(self, .viewDidDisappear); super.viewDidDisappear(animated) }
}

@MainActor
final class FuzzSlidingMenuController: SlidingMenuController {
    let ledger: AppearanceLedger
    init(_ title: String, children: [ViewController], ledger: AppearanceLedger) throws(HierarchyInconsistency) {
        self.ledger = ledger
        try super.init(viewControllers: children, menuTitles: children.map(\.debugName))
        self.title = title
    }
    override func viewWillAppear(_ animated: Bool) { ledger.record(self, .viewWillAppear); super.viewWillAppear(animated) }
    override func viewIsAppearing(_ animated: Bool) { ledger.record(self, .viewIsAppearing); super.viewIsAppearing(animated) }
    override func viewDidAppear(_ animated: Bool) { ledger.record(self, .viewDidAppear); super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { ledger.record(self, .viewWillDisappear); super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { ledger.record(self, .viewDidDisappear); super.viewDidDisappear(animated) }
}

@MainActor
final class FuzzSplitViewController: SplitViewController {
    let ledger: AppearanceLedger
    init(_ title: String, ledger: AppearanceLedger) {
        self.ledger = ledger
        super.init()
        self.title = title
    }
    override func viewWillAppear(_ animated: Bool) { ledger.record(self, .viewWillAppear); super.viewWillAppear(animated) }
    override func viewIsAppearing(_ animated: Bool) { ledger.record(self, .viewIsAppearing); super.viewIsAppearing(animated) }
    override func viewDidAppear(_ animated: Bool) { ledger.record(self, .viewDidAppear); super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { ledger.record(self, .viewWillDisappear); super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { ledger.record(self, .viewDidDisappear); super.viewDidDisappear(animated) }
}

/// Pages in a fixed order for the page view controller: the neighbours of a page in `book`.
@MainActor
final class FuzzPageBook: PageViewControllerDataSource {
    let book: [ViewController]
    init(_ book: [ViewController]) { self.book = book }
    func pageViewController(_ pageViewController: PageViewController, viewControllerBefore viewController: ViewController) -> ViewController? {
        guard let index = book.firstIndex(where: { $0 === viewController }), index > 0 else { return nil }
        return book[index - 1]
    }
    func pageViewController(_ pageViewController: PageViewController, viewControllerAfter viewController: ViewController) -> ViewController? {
        guard let index = book.firstIndex(where: { $0 === viewController }), index + 1 < book.count else { return nil }
        return book[index + 1]
    }
}

/// The content views a ``FuzzProbe``'s view holds, as a real screen would: a scroll view whose
/// subviews are a text field and an image view, a table and a text view. ``FuzzStep/content(_:_:)``
/// steps act on them; ``InvariantChecker`` checks their invariants after every step.
@MainActor
final class FuzzContent: TableViewDataSource {
    let scrollView: ScrollView
    let table: TableView
    let field: TextField
    let textView: TextView
    let imageView: ImageView
    /// Labels placed by constraints the layout steps make and break.
    let layout: FuzzLayout
    /// The image the image view shows when a step gives it one (one per world, shared).
    let image: Image?
    /// The table's model: per section, the identity of each row (its cell shows "Row <identity>").
    var rows: [[Int]] = [Array(0..<6), Array(6..<9)]
    private var nextIdentity = 9
    /// Rows per section the table's data source reports; a reload step sets new ones (rows of
    /// new identities) and reloads.
    var rowCounts: [Int] {
        get { rows.map(\.count) }
        set { rows = newValue.map { count in (0..<max(0, count)).map { _ in freshIdentity() } } }
    }
    /// The cells the table had made, held weakly: those alive are on screen or in its queue.
    private var madeCells: [WeakCell] = []
    private var compactedCount = 16
    /// The most cells the table held as subviews at any check (on screen or leaving).
    var mostCellsShown = 0
    /// What an update step found wrong (the selection not following its row), for the checker.
    var violation: String?

    private struct WeakCell {
        weak var cell: TableViewCell?
    }

    /// The content views, laid out in `view` (whose bounds may still be zero: the probes' views
    /// are sized by their containers, and the content stretches or stays with them).
    init(in view: View, image: Image?) {
        self.image = image
        // A form in a scroll view: the field and the image view are the scroll view's subviews,
        // scrolled with its content (fewer views than separate tiles: the checkers walk them all).
        scrollView = ScrollView(frame: Rect(x: 8, y: 8, width: 120, height: 80))
        scrollView.contentSize = Size(width: 240, height: 400)
        scrollView.autoresizingMask = [.flexibleWidth]
        field = TextField(frame: Rect(x: 10, y: 10, width: 200, height: 30), text: "Field", placeholder: "Name")
        imageView = ImageView(image: image)
        imageView.frame = Rect(x: 10, y: 200, width: 40, height: 40)
        scrollView.addSubview(field)
        scrollView.addSubview(imageView)
        table = TableView(frame: Rect(x: 8, y: 96, width: 120, height: 150))
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        textView = TextView(frame: Rect(x: 136, y: 8, width: 100, height: 80), text: "Text")
        for subview in [scrollView, table, textView] as [View] { view.addSubview(subview) }
        layout = FuzzLayout(in: view)
        table.register(FuzzCell.self, forCellReuseIdentifier: "Row")
        table.dataSource = self
    }

    /// The views a first-responder step names, by ``FuzzStep/ContentAction/focus(_:become:)``'s index.
    var responders: [View] { [field, textView, table, imageView] }

    func numberOfSections(in tableView: TableView) -> Int { rows.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        rows.indices.contains(section) ? rows[section].count : 0
    }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        if let cell = cell as? FuzzCell, !cell.isCounted {
            cell.isCounted = true
            if madeCells.count >= 2 * compactedCount {
                madeCells.removeAll { $0.cell == nil }
                compactedCount = max(16, madeCells.count)
            }
            madeCells.append(WeakCell(cell: cell))
        }
        cell.textLabel?.text = identity(at: indexPath).map(Self.text(ofRow:)) ?? "no such row"
        return cell
    }

    /// The text of the cell of the row of `identity`.
    static func text(ofRow identity: Int) -> String { "Row \(identity)" }

    /// A new row identity.
    func freshIdentity() -> Int {
        nextIdentity += 1
        return nextIdentity
    }

    /// The identity of the row at `indexPath` in the model, if it has that row.
    func identity(at indexPath: IndexPath) -> Int? {
        guard indexPath.count == 2, rows.indices.contains(indexPath.section), rows[indexPath.section].indices.contains(indexPath.row)
        else { return nil }
        return rows[indexPath.section][indexPath.row]
    }

    /// Where the row of `identity` is in the model, if it is there.
    func path(of identity: Int) -> IndexPath? {
        for (section, identities) in rows.enumerated() {
            if let row = identities.firstIndex(of: identity) { return IndexPath(row: row, section: section) }
        }
        return nil
    }

    /// The cells alive now: on screen, leaving, or in the table's queue.
    var liveCells: Int { madeCells.reduce(0) { $0 + ($1.cell == nil ? 0 : 1) } }
}

/// The cell of ``FuzzContent``'s table: a plain cell that knows whether the content counted it.
final class FuzzCell: TableViewCell {
    var isCounted = false
}
