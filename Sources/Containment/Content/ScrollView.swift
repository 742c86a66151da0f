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

    /// The user started moving the content (a drag, or fingers on the touchpad), as
    /// `UIScrollViewDelegate.scrollViewWillBeginDragging(_:)`.
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)

    /// The user stopped moving the content, as
    /// `UIScrollViewDelegate.scrollViewDidEndDragging(_:willDecelerate:)`: `decelerate` says
    /// whether it goes on moving by itself (kinetic scrolling) for a while.
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)

    /// Kinetic scrolling after the user let go came to rest, as
    /// `UIScrollViewDelegate.scrollViewDidEndDecelerating(_:)`.
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
    /// Does nothing, as UIKit's optional method left out.
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}

    /// Does nothing, as UIKit's optional method left out.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}

    /// Does nothing, as UIKit's optional method left out.
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}

    /// Does nothing, as UIKit's optional method left out.
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}

    /// Does nothing, as UIKit's optional method left out.
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
}

/// A view whose subviews scroll, as `UIScrollView`.
///
/// Subviews are placed in content coordinates (a subview at y = 1,000 shows once the content
/// is scrolled that far): ``contentOffset`` is the view's ``View/bounds`` origin, the point of
/// the content shown at the view's top left corner, so drawing, hit testing and
/// ``View/convert(_:to:)`` all see the content moved by it, as in UIKit. Changing it lays the
/// view out again, so a subclass that places only what shows (a ``TableView``) does so in
/// ``View/layoutSubviews()``.
///
/// As in UIKit an offset set from code is kept as set, even past the content's edges (a scroll
/// view does not pull it back when its content or its size changes either); the user's
/// scrolling stays between the edges of the content grown by ``adjustedContentInset``. Every
/// change of the offset, from code or from the user, calls
/// ``ScrollViewDelegate/scrollViewDidScroll(_:)`` once, as UIKit does; an animated scroll
/// changes it on every frame of the window's clock.
///
/// The GTK adapter draws it as a `GtkScrolledWindow` whose scrolled widget is only as large as
/// the view: the mouse wheel, touchpad scrolling (smooth, with kinetic deceleration) and the
/// scroll bars are GTK's own (their range is the whole content, however large), and each moves
/// ``contentOffset`` (and tells the delegate) as it goes, and ``isDragging`` and
/// ``isDecelerating`` while it does.
@MainActor
open class ScrollView: View {
    /// Who hears about scrolling, as `UIScrollView.delegate`. A ``TableView`` calls its
    /// ``TableViewDelegate`` through it too, as `UITableView.delegate` does.
    public weak var delegate: ScrollViewDelegate?

    /// The size of the scrollable content, as `UIScrollView.contentSize`. Changing it does not
    /// move the offset, as in UIKit.
    public var contentSize: Size = .zero {
        didSet { if contentSize != oldValue { setNeedsDisplay() } }
    }

    /// Extra room around the content, as `UIScrollView.contentInset`: the user can scroll
    /// `top` points above the content's top, `bottom` below its end, and so on.
    public var contentInset: EdgeInsets = .zero {
        didSet { if contentInset != oldValue { setNeedsDisplay() } }
    }

    /// The room around the content the scrolling range uses, as
    /// `UIScrollView.adjustedContentInset`: ``contentInset`` (no bar overlaps a scroll view's
    /// content on the desktop, where bars sit beside it, so there is nothing to add).
    public var adjustedContentInset: EdgeInsets { contentInset }

    /// Whether the vertical scroll bar shows, as `UIScrollView.showsVerticalScrollIndicator`.
    public var showsVerticalScrollIndicator = true {
        didSet { if showsVerticalScrollIndicator != oldValue { setNeedsDisplay() } }
    }

    /// Whether the horizontal scroll bar shows, as `UIScrollView.showsHorizontalScrollIndicator`.
    public var showsHorizontalScrollIndicator = true {
        didSet { if showsHorizontalScrollIndicator != oldValue { setNeedsDisplay() } }
    }

    /// Whether the user can scroll the content, as `UIScrollView.isScrollEnabled`. Code can
    /// always set the offset.
    public var isScrollEnabled = true {
        didSet { if isScrollEnabled != oldValue { setNeedsDisplay() } }
    }

