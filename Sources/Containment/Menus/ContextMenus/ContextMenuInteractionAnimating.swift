/// What runs beside a context menu's appearing or ending, as `UIContextMenuInteractionAnimating`:
/// a delegate adds animations and completions to it. A desktop menu appears and goes at once:
/// the animations run at once, then the completions.
@MainActor
public protocol ContextMenuInteractionAnimating: AnyObject {
    /// The preview's controller, as `UIContextMenuInteractionAnimating.previewViewController`:
    /// always `nil`, a desktop context menu showing no preview.
    var previewViewController: ViewController? { get }
    /// Adds changes to make with the menu's appearing or ending, as `addAnimations(_:)`.
    func addAnimations(_ animations: @escaping @MainActor () -> Void)
    /// Adds work to do when the menu has appeared or ended, as `addCompletion(_:)`.
    func addCompletion(_ completion: @escaping @MainActor () -> Void)
}

/// How a preview's commit ends, as `UIContextMenuInteractionCommitStyle`.
public enum ContextMenuInteractionCommitStyle: Sendable, Hashable {
    /// The menu and the preview go away, as `.dismiss`.
    case dismiss
    /// The preview grows into its controller, as `.pop`.
    case pop
}

/// What runs beside a preview's commit, as `UIContextMenuInteractionCommitAnimating`: its
/// ``preferredCommitStyle``. Never made on the desktop, which shows no preview.
@MainActor
public protocol ContextMenuInteractionCommitAnimating: ContextMenuInteractionAnimating {
    /// How the commit ends, as `preferredCommitStyle`.
    var preferredCommitStyle: ContextMenuInteractionCommitStyle { get set }
}

/// The animator handed to the delegates: it keeps what they add and runs it when the menu has
/// appeared or ended.
@MainActor
final class ContextMenuAnimator: ContextMenuInteractionAnimating {
    var previewViewController: ViewController? { nil }
    private var animations: [@MainActor () -> Void] = []
    private var completions: [@MainActor () -> Void] = []

    func addAnimations(_ animations: @escaping @MainActor () -> Void) {
        self.animations.append(animations)
    }

    func addCompletion(_ completion: @escaping @MainActor () -> Void) {
        completions.append(completion)
    }

    /// Runs the animations (at once), then the completions, each once.
    func run() {
        let (animations, completions) = (self.animations, self.completions)
        self.animations = []
        self.completions = []
        for animation in animations { animation() }
        for completion in completions { completion() }
    }
}
