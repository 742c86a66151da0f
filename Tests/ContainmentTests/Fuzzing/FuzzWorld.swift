import Foundation
@_spi(Adapter) @_spi(Testing) import Containment
import ContainmentTestSupport

/// The fuzzed world: a visible window on a manual clock, a generic root, a pool of plain and
/// manual-forwarding controllers and one of each standard container, all recording their
/// appearance callbacks in one ``AppearanceLedger``. ``apply(_:)`` performs a ``FuzzStep``; a step
/// whose arguments no longer fit the state (after shrinking dropped earlier steps) does nothing.
@MainActor
final class FuzzWorld {
    nonisolated static let styles: [ModalPresentationStyle] = [.fullScreen, .pageSheet, .overFullScreen, .formSheet, .popover]

    let clock = ManualClock()
    let window: Window
    /// The image content steps put in image views: a valid 4×4 PNG made in memory.
    let image = Image(data: ImageFixtures.png(width: 4, height: 4))
    let ledger = AppearanceLedger()
    /// The delegate of custom presentations and of the main navigation controller.
    let transitions = FuzzTransitions()
    private(set) var controllers: [ViewController] = []
    private(set) var names: [String] = []

    let root: Int
    let probes: [Int]
    let manuals: [Int]
    let nav: Int, tab: Int, page: Int, drawer: Int, menu: Int, split: Int, splitNav: Int, splitDetailNav: Int
    let navs: [Int]
    let menuChildren: [Int]
    private let book: FuzzPageBook

    /// Refusals and warnings since the world began (the checker reads the new ones per step).
    private(set) var refusals: [HierarchyInconsistency] = []
    private(set) var warnings: [String] = []
    /// A refusal a step expected but did not get (a misuse let through).
    private(set) var missedRefusals: [String] = []
    /// What the state-restoration round trips found wrong (``FuzzRestoration``).
    private(set) var roundTripFailures: [String] = []

    private(set) var isPointerDown = false
    private var pointerTime = 0.0
    private var pointerLocation = Point(x: 0, y: 0)

    /// A world as at launch; `visible: false` leaves its window hidden (the state-restoration
    /// round trip restores into such a world before showing it).
    init(visible: Bool = true) {
        window = Window(frame: Rect(x: 0, y: 0, width: 1024, height: 768), clock: clock)
        var registry: [ViewController] = []
        func register(_ controller: ViewController) -> Int {
            registry.append(controller)
            return registry.count - 1
        }
        let ledger = ledger
        let image = image
        root = register(FuzzProbe("Root", ledger: ledger, withContent: true, image: image))
        probes = (0..<10).map { register(FuzzProbe("P\($0)", ledger: ledger, withContent: $0 == 0, image: image)) }
        manuals = (0..<2).map { register(FuzzManualContainer("M\($0)", ledger: ledger)) }
        let navRoot = FuzzProbe("N0", ledger: ledger, withContent: true, image: image)
        nav = register(FuzzNavigationController("Nav", root: navRoot, ledger: ledger))
        _ = register(navRoot)
        let tabs = (0..<3).map { FuzzProbe("T\($0)", ledger: ledger) }
        let tabController = FuzzTabBarController("Tab", ledger: ledger)
        tabController.viewControllers = tabs
        tab = register(tabController)
        tabs.forEach { _ = register($0) }
        let firstPage = FuzzProbe("PG0", ledger: ledger, withContent: true, image: image)
        book = FuzzPageBook([firstPage] + probes.map { registry[$0] })
        let pageController = FuzzPageViewController("Page", ledger: ledger)
        pageController.dataSource = book
        pageController.setViewControllers([firstPage], direction: .forward, animated: false)
        page = register(pageController)
        _ = register(firstPage)
        let center = FuzzProbe("D0", ledger: ledger, withContent: true, image: image), left = FuzzProbe("DL", ledger: ledger), right = FuzzProbe("DR", ledger: ledger)
        drawer = register(FuzzDrawerController("Drawer", center: center, left: left, right: right, ledger: ledger))
        [center, left, right].forEach { _ = register($0) }
        let menuRoots = ["MA", "MB", "MC"].map { FuzzProbe($0, ledger: ledger) }
        let menuNavs = menuRoots.enumerated().map { FuzzNavigationController("MN\($0.offset)", root: $0.element, ledger: ledger) }
        // The titles are valid (one per child), so this cannot throw.
        let menuController = try? FuzzSlidingMenuController("Menu", children: menuNavs, ledger: ledger)
        menu = register(menuController ?? FuzzProbe("Menu?", ledger: ledger))
        menuChildren = menuNavs.map { register($0) }
        menuRoots.forEach { _ = register($0) }
        let primaryRoot = FuzzProbe("SP", ledger: ledger), secondary = FuzzProbe("SD", ledger: ledger, withContent: true, image: image)
        let primaryNav = FuzzNavigationController("SplitNav", root: primaryRoot, ledger: ledger)
        // The secondary wrapped in a navigation controller, as apps do: collapsing moves its
        // controllers onto the primary's stack and separating gives them back in it.
        let secondaryNav = FuzzNavigationController("SplitDetailNav", root: secondary, ledger: ledger)
        let splitController = FuzzSplitViewController("Split", ledger: ledger)
        splitController.viewControllers = [primaryNav, secondaryNav]
        split = register(splitController)
        splitNav = register(primaryNav)
        [primaryRoot, secondary].forEach { _ = register($0) }
        splitDetailNav = register(secondaryNav)
        navs = [nav, splitNav, splitDetailNav] + menuChildren
        controllers = registry
        names = registry.map(\.debugName)
        for (index, controller) in registry.enumerated() { indexByIdentity[ObjectIdentifier(controller)] = index }
        genericContainerSet = Set([root] + probes + manuals)
        contentHolders = registry.indices.filter { (registry[$0] as? FuzzProbe)?.holdsContent ?? false }
        contentProbes = contentHolders.compactMap { registry[$0] as? FuzzProbe }
        ledger.register(registry)

        // Every controller is saved and restored by its name.
        for controller in registry { controller.restorationIdentifier = controller.debugName }

        window.rootViewController = registry[root]
        if visible { window.makeKeyAndVisible() }
    }

