/// Block-based animations, as `UIView.animate(withDuration:...)` and `UIView.transition(...)`.
extension View {
    /// Whether animations run; when `false` every animation jumps to its end, as
    /// `UIView.areAnimationsEnabled`. The GTK adapter follows `gtk-enable-animations` here.
    public private(set) static var areAnimationsEnabled = true

    /// Turns animations on or off, as `UIView.setAnimationsEnabled(_:)`.
    public static func setAnimationsEnabled(_ enabled: Bool) {
        areAnimationsEnabled = enabled
    }

    /// Runs `actions` with animations off, as `UIView.performWithoutAnimation(_:)`.
    public static func performWithoutAnimation(_ actions: () -> Void) {
        let saved = areAnimationsEnabled
        areAnimationsEnabled = false
        actions()
        areAnimationsEnabled = saved
    }

    /// Animates the changes `animations` makes to frames, alpha and background colours, as
    /// `UIView.animate(withDuration:delay:options:animations:completion:)`.
    ///
    /// Model values change at once; presentation values follow the options' curve on the clock
    /// of each view's window. Views in no window, a zero duration, or animations turned off jump
    /// to the end. A new animation of a property that is already animating starts from the value
    /// on screen and the earlier animation's completion gets `false`. `completion` runs once,
    /// when every animated property has ended (at once when nothing animates).
    public static func animate(
        withDuration duration: Double, delay: Double = 0, options: AnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let context = AnimationContext()
        context.collect(animations)
        let group = Animator.Group(completion: completion)
        var due: [() -> Void] = []
        for change in context.changes {
            guard let window = change.view.window, var timing = window.timing(duration, delay, options.curve) else {
                AnimationContext.stopTrack(of: change.view, change.to.property)
                continue
            }
            timing.scrub = AnimationScrub.capturing
            due += window.animator.add(change.view, from: change.from, to: change.to, timing: timing, group: group)
        }
        group.join()
        if let completion = group.memberEnded(interrupted: false) { due.append(completion) }
        for completion in due { completion() }
    }

    /// Animates changes to `container`'s subviews with a flip or cross-dissolve, as
    /// `UIView.transition(with:duration:options:animations:completion:)`. The transition is
    /// recorded on the container (`activeTransition`) for the adapter to draw.
    public static func transition(
        with container: View, duration: Double, options: AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        transition(in: container, from: container.subviews.last, to: nil, duration: duration, options: options,
                   animations: animations ?? {}, completion: completion)
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview with a transition, as
    /// `UIView.transition(from:to:duration:options:completion:)`: `toView` is added at once and
    /// `fromView` removed when the transition ends.
    public static func transition(
        from fromView: View, to toView: View, duration: Double, options: AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        guard let container = fromView.superview else {
            HierarchyInconsistency.report(HierarchyInconsistency(
                .transitionFromViewNotInHierarchy, "transition(from:to:): \(fromView.debugName) has no superview"))
            return
        }
        container.insertSubview(toView, aboveSubview: fromView)
        transition(in: container, from: fromView, to: toView, duration: duration, options: options, animations: {}) { finished in
            fromView.removeFromSuperview()
            completion?(finished)
        }
    }

    /// Runs `animations` as an animation whose options may name a flip or dissolve drawn in
    /// `container` between `fromView` and `toView`.
    static func transition(
        in container: View, from fromView: View?, to toView: View?, duration: Double, options: AnimationOptions,
        animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        guard let kind = options.transition, let window = container.window,
              let timing = window.timing(duration, 0, options.curve)
        else {
            animate(withDuration: duration, options: options, animations: animations, completion: completion)
            return
        }
        let group = Animator.Group(completion: completion)
        group.join()
        let due = window.animator.add(ViewTransition(kind: kind, fromView: fromView, toView: toView), in: container, timing: timing, group: group)
        animate(withDuration: duration, options: options, animations: animations) { finished in
            if let completion = group.memberEnded(interrupted: !finished) { completion() }
        }
        for completion in due { completion() }
    }
}

extension AnimationContext {
    /// Stops a running track of the property for a change that does not animate.
    static func stopTrack(of view: View, _ property: AnimatedProperty) {
        guard view.isAnimating(property) else { return }
        view.window?.animator.cancel(view, property)
        view.setPresentation(property, nil)
    }
}
