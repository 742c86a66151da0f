/// The navigation stack in the window's history: each push and pop (a button, a key, a swipe,
/// the app's code) is a move; going back pops what was pushed and pushes again what was popped,
/// through ``NavigationController/popToViewController(_:animated:)``,
/// ``NavigationController/pushViewController(_:animated:)`` and
/// ``NavigationController/setViewControllers(_:animated:)``, so the callbacks are a push's and a
/// pop's. A place is the top controller with the stack's depth as its value (so a push costs the
/// same at any depth); a replacement that is neither a push nor a pop keeps the whole stack. A
/// pop is a move back: it takes its push out of the back list.
extension NavigationController: ContainerHistoryRestoring {
    /// Records a change of the stack, right after `plan` was applied.
    func recordHistoryStackChange(_ plan: StackPlan) {
        guard let oldTop = plan.oldTop, let newTop = plan.newTop, oldTop !== newTop else { return }
        switch plan.change {
        case .push:
            recordTopChange(from: oldTop, depth: stack.count - 1, to: newTop, depth: stack.count)
        case .popTop:
            recordTopChange(from: oldTop, depth: stack.count + 1, to: newTop, depth: stack.count)
        case .replace(let newStack):
            let oldStack = plan.previousStack(from: stack)
            if Self.isPrefix(newStack, of: oldStack) || Self.isPrefix(oldStack, of: newStack) {
                recordTopChange(from: oldTop, depth: oldStack.count, to: newTop, depth: newStack.count)
            } else {
                recordHistoryMove(from: HistoryState(viewControllers: oldStack, value: oldStack.count),
                                  to: HistoryState(viewControllers: newStack, value: newStack.count))
            }
        }
    }

    /// Records an interactive pop that finished: `popped` left, `revealed` is on top.
    func recordHistoryPop(of popped: ViewController, revealing revealed: ViewController) {
        recordTopChange(from: popped, depth: stack.count + 1, to: revealed, depth: stack.count)
    }

    /// Records that a custom transition from `from` to `to` was cancelled: the stack is
    /// `oldStack` again, which takes its move back.
    func recordHistoryCancelledChange(from: ViewController, to: ViewController, oldStack: [ViewController]) {
        let toDepth = oldStack.firstIndex(where: { $0 === to }).map { $0 + 1 } ?? oldStack.count + 1
        recordTopChange(from: to, depth: toDepth, to: from, depth: oldStack.count)
    }

    /// Records a change of top; a pop (the stack got shorter) is a move back.
    private func recordTopChange(from oldTop: ViewController, depth oldDepth: Int, to newTop: ViewController, depth newDepth: Int) {
        recordHistoryMove(from: HistoryState(viewControllers: [oldTop], value: oldDepth),
                          to: HistoryState(viewControllers: [newTop], value: newDepth), isBackward: newDepth < oldDepth)
    }

    private static func isPrefix(_ short: [ViewController], of long: [ViewController]) -> Bool {
        short.count <= long.count && zip(short, long).allSatisfy { $0 === $1 }
    }

    /// Goes back or forward to a place of this stack: pops to its top when that is on the
    /// stack, pushes it again when it left, or sets the whole stack a replacement kept.
    public func restoreHistoryState(_ state: HistoryState, animated: Bool) -> Bool {
        let wanted = state.viewControllers
        guard state.isIntact, let top = wanted.last else { return false }
        if wanted.count > 1, wanted.count == state.value {
            guard !(wanted.count == stack.count && zip(wanted, stack).allSatisfy({ $0 === $1 })) else { return false }
            guard wanted.allSatisfy({ $0.parent === self || ($0.parent == nil && $0.ownPresentingViewController == nil && $0.windowOfRoot == nil) })
            else { return false }
            if Self.isPrefix(wanted, of: stack) {
                popToViewController(top, animated: animated)
            } else {
                setViewControllers(wanted, animated: animated)
            }
            return true
        }
        if let index = stack.firstIndex(where: { $0 === top }) {
            guard index < stack.count - 1 else { return false }
            popToViewController(top, animated: animated)
            return true
        }
        guard top.parent == nil, top.ownPresentingViewController == nil, top.windowOfRoot == nil,
              !(top is NavigationController), !(top is TabBarController) else { return false }
        pushViewController(top, animated: animated)
        return stack.last === top
    }

    /// The back button's menu: the window's back list when it has one, else the controllers
    /// below the top, nearest first, as UIKit's back button lists the stack on a long press.
    var backButtonMenu: Menu {
        Menu(title: "Back", children: [DeferredMenuElement.uncached { [weak self] completion in
            guard let self else { return completion([]) }
            if let window = viewIfLoaded?.window, window.canGoBack {
                return completion(window.backListMenu().children)
            }
            completion(stack.dropLast().reversed().map { controller in
                Action(title: WindowHistory.displayTitle(of: controller) ?? "Untitled") { [weak self, weak controller] _ in
                    guard let self, let controller, stack.contains(where: { $0 === controller }) else { return }
                    popToViewController(controller, animated: true)
                }
            })
        }])
    }
}