    /// How many layout conflicts the steps caused (reported, never trapped).
    var layoutConflicts = 0

    /// Collects refusals and warnings while `body` runs (the handlers are global: restored after).
    func withDiagnostics<T>(_ body: () -> T) -> T {
        let savedRefusal = ViewController.hierarchyInconsistencyHandler
        let savedWarning = ViewController.warningHandler
        let savedConflict = LayoutConstraint.conflictHandler
        ViewController.hierarchyInconsistencyHandler = { [weak self] in self?.refusals.append($0) }
        ViewController.warningHandler = { [weak self] in self?.warnings.append($0) }
        // Layout steps make conflicting constraints on purpose: each is broken and reported.
        LayoutConstraint.conflictHandler = { [weak self] in self?.layoutConflicts += $0.constraints.isEmpty ? 0 : 1 }
        defer {
            ViewController.hierarchyInconsistencyHandler = savedRefusal
            ViewController.warningHandler = savedWarning
            LayoutConstraint.conflictHandler = savedConflict
        }
        return body()
    }

    // MARK: Queries

    func controller(_ index: Int) -> ViewController? { controllers.indices.contains(index) ? controllers[index] : nil }

    /// The registry index of the controller titled `name` (for regression tests written from a printed sequence).
    func id(_ name: String) -> Int { names.firstIndex(of: name) ?? -1 }

    func index(of controller: ViewController) -> Int? { indexByIdentity[ObjectIdentifier(controller)] }
    private var indexByIdentity: [ObjectIdentifier: Int] = [:]
    private var genericContainerSet: Set<Int> = []

    /// The root, the plain probes and the manual containers: what `add` and `transition` use.
    var genericContainers: [Int] { [root] + probes + manuals }

    /// No parent, not presented, not the root: free to be added, pushed or presented.
    func isFree(_ index: Int) -> Bool {
        guard let c = controller(index) else { return false }
        return c.parent == nil && c.presentingViewController == nil && c.windowOfRoot == nil
    }

    func isGenericContainer(_ index: Int) -> Bool { genericContainerSet.contains(index) }

    func isShown(_ c: ViewController) -> Bool { c.viewIfLoaded?.window === window }

