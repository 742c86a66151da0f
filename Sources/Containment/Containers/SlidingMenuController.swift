#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
/// A container that shows one navigation stack and exposes its top controller, as
/// `UINavigationController` with its `topViewController`.
///
/// ``SlidingMenuController`` uses it to tell a child that is already a navigation stack (it is
/// not wrapped again) and to find the controller whose navigation item gets the Menu button.
/// `NavigationController` conforms.
@MainActor
public protocol NavigationStackProviding: ViewController {
    /// The controller at the top of the stack, as `UINavigationController.topViewController`.
    var topViewController: ViewController? { get }
}

/// A container that shows one of several tabs, as `UITabBarController` with its
/// `viewControllers`.
///
/// ``SlidingMenuController`` does not wrap such a child in a navigation stack (a tab bar
/// controller inside a navigation controller is refused by the nesting rules); it puts the Menu
/// button into each tab's top controller instead. `TabBarController` conforms.
@MainActor
public protocol TabBarHosting: ViewController {
    /// The tabs' controllers, as `UITabBarController.viewControllers`.
    var viewControllers: [ViewController]? { get }
}

/// The object that makes a ``SlidingMenuController``'s rows' controllers when they are first
/// wanted, as `UIPageViewControllerDataSource` hands a page view controller its pages on demand.
///
/// An app with many rows gives the menu only its titles
/// (``SlidingMenuController/init(menuTitles:)``) and a data source, and so makes at launch only
/// the controllers of the first row shown; each other row's controller (with whatever it loads)
/// is made the first time that row is selected.
@MainActor
public protocol SlidingMenuControllerDataSource: AnyObject {
    /// The controller for the row at `index`, asked once: when the row is first shown (row 0 when
    /// the menu's view loads, another when it is selected) or first read with
    /// ``SlidingMenuController/viewController(at:)``. The menu keeps it, wraps it in a
    /// navigation stack and gives it a Menu button as it does the controllers given to
    /// ``SlidingMenuController/init(viewControllers:menuTitles:)``.
    ///
    /// A controller that already has a parent, or is already one of the menu's rows, is refused
    /// (``HierarchyInconsistency`` of kind `.childHasAnotherParent` or `.duplicateController`):
    /// the row stays unmade and is not shown, and the menu asks again the next time it is wanted.
    func slidingMenuController(_ menu: SlidingMenuController, viewControllerForRowAt index: Int) -> ViewController
}

/// A sliding menu, as the Facebook and Path apps made popular: a table of titles underneath,
/// and the selected child's content on top, slid right by ``exposedWidth`` to reveal the menu
/// (slid left, the menu on the right, when the view lays out right to left). Its names follow
/// the `RootController` of the classic UIKit containment example it reproduces.
///
/// Each child that is not a navigation stack is wrapped in one (``wrapInNavigationController``),
/// and a "Menu" bar button that toggles the menu goes leftmost in its top controller's
/// navigation item, keeping the buttons already there. When the view loads, the first child's
/// content starts off screen to the right and slides to ``exposedWidth`` (0.5 s) once the menu
/// is on screen: the menu starts visible. Selecting a row swaps the shown child for the row's
/// (see ``replaceVisibleViewController(withViewControllerAt:)``).
///
/// Rows can also be made on demand: ``init(menuTitles:)`` with a ``dataSource`` makes a row's
/// controller the first time the row is shown, so the first screen costs only its own row. The
/// callbacks of a row being shown are the same either way; the made controller's own set-up
/// (a navigation stack adopting its root, say) runs just before its swap starts.
///
/// Where it differs from that example, and why:
/// - Every child's top controller gets its own Menu button (the example gave one only to the
///   last child's, which left the other screens without a way back to the menu once hidden).
/// - A tab bar controller (``TabBarHosting``) is not wrapped in a navigation controller: the
///   nesting rules refuse a tab bar controller inside a navigation controller (UIKit only warns
///   that it is unsupported). Instead each of its tabs' top controllers gets a Menu button.
/// - Mismatched counts of children and titles are refused with a thrown
///   ``HierarchyInconsistency`` (the example's assertion never fired).
@MainActor
open class SlidingMenuController: ViewController, TableViewDataSource, TableViewDelegate {
    /// Wraps a child that is not a navigation stack before it is shown, in a new navigation
    /// controller whose root it becomes.
    ///
    /// The default is `NavigationController(rootViewController:)`; tests and apps with their own
    /// stack container may replace it. The result should conform to ``NavigationStackProviding``
    /// so that the Menu button goes to its top controller; a result that does not gets the button
    /// in its own navigation item.
    public static var wrapInNavigationController: (ViewController) -> ViewController = { NavigationController(rootViewController: $0) }

    /// How far the content slides right (left, mirrored) to reveal the menu (default 200 pt).
    public var exposedWidth: Double = 200

