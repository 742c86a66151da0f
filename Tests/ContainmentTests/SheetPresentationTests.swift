import Testing
@_spi(Adapter) @_spi(Testing) @testable import Containment

/// Sheets with detents, their drags and user dismissals, compared as whole sequences of
/// lifecycle and delegate calls.
@MainActor
@Suite("Sheet presentation")
struct SheetPresentationTests {
    /// The tallest page sheet in the 1024×768 stage: x 162, y 40, 700 × 688 (bottom at 728).
    private static let tallest = PresentationLayout.restingFrame(for: .pageSheet, in: Size(width: 1024, height: 768))
    private static let mediumTop = tallest.maxY - (tallest.height / 2).rounded()

    /// A page sheet with medium and large detents, presented and at rest, its delegate recording.
    private func presentSheet(
        _ stage: Stage, selected: SheetPresentationController.Detent.Identifier? = nil
    ) -> (RecordingViewController, SheetPresentationController, RecordingPresentationDelegate) {
        let sheet = RecordingViewController("Sheet", log: stage.log)
        sheet.modalPresentationStyle = .pageSheet
        let delegate = RecordingPresentationDelegate(log: stage.log)
        let controller = sheet.sheetPresentationController!
        controller.detents = [.medium(), .large()]
        controller.prefersGrabberVisible = true
        controller.selectedDetentIdentifier = selected
        controller.delegate = delegate
        stage.log.keptAlive.append(delegate)
        stage.root.present(sheet, animated: true)
        stage.settle()
        _ = stage.log.take()
        return (sheet, controller, delegate)
    }

    private func grabber(_ sheet: ViewController) -> Point {
        Point(x: sheet.view.frame.midX, y: sheet.view.frame.minY + 8)
    }

    @Test("a sheet presented as .pageSheet or .formSheet has a sheet presentation controller; other styles none")
    func sheetPresentationControllerByStyle() {
        for style in [ModalPresentationStyle.pageSheet, .formSheet] {
            let controller = ViewController()
            controller.modalPresentationStyle = style
            #expect(controller.sheetPresentationController != nil)
            #expect(controller.presentationController === controller.sheetPresentationController)
        }
        for style in [ModalPresentationStyle.fullScreen, .overFullScreen, .popover, .custom] {
            let controller = ViewController()
            controller.modalPresentationStyle = style
            #expect(controller.sheetPresentationController == nil)
        }
        // A delegate set on the plain controller survives a later change of style.
        let controller = ViewController()
        let delegate = RecordingPresentationDelegate(log: CallLog())
        controller.presentationController?.delegate = delegate
        controller.modalPresentationStyle = .pageSheet
        #expect(controller.sheetPresentationController?.delegate === delegate)
    }

    @Test("detents: the smallest by default, resolved against maximumDetentValue; custom heights clamp; code changes tell no delegate")
    func detentsByCode() throws {
        let stage = Stage()
        var seenMaximum = 0.0
        let (sheet, controller, _) = presentSheet(stage)
        #expect(sheet.view.frame == Rect(x: Self.tallest.minX, y: Self.mediumTop, width: Self.tallest.width, height: Self.tallest.maxY - Self.mediumTop))
        #expect(controller.resolvedDetents.map(\.identifier) == [.medium, .large])

        controller.selectedDetentIdentifier = .large
        #expect(sheet.view.frame == Self.tallest, "set outside animateChanges, the sheet moves at once")

        controller.animateChanges { controller.selectedDetentIdentifier = .medium }
        stage.clock.advance(by: PresentationLayout.transitionDuration / 2)
        let halfway = sheet.view.presentation.frame.minY
        #expect(halfway > Self.tallest.minY && halfway < Self.mediumTop, "animated: \(halfway)")
        stage.settle()
        #expect(sheet.view.frame.minY == Self.mediumTop)

        let small = SheetPresentationController.Detent.Identifier("small")
        controller.detents = [
            .custom(identifier: small) { context in
                seenMaximum = context.maximumDetentValue
                return 200
            },
            .custom { context in context.maximumDetentValue * 5 },
            .custom { _ in nil },
        ]
        #expect(seenMaximum == Self.tallest.height)
        #expect(controller.resolvedDetents.map(\.height) == [200, Self.tallest.height], "inactive left out, too tall clamped")
        #expect(sheet.view.frame.minY == Self.tallest.maxY - 200, "medium is gone: the smallest")
        #expect(stage.log.take() == [], "no delegate call for changes made by code")
    }

