/// An invisible rectangle that takes part in layout, as `UILayoutGuide`.
///
/// A guide lives in its ``owningView``'s coordinates and has the anchors a view has. Use one as
/// the space between views (instead of an empty spacer view), or use the guides every view has:
/// ``View/layoutMarginsGuide``, ``View/safeAreaLayoutGuide`` and ``View/readableContentGuide``.
@MainActor
open class LayoutGuide: LayoutAnchorProviding, @MainActor CustomStringConvertible {
    /// What a guide follows: nothing but its constraints, or one of the rectangles a view defines.
    enum Kind: Equatable {
        /// An app's own guide: its constraints alone place it.
        case custom
        /// The owning view's bounds less its layout margins.
        case layoutMargins
        /// The owning view's bounds less its safe-area insets.
        case safeArea
        /// The layout margins' rectangle, no wider than a comfortable line of text, centred.
        case readableContent
    }

    let kind: Kind

    /// The view whose coordinates the guide lives in, as `UILayoutGuide.owningView`. Weak.
    public internal(set) weak var owningView: View?

    /// A name shown in conflict reports and the inspector, as `UILayoutGuide.identifier`.
    public var identifier: String = ""

    /// Makes a guide of the app's own, to add with ``View/addLayoutGuide(_:)``, as `UILayoutGuide()`.
    public init() {
        kind = .custom
    }

    init(kind: Kind, owningView: View) {
        self.kind = kind
        self.owningView = owningView
        identifier = switch kind {
        case .custom: ""
        case .layoutMargins: "layoutMarginsGuide"
        case .safeArea: "safeAreaLayoutGuide"
        case .readableContent: "readableContentGuide"
        }
    }

    /// The guide's rectangle in its owning view's coordinates, as `UILayoutGuide.layoutFrame`:
    /// as the last layout solved it (a guide no constraint uses reads its view's rectangle less
    /// its insets).
    public var layoutFrame: Rect {
        guard let view = owningView else { return .zero }
        if let solved = view.existingLayoutEngine?.solvedFrame(of: self) { return solved }
        return LayoutGuide.systemFrame(of: kind, in: view) ?? .zero
    }

    /// The rectangle a system guide follows in its view, or `nil` for a custom guide.
    static func systemFrame(of kind: Kind, in view: View) -> Rect? {
        let size = view.bounds.size
        func inset(_ insets: EdgeInsets) -> Rect {
            Rect(x: insets.left, y: insets.top, width: size.width - insets.left - insets.right, height: size.height - insets.top - insets.bottom)
        }
        switch kind {
        case .custom: return nil
        case .layoutMargins: return inset(view.layoutMargins)
        case .safeArea: return inset(view.safeAreaInsets)
        case .readableContent:
            let margins = inset(view.layoutMargins)
            let width = min(max(margins.width, 0), readableWidth)
            return Rect(x: margins.midX - width / 2, y: margins.minY, width: width, height: margins.height)
        }
    }

    /// The widest a ``View/readableContentGuide`` gets: about 70 characters of body text, as
    /// UIKit's readable width at the default text size.
    static let readableWidth = 672.0

    /// A name for messages: the identifier and the owning view.
    var debugName: String {
        let name = identifier.isEmpty ? "LayoutGuide" : identifier
        return owningView.map { "\($0.layoutName).\(name)" } ?? name
    }

    public var description: String { "<\(debugName) \(layoutFrame)>" }
}
