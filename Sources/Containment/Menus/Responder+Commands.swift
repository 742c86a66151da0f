/// Sending a ``Command``'s action along the responder chain, as UIKit finds the target of a
/// menu command: the first responder, from the chain's start, that can perform it.
extension Responder {
    /// Whether this responder performs `action`.
    func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        switch self {
        case .view(let view): view.canPerformAction(action, withSender: sender)
        case .controller(let controller): controller.canPerformAction(action, withSender: sender)
        }
    }

    /// Lets this responder adjust `command` before it is shown or sent.
    func validate(_ command: Command) {
        switch self {
        case .view(let view): view.validate(command)
        case .controller(let controller): controller.validate(command)
        }
    }

    /// Sends `action` to this responder.
    func perform(_ action: Selector, with sender: Any?) {
        switch self {
        case .view(let view): view.perform(action, with: sender)
        case .controller(let controller): controller.perform(action, with: sender)
        }
    }

    /// This responder or the first one after it that performs `action`, as
    /// `UIResponder.target(forAction:withSender:)`.
    func target(forAction action: Selector, withSender sender: Any?) -> Responder? {
        var responder: Responder? = self
        while let current = responder {
            if current.canPerformAction(action, withSender: sender) { return current }
            responder = current.next
        }
        return nil
    }

    /// The object behind the responder.
    var object: AnyObject {
        switch self {
        case .view(let view): view
        case .controller(let controller): controller
        }
    }
}

extension View {
    /// The responder that performs `action`: this view or the first after it on the responder
    /// chain whose `canPerformAction(_:withSender:)` answers `true`, as
    /// `UIResponder.target(forAction:withSender:)`; `nil` when none does.
    public func target(forAction action: Selector, withSender sender: Any?) -> AnyObject? {
        Responder.view(self).target(forAction: action, withSender: sender)?.object
    }
}

extension ViewController {
    /// The responder that performs `action`: this controller or the first after it on the
    /// responder chain whose `canPerformAction(_:withSender:)` answers `true`, as
    /// `UIResponder.target(forAction:withSender:)`; `nil` when none does. (Unlike
    /// ``targetViewController(forAction:sender:)``, which follows parents only.)
    public func target(forAction action: Selector, withSender sender: Any?) -> AnyObject? {
        Responder.controller(self).target(forAction: action, withSender: sender)?.object
    }
}

extension Window {
    /// Whether `command` can run now, as a menu greys what cannot: not when its attributes say
    /// ``MenuElement/Attributes/disabled``; a closure command can; a command with an action can
    /// when a responder on the chain (from the first responder) performs it, after that
    /// responder's `validate(_:)` had its say. A command no responder performs is disabled.
    @_spi(Adapter) public func isEnabled(_ command: Command) -> Bool {
        guard command.closure == nil else { return !command.attributes.contains(.disabled) }
        guard let action = command.action, let target = keyChainStart.target(forAction: action, withSender: command) else {
            return false
        }
        target.validate(command)
        return !command.attributes.contains(.disabled)
    }

    /// Runs `command` as when chosen in a menu or by its key: its closure, or its action sent to
    /// the first responder on the chain that performs it (validated first). Returns whether
    /// anything ran: a disabled command, or one no responder performs, does nothing.
    @discardableResult
    @_spi(Adapter) public func perform(_ command: Command) -> Bool {
        send(command)
    }

    /// Runs `command`; whether it applied.
    func send(_ command: Command) -> Bool {
        guard !command.attributes.contains(.disabled) else { return false }
        if let closure = command.closure { return closure(command) }
        guard let action = command.action, let target = keyChainStart.target(forAction: action, withSender: command) else {
            return false
        }
        target.validate(command)
        guard !command.attributes.contains(.disabled) else { return false }
        target.perform(action, with: command)
        return true
    }
}