    /// The registry indexes of the controllers whose views hold ``FuzzContent``, loaded or not:
    /// the root, a plain probe, and a child of each container (nav, page, drawer, split's
    /// detail). Not every probe: the checkers walk every view after every step.
    private(set) var contentHolders: [Int] = []
    /// The probes of ``contentHolders``, in the same order (the checker reads them every step,
    /// without a cast).
    private(set) var contentProbes: [FuzzProbe] = []

    /// The content views of controller `index`, if its view is loaded and holds them.
    func content(_ index: Int) -> FuzzContent? { (controller(index) as? FuzzProbe)?.content }

    /// How many controllers have loaded their views.
    var loadedViewCount: Int {
        var count = 0
        for controller in controllers where controller.isViewLoaded { count += 1 }
        return count
    }

    /// Whether anything still moves: animations running or a pointer held.
    var isQuiescent: Bool { window.runningAnimationCount == 0 && !isPointerDown }

    // MARK: Applying steps

    /// What a step does before its call: a drag first lets go of a pointer still held, so the
    /// release (which may finish or cancel a gesture) is not mistaken for part of the call.
    func prepare(_ step: FuzzStep) {
        if case .drag = step { pointerUp() }
    }

    /// The keys of ``FuzzStep/keyNames``, in order.
    static let keys: [(input: String, flags: KeyModifierFlags)] = [
        (KeyCommand.inputEscape, []), (KeyCommand.inputLeftArrow, .alternate),
        (KeyCommand.inputPageDown, .control), (KeyCommand.inputPageUp, .control), ("\t", []),
    ]