    @Test("dragging the grabber follows the pointer 1:1 and settles at the nearest detent or a flick's next; the delegate hears each change")
    func detentsByDrag() throws {
        let stage = Stage()
        let (sheet, controller, _) = presentSheet(stage)
        let start = grabber(sheet)

        stage.drag(from: start, by: -100, releases: false)
        #expect(sheet.view.frame.minY == Self.mediumTop - 100, "1:1")
        stage.release(at: Point(x: start.x, y: start.y - 100))
        stage.settle()
        #expect(sheet.view.frame.minY == Self.mediumTop, "released nearer medium: back to medium")
        #expect(stage.log.take() == [])

        stage.drag(from: grabber(sheet), by: -300)
        stage.settle()
        #expect(controller.selectedDetentIdentifier == .large)
        #expect(sheet.view.frame == Self.tallest)
        #expect(stage.log.take() == ["delegate didChangeSelectedDetent com.apple.UIKit.large"])

        stage.drag(from: grabber(sheet), by: 40, steps: 4, duration: 0.04)
        stage.settle()
        #expect(controller.selectedDetentIdentifier == .medium, "a flick down goes on to the next detent")
        #expect(sheet.view.frame.minY == Self.mediumTop)
        #expect(stage.log.take() == ["delegate didChangeSelectedDetent com.apple.UIKit.medium"])

        stage.drag(from: grabber(sheet), by: -500)
        #expect(sheet.view.frame == Self.tallest, "clamped at the largest detent")
        stage.settle()
        #expect(stage.log.take() == ["delegate didChangeSelectedDetent com.apple.UIKit.large"])
    }

    @Test("a drag below the smallest detent dismisses interactively: asked, will, 1:1, then the whole dismissal")
    func dragDismisses() throws {
        let stage = Stage()
        let (sheet, _, _) = presentSheet(stage)
        stage.drag(from: grabber(sheet), by: 250, releases: false)
        #expect(stage.log.take() == ["delegate shouldDismiss", "delegate willDismiss", "Sheet viewWillDisappear animated=true"])
        #expect(sheet.view.presentation.frame.minY == Self.mediumTop + 250, "the scrubbed slide follows 1:1")
        #expect(sheet.isBeingDismissed)
        stage.release(at: Point(x: grabber(sheet).x, y: Self.mediumTop + 8 + 250))
        stage.settle()
        #expect(stage.log.take() == ["Sheet viewDidDisappear animated=true", "delegate didDismiss"])
        #expect(stage.root.presentedViewController == nil)
        #expect(sheet.presentingViewController == nil)
        #expect(!stage.window.subviews.contains { $0 is PresentationContainerView })
    }

