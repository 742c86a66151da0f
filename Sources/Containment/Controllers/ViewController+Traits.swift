/// Size and trait changes, forwarded down the controller tree.
extension ViewController {
    /// The traits this controller's content adapts to, as `traitCollection`: the window's, as
    /// overridden by each parent for its child (``setOverrideTraitCollection(_:forChild:)``).
    public var traitCollection: TraitCollection { currentTraits }

    /// Overrides some traits for a child, as `setOverrideTraitCollection(_:forChild:)`; the split
    /// view uses this to give its columns their own size class. Pass `nil` to remove.
    public func setOverrideTraitCollection(_ collection: TraitCollection?, forChild child: ViewController) {
        guard child.parent === self else {
            HierarchyInconsistency.report(HierarchyInconsistency(
                .controllerNotInContainer, "setOverrideTraitCollection: \(child.debugName) is not a child of \(debugName)"))
            return
        }
        traitOverrides[ObjectIdentifier(child)] = collection
        child.updateTraitCollection()
    }

    /// The override set for a child, as `overrideTraitCollection(forChild:)`.
    public func overrideTraitCollection(forChild child: ViewController) -> TraitCollection? {
        extras?.traitOverrides[ObjectIdentifier(child)]
    }




    func sendWillTransition(to collection: TraitCollection, with coordinator: TransitionCoordinator) {
        publish(.willTransitionToTraitCollection, collection.description)
        willTransition(to: collection, with: coordinator)
    }

    /// Sends `viewWillTransition(to:with:)`, published as a lifecycle event.
    public func sendViewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        publish(.viewWillTransition, "size=\(size)")
        viewWillTransition(to: size, with: coordinator)
    }

    /// Recomputes the traits from the window and the parents, sending
    /// `traitCollectionDidChange(_:)` here and below where they changed, parent first.
    func updateTraitCollection() {
        let inherited: TraitCollection
        if let parent {
            let base = parent.currentTraits
            inherited = parent.overrideTraitCollection(forChild: self).map { base.overridden(by: $0) } ?? base
        } else if let window = windowOfRoot {
            inherited = window.traitCollection
        } else if let presenter = ownPresentingViewController {
            inherited = presenter.currentTraits
        } else {
            inherited = TraitCollection()
        }
        if inherited != currentTraits {
            let previous = currentTraits
            currentTraits = inherited
            // As UIKit since iOS 13, a controller entering or leaving a hierarchy takes its
            // traits silently; only a change between two known trait collections is announced.
            if previous != TraitCollection(), inherited != TraitCollection() {
                publish(.traitCollectionDidChange, "\(inherited)")
                traitCollectionDidChange(previous)
                notifyTraitChangeRegistrations(previous: previous)
            }
            if ownPresentingViewController != nil { extras?.presentationController?.presentedTraitsDidChange() }
        }
        for child in children { child.updateTraitCollection() }
        ownPresentedViewController?.updateTraitCollection()
    }
}
