/// What a tab bar controller asks and tells about selections made by the user, as
/// `UITabBarControllerDelegate`. Both methods have default implementations.
@MainActor
public protocol TabBarControllerDelegate: AnyObject {
    /// Whether the tab of `viewController` may be selected, as
    /// `tabBarController(_:shouldSelect:)`. Asked only for selections made by the user.
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool
    /// The user selected the tab of `viewController`, as `tabBarController(_:didSelect:)`.
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
    /// The animator of a switch from `fromVC` to `toVC` while the tab bar controller is on
    /// screen, as `tabBarController(_:animationControllerForTransitionFrom:to:)`; `nil` (the
    /// default) switches at once. With an animator the switch sends, animated: `toVC`
    /// `viewWillAppear`, `fromVC` `viewWillDisappear`, the animation, then (at
    /// `completeTransition(true)`) `fromVC` `viewDidDisappear` and `toVC` `viewDidAppear`.
    func tabBarController(_ tabBarController: TabBarController, animationControllerForTransitionFrom fromVC: ViewController,
                          to toVC: ViewController) -> ViewControllerAnimatedTransitioning?
}

extension TabBarControllerDelegate {
    /// Allows every selection.
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool { true }
    /// Does nothing.
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {}
    /// Switches at once.
    public func tabBarController(_ tabBarController: TabBarController, animationControllerForTransitionFrom fromVC: ViewController,
                                 to toVC: ViewController) -> ViewControllerAnimatedTransitioning? { nil }
}

/// Children shown one at a time, chosen with a bar of tabs at the bottom, mirroring
/// `UITabBarController`.
///
/// All children become children at once when set (`willMove` then `didMove` each), but only the
/// selected one's view is loaded and in the hierarchy; the others load when first selected.
/// Selecting before the tab bar controller's own view is loaded sends nothing to the children.
///
/// Switching tabs on screen sends, in the order UIKit is observed to use: the new child's
/// `viewDidLoad` (first time), new `viewWillAppear(false)`, old `viewWillDisappear(false)`,
/// old `viewDidDisappear(false)`, new `viewDidAppear(false)`.
///
/// Refused with a ``HierarchyInconsistency`` (nothing changes): an index out of range, selecting
/// a controller that is not a tab, the same controller twice, a tab bar controller as a tab, a
/// controller with another parent.
@MainActor
open class TabBarController: ViewController {
    /// The value of ``selectedIndex`` when there are no tabs, as UIKit's `NSNotFound`.
    public static let noSelection = Int.max

    private var tabs: [ViewController] = []
    private var selectedSlot: Int?

    /// The area above the bar that holds the selected child's view.
    private let contentView = View()

    /// The bar the adapter draws at the bottom, as `tabBar`; see ``TabBar``.
    public let tabBar = TabBar()

    /// Asked before a selection by the user and told after it, as `delegate`.
    public weak var delegate: TabBarControllerDelegate?

    /// The switch the delegate's animator runs now.
    private var runningTransition: TransitionContext?

    /// Creates a tab bar controller with no tabs, as `UITabBarController()`.
    public override init() {
        super.init()
    }

    // MARK: Tabs

