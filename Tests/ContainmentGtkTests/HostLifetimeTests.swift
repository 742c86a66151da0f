import CGtk
import Containment
@_spi(Testing) import ContainmentGtk
import Testing

/// A weak reference to a GObject.
@MainActor
final class GObjectWatch {
    private let ref = UnsafeMutablePointer<GWeakRef>.allocate(capacity: 1)
    init(_ object: gpointer) {
        ref.initialize(to: GWeakRef())
        g_weak_ref_init(ref, object)
    }
    isolated deinit {
        g_weak_ref_clear(ref)
        ref.deallocate()
    }
    var isAlive: Bool {
        guard let object = g_weak_ref_get(ref) else { return false }
        g_object_unref(object)
        return true
    }
}

extension GtkTests {
    /// Widgets live exactly as long as their core views are in the window.
    @Suite @MainActor struct HostLifetime {
        @Test func widgetsAreDestroyedWhenViewsLeave() async throws {
            let host = try await makeHost()
            defer { host.close() }
            #expect(await host.settle(timeout: 5))
            let baseline = host.mirror.mirroredViewCount

            var container: View? = colouredView(testBlue, Rect(x: 0, y: 0, width: 150, height: 100))
            var button: Button? = Button(frame: Rect(x: 10, y: 10, width: 80, height: 30), title: "Tap") {}
            let label = Label(frame: Rect(x: 10, y: 50, width: 80, height: 30), text: "Text")
            container!.addSubview(button!)
            container!.addSubview(label)
            host.window.addSubview(container!)
            #expect(await host.settle(timeout: 5))
            #expect(host.mirror.mirroredViewCount == baseline + 3)
            let watches = [
                GObjectWatch(try #require(host.mirror.widget(for: container!))),
                GObjectWatch(try #require(host.mirror.widget(for: button!))),
                GObjectWatch(try #require(host.mirror.contentWidget(for: button!))),
                GObjectWatch(try #require(host.mirror.contentWidget(for: label))),
            ]
            #expect(watches.allSatisfy { $0.isAlive })
            weak let weakButton = button
            weak let weakContainer = container

            container!.removeFromSuperview()
            #expect(await host.settle(timeout: 5))
            #expect(host.mirror.mirroredViewCount == baseline)
            #expect(watches.allSatisfy { !$0.isAlive }, "every widget was finalized")
            container = nil
            button = nil
            #expect(weakButton == nil && weakContainer == nil, "the mirror keeps no core view alive")
        }

        @Test func theWidgetsOfAViewGoneForGoodAreHiddenAtOnceAndDestroyedAfterTheFrame() async throws {
            let host = try await makeHost()
            defer { host.close() }
            #expect(await host.settle(timeout: 5))
            let baseline = host.mirror.mirroredViewCount
            var page: View? = colouredView(testBlue, Rect(x: 0, y: 0, width: 150, height: 100))
            let label = Label(frame: Rect(x: 10, y: 50, width: 80, height: 30), text: "Text")
            page!.addSubview(label)
            host.window.addSubview(page!)
            #expect(await host.settle(timeout: 5))
            let canvas = try #require(host.mirror.widget(for: page!))
            let watches = [GObjectWatch(canvas), GObjectWatch(try #require(host.mirror.contentWidget(for: label)))]
            #expect(gtk_widget_get_mapped(canvas) != 0)

            // Freed as it leaves: the sync that finds it gone hides its widgets at once...
            page!.removeFromSuperview()
            page = nil
            let destroyed = host.mirror.destroyedViewCount
            host.mirror.sync(host.window, bounds: Rect(origin: .zero, size: host.window.frame.size))
            #expect(host.mirror.mirroredViewCount == baseline, "no longer mirrored")
            #expect(watches.allSatisfy { $0.isAlive }, "not destroyed in the frame that found it gone")
            #expect(gtk_widget_get_mapped(canvas) == 0, "but no longer shown")
            #expect(host.mirror.destroyedViewCount == destroyed)
            #expect(host.mirror.holdsRetiredWidgets)
            #expect(!host.isIdle, "the host is busy until they are destroyed")

            // ...and destroys them once the main loop is idle, with no leak.
            #expect(await host.settle(timeout: 5))
            #expect(!host.mirror.holdsRetiredWidgets)
            #expect(host.mirror.destroyedViewCount == destroyed + 2)
            #expect(watches.allSatisfy { !$0.isAlive }, "every widget was finalized")
        }

        @Test func closingTheHostDestroysEverything() async throws {
            let host = try await makeHost()
            let view = colouredView(testRed, Rect(x: 0, y: 0, width: 20, height: 20))
            host.window.addSubview(view)
            #expect(await host.settle(timeout: 5))
            let watch = GObjectWatch(try #require(host.mirror.widget(for: view)))
            let window = GObjectWatch(host.gtkWindow)
            weak let weakHost = host
            host.close()
            #expect(!watch.isAlive && !window.isAlive)
            #expect(host.mirror.mirroredViewCount == 0)
            _ = weakHost
        }
    }
}
