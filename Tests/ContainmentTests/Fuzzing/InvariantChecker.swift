import Foundation
import Containment
import ContainmentTestSupport

/// Checks the world's invariants after a step; returns the first violation found, or `nil`:
/// those of ``HierarchyChecker`` over the world's registry, plus the callbacks each controller
/// got following the four-state machine with the model agreeing with `appearanceState`, no
/// misuse let through, and (see ``FuzzRunner``) a refused step changing nothing.
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
        if let failure = world.roundTripFailures.first { return "state restoration round trip: \(failure)" }
        let controllers = world.controllers
        for index in controllers.indices where world.ledger.state(at: index) != controllers[index].appearanceState {
            let c = controllers[index]
            return "\(c.debugName) reports \(c.appearanceState.rawValue) but its callbacks say \(world.ledger.state(at: index).rawValue)"
        }
        if let violation = checkContent(world) { return "content: \(violation)" }
        return HierarchyChecker.checkStructure(controllers, in: world.window)
    }

    /// The content views' invariants: every scroll view's (and table's) offset finite (NaN or
    /// an infinity from a step counts as zero) whose content point shows at the view's top left corner, as
    /// UIKit's bounds origin, every table's selected row one it has (or none), and the window's
    /// first responder a content view in the window (or none). (An offset set from code is kept
    /// as set, past the content's edges too, as in UIKit. A text field disabled while first
    /// responder stays first responder: UIKit does not promise otherwise, so neither does the
    /// checker.)
    static func checkContent(_ world: FuzzWorld) -> String? {
        // This runs twice per step: no casts, no arrays made per probe.
        func outside(_ scroll: ScrollView) -> String? {
            let offset = scroll.contentOffset
            guard offset.x.isFinite, offset.y.isFinite else { return "contentOffset \(offset) is not a finite point" }
            let corner = scroll.convert(offset, to: scroll.superview)
            guard abs(corner.x - scroll.frame.minX) < 1e-6, abs(corner.y - scroll.frame.minY) < 1e-6 else {
                return "content point \(offset) shows at \(corner), not at the corner \(scroll.frame.origin)"
            }
            return nil
        }
        for probe in world.contentProbes {
            guard let content = probe.content else { continue }
            if let violation = outside(content.scrollView) { return "\(probe.debugName).scrollView \(violation)" }
            if let violation = outside(content.table) { return "\(probe.debugName).table \(violation)" }
            if let selected = content.table.indexPathForSelectedRow, !content.table.contains(selected) {
                return "\(probe.debugName).table selects \(Array(selected)), a row it does not have ((0..<content.table.numberOfSections).map(content.table.numberOfRows(inSection:))))"
            }
            if let violation = checkTable(content) { return "\(probe.debugName).table \(violation)" }
            if let violation = content.layout.violation() { return "\(probe.debugName).layout \(violation)" }
        }
        if let responder = world.window.firstResponder {
            if responder.window !== world.window { return "the first responder \(type(of: responder)) is not in the window" }
            // Only focus steps make a first responder: it must be a view one of them named.
            let named = world.contentProbes.contains { probe in
                probe.content?.responders.contains { $0 === responder } ?? false
            }
            if !named { return "the first responder \(type(of: responder)) is no content view a step focused" }
        }
        return nil
    }

    /// A table's rows and cells: every cell on screen shows its own row (the model's, after
    /// scrolls, reloads, inserts, deletes and moves), the cells alive (on screen, leaving or in
    /// the queue) stay within the most it showed plus a queue of twice that (or 16, UIKit's
    /// queue keeps about as many), and an update step found the selection where its row went.
    static func checkTable(_ content: FuzzContent) -> String? {
        if let violation = content.violation { return violation }
        let table = content.table
        var shown = 0
        for subview in table.subviews where subview is TableViewCell { shown += 1 }
        content.mostCellsShown = max(content.mostCellsShown, shown)
        let live = content.liveCells
        let bound = content.mostCellsShown + max(16, 2 * content.mostCellsShown)
        if live > bound {
            return "keeps \(live) cells alive, more than \(bound) (the most it showed, \(content.mostCellsShown), and a queue of twice that)"
        }
        for indexPath in table.indexPathsForVisibleRows ?? [] {
            guard let cell = table.cellForRow(at: indexPath) else { continue }
            let expected = content.identity(at: indexPath).map(FuzzContent.text(ofRow:))
            if cell.textLabel?.text != expected {
                return "shows \"\(cell.textLabel?.text ?? "nil")\" at \(Array(indexPath)), whose row is \(expected ?? "missing")"
            }
        }
        return nil
    }

    /// What must hold once nothing moves.
    static func checkQuiescent(_ world: FuzzWorld) -> String? {
        HierarchyChecker.checkQuiescent(world.controllers, in: world.window)
    }
}
