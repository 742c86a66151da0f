import Containment

/// One operation of a fuzzed sequence. Controllers are named by their index in the world's
/// registry, so a sequence is plain data: it replays, shrinks and prints.
enum FuzzStep: Equatable, Sendable {
    enum DragStart: String, Sendable { case leftEdge, rightEdge, middle }
    enum Invalid: String, Sendable { case didMoveToStranger, rootFromChild, transitionNonChildren, popToStranger, stealView, presentChild }

    /// Generic containment, UIKit's sequence: addChild, view in (frame = fractions of the parent), didMove.
    case add(child: Int, parent: Int, frame: [Double])
    /// willMove(nil), view out, removeFromParent (children of generic containers only).
    case remove(Int)
    /// Swap a child of a generic container for a free controller through `transition(from:to:)`.
    case transition(parent: Int, from: Int, to: Int, duration: Double, flip: Bool)
    /// begin in the opposite direction, turn around, end: a balanced manual blink.
    case blink(Int)
    /// An unbalanced call (an end at rest, or a repeated begin): ignored with a warning.
    case unbalanced(Int, end: Bool)
    case push(nav: Int, Int, animated: Bool)
    case pop(nav: Int, animated: Bool)
    case popToRoot(nav: Int, animated: Bool)
    case popTo(nav: Int, Int, animated: Bool)
    case setStack(nav: Int, [Int], animated: Bool)
    /// A real pointer drag through `window.handlePointer`, left held down unless `release`.
    case drag(on: Int, start: DragStart, dx: Double, moves: Int, interval: Double, release: Bool)
    case pointerUp
    case selectTab(Int, fromUser: Bool)
    case setTabs([Int])
    case setPage(Int, forward: Bool, animated: Bool)
    case turnPage(next: Bool, animated: Bool)
    case openDrawer(DrawerSide, animated: Bool)
    case closeDrawer(animated: Bool)
    case toggleDrawer(DrawerSide, animated: Bool)
    case setDrawerChild(role: DrawerSide, Int)
    case swapMenu(Int)
    case toggleMenu
    case present(presenter: Int, Int, style: Int, crossDissolve: Bool, animated: Bool)
    case dismiss(Int, animated: Bool)
    /// `.custom` presentation through the world's transitioning delegate (``FuzzTransitions``),
    /// interactive when `interactive` (driven by ``interact(progress:end:)`` steps).
    case customPresent(presenter: Int, Int, interactive: Bool)
    /// An animated dismissal through the controller's transitioning delegate, if any.
    case customDismiss(Int, interactive: Bool)
    /// Whether the main navigation controller's pushes and pops go through the animator, and
    /// whether the next one is interactive.
    case customNavigation(animates: Bool, interactive: Bool)
    /// Moves the interaction handed out last to `progress`, then: 0 nothing, 1 finish, 2 cancel.
    case interact(progress: Double, end: Int)
    case showDetail(Int)
    case resize(width: Double, height: Double, duration: Double)
    case setWindowVisible(Bool)
    case advance(Double)
    /// A key through the window's responder chain (``FuzzStep/keys``): the containers' own keys
    /// act on whatever is on screen.
    case key(Int)
    /// A misuse UIKit raises for; must be refused and change nothing.
    case invalid(Invalid, Int, Int)
    /// A drag of the topmost presented controller's top edge (a sheet's grabber) by `dy`.
    case sheetDrag(dy: Double, moves: Int, interval: Double, release: Bool)
    /// The topmost presented sheet's selected detent set by code.
    case selectDetent(large: Bool, animated: Bool)
    /// `isModalInPresentation` of the topmost presented controller.
    case setModalInPresentation(Bool)
    /// A click at the window's bottom left corner (outside a popover).
    case clickOutside
    /// Acts on the content views (``FuzzContent``) of a controller's loaded view.
    case content(Int, ContentAction)
    /// The window's state saved, restored into a fresh world's window and saved again: equal,
    /// with balanced callbacks (``FuzzRestoration``). Nothing happens unless at rest and visible.
    case restorationRoundTrip

