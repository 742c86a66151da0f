#if canImport(Glibc)
import Glibc
#endif

/// One window's Auto Layout: the views and guides that constraints name, as variables of one
/// incremental Cassowary solver (``LinearSolver``), and the frames it gives them.
///
/// Each item that takes part has four variables: its frame's origin in its superview's
/// coordinates (a guide's in its owning view's) and its size. A constraint between items of
/// different superviews adds the origins of the views between each item and the constraint's
/// view (the nearest common ancestor), so that moving a container moves nothing inside it, and a
/// scroll view's bounds origin never enters layout. A view that keeps its frame
/// (``View/translatesAutoresizingMaskIntoConstraints``) has its variables pinned to that frame
/// by required constraints whose constants follow the frame; a view placed by constraints gets
/// its ``View/intrinsicContentSize`` as hugging and compression-resistance inequalities.
///
/// Every change (a constraint in or out, a constant, a frame, an intrinsic size) is applied to
/// the solver at once and incrementally; ``update()`` then sets the frames of the views whose
/// variables moved, once per layout pass, before `layoutSubviews`.
@MainActor
final class LayoutEngine {
    /// The four variables of one view or guide and what the engine made for it.
    final class ItemRecord {
        weak var item: AnyObject?
        let x: SolverVariable, y: SolverVariable, width: SolverVariable, height: SolverVariable
        /// How many constraints (the item's own, and those passing through it) use it.
        var useCount = 0
        /// Engine-made constraints: a kept frame, a guide following its view.
        var ties: [Entry] = []
        /// The intrinsic size's inequalities, when the view is placed by constraints.
        var intrinsic: [Entry] = []
        /// The intrinsic size those inequalities were made for.
        var intrinsicSize = Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
        /// The width a wrapping view's intrinsic size was last measured at, in a fitting engine.
        var measuredWidth: Double?
        /// The owning view's record, for a system guide whose ties use the view's size.
        var owner: ItemRecord?
        /// The constraints that use this view's baselines (made again when its text changes).
        var baselineUsers: [ObjectIdentifier: LayoutConstraint] = [:]

        init(item: AnyObject, solver: LinearSolver) {
            self.item = item
            x = solver.makeVariable()
            y = solver.makeVariable()
            width = solver.makeVariable()
            height = solver.makeVariable()
        }
    }

    /// One constraint inside the solver.
    final class Entry {
        let constraint: LayoutConstraint
        var solverID: SolverConstraintID?
        /// The part of the solver's constant that does not come from ``LayoutConstraint/constant``
        /// (a baseline's offset), so that a new constant is one incremental change.
        var fixedConstant = 0.0
        /// The records this constraint uses (its items, and views between them and its view).
        var records: [ItemRecord] = []
        /// Whether it names a leading or trailing attribute (made again when the direction flips).
        var usesDirection = false
        /// Whether the solver left it out to keep the required constraints satisfiable.
        var isBroken: Bool { solverID == nil }
        /// Variables and coefficients, for an engine-made constraint (a user's is built from its attributes).
        let madeTerms: [SolverTerm]?

        init(constraint: LayoutConstraint, madeTerms: [SolverTerm]? = nil) {
            self.constraint = constraint
            self.madeTerms = madeTerms
        }
    }

    let solver = LinearSolver()
    private var records: [ObjectIdentifier: ItemRecord] = [:]
    private var recordsByVariable: [SolverVariable: ItemRecord] = [:]
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var entriesBySolverID: [SolverConstraintID: Entry] = [:]
    /// Active constraints the solver left out, tried again when something goes away.
    private var broken: [ObjectIdentifier: Entry] = [:]
    /// Views whose intrinsic size or baselines are to be asked again.
    private var staleIntrinsic: [ObjectIdentifier: View] = [:]
    /// Views placed by constraints whose frame the app set: put back at the next update.
    private var framesToRestore: [ObjectIdentifier: ItemRecord] = [:]
    /// The root of a fitting engine (``View/systemLayoutSizeFitting(_:)``): its size is free.
    private weak var fittingRoot: View?
    /// Whether frames are being set from the solver now (so a frame change is not the app's).
    private var isApplying = false
    /// Whether something changed since the last ``update()``.
    private(set) var needsUpdate = false
    /// The window whose views this engine lays out, told when layout is due.
    private weak var window: Window?

