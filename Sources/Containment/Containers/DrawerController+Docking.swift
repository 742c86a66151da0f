/// Docking: above ``DrawerController/dockingBreakpoint`` the left drawer stays open beside a
/// narrowed center, as libhandy's `HdyFlap` folds and unfolds with its width (its
/// `fold-policy` auto) and as a split view's primary shows beside its secondary.
extension DrawerController {
    /// Docks or undocks the left drawer for `width`, alongside `coordinator`'s animation when
    /// given (a size transition), at once otherwise. Docking abandons a running slide, closes a
    /// showing right drawer at once, and shows the left drawer open; undocking closes it. The
    /// appearance callbacks end, and ``openSide`` changes, when the layout is in place.
    func updateDocking(forWidth width: Double, coordinator: TransitionCoordinator?) {
        guard isViewLoaded else { return }
        let shouldDock = allowsDockingLeftDrawer && storedLeft?.parent === self && width >= dockingBreakpoint
        guard shouldDock != isLeftDrawerDocked else { return }
        let animated = coordinator?.isAnimated ?? false
        abandonSlide()
        if shouldDock {
            if revealedSide == .right {
                beginConcealing(animated: false)
                finishConcealing()
            }
            isLeftDrawerDocked = true
            if isCenterCovered {
                isCenterCovered = false
                beginAppearance(of: storedCenter, appearing: true, animated: animated)
            }
            beginRevealing(.left, animated: animated)
        } else {
            isLeftDrawerDocked = false
            beginConcealing(animated: animated)
        }
        applyShadow()
        applyCenterInteraction()
        let docked = shouldDock
        let layout = { self.centerContainerView.frame = self.centerFrame(offset: 0) }
        let finish = {
            // A later docking change took over.
            guard self.isLeftDrawerDocked == docked else { return }
            if docked {
                self.finishRevealing(.left)
                self.endAppearance(of: self.storedCenter, appearing: true)
                self.openSide = .left
            } else {
                self.finishConcealing()
                self.openSide = .none
            }
        }
        if let coordinator {
            coordinator.animate(alongsideTransition: { _ in layout() }, completion: { _ in finish() })
        } else {
            layout()
            finish()
        }
    }
}
