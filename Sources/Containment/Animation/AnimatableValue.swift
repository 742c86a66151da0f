/// The view properties that `View.animate` animates, and a scroll view's offset, which
/// `ScrollView.setContentOffset(_:animated:)` moves on the same clock.
enum AnimatedProperty: Hashable {
    case frame, alpha, backgroundColor, boundsOrigin, contentOffset
}

/// A value of one animatable property.
enum AnimatableValue: Equatable {
    case frame(Rect)
    case alpha(Double)
    case backgroundColor(Color)
    /// A view's bounds origin (`View.bounds`), which moves what its subviews show.
    case boundsOrigin(Point)
    /// A scroll view's offset: unlike the others a model value, moved frame by frame as
    /// UIKit's animated scrolling moves `contentOffset`.
    case contentOffset(Point)

    var property: AnimatedProperty {
        switch self {
        case .frame: .frame
        case .alpha: .alpha
        case .backgroundColor: .backgroundColor
        case .boundsOrigin: .boundsOrigin
        case .contentOffset: .contentOffset
        }
    }

    /// The value a fraction `t` of the way from `self` to `other` (of the same property).
    func interpolated(to other: AnimatableValue, _ t: Double) -> AnimatableValue {
        switch (self, other) {
        case let (.frame(a), .frame(b)):
            .frame(Rect(
                x: lerp(a.minX, b.minX, t), y: lerp(a.minY, b.minY, t),
                width: lerp(a.width, b.width, t), height: lerp(a.height, b.height, t)))
        case let (.alpha(a), .alpha(b)):
            .alpha(lerp(a, b, t))
        case let (.backgroundColor(a), .backgroundColor(b)):
            .backgroundColor(Color(
                red: lerp(a.red, b.red, t), green: lerp(a.green, b.green, t),
                blue: lerp(a.blue, b.blue, t), alpha: lerp(a.alpha, b.alpha, t)))
        case let (.boundsOrigin(a), .boundsOrigin(b)):
            .boundsOrigin(Point(x: lerp(a.x, b.x, t), y: lerp(a.y, b.y, t)))
        case let (.contentOffset(a), .contentOffset(b)):
            .contentOffset(Point(x: lerp(a.x, b.x, t), y: lerp(a.y, b.y, t)))
        default:
            other
        }
    }
}

/// Linear interpolation from `a` to `b`.
func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }

extension View {
    /// Shows an in-between value, or the model value again when `value` is `nil`.
    func setPresentation(_ property: AnimatedProperty, _ value: AnimatableValue?, requestsFrame: Bool = true) {
        switch (property, value) {
        case let (_, .frame(rect)?): animatedFrame = rect
        case let (_, .alpha(alpha)?): animatedAlpha = alpha
        case let (_, .backgroundColor(color)?): animatedBackgroundColor = color
        case let (_, .boundsOrigin(origin)?): animatedBoundsOrigin = origin
        case let (_, .contentOffset(offset)?): (self as? ScrollView)?.showAnimatedOffset(offset)
        case (.frame, nil): animatedFrame = nil
        case (.alpha, nil): animatedAlpha = nil
        case (.backgroundColor, nil): animatedBackgroundColor = nil
        case (.boundsOrigin, nil): animatedBoundsOrigin = nil
        case (.contentOffset, nil): (self as? ScrollView)?.endAnimatedOffset()
        }
        // The adapter compares frame and alpha on every sync; only a colour is picked up when the
        // display version changes. A view that only moves thus stays unchanged in content, which
        // lets the adapter draw it from a picture while it slides.
        if property == .backgroundColor {
            setNeedsDisplay()
        } else if requestsFrame {
            window?.requestFrame()
        }
    }

    /// Whether a presentation override for the property is shown, i.e. an animation runs.
    func isAnimating(_ property: AnimatedProperty) -> Bool {
        switch property {
        case .frame: animatedFrame != nil
        case .alpha: animatedAlpha != nil
        case .backgroundColor: animatedBackgroundColor != nil
        case .boundsOrigin: animatedBoundsOrigin != nil
        case .contentOffset: (self as? ScrollView)?.isAnimatingOffset == true
        }
    }
}

extension View {
    /// Sets the model value of `value`'s property, outside any animation: where a reversed
    /// (cancelled) interactive animation leaves the view.
    func setModelValue(_ value: AnimatableValue) {
        switch value {
        case .frame(let rect): frame = rect
        case .alpha(let alpha): self.alpha = alpha
        case .backgroundColor(let color): backgroundColor = color
        case .boundsOrigin(let origin): bounds.origin = origin
        case .contentOffset(let offset): (self as? ScrollView)?.contentOffset = offset
        }
    }
}
