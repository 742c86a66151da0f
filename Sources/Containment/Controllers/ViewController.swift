import Logging

/// Manages a view and, as a container, child controllers, mirroring `UIViewController`.
///
/// Subclass it and override the callbacks, calling `super` as in UIKit. The view is loaded
/// lazily on first access of ``view`` through ``loadView()`` then ``viewDidLoad()``.
@MainActor
open class ViewController: ContentContainer {
    private var loadedView: View?

    /// The child controllers in the order they were added, as `UIViewController.children`.
    public internal(set) var children: [ViewController] = []

    /// The container this controller is a child of, as `UIViewController.parent`. Weak, as
    /// UIKit's: a child held elsewhere reads `nil` once its parent is freed.
    public internal(set) weak var parent: ViewController?

    /// Where the appearance state machine stands; see ``AppearanceState``.
    public internal(set) var appearanceState: AppearanceState = .disappeared

    /// The animated flag of the transition in flight, passed again to the `did` callback.
    var appearanceAnimated = false

    /// Whether an appearance has begun and ``viewIsAppearing(_:)`` is still to come.
    var awaitsViewIsAppearing = false

    /// Whether the controller is being added to a parent, for use in the appearance callbacks,
    /// as `isMovingToParent`.
    public internal(set) var isMovingToParent = false

    /// Whether the controller is being removed from its parent, for use in the appearance
    /// callbacks, as `isMovingFromParent`.
    public internal(set) var isMovingFromParent = false

    /// Whether a container keeps the controller, out of the hierarchy and without a parent, to
    /// show it again (the secondary a collapsed split view set aside, as UIKit's keeps it): its
    /// view keeps its widgets meanwhile, as a covered page's do.
    @_spi(Adapter) public internal(set) var isKeptAside = false

    var currentTraits = TraitCollection()

    /// The rarely used part of the controller; see ``ControllerExtras``.
    var extras: ControllerExtras?

    /// ``extras``, made now if it was not yet.
    var ensuredExtras: ControllerExtras {
        if let extras { return extras }
        let made = ControllerExtras()
        extras = made
        return made
    }

    // MARK: Diagnostics

    /// Receives every refused misuse of the containment API. The default logs the message;
    /// tests replace it to collect refusals. Mirrors where UIKit would raise
    /// `UIViewControllerHierarchyInconsistency`.
    public static var hierarchyInconsistencyHandler: (HierarchyInconsistency) -> Void = { inconsistency in
        containmentLogger.error("\(inconsistency.description)")
    }

    /// Receives warnings about calls that are ignored rather than refused, such as UIKit's
    /// "Unbalanced calls to begin/end appearance transitions". The default logs them.
    public static var warningHandler: (String) -> Void = { message in
        containmentLogger.warning("\(message)")
    }

    // MARK: Identity

    /// The title shown by containers (navigation bar, tab bar, menus), as `UIViewController.title`.
    open var title: String? {
        get { extras?.title }
        set {
            let oldValue = extras?.title
            if newValue != nil || extras != nil { ensuredExtras.title = newValue }
            if newValue != oldValue { titleDidChange() }
        }
    }

    /// Creates a controller with no view yet, as `UIViewController()`.
    public init() {}

    /// Creates a controller with a title.
    public convenience init(title: String) {
        self.init()
        self.title = title
    }

    /// The title, or the type name when there is none: what messages and the lifecycle log show.
    public var debugName: String { title ?? String(describing: type(of: self)) }

    // MARK: The view

    /// What a scene file gave this controller (segues, container views to embed when the view
    /// loads); `nil` for controllers made in code.
    var storyboardBinding: StoryboardBinding? {
        get { extras?.storyboardBinding }
        set { if newValue != nil || extras != nil { ensuredExtras.storyboardBinding = newValue } }
    }

