/// The window's back-and-forward history across its containers, as a web view's
/// (`WKWebView.goBack()`, `goForward()`, `canGoBack`, `backForwardList`): see <doc:History>.
extension Window {
    /// Whether ``goBack()`` can take a move back: the back list has one, and nothing presented
    /// covers its container, as `WKWebView.canGoBack`.
    public var canGoBack: Bool { backForwardHistory.canGoBack(in: self) }

    /// Whether ``goForward()`` can make a move again, as `WKWebView.canGoForward`.
    public var canGoForward: Bool { backForwardHistory.canGoForward(in: self) }

    /// The moves going back can take back, oldest first: the last is where ``goBack()`` goes,
    /// as `WKBackForwardList.backList`. Each item's title names the place going back to it
    /// shows. Moves whose container left the window are not in it.
    public var backList: [BackForwardListItem] { backForwardHistory.backList(in: self) }

    /// The moves going forward can make again, nearest first (the first is where
    /// ``goForward()`` goes), as `WKBackForwardList.forwardList`.
    public var forwardList: [BackForwardListItem] { backForwardHistory.forwardList(in: self) }

    /// Takes back the user's last move, wherever it was (a push, a tab switch, a page turned, a
    /// drawer opened, a presentation), as `WKWebView.goBack()`: its container goes back through
    /// its own animated API, so the callbacks are those of the same change made by the app. A
    /// move whose controllers are gone is skipped. Returns whether a move was taken back.
    /// Alt+Left and the mouse's back button call it when ``canGoBack``.
    @discardableResult
    public func goBack() -> Bool { backForwardHistory.goBack(in: self, animated: true) }

    /// Makes again the move ``goBack()`` last took back, as `WKWebView.goForward()`. Returns
    /// whether one was made. Alt+Right and the mouse's forward button call it when
    /// ``canGoForward``.
    @discardableResult
    public func goForward() -> Bool { backForwardHistory.goForward(in: self, animated: true) }

    /// Goes back (or forward) to `item` of ``backList`` (or ``forwardList``), as
    /// `WKWebView.go(to:)`: the moves on the way are taken back at once, the last one animated.
    /// Returns whether it got there (`false` for an item no longer in either list).
    @discardableResult
    public func go(to item: BackForwardListItem) -> Bool { backForwardHistory.go(to: item, in: self) }

    /// Runs `actions` without recording the moves they make into the history, as
    /// `UIView.performWithoutAnimation(_:)` runs changes without animation: a selection the app
    /// restores, a tab it shows at launch, a sheet that is not a place the user went to.
    public func performWithoutHistory(_ actions: () -> Void) {
        backForwardHistory.withoutRecording(actions)
    }

    /// The back list as a menu, nearest first, each entry going back to its move
    /// (``go(to:)``), as a browser's back button lists its history on a long press or a
    /// right-click; empty when there is nothing to go back to. The navigation bar's back button
    /// opens it.
    public func backListMenu() -> Menu {
        let actions = backList.reversed().map { item in
            Action(title: item.title ?? "Untitled") { [weak self, weak item] _ in
                guard let self, let item else { return }
                go(to: item)
            }
        }
        return Menu(title: "Back", children: actions)
    }

    /// Alt+Left goes back and Alt+Right forward when the history can: offered on a key's way
    /// along the responder chain before any container's own keys (see `handleKeyCommand`).
    var historyKeyCommands: [KeyCommand] {
        [KeyCommand(input: KeyCommand.inputLeftArrow, modifierFlags: .alternate, title: "Back") { [weak self] in
            guard let self, canGoBack else { return false }
            return goBack()
        },
        KeyCommand(input: KeyCommand.inputRightArrow, modifierFlags: .alternate, title: "Forward") { [weak self] in
            guard let self, canGoForward else { return false }
            return goForward()
        }]
    }
}