    /// What the user is doing to the content now (see ``isDragging``, ``isDecelerating``).
    public private(set) var scrollPhase = ScrollPhase.idle

    /// Whether the user is moving the content (a drag, or fingers on the touchpad), as
    /// `UIScrollView.isDragging`.
    public var isDragging: Bool { scrollPhase == .dragging }

    /// Whether the content goes on moving after the user let go (kinetic scrolling), as
    /// `UIScrollView.isDecelerating`.
    public var isDecelerating: Bool { scrollPhase == .decelerating }

    /// The recognizer for drags that scroll the content, as `UIScrollView.panGestureRecognizer`.
    /// Other recognizers can ``GestureRecognizer/require(toFail:)`` it. On the desktop the wheel,
    /// the touchpad and the scroll bars scroll, and a mouse drag on the content selects rather
    /// than scrolls, so it starts disabled; enabled, a drag moves the content as a finger does on
    /// a touch screen.
    public private(set) lazy var panGestureRecognizer: PanGestureRecognizer = {
        let recognizer = PanGestureRecognizer { [weak self] recognizer in
            guard let self, let pan = recognizer as? PanGestureRecognizer else { return }
            self.followDrag(of: pan)
        }
        recognizer.isEnabled = false
        addGestureRecognizer(recognizer)
        return recognizer
    }()

    /// The offset when the pan recognizer began.
    private var dragStartOffset = Point.zero

    /// The content point shown at the top left corner, as `UIScrollView.contentOffset`: the
    /// ``View/bounds`` origin. Setting it keeps the value as set and calls the delegate if it
    /// changed.
    public var contentOffset: Point {
        get { bounds.origin }
        set { setContentOffset(newValue, animated: false) }
    }

    /// Whether an animated scroll moves the offset now.
    private(set) var isAnimatingOffset = false

    /// How long an animated scroll takes: UIKit's animated `setContentOffset` takes about as long.
    static let scrollAnimationDuration = 0.3

    /// Scrolls to `offset`, as `UIScrollView.setContentOffset(_:animated:)`.
    ///
    /// Without animation the offset changes at once, ending an animated scroll that runs. With
    /// animation, as in UIKit, ``contentOffset`` itself moves on each frame of the window's
    /// clock (0.3 s, ease in and out), the delegate hears ``ScrollViewDelegate/scrollViewDidScroll(_:)``
    /// on each and ``ScrollViewDelegate/scrollViewDidEndScrollingAnimation(_:)`` at the end; a
    /// scroll view in no window, or with animations turned off, jumps there and still hears the
    /// end. Another offset change meanwhile (from code, or the user scrolling) takes over.
    public func setContentOffset(_ offset: Point, animated: Bool) {
        let target = Self.finite(offset)
        if animated, target == contentOffset, !isAnimatingOffset { return }
        guard animated else {
            if target != contentOffset { AnimationContext.stopTrack(of: self, .contentOffset) }
            bounds.origin = target
            return
        }
        View.animate(withDuration: Self.scrollAnimationDuration, options: .curveEaseInOut) {
            AnimationContext.record(self, .contentOffset(contentOffset), to: .contentOffset(target))
        } completion: { [weak self] finished in
            guard finished, let self else { return }
            self.bounds.origin = target
            self.delegate?.scrollViewDidEndScrollingAnimation(self)
        }
    }

    override func boundsOriginDidChange() {
        delegate?.scrollViewDidScroll(self)
    }

    /// One frame of an animated scroll.
    func showAnimatedOffset(_ offset: Point) {
        isAnimatingOffset = true
        bounds.origin = offset
    }

    /// An animated scroll ended or was cut short.
    func endAnimatedOffset() {
        isAnimatingOffset = false
    }

    /// The smallest offset the user can scroll to: the top left inset, outside the content.
    public var minimumContentOffset: Point {
        Point(x: -adjustedContentInset.left, y: -adjustedContentInset.top)
    }

