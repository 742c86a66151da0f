/// The recognizers following one pointer sequence, from press to release.
@MainActor
struct PointerTracking {
    var recognizers: [GestureRecognizer]
}

extension Window {
    /// Delivers a pointer event from the host: a press hit-tests the window and routes the
    /// sequence to the enabled recognizers of the view under the pointer and its superviews;
    /// once a continuous recognizer (a pan) begins, the others fail. Ignored while
    /// ``Application/isIgnoringInteractionEvents``.
    ///
    /// Returns whether a recognizer took part, so the host can let native widgets have the rest.
    @discardableResult
    public func handlePointer(_ event: PointerEvent) -> Bool {
        switch event.phase {
        case .began:
            pointerTracking?.recognizers.forEach { $0.pointerCancelled() }
            pointerTracking = nil
            guard !Application.shared.isIgnoringInteractionEvents, let hit = hitTest(event.location) else { return false }
            var recognizers: [GestureRecognizer] = []
            for view in hit.selfAndAncestors {
                recognizers += view.gestureRecognizers.filter(\.isEnabled)
            }
            guard !recognizers.isEmpty else { return false }
            recognizers.forEach {
                $0.reset()
                $0.pointerBegan(event)
            }
            pointerTracking = PointerTracking(recognizers: recognizers)
            return true
        case .moved:
            guard let tracking = pointerTracking else { return false }
            var winner: GestureRecognizer?
            for recognizer in tracking.recognizers where recognizer.state != .failed {
                if winner != nil, recognizer.isContinuous, recognizer.state == .possible {
                    recognizer.state = .failed
                    continue
                }
                recognizer.pointerMoved(event)
                if recognizer.isContinuous, recognizer.state == .began || recognizer.state == .changed { winner = recognizer }
            }
            if let winner {
                for other in tracking.recognizers where other !== winner { other.otherRecognizerBegan() }
            }
            return true
        case .ended:
            guard let tracking = pointerTracking else { return false }
            pointerTracking = nil
            for recognizer in tracking.recognizers where recognizer.state != .failed {
                recognizer.pointerEnded(event)
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