    @Test("a flick down dismisses from close to the smallest detent")
    func flickDismisses() {
        let stage = Stage()
        let (sheet, _, _) = presentSheet(stage)
        stage.drag(from: grabber(sheet), by: 60, steps: 3, duration: 0.03)
        stage.settle()
        #expect(stage.log.take() == ["delegate shouldDismiss", "delegate willDismiss", "Sheet viewWillDisappear animated=true",
                                     "Sheet viewDidDisappear animated=true", "delegate didDismiss"])
    }

    @Test("a dismissal drag released short springs back with balanced callbacks, at the smallest detent, and can be dragged again")
    func cancelledDragDismissal() {
        let stage = Stage()
        let (sheet, controller, _) = presentSheet(stage, selected: .large)
        stage.drag(from: grabber(sheet), by: Self.mediumTop - Self.tallest.minY + 80, steps: 20, duration: 2)
        stage.settle()
        #expect(stage.log.take() == [
            "delegate shouldDismiss", "delegate willDismiss", "Sheet viewWillDisappear animated=true",
            // Told as the cancelled dismissal ends (dismissalTransitionDidEnd(false)), before
            // the appearance is balanced.
            "delegate didChangeSelectedDetent com.apple.UIKit.medium",
            "Sheet viewWillAppear animated=true", "Sheet viewDidAppear animated=true",
        ])
        #expect(stage.root.presentedViewController === sheet)
        #expect(!sheet.isBeingDismissed)
        #expect(sheet.appearanceState == .appeared)
        #expect(sheet.view.frame.minY == Self.mediumTop)
        #expect(sheet.view.presentation.frame.minY == Self.mediumTop)
        #expect(controller.selectedDetentIdentifier == .medium)

        stage.drag(from: grabber(sheet), by: -300)
        stage.settle()
        #expect(sheet.view.frame == Self.tallest)
        #expect(stage.log.take() == ["delegate didChangeSelectedDetent com.apple.UIKit.large"])
    }

    @Test("a refused drag (isModalInPresentation, or the delegate) resists, springs back and tells didAttemptToDismiss",
          arguments: [true, false])
    func refusedDrag(modalInPresentation: Bool) {
        let stage = Stage()
        let (sheet, _, delegate) = presentSheet(stage)
        if modalInPresentation { sheet.isModalInPresentation = true } else { delegate.allowsDismissal = false }
        stage.drag(from: grabber(sheet), by: 150, releases: false)
        #expect(stage.log.take() == (modalInPresentation ? [] : ["delegate shouldDismiss"]) + ["delegate didAttemptToDismiss"])
        #expect(sheet.view.frame.minY == Self.mediumTop + 50, "follows a third of the way")
        stage.release(at: Point(x: 512, y: Self.mediumTop + 8 + 150))
        stage.settle()
        #expect(sheet.view.frame.minY == Self.mediumTop)
        #expect(stage.root.presentedViewController === sheet)
        #expect(stage.log.take() == [], "no appearance callback: the sheet never began to leave")
    }

    @Test("Escape goes through the same rule: refused it asks and stays; allowed it dismisses with will and did")
    func escape() {
        let stage = Stage()
        let (sheet, _, delegate) = presentSheet(stage)
        sheet.isModalInPresentation = true
        #expect(stage.press(KeyCommand.inputEscape))
        #expect(stage.log.take() == ["delegate didAttemptToDismiss"])
        sheet.isModalInPresentation = false
        delegate.allowsDismissal = false
        stage.press(KeyCommand.inputEscape)
        #expect(stage.log.take() == ["delegate shouldDismiss", "delegate didAttemptToDismiss"])
        #expect(sheet.view.frame.minY == Self.mediumTop)
        delegate.allowsDismissal = true
        stage.press(KeyCommand.inputEscape)
        #expect(stage.log.take() == ["delegate shouldDismiss", "delegate willDismiss", "Sheet viewWillDisappear animated=true",
                                     "Sheet viewDidDisappear animated=true", "delegate didDismiss"])
    }

    @Test("largestUndimmedDetentIdentifier: at or below it the presenter is clear and takes clicks; above it, dimmed and cut off")
    func undimmedDetent() {
        let stage = Stage()
        var rootTaps = 0
        stage.root.view.addGestureRecognizer(TapGestureRecognizer { _ in rootTaps += 1 })
        let (sheet, controller, _) = presentSheet(stage)
        let container = sheet.presentationContainerView!
        #expect(container.dimmingView?.alpha == PresentationLayout.dimmingAlpha)
        stage.click(Point(x: 40, y: 600))
        #expect(rootTaps == 0)

        controller.largestUndimmedDetentIdentifier = .medium
        #expect(container.dimmingView?.alpha == 0)
        stage.click(Point(x: 40, y: 600))
        #expect(rootTaps == 1, "the presenter takes the click beside the sheet")

        controller.animateChanges { controller.selectedDetentIdentifier = .large }
        stage.settle()
        #expect(container.dimmingView?.alpha == PresentationLayout.dimmingAlpha)
        stage.click(Point(x: 40, y: 600))
        #expect(rootTaps == 1, "dimmed above the undimmed detent")
        #expect(stage.log.take() == [])
    }

    @Test("a form sheet is a centred card of preferredContentSize in a wide window, following its changes animated")
    func formSheet() {
        let stage = Stage()
        let card = RecordingViewController("Card", log: stage.log)
        card.modalPresentationStyle = .formSheet
        card.preferredContentSize = Size(width: 400, height: 300)
        stage.root.present(card, animated: true)
        stage.settle()
        #expect(card.view.frame == Rect(x: 312, y: 234, width: 400, height: 300))
        #expect(card.presentationContainerView?.dimmingView != nil)
        card.preferredContentSize = Size(width: 500, height: 400)
        stage.clock.advance(by: PresentationLayout.transitionDuration / 2)
        #expect(card.view.presentation.frame.width > 400 && card.view.presentation.frame.width < 500)
        stage.settle()
        #expect(card.view.frame == Rect(x: 262, y: 184, width: 500, height: 400))
        // Dragged down it is dismissed as a sheet is.
        stage.drag(from: Point(x: 512, y: 190), by: 300)
        stage.settle()
        #expect(stage.root.presentedViewController == nil)
    }

    @Test("SheetMotion: nearest detent, a flick's next detent, the last in its direction")
    func motion() {
        let heights = [344.0, 688, 200]
        #expect(SheetMotion.restingDetent(heights: heights, height: 300, velocity: 0) == 0)
        #expect(SheetMotion.restingDetent(heights: heights, height: 600, velocity: 100) == 1)
        #expect(SheetMotion.restingDetent(heights: heights, height: 600, velocity: 800) == 0, "flick down from 600: the next smaller is 344")
        #expect(SheetMotion.restingDetent(heights: heights, height: 344, velocity: 800) == 2)
        #expect(SheetMotion.restingDetent(heights: heights, height: 210, velocity: -800) == 0)
        #expect(SheetMotion.restingDetent(heights: heights, height: 688, velocity: -800) == 1)
        #expect(SheetMotion.restingDetent(heights: [], height: 1, velocity: 0) == nil)
    }
}
