/// The recognizers following one pointer sequence, from press to release, in the order
/// ``InputArbitration`` gives them.
@MainActor
final class PointerTracking {
    let recognizers: [GestureRecognizer]
    init(recognizers: [GestureRecognizer]) { self.recognizers = recognizers }
}

extension Window {
    /// Delivers a pointer event from the host: a press hit-tests the window and routes the
    /// sequence to the enabled recognizers of the view under the pointer and its superviews, in
    /// the order of ``InputArbitration`` (edge gestures first, then innermost first; no drag of
    /// a container over a view that takes drags itself). Once a continuous recognizer (a pan)
    /// begins, the others fail unless a delegate lets them recognize simultaneously. Ignored while
    /// ``Application/isIgnoringInteractionEvents``.
    ///
    /// Returns whether a recognizer took part, so the host can let native widgets have the rest.
    @discardableResult
    @_spi(Adapter) public func handlePointer(_ event: PointerEvent) -> Bool {
        switch event.phase {
        case .began:
            pointerTracking?.recognizers.forEach { $0.pointerCancelled() }
            pointerTracking = nil
            guard !Application.shared.isIgnoringInteractionEvents, let hit = hitTest(event.location) else { return false }
            pressedView = WeakView(hit)
            let recognizers = InputArbitration.pointerRecognizers(for: hit, at: event.location,
                                                                  nativeWidgetTakesDrags: event.nativeWidgetTakesDrags)
            guard !recognizers.isEmpty else { return false }
            let sequence = PointerTracking(recognizers: recognizers)
            recognizers.forEach {
                $0.reset()
                $0.sequence = sequence
                $0.pointerBegan(event)
            }
            pointerTracking = sequence
            return true
        case .moved:
            guard let tracking = pointerTracking else { return false }
            var winner = tracking.recognizers.first { $0.isContinuous && ($0.state == .began || $0.state == .changed) }
            for recognizer in tracking.recognizers where recognizer.state != .failed {
                if let winner, recognizer !== winner, recognizer.isContinuous, recognizer.state == .possible,
                   !InputArbitration.recognizeSimultaneously(recognizer, winner) {
                    recognizer.state = .failed
                    continue
                }
                let wasPossible = recognizer.state == .possible
                recognizer.pointerMoved(event)
                if wasPossible, recognizer.isContinuous, recognizer.state == .began {
                    if winner == nil { winner = recognizer }
                    for other in tracking.recognizers where other !== recognizer { other.otherRecognizerBegan(recognizer) }
                }
            }
            return true
        case .ended:
            guard let tracking = pointerTracking else { return false }
            pointerTracking = nil
            for recognizer in tracking.recognizers where recognizer.state != .failed {
                recognizer.pointerEnded(event)
            }
            // Those that waited for another to fail decide now that every other has ended.
            for recognizer in tracking.recognizers where recognizer.state == .possible && !recognizer.requiredToFail.isEmpty {
                recognizer.pointerEnded(event)
                if recognizer.state == .possible { recognizer.state = .failed }
            }
            return true
        case .cancelled:
            guard let tracking = pointerTracking else { return false }
            pointerTracking = nil
            tracking.recognizers.forEach { $0.pointerCancelled() }
            return true
        }
    }
}
