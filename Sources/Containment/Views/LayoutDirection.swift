/// Which way a view's content reads and moves, as `UIUserInterfaceLayoutDirection`.
///
/// Containers mirror their layout and motion for ``rightToLeft``: a navigation push enters from
/// the left and the back button sits on the right, the leading drawer opens from the right, tabs
/// run right to left, the sliding menu shows on the right.
public enum UserInterfaceLayoutDirection: String, Sendable, Equatable, CaseIterable {
    /// Left to right, as `UIUserInterfaceLayoutDirection.leftToRight` (English, German, ...).
    case leftToRight
    /// Right to left, as `UIUserInterfaceLayoutDirection.rightToLeft` (Arabic, Hebrew, ...).
    case rightToLeft

    /// The direction as a trait, as `UITraitEnvironmentLayoutDirection(rawValue:)` does with it.
    public var traitDirection: TraitEnvironmentLayoutDirection {
        self == .rightToLeft ? .rightToLeft : .leftToRight
    }
}

/// The layout direction a trait collection carries, as `UITraitEnvironmentLayoutDirection`:
/// ``unspecified`` where no window has said yet.
public enum TraitEnvironmentLayoutDirection: String, Sendable, Equatable, CaseIterable {
    /// Not known (a trait collection that does not set it), as `.unspecified`.
    case unspecified
    /// Left to right, as `.leftToRight`.
    case leftToRight
    /// Right to left, as `.rightToLeft`.
    case rightToLeft
}

/// How a view's content relates to the layout direction, as `UISemanticContentAttribute`.
///
/// A view whose content has a fixed physical direction (a map, a video's scrubber, playback
/// controls) opts out of mirroring; see ``View/semanticContentAttribute``. What a view says holds
/// for its subviews too, unless they say otherwise.
public enum SemanticContentAttribute: String, Sendable, Equatable, CaseIterable {
    /// Follows the direction around it (the superview's, at the top the window's), as
    /// `.unspecified`.
    case unspecified
    /// Playback controls (play, fast forward), never mirrored, as `.playback`.
    case playback
    /// Directional controls with a spatial meaning (a joystick, text alignment), never mirrored,
    /// as `.spatial`.
    case spatial
    /// Always left to right, as `.forceLeftToRight`: a map, a video, a drawing.
    case forceLeftToRight
    /// Always right to left, as `.forceRightToLeft`.
    case forceRightToLeft

    /// The direction this attribute fixes, or `nil` when it follows the direction around it, as
    /// `UIView.userInterfaceLayoutDirection(for:relativeTo:)` resolves it.
    var fixedDirection: UserInterfaceLayoutDirection? {
        switch self {
        case .unspecified: nil
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
    }
}

extension Rect {
    /// This rectangle reflected across the vertical centre line of a container `width` wide: what
    /// a layout made for left to right becomes in right to left.
    public func mirrored(inWidth width: Double) -> Rect {
        Rect(x: width - maxX, y: minY, width: self.width, height: height)
    }
}