    init(window: Window?) {
        self.window = window
    }

    /// An engine for measuring `root` alone: its own size is left to the constraints inside it.
    init(fittingRoot root: View) {
        fittingRoot = root
    }

    var constraintCount: Int { entries.count }

    /// Every item's record.
    var allRecords: Dictionary<ObjectIdentifier, ItemRecord>.Values { records.values }

    // MARK: Constraints in and out

    /// Takes an installed constraint into the solver (reporting a conflict if it cannot hold).
    func add(_ constraint: LayoutConstraint) {
        let key = ObjectIdentifier(constraint)
        guard entries[key] == nil, let host = constraint.installation?.view else { return }
        let entry = Entry(constraint: constraint)
        entries[key] = entry
        guard let terms = userTerms(of: entry, in: host) else {
            broken[key] = entry
            return
        }
        insert(entry, terms: terms)
        noteChange()
    }

    /// Takes a constraint out of the solver and lets go of what only it used.
    func remove(_ constraint: LayoutConstraint) {
        guard let entry = entries.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        broken[ObjectIdentifier(constraint)] = nil
        takeOut(entry)
        for record in entry.records { release(record) }
        entry.records = []
        retryBroken()
        noteChange()
    }

    /// Puts an entry's expression into the solver; a required one that cannot hold is left out
    /// and reported.
    private func insert(_ entry: Entry, terms: [SolverTerm]) {
        let constraint = entry.constraint
        let relation: SolverRelation = switch constraint.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        let expression = SolverExpression(terms, constant: entry.fixedConstant - constraint.constant)
        do {
            let id = try solver.add(SolverConstraint(expression, relation, strength: LayoutEngine.strength(of: constraint.priority)))
            entry.solverID = id
            entriesBySolverID[id] = entry
            broken[ObjectIdentifier(constraint)] = nil
        } catch {
            if case let .unsatisfiable(conflicting) = error { reportConflict(breaking: entry, with: conflicting) }
        }
    }

    private func takeOut(_ entry: Entry) {
        guard let id = entry.solverID else { return }
        solver.remove(id)
        entriesBySolverID[id] = nil
        entry.solverID = nil
    }

    /// Puts an entry in again from scratch (its expression changed: a direction, a baseline).
    private func rebuild(_ entry: Entry) {
        takeOut(entry)
        let old = entry.records
        entry.records = []
        entry.fixedConstant = 0
        if let terms = entry.madeTerms {
            entry.records = old
            insert(entry, terms: terms)
        } else if let host = entry.constraint.installation?.view, let terms = userTerms(of: entry, in: host) {
            insert(entry, terms: terms)
            for record in old { release(record) }
        } else {
            for record in old { release(record) }
            broken[ObjectIdentifier(entry.constraint)] = entry
        }
    }

    private func retryBroken() {
        guard !broken.isEmpty else { return }
        for entry in Array(broken.values) where entry.solverID == nil {
            broken[ObjectIdentifier(entry.constraint)] = nil
            rebuild(entry)
        }
    }

    func constantDidChange(of constraint: LayoutConstraint) {
        guard let entry = entries[ObjectIdentifier(constraint)] else { return }
        setSolverConstant(of: entry)
    }

    func priorityDidChange(of constraint: LayoutConstraint) {
        guard let entry = entries[ObjectIdentifier(constraint)] else { return }
        rebuild(entry)
        noteChange()
    }

    /// Gives the solver an entry's new constant incrementally; a required one that can no longer
    /// hold is left out and reported.
    private func setSolverConstant(of entry: Entry) {
        noteChange()
        guard let id = entry.solverID else {
            rebuild(entry)
            return
        }
        do {
            try solver.setConstant(entry.fixedConstant - entry.constraint.constant, of: id)
        } catch {
            guard case let .unsatisfiable(conflicting) = error else { return }
            // Another constraint may have to give way: a user's, never a frame the app set.
            let victim = conflicting.compactMap { entriesBySolverID[$0] }.first { $0.madeTerms == nil && $0 !== entry } ?? entry
            takeOut(victim)
            broken[ObjectIdentifier(victim.constraint)] = victim
            reportConflict(breaking: victim, with: conflicting)
            if victim !== entry { setSolverConstant(of: entry) }
        }
    }

