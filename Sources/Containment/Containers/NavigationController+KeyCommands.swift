extension NavigationController: ContainerKeyCommandProviding {
    /// Alt+Left pops the top controller, animated, as GNOME apps go back (the GTK adapter
    /// delivers mouse button 8 as Alt+Left too); it declines with a stack of one, so a
    /// navigation controller further out can go back instead. Ctrl+F and Escape serve the top
    /// controller's search, when it has one.
    public var containerKeyCommands: [KeyCommand] {
        [KeyCommand(input: KeyCommand.inputLeftArrow, modifierFlags: .alternate, title: "Back") { [weak self] in
            guard let self, viewControllers.count > 1 else { return false }
            return popViewController(animated: true) != nil
        }] + searchKeyCommands
    }
}
