/// A headless ``SceneHost``: the core's scene machinery driven by hand, as a window server
/// would, so that delegate calls, key-window changes and closes run in tests without a display.
///
/// Each window gets its own ``ManualClock``. A shown window takes the focus at once when
/// ``focusesShownWindows`` is `true`, as a window manager focuses a new window; ``focus(_:)``
/// and ``close(_:)`` stand for the user's click on a window and its close button (which ends
/// the window's animations and hides it, as the GTK host does).
@_spi(Testing) @MainActor
public final class ManualSceneHost: SceneHost {
    /// Every window's clock, in the order made.
    public private(set) var clocks: [ManualClock] = []
    /// The windows shown, in the order shown.
    public private(set) var shownWindows: [Window] = []
    /// The windows shown and not yet closed.
    public var openWindows: [Window] { shownWindows.filter(\.isVisible) }
    /// The size new windows start at.
    public var windowSize = Size(width: 800, height: 600)
    /// Whether a window takes the focus when shown.
    public var focusesShownWindows = true
    /// Whether the last scene disconnected (the app ended).
    public private(set) var didEnd = false
    /// The scenes brought to the front, in order.
    public private(set) var broughtToFront: [WindowScene] = []
    /// The window with the focus.
    public private(set) weak var focusedWindow: Window?

    /// A host for `Application.shared`; install it with ``install()``.
    public init() {}

    /// Makes this the shared application's scene host.
    public func install() {
        Application.shared.sceneHost = self
    }

    public func makeClock(for scene: WindowScene) -> Clock {
        let clock = ManualClock()
        clocks.append(clock)
        return clock
    }

    public func defaultWindowSize(for scene: WindowScene) -> Size { windowSize }

    public func windowScene(_ scene: WindowScene, show window: Window) {
        guard !shownWindows.contains(where: { $0 === window }) else { return }
        shownWindows.append(window)
        if focusesShownWindows { focus(window) }
    }

    public func windowScene(_ scene: WindowScene, close window: Window) {
        close(window)
    }

    public func bringToFront(_ scene: WindowScene) {
        broughtToFront.append(scene)
        if let window = scene.windows.last(where: \.isVisible) { focus(window) }
    }

    public func windowSceneTitleDidChange(_ scene: WindowScene) {}

    public func lastSceneDidDisconnect() {
        didEnd = true
    }

    /// The user clicks into `window`: the focused window loses the focus, `window` takes it.
    public func focus(_ window: Window) {
        guard focusedWindow !== window, window.isVisible else { return }
        if let old = focusedWindow { Application.shared.hostWindowDidResignKey(old) }
        focusedWindow = window
        Application.shared.hostWindowDidBecomeKey(window)
    }

    /// The focus leaves the app (another app's window took it).
    public func unfocus() {
        guard let old = focusedWindow else { return }
        focusedWindow = nil
        Application.shared.hostWindowDidResignKey(old)
    }

    /// The user closes `window`: what runs in it ends, its controllers disappear, and its scene
    /// hears of it, as the GTK host's close does.
    public func close(_ window: Window) {
        guard window.isVisible else { return }
        if focusedWindow === window {
            focusedWindow = nil
            Application.shared.hostWindowDidResignKey(window)
        }
        Application.shared.hostWindowWillClose(window)
        window.finishAllAnimations()
        window.hide()
        Application.shared.hostWindowDidClose(window)
    }
}
