import Containment

/// An app's own container, written only against the public API (plain `import Containment`, no
/// SPI, nothing in `Sources` knows it): a content controller under a header bar, and a side
/// panel that slides in from the leading edge over it. It declares its abilities as any
/// container does, in its own extensions below:
///
/// - a key (``ContainerKeyCommandProviding``): Escape closes the open panel;
/// - a touchpad swipe (``Swipeable``): content moving right opens the panel, moving left closes
///   it, following the fingers through one ``InteractiveTransition`` (progress: how far open);
/// - a bar (``BarProviding``): the header shows the title and an Open/Close button, drawn by
///   the adapter as it draws a navigation controller's bar.
@MainActor
public final class PanelController: ViewController {
    /// The panel's width in points: a progress of 1.
    public static let panelWidth = 200.0
    /// The header's height in points.
    public static let headerHeight = 44.0

    public let content: ViewController
    public let panel: ViewController
    /// The bar view: a plain view that ``bar(for:)`` describes.
    public let headerView = View(frame: Rect(x: 0, y: 0, width: 320, height: PanelController.headerHeight))
    /// The recognizer whose settings the swipes obey (disable it and no swipe opens the panel).
    public let panelPan = PanGestureRecognizer()
    /// The one transition every swipe drives: 0 closed, 1 open.
    public let panelTransition = InteractiveTransition(distance: PanelController.panelWidth)
    /// Whether the panel is open (at rest).
    public private(set) var isPanelOpen = false
    /// How many times the bar was asked for, to tell that the adapter asks again after a change.
    public private(set) var barRequests = 0

    public init(title: String, content: ViewController, panel: ViewController) {
        self.content = content
        self.panel = panel
        super.init()
        self.title = title
        panelTransition.onProgress = { [weak self] progress in self?.placePanel(at: progress) }
        panelTransition.onEnd = { [weak self] completes in self?.settle(open: completes) }
    }

    public override func loadView() {
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let size = root.bounds.size
        addChild(content)
        content.view.frame = Rect(x: 0, y: Self.headerHeight, width: size.width, height: size.height - Self.headerHeight)
        content.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(content.view)
        content.didMove(toParent: self)
        headerView.frame = Rect(x: 0, y: 0, width: size.width, height: Self.headerHeight)
        headerView.autoresizingMask = [.flexibleWidth]
        root.addSubview(headerView)
        addChild(panel)
        panel.view.autoresizingMask = [.flexibleHeight]
        root.addSubview(panel.view)
        panel.didMove(toParent: self)
        root.addGestureRecognizer(panelPan)
        view = root
        placePanel(at: 0)
    }

    /// Opens the panel at once.
    public func openPanel() { settle(open: true) }

    /// Closes the panel at once.
    public func closePanel() { settle(open: false) }

    private func settle(open: Bool) {
        isPanelOpen = open
        placePanel(at: open ? 1 : 0)
        headerView.setNeedsDisplay()
    }

    private func placePanel(at progress: Double) {
        guard let root = viewIfLoaded else { return }
        let top = Self.headerHeight
        panel.view.frame = Rect(x: (progress - 1) * Self.panelWidth, y: top,
                                width: Self.panelWidth, height: root.bounds.height - top)
    }
}

extension PanelController: ContainerKeyCommandProviding {
    /// Escape closes the open panel; with the panel closed it declines, and the key goes on.
    public var containerKeyCommands: [KeyCommand] {
        [KeyCommand(input: KeyCommand.inputEscape, modifierFlags: [], title: "Close Panel") { [weak self] in
            guard let self, isPanelOpen, !panelTransition.isActive else { return false }
            closePanel()
            return true
        }]
    }
}

extension PanelController: Swipeable {
    public var swipeGestureRecognizer: GestureRecognizer { panelPan }

    public var isTransitioningForSwipe: Bool { panelTransition.isActive }

    public func canBeginSwipe(_ start: SwipeStart) -> Bool {
        guard start.axis == .horizontal, isViewLoaded else { return false }
        return isPanelOpen ? start.translation < 0 : start.translation > 0
    }

    public func beginSwipe(_ start: SwipeStart) -> SwipeDrive? {
        guard canBeginSwipe(start), panelTransition.begin(at: isPanelOpen ? 1 : 0) else { return nil }
        return SwipeDrive(driving: panelTransition)
    }
}

extension PanelController: BarProviding {
    public func bar(for view: View) -> BarModel? {
        guard view === headerView else { return nil }
        barRequests += 1
        let button = BarModel.Item(title: isPanelOpen ? "Close" : "Open") { [weak self] in
            guard let self else { return }
            if isPanelOpen { closePanel() } else { openPanel() }
        }
        return .navigation(title: isPanelOpen ? "\(title ?? "") Panel" : title, rightItems: [button])
    }
}
