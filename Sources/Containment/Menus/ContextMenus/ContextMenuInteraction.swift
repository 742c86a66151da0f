/// Gives a view a context menu, as `UIContextMenuInteraction`: add it to any view with
/// `addInteraction(_:)` and its ``delegate`` answers a configuration for the place the user
/// asked for a menu.
///
/// The desktop opens it as Mac Catalyst does: a right-click on the view (or on a view inside it
/// that has no menu of its own) opens the menu at the pointer; the Menu key and Shift+F10 open
/// it under the focused view (the first responder, or the deepest controller's view when none).
/// The view under the pointer is asked first, then each superview, so the innermost view with a
/// configuration answers. While the menu shows, ``location(in:)`` gives where it was asked for.
@MainActor
public final class ContextMenuInteraction: Interaction {
    /// Answers the configurations, as `UIContextMenuInteraction.delegate` (kept weakly).
    public private(set) weak var delegate: (any ContextMenuInteractionDelegate)?
    /// The view the interaction is on, as `UIContextMenuInteraction.view`.
    public private(set) weak var view: View?
    /// Where the menu was last asked for, in the window's coordinates.
    private var lastLocation: Point?
    /// The configuration of the menu showing, if any.
    private(set) var activeConfiguration: ContextMenuConfiguration?
    /// Closes the menu showing (given by the host that shows it).
    var dismissHandler: (() -> Void)?

    /// An interaction answered by `delegate`, as `UIContextMenuInteraction(delegate:)`.
    public init(delegate: any ContextMenuInteractionDelegate) {
        self.delegate = delegate
    }

    /// Part of ``Interaction``: an interaction taken off its view closes its menu.
    public func willMove(to view: View?) {
        if view == nil { dismissMenu() }
    }

    /// Part of ``Interaction``: records the view.
    public func didMove(to view: View?) {
        self.view = view
    }

    /// Where the menu was asked for, in `view`'s coordinates (the window's when `nil`), as
    /// `UIContextMenuInteraction.location(in:)`; the origin before any was.
    public func location(in view: View?) -> Point {
        guard let lastLocation else { return .zero }
        return view?.convert(lastLocation, from: nil) ?? lastLocation
    }

    /// Closes the menu if it shows, as `UIContextMenuInteraction.dismissMenu()`.
    public func dismissMenu() {
        dismissHandler?()
    }

    /// The delegate's configuration for a place in the view (its coordinates), recording the
    /// place for ``location(in:)``.
    func configuration(at point: Point, in view: View) -> ContextMenuConfiguration? {
        guard let delegate else { return nil }
        lastLocation = view.convert(point, to: nil)
        return delegate.contextMenuInteraction(self, configurationForMenuAtLocation: point)
    }

    /// The menu opened for `configuration`: the delegate hears `willDisplayMenuFor`.
    func menuWillDisplay(for configuration: ContextMenuConfiguration, dismiss: @escaping () -> Void) {
        activeConfiguration = configuration
        dismissHandler = dismiss
        let animator = ContextMenuAnimator()
        delegate?.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: animator)
        animator.run()
    }

    /// The menu closed: the delegate hears `willEndFor`.
    func menuDidEnd(for configuration: ContextMenuConfiguration) {
        guard activeConfiguration === configuration else { return }
        activeConfiguration = nil
        dismissHandler = nil
        let animator = ContextMenuAnimator()
        delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: animator)
        animator.run()
    }
}

/// Answers a ``ContextMenuInteraction``, as `UIContextMenuInteractionDelegate`. Only the
/// configuration is required; the others have defaults that do nothing, as UIKit's optional
/// methods.
@MainActor
public protocol ContextMenuInteractionDelegate: AnyObject {
    /// The configuration for a menu asked for at `location` (in the interaction's view), as
    /// `contextMenuInteraction(_:configurationForMenuAtLocation:)`; `nil` for none there (the
    /// views around it are asked next).
    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, configurationForMenuAtLocation location: Point
    ) -> ContextMenuConfiguration?
    /// The user chose the preview, as
    /// `contextMenuInteraction(_:willPerformPreviewActionForMenuWith:animator:)`. Never called on
    /// the desktop, which shows no preview.
    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: any ContextMenuInteractionCommitAnimating)
    /// The menu is about to show, as `contextMenuInteraction(_:willDisplayMenuFor:animator:)`.
    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, willDisplayMenuFor configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?)
    /// The menu closed (an item chosen, Escape, a click elsewhere), as
    /// `contextMenuInteraction(_:willEndFor:animator:)`.
    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, willEndFor configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?)
}

extension ContextMenuInteractionDelegate {
    /// Does nothing, as UIKit's optional method left out.
    public func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: any ContextMenuInteractionCommitAnimating
    ) {}
    /// Does nothing, as UIKit's optional method left out.
    public func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, willDisplayMenuFor configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {}
    /// Does nothing, as UIKit's optional method left out.
    public func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, willEndFor configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {}
}
