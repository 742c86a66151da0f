/// A menu item that sends an action along the responder chain, as `UICommand`: the items of the
/// menu bar, whose target is whichever responder can perform them at the moment.
///
/// Where UIKit names a method with a ``Selector``, the responder that answers `true` to
/// `canPerformAction(_:withSender:)` for ``action`` receives it in `perform(_:with:)`; before a
/// menu shows the command, that responder may change its title, state or attributes in
/// `validate(_:)`. A command no responder on the chain performs is disabled.
///
/// ```swift
/// let newNote = Command(title: "New Note", action: .newNote)
/// ```
@MainActor
public class Command: MenuElement {
    /// The action sent to the responder chain, as `UICommand.action`; `nil` for a
    /// ``KeyCommand`` made with a closure, which runs the closure instead.
    public let action: Selector?
    /// A value telling commands with the same action apart, as `UICommand.propertyList`.
    public let propertyList: Any?
    /// A longer name for where commands are listed for discovery (the shortcuts window), as
    /// `UICommand.discoverabilityTitle`.
    public var discoverabilityTitle: String?
    /// Whether it is disabled, destructive, hidden, as `UICommand.attributes`.
    public var attributes: Attributes
    /// Its check mark, as `UICommand.state`.
    public var state: State

    /// Runs a closure command (the container's own keys, an app's closure key commands) and
    /// answers whether it applied; `nil` for a command sent along the responder chain.
    let closure: (@MainActor (Command) -> Bool)?

    /// A command that runs `closure` instead of sending an action.
    init(title: String, image: Image?, discoverabilityTitle: String?, closure: @escaping @MainActor (Command) -> Bool) {
        self.action = nil
        self.propertyList = nil
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = []
        self.state = .off
        self.closure = closure
        super.init(title: title, subtitle: nil, image: image)
    }

    /// Creates a command, as
    /// `UICommand(title:image:action:propertyList:alternates:discoverabilityTitle:attributes:state:)`
    /// (alternates are not offered: a GTK menu has no Option-key alternates).
    public init(
        title: String = "", subtitle: String? = nil, image: Image? = nil, action: Selector, propertyList: Any? = nil,
        discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off
    ) {
        self.action = action
        self.propertyList = propertyList
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.closure = nil
        super.init(title: title, subtitle: subtitle, image: image)
    }
}
