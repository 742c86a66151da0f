/// The column-style split view, as UIKit's `UISplitViewController(style:)` (iOS 14).
///
/// Each column's controller is shown in a navigation controller: the app's own, or one the split
/// view makes around it (a tab bar controller is shown as it is). Expanded, the columns stand
/// side by side, over or displacing the secondary as ``displayMode`` and ``splitBehavior`` say.
/// When the horizontal size class becomes compact the split view collapses: with a `.compact`
/// column it shows that column's controller alone; otherwise the delegate picks the top column
/// (`splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`, proposal `.secondary`)
/// and the columns up to it fold onto the primary's navigation stack in the order primary,
/// supplementary, secondary. Becoming regular again gives each column its part of the stack back
/// (what the user pushed stays with the column it was pushed in; a part the user popped comes
/// back as its first controller), asks the delegate for the display mode, and sends
/// `splitViewControllerDidExpand(_:)`.
///
/// Callback order, collapsing: `topColumnForCollapsingToProposedTopColumn`, the columns leaving
/// (`willMove(toParent: nil)`, their disappearance, `didMove(toParent: nil)`), their controllers
/// moving onto the primary's stack (the primary's old top disappears, the new one appears),
/// `splitViewControllerDidCollapse`. Expanding: `displayModeForExpandingToProposedDisplayMode`,
/// `willChangeTo` when the mode differs, the stack splitting back, the columns joining
/// (`willMove(toParent:)`, their appearance, then `didMove(toParent:)` as the layout change ends),
/// `splitViewControllerDidExpand`.
extension SplitViewController {
    /// How many columns a split view has, as `UISplitViewController.Style`.
    public enum Style: Sendable, Equatable, CustomStringConvertible {
        /// The classic form with ``SplitViewController/viewControllers``, as `.unspecified`.
        case unspecified
        /// A primary and a secondary column, as `.doubleColumn`.
        case doubleColumn
        /// A primary, a supplementary and a secondary column, as `.tripleColumn`.
        case tripleColumn

        public var description: String {
            switch self {
            case .unspecified: "unspecified"
            case .doubleColumn: "doubleColumn"
            case .tripleColumn: "tripleColumn"
            }
        }
    }

    /// A column of a column-style split view, as `UISplitViewController.Column`.
    public enum Column: Sendable, Hashable, CustomStringConvertible {
        /// The first sidebar, as `.primary`.
        case primary
        /// The second sidebar of a triple-column split view, as `.supplementary`.
        case supplementary
        /// The main content, as `.secondary`.
        case secondary
        /// What a collapsed split view shows instead of folding its columns, as `.compact`.
        case compact

        public var description: String {
            switch self {
            case .primary: "primary"
            case .supplementary: "supplementary"
            case .secondary: "secondary"
            case .compact: "compact"
            }
        }

        /// Where the column stands from the leading edge (compact last).
        var rank: Int {
            switch self {
            case .primary: 0
            case .supplementary: 1
            case .secondary, .compact: 2
            }
        }
    }

    /// How the sidebars share the width with the secondary, as `UISplitViewController.SplitBehavior`.
    public enum SplitBehavior: Sendable, Equatable, CustomStringConvertible {
        /// Let the split view choose, as `.automatic`: `.tile` when the columns fit beside a
        /// secondary of ``SplitViewLayout/minimumSecondaryColumnWidth``, else `.overlay`.
        case automatic
        /// Sidebars beside the secondary, as `.tile`.
        case tile
        /// Sidebars over the secondary, as `.overlay`.
        case overlay
        /// Sidebars pushing the secondary partly off screen, as `.displace`.
        case displace

        public var description: String {
            switch self {
            case .automatic: "automatic"
            case .tile: "tile"
            case .overlay: "overlay"
            case .displace: "displace"
            }
        }
    }

    /// The value that asks for the split view's own choice of a width, as
    /// `UISplitViewController.automaticDimension`.
    public static let automaticDimension = -1.0

    /// A column-style sidebar's share of the width (GNOME's sidebars are 200–280 points).
    static let sidebarWidthFraction = 0.25
    /// The widest a column-style sidebar gets by default.
    static let sidebarMaximumWidth = 280.0