    func apply(_ step: FuzzStep) {
        switch step {
        case let .add(child, parent, frame): add(child, to: parent, frame: frame)
        case let .remove(child): remove(child)
        case let .transition(parent, from, to, duration, flip): transition(in: parent, from: from, to: to, duration: duration, flip: flip)
        case let .blink(index): blink(index)
        case let .unbalanced(index, end): unbalanced(index, end: end)
        case let .push(navIndex, index, animated):
            guard let nav = controller(navIndex) as? NavigationController, let c = controller(index) else { return }
            nav.pushViewController(c, animated: animated)
        case let .pop(navIndex, animated): (controller(navIndex) as? NavigationController)?.popViewController(animated: animated)
        case let .popToRoot(navIndex, animated): (controller(navIndex) as? NavigationController)?.popToRootViewController(animated: animated)
        case let .popTo(navIndex, index, animated):
            guard let nav = controller(navIndex) as? NavigationController, let c = controller(index),
                  nav.viewControllers.contains(where: { $0 === c }) else { return }
            nav.popToViewController(c, animated: animated)
        case let .setStack(navIndex, indices, animated):
            guard let nav = controller(navIndex) as? NavigationController else { return }
            nav.setViewControllers(indices.compactMap(controller), animated: animated)
        case let .drag(on, start, dx, moves, interval, release): drag(on: on, start: start, dx: dx, moves: moves, interval: interval, release: release)
        case .pointerUp: pointerUp()
        case let .selectTab(index, fromUser):
            guard let tab = controller(tab) as? TabBarController else { return }
            if fromUser { _ = tab.selectFromUser(index: index) } else { tab.selectedIndex = index }
        case let .setTabs(indices): (controller(tab) as? TabBarController)?.viewControllers = indices.compactMap(controller)
        case let .setPage(index, forward, animated):
            guard let page = controller(page) as? PageViewController, let c = controller(index) else { return }
            page.setViewControllers([c], direction: forward ? .forward : .reverse, animated: animated)
        case let .turnPage(next, animated):
            guard let page = controller(page) as? PageViewController else { return }
            if next { page.goToNextPage(animated: animated) } else { page.goToPreviousPage(animated: animated) }
        case let .openDrawer(side, animated): (controller(drawer) as? DrawerController)?.open(side, animated: animated)
        case let .closeDrawer(animated): (controller(drawer) as? DrawerController)?.close(animated: animated)
        case let .toggleDrawer(side, animated): (controller(drawer) as? DrawerController)?.toggle(side, animated: animated)
        case let .setDrawerChild(role, index):
            guard let drawer = controller(drawer) as? DrawerController, let c = controller(index) else { return }
            switch role {
            case .none: drawer.centerViewController = c
            case .left: drawer.leftDrawerViewController = c
            case .right: drawer.rightDrawerViewController = c
            }
        case let .swapMenu(index): (controller(menu) as? SlidingMenuController)?.replaceVisibleViewController(withViewControllerAt: index)
        case .toggleMenu: (controller(menu) as? SlidingMenuController)?.toggleMenu()
        case let .key(index):
            let key = Self.keys[index % Self.keys.count]
            window.handleKeyCommand(input: key.input, modifierFlags: key.flags)
        case let .present(presenterIndex, index, style, dissolve, animated):
            guard let presenter = controller(presenterIndex), let c = controller(index) else { return }
            if c.presentingViewController == nil {
                c.modalPresentationStyle = Self.styles[style % Self.styles.count]
                c.modalTransitionStyle = dissolve ? .crossDissolve : .coverVertical
                // Sheets rest at two detents; a popover points at its presenter's view.
                c.sheetPresentationController?.detents = [.medium(), .large()]
                c.sheetPresentationController?.prefersGrabberVisible = true
                c.popoverPresentationController?.sourceView = presenter.viewIfLoaded
            }
            let mustRefuse = c.parent != nil || c.presentingViewController != nil || c.windowOfRoot != nil
            expectRefusal(if: mustRefuse, "present(\(c.debugName)) on \(presenter.debugName)") {
                presenter.present(c, animated: animated)
            }
        case let .dismiss(index, animated): controller(index)?.dismiss(animated: animated)
        case let .customPresent(presenterIndex, index, interactive):
            guard let presenter = controller(presenterIndex), let c = controller(index) else { return }
            if c.presentingViewController == nil {
                c.modalPresentationStyle = .custom
                c.transitioningDelegate = transitions
            }
            transitions.nextIsInteractive = interactive
            let mustRefuse = c.parent != nil || c.presentingViewController != nil || c.windowOfRoot != nil
            expectRefusal(if: mustRefuse, "present(\(c.debugName)) on \(presenter.debugName)") {
                presenter.present(c, animated: true)
            }
            transitions.nextIsInteractive = false
        case let .customDismiss(index, interactive):
            transitions.nextIsInteractive = interactive
            controller(index)?.dismiss(animated: true)
            transitions.nextIsInteractive = false
        case let .customNavigation(animates, interactive):
            (controller(nav) as? NavigationController)?.delegate = transitions
            transitions.navigationAnimates = animates
            transitions.nextIsInteractive = interactive
        case let .interact(progress, end):
            let interaction = transitions.interaction
            interaction?.update(progress)
            if end % 3 == 1 { interaction?.finish() } else if end % 3 == 2 { interaction?.cancel() }
        case let .showDetail(index):
            guard let split = controller(split) as? SplitViewController, let c = controller(index) else { return }
            split.showDetailViewController(c, sender: nil)
        case let .resize(width, height, duration): window.resize(to: Size(width: width, height: height), duration: duration)
        case let .setWindowVisible(visible): if visible { window.makeKeyAndVisible() } else { window.hide() }
        case let .advance(seconds): clock.advance(by: seconds)
        case let .invalid(kind, a, b): invalid(kind, a, b)
        case let .sheetDrag(dy, moves, interval, release): sheetDrag(dy: dy, moves: moves, interval: interval, release: release)
        case let .selectDetent(large, animated):
            guard let sheet = topmostPresented()?.sheetPresentationController else { return }
            if animated {
                sheet.animateChanges { sheet.selectedDetentIdentifier = large ? .large : .medium }
            } else {
                sheet.selectedDetentIdentifier = large ? .large : .medium
            }
        case let .setModalInPresentation(modal): topmostPresented()?.isModalInPresentation = modal
        case .clickOutside:
            pointerUp()
            pointerTime += 1
            let corner = Point(x: 2, y: window.bounds.height - 2)
            window.handlePointer(PointerEvent(.began, at: corner, time: pointerTime))
            pointerTime += 0.05
            window.handlePointer(PointerEvent(.ended, at: corner, time: pointerTime))
        case let .content(index, action): act(action, on: index)
        case .restorationRoundTrip:
            if let failure = FuzzRestoration.roundTrip(self) { roundTripFailures.append(failure) }
        }
    }

