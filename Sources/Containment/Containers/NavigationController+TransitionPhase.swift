extension NavigationController {
    /// What changes the top now: the one state of a navigation controller's transitions, from
    /// which ``isInteractivelyPopping``, `isTransitioningForSwipe` and whether layout may place the
    /// top view are derived, as libadwaita's `AdwNavigationView` keeps one transition state
    /// beside its swipe tracker. The edge pan's ``InteractiveTransition`` (`popTransition`) is
    /// the drag's arithmetic; this is who it drives.
    ///
    /// The transitions:
    ///
    /// - `idle` → `sliding`: an animated push, pop or replacement on screen (the built-in slide).
    /// - `idle` → `customTransition`: the same when the delegate returns an animator; with an
    ///   interaction when ``beginInteractivePop()`` (the edge pan, a touchpad swipe, the app)
    ///   finds the delegate animating the pop.
    /// - `idle` → `interactivePop`: ``beginInteractivePop()`` with no animator from the delegate.
    /// - `interactivePop` → `sliding`: released, finished or cancelled: the rest of the way
    ///   (the pop completes, or the top springs back).
    /// - `interactivePop` → `idle`: another change needs the stack: the pop is cancelled at once.
    /// - `sliding` → `idle`: the slide ends, or another change (or the navigation controller's own
    ///   appearance) ends it at once; its closing callbacks run then.
    /// - `customTransition` → `idle`: the animator completes or cancels the transition, or another
    ///   change ends it at once (an interactive one is cancelled, another completes).
    ///
    /// A change while not `idle` first ends what runs (`finishRunningTransitionNow()`), so a new
    /// transition always starts from `idle`.
    enum TransitionPhase {
        /// Nothing moves: the top's view fills the content area.
        case idle
        /// The built-in slide of a push, pop or replacement runs, or the rest of a released
        /// interactive pop.
        case sliding(RunningTransition)
        /// The delegate's animator runs a push or pop; `interaction` is the percent-driven
        /// interaction the edge pan feeds when the pop is interactive.
        case customTransition(RunningTransition, interaction: PercentDrivenInteractiveTransition?)
        /// The built-in interactive pop is being dragged.
        case interactivePop(InteractivePop)

        /// The slide or custom transition running, which `RunningTransition/finish` ends at once.
        var runningTransition: RunningTransition? {
            switch self {
            case .sliding(let transition), .customTransition(let transition, _): transition
            case .idle, .interactivePop: nil
            }
        }

        /// The built-in interactive pop being dragged, if any.
        var interactivePop: InteractivePop? {
            if case .interactivePop(let pop) = self { pop } else { nil }
        }

        /// The interaction of an interactive custom pop, if one runs.
        var customPopInteraction: PercentDrivenInteractiveTransition? {
            if case .customTransition(_, let interaction) = self { interaction } else { nil }
        }

        /// Whether nothing moves.
        var isIdle: Bool {
            if case .idle = self { true } else { false }
        }
    }

    /// A slide or custom transition in flight; `finish` ends it at once (sends its closing
    /// callbacks). Its identity tells its own completion from a later one's.
    final class RunningTransition {
        let finish: () -> Void
        init(finish: @escaping () -> Void) { self.finish = finish }
    }
}
