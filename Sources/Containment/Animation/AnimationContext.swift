/// Collects the property changes made inside a `View.animate` block.
@MainActor
final class AnimationContext {
    struct Change {
        let view: View
        let from: AnimatableValue
        var to: AnimatableValue
    }

    private static var stack: [AnimationContext] = []
    private(set) var changes: [Change] = []

    /// Whether a `View.animate` block is running now.
    static var isCollecting: Bool { !stack.isEmpty }

    /// Runs `body` with this context collecting changes.
    func collect(_ body: () -> Void) {
        Self.stack.append(self)
        body()
        Self.stack.removeLast()
    }

    /// Called by a view's setter before it stores a new model value. Inside an animation block the
    /// change is recorded (the first `from`, the last `to`); outside one, a running animation of
    /// the property is cancelled so the new value shows at once.
    static func record(_ view: View, _ from: AnimatableValue, to: AnimatableValue) {
        if let context = stack.last {
            if let index = context.changes.firstIndex(where: { $0.view === view && $0.to.property == to.property }) {
                context.changes[index].to = to
            } else {
                context.changes.append(Change(view: view, from: from, to: to))
            }
        } else {
            stopTrack(of: view, to.property)
        }
    }
}