    private func reportConflict(breaking entry: Entry, with conflicting: [SolverConstraintID]) {
        broken[ObjectIdentifier(entry.constraint)] = entry
        var involved = [entry.constraint]
        for id in conflicting {
            if let other = entriesBySolverID[id], other !== entry { involved.append(other.constraint) }
        }
        LayoutConstraint.conflictHandler(LayoutConflict(constraints: involved, broken: entry.constraint))
    }

    /// UIKit's priorities as solver weights: each 125 points weigh ten times more, so that a
    /// standard level (250, 750) outweighs a hundred constraints of the level below it, and
    /// one point more still wins a tie.
    static func strength(of priority: LayoutPriority) -> SolverStrength {
        let clamped = priority.clamped
        return clamped.isRequired ? .required : .weight(pow(10, Double(clamped.rawValue) / 125))
    }

    // MARK: Expressions

    /// A user constraint's terms (first side less the second), its records retained; `nil` when
    /// an item is gone or outside the view it is installed on.
    private func userTerms(of entry: Entry, in host: View) -> [SolverTerm]? {
        let constraint = entry.constraint
        guard let first = side(constraint.firstItem, constraint.firstAttribute, in: host, for: entry) else { return nil }
        var terms = first.terms
        entry.fixedConstant = first.constant
        if constraint.secondAttribute != .notAnAttribute {
            guard let second = side(constraint.secondItem, constraint.secondAttribute, in: host, for: entry) else { return nil }
            let m = constraint.multiplier
            for term in second.terms { terms.append(SolverTerm(term.variable, -m * term.coefficient)) }
            entry.fixedConstant -= m * second.constant
        }
        return terms
    }

    /// One side of a constraint: the attribute of the item in the host view's coordinates.
    private func side(
        _ item: AnyObject?, _ attribute: LayoutConstraint.Attribute, in host: View, for entry: Entry
    ) -> (terms: [SolverTerm], constant: Double)? {
        var item = item
        var attribute = attribute
        let (plain, isMargin) = attribute.withoutMargin
        if isMargin, let view = item as? View {
            item = view.layoutMarginsGuide
            attribute = plain
        }
        guard let item, let owner = LayoutConstraint.ownerView(of: item), owner.isDescendant(of: host) else { return nil }
        let record = retain(item, for: entry)
        var terms: [SolverTerm] = []
        // The item's origin in the host's coordinates: its own, then each view's up to the host.
        if item !== host {
            if attribute.axisKind != .dimension {
                terms.append(SolverTerm(attribute.axisKind == .horizontal ? record.x : record.y))
            }
            var node: View? = (item as? View)?.superview ?? (item as? LayoutGuide)?.owningView
            if item is LayoutGuide, node === host { node = nil }
            while let view = node, view !== host, attribute.axisKind != .dimension {
                let through = retain(view, for: entry)
                terms.append(SolverTerm(attribute.axisKind == .horizontal ? through.x : through.y))
                node = view.superview
            }
        }
        let view = item as? View
        let mirrored = (view ?? owner).isLayoutMirrored
        switch attribute {
        case .width: terms.append(SolverTerm(record.width))
        case .height: terms.append(SolverTerm(record.height))
        case .left: break
        case .right: terms.append(SolverTerm(record.width))
        case .centerX: terms.append(SolverTerm(record.width, 0.5))
        case .leading, .trailing:
            // Right to left, positions along the leading-to-trailing direction run leftwards:
            // the leading edge is the right edge, negated, so that `+ 20` moves inwards.
            entry.usesDirection = true
            if mirrored {
                terms = terms.map { SolverTerm($0.variable, -$0.coefficient) }
                if attribute == .leading { terms.append(SolverTerm(record.width, -1)) }
            } else if attribute == .trailing {
                terms.append(SolverTerm(record.width))
            }
        case .top: break
        case .bottom: terms.append(SolverTerm(record.height))
        case .centerY: terms.append(SolverTerm(record.height, 0.5))
        case .firstBaseline, .lastBaseline:
            if view != nil { record.baselineUsers[ObjectIdentifier(entry.constraint)] = entry.constraint }
            if let baselines = view?.textBaselines() {
                return (terms, attribute == .firstBaseline ? baselines.first : baselines.last)
            }
            terms.append(SolverTerm(record.height))
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins, .centerYWithinMargins, .notAnAttribute:
            return nil
        }
        return (terms, 0)
    }

