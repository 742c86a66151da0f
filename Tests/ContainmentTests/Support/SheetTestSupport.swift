@_spi(Adapter) import Containment

/// A presentation delegate that records every call in a ``CallLog`` as
/// `"delegate <method>[ <argument>]"`, and answers as told.
@MainActor
final class RecordingPresentationDelegate: SheetPresentationControllerDelegate, PopoverPresentationControllerDelegate {
    let log: CallLog
    /// What `presentationControllerShouldDismiss` answers.
    var allowsDismissal = true
    /// What `adaptivePresentationStyle(for:traitCollection:)` answers, when set; otherwise the
    /// protocol's default.
    var adaptiveStyle: ModalPresentationStyle??

    init(log: CallLog) {
        self.log = log
    }

    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool {
        log.append("delegate shouldDismiss")
        return allowsDismissal
    }
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {
        log.append("delegate didAttemptToDismiss")
    }
    func presentationControllerWillDismiss(_ presentationController: PresentationController) {
        log.append("delegate willDismiss")
    }
    func presentationControllerDidDismiss(_ presentationController: PresentationController) {
        log.append("delegate didDismiss")
    }
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: SheetPresentationController) {
        log.append("delegate didChangeSelectedDetent \(sheet.selectedDetentIdentifier?.rawValue ?? "nil")")
    }
    func prepareForPopoverPresentation(_ popover: PopoverPresentationController) {
        log.append("delegate prepareForPopoverPresentation")
    }
    func adaptivePresentationStyle(for controller: PresentationController, traitCollection: TraitCollection) -> ModalPresentationStyle? {
        log.append("delegate adaptivePresentationStyle \(traitCollection.horizontalSizeClass.rawValue)")
        if let adaptiveStyle { return adaptiveStyle }
        return controller.presentedViewController.modalPresentationStyle == .popover && traitCollection.horizontalSizeClass == .compact
            ? .pageSheet : nil
    }
}

extension Stage {
    /// Drags the pointer from `start` by `dy` points down (negative: up) in `steps` moves over
    /// `duration` seconds of the clock, and releases it unless `releases` is `false`.
    func drag(from start: Point, by dy: Double, steps: Int = 10, duration: Double = 1, releases: Bool = true) {
        _ = window.handlePointer(PointerEvent(.began, at: start, time: clock.now))
        for step in 1...steps {
            clock.advance(by: duration / Double(steps))
            let point = Point(x: start.x, y: start.y + dy * Double(step) / Double(steps))
            _ = window.handlePointer(PointerEvent(.moved, at: point, time: clock.now))
        }
        if releases { release(at: Point(x: start.x, y: start.y + dy)) }
    }

    /// Releases the pointer at `point`.
    func release(at point: Point) {
        _ = window.handlePointer(PointerEvent(.ended, at: point, time: clock.now))
    }

    /// Clicks at `point`.
    func click(_ point: Point) {
        _ = window.handlePointer(PointerEvent(.began, at: point, time: clock.now))
        _ = window.handlePointer(PointerEvent(.ended, at: point, time: clock.now + 0.05))
    }
}

/// A window on a manual clock that tests settle and press keys in.
@MainActor
protocol ClockedStage {
    var clock: ManualClock { get }
    var window: Window { get }
}

extension ClockedStage {
    /// Runs every animation to its end.
    func settle() {
        clock.advance(by: 5)
        window.layoutIfNeeded()
    }

    /// Presses `input` with `modifiers`, then lets what it started finish.
    @discardableResult
    func press(_ input: String, _ modifiers: KeyModifierFlags = []) -> Bool {
        let handled = window.handleKeyCommand(input: input, modifierFlags: modifiers)
        settle()
        return handled
    }
}

extension Stage: ClockedStage {}