    /// How long each slide of the content takes: revealing or hiding the menu, and each half of a
    /// swap (default 0.5 s).
    public var slideDuration: Double = 0.5

    /// The children as shown: each given controller, wrapped in a navigation stack unless it
    /// already is one or is a tab bar controller. Swapped-out children stay here, to be shown
    /// again, but leave the container and the view hierarchy.
    ///
    /// With a ``dataSource``, reading this makes every row not made yet, as reading
    /// ``ViewController/view`` loads the view; ``viewControllerIfLoaded(at:)`` looks without
    /// making anything. A row whose controller the menu refused is left out.
    public var viewControllers: [ViewController] {
        menuTitles.indices.compactMap(viewController(at:))
    }

    /// Makes the rows' controllers that were not given at creation, when they are first wanted.
    /// Set it before the view loads (row 0 is made then), as `UIPageViewController.dataSource`.
    public weak var dataSource: SlidingMenuControllerDataSource?

    /// Each row's controller as shown (wrapped), or `nil` while the row is not made yet.
    private var rows: [ViewController?]

    /// The row whose controller the data source is making now: a data source that asks the menu
    /// for a row meanwhile gets `nil`, not an endless loop.
    private var rowBeingMade: Int?

    /// The menu's row titles, one per child.
    public let menuTitles: [String]

    /// The menu table that fills the view underneath the content, one row per title.
    public let menuTableView = TableView()

    /// The index of the child whose content is shown; it changes when a swap ends.
    public private(set) var visibleIndex = 0

    /// Whether the content is slid aside to show the menu (or sliding there).
    public private(set) var isMenuVisible = false

    /// Whether a swap started by a row selection is running (from the slide-out until the new
    /// child has moved in and the old one has left the container).
    public private(set) var isSwapping = false

    /// The Menu buttons put into the children's top controllers, one per top controller.
    public private(set) var menuBarButtonItems: [BarButtonItem] = []

    /// Whether the first reveal (content sliding in from the right) still has to run.
    private var needsInitialReveal = false

    /// Creates the menu with its children and one title per child; each child is wrapped and
    /// gets its Menu button here.
    ///
    /// Throws (and reports to ``ViewController/hierarchyInconsistencyHandler``) a
    /// ``HierarchyInconsistency`` of kind `.invalidArgument` when the counts differ or there are
    /// no children, and of kind `.duplicateController` when a controller is given twice.
    public init(viewControllers: [ViewController], menuTitles: [String]) throws(HierarchyInconsistency) {
        if let refusal = Self.refusal(viewControllers: viewControllers, menuTitles: menuTitles) {
            HierarchyInconsistency.report(refusal)
            throw refusal
        }
        let wrapped = viewControllers.map(Self.wrapIfNeeded)
        rows = wrapped
        self.menuTitles = menuTitles
        super.init()
        wrapped.forEach(addMenuButtons(to:))
        menuTableView.register(TableViewCell.self, forCellReuseIdentifier: Self.menuCellIdentifier)
        menuTableView.delegate = self
        menuTableView.dataSource = self
    }

    /// Creates the menu with its row titles only; each row's controller comes from
    /// ``dataSource`` the first time the row is wanted (see ``SlidingMenuControllerDataSource``),
    /// as a `UIPageViewController` gets its pages from its data source.
    ///
    /// Throws (and reports to ``ViewController/hierarchyInconsistencyHandler``) a
    /// ``HierarchyInconsistency`` of kind `.invalidArgument` when there are no titles.
    public init(menuTitles: [String]) throws(HierarchyInconsistency) {
        if menuTitles.isEmpty {
            let refusal = HierarchyInconsistency(
                .invalidArgument, "SlidingMenuController(menuTitles:): at least one menu title is needed; got none")
            HierarchyInconsistency.report(refusal)
            throw refusal
        }
        rows = Array(repeating: nil, count: menuTitles.count)
        self.menuTitles = menuTitles
        super.init()
        menuTableView.register(TableViewCell.self, forCellReuseIdentifier: Self.menuCellIdentifier)
        menuTableView.delegate = self
        menuTableView.dataSource = self
    }

    /// The controller of the row at `index` as shown (wrapped), made through ``dataSource`` if
    /// it is not made yet; `nil` for an index out of range, or a row with no data source or
    /// whose controller was refused (reported as a ``HierarchyInconsistency``).
    public func viewController(at index: Int) -> ViewController? {
        guard rows.indices.contains(index) else { return nil }
        if let made = rows[index] { return made }
        guard let dataSource, rowBeingMade == nil else { return nil }
        rowBeingMade = index
        let controller = dataSource.slidingMenuController(self, viewControllerForRowAt: index)
        rowBeingMade = nil
        if let refusal = refusalToMakeRow(with: controller) {
            HierarchyInconsistency.report(refusal)
            return nil
        }
        let wrapped = Self.wrapIfNeeded(controller)
        rows[index] = wrapped
        addMenuButtons(to: wrapped)
        return wrapped
    }

