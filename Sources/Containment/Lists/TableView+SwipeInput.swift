#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How the user reaches a row's swipe actions, as in UIKit's table (whose own pan recognizer
/// reveals them): a two-finger horizontal swipe on the touchpad (the table is a
/// ``ContentSwipeable``, so the row moves before the navigation controller around it would pop),
/// or a horizontal drag of the row with the pointer. Both move the row through
/// ``TableView/beginSwipe(at:)``, ``TableView/updateSwipe(translation:)`` and
/// ``TableView/endSwipe(velocity:)``; a right-click shows them at once.
extension TableView: ContentSwipeable {
    func canBeginContentSwipe(_ start: SwipeStart) -> Bool {
        guard start.axis == .horizontal, let indexPath = swipeableRow(at: start.location) else { return false }
        if swipe?.indexPath == indexPath { return true }
        // Content moving right reveals the leading actions (the trailing ones when mirrored).
        let rightward = start.translation > 0
        let edge: SwipeActionsEdge = rightward != isLayoutMirrored ? .leading : .trailing
        return swipeConfiguration(for: indexPath, edge: edge).map { !$0.actions.isEmpty } ?? false
    }

    func beginContentSwipe(_ start: SwipeStart) -> SwipeDrive? {
        guard let indexPath = swipeableRow(at: start.location), beginSwipe(at: indexPath) else { return nil }
        return SwipeDrive(
            update: { [weak self] translation in self?.updateSwipe(translation: translation) },
            finish: { [weak self] velocity in self?.endSwipe(velocity: velocity) })
    }

    /// The row under a window point whose cell shows, when the table is not editing.
    private func swipeableRow(at location: Point) -> IndexPath? {
        guard !isEditing, let indexPath = indexPathForRow(at: convert(location, from: nil)),
              cellForRow(at: indexPath) != nil else { return nil }
        return indexPath
    }

    /// The recognizer of horizontal drags on a row: it begins only for a drag more across than
    /// along the table, on a row with swipe actions, so vertical drags and clicks are the
    /// table's as before.
    func makeSwipePanRecognizer() -> PanGestureRecognizer {
        let pan = PanGestureRecognizer { [weak self] recognizer in
            guard let self, let pan = recognizer as? PanGestureRecognizer else { return }
            switch pan.state {
            case .began:
                guard let indexPath = swipeableRow(at: pan.startLocation(in: nil)), beginSwipe(at: indexPath) else { return }
                updateSwipe(translation: pan.translation(in: self).x)
            case .changed:
                updateSwipe(translation: pan.translation(in: self).x)
            case .ended:
                endSwipe(velocity: pan.velocity(in: self).x)
            case .cancelled, .failed:
                endSwipe(velocity: 0)
            default:
                break
            }
        }
        pan.shouldBegin = { [weak self] recognizer in
            guard let self, let pan = recognizer as? PanGestureRecognizer else { return false }
            let moved = pan.translation(in: self)
            guard abs(moved.x) > abs(moved.y) else { return false }
            let start = SwipeStart(
                location: pan.startLocation(in: nil), axis: .horizontal, translation: moved.x, nativeViewCanScroll: false)
            return canBeginContentSwipe(start)
        }
        return pan
    }
}