    /// Performs a content step on controller `index`'s content views; nothing when its view is
    /// not loaded (its content does not exist yet).
    private func act(_ action: FuzzStep.ContentAction, on index: Int) {
        guard let content = content(index) else { return }
        switch action {
        case let .scroll(table, x, y, animated):
            (table ? content.table : content.scrollView).setContentOffset(Point(x: x, y: y), animated: animated)
        case let .scrollBy(x, y):
            let offset = content.scrollView.contentOffset
            content.scrollView.contentOffset = Point(x: offset.x + x, y: offset.y + y)
        case let .setContentSize(width, height): content.scrollView.contentSize = Size(width: width, height: height)
        case let .resizeScrollView(width, height):
            let frame = content.scrollView.frame
            content.scrollView.frame = Rect(x: frame.minX, y: frame.minY, width: width, height: height)
        case let .scrollRowToVisible(path):
            content.table.scrollRectToVisible(content.table.rectForRow(at: IndexPath(indexes: path)), animated: false)
        case let .select(path, fromUser):
            let indexPath = IndexPath(indexes: path)
            // A row out of range is refused from code (a content step is not refused) and
            // ignored from the user.
            if fromUser {
                content.table.selectRowFromUser(at: indexPath)
            } else if content.table.contains(indexPath) {
                content.table.selectRow(at: indexPath, animated: false, scrollPosition: .none)
            }
        case .selectNone: content.table.selectRow(at: nil, animated: false, scrollPosition: .none)
        case let .deselect(path): content.table.deselectRow(at: IndexPath(indexes: path), animated: false)
        case let .reload(rowCounts):
            content.rowCounts = rowCounts
            content.table.reloadData()
        case let .setRowHeight(height): content.table.rowHeight = height
        case let .setText(field, text, fromUser):
            switch (field, fromUser) {
            case (true, false): content.field.text = text
            case (true, true): content.field.setTextFromUser(text ?? "")
            case (false, false): content.textView.text = text ?? ""
            case (false, true): content.textView.setTextFromUser(text ?? "")
            }
        case let .setImage(shown): content.imageView.image = shown ? content.image : nil
        case let .setEnabled(enabled): content.field.isEnabled = enabled
        case let .focus(target, become):
            let view = content.responders[target % content.responders.count]
            if become { view.becomeFirstResponder() } else { view.resignFirstResponder() }
        case let .hide(target, hidden):
            content.responders[target % content.responders.count].isHidden = hidden
        case let .layout(action): content.layout.perform(action)
        case let .update(update):
            let before = refusals.count
            if content.perform(update), refusals.count == before {
                missedRefusals.append("\(update.line(names[index])) was not refused")
            }
        }
    }

    /// Runs `body`; when `mustRefuse`, a refusal has to come.
    private func expectRefusal(if mustRefuse: Bool, _ what: String, _ body: () -> Void) {
        let before = refusals.count
        body()
        if mustRefuse, refusals.count == before { missedRefusals.append("\(what) was not refused") }
    }

    private func add(_ childIndex: Int, to parentIndex: Int, frame: [Double]) {
        guard isGenericContainer(parentIndex), let parent = controller(parentIndex), let child = controller(childIndex) else { return }
        let before = refusals.count
        let mustRefuse = child.parent != nil || child === parent || parent.isDescendant(of: child) || child.windowOfRoot != nil
            || child.presentingViewController != nil || child is SplitViewController
        parent.addChild(child)
        guard refusals.count == before else { return }
        if mustRefuse { missedRefusals.append("addChild(\(child.debugName)) to \(parent.debugName) was not refused") }
        let bounds = parent.view.bounds
        let f = frame.count == 4 ? frame : [0, 0, 1, 1]
        child.view.frame = Rect(x: bounds.width * f[0], y: bounds.height * f[1], width: bounds.width * f[2], height: bounds.height * f[3])
        let manual = !parent.shouldAutomaticallyForwardAppearanceMethods
        let forward = manual && parent.appearanceState.isAppearingOrAppeared && !child.appearanceState.isAppearingOrAppeared
        if forward { child.beginAppearanceTransition(true, animated: false) }
        parent.view.addSubview(child.view)
        if forward, parent.appearanceState == .appeared, child.appearanceState == .appearing { child.endAppearanceTransition() }
        child.didMove(toParent: parent)
    }