    /// The controller of the row at `index` if it is made, without making it, as
    /// ``ViewController/viewIfLoaded`` reads a view without loading it.
    public func viewControllerIfLoaded(at index: Int) -> ViewController? {
        rows.indices.contains(index) ? rows[index] : nil
    }

    /// Why the data source's `controller` cannot be a row: it is one already, or it has a parent.
    private func refusalToMakeRow(with controller: ViewController) -> HierarchyInconsistency? {
        if rows.contains(where: { $0 === controller }) {
            return HierarchyInconsistency(
                .duplicateController,
                "SlidingMenuController \(debugName): the data source gave \(controller.debugName), which is already one of the menu's rows")
        }
        if let other = controller.parent {
            return HierarchyInconsistency(
                .childHasAnotherParent,
                "SlidingMenuController \(debugName): the data source gave \(controller.debugName), which is a child of \(other.debugName)")
        }
        return nil
    }

    /// Puts a Menu button leftmost into each top controller of the row `child`.
    private func addMenuButtons(to child: ViewController) {
        for top in Self.menuButtonHosts(of: child) {
            let item = BarButtonItem(title: "Menu") { [weak self] in self?.toggleMenu() }
            menuBarButtonItems.append(item)
            top.navigationItem.leftBarButtonItems = [item] + top.navigationItem.leftBarButtonItems
        }
    }

    private static func refusal(viewControllers: [ViewController], menuTitles: [String]) -> HierarchyInconsistency? {
        let names = viewControllers.map(\.debugName).joined(separator: ", ")
        if viewControllers.count != menuTitles.count {
            return HierarchyInconsistency(
                .invalidArgument,
                "SlidingMenuController(viewControllers:menuTitles:): there must be exactly one menu title per view controller; got \(viewControllers.count) controllers [\(names)] and \(menuTitles.count) titles \(menuTitles)")
        }
        if viewControllers.isEmpty {
            return HierarchyInconsistency(
                .invalidArgument, "SlidingMenuController(viewControllers:menuTitles:): at least one view controller is needed; got none")
        }
        for (index, controller) in viewControllers.enumerated() where viewControllers[..<index].contains(where: { $0 === controller }) {
            return HierarchyInconsistency(
                .duplicateController,
                "SlidingMenuController(viewControllers:menuTitles:): \(controller.debugName) is given more than once in [\(names)]")
        }
        return nil
    }

    private static func wrapIfNeeded(_ controller: ViewController) -> ViewController {
        if controller is NavigationStackProviding || controller is TabBarHosting { return controller }
        return wrapInNavigationController(controller)
    }

    /// The controllers whose navigation items get a Menu button for one child: the top of a
    /// navigation stack, each tab's top for a tab bar controller, else the child itself.
    private static func menuButtonHosts(of child: ViewController) -> [ViewController] {
        func top(of controller: ViewController) -> ViewController {
            (controller as? NavigationStackProviding)?.topViewController ?? controller
        }
        if let tabs = child as? TabBarHosting { return (tabs.viewControllers ?? []).map(top) }
        return [top(of: child)]
    }

    // MARK: View

    /// Adds the menu table and the first child's content, off screen to the right; the content
    /// slides to ``exposedWidth`` once on screen.
    open override func viewDidLoad() {
        super.viewDidLoad()
        menuTableView.frame = view.bounds
        menuTableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(menuTableView)
        visibleIndex = 0
        menuTableView.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        guard let visible = viewController(at: 0) else { return }
        // A first child another container took meanwhile stays where it is: stealing its view
        // would show it outside its parent.
        if let refusal = refusalToAdopt(visible) {
            HierarchyInconsistency.report(refusal)
            return
        }
        visible.view.frame = offScreenFrame
        addChild(visible)
        view.addSubview(visible.view)
        isMenuVisible = true
        needsInitialReveal = true
        if view.window != nil { revealInitially() }
        visible.didMove(toParent: self)
    }