    /// The root view, loaded on first access, as `UIViewController.view`.
    ///
    /// Setting a view that another controller owns is refused with a ``HierarchyInconsistency``.
    public var view: View {
        get {
            if let loadedView { return loadedView }
            loadView()
            let loaded = loadedView ?? adopt(View(frame: Self.defaultViewFrame))
            loaded.autoresizingMask.formUnion([.flexibleWidth, .flexibleHeight])
            // As UIKit, the controller updates its view's constraints before the first layout.
            loaded.setNeedsUpdateConstraints()
            storyboardBinding?.viewDidLoad(in: self)
            publish(.viewDidLoad)
            viewDidLoad()
            return loaded
        }
        set {
            if let owner = newValue.owningViewController, owner !== self {
                HierarchyInconsistency.report(HierarchyInconsistency(
                    .viewOwnedByAnotherController,
                    "\(newValue.debugName) cannot become the view of \(debugName): \(owner.debugName) owns it"))
                return
            }
            adopt(newValue)
        }
    }

    @discardableResult
    private func adopt(_ newView: View) -> View {
        if let old = loadedView, old !== newView { old.owningViewController = nil }
        newView.owningViewController = self
        loadedView = newView
        return newView
    }

    /// The size of the view `loadView()` makes when a subclass makes none.
    public static var defaultViewFrame = Rect(x: 0, y: 0, width: 800, height: 600)

    /// Whether the view has been loaded, as `UIViewController.isViewLoaded`.
    public var isViewLoaded: Bool { loadedView != nil }

    /// The view if it is loaded, without loading it, as `UIViewController.viewIfLoaded`.
    public var viewIfLoaded: View? { loadedView }

    /// Makes the view; the default makes a plain ``View``. Override to make your own and assign
    /// it to ``view``, as `UIViewController.loadView()`.
    open func loadView() {}

    /// Called by `present(_:animated:completion:)` before anything else, with the window it will
    /// be presented in: a controller that decides its presentation late (an alert controller's
    /// popover or card) does so here.
    func prepareToBePresented(in window: Window?) {}

    /// Called once after the view is loaded, as `UIViewController.viewDidLoad()`.
    open func viewDidLoad() {}

    /// Loads the view now if it is not loaded yet, as `loadViewIfNeeded()`.
    public func loadViewIfNeeded() { _ = view }

    // MARK: Appearance callbacks

    /// The view is about to be added to a visible window hierarchy, as `viewWillAppear(_:)`.
    open func viewWillAppear(_ animated: Bool) {}
    /// The view is in the window's hierarchy and laid out by its superview, its geometry and
    /// traits up to date, as `viewIsAppearing(_:)`: once per appearance, after
    /// ``viewWillAppear(_:)`` and before ``viewDidAppear(_:)``.
    ///
    /// UIKit sends it in the same transaction as `viewWillAppear`, when the superview lays the
    /// view out; here that is the window's next layout pass (the next frame in a GTK host), when
    /// the superview's layout step reaches the view, before the controller's own
    /// ``viewWillLayoutSubviews()``; a parent gets it before its children. An appearance that
    /// ends before such a pass gets it just before its own `viewDidAppear`; one that turns
    /// around before either does not get it.
    open func viewIsAppearing(_ animated: Bool) {}
    /// The view was added to a visible window hierarchy, as `viewDidAppear(_:)`.
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to leave the visible window hierarchy, as `viewWillDisappear(_:)`.
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view left the visible window hierarchy, as `viewDidDisappear(_:)`.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Before the view lays out its subviews, as `viewWillLayoutSubviews()`.
    open func viewWillLayoutSubviews() {}
    /// After the view laid out its subviews, as `viewDidLayoutSubviews()`.
    open func viewDidLayoutSubviews() {}

    // MARK: Auto Layout (see Layout/ViewController+AutoLayout.swift)

    /// Updates the constraints of the controller's view before layout, as
    /// `UIViewController.updateViewConstraints()`: called once before the view's first layout and
    /// after ``View/setNeedsUpdateConstraints()`` on the view. The default calls the view's
    /// ``View/updateConstraints()``; overrides call `super` last.
    open func updateViewConstraints() {
        if isViewLoaded { view.updateConstraints() }
    }

    /// Called when the safe-area insets of the controller's view changed, as
    /// `UIViewController.viewSafeAreaInsetsDidChange()`.
    open func viewSafeAreaInsetsDidChange() {}

    /// Called when the layout margins of the controller's view changed, as
    /// `UIViewController.viewLayoutMarginsDidChange()`.
    open func viewLayoutMarginsDidChange() {}

