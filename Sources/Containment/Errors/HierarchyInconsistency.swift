/// A misuse of the containment API that UIKit answers with
/// `UIViewControllerHierarchyInconsistency` or `NSInvalidArgumentException`.
///
/// Containment never traps on such a call: it refuses it, leaves the hierarchy exactly as it
/// was, and hands one of these values to ``ViewController/hierarchyInconsistencyHandler``.
public struct HierarchyInconsistency: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was wrong, as a case that tests can match.
    public let kind: Kind
    /// A sentence naming the controllers involved and what went wrong.
    public let message: String

    /// The kinds of misuse that are refused.
    public enum Kind: Equatable, Sendable {
        /// `addChild` of a controller that already has another parent.
        case childHasAnotherParent
        /// `addChild` of a controller that is already a child of the receiver.
        case alreadyChild
        /// `addChild` of the receiver itself or of one of its ancestors.
        case cycle
        /// `addChild` or `rootViewController` of a controller that is presented modally or is a window's root.
        case controllerIsRootOrPresented
        /// `transition(from:to:)` with a controller that is not a child of the receiver.
        case transitionBetweenNonChildren
        /// `transition(from:to:)` from and to the same controller.
        case transitionToSelf
        /// `transition(from:to:)` whose `from` view is not in a view hierarchy.
        case transitionFromViewNotInHierarchy
        /// A view given to a controller while another controller owns it.
        case viewOwnedByAnotherController
        /// `didMove(toParent:)` or `willMove(toParent:)` naming a parent the controller does not have.
        case moveToWrongParent
        /// `addSubview` that would put a view inside itself.
        case viewCycle
        /// A container was asked to hold what it cannot (a navigation controller pushed, a tab bar
        /// controller inside a navigation controller, a split view controller inside anything).
        case invalidNesting
        /// A controller pushed or shown twice in one container.
        case duplicateController
        /// A controller asked for that is not in the container (pop to, select).
        case controllerNotInContainer
        /// `present` of a controller already presented, or from a controller already presenting.
        case presentationConflict
        /// Arguments that do not fit together (counts that differ, indexes out of range).
        case invalidArgument
        /// `completeTransition(_:)` called for a transition that has already completed.
        case transitionAlreadyCompleted
        /// A custom transition's animator never called `completeTransition(_:)`: reported after
        /// its duration and a margin on the window's clock, then completed for it.
        case transitionNotCompleted
        /// A constraint whose items share no common ancestor view (or whose
        /// ``View/addConstraint(_:)`` view does not contain them), as UIKit raises on activation.
        case layoutItemsWithoutCommonAncestor
    }

    /// Creates a refusal.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { "HierarchyInconsistency: \(message)" }

    /// Hands the refusal to the handler.
    @MainActor
    static func report(_ inconsistency: HierarchyInconsistency) {
        ViewController.hierarchyInconsistencyHandler(inconsistency)
    }

    static func viewCycle(view: String, superview: String) -> HierarchyInconsistency {
        HierarchyInconsistency(.viewCycle, "cannot add \(view) to \(superview): a view cannot contain itself or its own superview")
    }
}
