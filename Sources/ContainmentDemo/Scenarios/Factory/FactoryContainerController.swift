import Containment

/// Tutorial 004's `ContainerViewController`: a custom container with a `detailView` area that
/// holds the current detail controller's view, and a "New Controller" button that makes a new
/// ``FactoryDetailController`` and shows it in the chosen ``FactoryMode``.
///
/// The containment calls are the tutorial's, in its order:
/// - *present* (`presentDetailController:`): the current detail gets `willMove(toParent: nil)`,
///   loses its view and is removed with `removeFromParent()`; the new one is added with
///   `addChild`, its view goes into `detailView`, and it gets `didMove(toParent:)`.
/// - *swap* (`swapCurrentControllerWith:`): the current detail gets `willMove(toParent: nil)`,
///   the new one is added with `addChild`, both begin their appearance transitions, and a
///   ``FactorySwapAnimator`` (given the container's own ``FactorySwapContext``, as a UIKit custom
///   container writes one) slides it up into place while the old view leaves upward and the
///   button drops out of the way; its completion removes the old view, ends both appearances,
///   removes the old detail (`removeFromParent`), sends `didMove(toParent:)` to the new one and
///   animates the button back: the callbacks `transition(from:to:)` gave, in the same order.
///
/// Deviation: presses are ignored while a swap runs (the tutorial would start a second
/// transition from a detail that is already leaving).
final class FactoryContainerController: ViewController {
    /// The swap's duration, the tutorial's 1.3 s.
    static let swapDuration = 1.3
    /// How long the button takes to come back after a swap, the tutorial's 0.5 s.
    static let buttonReturnDuration = 0.5
    /// The first detail's text.
    static let firstDetailText = "This is the first viewController!"
    /// The text of each new detail, the tutorial's.
    static let newDetailText = "This is a new viewController!"

    /// The area that holds the current detail's view, as the tutorial's `detailView`.
    let detailView = View()
    /// The "New Controller" button, as the tutorial's `button`.
    let button = Button(title: "New Controller")
    /// The mode buttons, in ``FactoryMode`` order: a two-segment switch.
    private(set) var modeButtons: [Button] = []
    /// The detail shown now, as the tutorial's `currentDetailViewController`.
    private(set) var currentDetailViewController: FactoryDetailController?
    /// Whether a swap is running.
    private(set) var isSwapping = false
    /// How many details were made so far (their titles are numbered).
    private(set) var detailCount = 0
    /// The seeded source of the details' colours.
    let colors: FactoryColorSource
    /// Told each step of a swap that is not a lifecycle callback ("animations", "completion"),
    /// so a log or a test can place them among the callbacks.
    var onStep: ((String) -> Void)?

    /// How a press shows the new detail; the mode buttons set it.
    var mode: FactoryMode = .present {
        didSet { refreshModeButtons() }
    }

