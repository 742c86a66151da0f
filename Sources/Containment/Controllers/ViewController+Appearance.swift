/// The appearance state machine and its forwarding to children.
extension ViewController {
    /// Starts an appearance transition, sending `viewWillAppear` or `viewWillDisappear`, as
    /// `beginAppearanceTransition(_:animated:)`.
    ///
    /// Containers that do not forward appearance automatically call this on their children. A
    /// begin in the opposite direction of one in flight turns it around; a repeated begin is
    /// ignored with a warning to ``warningHandler``. If this controller forwards automatically,
    /// its children whose views are in its view hierarchy follow, after it (a child already on
    /// its way there, by its container's own call, goes on without a second begin).
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        guard let next = appearanceState.afterBegin(appearing: isAppearing) else {
            Self.warningHandler(
                "Unbalanced calls to begin/end appearance transitions for \(debugName): begin(\(isAppearing ? "appearing" : "disappearing")) while \(appearanceState.rawValue); ignored")
            return
        }
        loadViewIfNeeded()
        appearanceState = next
        appearanceAnimated = animated
        awaitsViewIsAppearing = isAppearing
        if isAppearing {
            publish(.viewWillAppear, "animated=\(animated)")
            viewWillAppear(animated)
        } else {
            publish(.viewWillDisappear, "animated=\(animated)")
            tellWindow(appeared: false)
            viewWillDisappear(animated)
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        // The children are chosen before any of them hears the callback, parent first. A child
        // already on its way there (its container began its transition by hand, as a custom
        // container's animator does) just goes on: that is no unbalanced call of the app's.
        for child in childrenInViewHierarchy() {
            child.beginAppearanceTransitionIfNeeded(isAppearing, animated: animated)
        }
    }

    /// Finishes the appearance transition in flight, sending `viewDidAppear` or
    /// `viewDidDisappear`, as `endAppearanceTransition()`. Without one in flight it is ignored
    /// with a warning.
    public func endAppearanceTransition() {
        guard let next = appearanceState.afterEnd else {
            Self.warningHandler(
                "Unbalanced calls to begin/end appearance transitions for \(debugName): end while \(appearanceState.rawValue); ignored")
            return
        }
        appearanceState = next
        let animated = appearanceAnimated
        if next == .appeared {
            // No layout pass told it since the begin: it is told now, before its own did. (Its
            // children are told at their own ends, which this end leads to.)
            if awaitsViewIsAppearing { sendViewIsAppearing(passingOn: false) }
            publish(.viewDidAppear, "animated=\(animated)")
            tellWindow(appeared: true)
            viewDidAppear(animated)
            isMovingToParent = false
        } else {
            publish(.viewDidDisappear, "animated=\(animated)")
            viewDidDisappear(animated)
            if isMovingFromParent, parent == nil { isMovingFromParent = false }
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        // Each child's state is read when its turn comes: an earlier sibling's callbacks may
        // have ended it already.
        for child in children where child.appearanceState.isInFlight {
            child.endAppearanceTransition()
        }
    }

    /// Tells this controller's window's `Window.appearanceHandler` that it finished appearing or
    /// starts disappearing; no window is looked for while no window has a handler.
    private func tellWindow(appeared: Bool) {
        guard Application.shared.windowsWithAppearanceHandlers > 0 else { return }
        viewIfLoaded?.window?.appearanceHandler?(self, appeared)
    }

    /// Sends ``viewIsAppearing(_:)`` if an appearance awaits it and the view is in a window: a
    /// layout pass calls this when it lays out the view or the view's superview. An awaiting
    /// parent in a window gets it first (and passes it on to this controller).
    func sendViewIsAppearingIfDue() {
        guard awaitsViewIsAppearing, viewIfLoaded?.window != nil else { return }
        if let parent, parent.awaitsViewIsAppearing, parent.viewIfLoaded?.window != nil {
            parent.sendViewIsAppearing(passingOn: true)
            guard awaitsViewIsAppearing else { return }
        }
        sendViewIsAppearing(passingOn: true)
    }

    /// Sends ``viewIsAppearing(_:)``; when `passingOn`, then to the controllers below that
    /// await it and whose views are in a window, parents first.
    private func sendViewIsAppearing(passingOn: Bool) {
        walkParentsFirst { controller in
            if controller !== self {
                guard controller.awaitsViewIsAppearing, controller.viewIfLoaded?.window != nil else { return false }
            }
            controller.awaitsViewIsAppearing = false
            controller.publish(.viewIsAppearing, "animated=\(controller.appearanceAnimated)")
            controller.viewIsAppearing(controller.appearanceAnimated)
            return passingOn
        }
    }

    /// Children whose views are loaded and inside this controller's view.
    func childrenInViewHierarchy() -> [ViewController] {
        guard let root = viewIfLoaded else { return [] }
        var found: [ViewController] = []
        for child in children {
            if let view = child.viewIfLoaded, view.isDescendant(of: root) { found.append(child) }
        }
        return found
    }

    /// Whether this controller's appearance follows its view through windows (automatic
    /// forwarding from its parent, or no parent at all).
    private var appearanceFollowsView: Bool {
        parent?.shouldAutomaticallyForwardAppearanceMethods ?? true
    }

    /// The view is about to enter a visible window. Begins appearing when the controller rests
    /// disappeared and its parent is on screen (or it has no parent); returns whether the
    /// caller should end the transition once the view is in place. While the parent is itself
    /// appearing, the parent's end finishes this one.
    func viewWillEnterVisibleWindow() -> Bool {
        guard appearanceState == .disappeared, appearanceFollowsView else { return false }
        if let parent {
            switch parent.appearanceState {
            case .appearing:
                beginAppearanceTransition(true, animated: parent.appearanceAnimated)
                return false
            case .appeared:
                beginAppearanceTransition(true, animated: false)
                return true
            case .disappearing, .disappeared:
                return false
            }
        }
        beginAppearanceTransition(true, animated: false)
        return true
    }

    /// The view is about to leave the visible window. Begins disappearing when the controller is
    /// on screen or appearing; returns whether the caller should end it once the view is gone.
    /// A disappearance already in flight belongs to whoever began it.
    func viewWillLeaveVisibleWindow() -> Bool {
        guard appearanceState.isAppearingOrAppeared, appearanceFollowsView else { return false }
        beginAppearanceTransition(false, animated: false)
        return true
    }

    /// A child that leaves a parent which forwarded it an appearance transition would never hear
    /// the parent's end (the parent ends only its children): when its view is no longer in a
    /// visible window, its transition ends now, on the way out, so the callbacks stay balanced.
    /// (Its view leaving a visible window already turned an appearance around.)
    func finishAppearanceOrphanedByParent() {
        guard appearanceState.isInFlight, viewIfLoaded?.window?.isVisible != true else { return }
        if appearanceState == .appearing { beginAppearanceTransition(false, animated: appearanceAnimated) }
        endAppearanceTransition()
    }
}
