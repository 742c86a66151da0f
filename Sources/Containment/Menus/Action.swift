/// A menu item that runs a closure, as `UIAction`: the item of context menus, bar button menus
/// and a button's or bar button's `primaryAction`.
///
/// ```swift
/// let pin = Action(title: "Pin", image: nil, state: note.isPinned ? .on : .off) { _ in
///     note.isPinned.toggle()
/// }
/// ```
@MainActor
public final class Action: MenuElement {
    /// The action's name, as `UIAction.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String

        /// An identifier with `rawValue`.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// An identifier with `rawValue`, as `UIAction.Identifier(_:)`.
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }
    }

    /// The action's identifier, as `UIAction.identifier`: a unique one unless given.
    public let identifier: Identifier
    /// A longer name for where commands are listed for discovery, as
    /// `UIAction.discoverabilityTitle`.
    public var discoverabilityTitle: String?
    /// Whether it is disabled, destructive, hidden, as `UIAction.attributes`.
    public var attributes: Attributes
    /// Its check mark, as `UIAction.state`.
    public var state: State
    /// What chose the action (a menu, a button, a bar button item) while its handler runs, as
    /// `UIAction.sender`; `nil` otherwise.
    public private(set) var sender: Any?

    private let handler: @MainActor (Action) -> Void

    @MainActor private static var lastUnique = 0

    /// Creates an action, as
    /// `UIAction(title:subtitle:image:identifier:discoverabilityTitle:attributes:state:handler:)`.
    public init(
        title: String = "", subtitle: String? = nil, image: Image? = nil, identifier: Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off,
        handler: @escaping @MainActor (Action) -> Void
    ) {
        if let identifier {
            self.identifier = identifier
        } else {
            Self.lastUnique += 1
            self.identifier = Identifier("action.unique.\(Self.lastUnique)")
        }
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Runs the handler with `sender` as ``sender``, as `UIAction.performWithSender(_:target:)`:
    /// what a menu, a button or a bar button item calls when the user chooses the action.
    /// Nothing happens for a disabled action.
    public func performWithSender(_ sender: Any?) {
        guard !attributes.contains(.disabled) else { return }
        self.sender = sender
        defer { self.sender = nil }
        handler(self)
    }
}
