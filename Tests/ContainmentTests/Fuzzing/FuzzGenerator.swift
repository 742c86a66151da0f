import Containment
import ContainmentTestSupport

/// Draws the next step from the seed's generator, looking at the world so most steps do
/// something (a free controller to add, a child to remove, a nav with something to pop), with a
/// share of deliberately invalid ones.
@MainActor
enum FuzzGenerator {
    /// The first steps of every sequence: the containers go on screen (shrinking may drop them).
    static func opening(_ world: FuzzWorld) -> [FuzzStep] {
        [
            .add(child: world.menu, parent: world.root, frame: [0, 0, 1, 0.5]),
            .add(child: world.drawer, parent: world.root, frame: [0, 0.5, 0.5, 0.5]),
            .add(child: world.nav, parent: world.root, frame: [0.5, 0.5, 0.5, 0.5]),
        ]
    }

    private static let durations = [0, 0.001, 0.01, 0.05, 0.1, 0.17, 0.25, 0.35, 0.5, 1, 3]
    private static let fractions = [0, 0.25, 0.5, 0.75]

    static func next(_ rng: inout SplitMix64, _ world: FuzzWorld) -> FuzzStep {
        // The lists are made only when the drawn case needs them: the generator runs every step.
        let all = world.controllers.indices
        let count = world.controllers.count
        var free: [Int] { all.filter(world.isFree) }
        let generic = world.genericContainers
        var genericChildren: [Int] {
            all.filter { index in
                guard let parent = world.controllers[index].parent, let p = world.index(of: parent) else { return false }
                return world.isGenericContainer(p)
            }
        }
        func any() -> Int { rng.below(count) }
        func freeOrAny() -> Int { rng.chance(0.85) ? (rng.pick(free) ?? any()) : any() }
        func bool() -> Bool { rng.chance(0.5) }
        func navIndex() -> Int { rng.pick(world.navs) ?? world.nav }

        if !world.window.isVisible, rng.chance(0.05) { return .setWindowVisible(true) }
        if world.isQuiescent, world.window.isVisible, rng.chance(0.02) { return .restorationRoundTrip }
        switch rng.below(128) {
        case 0..<9:
            let w = fractions[rng.below(4)] == 0.75 ? 0.25 : 0.5
            return .add(child: freeOrAny(), parent: rng.pick(generic) ?? world.root,
                        frame: [fractions[rng.below(3)], fractions[rng.below(3)], w, rng.chance(0.5) ? 0.5 : 0.25])
        case 9..<15:
            return .remove(rng.pick(genericChildren) ?? any())
        case 15..<20:
            guard let from = rng.pick(genericChildren), let parent = world.controller(from)?.parent,
                  let p = world.index(of: parent), let to = rng.pick(free) else { return .advance(0.1) }
            return .transition(parent: p, from: from, to: to, duration: durations[rng.below(durations.count)], flip: rng.chance(0.3))
        case 20..<22: return .blink(any())
        case 22..<24: return .unbalanced(any(), end: bool())
        case 24..<31: return .push(nav: navIndex(), freeOrAny(), animated: rng.chance(0.7))
        case 31..<36: return .pop(nav: navIndex(), animated: rng.chance(0.7))
        case 36: return .popToRoot(nav: navIndex(), animated: bool())
        case 37:
            let nav = navIndex()
            let stack = (world.controller(nav) as? NavigationController)?.viewControllers.compactMap(world.index(of:)) ?? []
            return .popTo(nav: nav, rng.pick(stack) ?? any(), animated: bool())
        case 38:
            let nav = navIndex()
            var stack = (world.controller(nav) as? NavigationController)?.viewControllers.compactMap(world.index(of:)) ?? []
            if rng.chance(0.5), !stack.isEmpty { stack.removeLast() }
            if rng.chance(0.6) { stack.append(freeOrAny()) }
            if rng.chance(0.2) { stack.shuffle(using: &rng) }
            return .setStack(nav: nav, stack, animated: bool())
        case 39..<46:
            let targets = world.navs + [world.drawer, world.drawer, world.page, world.menu, world.tab]
            let start: FuzzStep.DragStart = [.leftEdge, .leftEdge, .rightEdge, .middle][rng.below(4)]
            let dx = Double(rng.below(17) - 8) * 50
            return .drag(on: rng.pick(targets) ?? world.nav, start: start, dx: dx, moves: 1 + rng.below(6),
                         interval: [0.005, 0.02, 0.1, 0.3][rng.below(4)], release: rng.chance(0.85))
        case 46: return .pointerUp
        case 47..<50: return .selectTab(rng.below(5) == 4 ? TabBarController.noSelection : rng.below(4), fromUser: bool())
        case 50: return .setTabs((0..<rng.below(4)).map { _ in freeOrAny() })
        case 51..<53: return .setPage(freeOrAny(), forward: bool(), animated: rng.chance(0.7))
        case 53..<56: return .turnPage(next: rng.chance(0.6), animated: rng.chance(0.7))
        case 56..<58: return .openDrawer(rng.pick(DrawerSide.allCases) ?? .left, animated: rng.chance(0.7))
        case 58..<60: return .closeDrawer(animated: rng.chance(0.7))
        case 60: return .toggleDrawer(rng.pick(DrawerSide.allCases) ?? .left, animated: bool())
        case 61: return .setDrawerChild(role: rng.pick(DrawerSide.allCases) ?? .none, freeOrAny())
        case 62..<66: return .swapMenu(rng.below(4))
        case 66..<68: return .toggleMenu
        case 68..<72:
            let shown = all.filter { world.controller($0).map(world.isShown) ?? false }
            let candidate = rng.chance(0.3) ? world.split : freeOrAny()
            return .present(presenter: rng.pick(shown) ?? world.root, candidate, style: rng.below(FuzzWorld.styles.count), crossDissolve: bool(), animated: rng.chance(0.7))
        case 72..<76:
            let presented = all.filter { world.controller($0)?.presentingViewController != nil }
            return .dismiss(rng.chance(0.8) ? (rng.pick(presented) ?? any()) : any(), animated: rng.chance(0.7))
        case 76..<78: return .showDetail(freeOrAny())
        case 78..<82:
            let width = Double(300 + rng.below(21) * 50), height = Double(300 + rng.below(13) * 50)
            return .resize(width: width, height: height, duration: rng.chance(0.3) ? 0.3 : 0)
        case 82: return .setWindowVisible(!world.window.isVisible)
        case 83..<85: return .key(rng.below(FuzzStep.keyNames.count))
        case 85..<95: return .advance(durations[rng.below(durations.count)])
        case 100..<112: return content(&rng, world)
        case 112..<115:
            let shown = all.filter { world.controller($0).map(world.isShown) ?? false }
            return .customPresent(presenter: rng.pick(shown) ?? world.root, freeOrAny(), interactive: rng.chance(0.6))
        case 115..<117:
            let custom = all.filter { world.controller($0)?.presentingViewController != nil }
            return .customDismiss(rng.pick(custom) ?? any(), interactive: rng.chance(0.6))
        case 117: return .customNavigation(animates: rng.chance(0.7), interactive: rng.chance(0.5))
        case 118..<122: return .interact(progress: fractions[rng.below(4)] + 0.1, end: rng.below(3))
        case 122..<125:
            return .sheetDrag(dy: Double(rng.below(17) - 6) * 50, moves: 1 + rng.below(8),
                              interval: [0.005, 0.02, 0.1, 0.3][rng.below(4)], release: rng.chance(0.85))
        case 125: return .selectDetent(large: bool(), animated: bool())
        case 126: return .setModalInPresentation(rng.chance(0.3))
        case 127: return .clickOutside
        default:
            let kinds: [FuzzStep.Invalid] = [.didMoveToStranger, .rootFromChild, .transitionNonChildren, .popToStranger, .stealView, .presentChild]
            let kind = rng.pick(kinds) ?? .didMoveToStranger
            let a = kind == .popToStranger ? navIndex() : (kind == .rootFromChild || kind == .presentChild ? (rng.pick(all.filter { world.controllers[$0].parent != nil }) ?? any()) : any())
            return .invalid(kind, a, any())
        }
    }

