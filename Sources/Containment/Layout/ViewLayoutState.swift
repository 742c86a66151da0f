/// What a view keeps for Auto Layout, made the first time any of it is set or read, so that a
/// view laid out by frames alone carries none of it.
@MainActor
final class ViewLayoutState {
    /// ``View/translatesAutoresizingMaskIntoConstraints``.
    var translatesAutoresizingMaskIntoConstraints = true
    /// ``View/constraints``: the active constraints installed on this view, in order.
    var installed = InstalledConstraints()
    /// The active constraints that name this view, or one of its guides, as an item, wherever
    /// they are installed: what leaves with the view when it leaves its superview's tree.
    var referencing: [ObjectIdentifier: LayoutConstraint] = [:]
    /// ``View/layoutGuides``: the guides the app added.
    var guides: [LayoutGuide] = []
    /// The system guides, made when first asked for.
    var marginsGuide: LayoutGuide?
    var safeAreaGuide: LayoutGuide?
    var readableGuide: LayoutGuide?
    /// ``View/directionalLayoutMargins``, kept by leading and trailing as UIKit keeps them.
    var directionalMargins = DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    /// ``View/safeAreaInsets`` as last computed.
    var safeAreaInsets = EdgeInsets.zero
    /// ``View/insetsLayoutMarginsFromSafeArea``.
    var insetsLayoutMarginsFromSafeArea = true
    /// Content hugging priorities, horizontal then vertical (UIKit's 250 for views made in code).
    var hugging = (horizontal: LayoutPriority.defaultLow, vertical: LayoutPriority.defaultLow)
    /// Compression resistance priorities (UIKit's 750).
    var compressionResistance = (horizontal: LayoutPriority.defaultHigh, vertical: LayoutPriority.defaultHigh)
    /// Whether ``View/updateConstraints()`` is due.
    var needsUpdateConstraints = false

    func guide(of kind: LayoutGuide.Kind) -> LayoutGuide? {
        switch kind {
        case .custom: nil
        case .layoutMargins: marginsGuide
        case .safeArea: safeAreaGuide
        case .readableContent: readableGuide
        }
    }
}