    // MARK: Records

    /// The record of an item, made (with its ties) on first use, counted as used by `entry`.
    private func retain(_ item: AnyObject, for entry: Entry) -> ItemRecord {
        let record = records[ObjectIdentifier(item)] ?? makeRecord(for: item)
        record.useCount += 1
        entry.records.append(record)
        return record
    }

    /// The fitting root's record, made if no constraint inside named the root itself.
    func record(forFitting root: View) -> ItemRecord {
        let record = records[ObjectIdentifier(root)] ?? makeRecord(for: root)
        record.useCount += 1
        return record
    }

    private func release(_ record: ItemRecord) {
        record.useCount -= 1
        guard record.useCount <= 0, let item = record.item else { return }
        for tie in record.ties + record.intrinsic { takeOut(tie) }
        record.ties = []
        if let owner = record.owner {
            record.owner = nil
            release(owner)
        }
        record.intrinsic = []
        records[ObjectIdentifier(item)] = nil
        for variable in [record.x, record.y, record.width, record.height] {
            recordsByVariable[variable] = nil
            solver.releaseVariable(variable)
        }
        framesToRestore[ObjectIdentifier(item)] = nil
    }

    private func makeRecord(for item: AnyObject) -> ItemRecord {
        let record = ItemRecord(item: item, solver: solver)
        records[ObjectIdentifier(item)] = record
        for variable in [record.x, record.y, record.width, record.height] { recordsByVariable[variable] = record }
        if let view = item as? View {
            // A view the engine holds has layout state, so that its frame changes reach the engine.
            _ = view.ensuredLayoutState
            if view.translatesAutoresizingMaskIntoConstraints && view !== fittingRoot {
                tieFrame(of: view, record)
            } else {
                if view === fittingRoot {
                    tie(record, [SolverTerm(record.x)], 0, "fitting origin x", view, .left)
                    tie(record, [SolverTerm(record.y)], 0, "fitting origin y", view, .top)
                }
                refreshIntrinsic(of: view, record)
            }
        } else if let guide = item as? LayoutGuide, let owner = guide.owningView {
            tieGuide(guide, record, to: owner)
        }
        return record
    }

    /// Required constraints keeping a view's variables at its frame (UIKit's autoresizing-mask
    /// constraints).
    private func tieFrame(of view: View, _ record: ItemRecord) {
        let frame = view.frame
        tie(record, [SolverTerm(record.x)], frame.minX, "autoresizing x", view, .left)
        tie(record, [SolverTerm(record.y)], frame.minY, "autoresizing y", view, .top)
        tie(record, [SolverTerm(record.width)], frame.width, "autoresizing width", view, .width)
        tie(record, [SolverTerm(record.height)], frame.height, "autoresizing height", view, .height)
    }