    /// Offsets and sizes for content steps: in range, at the edges, past them, and the values
    /// app code gets wrong (negative, NaN, infinite).
    private static let offsets: [Double] = [0, 1, 20, 50, 100, 150, 300, 1_000, -1, -500, 1e9, .nan, .infinity, -.infinity]
    private static let sizes: [Double] = [0, 10, 80, 120, 240, 400, 2_000, -50]
    private static let texts: [String?] = [nil, "", "a", "Hello, world", "line one\nline two", "ünïcødé ✓"]

    /// A content step on a controller whose view holds content: mostly one on screen, else any
    /// loaded one (an unloaded one does nothing). Index paths are mostly rows the table has, and
    /// otherwise missing ones: past the end, negative, or of one or three indexes.
    private static func content(_ rng: inout SplitMix64, _ world: FuzzWorld) -> FuzzStep {
        let holders = world.contentHolders
        let shown = holders.filter { world.controller($0).map(world.isShown) ?? false }
        let owner = (rng.chance(0.8) ? rng.pick(shown) : nil) ?? rng.pick(holders) ?? world.root
        func offset() -> Double { offsets[rng.below(offsets.count)] }
        func size() -> Double { sizes[rng.below(sizes.count)] }
        func path() -> [Int] {
            let rows = world.content(owner)?.rowCounts ?? []
            switch rng.below(10) {
            case 0: return [rng.below(3)]
            case 1: return [rng.below(3), rng.below(3), rng.below(3)]
            case 2: return [rng.below(4), rng.below(12) - 2]
            default:
                guard let section = rows.indices.randomElement(using: &rng), rows[section] > 0 else { return [0, 0] }
                return [section, rng.below(rows[section])]
            }
        }
        let action: FuzzStep.ContentAction
        switch rng.below(28) {
        case 0..<3: action = .scroll(table: rng.chance(0.4), x: offset(), y: offset(), animated: rng.chance(0.3))
        case 3: action = .scrollBy(x: offsets[rng.below(8)] - 50, y: offsets[rng.below(8)] - 50)
        case 4: action = .setContentSize(width: size(), height: size())
        case 5: action = .resizeScrollView(width: size(), height: size())
        case 6: action = .scrollRowToVisible(path())
        case 7..<10: action = .select(path(), fromUser: rng.chance(0.5))
        case 10: action = rng.chance(0.5) ? .selectNone : .deselect(path())
        // Now and then a long table, scrolled through by the scroll steps (its live cells stay few).
        case 11: action = .reload((0..<rng.below(4)).map { _ in rng.chance(0.15) ? [200, 1_000][rng.below(2)] : rng.below(12) })
        case 12: action = .setRowHeight([0, 1, 22, 44, 100, -10][rng.below(6)])
        case 13..<15: action = .setText(field: rng.chance(0.5), texts[rng.below(texts.count)], fromUser: rng.chance(0.5))
        case 15: action = .setImage(rng.chance(0.5))
        case 16: action = .setEnabled(rng.chance(0.6))
        case 17..<19: action = .focus(rng.below(4), become: rng.chance(0.6))
        case 19: action = .hide(rng.below(4), hidden: rng.chance(0.3))
        case 24..<28:
            let layout = world.content(owner)?.layout
            action = .layout(FuzzLayoutAction.random(&rng, made: layout?.constraints.count ?? 0, labels: layout?.labels.count ?? 0))
        default: action = .update(FuzzTableUpdate.random(&rng, rows: world.content(owner)?.rowCounts ?? []))
        }
        return .content(owner, action)
    }
}
