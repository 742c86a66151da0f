/// The key commands a user can discover (the shortcuts window of Ctrl+?), as iPadOS lists the
/// commands of the focused app when ⌘ is held.
extension Window {
    /// A titled group of key commands.
    @_spi(Adapter) public struct KeyCommandGroup {
        /// The group's title: a menu's title, or the controller or view that offers the commands.
        public let title: String
        /// The commands, in order, each listed once.
        public let commands: [KeyCommand]
    }

    /// Every key command reachable now, grouped as the menus group them: the menu bar's menus
    /// first (each top menu a group; commands that would be disabled left out), then, for each
    /// responder on the chain from the first responder, its own commands and its container's,
    /// under its title. A command without a title or a ``Command/discoverabilityTitle`` is
    /// left out, as are hidden ones.
    @_spi(Adapter) public var discoverableKeyCommands: [KeyCommandGroup] {
        var groups: [KeyCommandGroup] = []
        var seen = Set<ObjectIdentifier>()
        func listable(_ command: KeyCommand) -> Bool {
            guard !command.attributes.contains(.hidden), !(command.discoverabilityTitle ?? command.title).isEmpty else { return false }
            return seen.insert(ObjectIdentifier(command)).inserted
        }
        for case let menu as Menu in mainMenu.children {
            var commands: [KeyCommand] = []
            MenuBuilder.visit(menu) { element in
                if let key = element as? KeyCommand, isEnabled(key), listable(key) { commands.append(key) }
            }
            if !commands.isEmpty { groups.append(KeyCommandGroup(title: menu.title, commands: commands)) }
        }
        var responder: Responder? = keyChainStart
        while let current = responder {
            let commands = (current.keyCommands + current.containerKeyCommands).filter(listable)
            if !commands.isEmpty { groups.append(KeyCommandGroup(title: current.groupTitle, commands: commands)) }
            responder = current.next
        }
        return groups
    }
}

extension Responder {
    /// How the shortcuts window names this responder's group: a controller's title, else its
    /// type's name.
    var groupTitle: String {
        switch self {
        case .view(let view): String(describing: type(of: view))
        case .controller(let controller): controller.title ?? String(describing: type(of: controller))
        }
    }
}