    /// Insets the app adds to the safe area of this controller's view, as
    /// `UIViewController.additionalSafeAreaInsets`: content laid out to the view's
    /// ``View/safeAreaLayoutGuide`` keeps clear of them, and so do the controller's children.
    public var additionalSafeAreaInsets: EdgeInsets = .zero {
        didSet { if additionalSafeAreaInsets != oldValue { safeAreaSourcesDidChange() } }
    }

    /// The edges along which the controller's view may extend under a translucent bar of its
    /// container, as `UIViewController.edgesForExtendedLayout` (all by default).
    public var edgesForExtendedLayout: RectEdge = .all {
        didSet { if edgesForExtendedLayout != oldValue { parent?.view.setNeedsLayout() } }
    }

    /// Whether the controller's view extends under opaque bars too, as
    /// `UIViewController.extendedLayoutIncludesOpaqueBars` (`false` by default: an opaque bar,
    /// the desktop's default, has the view start below it).
    public var extendedLayoutIncludesOpaqueBars = false {
        didSet { if extendedLayoutIncludesOpaqueBars != oldValue { parent?.view.setNeedsLayout() } }
    }

    /// The insets a container gives this controller's view for the bars the view extends under
    /// (a translucent navigation bar's height at the top), added to the safe area as UIKit's
    /// containers do.
    var containerSafeAreaInsets: EdgeInsets = .zero {
        didSet { if containerSafeAreaInsets != oldValue { safeAreaSourcesDidChange() } }
    }

    /// Whether this controller forwards appearance callbacks to its children by itself, as
    /// `shouldAutomaticallyForwardAppearanceMethods`. A container that returns `false` calls
    /// ``beginAppearanceTransition(_:animated:)`` and ``endAppearanceTransition()`` on its
    /// children itself.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    // MARK: Containment

    /// Sent before the controller is added to or removed from a container, as
    /// `willMove(toParent:)`. `addChild` sends it with the new parent; a container sends it with
    /// `nil` before removing a child. Overrides must call `super`.
    ///
    /// Naming a parent that is neither `nil` nor the container adding this controller is
    /// refused with a ``HierarchyInconsistency``.
    open func willMove(toParent parent: ViewController?) {
        handleWillMove(toParent: parent)
    }

    /// Sent after the controller was added to or removed from a container, as
    /// `didMove(toParent:)`. The container sends it with itself after adding the child's view;
    /// `removeFromParent()` sends it with `nil`. Overrides must call `super`.
    ///
    /// Sending it with a parent the controller has not been added to is refused with a
    /// ``HierarchyInconsistency``.
    open func didMove(toParent parent: ViewController?) {
        handleDidMove(toParent: parent)
    }

    // MARK: Segues (see Storyboards/ViewController+Storyboard.swift)

    /// A segue from a scene file is about to show `segue.destination`, as
    /// `prepare(for:sender:)`: the destination is made but its view is not loaded, so this is
    /// where to hand it its data. Sent to the segue's source before a show or present segue
    /// pushes or presents, and, for each embed segue of a container view, while this
    /// controller's view loads, before the child is added and before this controller's
    /// `viewDidLoad()`. `sender` is what was passed to `performSegue`; for an embed segue it
    /// is this controller.
    open func prepare(for segue: StoryboardSegue, sender: Any?) {}

    /// Whether the segue `identifier`, triggered by a table row, should run, as
    /// `shouldPerformSegue(withIdentifier:sender:)`. Asked before anything is made; returning
    /// `false` cancels it. As in UIKit, `performSegue(withIdentifier:sender:)` does not ask.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    // MARK: Showing (see ViewController+Showing.swift)

    /// Shows `viewController` the way the container this controller is in chooses, as
    /// `show(_:sender:)`, so that the controller need not know whether it is on a navigation
    /// stack: the controller that ``targetViewController(forAction:sender:)`` finds for
    /// `.show` shows it (a ``NavigationController`` pushes it, animated); when none does, it is
    /// presented modally, animated. A container that shows controllers its own way overrides
    /// this and answers `true` for `.show` in ``canPerformAction(_:withSender:)``.
    open func show(_ viewController: ViewController, sender: Any?) {
        show(viewController, for: .show, sender: sender)
    }