    private func remove(_ childIndex: Int) {
        guard let child = controller(childIndex), let parent = child.parent, let parentIndex = index(of: parent),
              isGenericContainer(parentIndex) else { return }
        let manual = !parent.shouldAutomaticallyForwardAppearanceMethods
        child.willMove(toParent: nil)
        if manual, child.appearanceState.isAppearingOrAppeared { child.beginAppearanceTransition(false, animated: false) }
        child.viewIfLoaded?.removeFromSuperview()
        if manual { Self.finishLeaving(child) }
        child.removeFromParent()
    }

    /// A manual container letting a child go: whatever it shows or is on its way ends as a disappearance.
    private static func finishLeaving(_ child: ViewController) {
        if child.appearanceState.isAppearingOrAppeared { child.beginAppearanceTransition(false, animated: false) }
        if child.appearanceState.isInFlight { child.endAppearanceTransition() }
    }

    private func transition(in parentIndex: Int, from fromIndex: Int, to toIndex: Int, duration: Double, flip: Bool) {
        guard isGenericContainer(parentIndex), let parent = controller(parentIndex), let from = controller(fromIndex),
              let to = controller(toIndex), from.parent === parent, from.viewIfLoaded?.superview != nil, isFree(toIndex),
              !(to is SplitViewController), to !== parent, !parent.isDescendant(of: to) else { return }
        let before = refusals.count
        parent.addChild(to)
        guard refusals.count == before else { return }
        from.willMove(toParent: nil)
        to.view.frame = from.view.frame
        let manual = !parent.shouldAutomaticallyForwardAppearanceMethods
        let forward = manual && parent.appearanceState.isAppearingOrAppeared
        if forward {
            if from.appearanceState.isAppearingOrAppeared { from.beginAppearanceTransition(false, animated: duration > 0) }
            if !to.appearanceState.isAppearingOrAppeared { to.beginAppearanceTransition(true, animated: duration > 0) }
        }
        let fromView = from.view
        parent.transition(from: from, to: to, duration: duration, options: flip ? .transitionFlipFromLeft : [], animations: {
            fromView.alpha = 1
        }, completion: { [weak parent] _ in
            guard let parent else { return }
            if manual {
                // A manual container ends what it began, and whatever its own appearance began in
                // the child it lets go (its own end reaches only its children).
                if from.parent === parent { Self.finishLeaving(from) }
                if forward, to.appearanceState.isInFlight, parent.appearanceState == .appeared { to.endAppearanceTransition() }
            }
            if from.parent === parent { from.removeFromParent() }
            if to.parent === parent { to.didMove(toParent: parent) }
        })
    }

    private func blink(_ index: Int) {
        guard let c = controller(index) else { return }
        switch c.appearanceState {
        case .appeared:
            c.beginAppearanceTransition(false, animated: true)
            c.beginAppearanceTransition(true, animated: true)
            c.endAppearanceTransition()
        case .disappeared:
            guard !isShown(c) || !window.isVisible else { return }
            c.beginAppearanceTransition(true, animated: false)
            c.beginAppearanceTransition(false, animated: false)
            c.endAppearanceTransition()
        case .appearing, .disappearing:
            return
        }
    }

    private func unbalanced(_ index: Int, end: Bool) {
        guard let c = controller(index), !c.appearanceState.isInFlight else { return }
        let before = warnings.count
        if end {
            c.endAppearanceTransition()
        } else {
            c.beginAppearanceTransition(c.appearanceState == .appeared, animated: false)
        }
        if warnings.count == before { missedRefusals.append("unbalanced call on \(c.debugName) gave no warning") }
    }

