/// The hover recognizers a window's pointer is over, and the hover recognizers alive in the app
/// (held weakly), so that a window without any pays nothing for the pointer's motion.
///
/// The rule, at each motion (``Window/handlePointerMotion(to:time:)``):
///
/// 1. The recognizers under the pointer are the enabled hover recognizers of the hit view and
///    its superviews.
/// 2. Those that were under the pointer before and no longer are end (cancelled if disabled).
/// 3. Those that stay change; those that are new begin (or fail when refused).
/// 4. The pointer leaving the window ends them all.
@MainActor
struct HoverTracking {
    /// The recognizers under the pointer at the last motion, innermost view first.
    private(set) var current: [WeakRecognizer] = []

    /// Every hover recognizer made, dropped once freed.
    private static var registered: [WeakRecognizer] = []

    static func register(_ recognizer: HoverGestureRecognizer) {
        registered.removeAll { $0.recognizer == nil }
        registered.append(WeakRecognizer(recognizer: recognizer))
    }

    /// Whether a view of `window` has a hover recognizer (or one is still under the pointer).
    func isNeeded(in window: Window) -> Bool {
        if current.contains(where: { $0.recognizer != nil }) { return true }
        return Self.registered.contains { $0.recognizer?.view?.window === window }
    }

    /// Follows the pointer to `location` in `window`'s coordinates, whose hit view is `hit`
    /// (`nil` location: the pointer left the window).
    mutating func pointerMoved(to location: Point?, hit: View?) {
        var now: [HoverGestureRecognizer] = []
        if location != nil, let hit {
            for view in hit.selfAndAncestors {
                for case let hover as HoverGestureRecognizer in view.gestureRecognizers where hover.isEnabled {
                    now.append(hover)
                }
            }
        }
        let before = current.compactMap { $0.recognizer as? HoverGestureRecognizer }
        current = now.map { WeakRecognizer(recognizer: $0) }
        for old in before where !now.contains(where: { $0 === old }) {
            old.hoverLeft(at: location, cancelled: !old.isEnabled && old.view != nil)
        }
        guard let location else { return }
        for recognizer in now {
            if before.contains(where: { $0 === recognizer }) {
                recognizer.hoverMoved(to: location)
            } else {
                recognizer.hoverEntered(at: location)
            }
        }
    }
}

extension Window {
    /// Whether the host should hand this window the pointer's motion between presses: a view in
    /// it has a hover recognizer or a ``View/cursor``.
    @_spi(Adapter) public var followsPointerMotion: Bool {
        hoverTracking.isNeeded(in: self) || Cursor.anyCursorSet
    }

    /// Delivers the pointer's motion without a button held, from the host: hover recognizers
    /// begin, change and end (as `HoverTracking` documents), and the pointer shape is returned, the
    /// ``View/cursor`` of the view under the pointer or its nearest superview that has one
    /// (`nil`: the default arrow). `location` `nil` means the pointer left the window. Ignored
    /// (nothing changes, `nil`) while ``Application/isIgnoringInteractionEvents``.
    @discardableResult
    @_spi(Adapter) public func handlePointerMotion(to location: Point?, time: Double) -> Cursor? {
        if location != nil, Application.shared.isIgnoringInteractionEvents { return nil }
        let hit = location.flatMap { hitTest($0) }
        if hoverTracking.isNeeded(in: self) {
            hoverTracking.pointerMoved(to: location, hit: hit)
        }
        guard Cursor.anyCursorSet, let hit else { return nil }
        return hit.selfAndAncestors.lazy.compactMap { $0.cursor }.first
    }
}