    /// What a ``FuzzStep/content(_:_:)`` step does. Values may be out of range (offsets below
    /// zero or past the end, NaN and infinities, index paths of missing rows or of one or three
    /// indexes): the views clamp or ignore them, and never trap.
    enum ContentAction: Equatable, Sendable {
        /// `setContentOffset` of the scroll view, or of the table.
        case scroll(table: Bool, x: Double, y: Double, animated: Bool)
        /// `contentOffset += (x, y)` on the scroll view.
        case scrollBy(x: Double, y: Double)
        case setContentSize(width: Double, height: Double)
        /// A new size for the scroll view's frame (the offset must follow it into range).
        case resizeScrollView(width: Double, height: Double)
        /// `scrollRectToVisible(rectForRow(at:))` on the table.
        case scrollRowToVisible([Int])
        case select([Int], fromUser: Bool)
        case selectNone
        case deselect([Int])
        /// New rows per section in the data source, then `reloadData()`.
        case reload([Int])
        case setRowHeight(Double)
        /// The text field's (`field`) or text view's text, set by code or as the user types.
        case setText(field: Bool, String?, fromUser: Bool)
        /// The image view shows the world's image, or none.
        case setImage(Bool)
        case setEnabled(Bool)
        /// `becomeFirstResponder()` or `resignFirstResponder()` on the field, text view, table or image view.
        case focus(Int, become: Bool)
        /// Hides or shows the field, text view, table or image view.
        case hide(Int, hidden: Bool)
        /// Rows inserted, deleted, moved or reloaded in the model and the table (``FuzzTableUpdate``).
        case update(FuzzTableUpdate)
        /// Constraints and views of the content's layout box (``FuzzLayout``).
        case layout(FuzzLayoutAction)

