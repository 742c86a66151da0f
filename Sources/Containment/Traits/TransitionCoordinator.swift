/// Lets controllers animate alongside a size or trait change, as
/// `UIViewControllerTransitionCoordinator`.
@MainActor
public final class TransitionCoordinator {
    /// The duration of the change; 0 for a window resized by dragging.
    public let transitionDuration: Double
    /// Whether the change animates.
    public var isAnimated: Bool { transitionDuration > 0 }

    private var alongside: [() -> Void] = []
    private var completions: [() -> Void] = []

    init(duration: Double) {
        transitionDuration = duration
    }

    /// Runs `animation` inside the change's animation and `completion` after it, as
    /// `animate(alongsideTransition:completion:)`.
    @discardableResult
    public func animate(alongsideTransition animation: (() -> Void)?, completion: (() -> Void)? = nil) -> Bool {
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    /// Runs the alongside animations, then the completions once they end.
    func run() {
        let animations = alongside, completions = completions
        alongside = []
        self.completions = []
        View.animate(withDuration: transitionDuration, animations: { animations.forEach { $0() } }) { _ in
            completions.forEach { $0() }
        }
    }
}
