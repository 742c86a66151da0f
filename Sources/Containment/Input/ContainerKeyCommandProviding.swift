/// A container that answers keys of its own, as desktop users expect of a GTK app: a
/// ``DrawerController`` closes its drawer on Escape, a ``NavigationController`` pops on Alt+Left,
/// a ``TabBarController`` and a ``PageViewController`` switch on Ctrl+Page Up/Down. Any
/// controller adopts it, an app's own container as much as the library's, in a file of its own:
/// nothing central lists the containers.
///
/// `Window.handleKeyCommand(input:modifierFlags:)` walks the responder chain as UIKit looks up
/// a `UIKeyCommand`: at each controller the app's ``ViewController/keyCommands`` come first, then
/// these, then the Escape that dismisses a presented controller (every presented root
/// controller has it). A command made with ``KeyCommand/init(input:modifierFlags:title:perform:)``
/// declines when it cannot act (a stack of one cannot pop), and the key goes on to the next
/// responder, so the nearest container that can act does. A container under a presented
/// controller offers none of these: the presentation is modal.
///
/// ```swift
/// extension SidebarController: ContainerKeyCommandProviding {
///     var containerKeyCommands: [KeyCommand] {
///         [KeyCommand(input: KeyCommand.inputEscape, modifierFlags: [], title: "Hide Sidebar") { [weak self] in
///             guard let self, isSidebarShown else { return false }
///             setSidebarShown(false)
///             return true
///         }]
///     }
/// }
/// ```
///
/// <doc:KeysGesturesAndRightToLeft> shows the whole container.
@MainActor
public protocol ContainerKeyCommandProviding: ViewController {
    /// The keys the container answers now, asked at each key press that reaches it on the
    /// responder chain, after the app's ``ViewController/keyCommands``.
    var containerKeyCommands: [KeyCommand] { get }
}
