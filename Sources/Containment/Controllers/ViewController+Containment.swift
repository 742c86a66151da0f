/// Adding and removing children: UIKit's containment calls.
extension ViewController {
    /// Makes `child` a child of this controller and sends it `willMove(toParent: self)`, as
    /// `addChild(_:)`. The container then adds the child's view and calls
    /// `child.didMove(toParent: self)`.
    ///
    /// Refused with a ``HierarchyInconsistency`` (nothing changes) when the child already has a
    /// parent, is this controller or one of its ancestors, is a window's root, or is presented.
    public func addChild(_ child: ViewController) {
        if let refusal = refusalToAdopt(child) {
            HierarchyInconsistency.report(refusal)
            return
        }
        child.isMovingToParent = true
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
        child.updateTraitCollection()
    }

    /// Why `child` cannot become a child of this controller, or `nil` when it can.
    func refusalToAdopt(_ child: ViewController) -> HierarchyInconsistency? {
        if child.parent === self {
            return HierarchyInconsistency(.alreadyChild, "\(child.debugName) is already a child of \(debugName)")
        }
        if let other = child.parent {
            return HierarchyInconsistency(
                .childHasAnotherParent,
                "\(child.debugName) is already a child of \(other.debugName); call removeFromParent() before adding it to \(debugName)")
        }
        if child === self || isDescendant(of: child) {
            return HierarchyInconsistency(
                .cycle, "\(child.debugName) cannot become a child of \(debugName): it is \(child === self ? "the same controller" : "one of its ancestors")")
        }
        if child.windowOfRoot != nil || child.ownPresentingViewController != nil {
            return HierarchyInconsistency(
                .controllerIsRootOrPresented,
                "\(child.debugName) cannot become a child of \(debugName): it is \(child.windowOfRoot != nil ? "a window's root view controller" : "presented modally")")
        }
        if child is SplitViewController {
            return HierarchyInconsistency(
                .invalidNesting,
                "\(child.debugName) cannot become a child of \(debugName): a split view controller must be the root of a window or presented; it cannot be a child of \(debugName)")
        }
        return nil
    }

    /// Removes this controller from its parent and sends it `didMove(toParent: nil)`, as
    /// `removeFromParent()`. Call `willMove(toParent: nil)` and remove the view first. Does
    /// nothing when there is no parent, as in UIKit.
    public func removeFromParent() {
        guard let parent else { return }
        // Search from the end: containers mostly remove what they added last (a pop, a swap),
        // which makes this O(1) there instead of a scan of every sibling.
        if let index = parent.children.lastIndex(where: { $0 === self }) { parent.children.remove(at: index) }
        // An override belongs to the parent-child relationship (and its key could be reused by a
        // later object at the same address).
        parent.extras?.traitOverrides.removeValue(forKey: ObjectIdentifier(self))
        self.parent = nil
        isMovingToParent = false
        if parent.shouldAutomaticallyForwardAppearanceMethods { finishAppearanceOrphanedByParent() }
        didMove(toParent: nil)
        if !appearanceState.isInFlight { isMovingFromParent = false }
        updateTraitCollection()
    }

    /// Whether this controller is `ancestor` or lies below it in the controller tree.
    public func isDescendant(of ancestor: ViewController) -> Bool {
        isInSubtree(of: ancestor)
    }

    /// The nearest ancestor of the given type, used by `navigationController` and friends.
    public func nearestAncestor<T: ViewController>(ofType type: T.Type) -> T? {
        parent?.nearestInAncestry { $0 as? T }
    }

    /// Checks `willMove(toParent:)` and publishes it, or refuses it.
    func handleWillMove(toParent parent: ViewController?) {
        if let parent, parent !== self.parent, !(isMovingToParent && self.parent == nil) {
            HierarchyInconsistency.report(HierarchyInconsistency(
                .moveToWrongParent,
                "willMove(toParent: \(parent.debugName)) sent to \(debugName), whose parent is \(self.parent?.debugName ?? "nil")"))
            return
        }
        if parent == nil { isMovingFromParent = true }
        publish(.willMove, "parent=\(parent?.debugName ?? "nil")")
    }

    /// Checks `didMove(toParent:)` and publishes it, or refuses it.
    func handleDidMove(toParent parent: ViewController?) {
        if parent !== self.parent {
            let current = self.parent?.debugName ?? "nil"
            let message = if let parent {
                "didMove(toParent: \(parent.debugName)) sent to \(debugName) before addChild; its parent is \(current)"
            } else {
                "didMove(toParent: nil) sent to \(debugName) while it is still a child of \(current); call removeFromParent()"
            }
            HierarchyInconsistency.report(HierarchyInconsistency(.moveToWrongParent, message))
            return
        }
        if parent != nil, !appearanceState.isInFlight { isMovingToParent = false }
        publish(.didMove, "parent=\(parent?.debugName ?? "nil")")
    }
}