    /// Required constraints placing a system guide in its view: the view's size less the insets.
    private func tieGuide(_ guide: LayoutGuide, _ record: ItemRecord, to owner: View) {
        guard guide.kind != .custom else { return }
        let ownerRecord = records[ObjectIdentifier(owner)] ?? makeRecord(for: owner)
        ownerRecord.useCount += 1
        record.owner = ownerRecord
        let insets = LayoutEngine.guideInsets(guide.kind, of: owner)
        let w = SolverTerm(ownerRecord.width, -1), h = SolverTerm(ownerRecord.height, -1)
        switch guide.kind {
        case .custom: break
        case .layoutMargins, .safeArea:
            tie(record, [SolverTerm(record.x)], insets.left, "\(guide.identifier) left", guide, .left)
            tie(record, [SolverTerm(record.y)], insets.top, "\(guide.identifier) top", guide, .top)
            tie(record, [SolverTerm(record.width), w], -(insets.left + insets.right), "\(guide.identifier) width", guide, .width)
            tie(record, [SolverTerm(record.height), h], -(insets.top + insets.bottom), "\(guide.identifier) height", guide, .height)
        case .readableContent:
            tie(record, [SolverTerm(record.y)], insets.top, "readable top", guide, .top)
            tie(record, [SolverTerm(record.height), h], -(insets.top + insets.bottom), "readable height", guide, .height)
            tie(record, [SolverTerm(record.x), SolverTerm(record.width, 0.5), SolverTerm(ownerRecord.width, -0.5)],
                (insets.left - insets.right) / 2, "readable centre", guide, .centerX)
            tie(record, [SolverTerm(record.width), w], -(insets.left + insets.right), "readable within margins", guide, .width, .lessThanOrEqual)
            tie(record, [SolverTerm(record.width)], LayoutGuide.readableWidth, "readable width", guide, .width, .lessThanOrEqual)
            tie(record, [SolverTerm(record.width), w], -(insets.left + insets.right), "readable fills margins", guide, .width, priority: .required - 1)
        }
    }

    /// The insets a system guide keeps from its view's bounds.
    static func guideInsets(_ kind: LayoutGuide.Kind, of view: View) -> EdgeInsets {
        switch kind {
        case .custom: .zero
        case .safeArea: view.safeAreaInsets
        case .layoutMargins, .readableContent: view.effectiveLayoutMarginInsets
        }
    }

