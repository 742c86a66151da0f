extension View {
    /// How a view fits its content in its bounds, as `UIView.ContentMode`.
    public enum ContentMode: Sendable, Hashable {
        /// Stretched to fill the bounds, the aspect ratio changed if need be, as `.scaleToFill`.
        case scaleToFill
        /// Scaled to fit whole inside the bounds, keeping the aspect ratio, as `.scaleAspectFit`.
        case scaleAspectFit
        /// Scaled to cover the bounds, keeping the aspect ratio; what overflows is clipped, as
        /// `.scaleAspectFill`.
        case scaleAspectFill
        /// Not scaled, centred; what overflows is clipped, as `.center`.
        case center
    }
}

/// Shows an ``Image``, as `UIImageView`. The GTK adapter renders it as a `GtkImage` holding the
/// image decoded once and scaled once for the view's size and ``contentMode`` (again only when
/// one of those changes, never per frame). Unlike UIKit, what a content mode puts outside the
/// bounds is never drawn, whatever ``View/clipsToBounds`` says.
@MainActor
open class ImageView: View {
    /// The image shown, as `UIImageView.image`.
    public var image: Image? { didSet { if image !== oldValue { setNeedsDisplay(); invalidateIntrinsicContentSize() } } }

    /// The image's size in points, as `UIImageView.intrinsicContentSize` (no size without an image).
    open override var intrinsicContentSize: Size {
        image?.size ?? Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// How the image fits the bounds, as `UIView.contentMode` (UIKit's default, `.scaleToFill`).
    public var contentMode: ContentMode = .scaleToFill { didSet { if contentMode != oldValue { setNeedsDisplay() } } }

    /// Creates an empty image view, as `UIImageView(frame:)`.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// Creates an image view as large as `image`, as `UIImageView(image:)`.
    public init(image: Image?) {
        self.image = image
        super.init(frame: Rect(origin: .zero, size: image?.size ?? .zero))
    }

    /// Where the image goes in the bounds, in points, for the content mode: the rectangle it is
    /// drawn in (which may overflow the bounds for `.scaleAspectFill` and `.center`).
    public func imageRect(for bounds: Size) -> Rect? {
        guard let image, image.size.width > 0, image.size.height > 0 else { return nil }
        let size = image.size
        let drawn: Size
        switch contentMode {
        case .scaleToFill:
            return Rect(origin: .zero, size: bounds)
        case .scaleAspectFit, .scaleAspectFill:
            let scaleX = bounds.width / size.width
            let scaleY = bounds.height / size.height
            let scale = contentMode == .scaleAspectFit ? min(scaleX, scaleY) : max(scaleX, scaleY)
            drawn = Size(width: size.width * scale, height: size.height * scale)
        case .center:
            drawn = size
        }
        return Rect(
            x: (bounds.width - drawn.width) / 2, y: (bounds.height - drawn.height) / 2, width: drawn.width,
            height: drawn.height)
    }
}
