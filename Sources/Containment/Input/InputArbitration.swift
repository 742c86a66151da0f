/// The one rule that sends each drag, touchpad swipe and wheel scroll to exactly one place.
///
/// **Scrolls and swipes** (`Window.handleScroll(_:)`), decided once, at the first delta of a
/// scroll, for all of it until its stop:
/// 1. A wheel notch never starts a swipe: it stays with whatever native widget is under the
///    pointer (a scroll view, a slider).
/// 2. A scroll along an axis that a ``ScrollView`` under the pointer (or a native scrolling
///    widget, ``ScrollEvent/nativeViewCanScroll``) can still scroll in that direction stays
///    with it. At its edge (or across its axis) it passes on to rule 3. A content view on the
///    way that moves its own content with a swipe takes it first (a horizontal swipe on a
///    ``TableView`` row with swipe actions slides the row aside).
/// 3. Otherwise the innermost container that can act takes it as a swipe, driving its
///    ``InteractiveTransition`` (a page view turns a page, a navigation controller pops, a
///    drawer opens or closes): page view before navigation pop before drawer, as they nest.
///    A container is any controller on the way from the view under the pointer out to the
///    root that adopts ``Swipeable`` (the library's and an app's alike) and says it can act
///    (``Swipeable/canBeginSwipe(_:)``).
///    **Edge priority:** a swipe or drag that starts on an edge strip goes first to the edge
///    gestures, the navigation controller's edge pop (``NavigationController/interactivePopEdgeWidth``)
///    and then the drawer's bezel (``DrawerController/bezelRange``), before any page view.
/// 4. A swipe never starts a second transition: while a container on the way runs one (a
///    slide, a turn, a drag: ``Swipeable/isTransitioningForSwipe``), the swipe is swallowed
///    until its stop.
/// 5. Nothing that can act: the scroll goes on to native widgets.
///
/// **Drags** (`Window.handlePointer(_:)`) go to the recognizers of the view under the press
/// and its superviews, edge gestures first, then innermost first; the first drag to begin makes
/// the others fail. A drag on a view that handles drags itself (``View/handlesDragsItself``: a
/// ``TextView`` or ``TextField`` selecting text, an app's own view), or on a native widget the
/// host reports with ``PointerEvent/nativeWidgetTakesDrags`` (a slider), never moves a
/// container: the drags of the views around it are left out of that sequence.
///
/// **Changing it, as in UIKit.** ``GestureRecognizer/require(toFail:)`` makes a recognizer wait
/// for another to fail (for a swipe: a container gives way to another container that can act
/// whose recognizer it requires to fail); a ``GestureRecognizerDelegate`` refuses a begin
/// (``GestureRecognizerDelegate/gestureRecognizerShouldBegin(_:)``, also for the swipes of
/// that recognizer's container) or lets two drags run together
/// (``GestureRecognizerDelegate/gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)``);
/// a disabled recognizer keeps its container out of swipes too.
@MainActor
public enum InputArbitration {
    /// What a recognizer's failure requirements say about beginning now.
    enum Readiness: Equatable {
        /// Every required recognizer failed (or is not following this input).
        case go
        /// A required recognizer may still begin.
        case wait
        /// A required recognizer began: this one fails.
        case fail
    }

    /// The failure requirements of `recognizer` against the others following the same input.
    static func requirementsAllowBegin(_ recognizer: GestureRecognizer, among others: [GestureRecognizer]) -> Readiness {
        var readiness = Readiness.go
        for required in recognizer.requiredToFail where others.contains(where: { $0 === required }) {
            switch required.state {
            case .began, .changed, .ended: return .fail
            case .possible: readiness = .wait
            case .failed, .cancelled: break
            }
        }
        return readiness
    }

    /// Whether the recognizer's own test and its delegate let it begin.
    static func allowsBegin(_ recognizer: GestureRecognizer) -> Bool {
        if let shouldBegin = recognizer.shouldBegin, !shouldBegin(recognizer) { return false }
        return recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true
    }