        /// The action as a line of Swift-ish code on the content of `owner`.
        func line(_ owner: String) -> String {
            let responders = ["field", "textView", "table", "imageView"]
            func path(_ p: [Int]) -> String { "IndexPath(indexes: \(p))" }
            switch self {
            case let .scroll(table, x, y, a): return "\(owner).\(table ? "table" : "scrollView").setContentOffset(Point(x: \(x), y: \(y)), animated: \(a))"
            case let .scrollBy(x, y): return "\(owner).scrollView.contentOffset += (\(x), \(y))"
            case let .setContentSize(w, h): return "\(owner).scrollView.contentSize = Size(width: \(w), height: \(h))"
            case let .resizeScrollView(w, h): return "\(owner).scrollView.frame.size = Size(width: \(w), height: \(h))"
            case let .scrollRowToVisible(p): return "\(owner).table.scrollRectToVisible(rectForRow(at: \(path(p))))"
            case let .select(p, user): return "\(owner).table.\(user ? "selectRowFromUser" : "selectRow")(at: \(path(p)))"
            case .selectNone: return "\(owner).table.selectRow(at: nil, animated: false, scrollPosition: .none)"
            case let .deselect(p): return "\(owner).table.deselectRow(at: \(path(p)), animated: false)"
            case let .reload(rows): return "\(owner).rowCounts = \(rows); table.reloadData()"
            case let .setRowHeight(h): return "\(owner).table.rowHeight = \(h)"
            case let .setText(field, text, user):
                return "\(owner).\(field ? "field" : "textView")\(user ? ".setTextFromUser" : ".text = ")(\(text.map { "\"\($0)\"" } ?? "nil"))"
            case let .setImage(shown): return "\(owner).imageView.image = \(shown ? "image" : "nil")"
            case let .setEnabled(enabled): return "\(owner).field.isEnabled = \(enabled)"
            case let .focus(t, become): return "\(owner).\(responders[t % 4]).\(become ? "become" : "resign")FirstResponder()"
            case let .hide(t, hidden): return "\(owner).\(responders[t % 4]).isHidden = \(hidden)"
            case let .update(update): return update.line(owner)
            case let .layout(action): return action.line(owner)
            }
        }
    }

    /// The keys a `.key` step presses (``FuzzWorld/keys`` has them): the containers' own, and
    /// one that nothing takes.
    static let keyNames = [
        "inputEscape, modifierFlags: []", "inputLeftArrow, modifierFlags: .alternate",
        "inputPageDown, modifierFlags: .control", "inputPageUp, modifierFlags: .control", "\"\\t\", modifierFlags: []",
    ]

    /// Whether the step's call may be refused. The others (pops, drawer and menu slides,
    /// resizes, the clock, the window shown or hidden) must never trip a refusal, so the runner
    /// need not photograph the tree before them: any refusal there is a failure in itself.
    var mayBeRefused: Bool {
        if case .content(_, .update(let update)) = self { return update.mayBeRefused }
        return switch self {
        case .remove, .blink, .unbalanced, .pop, .popToRoot, .pointerUp, .openDrawer, .closeDrawer, .toggleDrawer,
             .toggleMenu, .resize, .setWindowVisible, .advance, .content, .customNavigation, .interact, .restorationRoundTrip:
            false
        default:
            true
        }
    }

    /// The step as a line of Swift-ish code.
    func line(_ names: [String]) -> String {
        func n(_ i: Int) -> String { i >= 0 && i < names.count ? names[i] : "#\(i)" }
        switch self {
        case let .add(child, parent, frame): return "add(\(n(child)), to: \(n(parent)), frame: \(frame))"
        case let .remove(c): return "remove(\(n(c)))  // willMove(nil), view out, removeFromParent()"
        case let .transition(p, f, t, d, flip): return "\(n(p)).transition(from: \(n(f)), to: \(n(t)), duration: \(d)\(flip ? ", options: .transitionFlipFromLeft" : ""))"
        case let .blink(c): return "blink(\(n(c)))  // begin(opposite), begin(back), end"
        case let .unbalanced(c, end): return end ? "\(n(c)).endAppearanceTransition()" : "\(n(c)).beginAppearanceTransition(<same direction>)"
        case let .push(nav, c, a): return "\(n(nav)).pushViewController(\(n(c)), animated: \(a))"
        case let .pop(nav, a): return "\(n(nav)).popViewController(animated: \(a))"
        case let .popToRoot(nav, a): return "\(n(nav)).popToRootViewController(animated: \(a))"
        case let .popTo(nav, c, a): return "\(n(nav)).popToViewController(\(n(c)), animated: \(a))"
        case let .setStack(nav, cs, a): return "\(n(nav)).setViewControllers([\(cs.map(n).joined(separator: ", "))], animated: \(a))"
        case let .drag(on, start, dx, moves, interval, release):
            return "drag(on: \(n(on)), from: .\(start.rawValue), dx: \(dx), moves: \(moves), interval: \(interval)\(release ? "" : ", held"))"
        case .pointerUp: return "pointerUp()"
        case let .sheetDrag(dy, moves, interval, release):
            return "dragTopmostSheet(dy: \(dy), moves: \(moves), interval: \(interval)\(release ? "" : ", held"))"
        case let .selectDetent(large, animated):
            return "topmost.sheetPresentationController.selectedDetentIdentifier = .\(large ? "large" : "medium")\(animated ? "  // in animateChanges" : "")"
        case let .setModalInPresentation(modal): return "topmost.isModalInPresentation = \(modal)"
        case .clickOutside: return "click(bottomLeftCorner)"
        case .restorationRoundTrip: return "restorationRoundTrip()  // save, restore into a fresh window, save again"
        case let .selectTab(i, user): return user ? "Tab.selectFromUser(index: \(i))" : "Tab.selectedIndex = \(i)"
        case let .setTabs(cs): return "Tab.viewControllers = [\(cs.map(n).joined(separator: ", "))]"
        case let .setPage(c, f, a): return "Page.setViewControllers([\(n(c))], direction: .\(f ? "forward" : "reverse"), animated: \(a))"
        case let .turnPage(next, a): return "Page.\(next ? "goToNextPage" : "goToPreviousPage")(animated: \(a))"
        case let .openDrawer(side, a): return "Drawer.open(.\(side.rawValue), animated: \(a))"
        case let .closeDrawer(a): return "Drawer.close(animated: \(a))"
        case let .toggleDrawer(side, a): return "Drawer.toggle(.\(side.rawValue), animated: \(a))"
        case let .setDrawerChild(role, c):
            return "Drawer.\(role == .none ? "centerViewController" : role == .left ? "leftDrawerViewController" : "rightDrawerViewController") = \(n(c))"
        case let .swapMenu(i): return "Menu.replaceVisibleViewController(withViewControllerAt: \(i))"
        case .toggleMenu: return "Menu.toggleMenu()"
        case let .present(p, c, style, dissolve, a):
            return "\(n(c)).modalPresentationStyle = .\(FuzzWorld.styles[style % FuzzWorld.styles.count]); \(n(p)).present(\(n(c)), animated: \(a))\(dissolve ? "  // crossDissolve" : "")"
        case let .dismiss(c, a): return "\(n(c)).dismiss(animated: \(a))"
        case let .customPresent(p, c, i):
            return "\(n(c)).modalPresentationStyle = .custom; \(n(c)).transitioningDelegate = transitions; \(n(p)).present(\(n(c)), animated: true)\(i ? "  // interactive" : "")"
        case let .customDismiss(c, i): return "\(n(c)).dismiss(animated: true)\(i ? "  // interactive" : "")"
        case let .customNavigation(animates, i): return "transitions.navigationAnimates = \(animates)\(i ? "; next interactive" : "")"
        case let .interact(progress, end): return "interaction.update(\(progress))\(["", "; finish()", "; cancel()"][end % 3])"
        case let .showDetail(c): return "Split.showDetailViewController(\(n(c)), sender: nil)"
        case let .resize(w, h, d): return "window.resize(to: Size(width: \(w), height: \(h)), duration: \(d))"
        case let .setWindowVisible(v): return v ? "window.makeKeyAndVisible()" : "window.hide()"
        case let .advance(s): return "clock.advance(by: \(s))"
        case let .key(k): return "window.handleKeyCommand(input: \(FuzzStep.keyNames[k % FuzzStep.keyNames.count]))"
        case let .invalid(kind, a, b): return "invalid.\(kind.rawValue)(\(n(a)), \(n(b)))"
        case let .content(c, action): return action.line(n(c))
        }
    }
}
