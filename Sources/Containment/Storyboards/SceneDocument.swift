/// A scene file after validation: every field has the right type and range, every identifier
/// is unique and every reference resolves, as a compiled storyboard.
public struct SceneDocument: Equatable, Sendable {
    /// The version of the format; only 1 exists.
    public static let formatVersion = 1

    /// The controller ``Storyboard/instantiateInitialViewController()`` makes, as a storyboard's
    /// "Is Initial View Controller"; `nil` when the file names none.
    public var initialControllerIdentifier: String?
    /// The scenes, in file order.
    public var controllers: [SceneController]

    /// The scene with `identifier`, or `nil`.
    public func controller(withIdentifier identifier: String) -> SceneController? {
        controllers.first { $0.identifier == identifier }
    }
}

/// One scene of a scene file: what Interface Builder's identity and attributes inspectors hold
/// for a view controller (storyboard ID, class, title, background) and its relationships.
public struct SceneController: Equatable, Sendable {
    /// The storyboard ID, unique in the file.
    public var identifier: String
    /// The name the controller's class is registered under in the ``SceneClassRegistry``.
    public var className: String
    /// The controller's `title`.
    public var title: String?
    /// The root view's background colour, set when the view loads, before `viewDidLoad()`.
    public var backgroundColor: Color?
    /// The title of the controller's `tabBarItem`, shown when it is a tab.
    public var tabBarItemTitle: String?
    /// The relationship segues of a navigation controller (its stack, root first) or a tab bar
    /// controller (its tabs), by identifier.
    public var viewControllers: [String]
    /// The container views in the root view, each with its embedded child.
    public var containerViews: [SceneContainerView]
    /// Segues this controller can perform.
    public var segues: [SceneSegue]
    /// Interface Builder's "User Defined Runtime Attributes": strings handed to the class's
    /// factory.
    public var attributes: [String: String]
}

/// A container view: a placeholder view in the parent's root view whose embed segue makes the
/// child controller whose view fills it, as Interface Builder's Container View.
public struct SceneContainerView: Equatable, Sendable {
    /// The container view's frame in the parent's root view.
    public var frame: Rect
    /// How the container view follows its superview's size, as `autoresizingMask`.
    public var autoresizingMask: AutoresizingMask
    /// The identifier of the embedded child.
    public var embeddedIdentifier: String
    /// The embed segue's identifier, which `prepare(for:sender:)` sees; `nil` when the file
    /// gives none.
    public var segueIdentifier: String?

    /// A container view embedding `embeddedIdentifier`, its segue named `segueIdentifier`.
    public init(frame: Rect, autoresizingMask: AutoresizingMask, embeddedIdentifier: String, segueIdentifier: String? = nil) {
        self.frame = frame
        self.autoresizingMask = autoresizingMask
        self.embeddedIdentifier = embeddedIdentifier
        self.segueIdentifier = segueIdentifier
    }
}

/// A triggered segue, as a storyboard's show or present segue; `row` connects it to a row of the
/// controller's table, as a segue dragged from a static cell.
public struct SceneSegue: Equatable, Sendable {
    /// How a segue shows its destination.
    public enum Kind: String, Equatable, Sendable, CaseIterable {
        /// Shows the destination through the source's `show(_:sender:)`, as UIKit's Show
        /// segue: a navigation controller pushes it; with none, it is presented.
        case show
        /// Shows the destination through the source's `showDetailViewController(_:sender:)`, as
        /// UIKit's Show Detail segue: a split view controller makes it its secondary.
        case showDetail
        /// Presents modally, as UIKit's Present Modally segue.
        case present
    }

    /// The segue's identifier, for `performSegue(withIdentifier:sender:)`; unique per controller.
    public var identifier: String
    /// How the destination is shown.
    public var kind: Kind
    /// The identifier of the controller the segue makes.
    public var destinationIdentifier: String
    /// The table row that triggers it, if any.
    public var row: Int?
}