    /// Whether either delegate lets `a` and `b` recognize together.
    static func recognizeSimultaneously(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        (a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) ?? false)
            || (b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) ?? false)
    }

    /// `items` with those whose recognizer has edge priority at `location` first, each group
    /// keeping its order (innermost first).
    static func edgesFirst<Item>(_ items: [Item], at location: Point, recognizer: (Item) -> GestureRecognizer) -> [Item] {
        let edge = items.filter { recognizer($0).hasEdgePriority?(location) ?? false }
        let rest = items.filter { !(recognizer($0).hasEdgePriority?(location) ?? false) }
        return edge + rest
    }

    /// The recognizers a press on `hit` starts, in order: enabled ones of `hit` and its
    /// superviews, edge gestures first; without the drags of the views above a view that takes
    /// drags itself.
    static func pointerRecognizers(for hit: View, at location: Point, nativeWidgetTakesDrags: Bool) -> [GestureRecognizer] {
        var recognizers: [GestureRecognizer] = []
        var dragsTaken = nativeWidgetTakesDrags
        for view in hit.selfAndAncestors {
            let own = view.gestureRecognizers.filter { $0.isEnabled && $0.followsPresses }
            recognizers += dragsTaken ? own.filter { !$0.isContinuous } : own
            if view.handlesDragsItself { dragsTaken = true }
        }
        return edgesFirst(recognizers, at: location) { $0 }
    }

    /// Who takes a scroll that starts as `start`.
    enum SwipeOwner {
        /// A scroll view or native widget keeps it (or nothing wants it): the host's widgets get
        /// it. The core scroll view it moves, if it is one, is dragged by it until its stop.
        case native(ScrollView?)
        /// A container runs a transition: the swipe is swallowed.
        case busy
        /// A content view on the way moves its own content with it (a table row's actions).
        case content(any ContentSwipeable)
        /// The container that drives its transition with it.
        case container(any Swipeable)
    }

    /// Decides the owner of a scroll along `start.axis` (rules 2 to 5).
    static func swipeOwner(for start: SwipeStart, in window: Window) -> SwipeOwner {
        guard let hit = window.hitTest(start.location) else { return .native(nil) }
        if start.nativeViewCanScroll { return .native(nil) }
        for view in hit.selfAndAncestors {
            if let content = view as? any ContentSwipeable, content.canBeginContentSwipe(start) { return .content(content) }
            if let scrollView = view as? ScrollView, scrollView.canScroll(axis: start.axis, contentTranslation: start.translation) {
                return .native(scrollView)
            }
        }
        var containers: [any Swipeable] = []
        var controller = hit.selfAndAncestors.lazy.compactMap(\.owningViewController).first
        while let current = controller {
            if let container = current as? any Swipeable { containers.append(container) }
            controller = current.parent
        }
        if containers.contains(where: \.isTransitioningForSwipe) { return .busy }
        let able = containers.filter { container in
            let recognizer = container.swipeGestureRecognizer
            return recognizer.isEnabled && container.canBeginSwipe(start)
                && (recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true)
        }
        let ordered = edgesFirst(able, at: start.location) { $0.swipeGestureRecognizer }
        for candidate in ordered {
            let required = candidate.swipeGestureRecognizer.requiredToFail
            let givesWay = ordered.contains { other in other !== candidate && required.contains { $0 === other.swipeGestureRecognizer } }
            if !givesWay { return .container(candidate) }
        }
        return .native(nil)
    }
}

extension ScrollView {
    /// Whether content moving by `contentTranslation` along `axis` would scroll: the offset is
    /// not yet at that edge.
    func canScroll(axis: SwipeAxis, contentTranslation: Double) -> Bool {
        let offset = axis == .horizontal ? contentOffset.x : contentOffset.y
        let minimum = axis == .horizontal ? minimumContentOffset.x : minimumContentOffset.y
        let maximum = axis == .horizontal ? maximumContentOffset.x : maximumContentOffset.y
        guard isScrollEnabled else { return false }
        // Content moving right or down shows what is before: the offset decreases.
        if contentTranslation > 0 { return offset > minimum + 0.5 }
        if contentTranslation < 0 { return offset < maximum - 0.5 }
        return false
    }
}
