extension DrawerController {
    /// What moves the center now: the one state of a drawer controller's motion, from which every
    /// flag about it is derived (``isInteractivelySliding``, `isTransitioningForSwipe`, whether
    /// the tap or a pan may begin). Where the center rests is ``openSide``; which drawer is in the
    /// hierarchy is ``revealedSide``; docking (``isLeftDrawerDocked``) is a layout, not a phase.
    ///
    /// libhandy's `HdyFlap` likewise reads its state from one reveal animation and one swipe
    /// tracker, not from flags. The transitions:
    ///
    /// - `resting` → `sliding`: ``open(_:animated:completion:)``, ``close(animated:completion:)``,
    ///   ``toggle(_:animated:completion:)``.
    /// - `sliding` → `sliding`: another request replaces the slide, reversed from where the center
    ///   shows; the replaced slide's completions get `false` (a repeated request joins it instead).
    /// - `sliding` → `resting`: the slide ends (its completions get whether it finished), or
    ///   docking or taking its drawer away abandons it (they get `false`).
    /// - `resting` → `dragging`: a pan begins, a touchpad swipe, or ``beginInteractiveSlide(to:)``.
    /// - `sliding` → `dragging`: a pan begins (a swipe or the app waits for rest): the slide stops
    ///   where it shows and its completions get `false`.
    /// - `dragging` → `sliding`: released, the drag slides the rest of the way to where the flick
    ///   rule sends it (``InteractiveTransition``), or the app's finish or cancel does.
    /// - `dragging` → `resting`: a pan that chose no drawer ends, or the pan's next event after
    ///   docking took its drawer (no slide follows: docking placed the center).
    ///
    /// While `dragging`, an app's open, close or toggle runs a slide beside the drag
    /// (`Drag/slide`) until it ends: the drag's next move places the center, which interrupts the
    /// slide (it settles ``openSide`` and its completions get `false`); a release before that,
    /// towards where the slide goes, joins it.
    enum Phase {
        /// Nothing moves the center: it stands where ``openSide``'s drawer is open (or docked).
        case resting
        /// An animated (or immediate) slide runs towards a resting place.
        case sliding(Slide)
        /// A gesture or the app moves the center, frame by frame.
        case dragging(Drag)

        /// The slide running now: the phase's own, or the one beside a drag.
        var slide: Slide? {
            switch self {
            case .resting: nil
            case .sliding(let slide): slide
            case .dragging(let drag): drag.slide
            }
        }

        /// The drag under way, if any.
        var drag: Drag? {
            if case .dragging(let drag) = self { drag } else { nil }
        }

        /// Whether nothing moves the center.
        var isResting: Bool {
            if case .resting = self { true } else { false }
        }
    }

    /// A slide towards where a drawer (or none) is open, as MMDrawerController's animated
    /// `setCenterView…`/`openDrawerSide:` run.
    struct Slide {
        /// Where it goes: the drawer it opens, or ``DrawerSide/none`` to close.
        var target: DrawerSide
        /// The completions of the requests it answers (a repeated request joins them).
        var completions: [(Bool) -> Void]
    }

    /// A slide driven frame by frame: by the drawer's pan, a touchpad swipe, or the app.
    struct Drag {
        /// What drives a drag.
        enum Driver: Equatable {
            /// The drawer's pan (a pointer drag on the view); `candidates` are the drawers the
            /// gesture modes let it move where it started. Released, the flick rule decides.
            case pointer(candidates: [DrawerSide])
            /// A two-finger touchpad swipe, given the drawer by ``InputArbitration``; it was
            /// begun opening a drawer (`opens`) or closing one.
            case touchpad(opens: Bool)
            /// The app, through ``beginInteractiveSlide(to:)``; it was begun opening a drawer
            /// (`opens`) or closing one.
            case app(opens: Bool)

            /// Where a swipe or the app was taking the drawer (open or closed); `nil` for the pan,
            /// which goes where its release sends it.
            var opens: Bool? {
                switch self {
                case .pointer: nil
                case .touchpad(let opens), .app(let opens): opens
                }
            }
        }

        let driver: Driver
        /// The drawer it moves; ``DrawerSide/none`` until a pan's direction chooses one.
        var side: DrawerSide
        /// The center's offset (left to right) when it began.
        let startOffset: Double
        /// A slide the app asked for while the drag runs; see `Phase`.
        var slide: Slide?
    }

    // MARK: Flags derived from the phase

    /// Whether a drag runs (a pan, a touchpad swipe, or the app's interactive slide).
    var isDragging: Bool { phase.drag != nil }

    /// Whether the drawer's own pan (a pointer drag) runs; a touchpad swipe or the app's
    /// interactive slide is not a pan.
    var isPanning: Bool {
        if case .pointer = phase.drag?.driver { true } else { false }
    }

    /// Where the running slide goes, or `nil` when none runs.
    var slideTarget: DrawerSide? { phase.slide?.target }

    /// The running slide, read and replaced in place: the phase's own, or the one beside a drag.
    /// Setting `nil` ends it (the phase rests, or the drag goes on alone).
    var runningSlide: Slide? {
        get { phase.slide }
        set {
            switch phase {
            case .resting, .sliding:
                phase = newValue.map(Phase.sliding) ?? .resting
            case .dragging(var drag):
                drag.slide = newValue
                phase = .dragging(drag)
            }
        }
    }
}