    /// The children, one per tab, as `viewControllers`. Setting it is
    /// ``setViewControllers(_:animated:)`` without animation.
    public var viewControllers: [ViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs, as `setViewControllers(_:animated:)`. Controllers that leave get
    /// `willMove(toParent: nil)` first, lose their view and get `didMove(toParent: nil)` last; new
    /// ones get `willMove(toParent:)` and `didMove(toParent:)` at once, before the selected
    /// child's appearance. The selected controller stays selected if
    /// it is still a tab; otherwise the first tab is selected. Tab bars do not animate here, so
    /// `animated` only reaches the appearance callbacks.
    ///
    /// Refused with a ``HierarchyInconsistency`` (nothing changes) when the array holds the same
    /// controller twice, a tab bar controller, or a controller with another parent.
    open func setViewControllers(_ viewControllers: [ViewController]?, animated: Bool) {
        let newTabs = viewControllers ?? []
        if let refusal = refusalToHold(newTabs) {
            HierarchyInconsistency.report(refusal)
            return
        }
        runningTransition?.finishNow(cancelling: false)
        let oldTabs = tabs
        let oldSelected = selectedViewController
        let leaving = oldTabs.filter { old in !newTabs.contains { $0 === old } }
        let arriving = newTabs.filter { new in !oldTabs.contains { $0 === new } }
        for controller in leaving { controller.willMove(toParent: nil) }
        for controller in arriving {
            addChild(controller)
            if controller.parent === self { controller.didMove(toParent: self) }
        }
        tabs = newTabs
        if let oldSelected, let index = newTabs.firstIndex(where: { $0 === oldSelected }) {
            selectedSlot = index
        } else {
            selectedSlot = newTabs.isEmpty ? nil : 0
        }
        showSelected(replacing: oldSelected, animated: animated)
        for controller in leaving { controller.removeFromParent() }
        refreshTabBar()
    }

    /// The index of the selected tab, as `selectedIndex`; ``noSelection`` when there are no tabs.
    /// Setting it selects without asking the delegate, as in UIKit.
    ///
    /// An index out of range is refused with a ``HierarchyInconsistency`` (nothing changes).
    public var selectedIndex: Int {
        get { selectedSlot ?? Self.noSelection }
        set {
            guard tabs.indices.contains(newValue) else {
                HierarchyInconsistency.report(HierarchyInconsistency(
                    .invalidArgument,
                    "selectedIndex \(newValue) is out of range for \(debugName), which has \(tabs.count) tab\(tabs.count == 1 ? "" : "s")"))
                return
            }
            select(newValue)
        }
    }

    /// The selected child, as `selectedViewController`. Setting it selects without asking the
    /// delegate.
    ///
    /// Setting a controller that is not one of the tabs is refused with a
    /// ``HierarchyInconsistency`` (nothing changes).
    public var selectedViewController: ViewController? {
        get { selectedSlot.map { tabs[$0] } }
        set {
            guard let newValue else { return }
            guard let index = tabs.firstIndex(where: { $0 === newValue }) else {
                HierarchyInconsistency.report(HierarchyInconsistency(
                    .controllerNotInContainer,
                    "selectedViewController: \(newValue.debugName) is not one of the tabs of \(debugName)"))
                return
            }
            select(index)
        }
    }

    /// What the adapter calls when the user clicks the tab at `index`: asks the delegate's
    /// `tabBarController(_:shouldSelect:)`, selects, then calls `tabBarController(_:didSelect:)`.
    /// Clicking the selected tab again pops a navigation controller there to its root, as UIKit.
    /// Returns whether the selection happened (`false` when refused by the delegate or out of
    /// range).
    @discardableResult
    @_spi(Adapter) public func selectFromUser(index: Int) -> Bool {
        guard tabs.indices.contains(index) else { return false }
        let controller = tabs[index]
        if let delegate, !delegate.tabBarController(self, shouldSelect: controller) { return false }
        if index == selectedSlot {
            (controller as? NavigationController)?.popToRootViewController(animated: true)
        } else {
            select(index)
        }
        delegate?.tabBarController(self, didSelect: controller)
        return true
    }

    // MARK: Refusals

    private func refusalToHold(_ controllers: [ViewController]) -> HierarchyInconsistency? {
        for (index, controller) in controllers.enumerated() where controllers[..<index].contains(where: { $0 === controller }) {
            return HierarchyInconsistency(
                .duplicateController,
                "setViewControllers on \(debugName) refused: \(controller.debugName) appears more than once; a controller can be only one tab")
        }
        for controller in controllers {
            if controller is TabBarController {
                return HierarchyInconsistency(
                    .invalidNesting,
                    "\(controller.debugName) is a tab bar controller and cannot be a tab of \(debugName): a tab bar controller cannot be inside another tab bar controller")
            }
            if controller.parent !== self, let refusal = refusalToAdopt(controller) { return refusal }
        }
        return nil
    }

    // MARK: Selecting

    private func select(_ index: Int) {
        // A switch still animating ends first, so its end cannot undo this selection.
        runningTransition?.finishNow(cancelling: false)
        guard index != selectedSlot else { return }
        let old = selectedViewController
        selectedSlot = index
        recordHistorySelection(from: old)
        showSelected(replacing: old, animated: false)
        refreshTabBar()
    }

    /// Swaps the view of `old` for the selected child's, with the appearance callbacks when on
    /// screen. Before the view is loaded nothing happens: the selected child shows on first layout
    /// or appearance.
    private func showSelected(replacing old: ViewController?, animated: Bool) {
        runningTransition?.finishNow(cancelling: false)
        let new = selectedViewController
        guard old !== new, isViewLoaded else { return }
        let oldView = installedView(of: old)
        if appearanceState == .appeared, let old, let new, let oldView,
           let animator = delegate?.tabBarController(self, animationControllerForTransitionFrom: old, to: new) {
            runCustomSwitch(from: old, to: new, fromView: oldView, animator: animator)
            return
        }
        guard oldView != nil || appearanceState.isAppearingOrAppeared else { return }
        let onScreen = appearanceState.isAppearingOrAppeared
        if let new {
            new.loadViewIfNeeded()
            if onScreen { new.beginAppearanceTransitionIfNeeded(true, animated: animated) }
        }
        if onScreen { old?.beginAppearanceTransitionIfNeeded(false, animated: animated) }
        if let new { install(new) }
        oldView?.removeFromSuperview()
        old?.endAppearanceTransitionIfInFlight()
        if appearanceState == .appeared { new?.endAppearanceTransitionIfInFlight() }
    }

    /// Switches from `old` to `new` through the delegate's animator: the animator adds the new
    /// view to the content area. Cancelled (`completeTransition(false)`), the old tab is
    /// selected again and the callbacks are balanced (`new` `viewWillDisappear`,
    /// `viewDidDisappear`, `old` `viewWillAppear`, `viewDidAppear`).
    private func runCustomSwitch(from old: ViewController, to new: ViewController, fromView: View,
                                 animator: ViewControllerAnimatedTransitioning) {
        let bounds = contentView.bounds
        let newView = new.view
        newView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let context = TransitionContext(
            container: contentView, from: old, to: new, fromView: fromView, toView: newView,
            frames: [(old, bounds, .zero), (new, .zero, bounds)],
            animated: true, style: .custom, animator: animator, interactor: nil
        ) { [weak self] completed in
            guard let self else { return }
            self.runningTransition = nil
            ViewController.setTransitionCoordinator(nil, on: [self, old, new])
            let content = self.contentView
            if completed {
                if fromView.superview === content { fromView.removeFromSuperview() }
                fromView.frame = bounds
                if newView.superview !== content { content.addSubview(newView) }
                newView.frame = content.bounds
                old.endAppearanceTransitionIfInFlight()
                if self.appearanceState == .appeared { new.endAppearanceTransitionIfInFlight() }
            } else {
                if newView.superview === content { newView.removeFromSuperview() }
                newView.frame = bounds
                if fromView.superview !== content { content.addSubview(fromView) }
                fromView.frame = content.bounds
                if let index = self.tabs.firstIndex(where: { $0 === old }) { self.selectedSlot = index }
                self.refreshTabBar()
                ViewController.cancelAppearance(of: new, appearing: true, holder: self.appearanceState)
                ViewController.cancelAppearance(of: old, appearing: false, holder: self.appearanceState)
            }
        }
        runningTransition = context
        ViewController.setTransitionCoordinator(context.coordinator, on: [self, old, new])
        new.beginAppearanceTransitionIfNeeded(true, animated: true)
        old.beginAppearanceTransitionIfNeeded(false, animated: true)
        context.start()
    }

    /// The view of `controller` if it is installed in the content area.
    private func installedView(of controller: ViewController?) -> View? {
        guard let view = controller?.viewIfLoaded, view.superview === contentView else { return nil }
        return view
    }

    private func install(_ controller: ViewController) {
        let childView = controller.view
        childView.frame = contentView.bounds
        childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(childView)
    }

    /// Puts the selected child's view in the content area if it is not there yet.
    private func installSelectedView() {
        guard isViewLoaded, let selected = selectedViewController, installedView(of: selected) == nil else { return }
        install(selected)
    }

    // MARK: The bar model

    private func refreshTabBar() {
        tabBar.show(items: tabs.map(\.tabBarItem), selectedIndex: selectedSlot)
        // A new selection may extend under the bar where the old one did not.
        placeBarAndContent()
    }

    /// Refreshes the tab bar when a child's title or items change, then tells the parent.
    open override func childTitleDidChange(_ child: ViewController) {
        refreshTabBar()
        super.childTitleDidChange(child)
    }

    // MARK: Content size

    /// Takes the selected child's preferred size as its own, adding the tab bar's height, as a
    /// tab bar controller sizes to its selected child; the change then reaches this
    /// controller's parent or presentation controller.
    open override func preferredContentSizeDidChange(forChildContentContainer container: ContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        guard let child = container as? ViewController, child === selectedViewController else { return }
        let size = child.preferredContentSize
        guard size != .zero else { return }
        preferredContentSize = Size(width: size.width, height: size.height + TabBar.height)
    }

    // MARK: View and layout

    /// Makes the tab bar controller's view: the content area on top and the bar (49 pt) below.
    open override func loadView() {
        let root = LayoutReportingView(frame: ViewController.defaultViewFrame)
        root.onLayout = { [weak self] in self?.layOutContainer() }
        root.addSubview(contentView)
        root.addSubview(tabBar.view)
        view = root
        tabBar.placementHandler = { [weak self] in self?.placeBarAndContent() }
        placeBarAndContent()
    }

    private func layOutContainer() {
        placeBarAndContent()
        guard runningTransition == nil else { return }
        installSelectedView()
        installedView(of: selectedViewController)?.frame = contentView.bounds
    }

    private func placeBarAndContent() {
        guard let root = viewIfLoaded else { return }
        let size = root.bounds.size
        let barTop = max(0, size.height - TabBar.height)
        // Under a translucent bar the content reaches the bottom and the children's safe area
        // keeps clear of the bar, as UIKit's.
        let extends = selectedViewController?.extendsUnderBar(at: .bottom, barIsTranslucent: tabBar.isTranslucent) == true
        for child in children { child.setContainerSafeAreaInset(extends ? TabBar.height : 0, at: .bottom) }
        contentView.frame = Rect(x: 0, y: 0, width: size.width, height: extends ? size.height : barTop)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tabBar.view.frame = Rect(x: 0, y: barTop, width: size.width, height: TabBar.height)
    }

    // MARK: Appearance

    /// The selected child gets its appearance callbacks from the tab bar controller itself;
    /// returns `false`, as containers that forward by hand do.
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    /// Installs the selected child's view and begins its appearance. Overrides must call `super`.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        runningTransition?.finishNow(cancelling: false)
        installSelectedView()
        selectedViewController?.beginAppearanceTransitionIfNeeded(true, animated: animated)
    }

    /// Ends the selected child's appearance. Overrides must call `super`.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        selectedViewController?.endAppearanceTransitionIfInFlight(appearing: true)
    }

    /// Begins the selected child's disappearance. Overrides must call `super`.
    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        runningTransition?.finishNow(cancelling: false)
        selectedViewController?.beginAppearanceTransitionIfNeeded(false, animated: animated)
    }

    /// Ends the selected child's disappearance. Overrides must call `super`.
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        selectedViewController?.endAppearanceTransitionIfInFlight(appearing: false)
    }
}
