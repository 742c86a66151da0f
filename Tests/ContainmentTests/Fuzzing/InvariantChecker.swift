import Containment

/// Checks the world's invariants after a step; returns the first violation found, or `nil`.
///
/// Always: each controller has at most one parent and is in its parent's children exactly once;
/// a shown child's view lies inside its parent's view, and every controller-owned view in the
/// window sits under the view of that controller's parent (or is the root's, or a presented
/// one's); the callbacks each controller got follow the four-state machine and the model agrees
/// with `appearanceState`; a step that was refused changed nothing. At quiescence (nothing
/// animating, no pointer held): nothing is in flight, a controller is appeared exactly when its
/// view is in the visible window, and input is not ignored.
@MainActor
struct InvariantChecker {
    /// A digest of everything a refused call must leave as it was: for every controller its
    /// parent, children, appearance state, presented and presenting controllers, and for its view
    /// the superview, subviews and frame; the window's subviews and root. Hashed, not stored:
    /// it is taken before every step.
    static func snapshot(_ world: FuzzWorld) -> UInt64 {
        // Plain integer mixing (FNV-1a over 64-bit words): in a debug build the generic Hasher
        // and Optional.map cost more than everything else the fuzzer does.
        var digest: UInt64 = 0xCBF2_9CE4_8422_2325
        func mix(_ value: UInt64) { digest = (digest ^ value) &* 0x100_0000_01B3 }
        func mix(_ object: AnyObject?) {
            if let object { mix(UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue))) } else { mix(0) }
        }
        for c in world.controllers {
            mix(c.parent)
            mix(UInt64(c.children.count))
            for child in c.children { mix(child) }
            mix(c.appearanceState == .disappeared ? 1 : c.appearanceState == .appearing ? 2 : c.appearanceState == .appeared ? 3 : 4)
            mix(c.presentedViewController)
            mix(c.presentingViewController)
            if let view = c.viewIfLoaded {
                mix(view.superview)
                let subviews = view.subviews
                mix(UInt64(subviews.count))
                for subview in subviews { mix(subview) }
                let frame = view.frame
                mix(frame.origin.x.bitPattern)
                mix(frame.origin.y.bitPattern)
                mix(frame.size.width.bitPattern)
                mix(frame.size.height.bitPattern)
            } else {
                mix(7)
            }
        }
        for subview in world.window.subviews { mix(subview) }
        mix(world.window.rootViewController)
        return digest
    }

    /// The structural and appearance invariants that hold after every step.
    static func checkAlways(_ world: FuzzWorld) -> String? {
        if let violation = world.ledger.violations.first { return "four-state machine: \(violation)" }
        if let missed = world.missedRefusals.first { return "misuse let through: \(missed)" }
        // Every listing points back (`child.parent === c`), so a child cannot be listed by two
        // parents; listed exactly once by its own parent is then all there is to check.
        let controllers = world.controllers
        for c in controllers {
            for child in c.children where child.parent !== c {
                return "\(child.debugName) is in the children of \(c.debugName) but its parent is \(child.parent?.debugName ?? "nil")"
            }
        }
        for index in controllers.indices {
            let c = controllers[index]
            if let parent = c.parent {
                var listings = 0
                for sibling in parent.children where sibling === c { listings += 1 }
                if listings != 1 { return "\(c.debugName) is listed \(listings) times in the children of its parent \(parent.debugName)" }
                if let view = c.viewIfLoaded, view.superview != nil, let parentView = parent.viewIfLoaded, !view.isDescendant(of: parentView) {
                    return "the view of \(c.debugName) is shown outside the view of its parent \(parent.debugName)"
                }
            }
            let model = world.ledger.state(at: index)
            if model != c.appearanceState {
                return "\(c.debugName) reports \(c.appearanceState.rawValue) but its callbacks say \(model.rawValue)"
            }
        }
        return checkViewTree(world.window, owner: nil, world)
    }

    /// Every controller-owned view in the window lies under its parent's view.
    private static func checkViewTree(_ view: View, owner: ViewController?, _ world: FuzzWorld) -> String? {
        var owner = owner
        if let controller = view.owningViewController {
            let placedRight = controller.parent === owner
                || (owner == nil && (controller.windowOfRoot === world.window || controller.presentingViewController != nil))
            if !placedRight {
                return "the view of \(controller.debugName) is inside the view of \(owner?.debugName ?? "the window") but its parent is \(controller.parent?.debugName ?? "nil")"
            }
            owner = controller
        }
        for subview in view.subviews {
            if let violation = checkViewTree(subview, owner: owner, world) { return violation }
        }
        return nil
    }

    /// What must hold once nothing moves.
    static func checkQuiescent(_ world: FuzzWorld) -> String? {
        let visible = world.window.isVisible
        for c in world.controllers {
            if c.appearanceState.isInFlight { return "\(c.debugName) is still \(c.appearanceState.rawValue) with nothing animating (unbalanced)" }
            let shown = visible && world.isShown(c)
            if shown != (c.appearanceState == .appeared) {
                return "\(c.debugName) is \(c.appearanceState.rawValue) but its view is \(shown ? "" : "not ")in the visible window"
            }
        }
        if Application.shared.isIgnoringInteractionEvents { return "input is still ignored with nothing animating" }
        return nil
    }
}
