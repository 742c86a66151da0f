/// The name of an action sent along the responder chain, standing in for an Objective-C selector
/// (`#selector(…)`) where UIKit names the method a command or a `show` calls.
///
/// A ``Command`` (and a ``KeyCommand`` made with `action:`) carries a selector; when it runs,
/// the window looks for the first responder on the chain, from the first responder up, whose
/// `canPerformAction(_:withSender:)` answers `true` for it
/// (``View/target(forAction:withSender:)``), lets it adjust the command in `validate(_:)`, and
/// sends it to that responder's `perform(_:with:)`, where UIKit calls the method the selector
/// names. Give your actions names once, as static members:
///
/// ```swift
/// extension Selector {
///     static let newNote = Selector("newNote:")
///     static let deleteNote = Selector("deleteNote:")
/// }
/// ```
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The method name the selector stands for, as `NSStringFromSelector` gives it.
    public let name: String

    /// A selector named `name`, as `Selector("newNote:")` or `NSSelectorFromString`.
    public init(_ name: String) {
        self.name = name
    }

    /// A selector from a string literal: `let action: Selector = "newNote:"`.
    public init(stringLiteral name: String) {
        self.name = name
    }

    /// The name.
    public var description: String { name }

    /// `show(_:sender:)`: what ``ViewController/show(_:sender:)`` looks for a target of
    /// (``ViewController/targetViewController(forAction:sender:)``), as
    /// `#selector(UIViewController.show(_:sender:))`.
    public static let show = Selector("showViewController:sender:")

    /// `showDetailViewController(_:sender:)`, as
    /// `#selector(UIViewController.showDetailViewController(_:sender:))`.
    public static let showDetail = Selector("showDetailViewController:sender:")
}
