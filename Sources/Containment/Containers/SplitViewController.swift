/// A container with a primary (master) and a secondary (detail) column, mirroring
/// `UISplitViewController` in its classic two-controller form (`viewControllers = [primary,
/// secondary]`).
///
/// In a horizontally regular environment both columns show side by side (or as the
/// ``preferredDisplayMode`` asks). When the horizontal size class becomes compact the split view
/// collapses to one column: the delegate may take over; by default a primary that adopts
/// ``SplitViewCollapsing`` (a navigation controller) takes the secondary in, and otherwise the
/// secondary leaves and is kept aside. A navigation controller primary takes a secondary that is
/// itself a navigation controller by moving its controllers onto its own stack, so the collapsed
/// split view has one bar, as UIKit's does. When the size class becomes regular again the split
/// view separates, getting the secondary back from the delegate, the primary (in the navigation
/// controller it came in), or where it kept it.
/// Layout changes while on screen animate over ``layoutTransitionDuration`` on the window's clock.
///
/// The columns are placed by the split view on every layout, never autoresized on the way (its
/// view's ``View/autoresizesSubviews`` is off): a column goes straight from its old frame to its
/// new one, so margins kept by autoresizing inside it survive a collapse and a separation.
///
/// A split view controller is the root of a window or presented; it cannot be a child of
/// anything (refused with ``HierarchyInconsistency/Kind/invalidNesting``).
open class SplitViewController: ViewController {
    /// The arrangements of an expanded split view, as `UISplitViewController.DisplayMode`
    /// (the iOS 14 names; the iOS 8 names are aliases).
    public enum DisplayMode: Sendable, Equatable, CustomStringConvertible {
        /// Let the split view choose, as `.automatic`: here always ``oneBesideSecondary``, since an
        /// expanded split view has a regular width.
        case automatic
        /// Only the secondary shows; the primary is off screen, as `.secondaryOnly`.
        case secondaryOnly
        /// The primary column beside the secondary, as `.oneBesideSecondary`.
        case oneBesideSecondary
        /// The primary column over a full-width secondary, as `.oneOverSecondary`. In a
        /// triple-column split view the supplementary column is the one over the secondary.
        case oneOverSecondary
        /// The primary and the supplementary column beside the secondary, as
        /// `.twoBesideSecondary` (triple column, ``SplitBehavior/tile``).
        case twoBesideSecondary
        /// The primary and the supplementary column over a full-width secondary, as
        /// `.twoOverSecondary` (triple column, ``SplitBehavior/overlay``).
        case twoOverSecondary
        /// The primary and the supplementary column pushing the secondary partly off screen, as
        /// `.twoDisplaceSecondary` (triple column, ``SplitBehavior/displace``).
        case twoDisplaceSecondary

        /// The iOS 8–13 name of ``oneBesideSecondary``, as `.allVisible`.
        public static var allVisible: DisplayMode { .oneBesideSecondary }
        /// The iOS 8–13 name of ``secondaryOnly``, as `.primaryHidden`.
        public static var primaryHidden: DisplayMode { .secondaryOnly }
        /// The iOS 8–13 name of ``oneOverSecondary``, as `.primaryOverlay`.
        public static var primaryOverlay: DisplayMode { .oneOverSecondary }

        public var description: String {
            switch self {
            case .automatic: "automatic"
            case .secondaryOnly: "secondaryOnly"
            case .oneBesideSecondary: "oneBesideSecondary"
            case .oneOverSecondary: "oneOverSecondary"
            case .twoBesideSecondary: "twoBesideSecondary"
            case .twoOverSecondary: "twoOverSecondary"
            case .twoDisplaceSecondary: "twoDisplaceSecondary"
            }
        }
    }

    /// How long a change of layout (collapse, separation, display mode) animates while on screen.
    public static let layoutTransitionDuration = 0.3

    /// Creates an empty split view controller, as `UISplitViewController()`; give it its columns
    /// with ``viewControllers``.
    public override init() {
        style = .unspecified
        super.init()
    }

    /// Creates a column-style split view controller, as `UISplitViewController(style:)`: give it
    /// its columns with ``setViewController(_:for:)``. ``Style/unspecified`` is the classic
    /// form, as ``init()``.
    public init(style: Style) {
        self.style = style
        super.init()
        if style != .unspecified {
            columnState = SplitColumnState()
            preferredPrimaryColumnWidthFraction = Self.sidebarWidthFraction
            maximumPrimaryColumnWidth = Self.sidebarMaximumWidth
        }
    }