    /// Creates the factory; its details take their colours from `colors`.
    init(colors: FactoryColorSource = FactoryColorSource()) {
        self.colors = colors
        super.init()
        title = "Factory"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = FlatPalette.midnightBlue
        let bounds = view.bounds
        modeButtons = zip(FactoryMode.allCases, FactoryLayout.modeButtonFrames(count: FactoryMode.allCases.count, in: bounds)).map { mode, frame in
            let modeButton = Button(frame: frame) { [weak self] in self?.mode = mode }
            modeButton.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleBottomMargin]
            view.addSubview(modeButton)
            return modeButton
        }
        refreshModeButtons()
        detailView.frame = FactoryLayout.detailFrame(in: bounds)
        detailView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        detailView.clipsToBounds = true
        view.addSubview(detailView)
        button.frame = FactoryLayout.buttonFrame(in: bounds)
        button.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin]
        button.addAction { [weak self] in self?.addDetailController() }
        view.addSubview(button)
        presentDetailController(makeDetail(text: Self.firstDetailText, color: FlatPalette.asbestos))
    }

    private func refreshModeButtons() {
        for (mode, modeButton) in zip(FactoryMode.allCases, modeButtons) {
            modeButton.title = "\(mode == self.mode ? "●" : "○") \(mode.rawValue)"
            modeButton.accessibilityLabel = "\(mode.rawValue) mode\(mode == self.mode ? ", selected" : "")"
        }
    }

    /// The frame a detail's view takes in ``detailView``, as the tutorial's `frameForDetailController`.
    var frameForDetailController: Rect { detailView.bounds }

    private func makeDetail(text: String, color: Color) -> FactoryDetailController {
        detailCount += 1
        return FactoryDetailController(title: "Detail \(detailCount)", text: text, color: color, colors: colors)
    }

    /// The button's action, as the tutorial's `addDetailController:`: a new detail with a random
    /// colour, shown in the current ``mode``. Ignored while a swap runs.
    func addDetailController() {
        guard !isSwapping else { return }
        let avoiding = currentDetailViewController.map { [$0.color] } ?? []
        let detail = makeDetail(text: Self.newDetailText, color: colors.nextColor(avoiding: avoiding).color)
        switch mode {
        case .present: presentDetailController(detail)
        case .swap: swapCurrentController(with: detail)
        }
    }

    /// Removes the current detail and shows `detailVC`, as the tutorial's `presentDetailController:`.
    func presentDetailController(_ detailVC: FactoryDetailController) {
        // 0. Remove the current detail controller.
        if currentDetailViewController != nil { removeCurrentDetailViewController() }
        // 1. Add the detail controller as a child of the container.
        addChild(detailVC)
        // 2. Size its view.
        detailVC.view.frame = frameForDetailController
        detailVC.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        // 3. Put its view into the detail area and remember it.
        detailView.addSubview(detailVC.view)
        currentDetailViewController = detailVC
        // 4. Complete the add flow.
        detailVC.didMove(toParent: self)
    }

    /// Removes the current detail, as the tutorial's `removeCurrentDetailViewController`.
    func removeCurrentDetailViewController() {
        guard let current = currentDetailViewController else { return }
        // 1. Tell it that it is leaving its parent.
        current.willMove(toParent: nil)
        // 2. Remove its view.
        current.view.removeFromSuperview()
        // 3. Remove it from the container (which sends didMove(toParent: nil)).
        current.removeFromParent()
        currentDetailViewController = nil
    }

    /// Replaces the current detail with `viewController` in one animated transition, as the
    /// tutorial's `swapCurrentControllerWith:`. Without a current detail it is presented instead.
    func swapCurrentController(with viewController: FactoryDetailController) {
        guard let current = currentDetailViewController else {
            presentDetailController(viewController)
            return
        }
        isSwapping = true
        // 1. The current controller is going to be removed.
        current.willMove(toParent: nil)
        // 2. The new controller is a new child of the container.
        addChild(viewController)
        viewController.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        // Save the button position: it comes back here.
        let buttonCenter = button.center
        let droppedCenter = FactoryLayout.droppedButtonCenter(from: buttonCenter, in: view.bounds)
        // 3. Both sides' appearance begins, as transition(from:to:) begins it: only when the
        //    container is on screen (off screen, neither side appears or disappears).
        if appearanceState == .appeared {
            current.beginAppearanceTransition(false, animated: true)
            viewController.beginAppearanceTransition(true, animated: true)
        }
        // 4. The animator moves the details (and, alongside, the button) in the detail area.
        let animator = FactorySwapAnimator { [weak self] in
            self?.onStep?("animations")
            self?.button.center = droppedCenter
        }
        let context = FactorySwapContext(from: current, to: viewController, in: detailView) { [weak self] _ in
            guard let self else { return }
            // 5. The old view leaves; both appearances end; then the containment calls end.
            //    (Ended only if still under way: the container may have left the screen meanwhile,
            //    and its own disappearance ended them.)
            current.view.removeFromSuperview()
            if current.appearanceState == .disappearing { current.endAppearanceTransition() }
            if viewController.appearanceState == .appearing { viewController.endAppearanceTransition() }
            self.onStep?("completion")
            current.removeFromParent()
            self.currentDetailViewController = viewController
            viewController.didMove(toParent: self)
            self.isSwapping = false
            View.animate(withDuration: Self.buttonReturnDuration, animations: { self.button.center = buttonCenter })
        }
        animator.animateTransition(using: context)
    }
}