    var resolvedPrimaryColumnWidthFraction: Double {
        preferredPrimaryColumnWidthFraction >= 0 ? preferredPrimaryColumnWidthFraction : (columnState == nil ? 0.35 : Self.sidebarWidthFraction)
    }

    var resolvedMinimumPrimaryColumnWidth: Double { minimumPrimaryColumnWidth >= 0 ? minimumPrimaryColumnWidth : 200 }

    var resolvedMaximumPrimaryColumnWidth: Double {
        maximumPrimaryColumnWidth >= 0 ? maximumPrimaryColumnWidth : (columnState == nil ? 360 : Self.sidebarMaximumWidth)
    }

    func supplementaryColumnWidth(forWidth width: Double) -> Double {
        let minimum = minimumSupplementaryColumnWidth >= 0 ? minimumSupplementaryColumnWidth : 260
        let maximum = maximumSupplementaryColumnWidth >= 0 ? maximumSupplementaryColumnWidth : 380
        if preferredSupplementaryColumnWidth >= 0 {
            return SplitViewLayout.clampedColumnWidth(preferredSupplementaryColumnWidth, forWidth: width, minimum: minimum, maximum: maximum)
        }
        let fraction = preferredSupplementaryColumnWidthFraction >= 0 ? preferredSupplementaryColumnWidthFraction : 0.3
        return SplitViewLayout.primaryColumnWidth(forWidth: width, fraction: fraction, minimum: minimum, maximum: maximum)
    }

    /// The width of the supplementary column for the current view width, as
    /// `supplementaryColumnWidth` (0 unless the style is ``Style/tripleColumn``).
    public var supplementaryColumnWidth: Double {
        style == .tripleColumn ? supplementaryColumnWidth(forWidth: viewIfLoaded?.bounds.width ?? 0) : 0
    }

    /// The split behavior you would like, as `preferredSplitBehavior` (column style only; the
    /// classic form ignores it, as UIKit's). A display mode the behavior does not allow is taken
    /// as the one it allows with as many sidebars.
    public var preferredSplitBehavior: SplitBehavior {
        get { columnState?.preferredSplitBehavior ?? .automatic }
        set {
            guard let state = columnState, state.preferredSplitBehavior != newValue else { return }
            state.preferredSplitBehavior = newValue
            columnPreferencesChanged()
        }
    }

    /// The split behavior in effect, as `splitBehavior` (never `.automatic`).
    public var splitBehavior: SplitBehavior { columnState?.splitBehavior ?? .tile }