    /// Shows `viewController` as a detail, as `showDetailViewController(_:sender:)`: the
    /// controller that ``targetViewController(forAction:sender:)`` finds for `.showDetail`
    /// shows it (a ``SplitViewController`` makes it its secondary, or pushes it while
    /// collapsed); when none does, it is presented modally, animated.
    open func showDetailViewController(_ viewController: ViewController, sender: Any?) {
        show(viewController, for: .showDetail, sender: sender)
    }

    /// Whether this controller performs `action`, as `canPerformAction(_:withSender:)`: `false`
    /// here. A container that shows controllers itself answers `true` for
    /// ``Selector/show`` (a navigation controller) or ``Selector/showDetail`` (a split view
    /// controller), as UIKit answers for a class that overrides `show(_:sender:)`; a controller
    /// that performs a menu or key ``Command``'s action answers `true` for it and receives it in
    /// ``perform(_:with:)``.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { false }

    /// Performs `action`, sent by `sender` (the ``Command`` chosen in a menu or by its key),
    /// where UIKit calls the method the selector names: called only when
    /// ``canPerformAction(_:withSender:)`` answered `true`. Does nothing here.
    open func perform(_ action: Selector, with sender: Any?) {}

    /// Adjusts `command` before a menu shows it (its title, ``Command/state``,
    /// ``Command/attributes``), as `UIResponder.validate(_:)`: called on the responder that will
    /// perform it. Does nothing here.
    open func validate(_ command: Command) {}

    /// Edits the window's menu bar, as `UIResponder.buildMenu(with:)`: called on the window's
    /// root controller when the menu bar is first needed and after
    /// ``MenuSystem/setNeedsRebuild()`` (Mac Catalyst calls it on the app delegate). Insert,
    /// replace and remove menus by identifier; the standard menus hold Close Window, Quit, the
    /// edit commands and Keyboard Shortcuts. Does nothing here.
    open func buildMenu(with builder: MenuBuilder) {}

    // MARK: Size and traits (see ViewController+Traits.swift)