    private func invalid(_ kind: FuzzStep.Invalid, _ a: Int, _ b: Int) {
        guard let x = controller(a), let y = controller(b) else { return }
        switch kind {
        case .didMoveToStranger:
            guard x.parent !== y else { return }
            expectRefusal(if: true, "\(x.debugName).didMove(toParent: \(y.debugName))") { x.didMove(toParent: y) }
        case .rootFromChild:
            guard x.parent != nil else { return }
            expectRefusal(if: true, "window.rootViewController = \(x.debugName)") { window.rootViewController = x }
        case .transitionNonChildren:
            guard x.parent !== y || y.parent == nil else { return }
            let parent = y.parent ?? y
            guard x.parent !== parent || y.parent !== parent else { return }
            expectRefusal(if: true, "\(parent.debugName).transition(from: \(x.debugName), to: \(y.debugName))") {
                parent.transition(from: x, to: y, duration: 0.3, animations: nil)
            }
        case .popToStranger:
            guard let nav = x as? NavigationController, !nav.viewControllers.contains(where: { $0 === y }) else { return }
            expectRefusal(if: true, "\(nav.debugName).popToViewController(\(y.debugName))") { nav.popToViewController(y, animated: true) }
        case .stealView:
            guard x !== y, let stolen = y.viewIfLoaded else { return }
            expectRefusal(if: true, "\(x.debugName).view = \(y.debugName).view") { x.view = stolen }
        case .presentChild:
            guard let parent = x.parent, x.presentingViewController == nil else { return }
            expectRefusal(if: true, "\(y.debugName).present(\(x.debugName)) while a child of \(parent.debugName)") { y.present(x, animated: true) }
        }
    }

    // MARK: Pointer

    private func drag(on index: Int, start: FuzzStep.DragStart, dx: Double, moves: Int, interval: Double, release: Bool) {
        guard let c = controller(index), let view = c.viewIfLoaded, view.window === window else { return }
        let bounds = view.bounds
        let x: Double = switch start {
        case .leftEdge: 4
        case .rightEdge: bounds.width - 4
        case .middle: bounds.width / 2
        }
        let origin = view.convert(Point(x: x, y: bounds.height / 2), to: nil)
        press(at: origin, movingBy: Point(x: dx, y: 0), moves: moves, interval: interval, release: release)
    }

    /// Presses at `origin` and moves by `delta` in `moves` equal steps `interval` apart,
    /// releasing at the end when `release`.
    private func press(at origin: Point, movingBy delta: Point, moves: Int, interval: Double, release: Bool) {
        pointerTime += 1
        window.handlePointer(PointerEvent(.began, at: origin, time: pointerTime))
        isPointerDown = true
        pointerLocation = origin
        let count = max(1, moves)
        for step in 1...count {
            pointerTime += interval
            let t = Double(step) / Double(count)
            pointerLocation = Point(x: origin.x + delta.x * t, y: origin.y + delta.y * t)
            window.handlePointer(PointerEvent(.moved, at: pointerLocation, time: pointerTime))
        }
        if release { pointerUp() }
    }

    /// The controller presented last, on top of every presentation.
    private func topmostPresented() -> ViewController? {
        var top = window.rootViewController?.presentedViewController
        while let next = top?.presentedViewController { top = next }
        return top
    }

    /// Drags the topmost presented sheet's top edge (its grabber) by `dy` points; nothing when
    /// the topmost presentation is not a sheet.
    private func sheetDrag(dy: Double, moves: Int, interval: Double, release: Bool) {
        guard let top = topmostPresented(), top.sheetPresentationController != nil,
              let view = top.viewIfLoaded, view.window === window else { return }
        pointerUp()
        let origin = view.convert(Point(x: view.bounds.width / 2, y: 8), to: nil)
        press(at: origin, movingBy: Point(x: 0, y: dy), moves: moves, interval: interval, release: release)
    }

    private func pointerUp() {
        guard isPointerDown else { return }
        pointerTime += 0.01
        window.handlePointer(PointerEvent(.ended, at: pointerLocation, time: pointerTime))
        isPointerDown = false
    }

    /// Lets go of the pointer and runs the clock until nothing animates.
    func settle() {
        pointerUp()
        transitions.endInteractions(finishing: clock.now.truncatingRemainder(dividingBy: 2) < 1)
        var rounds = 0
        while window.runningAnimationCount > 0, rounds < 100 {
            clock.advance(by: 10)
            rounds += 1
        }
    }
}
