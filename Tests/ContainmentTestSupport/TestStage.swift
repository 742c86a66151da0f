@_spi(Testing) import Containment

/// The one stage the headless suites show controllers on: a window on a ``ManualClock``, made
/// key and visible as an app's `UIWindow` is, so appearance callbacks run as on screen and
/// time moves only when the test says. The suites' own stages (a drawer's, a menu's, the demo
/// catalog's) are built on it; GTK tests use `ContainmentGtkTesting.GtkTestStage` instead.
@MainActor
public final class TestStage {
    /// The window's clock: animations move only with ``ManualClock/advance(by:)``.
    public let clock = ManualClock()
    /// The window, at the origin.
    public let window: Window

    /// A window of `size` on a new manual clock, not yet visible.
    public init(size: Size = Size(width: 1024, height: 768)) {
        window = Window(frame: Rect(origin: .zero, size: size), clock: clock)
    }

    /// A window of `width` × `height` on a new manual clock, not yet visible.
    public convenience init(width: Double, height: Double) {
        self.init(size: Size(width: width, height: height))
    }

    /// Makes `root` the window's root view controller and the window key and visible, which
    /// begins `root`'s appearance.
    public func show(_ root: ViewController) {
        window.rootViewController = root
        window.makeKeyAndVisible()
    }

    /// Runs the clock in steps of `step` seconds until no animation is left in the window (at
    /// most `maxSteps` steps).
    public func settle(step: Double = 1, maxSteps: Int = 10_000) {
        var steps = 0
        while window.runningAnimationCount > 0, steps < maxSteps {
            clock.advance(by: step)
            steps += 1
        }
    }
}
