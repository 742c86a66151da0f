/// The appearance state machine and its forwarding to children.
extension ViewController {
    /// Starts an appearance transition, sending `viewWillAppear` or `viewWillDisappear`, as
    /// `beginAppearanceTransition(_:animated:)`.
    ///
    /// Containers that do not forward appearance automatically call this on their children. A
    /// begin in the opposite direction of one in flight turns it around; a repeated begin is
    /// ignored with a warning to ``warningHandler``. If this controller forwards automatically,
    /// its children whose views are in its view hierarchy follow, after it.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        guard let next = appearanceState.afterBegin(appearing: isAppearing) else {
            Self.warningHandler(
                "Unbalanced calls to begin/end appearance transitions for \(debugName): begin(\(isAppearing ? "appearing" : "disappearing")) while \(appearanceState.rawValue); ignored")
            return
        }
        if !isViewLoaded { loadViewIfNeeded() }
        appearanceState = next
        appearanceAnimated = animated
        awaitsViewIsAppearing = isAppearing
        if isAppearing {
            publish(.viewWillAppear, "animated=\(animated)")
            viewWillAppear(animated)
        } else {
            publish(.viewWillDisappear, "animated=\(animated)")
            viewWillDisappear(animated)
        }
        guard shouldAutomaticallyForwardAppearanceMethods, !children.isEmpty else { return }
        // The children to forward to are chosen before any of them hears the callback. Usually
        // every child's view is in this view: then a copy of the children array is that list,
        // without building a new one (a callback that adds or removes a child copies the array
        // on write, leaving this copy, and every child in it, as it was). That is also why the
        // children are borrowed from the copy rather than retained (see `Unmanaged.withBorrowed`).
        // Checking every child's view (and reading its children and theirs, see
        // `View.lookAheadDepth`) before descending reads all the children first, so in a big
        // tree their cache misses overlap.
        // (Loops, not `allSatisfy`: a closure is checked for main-actor isolation on each call.)
        let snapshot = children
        var everyChildInHierarchy = false
        var lookedAhead = 0
        if let root = viewIfLoaded {
            everyChildInHierarchy = true
            for index in snapshot.indices {
                let inHierarchy = Unmanaged.passUnretained(snapshot[index]).withBorrowed { child in
                    lookedAhead &+= child.descendantCount(depth: View.lookAheadDepth)
                    return child.isViewInHierarchy(of: root, probablyAt: index)
                }
                if !inHierarchy {
                    everyChildInHierarchy = false
                    break
                }
            }
        }
        // (`lookedAhead` is never negative: the test keeps its loads from being optimized away.)
        guard everyChildInHierarchy, lookedAhead >= 0 else {
            for child in childrenInViewHierarchy() {
                child.beginAppearanceTransition(isAppearing, animated: animated)
            }
            return
        }
        for index in snapshot.indices {
            Unmanaged.passUnretained(snapshot[index]).withBorrowed {
                $0.beginAppearanceTransition(isAppearing, animated: animated)
            }
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
            viewDidAppear(animated)
            isMovingToParent = false
        } else {
            publish(.viewDidDisappear, "animated=\(animated)")
            viewDidDisappear(animated)
            if isMovingFromParent, parent == nil { isMovingFromParent = false }
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        // As in `beginAppearanceTransition`, the loop borrows the children from its own copy of
        // the array. It first reads every child and the children below it
        // (`View.lookAheadDepth`), so that in a big tree their cache misses overlap instead of
        // each waiting for the one before. A child's state is read again when its turn comes,
        // as an earlier sibling's callbacks may have changed it.
        let snapshot = children
        var inFlight = 0
        var lookedAhead = 0
        for index in snapshot.indices {
            Unmanaged.passUnretained(snapshot[index]).withBorrowed { child in
                if child.appearanceState.isInFlight { inFlight &+= 1 }
                lookedAhead &+= child.descendantCount(depth: View.lookAheadDepth)
            }
        }
        // (`lookedAhead` is never negative: the test keeps its loads from being optimized away.)
        guard inFlight > 0 || lookedAhead < 0 else { return }
        for index in snapshot.indices {
            Unmanaged.passUnretained(snapshot[index]).withBorrowed { child in
                if child.appearanceState.isInFlight { child.endAppearanceTransition() }
            }
        }
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

    /// Sends ``viewIsAppearing(_:)``; when `passingOn`, then to the children that await it and
    /// whose views are in a window, parents first.
    private func sendViewIsAppearing(passingOn: Bool) {
        awaitsViewIsAppearing = false
        publish(.viewIsAppearing, "animated=\(appearanceAnimated)")
        viewIsAppearing(appearanceAnimated)
        guard passingOn else { return }
        // A copy: a callback that adds or removes a child leaves this loop's list as it was.
        let snapshot = children
        for child in snapshot where child.awaitsViewIsAppearing && child.viewIfLoaded?.window != nil {
            child.sendViewIsAppearing(passingOn: true)
        }
    }

    /// The number of controllers below this one, down to `depth` levels of children below its
    /// children: a walk reads them ahead so that their cache misses overlap. (The same loop as
    /// `View.subtreeCount(depth:)`, on purpose: one generic over both trees made the benchmark's
    /// show and hide about 30 % slower.)
    func descendantCount(depth: Int) -> Int {
        let children = self.children
        var total = children.count
        guard depth > 0 else { return total }
        for index in children.indices {
            total &+= Unmanaged.passUnretained(children[index]).withBorrowed { $0.descendantCount(depth: depth - 1) }
        }
        return total
    }

    /// Children whose views are loaded and inside this controller's view.
    func childrenInViewHierarchy() -> [ViewController] {
        guard let root = viewIfLoaded else { return [] }
        return children.filter { $0.isViewInHierarchy(of: root) }
    }

    /// Whether this controller's view is loaded and inside `root`.
    private func isViewInHierarchy(of root: View) -> Bool {
        guard let view = viewIfLoaded else { return false }
        return view.isDescendant(of: root)
    }

    /// Whether this controller's view is loaded and inside `root`, looking first at `root`'s
    /// subview at `index`: a container's children's views are usually its view's subviews, in
    /// the same order. Finding it there reads neither the view nor its superview (a cache miss
    /// per child in a big tree).
    private func isViewInHierarchy(of root: View, probablyAt index: Int) -> Bool {
        guard let view = viewIfLoaded else { return false }
        if index < root.subviews.count, root.subviews[index] === view { return true }
        return view.isDescendant(of: root)
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

    /// Ends the transition a window move began.
    func finishAppearanceTransition() {
        if appearanceState.isInFlight { endAppearanceTransition() }
    }
}