    private var styleColumns: [Column] { style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary] }

    var columnChildren: [ViewController] {
        guard let state = columnState else { return [] }
        if isCollapsed { return collapsedContainer.map { [$0] } ?? [] }
        return styleColumns.compactMap { state.containers[$0] }.filter { $0.parent === self }
    }

    private var collapsedContainer: ViewController? {
        guard let state = columnState else { return nil }
        return state.containers[state.collapsedOntoCompact ? .compact : .primary]
    }

    private var columnLayoutWidth: Double { columnState?.transitionSize?.width ?? viewIfLoaded?.bounds.width ?? 0 }

    private var columnAnimationDuration: Double { appearanceState == .appeared ? Self.layoutTransitionDuration : 0 }

    // MARK: The columns

    /// The controller the app set for `column`, as `viewController(for:)`: not the navigation
    /// controller the split view wraps it in (its ``ViewController/navigationController``).
    public func viewController(for column: Column) -> ViewController? {
        columnState?.controllers[column]
    }

    /// Sets the controller of a column, as `setViewController(_:for:)`: a controller that is
    /// not a navigation controller (nor a tab bar controller) is wrapped in a new one; `nil`
    /// empties the column. Replacing a column sends the old container `willMove(toParent: nil)`
    /// and `didMove(toParent: nil)`, the new one `willMove(toParent:)` and `didMove(toParent:)`.
    ///
    /// Refused with a warning on a classic split view, or for `.supplementary` without three
    /// columns; refused with a ``HierarchyInconsistency`` (nothing changes) for a controller set
    /// for another column (`duplicateController`) or one that cannot become a child (another
    /// parent, a window's root, presented, a split view controller).
    public func setViewController(_ viewController: ViewController?, for column: Column) {
        guard let state = columnState else {
            Self.warningHandler("\(debugName).setViewController(_:for: .\(column)) needs a column-style split view, made with init(style:); ignored")
            return
        }
        if column == .supplementary, style != .tripleColumn {
            Self.warningHandler("\(debugName).setViewController(_:for: .supplementary) needs the .tripleColumn style; ignored")
            return
        }
        if let viewController {
            if viewController === state.controllers[column] { return }
            if let refusal = refusalForColumn(viewController, column) {
                HierarchyInconsistency.report(refusal)
                return
            }
        } else if state.controllers[column] == nil {
            return
        }
        finishRunningLayoutTransition()
        let folded = state.foldedRoots.map(\.column).filter { isOnCollapsedStack($0) }
        let refolds = isCollapsed && !state.collapsedOntoCompact && (column == .primary || folded.contains(column))
        if refolds { unfoldColumns() }
        let old = state.containers[column]
        let shownOld = old?.parent === self
        if let old {
            if shownOld { detach(old) }
            old.isKeptAside = false
            if old !== state.controllers[column], let wrapper = old as? NavigationController { wrapper.setViewControllers([], animated: false) }
        }
        state.controllers[column] = viewController
        state.containers[column] = viewController.map { controller in
            controller is NavigationController || controller is TabBarController ? controller : NavigationController(rootViewController: controller)
        }
        if refolds { fold(folded, animated: false) }
        let new = state.containers[column]
        let showsNew = isCollapsed ? new === collapsedContainer : column != .compact
        if let new {
            if showsNew, adoptOrReport(new) {
                applyLayout(duration: 0)
                new.didMove(toParent: self)
            } else {
                new.isKeptAside = true
            }
        } else if shownOld {
            applyLayout(duration: 0)
        }
    }

    private func refusalForColumn(_ viewController: ViewController, _ column: Column) -> HierarchyInconsistency? {
        guard let state = columnState else { return nil }
        if let other = state.controllers.first(where: { $0.value === viewController })?.key {
            return HierarchyInconsistency(
                .duplicateController,
                "\(debugName).setViewController(\(viewController.debugName), for: .\(column)): it is already the .\(other) column's controller")
        }
        return refusalToAdopt(viewController)
    }

    func replaceColumns(with newValue: [ViewController]) {
        let columns = styleColumns
        guard newValue.count <= columns.count else {
            HierarchyInconsistency.report(HierarchyInconsistency(
                .invalidArgument, "\(debugName).viewControllers takes at most \(columns.count) controllers for the \(style) style; got \(newValue.count)"))
            return
        }
        for (index, controller) in newValue.enumerated() {
            if newValue[..<index].contains(where: { $0 === controller }) {
                HierarchyInconsistency.report(HierarchyInconsistency(
                    .duplicateController, "\(debugName).viewControllers: \(controller.debugName) appears more than once"))
                return
            }
        }
        for (column, controller) in zip(columns, newValue) { setViewController(controller, for: column) }
    }

    /// Column style: `showDetailViewController(_:sender:)` sets the secondary column (unless
    /// the delegate shows it) and shows it, pushing it when collapsed.
    func showColumnDetail(_ viewController: ViewController, sender: Any?) {
        guard let state = columnState else { return }
        if viewController !== state.controllers[.secondary] {
            if delegate?.splitViewController(self, showDetail: viewController, sender: sender) == true { return }
            recordHistoryDetail(showing: viewController)
            setViewController(viewController, for: .secondary)
            guard state.controllers[.secondary] === viewController else { return }
        }
        show(.secondary)
    }

    // MARK: Showing and hiding columns

    /// Shows a column, as `show(_:)`: expanded, the display mode becomes the closest one the
    /// split behavior allows with the column fully visible; collapsed, the stack goes to the
    /// column (pushing the columns up to it, animated, or popping the ones after it). The
    /// delegate hears `willChangeTo` but not `willShow`, as UIKit documents.
    public func show(_ column: Column) {
        guard let state = columnState else {
            Self.warningHandler("\(debugName).show(.\(column)) needs a column-style split view; ignored")
            return
        }
        if isCollapsed {
            guard !state.collapsedOntoCompact, column != .compact else { return }
            goOnCollapsedStack(to: column)
            return
        }
        let triple = style == .tripleColumn
        let current = SplitViewLayout.sidebarCount(of: state.displayMode) ?? 1
        var sidebars = current
        switch column {
        case .primary: sidebars = triple ? 2 : 1
        case .supplementary where triple: sidebars = max(current, 1)
        case .secondary where state.splitBehavior == .overlay: sidebars = 0
        case .secondary where state.splitBehavior == .displace && current == 2: sidebars = 1
        default: break
        }
        chooseDisplayMode(SplitViewLayout.displayMode(sidebars: sidebars, behavior: state.splitBehavior), byUser: false)
    }

    /// Hides a column, as `hide(_:)`: expanded, the display mode becomes the closest one
    /// without it; collapsed, the stack pops back to the column before it. The secondary
    /// cannot be hidden. The delegate hears `willChangeTo` but not `willHide`.
    public func hide(_ column: Column) {
        guard let state = columnState else {
            Self.warningHandler("\(debugName).hide(.\(column)) needs a column-style split view; ignored")
            return
        }
        if isCollapsed {
            guard !state.collapsedOntoCompact, let navigation = state.containers[.primary] as? NavigationController,
                  let start = collapsedStackStart(of: column), start > 0
            else { return }
            navigation.popToViewController(navigation.viewControllers[start - 1], animated: true)
            return
        }
        let triple = style == .tripleColumn
        let current = SplitViewLayout.sidebarCount(of: state.displayMode) ?? 1
        let sidebars: Int
        switch column {
        case .primary: sidebars = triple ? min(current, 1) : 0
        case .supplementary where triple: sidebars = 0
        default: return
        }
        chooseDisplayMode(SplitViewLayout.displayMode(sidebars: sidebars, behavior: state.splitBehavior), byUser: false)
    }

    /// A bar button that shows and hides the sidebar, as `displayModeButtonItem`: with two
    /// columns (and the classic form) it goes between `.secondaryOnly` and the one-sidebar mode;
    /// with three between both sidebars and one. It does nothing while collapsed. Pressing it
    /// is the user's move: the delegate hears `willChangeTo`, then `willHide`/`willShow`.
    /// Disabled while the split view is collapsed.
    public var displayModeButtonItem: BarButtonItem {
        if let displayModeButton { return displayModeButton }
        let item = BarButtonItem(title: "Sidebar")
        item.toolTip = "Show or Hide the Sidebar"
        item.isEnabled = !isCollapsed
        item.action = { [weak self] in self?.displayModeButtonPressed() }
        displayModeButton = item
        return item
    }

    /// The display mode the button goes to from the current one.
    var targetDisplayModeForButton: DisplayMode {
        let current = SplitViewLayout.sidebarCount(of: displayMode) ?? 1
        let behavior = columnState?.splitBehavior ?? (displayMode == .oneOverSecondary ? .overlay : .tile)
        if style == .tripleColumn { return SplitViewLayout.displayMode(sidebars: current == 2 ? 1 : 2, behavior: behavior) }
        if columnState == nil, current == 0 { return preferredDisplayMode == .secondaryOnly ? .oneBesideSecondary : Self.classicOneSidebar(preferredDisplayMode) }
        return SplitViewLayout.displayMode(sidebars: current == 0 ? 1 : 0, behavior: behavior)
    }

    private static func classicOneSidebar(_ mode: DisplayMode) -> DisplayMode {
        mode == .oneOverSecondary || mode == .twoOverSecondary ? .oneOverSecondary : .oneBesideSecondary
    }

    /// The user chose a display mode (the button, a click on the dimmed secondary).
    func chooseColumnDisplayModeByUser(_ mode: DisplayMode) {
        chooseDisplayMode(mode, byUser: true)
    }

    private func displayModeButtonPressed() {
        guard !isCollapsed else { return }
        if columnState == nil {
            preferredDisplayMode = targetDisplayModeForButton
        } else {
            chooseDisplayMode(targetDisplayModeForButton, byUser: true)
        }
    }

    // MARK: Display modes

    /// The display mode and behavior the preferences (or a choice) give at `width`.
    private func resolvedColumnLayout(forWidth width: Double) -> (mode: DisplayMode, behavior: SplitBehavior, showsBoth: Bool) {
        guard let state = columnState else { return (displayMode, .tile, true) }
        let triple = style == .tripleColumn
        let maximum = triple ? 2 : 1
        let fits = width <= 0 || SplitViewLayout.fitsBothSidebars(
            width: width, primaryWidth: primaryColumnWidth(forWidth: width),
            supplementaryWidth: triple ? supplementaryColumnWidth(forWidth: width) : 0, showing: state.showsBothSidebars)
        let wanted = state.chosenDisplayMode ?? preferredDisplayMode
        let sidebars = min(SplitViewLayout.sidebarCount(of: wanted) ?? (triple && !fits ? 1 : maximum), maximum)
        let behavior: SplitBehavior
        if state.preferredSplitBehavior != .automatic {
            behavior = state.preferredSplitBehavior
        } else if let implied = SplitViewLayout.splitBehavior(of: wanted) {
            behavior = implied
        } else {
            behavior = sidebars < 2 || fits ? .tile : .overlay
        }
        return (SplitViewLayout.displayMode(sidebars: sidebars, behavior: behavior), behavior, fits)
    }

    /// The app changed `preferredDisplayMode` or `preferredSplitBehavior`: a choice made since
    /// gives way, and the mode changes (animated on screen; `willChangeTo`, no `willShow`).
    func columnPreferencesChanged() {
        guard let state = columnState else { return }
        state.chosenDisplayMode = nil
        let resolved = resolvedColumnLayout(forWidth: columnLayoutWidth)
        state.showsBothSidebars = resolved.showsBoth
        changeColumnDisplayMode(to: resolved.mode, behavior: resolved.behavior, notifiesColumns: false)
    }

    /// Resolves the display mode again without callbacks (the first time on screen).
    func refreshColumnDisplayModeQuietly() {
        guard let state = columnState, !isCollapsed else { return }
        let resolved = resolvedColumnLayout(forWidth: columnLayoutWidth)
        state.showsBothSidebars = resolved.showsBoth
        state.splitBehavior = resolved.behavior
        guard resolved.mode != state.displayMode else { return }
        state.displayMode = resolved.mode
        applyLayout(duration: 0)
    }

    private func chooseDisplayMode(_ mode: DisplayMode, byUser: Bool) {
        guard let state = columnState else { return }
        state.chosenDisplayMode = mode
        changeColumnDisplayMode(to: mode, behavior: state.splitBehavior, notifiesColumns: byUser)
    }

    /// Changes the display mode in effect: `willChangeTo`, then (for the user's and the
    /// window's moves) `willHide` and `willShow` for the columns that change, then the layout.
    private func changeColumnDisplayMode(to mode: DisplayMode, behavior: SplitBehavior, notifiesColumns: Bool) {
        guard let state = columnState else { return }
        state.splitBehavior = behavior
        let old = state.displayMode
        guard mode != old else { return }
        guard !isCollapsed else {
            state.displayMode = mode
            return
        }
        finishRunningLayoutTransition()
        delegate?.splitViewController(self, willChangeTo: mode)
        if notifiesColumns {
            let before = SplitViewLayout.visibleColumns(for: old, style: style)
            let after = SplitViewLayout.visibleColumns(for: mode, style: style)
            for column in before where !after.contains(column) { delegate?.splitViewController(self, willHide: column) }
            for column in after where !before.contains(column) { delegate?.splitViewController(self, willShow: column) }
        }
        state.displayMode = mode
        applyLayout(duration: columnAnimationDuration)
    }

    /// Column style: a new size may show more or fewer sidebars (`willShow`/`willHide` follow,
    /// as for a rotation in UIKit); each child hears the size of its column.
    func columnsWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        guard let state = columnState else { return }
        state.transitionSize = size
        defer { state.transitionSize = nil }
        let willCollapse = TraitCollection.sizeClass(forWidth: size.width) == .compact
        if !isCollapsed, !willCollapse {
            let resolved = resolvedColumnLayout(forWidth: size.width)
            state.showsBothSidebars = resolved.showsBoth
            changeColumnDisplayMode(to: resolved.mode, behavior: resolved.behavior, notifiesColumns: true)
        }
        let placements = isCollapsed || willCollapse ? [] : columnPlacements()
        for child in children {
            let columnSize = placements.first(where: { $0.controller === child })?.target.size ?? size
            child.sendViewWillTransition(to: columnSize, with: coordinator)
        }
    }

    // MARK: Collapsing and expanding

    func collapseColumns(duration: Double) {
        guard let state = columnState else { return }
        finishRunningLayoutTransition()
        if let compact = state.containers[.compact] {
            for column in styleColumns { detachColumn(column) }
            state.collapsedOntoCompact = true
            isCollapsed = true
            let added = compact.parent == nil && adoptOrReport(compact)
            if added { compact.isKeptAside = false }
            applyLayout(duration: duration) { [weak self] in
                guard let self, added, compact.parent === self else { return }
                compact.didMove(toParent: self)
            }
            delegate?.splitViewControllerDidCollapse(self)
            return
        }
        let top = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary) ?? .secondary
        let after = styleColumns.dropFirst()
        for column in after { detachColumn(column) }
        state.collapsedOntoCompact = false
        state.foldedRoots = []
        fold(after.filter { $0.rank <= top.rank }, animated: false)
        isCollapsed = true
        applyLayout(duration: duration)
        delegate?.splitViewControllerDidCollapse(self)
    }

    func expandColumns(duration: Double) {
        guard let state = columnState else { return }
        finishRunningLayoutTransition()
        let resolved = resolvedColumnLayout(forWidth: columnLayoutWidth)
        state.showsBothSidebars = resolved.showsBoth
        var mode = delegate?.splitViewController(self, displayModeForExpandingToProposedDisplayMode: resolved.mode) ?? resolved.mode
        var behavior = resolved.behavior
        if mode != resolved.mode {
            // The delegate's answer, made one the style and behavior allow, is a choice that
            // holds until the app changes a preference.
            let sidebars = min(SplitViewLayout.sidebarCount(of: mode) ?? 1, style == .tripleColumn ? 2 : 1)
            behavior = state.preferredSplitBehavior == .automatic ? SplitViewLayout.splitBehavior(of: mode) ?? behavior : state.preferredSplitBehavior
            mode = SplitViewLayout.displayMode(sidebars: sidebars, behavior: behavior)
            state.chosenDisplayMode = mode
        }
        if mode != state.displayMode { delegate?.splitViewController(self, willChangeTo: mode) }
        state.displayMode = mode
        state.splitBehavior = behavior
        if state.collapsedOntoCompact {
            if let compact = state.containers[.compact], compact.parent === self {
                detach(compact)
                compact.isKeptAside = true
            }
        } else {
            unfoldColumns()
        }
        state.collapsedOntoCompact = false
        isCollapsed = false
        var added: [ViewController] = []
        for column in styleColumns {
            guard let container = state.containers[column], container.parent !== self else { continue }
            guard refusalToAdopt(container) == nil else { continue }
            addChild(container)
            container.isKeptAside = false
            added.append(container)
        }
        applyLayout(duration: duration) { [weak self] in
            guard let self else { return }
            for controller in added where controller.parent === self { controller.didMove(toParent: self) }
        }
        delegate?.splitViewControllerDidExpand(self)
    }

    /// Takes a column's container out of the split view, kept aside to come back.
    private func detachColumn(_ column: Column) {
        guard let container = columnState?.containers[column], container.parent === self else { return }
        detach(container)
        container.isKeptAside = true
    }

    /// Moves the stacks of `columns` (in order) onto the primary's navigation stack and records
    /// where each part begins.
    private func fold(_ columns: [Column], animated: Bool) {
        guard let state = columnState, let stack = state.containers[.primary] as? NavigationController else { return }
        var moving: [ViewController] = []
        for column in columns {
            guard let navigation = state.containers[column] as? NavigationController, navigation.parent == nil else { continue }
            if navigation.viewControllers.isEmpty, let root = state.foldedRoots.first(where: { $0.column == column })?.root, root.parent == nil {
                // The user popped this part last time: it comes back from its first controller.
                navigation.setViewControllers([root], animated: false)
            }
            let part = navigation.viewControllers
            guard let first = part.first else { continue }
            navigation.setViewControllers([], animated: false)
            state.foldedRoots.removeAll { $0.column == column }
            state.foldedRoots.append((column, first))
            moving += part
        }
        guard !moving.isEmpty else { return }
        stack.setViewControllers(stack.viewControllers + moving, animated: animated)
    }

    /// Where a folded column's part of the collapsed stack begins, or `nil` when it is not on it.
    private func collapsedStackStart(of column: Column) -> Int? {
        guard let state = columnState, let stack = state.containers[.primary] as? NavigationController,
              let root = state.foldedRoots.first(where: { $0.column == column })?.root
        else { return nil }
        return stack.viewControllers.firstIndex { $0 === root }
    }

    private func isOnCollapsedStack(_ column: Column) -> Bool { isCollapsed && collapsedStackStart(of: column) != nil }

    /// Gives each folded column its part of the primary's stack back; a part the user popped
    /// comes back as its first controller.
    private func unfoldColumns() {
        guard let state = columnState, let stack = state.containers[.primary] as? NavigationController else { return }
        let all = stack.viewControllers
        let starts = state.foldedRoots.compactMap { entry in
            all.firstIndex { $0 === entry.root }.map { (column: entry.column, index: $0) }
        }.sorted { $0.index < $1.index }
        let ownEnd = starts.first?.index ?? all.count
        var parts: [(column: Column, controllers: [ViewController])] = []
        for (position, start) in starts.enumerated() {
            let end = position + 1 < starts.count ? starts[position + 1].index : all.count
            parts.append((start.column, Array(all[start.index..<end])))
        }
        if ownEnd < all.count { stack.setViewControllers(Array(all[..<ownEnd]), animated: false) }
        for part in parts { (state.containers[part.column] as? NavigationController)?.setViewControllers(part.controllers, animated: false) }
        for entry in state.foldedRoots where !parts.contains(where: { $0.column == entry.column }) {
            if let navigation = state.containers[entry.column] as? NavigationController, navigation.viewControllers.isEmpty, entry.root.parent == nil {
                navigation.setViewControllers([entry.root], animated: false)
            }
        }
        state.foldedRoots = []
    }

    /// Collapsed `show(_:)`: pops back to the end of the column's part, or pushes the columns up
    /// to it that are not on the stack.
    private func goOnCollapsedStack(to column: Column) {
        guard let state = columnState, let stack = state.containers[.primary] as? NavigationController else { return }
        let later = styleColumns.filter { $0.rank > column.rank }.compactMap { collapsedStackStart(of: $0) }.min()
        if let later, later > 0 {
            stack.popToViewController(stack.viewControllers[later - 1], animated: true)
            return
        }
        let missing = styleColumns.dropFirst().filter { $0.rank <= column.rank && collapsedStackStart(of: $0) == nil }
        fold(Array(missing), animated: appearanceState == .appeared)
    }

    // MARK: Layout

    /// Where a column's container goes, whether it shows, and where it slides in from.
    struct ColumnPlacement {
        let controller: ViewController
        let shown: Bool
        let target: Rect
        let start: Rect
    }

    func columnPlacements() -> [ColumnPlacement] {
        guard let state = columnState, let container = viewIfLoaded else { return [] }
        let size = state.transitionSize ?? container.bounds.size
        let bounds = Rect(origin: container.bounds.origin, size: size)
        let mirrored = container.isLayoutMirrored
        func placed(_ rect: Rect) -> Rect { mirrored ? rect.mirrored(inWidth: size.width) : rect }
        if isCollapsed {
            guard let shown = collapsedContainer, shown.parent === self else { return [] }
            return [ColumnPlacement(controller: shown, shown: true, target: bounds, start: bounds)]
        }
        let primaryWidth = primaryColumnWidth(forWidth: size.width)
        let supplementaryWidth = style == .tripleColumn ? supplementaryColumnWidth(forWidth: size.width) : 0
        let frames = SplitViewLayout.columnFrames(
            in: bounds, style: style, displayMode: state.displayMode, primaryWidth: primaryWidth, supplementaryWidth: supplementaryWidth)
        let hidden = SplitViewLayout.columnFrames(
            in: bounds, style: style, displayMode: .secondaryOnly, primaryWidth: primaryWidth, supplementaryWidth: supplementaryWidth)
        let visible = SplitViewLayout.visibleColumns(for: state.displayMode, style: style)
        return styleColumns.compactMap { column in
            guard let controller = state.containers[column], controller.parent === self else { return nil }
            let target = frames[column] ?? bounds
            let start = column == .secondary ? target.offsetBy(dx: size.width, dy: 0) : hidden[column] ?? target
            return ColumnPlacement(controller: controller, shown: visible.contains(column), target: placed(target), start: placed(start))
        }
    }
}
