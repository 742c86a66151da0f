extension TabBarController: ContainerKeyCommandProviding {
    /// Ctrl+Page Down and Ctrl+Page Up select the next and previous tab, wrapping around, as
    /// GTK's notebook and a web browser's tabs do; each asks the delegate as a click would
    /// (`selectFromUser(index:)`) and declines with fewer than two tabs.
    public var containerKeyCommands: [KeyCommand] {
        [(KeyCommand.inputPageDown, 1), (KeyCommand.inputPageUp, -1)].map { input, step in
            KeyCommand(input: input, modifierFlags: .control, title: step > 0 ? "Next Tab" : "Previous Tab") { [weak self] in
                guard let self, let count = viewControllers?.count, count > 1 else { return false }
                return selectFromUser(index: (selectedIndex + step + count) % count)
            }
        }
    }
}
