import CGtk
import Containment
@_spi(Testing) import ContainmentGtk
import Testing

extension GtkTests {
    /// `viewIsAppearing` in a real window: the host's layout pass on the next frame sends it, as
    /// UIKit's in the transaction of `viewWillAppear`, not the end of the slide.
    @Suite @MainActor struct HostViewIsAppearing {
        @Test func anAnimatedPushHearsItOnItsFirstFrameAndViewDidAppearWhenTheSlideEnds() async throws {
            let host = try await makeHost(width: 360, height: 300)
            defer { host.close() }
            let navigation = NavigationController(rootViewController: ViewController(title: "Root"))
            host.window.rootViewController = navigation
            #expect(await host.settle(timeout: 5))

            let pushed = ViewController(title: "Pushed")
            var heard: [(callback: LifecycleCallback, frame: Int)] = []
            let observation = LifecycleEventStream.shared.observe { event in
                guard event.controllerID == ObjectIdentifier(pushed) else { return }
                if [.viewWillAppear, .viewIsAppearing, .viewDidAppear].contains(event.callback) {
                    heard.append((event.callback, host.ticksDelivered))
                }
            }
            defer { observation.cancel() }
            let start = host.ticksDelivered
            navigation.pushViewController(pushed, animated: true)
            #expect(await host.settle(timeout: 5))

            #expect(heard.map(\.callback) == [.viewWillAppear, .viewIsAppearing, .viewDidAppear])
            let isAppearingFrame = try #require(heard.first { $0.callback == .viewIsAppearing }).frame
            let didAppearFrame = try #require(heard.first { $0.callback == .viewDidAppear }).frame
            #expect(isAppearingFrame - start <= 1, "told on the push's first frame")
            // The slide lasts 0.35 s: a dozen frames or more at 60 Hz.
            #expect(didAppearFrame - isAppearingFrame >= 10)
        }
    }
}
