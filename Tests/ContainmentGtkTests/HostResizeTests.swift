import CGtk
import Containment
@_spi(Testing) import ContainmentGtk
import Testing

/// A view that records, on each layout, whether GTK was inside size-allocate.
@MainActor
final class LayoutProbe: View {
    var layoutsDuringAllocation = 0
    var layouts = 0
    weak var host: GtkHost?
    override func layoutSubviews() {
        layouts += 1
        if host?.isAllocating == true { layoutsDuringAllocation += 1 }
    }
}

extension GtkTests {
    /// GtkWindow size changes reach `Window.resize` on the next frame, with hysteresis.
    @Suite @MainActor struct HostResize {
        @Test func resizingTheGtkWindowResizesTheCoreWindowOutsideSizeAllocate() async throws {
            let host = try await makeHost(width: 300, height: 200)
            defer { host.close() }
            let probe = LayoutProbe(frame: Rect(x: 0, y: 0, width: 300, height: 200))
            probe.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            probe.host = host
            host.window.addSubview(probe)
            #expect(await host.settle(timeout: 5))
            let layouts = probe.layouts

            gtk_window_resize(cgtk_window(host.gtkWindow), 420, 260)
            #expect(await MainLoopPump.run(until: { host.window.frame.size == Size(width: 420, height: 260) }))
            #expect(probe.frame.size == Size(width: 420, height: 260))
            #expect(probe.layouts > layouts)
            #expect(probe.layoutsDuringAllocation == 0)
            #expect(await host.settle(timeout: 5))
            #expect(allocation(of: try #require(host.mirror.widget(for: probe))).size == Size(width: 420, height: 260))
        }

        @Test func sizeClassChangesOnlyPastTheMargin() async throws {
            let host = try await makeHost(width: 650, height: 300)
            defer { host.close() }
            #expect(host.window.traitCollection.horizontalSizeClass == .compact)
            func resize(_ width: Int32) async -> Bool {
                let count = host.resizeCount
                gtk_window_resize(cgtk_window(host.gtkWindow), width, 300)
                return await MainLoopPump.run(until: { host.resizeCount > count && host.isIdle })
            }
            #expect(await resize(710))
            #expect(host.window.frame.width == 699)
            #expect(host.window.traitCollection.horizontalSizeClass == .compact)
            #expect(await resize(740))
            #expect(host.window.frame.width == 740)
            #expect(host.window.traitCollection.horizontalSizeClass == .regular)
            #expect(await resize(690))
            #expect(host.window.frame.width == 700)
            #expect(host.window.traitCollection.horizontalSizeClass == .regular)
            #expect(await resize(600))
            #expect(host.window.traitCollection.horizontalSizeClass == .compact)
        }

        @Test func hysteresisFunction() {
            typealias H = SizeClassHysteresis
            #expect(H.reportedWidth(for: 710, previous: .compact) == 699)
            #expect(H.reportedWidth(for: 723, previous: .compact) == 699)
            #expect(H.reportedWidth(for: 724, previous: .compact) == 724)
            #expect(H.reportedWidth(for: 650, previous: .compact) == 650)
            #expect(H.reportedWidth(for: 690, previous: .regular) == 700)
            #expect(H.reportedWidth(for: 676, previous: .regular) == 700)
            #expect(H.reportedWidth(for: 675, previous: .regular) == 675)
            #expect(H.reportedWidth(for: 900, previous: .regular) == 900)
            #expect(H.reportedWidth(for: 690, previous: .unspecified) == 690)
            #expect(H.sizeClass(for: 710, previous: .compact) == .compact)
            #expect(H.sizeClass(for: 690, previous: .regular) == .regular)
            #expect(H.sizeClass(for: 650, previous: .regular) == .compact)
            // Dragging back and forth inside the band never flips the class.
            var sizeClass = UserInterfaceSizeClass.compact
            var flips = 0
            for width in Array(stride(from: 680.0, through: 720.0, by: 1)) + Array(stride(from: 720.0, through: 680.0, by: -1)) {
                let next = H.sizeClass(for: width, previous: sizeClass)
                if next != sizeClass { flips += 1 }
                sizeClass = next
            }
            #expect(flips == 0)
        }
    }
}