    /// The number of columns, as `style`: fixed at creation.
    public let style: Style

    /// The column-style state: `nil` for the classic ``Style/unspecified`` form.
    var columnState: SplitColumnState?

    /// The bar button ``displayModeButtonItem`` makes on first use.
    var displayModeButton: BarButtonItem?

    /// Adjusts collapsing, separating and showing details, as `UISplitViewController.delegate`.
    public weak var delegate: SplitViewControllerDelegate?

    private var primary: ViewController?
    private var secondary: ViewController?
    /// The secondary that left when the split view collapsed without anyone taking it in; it
    /// comes back when the split view separates and no one supplies another, as UIKit keeps it.
    private var preservedSecondary: ViewController? {
        didSet {
            guard preservedSecondary !== oldValue else { return }
            oldValue?.isKeptAside = false
            preservedSecondary?.isKeptAside = true
        }
    }

    /// Whether the split view shows one column, as `isCollapsed`. It collapses when its
    /// horizontal size class becomes compact and separates when it becomes regular.
    public internal(set) var isCollapsed = false

    /// The primary and the secondary, as `UISplitViewController.viewControllers`; collapsed, only
    /// the primary (the secondary lives inside it, or is kept aside).
    ///
    /// Setting it makes them the children (removing the children that are not in the new list
    /// with `willMove(toParent: nil)`, their views, and `removeFromParent()`), adds their views
    /// and sends `didMove(toParent:)`; the split view starts expanded and collapses at once if
    /// its traits are compact. Refused with a ``HierarchyInconsistency`` (nothing changes) for
    /// more than two controllers (`invalidArgument`), the same controller twice
    /// (`duplicateController`), or a controller that cannot become a child (another parent, a
    /// window's root, presented, a split view controller).
    public var viewControllers: [ViewController] {
        get { columnState == nil ? [primary, secondary].compactMap { $0 } : columnChildren }
        set { replaceViewControllers(with: newValue) }
    }

    /// The arrangement you would like when expanded, as `preferredDisplayMode`. A change while on
    /// screen animates; the delegate hears `willChangeTo` first when ``displayMode`` changes.
    public var preferredDisplayMode: DisplayMode = .automatic {
        didSet {
            guard preferredDisplayMode != oldValue else { return }
            if columnState != nil {
                columnPreferencesChanged()
                return
            }
            let oldMode = Self.resolve(oldValue)
            if displayMode != oldMode, !isCollapsed {
                delegate?.splitViewController(self, willChangeTo: displayMode)
            }
            guard !isCollapsed else { return }
            applyLayout(duration: appearanceState == .appeared ? Self.layoutTransitionDuration : 0)
        }
    }

    /// The arrangement in effect, as `displayMode`: the preferred one with `.automatic` resolved
    /// (never `.automatic`). While collapsed it has no effect on the layout, as in UIKit.
    public var displayMode: DisplayMode { columnState?.displayMode ?? Self.resolve(preferredDisplayMode) }

    private static func resolve(_ mode: DisplayMode) -> DisplayMode {
        switch mode {
        case .automatic, .twoBesideSecondary, .twoDisplaceSecondary: .oneBesideSecondary
        case .twoOverSecondary: .oneOverSecondary
        default: mode
        }
    }

    /// The share of the width the primary column would like, as
    /// `preferredPrimaryColumnWidthFraction`. Default 0.35.
    public var preferredPrimaryColumnWidthFraction = 0.35 { didSet { viewIfLoaded?.setNeedsLayout() } }

    /// The narrowest the primary column gets, as `minimumPrimaryColumnWidth`. Default 200.
    public var minimumPrimaryColumnWidth = 200.0 { didSet { viewIfLoaded?.setNeedsLayout() } }

    /// The widest the primary column gets, as `maximumPrimaryColumnWidth`. Default 360.
    public var maximumPrimaryColumnWidth = 360.0 { didSet { viewIfLoaded?.setNeedsLayout() } }

