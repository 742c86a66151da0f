/// What shows the scenes' windows: the contract between the core's scene machinery and an
/// adapter (the GTK adapter's `GtkApplication`, or ``ManualSceneHost`` in headless tests), as
/// `UIApplication` and the system's window server share the work in UIKit.
///
/// The core decides the scenes' lives and sends every delegate call; the host only shows,
/// closes and focuses windows, and reports back what the user did through
/// ``Application/hostWindowDidBecomeKey(_:)``, ``Application/hostWindowDidResignKey(_:)``,
/// ``Application/hostWindowWillClose(_:)`` and ``Application/hostWindowDidClose(_:)``.
@_spi(Adapter) @MainActor
public protocol SceneHost: AnyObject {
    /// The clock a new window of `scene` runs its animations on: each window has its own.
    func makeClock(for scene: WindowScene) -> Clock
    /// The size a new window of `scene` starts at.
    func defaultWindowSize(for scene: WindowScene) -> Size
    /// A window of `scene` became visible (``Window/makeKeyAndVisible()``): show it.
    func windowScene(_ scene: WindowScene, show window: Window)
    /// Close `window` of a scene being destroyed, as the user's close button would (reporting
    /// ``Application/hostWindowWillClose(_:)`` and ``Application/hostWindowDidClose(_:)``).
    func windowScene(_ scene: WindowScene, close window: Window)
    /// Bring `scene`'s windows to the front (an open session was activated again).
    func bringToFront(_ scene: WindowScene)
    /// `scene`'s ``Scene/title`` changed.
    func windowSceneTitleDidChange(_ scene: WindowScene)
    /// The last scene disconnected: the app ends.
    func lastSceneDidDisconnect()
}