    /// Runs the first slide once the view is in a window: a view in no window would jump to the
    /// end, and the user is meant to see the content slide in.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        revealInitially()
    }

    private func revealInitially() {
        guard needsInitialReveal else { return }
        needsInitialReveal = false
        guard let content = viewControllerIfLoaded(at: visibleIndex)?.view else { return }
        View.performWithoutAnimation { content.frame = offScreenFrame }
        adjustContentFrameAccordingToMenuVisibility()
    }

    /// Where content waits to slide in and goes when it slides out: one width to the right; one
    /// width to the left when the view lays out right to left (its
    /// ``View/effectiveUserInterfaceLayoutDirection``), where the menu shows on the right.
    public var offScreenFrame: Rect {
        placed(Rect(x: view.bounds.width, y: 0, width: view.bounds.width, height: view.bounds.height))
    }

    /// A content frame computed left to right, as it stands in the view's direction.
    private func placed(_ frame: Rect) -> Rect {
        view.isLayoutMirrored ? frame.mirrored(inWidth: view.bounds.width) : frame
    }

    // MARK: Menu

    /// Shows or hides the menu by sliding the content (the Menu buttons' action). Ignored while a
    /// swap runs.
    public func toggleMenu() {
        guard !isSwapping else { return }
        isMenuVisible.toggle()
        adjustContentFrameAccordingToMenuVisibility()
    }

    /// Slides the visible content to ``exposedWidth`` when the menu is visible and to 0
    /// otherwise, in ``slideDuration``, from where it shows now.
    private func adjustContentFrameAccordingToMenuVisibility() {
        guard let content = viewControllerIfLoaded(at: visibleIndex)?.view else { return }
        let size = content.frame.size
        let x = isMenuVisible ? exposedWidth : 0
        let frame = placed(Rect(x: x, y: 0, width: size.width, height: size.height))
        View.animate(withDuration: slideDuration) {
            content.frame = frame
        }
    }

    /// Swaps the visible child for the one at `index`, in this order: the outgoing child gets
    /// `willMove(toParent: nil)`; the incoming one is added (`addChild`); input is ignored;
    /// `transition(from:to:)` slides the outgoing content off to the right in ``slideDuration``
    /// (the incoming content waits off screen); then the incoming content slides in to fill the
    /// view (input is accepted again as this slide starts, not when it ends), the incoming child
    /// gets `didMove(toParent: self)`, the outgoing one leaves (`removeFromParent`), and the menu
    /// counts as hidden.
    ///
    /// Selecting the row already shown does nothing (the menu stays as it is); so does a
    /// selection during a swap or an index out of range. A row not made yet is made first (see
    /// ``dataSource``), before the outgoing child's `willMove(toParent: nil)`.
    public func replaceVisibleViewController(withViewControllerAt index: Int) {
        guard index != visibleIndex, rows.indices.contains(index), !isSwapping, isViewLoaded,
              let incoming = viewController(at: index) else { return }
        let outgoing = viewControllerIfLoaded(at: visibleIndex)
        if let refusal = refusalToSwap(from: outgoing, to: incoming) {
            HierarchyInconsistency.report(refusal)
            return
        }
        guard let outgoing else { return }
        incoming.view.frame = offScreenFrame
        let visibleFrame = view.bounds
        outgoing.willMove(toParent: nil)
        addChild(incoming)
        Application.shared.beginIgnoringInteractionEvents()
        isSwapping = true
        transition(from: outgoing, to: incoming, duration: slideDuration, options: [], animations: {
            outgoing.view.frame = self.offScreenFrame
        }, completion: { _ in
            View.animate(withDuration: self.slideDuration) {
                incoming.view.frame = visibleFrame
            }
            Application.shared.endIgnoringInteractionEvents()
            incoming.didMove(toParent: self)
            outgoing.removeFromParent()
            self.isMenuVisible = false
            self.visibleIndex = index
            self.isSwapping = false
        })
    }

    /// Why a swap cannot run: the incoming child was taken by another container, or the
    /// outgoing one is no longer shown here.
    private func refusalToSwap(from outgoing: ViewController?, to incoming: ViewController) -> HierarchyInconsistency? {
        if let other = incoming.parent {
            return HierarchyInconsistency(
                .childHasAnotherParent,
                "SlidingMenuController \(debugName) cannot show \(incoming.debugName): it is a child of \(other.debugName)")
        }
        if let refusal = refusalToAdopt(incoming) { return refusal }
        guard let outgoing, outgoing.parent === self, outgoing.viewIfLoaded?.superview === view else {
            return HierarchyInconsistency(
                .controllerNotInContainer,
                "SlidingMenuController \(debugName) cannot swap out \(outgoing?.debugName ?? "row \(visibleIndex)"): it is no longer shown in the menu's view")
        }
        return nil
    }

    // MARK: Table

    /// One section: the menu is a flat list.
    public func numberOfSections(in tableView: TableView) -> Int { 1 }

    /// One row per title.
    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        menuTitles.count
    }

    /// The identifier of the menu's cells.
    static let menuCellIdentifier = "SlidingMenuCell"

    /// A cell showing the row's title.
    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.menuCellIdentifier, for: indexPath)
        cell.textLabel?.text = menuTitles[indexPath.row]
        return cell
    }

    /// Swaps to the selected row's child (see ``replaceVisibleViewController(withViewControllerAt:)``).
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        replaceVisibleViewController(withViewControllerAt: indexPath.row)
    }
}
