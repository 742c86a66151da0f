/// What a menu holds: a ``Menu``, an ``Action``, a ``Command`` (a ``KeyCommand`` too) or a
/// ``DeferredMenuElement``, as `UIMenuElement`.
@MainActor
public class MenuElement {
    /// The text shown for the element, as `UIMenuElement.title`.
    public var title: String
    /// A second line under the title, as `UIMenuElement.subtitle`.
    public var subtitle: String?
    /// The icon beside the title, as `UIMenuElement.image`.
    public var image: Image?

    init(title: String, subtitle: String?, image: Image?) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }

    /// How an action or a command shows and behaves, as `UIMenuElement.Attributes`.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: Int

        /// Creates attributes from their raw bits.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// Greyed and not choosable, as `.disabled`.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown as destroying data (red), as `.destructive`.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Left out of the menu (its key still works), as `.hidden`.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing it leaves the menu open, as `.keepsMenuPresented`.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an action or a command shows a check mark, as `UIMenuElement.State`.
    public enum State: Int, Sendable, Hashable {
        /// No mark, as `.off`.
        case off
        /// A check mark (a radio dot in a single-selection menu), as `.on`.
        case on
        /// A dash: some of what it stands for is on, as `.mixed`.
        case mixed
    }
}
