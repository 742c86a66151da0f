extension DrawerController: ContainerKeyCommandProviding {
    /// Escape closes the open drawer, as Escape closes a GTK popover or libhandy's folded
    /// `HdyFlap`; it declines (the key goes on up the responder chain) when no drawer is open or
    /// the left drawer is docked beside the content.
    public var containerKeyCommands: [KeyCommand] {
        [KeyCommand(input: KeyCommand.inputEscape, modifierFlags: [], title: "Close Drawer") { [weak self] in
            guard let self, openSide != .none, !isLeftDrawerDocked else { return false }
            close(animated: true)
            return true
        }]
    }
}
