/// One link of the responder chain: a view or a controller, as UIKit's `UIResponder` is the
/// common class of both. ``next`` follows UIKit's `UIResponder.next`: a view's controller if it
/// is a controller's view, else its superview; a controller's view's superview, or, for a
/// presented controller, its presenter; nothing after the window.
@MainActor
enum Responder {
    case view(View)
    case controller(ViewController)

    /// The next responder, as `UIResponder.next`.
    var next: Responder? {
        switch self {
        case .view(let view):
            if let controller = view.owningViewController { return .controller(controller) }
            return view.superview.map(Responder.view)
        case .controller(let controller):
            if controller.parent == nil, let presenting = controller.ownPresentingViewController {
                return .controller(presenting)
            }
            return controller.viewIfLoaded?.superview.map(Responder.view)
        }
    }

    /// The commands an app gave this responder.
    var keyCommands: [KeyCommand] {
        switch self {
        case .view(let view): view.keyCommands ?? []
        case .controller(let controller): controller.keyCommands ?? []
        }
    }

    /// The commands a controller answers itself, after the app's: a container's own
    /// (``ContainerKeyCommandProviding``), then a presented controller's Escape; none while a
    /// controller presented over it covers it.
    var containerKeyCommands: [KeyCommand] {
        guard case .controller(let controller) = self, !controller.isCoveredByPresentation else { return [] }
        let own = (controller as? any ContainerKeyCommandProviding)?.containerKeyCommands ?? []
        return own + controller.dismissKeyCommands
    }
}

extension View {
    /// Whether this view is its window's first responder, as `UIResponder.isFirstResponder`.
    public var isFirstResponder: Bool {
        guard let window else { return false }
        return window.firstResponder === self
    }

    func makeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window else { return false }
        if window.firstResponder === self { return true }
        if let current = window.firstResponder, !current.resignFirstResponder() { return false }
        window.storedFirstResponder = self
        window.setNeedsDisplay()
        return true
    }

    func resignFirstResponderStatus() -> Bool {
        guard canResignFirstResponder else { return false }
        if let window, window.storedFirstResponder === self {
            window.storedFirstResponder = nil
            window.setNeedsDisplay()
        }
        return true
    }
}

extension Window {
    /// The view that takes key presses first, as UIKit's first responder: the last view that
    /// became first responder and is still in this window; `nil` when there is none.
    public var firstResponder: View? {
        guard let view = storedFirstResponder, view.window === self else { return nil }
        return view
    }

    /// Offers a key press to the responder chain, as UIKit looks up a `UIKeyCommand`; returns
    /// whether a command took it (a key no command wants is the host's to handle, such as Tab
    /// moving focus).
    ///
    /// The chain starts at the ``firstResponder``, or, when there is none, at the deepest
    /// controller on screen (the controller presented last, then down through the children
    /// that appear). At each responder an app's ``ViewController/keyCommands`` come first,
    /// then the container's own (``ContainerKeyCommandProviding``), which desktop users expect
    /// of a GTK app and which act only when they can, so the nearest container that can act
    /// does; the library's containers answer these:
    ///
    /// - Escape: a ``DrawerController`` closes its open drawer; a presented controller is
    ///   dismissed (any presented root controller, container or not).
    /// - Alt+Left: a ``NavigationController`` with more than one controller pops (mouse button 8
    ///   is delivered as Alt+Left by the GTK adapter).
    /// - Ctrl+Page Down / Ctrl+Page Up: a ``TabBarController`` selects the next / previous tab
    ///   (wrapping around, as a user's click would select); a ``PageViewController`` turns to
    ///   the next / previous page.
    ///
    /// Before the first controller's own keys, the window's history takes Alt+Left (``goBack()``)
    /// and Alt+Right (``goForward()``) when it can go that way, so going back takes back the
    /// user's last move wherever it was; otherwise the keys go on as above.
    ///
    /// A container under a presented controller offers none of its own keys: the presentation
    /// is modal. After the chain, the menu bar's key commands (``mainMenu``) are tried, each sent
    /// to the responder that performs it.
    @discardableResult
    @_spi(Adapter) public func handleKeyCommand(input: String, modifierFlags: KeyModifierFlags) -> Bool {
        var responder: Responder? = keyChainStart
        var historyOffered = false
        while let current = responder {
            for command in current.keyCommands where command.matches(input: input, modifierFlags: modifierFlags) {
                if send(command) { return true }
            }
            if !historyOffered, case .controller = current {
                historyOffered = true
                for command in historyKeyCommands where command.matches(input: input, modifierFlags: modifierFlags) {
                    if send(command) { return true }
                }
            }
            for command in current.containerKeyCommands where command.matches(input: input, modifierFlags: modifierFlags) {
                if send(command) { return true }
            }
            responder = current.next
        }
        for command in menuBarKeyCommands where command.matches(input: input, modifierFlags: modifierFlags) {
            if send(command) { return true }
        }
        return false
    }

    /// Where a key's lookup starts: the first responder; else the view the user last pressed,
    /// while it is still shown in the frontmost presentation (a click in a list that does not
    /// take the focus still puts the keys there, as the focus follows clicks on the desktop);
    /// else the deepest controller on screen.
    var keyChainStart: Responder {
        if let firstResponder { return .view(firstResponder) }
        guard var controller = rootViewController else { return .view(self) }
        while let presented = controller.ownPresentedViewController, !presented.isBeingDismissed {
            controller = presented
        }
        if let pressed = pressedView?.view, pressed.window === self, let front = controller.viewIfLoaded,
            pressed.isDescendant(of: front), !pressed.selfAndAncestors.contains(where: \.isHidden)
        {
            return .view(pressed)
        }
        while let child = controller.children.last(where: { $0.appearanceState == .appeared || $0.appearanceState == .appearing }) {
            controller = child
        }
        return .controller(controller)
    }
}

extension ViewController {
    /// Escape dismisses a presented root controller (through its presentation controller, as
    /// a click outside a sheet would), while it is presented and not already leaving.
    var dismissKeyCommands: [KeyCommand] {
        guard parent == nil, ownPresentingViewController != nil else { return [] }
        return [KeyCommand(input: KeyCommand.inputEscape, modifierFlags: [], title: "Dismiss") { [weak self] in
            guard let self, ownPresentingViewController != nil, !isBeingDismissed else { return false }
            if let presentation = presentationController {
                presentation.dismissFromUser()
            } else {
                dismiss(animated: true)
            }
            return true
        }]
    }

    /// Whether a controller presented over this controller's tree (and not leaving) covers it.
    var isCoveredByPresentation: Bool {
        var root = self
        while let parent = root.parent { root = parent }
        guard let presented = root.ownPresentedViewController else { return false }
        return !presented.isBeingDismissed
    }

    /// Adds a command to ``keyCommands``, as `UIViewController.addKeyCommand(_:)`.
    public func addKeyCommand(_ command: KeyCommand) {
        var commands = extras?.keyCommands ?? []
        guard !commands.contains(where: { $0 === command }) else { return }
        commands.append(command)
        ensuredExtras.keyCommands = commands
    }

    /// Removes a command added with ``addKeyCommand(_:)``, as
    /// `UIViewController.removeKeyCommand(_:)`.
    public func removeKeyCommand(_ command: KeyCommand) {
        guard var commands = extras?.keyCommands else { return }
        commands.removeAll { $0 === command }
        extras?.keyCommands = commands.isEmpty ? nil : commands
    }
}