    /// Adds an engine-made constraint `Σ terms relation constant` to a record.
    func tie(
        _ record: ItemRecord, _ terms: [SolverTerm], _ constant: Double, _ name: String, _ item: AnyObject,
        _ attribute: LayoutConstraint.Attribute, _ relation: LayoutConstraint.Relation = .equal,
        priority: LayoutPriority = .required
    ) {
        let constraint = LayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: constant)
        constraint.identifier = name
        constraint.priority = priority
        let entry = Entry(constraint: constraint, madeTerms: terms)
        record.ties.append(entry)
        insert(entry, terms: terms)
    }

    // MARK: Intrinsic sizes

    /// Makes (or updates) the hugging and compression inequalities of a view placed by
    /// constraints, from its current intrinsic size and priorities.
    private func refreshIntrinsic(of view: View, _ record: ItemRecord, width: Double? = nil) {
        let size = view.translatesAutoresizingMaskIntoConstraints && view !== fittingRoot
            ? Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
            : width.map { view.intrinsicContentSize(forWidth: $0) } ?? view.intrinsicContentSize
        let wanted = [
            (size.width, record.width, LayoutConstraint.Axis.horizontal, LayoutConstraint.Attribute.width),
            (size.height, record.height, .vertical, .height),
        ].flatMap { value, variable, axis, attribute -> [(Double, SolverVariable, LayoutConstraint.Relation, LayoutPriority, LayoutConstraint.Attribute, String)] in
            guard value >= 0, value.isFinite else { return [] }
            return [
                (value, variable, .lessThanOrEqual, view.contentHuggingPriority(for: axis), attribute, "hugging"),
                (value, variable, .greaterThanOrEqual, view.contentCompressionResistancePriority(for: axis), attribute, "compression resistance"),
            ]
        }
        let sameShape = wanted.count == record.intrinsic.count && zip(wanted, record.intrinsic).allSatisfy { want, entry in
            want.1 == entry.madeTerms?.first?.variable && want.2 == entry.constraint.relation && want.3 == entry.constraint.priority
        }
        record.intrinsicSize = size
        if sameShape {
            for (want, entry) in zip(wanted, record.intrinsic) where entry.constraint.constant != want.0 {
                entry.constraint.constant = want.0
                setSolverConstant(of: entry)
            }
            return
        }
        for entry in record.intrinsic { takeOut(entry) }
        record.intrinsic = wanted.map { value, variable, relation, priority, attribute, name in
            let constraint = LayoutConstraint(item: view, attribute: attribute, relatedBy: relation, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: value)
            constraint.identifier = "intrinsic \(attribute) \(name)"
            constraint.priority = priority
            let entry = Entry(constraint: constraint, madeTerms: [SolverTerm(variable)])
            insert(entry, terms: [SolverTerm(variable)])
            return entry
        }
    }

    func intrinsicContentSizeDidChange(of view: View) {
        guard records[ObjectIdentifier(view)] != nil else { return }
        staleIntrinsic[ObjectIdentifier(view)] = view
        noteChange()
    }

    func intrinsicPrioritiesDidChange(of view: View) {
        intrinsicContentSizeDidChange(of: view)
    }

    func translatesAutoresizingMaskDidChange(of view: View) {
        guard let record = records[ObjectIdentifier(view)] else { return }
        for tie in record.ties { takeOut(tie) }
        record.ties = []
        if view.translatesAutoresizingMaskIntoConstraints { tieFrame(of: view, record) }
        refreshIntrinsic(of: view, record)
        noteChange()
    }

    /// The insets of a view's margins or safe area changed: its guides follow.
    func guideInsetsDidChange(of view: View) {
        guard let state = view.layoutState else { return }
        for guide in [state.marginsGuide, state.safeAreaGuide, state.readableGuide].compactMap({ $0 }) {
            guard let record = records[ObjectIdentifier(guide)] else { continue }
            let insets = LayoutEngine.guideInsets(guide.kind, of: view)
            let constants: [Double] = switch guide.kind {
            case .custom: []
            case .layoutMargins, .safeArea: [insets.left, insets.top, -(insets.left + insets.right), -(insets.top + insets.bottom)]
            case .readableContent:
                [insets.top, -(insets.top + insets.bottom), (insets.left - insets.right) / 2, -(insets.left + insets.right),
                 LayoutGuide.readableWidth, -(insets.left + insets.right)]
            }
            for (entry, constant) in zip(record.ties, constants) where entry.constraint.constant != constant {
                entry.constraint.constant = constant
                setSolverConstant(of: entry)
            }
        }
    }

    /// A view's frame changed: a kept frame moves its variables; a frame the engine owns, set by
    /// the app, is put back at the next update.
    func frameDidChange(of view: View) {
        guard !isApplying, let record = records[ObjectIdentifier(view)] else { return }
        if view.translatesAutoresizingMaskIntoConstraints && view !== fittingRoot {
            let frame = view.frame
            for (entry, constant) in zip(record.ties, [frame.minX, frame.minY, frame.width, frame.height])
            where entry.constraint.constant != constant {
                entry.constraint.constant = constant
                setSolverConstant(of: entry)
            }
        } else {
            framesToRestore[ObjectIdentifier(view)] = record
            noteChange()
        }
    }

    /// The layout direction changed somewhere: constraints naming leading or trailing are made again.
    func layoutDirectionDidChange() {
        for entry in entries.values where entry.usesDirection { rebuild(entry) }
        noteChange()
    }

    private func noteChange() {
        guard !needsUpdate else { return }
        needsUpdate = true
        window?.requestFrame()
    }

    // MARK: Applying

    /// Brings intrinsic sizes up to date and sets the frames of the views whose variables moved.
    /// Setting a frame can move more (a view keeping its frame inside one that grew): repeats
    /// until nothing moves, a few rounds at most.
    func update() {
        var rounds = 0
        while needsUpdate, rounds < 16 {
            needsUpdate = false
            rounds += 1
            for view in staleIntrinsic.values {
                guard let record = records[ObjectIdentifier(view)] else { continue }
                refreshIntrinsic(of: view, record)
                for constraint in record.baselineUsers.values {
                    if let entry = entries[ObjectIdentifier(constraint)] { rebuild(entry) }
                }
            }
            staleIntrinsic = [:]
            var moved: [ObjectIdentifier: ItemRecord] = framesToRestore
            framesToRestore = [:]
            for variable in solver.takeChangedVariables() {
                if let record = recordsByVariable[variable], let item = record.item { moved[ObjectIdentifier(item)] = record }
            }
            isApplying = true
            for record in sortedByDepth(moved.values) {
                guard let view = record.item as? View, !view.translatesAutoresizingMaskIntoConstraints || view === fittingRoot else { continue }
                let frame = solvedFrame(of: record)
                if view !== fittingRoot { view.frame = frame }
            }
            isApplying = false
        }
    }

    /// Outer views first, so that a container's new size reaches its kept-frame subviews before
    /// theirs is read.
    private func sortedByDepth(_ records: some Collection<ItemRecord>) -> [ItemRecord] {
        guard records.count > 1 else { return Array(records) }
        return records.map { record -> (Int, ItemRecord) in
            var depth = 0
            var node = (record.item as? View)?.superview
            while let current = node { depth += 1; node = current.superview }
            return (depth, record)
        }.sorted { $0.0 < $1.0 }.map(\.1)
    }

    private func solvedFrame(of record: ItemRecord) -> Rect {
        Rect(x: solver.value(of: record.x), y: solver.value(of: record.y),
             width: solver.value(of: record.width), height: solver.value(of: record.height))
    }

    /// A guide's rectangle as solved, if the guide takes part.
    func solvedFrame(of guide: LayoutGuide) -> Rect? {
        records[ObjectIdentifier(guide)].map(solvedFrame(of:))
    }

    /// A view's size as solved (for a fitting engine's root).
    func solvedSize(of view: View) -> Size? {
        records[ObjectIdentifier(view)].map { Size(width: solver.value(of: $0.width), height: solver.value(of: $0.height)) }
    }

    /// Whether the constraints leave the item's place or size open, as UIKit's ambiguity check:
    /// whether one of its variables can move a point either way at no cost to any constraint.
    /// Each is pulled by an edit far weaker than any priority (so it moves only where moving is
    /// free), then put back where it was.
    func isAmbiguous(_ item: AnyObject) -> Bool {
        guard let record = records[ObjectIdentifier(item)] else { return false }
        return [record.x, record.y, record.width, record.height].contains { variable in
            let original = solver.value(of: variable)
            solver.addEditVariable(variable, weight: 1e-3)
            defer {
                solver.suggestValue(original, for: variable)
                solver.removeEditVariable(variable)
            }
            return [1.0, -1.0].contains { delta in
                solver.suggestValue(original + delta, for: variable)
                return abs(solver.value(of: variable) - original) > 0.5
            }
        }
    }

    /// Whether the engine holds the item.
    func takesPart(_ item: AnyObject) -> Bool { records[ObjectIdentifier(item)] != nil }

    /// The active constraints the solver left out.
    var brokenConstraints: [LayoutConstraint] { broken.values.map(\.constraint) }

    /// Whether a constraint is in the solver (active and not broken).
    func isSatisfied(_ constraint: LayoutConstraint) -> Bool {
        entries[ObjectIdentifier(constraint)]?.solverID != nil
    }

    /// The constraints the engine made for an item (its kept frame, its guide ties, its intrinsic size).
    func madeConstraints(of item: AnyObject) -> [LayoutConstraint] {
        guard let record = records[ObjectIdentifier(item)] else { return [] }
        return (record.ties + record.intrinsic).map(\.constraint)
    }
}

extension LayoutEngine {
    /// Holds a fitting engine's root to a target size, each direction at its priority.
    func fit(_ root: View, to target: Size, horizontal: LayoutPriority, vertical: LayoutPriority) {
        let record = record(forFitting: root)
        tie(record, [SolverTerm(record.width)], target.width, "fitting width", root, .width, priority: horizontal)
        tie(record, [SolverTerm(record.height)], target.height, "fitting height", root, .height, priority: vertical)
        // Wrapping text is as tall as its solved width makes it: measure again at that width
        // until the widths settle (UIKit's two-pass layout of multi-line labels).
        for _ in 0..<4 {
            var remeasured = false
            for record in allRecords {
                guard let view = record.item as? View, view.intrinsicHeightFollowsWidth else { continue }
                let width = solver.value(of: record.width)
                guard width != record.measuredWidth else { continue }
                record.measuredWidth = width
                refreshIntrinsic(of: view, record, width: width)
                remeasured = true
            }
            if !remeasured { break }
        }
    }
}
