/// Decides a ``ToolTipInteraction``'s tooltip by where the pointer is, as
/// `UIToolTipInteractionDelegate`.
@MainActor
public protocol ToolTipInteractionDelegate: AnyObject {
    /// The tooltip for the pointer at `point` (in the interaction's view's coordinates), as
    /// `toolTipInteraction(_:configurationAt:)`; `nil` shows none there. The default answers the
    /// interaction's ``ToolTipInteraction/defaultToolTip``.
    func toolTipInteraction(_ interaction: ToolTipInteraction, configurationAt point: Point) -> ToolTipConfiguration?
}

extension ToolTipInteractionDelegate {
    /// Default: the interaction's default tooltip, over the whole view.
    public func toolTipInteraction(_ interaction: ToolTipInteraction, configurationAt point: Point) -> ToolTipConfiguration? {
        interaction.defaultToolTip.map { ToolTipConfiguration(toolTip: $0) }
    }
}

/// Shows a tooltip when the pointer rests over a view, as `UIToolTipInteraction`: the
/// ``defaultToolTip``, or what the ``delegate`` answers for the pointer's place. Added with
/// `View.addInteraction(_:)`; ``View/toolTip`` is the shorthand for a fixed text.
///
/// On GTK the tooltip is GTK's own: it shows after the desktop's hover delay, in the theme's
/// tooltip style, and hides when the pointer leaves the configuration's area, clicks or types.
/// The view under the pointer decides first; a view without a tooltip shows its nearest
/// superview's.
@MainActor
public final class ToolTipInteraction: Interaction {
    /// The view the interaction is on.
    public private(set) weak var view: View?
    /// Whether it shows tooltips, as `isEnabled`.
    public var isEnabled = true
    /// The text shown when the delegate (if any) says nothing else, as `defaultToolTip`.
    public var defaultToolTip: String?
    /// Decides the tooltip by the pointer's place, as `delegate`. Held weakly.
    public weak var delegate: ToolTipInteractionDelegate?

    /// An interaction without a default tooltip (its delegate decides), as `init()`.
    public init() {}

    /// An interaction showing `defaultToolTip`, as `init(defaultToolTip:)`.
    public init(defaultToolTip: String) {
        self.defaultToolTip = defaultToolTip
    }

    /// Part of ``Interaction``.
    public func willMove(to view: View?) {}

    /// Part of ``Interaction``: records the view.
    public func didMove(to view: View?) {
        self.view = view
    }

    /// The tooltip at `point` (in the view's coordinates): the delegate's answer, else the default.
    func configuration(at point: Point) -> ToolTipConfiguration? {
        guard isEnabled else { return nil }
        if let delegate { return delegate.toolTipInteraction(self, configurationAt: point) }
        return defaultToolTip.map { ToolTipConfiguration(toolTip: $0) }
    }
}

extension View {
    /// The text of the tooltip shown when the pointer rests over the view, as Mac Catalyst's
    /// `UIControl.toolTip` (the shorthand for a ``ToolTipInteraction`` with a default tooltip):
    /// `nil` (the default) shows the superview's, if any. A ``ToolTipInteraction`` on the same view
    /// decides first.
    public var toolTip: String? {
        get { desktopExtras?.toolTip }
        set {
            guard newValue != toolTip else { return }
            ensuredDesktopExtras.toolTip = newValue
        }
    }
}

extension Window {
    /// The tooltip for the pointer at `point` (window coordinates), from the host: the first
    /// answer among the view under the pointer and its superviews, each asking its enabled
    /// ``ToolTipInteraction``s (in the order added) and then its ``View/toolTip``. The
    /// configuration's ``ToolTipConfiguration/sourceRect`` comes back in window coordinates
    /// (the whole view's when the answer named none). Empty texts count as none.
    @_spi(Adapter) public func toolTipConfiguration(at point: Point) -> ToolTipConfiguration? {
        guard let hit = hitTest(point) else { return nil }
        for view in hit.selfAndAncestors {
            guard let extras = view.desktopExtras else { continue }
            let local = view.convert(point, from: nil)
            var found: ToolTipConfiguration?
            for case let interaction as ToolTipInteraction in extras.interactions {
                if let answer = interaction.configuration(at: local), !answer.toolTip.isEmpty {
                    found = answer
                    break
                }
            }
            if found == nil, let text = extras.toolTip, !text.isEmpty { found = ToolTipConfiguration(toolTip: text) }
            guard var configuration = found else { continue }
            let rect = configuration.sourceRect ?? view.bounds
            let origin = view.convert(rect.origin, to: nil)
            configuration.sourceRect = Rect(origin: origin, size: rect.size)
            return configuration
        }
        return nil
    }
}