    /// The view's size is about to change to `size`, as `viewWillTransition(to:with:)`. The
    /// default forwards the same size to the children; containers that size their children
    /// differently override and forward their own sizes.
    open func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        for child in children {
            child.sendViewWillTransition(to: size, with: coordinator)
        }
    }

    /// The traits are about to change, as `willTransition(to:with:)`. The default forwards to the
    /// children.
    open func willTransition(to newCollection: TraitCollection, with coordinator: TransitionCoordinator) {
        for child in children {
            let childTraits = overrideTraitCollection(forChild: child).map { newCollection.overridden(by: $0) } ?? newCollection
            child.sendWillTransition(to: childTraits, with: coordinator)
        }
    }

    /// The traits changed, as `traitCollectionDidChange(_:)`. The new traits are in
    /// ``ViewController/traitCollection``. Sent to a parent before its children.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    // MARK: Content size (ContentContainer)

    /// The size this controller's content would like, as `preferredContentSize`; `.zero` (the
    /// default) for none. Setting a new value tells the parent, or the presentation controller
    /// when this controller is presented, through
    /// ``preferredContentSizeDidChange(forChildContentContainer:)``: a navigation or tab bar
    /// controller takes its shown child's size as its own (adding its bars), and a `.custom`
    /// presentation resizes the presented view to it, animated.
    open var preferredContentSize: Size {
        get { extras?.preferredContentSize ?? .zero }
        set {
            guard newValue != preferredContentSize else { return }
            ensuredExtras.preferredContentSize = newValue
            if let parent {
                parent.preferredContentSizeDidChange(forChildContentContainer: self)
            } else if ownPresentingViewController != nil, let controller = extras?.presentationController {
                controller.preferredContentSizeDidChange(forChildContentContainer: self)
            }
        }
    }

    /// A child's ``preferredContentSize`` changed, as
    /// `preferredContentSizeDidChange(forChildContentContainer:)`. The default does nothing;
    /// containers that size to their content override it.
    open func preferredContentSizeDidChange(forChildContentContainer container: ContentContainer) {}

    /// A child's fitting size changed, as `systemLayoutFittingSizeDidChange(forChildContentContainer:)`.
    /// The default does nothing.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: ContentContainer) {}

    /// The size to give a child in a parent of `parentSize`, as
    /// `size(forChildContentContainer:withParentContainerSize:)`. The default gives the
    /// parent's size.
    open func size(forChildContentContainer container: ContentContainer, withParentContainerSize parentSize: Size) -> Size {
        parentSize
    }

    // MARK: Containment state

    /// The window whose root this controller is, if any.
    public internal(set) var windowOfRoot: Window? {
        get { extras?.windowOfRoot }
        set { if newValue != nil || extras != nil { ensuredExtras.windowOfRoot = newValue } }
    }

    // MARK: Traits (see ViewController+Traits.swift)

    /// The overrides this controller set for its children, by child.
    var traitOverrides: [ObjectIdentifier: TraitCollection] {
        get { extras?.traitOverrides ?? [:] }
        set { if !newValue.isEmpty || extras != nil { ensuredExtras.traitOverrides = newValue } }
    }

    // MARK: Presentation state (see Presentation/)

    /// The controller presented modally by this one, or by the nearest of its parents that
    /// presents, and still shown, as `presentedViewController`: UIKit answers a child of a
    /// container with the presentation its ancestor made ("If you present a view controller
    /// modally, either directly or indirectly, from the current view controller").
    public var presentedViewController: ViewController? {
        var node: ViewController? = self
        while let current = node {
            if let presented = current.ownPresentedViewController { return presented }
            node = current.parent
        }
        return nil
    }

    /// The controller that presented this one, or the nearest of its parents that was
    /// presented, as `presentingViewController`: UIKit answers a controller inside a presented
    /// container with the controller presenting that container.
    public var presentingViewController: ViewController? {
        var node: ViewController? = self
        while let current = node {
            if let presenting = current.ownPresentingViewController { return presenting }
            node = current.parent
        }
        return nil
    }

    /// The controller this very controller presented (none of its parents'), still shown.
    var ownPresentedViewController: ViewController? {
        get { extras?.presentedViewController }
        set { if newValue != nil || extras != nil { ensuredExtras.presentedViewController = newValue } }
    }

    /// The controller that presented this very controller (not one of its parents).
    var ownPresentingViewController: ViewController? {
        get { extras?.presentingViewController }
        set { if newValue != nil || extras != nil { ensuredExtras.presentingViewController = newValue } }
    }

    /// Whether this controller is being presented right now (between `present` and the end of its
    /// appearance), as `isBeingPresented`.
    public internal(set) var isBeingPresented: Bool {
        get { extras?.isBeingPresented ?? false }
        set { if newValue || extras != nil { ensuredExtras.isBeingPresented = newValue } }
    }

    /// Whether this controller is being dismissed right now, as `isBeingDismissed`.
    public internal(set) var isBeingDismissed: Bool {
        get { extras?.isBeingDismissed ?? false }
        set { if newValue || extras != nil { ensuredExtras.isBeingDismissed = newValue } }
    }

    /// How the controller is shown when presented, as `modalPresentationStyle`.
    public var modalPresentationStyle: ModalPresentationStyle {
        get { extras?.modalPresentationStyle ?? ControllerExtras.defaultPresentationStyle }
        set {
            if newValue != ControllerExtras.defaultPresentationStyle || extras != nil {
                ensuredExtras.modalPresentationStyle = newValue
            }
        }
    }

    /// Supplies the animators, interactions and presentation controller of a custom
    /// presentation and dismissal of this controller, as `transitioningDelegate`. Held weakly, as
    /// UIKit's.
    public weak var transitioningDelegate: ViewControllerTransitioningDelegate? {
        get { extras?.transitioningDelegate }
        set { if newValue != nil || extras != nil { ensuredExtras.transitioningDelegate = newValue } }
    }

    /// The animation used when presented, as `modalTransitionStyle`.
    public var modalTransitionStyle: ModalTransitionStyle {
        get { extras?.modalTransitionStyle ?? ControllerExtras.defaultTransitionStyle }
        set {
            if newValue != ControllerExtras.defaultTransitionStyle || extras != nil {
                ensuredExtras.modalTransitionStyle = newValue
            }
        }
    }

    // MARK: Bar items

    /// What a navigation bar shows while this controller is on top, as `navigationItem`. Made
    /// on first access.
    public var navigationItem: NavigationItem {
        if let item = extras?.navigationItem { return item }
        let item = NavigationItem(owner: self)
        ensuredExtras.navigationItem = item
        return item
    }

    /// What a tab bar shows for this controller, as `tabBarItem`. By default titled after
    /// ``title``, made on first access.
    public var tabBarItem: TabBarItem {
        get {
            if let item = extras?.tabBarItem { return item }
            let item = TabBarItem(title: title, image: nil, tag: 0)
            ensuredExtras.tabBarItem = item
            return item
        }
        set { ensuredExtras.tabBarItem = newValue }
    }

    /// Called when ``title`` changes; containers refresh their bars.
    /// As in UIKit, assigning a title also titles the navigation item and the tab bar item.
    /// The navigation item's change notice is what tells the containers, once for both items.
    func titleDidChange() {
        tabBarItem.title = title
        navigationItem.title = title
    }

    /// A child's title changed; containers override to refresh their bars.
    open func childTitleDidChange(_ child: ViewController) {
        parent?.childTitleDidChange(child)
    }

    // MARK: Key commands (see Input/Responder.swift)

    /// The key commands this controller offers while on the responder chain, as
    /// `UIResponder.keyCommands`: by default those added with ``addKeyCommand(_:)``. Override to
    /// compute them. The containers' own keys (Escape, Alt+Left, Ctrl+Page Up/Down) are not
    /// listed here and come after these (``ContainerKeyCommandProviding``). See ``KeyCommand``.
    open var keyCommands: [KeyCommand]? {
        extras?.keyCommands
    }

    // MARK: State restoration (see Restoration/)

    /// Writes this controller's own state into `activity`'s user info for state restoration, as
    /// `UIViewController.encodeRestorableState(with:)` (which takes an `NSCoder`). Called only for
    /// controllers with a ``restorationIdentifier``; the activity is this controller's alone.
    /// The containers' implementations write their children's state (the selected tab, a
    /// navigation stack, an open drawer, a presented sheet): call `super` when you override.
    open func encodeRestorableState(with activity: UserActivity) {
        (self as? RestorableContainer)?.encodeContainerState(with: activity)
    }

    /// Reads back what ``encodeRestorableState(with:)`` wrote, as
    /// `UIViewController.decodeRestorableState(with:)`. The containers' implementations put
    /// their restored children back without animation: call `super` when you override.
    open func decodeRestorableState(with activity: UserActivity) {
        (self as? RestorableContainer)?.decodeContainerState(with: activity)
    }

    // MARK: Events

    /// The argument is built only when someone observes the stream: names and sizes cost string
    /// formatting on every containment and appearance call otherwise.
    func publish(_ callback: LifecycleCallback, _ argument: @autoclosure () -> String = "") {
        let stream = LifecycleEventStream.shared
        guard stream.hasObservers else { return }
        stream.publish(self, callback, argument())
    }

    func sendLayoutCallback(_ callback: LifecycleCallback) {
        publish(callback)
        if callback == .viewWillLayoutSubviews { viewWillLayoutSubviews() } else { viewDidLayoutSubviews() }
    }
}

