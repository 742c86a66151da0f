/// Dragging: the drawer's pan, the interactive slide an app or a touchpad swipe drives, and the
/// tap that closes, as MMDrawerController's pan and tap gestures. A drag is the
/// `DrawerController/Phase/dragging(_:)` phase; every drag goes through the one
/// ``InteractiveTransition`` (`panTransition`), whose end hook slides the rest of the way.
extension DrawerController {
    // MARK: The pan

    func panShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        // A drag a swipe or the app drives keeps the drawer: no second one.
        guard isViewLoaded, !isLeftDrawerDocked, !isDragging else { return false }
        return !candidateSides(at: recognizer.startLocation(in: view), bezelOnly: false).isEmpty
    }

    /// The drawers a drag or swipe starting at `viewPoint` (in the view's coordinates) may move,
    /// by the gesture modes: with none showing, those it may open; with one showing, that one
    /// when it may close it. `bezelOnly` keeps only what the bezel strips allow (the edge
    /// priority of ``InputArbitration``).
    func candidateSides(at viewPoint: Point, bezelOnly: Bool) -> [DrawerSide] {
        // Decided left to right: a mirrored point and center are reflected first.
        let point = isMirrored ? Point(x: view.bounds.width - viewPoint.x, y: viewPoint.y) : viewPoint
        let center = placed(centerContainerView.presentation.frame)
        let inCenter = center.contains(point)
        let x = point.x - center.minX
        func isNearEdge(_ side: DrawerSide) -> Bool {
            side == .left ? x >= 0 && x < Self.bezelRange : x < center.width && x >= center.width - Self.bezelRange
        }
        let engaged = revealedSide != .none ? revealedSide : openSide
        if engaged == .none {
            guard inCenter else { return [] }
            return [DrawerSide.left, .right].filter { side in
                guard drawerController(for: side)?.parent === self else { return false }
                let bezel = openDrawerGestureModes.contains(.bezelPanningCenterView) && isNearEdge(side)
                return bezel || (!bezelOnly && openDrawerGestureModes.contains(.panningCenterView))
            }
        }
        let bezel = inCenter && closeDrawerGestureModes.contains(.bezelPanningCenterView) && isNearEdge(engaged)
        if bezelOnly { return bezel ? [engaged] : [] }
        let allowed = inCenter
            ? closeDrawerGestureModes.contains(.panningCenterView) || bezel
            : closeDrawerGestureModes.contains(.panningDrawerView)
        return allowed ? [engaged] : []
    }

    func handlePan(_ recognizer: GestureRecognizer) {
        guard let pan = recognizer as? PanGestureRecognizer else { return }
        // Docking while a pan runs takes the drawer out of the pan's hands: the drag ends where
        // it is, with no slide after it (docking placed the center).
        if isLeftDrawerDocked {
            // A drag a swipe or the app drives is theirs to end.
            guard !isDragging || isPanning else { return }
            leaveDrag()
            panTransition.cancel()
            return
        }
        switch pan.state {
        case .began:
            // The drawers it may move, as `panShouldBegin` found them just before.
            let candidates = candidateSides(at: pan.startLocation(in: view), bezelOnly: false)
            freezeSlide()
            let startOffset = offset(of: centerContainerView.frame)
            let side: DrawerSide = if startOffset > 0 {
                .left
            } else if startOffset < 0 {
                .right
            } else {
                candidates.count == 1 ? candidates[0] : .none
            }
            phase = .dragging(Drag(driver: .pointer(candidates: candidates), side: side, startOffset: startOffset))
            followDrag(translationX: directionSign * pan.translation(in: view).x)
        case .changed:
            followDrag(translationX: directionSign * pan.translation(in: view).x)
        case .ended:
            finishPan(velocityX: directionSign * pan.velocity(in: view).x)
        case .cancelled, .failed:
            finishPan(velocityX: 0)
        case .possible:
            break
        }
    }

    /// Moves the center with the drag, within the chosen drawer's range; the drawer begins
    /// appearing when it first shows, and an open drawer begins disappearing when the center
    /// first moves towards closed. A pan that has not chosen a drawer chooses the one its
    /// direction reveals, when it may move it.
    /// `translationX` is the drag's distance in the layout's direction (left to right; mirrored
    /// drags are reflected by the caller).
    func followDrag(translationX: Double) {
        guard var drag = phase.drag else { return }
        var offset = drag.startOffset + translationX
        if drag.side == .none {
            let wanted: DrawerSide = offset > 0 ? .left : offset < 0 ? .right : .none
            guard wanted != .none, case .pointer(let candidates) = drag.driver, candidates.contains(wanted) else { return }
            drag.side = wanted
            phase = .dragging(drag)
        }
        let side = drag.side
        let width = drawerWidth(side)
        offset = side == .left ? min(max(offset, 0), width) : min(max(offset, -width), 0)
        if !panTransition.isActive {
            panTransition.begin(at: DrawerMotion.openingProgress(side: side, offset: drag.startOffset, drawerWidth: width))
        }
        if revealedSide == side, abs(offset) < width,
           drawerController(for: side)?.appearanceState == .appeared {
            beginConcealing(animated: true)
        } else if offset != 0, revealedSide != side {
            beginRevealing(side, animated: true)
        }
        centerContainerView.frame = centerFrame(offset: offset)
        panTransition.update(progress: DrawerMotion.openingProgress(side: side, offset: offset, drawerWidth: width))
    }

    /// Releases the drag's transition where the center stands, with the velocity measured
    /// towards opening: the one rule of every drag decides (``InteractiveTransition``), and
    /// `dragDidEnd(opens:)` slides the rest of the way. A pan that never chose a drawer ends
    /// here.
    func finishPan(velocityX: Double) {
        guard let drag = phase.drag else { return }
        guard drag.side != .none, panTransition.isActive else {
            leaveDrag()
            return
        }
        panTransition.update(progress: DrawerMotion.openingProgress(
            side: drag.side, offset: offset(of: centerContainerView.frame), drawerWidth: drawerWidth(drag.side)))
        panTransition.finish(velocity: DrawerMotion.openingVelocity(side: drag.side, velocityX: velocityX))
    }

    /// The drag's transition ended (its end hook): the phase leaves `dragging`, and the center
    /// slides the rest of the way, as MMDrawerController's
    /// `finishAnimationForPanGestureWithXVelocity:`: a flick at its own speed (at least twice
    /// ``InteractiveTransition/flickVelocity``, easing out), otherwise at ``animationVelocity``.
    func dragDidEnd(opens: Bool) {
        guard let drag = leaveDrag(), drag.side != .none else { return }
        let velocity = panTransition.releaseVelocity
        let isFlick = InteractiveTransition.isFlick(velocity: velocity)
        let speed = isFlick ? max(abs(velocity), InteractiveTransition.flickVelocity * 2) : animationVelocity
        slide(to: opens ? drag.side : .none, animated: true, velocity: speed,
              options: isFlick ? .curveEaseOut : .curveEaseInOut, completion: nil)
    }

    /// Ends the drag in the phase and returns it: the slide that ran beside it goes on alone, or
    /// the phase rests.
    @discardableResult
    private func leaveDrag() -> Drag? {
        guard let drag = phase.drag else { return nil }
        phase = drag.slide.map(Phase.sliding) ?? .resting
        return drag
    }

    // MARK: Driving a slide

    /// Whether a slide is being driven now: by the pan, a touchpad swipe, or
    /// ``beginInteractiveSlide(to:)``.
    public var isInteractivelySliding: Bool { isDragging }

    /// Starts sliding towards `side` (a drawer to open, or ``DrawerSide/none`` to close the open
    /// one) under the control of a gesture (a touchpad swipe, an app's own drag), as the drawer's
    /// pan does: the drawer begins appearing as it first shows, or disappearing as it starts to
    /// close. Returns `false` (nothing changes) when there is no such drawer, it is not where
    /// the slide starts from (a drawer to open while another shows, none to close), the left
    /// drawer is docked, or a slide runs or is already driven.
    @discardableResult
    public func beginInteractiveSlide(to side: DrawerSide) -> Bool {
        beginDrivenSlide(to: side, by: .app(opens: side != .none)) != nil
    }

    /// Moves the driven slide to `progress`: how far the moving drawer is open (0 closed, 1 open;
    /// clamped), the drawer's ``InteractiveTransition`` progress.
    public func updateInteractiveSlide(progress: Double) {
        guard let drag = phase.drag, drag.driver.opens != nil, drag.side != .none else { return }
        let width = drawerWidth(drag.side)
        let clamped = min(max(progress.isNaN ? 0 : progress, 0), 1)
        let offset = (drag.side == .left ? 1 : -1) * clamped * width
        followDrag(translationX: offset - drag.startOffset)
    }

    /// Completes the driven slide: the drawer slides the rest of the way to where the slide was
    /// going (open, or closed), and its appearance ends there.
    public func finishInteractiveSlide() {
        endDrivenSlide(reachesTarget: true)
    }

    /// Abandons the driven slide: the drawer slides back to where it started, with balanced
    /// callbacks (a drawer that began appearing gets `viewWillDisappear`/`viewDidDisappear`).
    public func cancelInteractiveSlide() {
        endDrivenSlide(reachesTarget: false)
    }

    /// Begins a drag driven by a touchpad swipe or the app, from rest: towards `side` (or
    /// closed), moving the drawer returned.
    func beginDrivenSlide(to side: DrawerSide, by driver: Drag.Driver) -> DrawerSide? {
        guard isViewLoaded, !isLeftDrawerDocked, phase.isResting else { return nil }
        let engaged = revealedSide != .none ? revealedSide : openSide
        let moving: DrawerSide
        if side == .none {
            guard engaged != .none else { return nil }
            moving = engaged
        } else {
            guard engaged == .none, drawerController(for: side)?.parent === self else { return nil }
            moving = side
        }
        let startOffset = offset(of: centerContainerView.frame)
        phase = .dragging(Drag(driver: driver, side: moving, startOffset: startOffset))
        panTransition.begin(at: DrawerMotion.openingProgress(side: moving, offset: startOffset, drawerWidth: drawerWidth(moving)))
        return moving
    }

    /// Ends a drag a swipe or the app drives where it was going (`reachesTarget`) or back where
    /// it began, whatever its progress.
    private func endDrivenSlide(reachesTarget: Bool) {
        guard let drag = phase.drag, let opens = drag.driver.opens, drag.side != .none else { return }
        if reachesTarget == opens { panTransition.complete() } else { panTransition.cancel() }
    }

    // MARK: The tap

    func tapShouldBegin() -> Bool {
        guard !isLeftDrawerDocked, !isDragging, closeDrawerGestureModes.contains(.tapCenterView) else { return false }
        return (slideTarget ?? openSide) != .none
    }
}
