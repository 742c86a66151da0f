extension PageViewController: ContainerKeyCommandProviding {
    /// Ctrl+Page Down and Ctrl+Page Up turn to the next and previous page, animated, as
    /// libhandy's `HdyCarousel` follows the keyboard. The nearest page view keeps the key even
    /// at its first and last page: a tab bar around it does not switch under the reader.
    public var containerKeyCommands: [KeyCommand] {
        [
            KeyCommand(input: KeyCommand.inputPageDown, modifierFlags: .control, title: "Next Page") { [weak self] in
                guard let self else { return false }
                goToNextPage(animated: true)
                return true
            },
            KeyCommand(input: KeyCommand.inputPageUp, modifierFlags: .control, title: "Previous Page") { [weak self] in
                guard let self else { return false }
                goToPreviousPage(animated: true)
                return true
            },
        ]
    }
}
