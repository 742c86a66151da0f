import Logging

/// Manages a view and, as a container, child controllers, mirroring `UIViewController`.
///
/// Subclass it and override the callbacks, calling `super` as in UIKit. The view is loaded
/// lazily on first access of ``view`` through ``loadView()`` then ``viewDidLoad()``.
@MainActor
open class ViewController {
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
        didSet { if title != oldValue { titleDidChange() } }
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

    private var loadedView: View?

    /// What a scene file gave this controller (segues, container views to embed when the view
    /// loads); `nil` for controllers made in code.
    var storyboardBinding: StoryboardBinding?

    /// The root view, loaded on first access, as `UIViewController.view`.
    ///
    /// Setting a view that another controller owns is refused with a ``HierarchyInconsistency``.
    public var view: View {
        get {
            if let loadedView { return loadedView }
            loadView()
            let loaded = loadedView ?? adopt(View(frame: Self.defaultViewFrame))
            loaded.autoresizingMask.formUnion([.flexibleWidth, .flexibleHeight])
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

    /// Called once after the view is loaded, as `UIViewController.viewDidLoad()`.
    open func viewDidLoad() {}

    /// Loads the view now if it is not loaded yet, as `loadViewIfNeeded()`.
    public func loadViewIfNeeded() { _ = view }

    // MARK: Appearance callbacks

    /// The view is about to be added to a visible window hierarchy, as `viewWillAppear(_:)`.
    open func viewWillAppear(_ animated: Bool) {}
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

    /// Where the appearance state machine stands; see ``AppearanceState``.
    public internal(set) var appearanceState: AppearanceState = .disappeared

    /// Whether this controller forwards appearance callbacks to its children by itself, as
    /// `shouldAutomaticallyForwardAppearanceMethods`. A container that returns `false` calls
    /// ``beginAppearanceTransition(_:animated:)`` and ``endAppearanceTransition()`` on its
    /// children itself.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// The animated flag of the transition in flight, passed again to the `did` callback.
    var appearanceAnimated = false

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
    /// ``traitCollection``. Sent to a parent before its children.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    // MARK: Containment state

    /// The child controllers in the order they were added, as `UIViewController.children`.
    public internal(set) var children: [ViewController] = []

    /// The container this controller is a child of, as `UIViewController.parent`.
    public internal(set) weak var parent: ViewController?

    /// Whether the controller is being added to a parent, for use in the appearance callbacks,
    /// as `isMovingToParent`.
    public internal(set) var isMovingToParent = false

    /// Whether the controller is being removed from its parent, for use in the appearance
    /// callbacks, as `isMovingFromParent`.
    public internal(set) var isMovingFromParent = false

    /// The window whose root this controller is, if any.
    public internal(set) weak var windowOfRoot: Window?

    // MARK: Traits (see ViewController+Traits.swift)

    var currentTraits = TraitCollection()
    var traitOverrides: [ObjectIdentifier: TraitCollection] = [:]

    // MARK: Presentation state (see Presentation/)

    /// The controller this one presented modally and that is still shown, as
    /// `presentedViewController`.
    public internal(set) var presentedViewController: ViewController?

    /// The controller that presented this one, as `presentingViewController`.
    public internal(set) weak var presentingViewController: ViewController?

    /// Whether this controller is being presented right now (between `present` and the end of its
    /// appearance), as `isBeingPresented`.
    public internal(set) var isBeingPresented = false

    /// Whether this controller is being dismissed right now, as `isBeingDismissed`.
    public internal(set) var isBeingDismissed = false

    /// How the controller is shown when presented, as `modalPresentationStyle`.
    public var modalPresentationStyle: ModalPresentationStyle = .fullScreen

    /// The animation used when presented, as `modalTransitionStyle`.
    public var modalTransitionStyle: ModalTransitionStyle = .coverVertical

    // MARK: Bar items

    /// What a navigation bar shows while this controller is on top, as `navigationItem`.
    public private(set) lazy var navigationItem: NavigationItem = NavigationItem(owner: self)

    /// What a tab bar shows for this controller, as `tabBarItem`. By default titled after ``title``.
    public lazy var tabBarItem: TabBarItem = TabBarItem(title: title, image: nil, tag: 0)

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
