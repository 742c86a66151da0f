import Testing
@_spi(Adapter) @_spi(Testing) @testable import Containment

/// Popovers: placement and arrow, dismissal by a click outside and Escape, adaptation to a sheet.
@MainActor
@Suite("Popover presentation")
struct PopoverPresentationTests {
    private static let window = Size(width: 1024, height: 768)

    /// A popover of 300 × 200 pointing at a 40 × 30 source view at `origin` in the root.
    private func presentPopover(
        _ stage: Stage, sourceAt origin: Point, permitted: PopoverArrowDirection = .any
    ) -> (RecordingViewController, PopoverPresentationController, View) {
        let source = View(frame: Rect(origin: origin, size: Size(width: 40, height: 30)))
        stage.root.view.addSubview(source)
        let popover = RecordingViewController("Popover", log: stage.log)
        popover.modalPresentationStyle = .popover
        popover.preferredContentSize = Size(width: 300, height: 200)
        let controller = popover.popoverPresentationController!
        controller.sourceView = source
        controller.permittedArrowDirections = permitted
        let delegate = RecordingPresentationDelegate(log: stage.log)
        stage.log.keptAlive.append(delegate)
        controller.delegate = delegate
        stage.root.present(popover, animated: true)
        stage.settle()
        return (popover, controller, source)
    }

    /// Whether `frame` lies inside the window less its margin.
    private func isInsideWindow(_ frame: Rect) -> Bool {
        let margin = PopoverLayout.windowMargin
        return frame.minX >= margin && frame.minY >= margin
            && frame.maxX <= Self.window.width - margin && frame.maxY <= Self.window.height - margin
    }

