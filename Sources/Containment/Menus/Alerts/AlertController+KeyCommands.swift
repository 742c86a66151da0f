/// Enter and Escape on an alert, as UIKit's alerts answer a hardware keyboard: Enter chooses
/// the preferred action (or the only `.default` one), Escape the `.cancel` action. They come
/// before the Escape that dismisses any presented controller: an alert without a cancel action
/// takes Escape and does nothing (an action sheet in a popover lets it dismiss the popover).
extension AlertController: ContainerKeyCommandProviding {
    /// Enter and Escape, while the alert is presented and no action was chosen.
    public var containerKeyCommands: [KeyCommand] {
        [
            KeyCommand(input: "\r", modifierFlags: [], title: "Choose") { [weak self] in
                guard let self else { return false }
                if let action = enterAction { choose(action) }
                return true
            },
            KeyCommand(input: KeyCommand.inputEscape, modifierFlags: [], title: "Cancel") { [weak self] in
                guard let self else { return false }
                if let cancel = cancelAction {
                    choose(cancel)
                    return true
                }
                return layout != .popover
            },
        ]
    }
}
