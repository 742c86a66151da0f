/// Opening and closing: the slides the app asks for and the one a released drag runs, as
/// MMDrawerController's `openDrawerSide:animated:completion:` family. A slide is the
/// `DrawerController/Phase/sliding(_:)` phase (or runs beside a drag).
extension DrawerController {
    /// Opens the drawer on `side`, as `openDrawerSide:animated:completion:`. The slide lasts
    /// ``DrawerMotion/animationDuration(distance:velocity:)`` at ``animationVelocity``; a slide
    /// already running is reversed from where it shows. `completion` gets `true` when the drawer
    /// is open, `false` when there is no such drawer, the left drawer is docked, or another
    /// request interrupted this one.
    public func open(_ side: DrawerSide, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        guard side != .none, drawerController(for: side)?.parent === self, !isLeftDrawerDocked else {
            completion?(false)
            return
        }
        slide(to: side, animated: animated, velocity: animationVelocity, options: .curveEaseInOut, completion: completion)
    }

    /// Closes the open drawer, as `closeDrawerAnimated:completion:`; reverses an opening slide
    /// from where it shows. Ignored (`completion(false)`) while the left drawer is docked.
    public func close(animated: Bool, completion: ((Bool) -> Void)? = nil) {
        guard !isLeftDrawerDocked else {
            completion?(false)
            return
        }
        slide(to: .none, animated: animated, velocity: animationVelocity, options: .curveEaseInOut, completion: completion)
    }

    /// Opens the drawer on `side` when none is open (or opening), closes it when it is the one
    /// open, and otherwise does nothing but call `completion(false)`, as
    /// `toggleDrawerSide:animated:completion:`.
    public func toggle(_ side: DrawerSide, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        let current = slideTarget ?? openSide
        if current == .none {
            open(side, animated: animated, completion: completion)
        } else if current == side {
            close(animated: animated, completion: completion)
        } else {
            completion?(false)
        }
    }

    /// Slides the center to where the drawer on `side` (or none) is open: the phase becomes
    /// `sliding` (or the drag gets a slide beside it). An animated request for where the running
    /// slide already goes joins it.
    func slide(
        to side: DrawerSide, animated: Bool, velocity: Double, options: AnimationOptions, completion: ((Bool) -> Void)?
    ) {
        loadViewIfNeeded()
        if animated, slideTarget == side {
            if let completion { runningSlide?.completions.append(completion) }
            return
        }
        recordHistorySlide(to: side)
        let interrupted = runningSlide?.completions ?? []
        slideGeneration += 1
        let generation = slideGeneration
        if side == .none { beginConcealing(animated: animated) } else { beginRevealing(side, animated: animated) }
        runningSlide = Slide(target: side, completions: completion.map { [$0] } ?? [])
        let target = restingOffset(side)
        let duration = animated
            ? DrawerMotion.animationDuration(distance: target - offset(of: centerContainerView.presentation.frame), velocity: velocity) : 0
        View.animate(withDuration: duration, options: options, animations: {
            self.centerContainerView.frame = self.centerFrame(offset: target)
        }, completion: { [weak self] finished in
            // A later request or pan replaced this slide: it finishes the state instead.
            guard let self, generation == self.slideGeneration else { return }
            self.finishSlide(side, finished: finished)
        })
        for interruptedCompletion in interrupted { interruptedCompletion(false) }
    }

    /// The slide reached `side`: the appearance ends there, it is the ``openSide``, and the
    /// phase rests (or the drag beside it goes on alone).
    private func finishSlide(_ side: DrawerSide, finished: Bool) {
        let completions = runningSlide?.completions ?? []
        runningSlide = nil
        if side == .none { finishConcealing() } else { finishRevealing(side) }
        openSide = side
        applyCenterInteraction()
        for completion in completions { completion(finished) }
    }

    /// Forgets the running slide (a pan or docking takes over); its completions get `false`.
    func abandonSlide() {
        slideGeneration += 1
        let completions = runningSlide?.completions ?? []
        runningSlide = nil
        for completion in completions { completion(false) }
    }

    /// Stops a running slide where it shows now.
    func freezeSlide() {
        guard slideTarget != nil else { return }
        let shown = centerContainerView.presentation.frame
        abandonSlide()
        centerContainerView.frame = shown
    }
}
