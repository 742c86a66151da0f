import CGtk
import Containment
@_spi(Testing) import ContainmentGtk
import Foundation
import Testing

extension GtkTests {
    /// A real window under X: it maps, lays out a GtkFixed child where it was put, and draws
    /// the child's CSS colour on screen.
    @Suite @MainActor struct WindowSmoke {
        let red = Color(red: 0.88, green: 0.24, blue: 0.16)

        @Test func fixedChildIsMappedAllocatedAndDrawnInItsColour() async throws {
            let test = try TestWindow(width: 200, height: 150)
            defer { test.close() }
            let child = makeColouredBox(red)
            test.put(child, at: Rect(x: 10, y: 10, width: 50, height: 50))

            let drawn = await test.show()
            try #require(drawn, "the window never mapped and drew")

            #expect(gtk_widget_get_mapped(test.fixed) != 0)
            #expect(allocation(of: test.fixed) == Rect(x: 0, y: 0, width: 200, height: 150))
            #expect(allocation(of: child) == Rect(x: 10, y: 10, width: 50, height: 50))

            let snapshot = try WindowSnapshot.capture(test.window.widget)
            #expect(snapshot.width == 200 && snapshot.height == 150)
            let centre = try #require(snapshot.pixel(at: Point(x: 35, y: 35)))
            #expect(centre.isClose(to: PixelColor(red)), "child centre is \(centre), expected \(PixelColor(red))")
            let outside = try #require(snapshot.pixel(at: Point(x: 120, y: 100)))
            #expect(!outside.isClose(to: PixelColor(red), tolerance: 40), "the window's background is \(outside)")
            #expect(snapshot.pixel(at: Point(x: 200, y: 10)) == nil)

            print("""
                GTK runs on: Thread.isMainThread=\(Thread.isMainThread), \
                process main thread=\(cgtk_is_process_main_thread() != 0), \
                main queue driver=\(GtkRuntime.mainQueueDriver)
                """)
        }

        @Test func snapshotSavesAPNGFile() async throws {
            let test = try TestWindow(width: 120, height: 80)
            defer { test.close() }
            test.put(makeColouredBox(red), at: Rect(x: 0, y: 0, width: 60, height: 80))
            try #require(await test.show())

            let path = FileManager.default.temporaryDirectory
                .appendingPathComponent("containment-gtk-\(UUID().uuidString).png").path
            defer { try? FileManager.default.removeItem(atPath: path) }
            try WindowSnapshot.capture(test.window.widget).savePNG(to: path)

            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
            #expect(data.count > 100)
        }

        @Test func savingToAMissingFolderThrowsGLibsReason() async throws {
            let test = try TestWindow(width: 40, height: 40)
            defer { test.close() }
            try #require(await test.show())
            let snapshot = try WindowSnapshot.capture(test.window.widget)
            #expect(throws: GtkRuntimeError.self) {
                try snapshot.savePNG(to: "/nonexistent-folder-for-containment/shot.png")
            }
        }

        @Test func captureBeforeRealizeIsRefused() throws {
            let test = try TestWindow()
            defer { test.close() }
            #expect(throws: GtkRuntimeError.notRealized) {
                try WindowSnapshot.capture(test.window.widget)
            }
        }
    }
}