let containmentLogger = Logger(label: "containment")

/// The part of a ``ViewController`` that most controllers never set, made on the first write.
/// Defaults are the controllers' defaults.
@MainActor
final class ControllerExtras {
    static let defaultPresentationStyle = ModalPresentationStyle.fullScreen
    static let defaultTransitionStyle = ModalTransitionStyle.coverVertical

    var title: String?
    var storyboardBinding: StoryboardBinding?
    weak var windowOfRoot: Window?
    var traitOverrides: [ObjectIdentifier: TraitCollection] = [:]
    var presentedViewController: ViewController?
    weak var presentingViewController: ViewController?
    var isBeingPresented = false
    var isBeingDismissed = false
    var modalPresentationStyle = defaultPresentationStyle
    var modalTransitionStyle = defaultTransitionStyle
    var navigationItem: NavigationItem?
    var tabBarItem: TabBarItem?
    var toolbarItems: [BarButtonItem]?
    var keyCommands: [KeyCommand]?
    weak var transitioningDelegate: ViewControllerTransitioningDelegate?
    var presentationController: PresentationController?
    var transitionCoordinator: TransitionCoordinator?
    var preferredContentSize = Size.zero
    var isModalInPresentation = false
    var traitChangeRegistrations: [TraitChangeRegistration] = []
    var restorationIdentifier: String?
}
