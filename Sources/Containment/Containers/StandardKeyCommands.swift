/// The keys the containers answer themselves, as desktop users expect of a GTK app: Escape
/// closes an open drawer and dismisses a presented controller, Alt+Left pops a navigation
/// stack, Ctrl+Page Up/Down switch tabs and pages. `Window.handleKeyCommand(input:modifierFlags:)`
/// asks for them at each controller of the responder chain, after the app's own commands.
/// Each acts only when it can (and otherwise lets the key go on up the chain).
@MainActor
enum StandardKeyCommands {
    /// The commands `controller` answers now.
    static func commands(of controller: ViewController) -> [KeyCommand] {
        var commands: [KeyCommand] = []
        switch controller {
        case let drawer as DrawerController:
            commands.append(KeyCommand(input: KeyCommand.inputEscape, modifierFlags: [], title: "Close Drawer") { [weak drawer] in
                guard let drawer, drawer.openSide != .none, !drawer.isLeftDrawerDocked else { return false }
                drawer.close(animated: true)
                return true
            })
        case let navigation as NavigationController:
            commands.append(KeyCommand(input: KeyCommand.inputLeftArrow, modifierFlags: .alternate, title: "Back") { [weak navigation] in
                guard let navigation, navigation.viewControllers.count > 1 else { return false }
                return navigation.popViewController(animated: true) != nil
            })
        case let tabs as TabBarController:
            for (input, step) in [(KeyCommand.inputPageDown, 1), (KeyCommand.inputPageUp, -1)] {
                commands.append(KeyCommand(input: input, modifierFlags: .control, title: step > 0 ? "Next Tab" : "Previous Tab") { [weak tabs] in
                    guard let tabs, let count = tabs.viewControllers?.count, count > 1 else { return false }
                    return tabs.selectFromUser(index: (tabs.selectedIndex + step + count) % count)
                })
            }
        case let pages as PageViewController:
            // The nearest page view keeps the key at the first and last page: a tab bar around
            // it does not switch under the reader.
            commands.append(KeyCommand(input: KeyCommand.inputPageDown, modifierFlags: .control, title: "Next Page") { [weak pages] in
                guard let pages else { return false }
                pages.goToNextPage(animated: true)
                return true
            })
            commands.append(KeyCommand(input: KeyCommand.inputPageUp, modifierFlags: .control, title: "Previous Page") { [weak pages] in
                guard let pages else { return false }
                pages.goToPreviousPage(animated: true)
                return true
            })
        default:
            break
        }
        if controller.parent == nil, controller.presentingViewController != nil {
            commands.append(KeyCommand(input: KeyCommand.inputEscape, modifierFlags: [], title: "Dismiss") { [weak controller] in
                guard let controller, controller.presentingViewController != nil, !controller.isBeingDismissed else { return false }
                if let presentation = controller.presentationController {
                    presentation.dismissFromUser()
                } else {
                    controller.dismiss(animated: true)
                }
                return true
            })
        }
        return commands
    }

    /// Whether a controller presented over `controller`'s tree (and not leaving) covers it.
    static func isCovered(_ controller: ViewController) -> Bool {
        var root = controller
        while let parent = root.parent { root = parent }
        guard let presented = root.presentedViewController else { return false }
        return !presented.isBeingDismissed
    }
}