    /// The largest offset the user can scroll to: the content's size and its insets less the
    /// view's size, and never below ``minimumContentOffset``.
    public var maximumContentOffset: Point {
        let insets = adjustedContentInset
        let minimum = minimumContentOffset
        return Point(
            x: max(minimum.x, contentSize.width + insets.right - frame.width),
            y: max(minimum.y, contentSize.height + insets.bottom - frame.height))
    }

    /// The part of the content that shows, in content coordinates: the scroll view's
    /// ``View/bounds``, as in UIKit.
    public var visibleContentRect: Rect { bounds }

    /// Scrolls as little as needed to show `rect` (in content coordinates), as
    /// `UIScrollView.scrollRectToVisible(_:animated:)`, never past the scrolling range.
    public func scrollRectToVisible(_ rect: Rect, animated: Bool) {
        var offset = contentOffset
        if rect.maxY > offset.y + frame.height { offset.y = rect.maxY - frame.height }
        if rect.minY < offset.y { offset.y = rect.minY }
        if rect.maxX > offset.x + frame.width { offset.x = rect.maxX - frame.width }
        if rect.minX < offset.x { offset.x = rect.minX }
        setContentOffset(clampedToScrollingRange(offset), animated: animated)
    }

    /// `offset` moved within the range the user can scroll (``minimumContentOffset`` to
    /// ``maximumContentOffset``); NaN or an infinity counts as zero.
    public func clampedToScrollingRange(_ offset: Point) -> Point {
        let point = Self.finite(offset)
        let minimum = minimumContentOffset, maximum = maximumContentOffset
        return Point(x: min(max(point.x, minimum.x), maximum.x), y: min(max(point.y, minimum.y), maximum.y))
    }

    /// NaN or an infinity (a division gone wrong in app code) counts as zero, never as a position.
    private static func finite(_ point: Point) -> Point {
        Point(x: point.x.isFinite ? point.x : 0, y: point.y.isFinite ? point.y : 0)
    }

    // MARK: The user scrolling

    /// The user scrolled to `offset` (the adapter's scroll bars, wheel or touchpad): stays within
    /// the scrolling range, takes over an animated scroll, and calls the delegate.
    @_spi(Adapter) public func scrollFromUser(to offset: Point) {
        guard isScrollEnabled else { return }
        setContentOffset(clampedToScrollingRange(offset), animated: false)
    }

    /// The user's fingers or pointer started moving the content: ``isDragging`` turns on and
    /// the delegate hears ``ScrollViewDelegate/scrollViewWillBeginDragging(_:)``. Ignored while
    /// already dragging.
    @_spi(Adapter) public func beginDraggingFromUser() {
        guard scrollPhase != .dragging else { return }
        if scrollPhase == .decelerating { delegate?.scrollViewDidEndDecelerating(self) }
        scrollPhase = .dragging
        delegate?.scrollViewWillBeginDragging(self)
    }

    /// The user let go: kinetic scrolling follows when `willDecelerate`
    /// (``isDecelerating``), else the scroll is over. Ignored unless dragging.
    @_spi(Adapter) public func endDraggingFromUser(willDecelerate: Bool) {
        guard scrollPhase == .dragging else { return }
        scrollPhase = willDecelerate ? .decelerating : .idle
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
    }

    /// Kinetic scrolling came to rest. Ignored unless decelerating.
    @_spi(Adapter) public func endDeceleratingFromUser() {
        guard scrollPhase == .decelerating else { return }
        scrollPhase = .idle
        delegate?.scrollViewDidEndDecelerating(self)
    }

    private func followDrag(of pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            dragStartOffset = contentOffset
            beginDraggingFromUser()
        case .changed:
            let moved = pan.translation(in: self)
            scrollFromUser(to: Point(x: dragStartOffset.x - moved.x, y: dragStartOffset.y - moved.y))
        case .ended, .cancelled, .failed:
            endDraggingFromUser(willDecelerate: false)
        default:
            break
        }
    }
}

/// What the user is doing to a scroll view's content, as `UIScrollView`'s `isDragging` and
/// `isDecelerating` say together: one state, not two flags.
public enum ScrollPhase: Sendable, Equatable {
    /// Nothing: the content is still or moves only by code.
    case idle
    /// The user is moving the content.
    case dragging
    /// The content goes on moving after the user let go.
    case decelerating
}