    @Test("placed with each permitted arrow direction: on that side of the source, arrow on the edge facing it, inside the window",
          arguments: [PopoverArrowDirection.up, .down, .left, .right])
    func eachArrowDirection(direction: PopoverArrowDirection) {
        let stage = Stage()
        let (popover, controller, source) = presentPopover(stage, sourceAt: Point(x: 492, y: 369), permitted: direction)
        #expect(stage.log.take() == ["delegate adaptivePresentationStyle regular", "Popover viewDidLoad", "Popover viewWillAppear animated=true",
                                     "delegate prepareForPopoverPresentation", "Popover viewDidAppear animated=true"])
        #expect(controller.arrowDirection == direction)
        let frame = popover.view.frame
        let arrow = controller.arrowView.frame
        #expect(frame.size == Size(width: 300, height: 200))
        #expect(isInsideWindow(frame))
        switch direction {
        case .up:
            #expect(frame.minY == source.frame.maxY + PopoverLayout.arrowHeight)
            #expect(arrow.maxY == frame.minY && arrow.midX == source.frame.midX)
        case .down:
            #expect(frame.maxY == source.frame.minY - PopoverLayout.arrowHeight)
            #expect(arrow.minY == frame.maxY && arrow.midX == source.frame.midX)
        case .left:
            #expect(frame.minX == source.frame.maxX + PopoverLayout.arrowHeight)
            #expect(arrow.maxX == frame.minX && arrow.midY == source.frame.midY)
        default:
            #expect(frame.maxX == source.frame.minX - PopoverLayout.arrowHeight)
            #expect(arrow.minX == frame.maxX && arrow.midY == source.frame.midY)
        }
        #expect(controller.arrowView.recordDrawing().contains(.fillPath))
    }

    @Test("near the edges a popover slides or turns to stay inside the window; its arrow keeps pointing at the source")
    func keptInsideTheWindow() {
        // Near the top right corner: below the source, slid left.
        let corner = PopoverLayout.place(contentSize: Size(width: 300, height: 200), source: Rect(x: 990, y: 5, width: 30, height: 30),
                                         in: Self.window, permitted: .any)
        #expect(corner.arrowDirection == .up)
        #expect(isInsideWindow(corner.frame))
        #expect(corner.frame.maxX == Self.window.width - PopoverLayout.windowMargin)
        #expect(corner.arrowFrame.maxX <= corner.frame.maxX - PopoverLayout.arrowCornerInset)
        // At the bottom: no room below, so above.
        let bottom = PopoverLayout.place(contentSize: Size(width: 300, height: 200), source: Rect(x: 500, y: 700, width: 30, height: 30),
                                         in: Self.window, permitted: .any)
        #expect(bottom.arrowDirection == .down)
        #expect(isInsideWindow(bottom.frame))
        // Too tall for any side: the side with the most room, shrunk to it.
        let tall = PopoverLayout.place(contentSize: Size(width: 300, height: 2000), source: Rect(x: 100, y: 300, width: 30, height: 30),
                                       in: Self.window, permitted: [.up, .down, .left])
        #expect(tall.arrowDirection == .left)
        #expect(isInsideWindow(tall.frame))
        #expect(tall.frame.height == Self.window.height - 2 * PopoverLayout.windowMargin)
        // Only .up permitted but no room: still up, shrunk, inside.
        let squeezed = PopoverLayout.place(contentSize: Size(width: 300, height: 200), source: Rect(x: 500, y: 700, width: 30, height: 30),
                                           in: Self.window, permitted: .up)
        #expect(squeezed.arrowDirection == .up)
        #expect(squeezed.frame.maxY <= Self.window.height - PopoverLayout.windowMargin)
    }

    @Test("a click outside dismisses through should/will/did; a click inside does not; isModalInPresentation refuses")
    func clickOutside() {
        let stage = Stage()
        var rootTaps = 0
        stage.root.view.addGestureRecognizer(TapGestureRecognizer { _ in rootTaps += 1 })
        let (popover, _, _) = presentPopover(stage, sourceAt: Point(x: 100, y: 100))
        _ = stage.log.take()
        stage.click(Point(x: popover.view.frame.midX, y: popover.view.frame.midY))
        stage.settle()
        #expect(stage.log.take() == [])
        popover.isModalInPresentation = true
        stage.click(Point(x: 900, y: 700))
        stage.settle()
        #expect(stage.log.take() == ["delegate didAttemptToDismiss"])
        popover.isModalInPresentation = false
        stage.click(Point(x: 900, y: 700))
        stage.settle()
        #expect(stage.log.take() == ["delegate shouldDismiss", "delegate willDismiss", "Popover viewWillDisappear animated=true",
                                     "Popover viewDidDisappear animated=true", "delegate didDismiss"])
        #expect(rootTaps == 0, "the click that dismisses goes no further")
        #expect(stage.root.presentedViewController == nil)
    }

    @Test("Escape dismisses a popover through the same rule")
    func escape() {
        let stage = Stage()
        let (_, controller, _) = presentPopover(stage, sourceAt: Point(x: 100, y: 100))
        _ = stage.log.take()
        (controller.delegate as? RecordingPresentationDelegate)?.allowsDismissal = false
        stage.press(KeyCommand.inputEscape)
        #expect(stage.log.take() == ["delegate shouldDismiss", "delegate didAttemptToDismiss"])
        (controller.delegate as? RecordingPresentationDelegate)?.allowsDismissal = true
        stage.press(KeyCommand.inputEscape)
        #expect(stage.log.take() == ["delegate shouldDismiss", "delegate willDismiss", "Popover viewWillDisappear animated=true",
                                     "Popover viewDidDisappear animated=true", "delegate didDismiss"])
    }

    @Test("when the width becomes compact the popover adapts to a page sheet (asking the delegate), and back when regular")
    func adaptsWhenCompact() {
        let stage = Stage()
        let (popover, controller, _) = presentPopover(stage, sourceAt: Point(x: 100, y: 100))
        #expect(stage.log.take().contains("delegate adaptivePresentationStyle regular"))
        let container = popover.presentationContainerView!
        #expect(container.style == .popover && container.dimmingView == nil)

        stage.window.resize(to: Size(width: 600, height: 768))
        stage.settle()
        #expect(stage.log.take().filter { $0.hasPrefix("delegate") } == ["delegate adaptivePresentationStyle compact"])
        #expect(container.style == .pageSheet)
        #expect(container.dimmingView?.alpha == PresentationLayout.dimmingAlpha)
        #expect(popover.view.frame == PresentationLayout.restingFrame(for: .pageSheet, in: Size(width: 600, height: 768)))
        #expect(controller.arrowDirection == .unknown)
        #expect(controller.arrowView.isHidden)
        #expect(popover.popoverPresentationController === controller)

        stage.window.resize(to: Self.window)
        stage.settle()
        #expect(container.style == .popover)
        #expect(container.dimmingView == nil)
        #expect(controller.arrowDirection != .unknown)
        #expect(popover.view.frame.size == Size(width: 300, height: 200))
    }

    @Test("a delegate answering .none keeps the popover in a compact width; with no delegate it adapts")
    func noneKeepsThePopover() {
        let stage = Stage(size: Size(width: 600, height: 768))
        let (popover, controller, _) = presentPopover(stage, sourceAt: Point(x: 100, y: 100))
        #expect(popover.presentationContainerView?.style == .pageSheet, "the recording delegate adapts as UIKit's default")
        popover.dismiss(animated: false)

        let kept = RecordingViewController("Kept", log: stage.log)
        kept.modalPresentationStyle = .popover
        kept.popoverPresentationController?.sourceView = stage.root.view
        let delegate = RecordingPresentationDelegate(log: stage.log)
        delegate.adaptiveStyle = .some(.none)
        kept.presentationController?.delegate = delegate
        stage.root.present(kept, animated: false)
        #expect(kept.presentationContainerView?.style == .popover)
        kept.dismiss(animated: false)

        let plain = ViewController()
        plain.modalPresentationStyle = .popover
        plain.popoverPresentationController?.sourceView = stage.root.view
        stage.root.present(plain, animated: false)
        #expect(plain.presentationContainerView?.style == .pageSheet)
        _ = controller
        withExtendedLifetime(delegate) {}
    }

    @Test("a popover from a bar button item points up at the item in the navigation bar")
    func fromBarButtonItem() {
        let stage = Stage()
        let top = ViewController()
        let item = BarButtonItem(title: "Share")
        top.navigationItem.rightBarButtonItems = [item]
        let navigation = NavigationController(rootViewController: top)
        stage.embed(navigation)
        stage.settle()
        let popover = ViewController()
        popover.modalPresentationStyle = .popover
        popover.preferredContentSize = Size(width: 250, height: 180)
        popover.popoverPresentationController?.barButtonItem = item
        stage.root.present(popover, animated: true)
        stage.settle()
        let controller = popover.popoverPresentationController!
        #expect(controller.arrowDirection == .up)
        #expect(popover.view.frame.minY == NavigationBar.height + PopoverLayout.arrowHeight)
        #expect(popover.view.frame.maxX == 1024 - PopoverLayout.windowMargin)
        // A host that reports where it drew the button moves the arrow there.
        item.frameInBar = Rect(x: 900, y: 4, width: 60, height: 36)
        controller.permittedArrowDirections = .any
        #expect(controller.arrowView.frame.midX == 930)
    }

    @Test("a popover follows its preferredContentSize, animated, its arrow moving with it")
    func followsPreferredContentSize() {
        let stage = Stage()
        let (popover, controller, source) = presentPopover(stage, sourceAt: Point(x: 492, y: 100), permitted: .up)
        popover.preferredContentSize = Size(width: 400, height: 300)
        stage.clock.advance(by: PresentationLayout.transitionDuration / 2)
        let width = popover.view.presentation.frame.width
        #expect(width > 300 && width < 400, "animated: \(width)")
        stage.settle()
        #expect(popover.view.frame.size == Size(width: 400, height: 300))
        #expect(popover.view.frame.minY == source.frame.maxY + PopoverLayout.arrowHeight)
        #expect(controller.arrowView.frame.midX == source.frame.midX)
        #expect(controller.arrowView.frame.maxY == popover.view.frame.minY)
    }

    @Test("presenting a popover with no source is refused and changes nothing")
    func refusedWithoutSource() {
        let stage = Stage()
        let diagnostics = DiagnosticsRecorder()
        defer { diagnostics.stop() }
        let popover = ViewController()
        popover.modalPresentationStyle = .popover
        stage.root.present(popover, animated: true)
        #expect(diagnostics.refusals.map(\.kind) == [.invalidArgument])
        #expect(stage.root.presentedViewController == nil)
        #expect(popover.presentingViewController == nil)
        #expect(!stage.window.subviews.contains { $0 is PresentationContainerView })
    }
}
