/// Hears about scrolling, as `UIScrollViewDelegate`.
@MainActor
public protocol ScrollViewDelegate: AnyObject {
    /// The content offset changed, by the user or by code, as
    /// `UIScrollViewDelegate.scrollViewDidScroll(_:)`.
    func scrollViewDidScroll(_ scrollView: ScrollView)

    /// An animated scroll started by ``ScrollView/setContentOffset(_:animated:)`` or
    /// ``ScrollView/scrollRectToVisible(_:animated:)`` reached its end, as
    /// `UIScrollViewDelegate.scrollViewDidEndScrollingAnimation(_:)`. Not called when the
    /// animation was cut short by another offset change, nor for an offset set without animation.
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
    /// Does nothing, as UIKit's optional method left out.
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}

    /// Does nothing, as UIKit's optional method left out.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
}

/// A view whose subviews scroll, as `UIScrollView`.
///
/// Subviews are placed in content coordinates (a subview at y = 1,000 shows once the content
/// is scrolled that far); ``contentOffset`` is the point of the content shown at the view's top
/// left corner, as UIKit's `bounds.origin` of a scroll view (here ``View/bounds`` keeps a zero
/// origin, and hit testing and ``View/convert(_:to:)`` add the offset).
///
/// The offset is always kept between zero and ``contentSize`` less the view's size (UIKit
/// allows more while bouncing; a desktop scroll stops at its edge). Every change of the
/// offset, from code or from the user, calls ``ScrollViewDelegate/scrollViewDidScroll(_:)``
/// once, as UIKit does; an animated scroll changes it on every frame of the window's clock.
///
/// The GTK adapter draws it as a `GtkScrolledWindow`: the mouse wheel, touchpad scrolling
/// (smooth, with kinetic deceleration) and the scroll bars are GTK's own, and each moves
/// ``contentOffset`` (and tells the delegate) as it goes.
@MainActor
open class ScrollView: View {
    /// Who hears about scrolling, as `UIScrollView.delegate`. A ``TableView`` calls its
    /// ``TableViewDelegate`` through it too, as `UITableView.delegate` does.
    public weak var delegate: ScrollViewDelegate?

    /// The size of the scrollable content, as `UIScrollView.contentSize`. Shrinking it pulls the
    /// offset back within range.
    public var contentSize: Size = .zero {
        didSet {
            guard contentSize != oldValue else { return }
            setNeedsDisplay()
            clampContentOffset()
        }
    }

    /// The content point shown at the top left corner, as `UIScrollView.contentOffset`; setting
    /// it clamps it to ``maximumContentOffset`` and calls the delegate if it changed.
    public var contentOffset: Point {
        get { storedContentOffset }
        set { setContentOffset(newValue, animated: false) }
    }

    private var storedContentOffset = Point.zero

    /// Whether an animated scroll moves the offset now.
    private(set) var isAnimatingOffset = false

    /// How long an animated scroll takes: UIKit's animated `setContentOffset` takes about as long.
    static let scrollAnimationDuration = 0.3

    /// Scrolls to `offset` (clamped to ``maximumContentOffset``), as
    /// `UIScrollView.setContentOffset(_:animated:)`.
    ///
    /// Without animation the offset changes at once, ending an animated scroll that runs. With
    /// animation, as in UIKit, ``contentOffset`` itself moves on each frame of the window's
    /// clock (0.3 s, ease in and out), the delegate hears ``ScrollViewDelegate/scrollViewDidScroll(_:)``
    /// on each and ``ScrollViewDelegate/scrollViewDidEndScrollingAnimation(_:)`` at the end; a
    /// scroll view in no window, or with animations turned off, jumps there and still hears the
    /// end. Another offset change meanwhile (from code, or the user scrolling) takes over.
    public func setContentOffset(_ offset: Point, animated: Bool) {
        let target = clamp(offset)
        if animated, target == storedContentOffset, !isAnimatingOffset { return }
        guard animated else {
            if target != storedContentOffset { AnimationContext.stopTrack(of: self, .contentOffset) }
            move(to: target)
            return
        }
        View.animate(withDuration: Self.scrollAnimationDuration, options: .curveEaseInOut) {
            AnimationContext.record(self, .contentOffset(storedContentOffset), to: .contentOffset(target))
        } completion: { [weak self] finished in
            guard finished, let self else { return }
            self.move(to: self.clamp(target))
            self.delegate?.scrollViewDidEndScrollingAnimation(self)
        }
    }

    /// Stores `offset` (already clamped) and tells the delegate, if it changed.
    private func move(to offset: Point) {
        guard offset != storedContentOffset else { return }
        storedContentOffset = offset
        setNeedsDisplay()
        delegate?.scrollViewDidScroll(self)
    }

    /// One frame of an animated scroll.
    func showAnimatedOffset(_ offset: Point) {
        isAnimatingOffset = true
        move(to: clamp(offset))
    }

    /// An animated scroll ended or was cut short.
    func endAnimatedOffset() {
        isAnimatingOffset = false
    }

    /// The largest offset the content and the view's size allow: the content's size less the
    /// view's, and never below zero.
    public var maximumContentOffset: Point {
        Point(x: max(0, contentSize.width - frame.width), y: max(0, contentSize.height - frame.height))
    }

    /// The part of the content that shows, in content coordinates, as a scroll view's `bounds`
    /// in UIKit.
    public var visibleContentRect: Rect {
        Rect(origin: contentOffset, size: frame.size)
    }

    /// Scrolls as little as needed to show `rect` (in content coordinates), as
    /// `UIScrollView.scrollRectToVisible(_:animated:)`.
    public func scrollRectToVisible(_ rect: Rect, animated: Bool) {
        var offset = contentOffset
        if rect.maxY > offset.y + frame.height { offset.y = rect.maxY - frame.height }
        if rect.minY < offset.y { offset.y = rect.minY }
        if rect.maxX > offset.x + frame.width { offset.x = rect.maxX - frame.width }
        if rect.minX < offset.x { offset.x = rect.minX }
        setContentOffset(offset, animated: animated)
    }

    /// Keeps the offset in range when the view's size changes.
    open override var frame: Rect {
        didSet { clampContentOffset() }
    }

    /// Hit tests subviews in content coordinates (the point moved by ``contentOffset``).
    open override func hitTest(_ point: Point) -> View? {
        guard !isHidden, isUserInteractionEnabled, alpha > 0.01, bounds.contains(point) else { return nil }
        for subview in subviews.reversed() {
            let local = Point(
                x: point.x + contentOffset.x - subview.frame.minX, y: point.y + contentOffset.y - subview.frame.minY)
            if let hit = subview.hitTest(local) { return hit }
        }
        return self
    }

    private func clamp(_ offset: Point) -> Point {
        let maximum = maximumContentOffset
        // NaN (a division gone wrong in app code) counts as zero, never as a position.
        let x = offset.x.isNaN ? 0 : offset.x
        let y = offset.y.isNaN ? 0 : offset.y
        return Point(x: min(max(x, 0), maximum.x), y: min(max(y, 0), maximum.y))
    }

    private func clampContentOffset() {
        if clamp(storedContentOffset) != storedContentOffset { setContentOffset(storedContentOffset, animated: false) }
    }
}