    /// The width you would like for the primary column, as `preferredPrimaryColumnWidth`;
    /// ``automaticDimension`` (the default) uses ``preferredPrimaryColumnWidthFraction``. Clamped
    /// to the minimum and maximum.
    public var preferredPrimaryColumnWidth = SplitViewController.automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }

    /// The width you would like for the supplementary column of a triple-column split view, as
    /// `preferredSupplementaryColumnWidth`; ``automaticDimension`` (the default) uses
    /// ``preferredSupplementaryColumnWidthFraction``. Clamped to the minimum and maximum.
    public var preferredSupplementaryColumnWidth = SplitViewController.automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }

    /// The share of the width the supplementary column would like, as
    /// `preferredSupplementaryColumnWidthFraction`. Default 0.3.
    public var preferredSupplementaryColumnWidthFraction = 0.3 { didSet { viewIfLoaded?.setNeedsLayout() } }

    /// The narrowest the supplementary column gets, as `minimumSupplementaryColumnWidth`.
    /// Default 260 (a GNOME list pane); ``automaticDimension`` restores it.
    public var minimumSupplementaryColumnWidth = 260.0 { didSet { viewIfLoaded?.setNeedsLayout() } }

    /// The widest the supplementary column gets, as `maximumSupplementaryColumnWidth`.
    /// Default 380; ``automaticDimension`` restores it.
    public var maximumSupplementaryColumnWidth = 380.0 { didSet { viewIfLoaded?.setNeedsLayout() } }

    /// The width of the primary column for the current view width, as `primaryColumnWidth`:
    /// ``SplitViewLayout/primaryColumnWidth(forWidth:fraction:minimum:maximum:)``.
    public var primaryColumnWidth: Double {
        primaryColumnWidth(forWidth: viewIfLoaded?.bounds.width ?? 0)
    }

    func primaryColumnWidth(forWidth width: Double) -> Double {
        if preferredPrimaryColumnWidth >= 0 {
            return SplitViewLayout.clampedColumnWidth(
                preferredPrimaryColumnWidth, forWidth: width,
                minimum: resolvedMinimumPrimaryColumnWidth, maximum: resolvedMaximumPrimaryColumnWidth)
        }
        return SplitViewLayout.primaryColumnWidth(
            forWidth: width, fraction: resolvedPrimaryColumnWidthFraction,
            minimum: resolvedMinimumPrimaryColumnWidth, maximum: resolvedMaximumPrimaryColumnWidth)
    }

    // MARK: Setting the columns

    private func replaceViewControllers(with newValue: [ViewController]) {
        if columnState != nil {
            replaceColumns(with: newValue)
            return
        }
        guard newValue.count <= 2 else {
            HierarchyInconsistency.report(HierarchyInconsistency(
                .invalidArgument,
                "\(debugName).viewControllers takes a primary and a secondary; got \(newValue.count) controllers (\(newValue.map(\.debugName).joined(separator: ", ")))"))
            return
        }
        if newValue.count == 2, newValue[0] === newValue[1] {
            HierarchyInconsistency.report(HierarchyInconsistency(
                .duplicateController, "\(debugName).viewControllers: \(newValue[0].debugName) cannot be both the primary and the secondary"))
            return
        }
        for candidate in newValue where candidate.parent !== self {
            if let refusal = refusalToAdopt(candidate) {
                HierarchyInconsistency.report(refusal)
                return
            }
        }
        finishRunningLayoutTransition()
        for old in children where !newValue.contains(where: { $0 === old }) {
            detach(old)
        }
        preservedSecondary = nil
        isCollapsed = false
        primary = newValue.first
        secondary = newValue.count > 1 ? newValue[1] : nil
        let added = newValue.filter { $0.parent !== self }
        for controller in added { addChild(controller) }
        applyLayout(duration: 0)
        for controller in added { controller.didMove(toParent: self) }
        updateCollapsedState(duration: 0)
    }

    /// Removes a child the UIKit way: `willMove(toParent: nil)`, its view, `removeFromParent()`.
    func detach(_ child: ViewController) {
        child.willMove(toParent: nil)
        child.viewIfLoaded?.removeFromSuperview()
        child.removeFromParent()
    }

    // MARK: Showing a detail

    /// `true` for `.showDetail`: a controller in either column that calls
    /// `showDetailViewController(_:sender:)` reaches this split view controller.
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == .showDetail || super.canPerformAction(action, withSender: sender)
    }

    /// Shows `viewController` as the secondary, as `showDetailViewController(_:sender:)`.
    ///
    /// The delegate's `splitViewController(_:showDetail:sender:)` may show it instead. Expanded,
    /// it replaces the secondary without animation (the old one gets `willMove(toParent: nil)`,
    /// the new one `willMove(toParent:)`, then the appearance callbacks in
    /// `transition(from:to:)`'s order, then `didMove`s). Collapsed, a ``SplitViewCollapsing``
    /// primary shows it (a navigation controller pushes it, animated; a detail that is itself a
    /// navigation controller is not nested: its controllers are pushed, and they go back into it
    /// as the secondary when the split view separates); with any other primary it is kept
    /// as the secondary to show when the split view separates, and a warning says nothing is
    /// shown now (UIKit would present it modally).
    ///
    /// Refused with a ``HierarchyInconsistency`` when it is the primary (`duplicateController`)
    /// or cannot become a child (another parent, a window's root, presented, a split view
    /// controller). Showing the current secondary again does nothing.
    open override func showDetailViewController(_ viewController: ViewController, sender: Any?) {
        if columnState != nil {
            showColumnDetail(viewController, sender: sender)
            return
        }
        if viewController === primary {
            HierarchyInconsistency.report(HierarchyInconsistency(
                .duplicateController,
                "\(debugName).showDetailViewController: \(viewController.debugName) is the primary; it cannot also be the secondary"))
            return
        }
        if viewController === secondary { return }
        if let refusal = refusalToAdopt(viewController) {
            HierarchyInconsistency.report(refusal)
            return
        }
        if delegate?.splitViewController(self, showDetail: viewController, sender: sender) == true { return }
        if isCollapsed {
            if let navigation = primary as? NavigationController, let detailNavigation = viewController as? NavigationController {
                // No navigation controller inside another: its controllers are pushed, and go
                // back into it when the split view separates.
                navigation.takeStack(of: detailNavigation, animated: true)
            } else if let stack = primary as? SplitViewCollapsing {
                stack.show(viewController, sender: sender)
            } else {
                preservedSecondary = viewController
                Self.warningHandler(
                    "\(debugName).showDetailViewController(\(viewController.debugName)) while collapsed onto \(primary?.debugName ?? "no primary"), which is no SplitViewCollapsing stack: kept as the secondary for when the split view separates; nothing is shown now")
            }
            return
        }
        finishRunningLayoutTransition()
        recordHistoryDetail(showing: viewController)
        if let old = secondary, let container = viewIfLoaded, let oldView = old.viewIfLoaded, oldView.superview === container {
            old.willMove(toParent: nil)
            addChild(viewController)
            secondary = viewController
            viewController.view.frame = oldView.frame
            transition(from: old, to: viewController, duration: 0, animations: nil) { [weak self] _ in
                old.removeFromParent()
                if let self { viewController.didMove(toParent: self) }
            }
        } else {
            if let old = secondary { detach(old) }
            addChild(viewController)
            secondary = viewController
            applyLayout(duration: 0)
            viewController.didMove(toParent: self)
        }
    }

    // MARK: Collapsing and separating

    open override func viewDidLoad() {
        super.viewDidLoad()
        // The columns are placed on every layout, as UIKit's split view places them: when the
        // window narrows towards a collapse they must not be autoresized first, which would clamp
        // a column at zero width and lose its subviews' margins for good.
        view.autoresizesSubviews = false
        applyLayout(duration: 0)
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // Traits a controller takes on entering a window are not announced; check them here.
        updateCollapsedState(duration: 0)
        refreshColumnDisplayModeQuietly()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        updateCollapsedState(duration: appearanceState == .appeared ? Self.layoutTransitionDuration : 0)
    }

    /// Sends each child the size its column will have, as UIKit's split view does.
    open override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        if columnState != nil {
            columnsWillTransition(to: size, with: coordinator)
            return
        }
        let willCollapse = TraitCollection.sizeClass(forWidth: size.width) == .compact
        let frames = SplitViewLayout.columnFrames(
            in: Rect(origin: .zero, size: size), primaryWidth: primaryColumnWidth(forWidth: size.width),
            displayMode: displayMode, isCollapsed: willCollapse)
        for child in children {
            child.sendViewWillTransition(to: child === primary ? frames.primary.size : frames.secondary.size, with: coordinator)
        }
    }

    private func updateCollapsedState(duration: Double) {
        switch traitCollection.horizontalSizeClass {
        case .compact where !isCollapsed:
            if columnState != nil { collapseColumns(duration: duration) } else { collapse(duration: duration) }
        case .regular where isCollapsed:
            if columnState != nil { expandColumns(duration: duration) } else { separate(duration: duration) }
        default: break
        }
        // Collapsed, there is no sidebar to show or hide: UIKit takes the button away.
        displayModeButton?.isEnabled = !isCollapsed
    }

    private func collapse(duration: Double) {
        finishRunningLayoutTransition()
        var added: [ViewController] = []
        if let replacement = delegate?.primaryViewController(forCollapsing: self), replacement !== primary {
            if replacement === secondary {
                secondary = nil
                if let old = primary { detach(old) }
                primary = replacement
            } else if adoptOrReport(replacement) {
                if let old = primary { detach(old) }
                primary = replacement
                added.append(replacement)
            }
        }
        if let leaving = secondary, let collapsedPrimary = primary {
            let handled = delegate?.splitViewController(self, collapseSecondary: leaving, onto: collapsedPrimary) ?? false
            secondary = nil
            detach(leaving)
            let wrapped = (leaving as? NavigationController)?.viewControllers.isEmpty == false
            if !handled, let stack = collapsedPrimary as? SplitViewCollapsing {
                stack.collapseSecondaryViewController(leaving, for: self)
            }
            // A navigation controller whose controllers the primary took in is not kept aside:
            // the primary gives them back in it when the split view separates.
            let emptied = wrapped && (leaving as? NavigationController)?.viewControllers.isEmpty == true
            if leaving.parent == nil, !emptied { preservedSecondary = leaving }
        }
        isCollapsed = true
        applyLayout(duration: duration) { [weak self] in
            guard let self else { return }
            for controller in added where controller.parent === self { controller.didMove(toParent: self) }
        }
    }

    private func separate(duration: Double) {
        finishRunningLayoutTransition()
        let expandedPrimary = delegate?.primaryViewController(forExpanding: self)
        var returning: ViewController?
        if let collapsedPrimary = primary {
            returning = delegate?.splitViewController(self, separateSecondaryFrom: collapsedPrimary)
            if returning == nil, let stack = collapsedPrimary as? SplitViewCollapsing {
                returning = stack.separateSecondaryViewController(for: self)
            }
        }
        // The secondary kept aside while collapsed comes back unless another container took it
        // meanwhile (a resize does not refuse anything).
        if returning == nil, let kept = preservedSecondary, refusalToAdopt(kept) == nil { returning = kept }
        preservedSecondary = nil
        isCollapsed = false
        var added: [ViewController] = []
        if let expandedPrimary, expandedPrimary !== primary, expandedPrimary !== returning, adoptOrReport(expandedPrimary) {
            if let old = primary { detach(old) }
            primary = expandedPrimary
            added.append(expandedPrimary)
        }
        if let returning, returning !== primary, adoptOrReport(returning) {
            secondary = returning
            added.append(returning)
        }
        applyLayout(duration: duration) { [weak self] in
            guard let self else { return }
            for controller in added where controller.parent === self { controller.didMove(toParent: self) }
        }
    }

    /// Adds `child` (sending `willMove(toParent:)`), or reports why it cannot be added.
    func adoptOrReport(_ child: ViewController) -> Bool {
        if let refusal = refusalToAdopt(child) {
            HierarchyInconsistency.report(refusal)
            return false
        }
        addChild(child)
        return true
    }

    // MARK: Layout

    private var pendingLayoutCompletion: (() -> Void)?
    private var layoutGeneration = 0

    /// Ends a running layout change at once: views that leave are removed, appearance callbacks
    /// end, and pending `didMove(toParent:)` calls go out.
    func finishRunningLayoutTransition() {
        guard let completion = pendingLayoutCompletion else { return }
        pendingLayoutCompletion = nil
        completion()
    }

    private func currentColumnFrames() -> SplitViewLayout.ColumnFrames {
        let bounds = viewIfLoaded?.bounds ?? .zero
        return placed(SplitViewLayout.columnFrames(
            in: bounds, primaryWidth: primaryColumnWidth(forWidth: bounds.width), displayMode: displayMode, isCollapsed: isCollapsed))
    }

    /// Column frames computed left to right, as they stand in the view's direction: right to
    /// left the primary column is on the right, as UIKit's split view puts it.
    private func placed(_ frames: SplitViewLayout.ColumnFrames) -> SplitViewLayout.ColumnFrames {
        guard let view = viewIfLoaded, view.isLayoutMirrored else { return frames }
        let width = view.bounds.width
        return SplitViewLayout.ColumnFrames(
            primary: frames.primary.mirrored(inWidth: width), secondary: frames.secondary.mirrored(inWidth: width))
    }

    /// Moves the children's views to where the current state wants them. Views that enter start
    /// off screen on their side and slide in; views that leave slide out and are removed at the
    /// end. On screen and animated, the appearance callbacks are sent here (animated) and end
    /// with the animation; otherwise they follow the views automatically.
    func applyLayout(duration: Double, completion: (() -> Void)? = nil) {
        finishRunningLayoutTransition()
        guard let container = viewIfLoaded else {
            completion?()
            return
        }
        let bounds = container.bounds
        let frames = currentColumnFrames()
        let sendsAppearance = duration > 0 && appearanceState == .appeared
        var appearing: [ViewController] = []
        var disappearing: [ViewController] = []
        var leavingViews: [View] = []
        var moves: [(View, Rect)] = []

        func place(_ child: ViewController?, shown: Bool, target: Rect, start: Rect) {
            guard let child else { return }
            if shown {
                let childView = child.view
                if childView.superview !== container {
                    if sendsAppearance {
                        child.beginAppearanceTransition(true, animated: true)
                        appearing.append(child)
                    }
                    childView.frame = duration > 0 ? start : target
                    container.addSubview(childView)
                }
                moves.append((childView, target))
            } else if let childView = child.viewIfLoaded, childView.superview === container {
                if sendsAppearance {
                    child.beginAppearanceTransition(false, animated: true)
                    disappearing.append(child)
                }
                leavingViews.append(childView)
                moves.append((childView, target))
            }
        }
        // The secondary enters from the trailing edge (the right, or the left mirrored).
        if columnState != nil {
            // Columns are placed in order (primary, supplementary, secondary), then the sidebars
            // over the secondary: an overlaid or displacing column covers it.
            let placements = columnPlacements()
            for placement in placements {
                place(placement.controller, shown: placement.shown, target: placement.target, start: placement.start)
            }
            for placement in placements.reversed() where placement.shown {
                if let columnView = placement.controller.viewIfLoaded, columnView.superview === container {
                    container.bringSubviewToFront(columnView)
                }
            }
            updateSecondaryDimming()
        } else {
            let secondaryStart = container.isLayoutMirrored
                ? frames.secondary.offsetBy(dx: bounds.minX - frames.secondary.maxX, dy: 0)
                : frames.secondary.offsetBy(dx: bounds.maxX - frames.secondary.minX, dy: 0)
            let primaryHidden = placed(SplitViewLayout.columnFrames(
                in: bounds, primaryWidth: frames.primary.width, displayMode: .secondaryOnly, isCollapsed: false)).primary
            place(primary, shown: isCollapsed || displayMode != .secondaryOnly, target: frames.primary, start: primaryHidden)
            place(secondary, shown: !isCollapsed, target: frames.secondary, start: secondaryStart)
            if let primaryView = primary?.viewIfLoaded, primaryView.superview === container {
                container.bringSubviewToFront(primaryView)
            }
        }

        layoutGeneration += 1
        let generation = layoutGeneration
        pendingLayoutCompletion = {
            for leavingView in leavingViews where leavingView.superview === container {
                leavingView.removeFromSuperview()
            }
            for child in disappearing + appearing where child.appearanceState.isInFlight {
                child.endAppearanceTransition()
            }
            completion?()
        }
        View.animate(withDuration: duration, options: .curveEaseInOut, animations: {
            for (movingView, target) in moves { movingView.frame = target }
        }, completion: { [weak self] _ in
            guard let self, self.layoutGeneration == generation else { return }
            self.finishRunningLayoutTransition()
        })
    }

    /// Keeps the columns in place when the view's size changes.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard let container = viewIfLoaded else { return }
        if columnState != nil {
            // Only views at rest are snapped: one that leaves keeps sliding out.
            for placement in columnPlacements() where placement.shown {
                if let columnView = placement.controller.viewIfLoaded, columnView.superview === container { columnView.frame = placement.target }
            }
            updateSecondaryDimming()
            return
        }
        let frames = currentColumnFrames()
        if let primaryView = primary?.viewIfLoaded, primaryView.superview === container { primaryView.frame = frames.primary }
        if let secondaryView = secondary?.viewIfLoaded, secondaryView.superview === container { secondaryView.frame = frames.secondary }
    }
}
