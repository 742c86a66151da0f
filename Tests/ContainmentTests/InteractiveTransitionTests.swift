import Testing
@testable import Containment

/// The one drag model and its one release rule, headless: no window, no clock.
@MainActor
@Suite("InteractiveTransition")
struct InteractiveTransitionTests {
    /// A transition of `distance` points that records what it tells its container.
    @MainActor
    final class Probe {
        let transition: InteractiveTransition
        var progresses: [Double] = []
        var ends: [Bool] = []
        init(distance: Double = 200) {
            transition = InteractiveTransition(distance: distance)
            transition.onProgress = { [unowned self] in self.progresses.append($0) }
            transition.onEnd = { [unowned self] in self.ends.append($0) }
        }
    }

    @Test("the flick threshold is one constant of 500 pt/s")
    func oneConstant() {
        #expect(InteractiveTransition.flickVelocity == 500)
    }

    @Test("without a flick, past half completes and half or less springs back")
    func pastHalf() {
        #expect(InteractiveTransition.completes(progress: 0.51, velocity: 0))
        #expect(!InteractiveTransition.completes(progress: 0.5, velocity: 0), "exactly half is not past half")
        #expect(!InteractiveTransition.completes(progress: 0.49, velocity: 0))
        #expect(InteractiveTransition.completes(progress: 1, velocity: 499))
        #expect(!InteractiveTransition.completes(progress: 0, velocity: -499))
    }

    @Test("a flick ends in its own direction whatever the progress; at the threshold it is no flick")
    func flicks() {
        #expect(InteractiveTransition.completes(progress: 0.05, velocity: 501), "a flick towards completion completes early")
        #expect(!InteractiveTransition.completes(progress: 0.95, velocity: -501), "a flick the other way cancels late")
        #expect(!InteractiveTransition.completes(progress: 0.05, velocity: 500), "500 pt/s is not faster than the threshold")
        #expect(InteractiveTransition.completes(progress: 0.95, velocity: -500), "-500 pt/s is not a flick either")
        #expect(InteractiveTransition.isFlick(velocity: 500.5))
        #expect(InteractiveTransition.isFlick(velocity: -500.5))
        #expect(!InteractiveTransition.isFlick(velocity: 500))
        #expect(!InteractiveTransition.isFlick(velocity: .nan))
        #expect(InteractiveTransition.completes(progress: 0.2, velocity: .infinity))
        #expect(!InteractiveTransition.completes(progress: 0.8, velocity: -.infinity))
        #expect(InteractiveTransition.completes(progress: 0.8, velocity: .nan), "no speed known: the progress decides")
    }

    @Test("a translation moves the progress by translation over distance from where the drag began, clamped")
    func translation() {
        let probe = Probe(distance: 200)
        let transition = probe.transition
        #expect(transition.begin())
        transition.update(translation: 50)
        #expect(transition.progress == 0.25)
        transition.update(translation: -30)
        #expect(transition.progress == 0, "clamped at 0")
        transition.update(translation: 900)
        #expect(transition.progress == 1, "clamped at 1")
        #expect(probe.progresses == [0.25, 0, 1])
        transition.cancel()

        #expect(transition.begin(at: 1), "a drag can start at the far end (an open drawer)")
        #expect(transition.initialProgress == 1)
        transition.update(translation: -50)
        #expect(transition.progress == 0.75, "a negative translation goes back towards 0")
        transition.distance = 100
        transition.update(translation: -50)
        #expect(transition.progress == 0.5, "the distance is read at each update")
        transition.distance = 0
        transition.update(translation: -50)
        #expect(transition.progress == 1, "with no distance the progress stays where the drag began")
    }

    @Test("a progress is clamped to 0…1 and a value that is not a number is ignored")
    func progressClamping() {
        let probe = Probe()
        let transition = probe.transition
        #expect(transition.begin(at: 7) && transition.progress == 1, "the start is clamped too")
        transition.update(progress: 0.3)
        transition.update(progress: -2)
        transition.update(progress: 3)
        transition.update(progress: .nan)
        #expect(transition.progress == 1)
        #expect(probe.progresses == [0.3, 0, 1])
    }

    @Test("finish applies the rule once, tells the container, and leaves the progress for timing")
    func finish() {
        let probe = Probe(distance: 100)
        let transition = probe.transition
        transition.begin()
        transition.update(translation: 60)
        #expect(transition.finish(velocity: 0))
        #expect(!transition.isActive)
        #expect(transition.progress == 0.6)
        #expect(probe.ends == [true])

        transition.begin()
        transition.update(translation: 60)
        #expect(!transition.finish(velocity: -800), "a flick back cancels past half")
        #expect(transition.releaseVelocity == -800)
        transition.begin()
        transition.update(translation: 10)
        #expect(transition.finish(velocity: 800), "a flick forwards completes before half")
        #expect(probe.ends == [true, false, true])
    }

    @Test("cancel and complete end the drag whatever its progress")
    func cancelAndComplete() {
        let probe = Probe()
        let transition = probe.transition
        transition.begin()
        transition.update(progress: 0.9)
        transition.cancel()
        #expect(!transition.isActive)
        transition.begin()
        transition.update(progress: 0.1)
        transition.complete()
        #expect(probe.ends == [false, true])
        #expect(transition.releaseVelocity == 0)
    }

    @Test("with no drag under way, updates and ends do nothing and finish answers false")
    func inactive() {
        let probe = Probe()
        let transition = probe.transition
        transition.update(progress: 0.8)
        transition.update(translation: 150)
        #expect(!transition.finish(velocity: 900), "even a flick forwards: there is nothing to finish")
        transition.cancel()
        transition.complete()
        #expect(transition.progress == 0)
        #expect(probe.progresses.isEmpty && probe.ends.isEmpty)

        transition.begin()
        #expect(!transition.begin(at: 0.7), "a second begin is refused")
        #expect(transition.progress == 0)
        transition.finish(velocity: 0)
        #expect(!transition.finish(velocity: 0) && probe.ends == [false], "a drag ends once")
    }

    @Test("ending the drag again from its own end hook does nothing twice")
    func reentrantEnd() {
        let transition = InteractiveTransition(distance: 10)
        var ends = 0
        transition.onEnd = { _ in
            ends += 1
            transition.cancel()
            transition.complete()
        }
        transition.begin()
        transition.update(translation: 8)
        #expect(transition.finish(velocity: 0))
        #expect(ends == 1)
    }
}
