import CGtk
import Containment
@_spi(Testing) import ContainmentGtk
import ContainmentGtkTesting
import Foundation
import Testing

/// PNG files written by gdk-pixbuf at test time.
@MainActor
enum PixbufFixtures {
    /// Writes a `width`×`height` PNG of one opaque colour (0xRRGGBB) to `path`.
    static func writePNG(to path: String, width: Int32, height: Int32, rgb: UInt32) throws {
        try write(to: path, type: "png", width: width, height: height, rgb: rgb)
    }

    /// Writes the same as a JPEG (lossy: its colour comes back close, not equal).
    static func writeJPEG(to path: String, width: Int32, height: Int32, rgb: UInt32) throws {
        try write(to: path, type: "jpeg", width: width, height: height, rgb: rgb)
    }

    /// Writes a picture of one opaque colour with gdk-pixbuf's saver for `type`.
    private static func write(to path: String, type: String, width: Int32, height: Int32, rgb: UInt32) throws {
        let pixbuf = try #require(gdk_pixbuf_new(GDK_COLORSPACE_RGB, 1, 8, width, height))
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        gdk_pixbuf_fill(pixbuf, rgb << 8 | 0xFF)
        var error: UnsafeMutablePointer<GError>?
        var keys: [UnsafeMutablePointer<CChar>?] = [nil]
        var values: [UnsafeMutablePointer<CChar>?] = [nil]
        let saved = gdk_pixbuf_savev(pixbuf, path, type, &keys, &values, &error)
        if let error { g_error_free(error) }
        #expect(saved != 0)
    }

    /// `png` with its first `IDAT` chunk's data replaced by what `change` makes of it, the chunk's
    /// length and checksum written again: a file whose structure passes the core's checks while
    /// its compressed pixels are broken.
    static func withImageData(of png: [UInt8], _ change: ([UInt8]) -> [UInt8]) -> [UInt8] {
        var position = 8
        while position + 8 <= png.count {
            let length = Int(png[position]) << 24 | Int(png[position + 1]) << 16 | Int(png[position + 2]) << 8 | Int(png[position + 3])
            let type = String(decoding: png[(position + 4)..<(position + 8)], as: UTF8.self)
            let end = position + 12 + length
            if type == "IDAT" {
                let data = change(Array(png[(position + 8)..<(position + 8 + length)]))
                let body = Array("IDAT".utf8) + data
                return Array(png[..<position]) + bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body)) + Array(png[end...])
            }
            position = end
        }
        return png
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return crc ^ 0xFFFF_FFFF
    }

    static func directory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("containment-gtk-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

extension GtkTests {
    /// Images read from real files, shown by a `GtkImage`; content views free their widgets.
    @Suite @MainActor struct HostImage {
        @Test func aPNGWrittenByGdkPixbufLoadsAndShowsDecodedOnce() async throws {
            let directory = try PixbufFixtures.directory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let path = directory.appendingPathComponent("blue.png").path
            try PixbufFixtures.writePNG(to: path, width: 64, height: 32, rgb: 0x1E_50_DC)
            let image = try #require(Image(contentsOfFile: path))
            #expect(image.size == Size(width: 64, height: 32))

            let host = try await makeHost(width: 200, height: 150)
            defer { host.close() }
            let imageView = ImageView(image: image)
            imageView.frame = Rect(x: 10, y: 10, width: 128, height: 128)
            imageView.contentMode = .scaleAspectFit
            host.window.addSubview(imageView)
            #expect(await host.settle(timeout: 5))
            let blue = PixelColor(red: 0x1E, green: 0x50, blue: 0xDC)
            #expect(try pixel(host, 74, 74)?.isClose(to: blue) == true, "the image fills the middle")
            #expect(try pixel(host, 74, 20)?.isClose(to: blue) == false, "fit: bands above and below")

            for step in 1...5 {
                imageView.backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: Double(step) / 10)
                #expect(await host.settle(timeout: 5))
            }
            #expect(host.mirror.imageWork(for: imageView)?.decodes == 1)
            #expect(host.mirror.imageWork(for: imageView)?.scales == 1, "redraws for other reasons scale nothing")
            imageView.contentMode = .scaleToFill
            #expect(await host.settle(timeout: 5))
            #expect(try pixel(host, 74, 20)?.isClose(to: blue) == true)
            #expect(host.mirror.imageWork(for: imageView)?.decodes == 1)
            #expect(host.mirror.imageWork(for: imageView)?.scales == 2)
        }

        @Test func aJPEGWrittenByGdkPixbufLoadsAndShows() async throws {
            let directory = try PixbufFixtures.directory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let path = directory.appendingPathComponent("green.jpg").path
            try PixbufFixtures.writeJPEG(to: path, width: 64, height: 32, rgb: 0x28_A0_3C)
            let image = try #require(Image(contentsOfFile: path))
            #expect(image.format == "JPEG" && image.size == Size(width: 64, height: 32))

            let host = try await makeHost(width: 200, height: 150)
            defer { host.close() }
            let imageView = ImageView(image: image)
            imageView.frame = Rect(x: 10, y: 10, width: 128, height: 64)
            imageView.contentMode = .scaleToFill
            host.window.addSubview(imageView)
            #expect(await host.settle(timeout: 5))
            let green = PixelColor(red: 0x28, green: 0xA0, blue: 0x3C)
            #expect(try pixel(host, 74, 42)?.isClose(to: green, tolerance: 8) == true, "the decoded picture is shown")
            #expect(try pixel(host, 74, 100)?.isClose(to: green, tolerance: 8) == false, "and only inside the view")
            #expect(host.mirror.imageWork(for: imageView)?.decodes == 1)
        }

        /// A file whose structure passes the core's checks but whose compressed pixels are cut
        /// short: gdk-pixbuf refuses it, the view shows nothing, and the refusal is logged in one
        /// line with gdk-pixbuf's reason.
        @Test func aCorruptFileTheCheckLetThroughIsRefusedByGdkPixbufAndLogged() async throws {
            let directory = try PixbufFixtures.directory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let good = directory.appendingPathComponent("good.png").path
            try PixbufFixtures.writePNG(to: good, width: 64, height: 64, rgb: 0x1E_50_DC)
            let bytes = PixbufFixtures.withImageData(of: try [UInt8](Data(contentsOf: URL(fileURLWithPath: good)))) { data in
                Array(data.prefix(data.count / 2))
            }
            let image = try #require(Image(data: bytes), "the core's structural checks let it through")
            let host = try await makeHost(width: 200, height: 150)
            defer { host.close() }
            let imageView = ImageView(image: image)
            imageView.frame = Rect(x: 10, y: 10, width: 64, height: 64)
            host.window.addSubview(imageView)
            #expect(await host.settle(timeout: 5))
            let refusal = try #require(host.mirror.imageRefusal(for: imageView), "gdk-pixbuf's refusal was recorded")
            #expect(refusal.hasPrefix("ImageView: gdk-pixbuf cannot decode the image: "), "\(refusal)")
            #expect(try pixel(host, 42, 42)?.isClose(to: PixelColor(red: 0x1E, green: 0x50, blue: 0xDC)) == false)
        }

        @Test func aCorruptOrMissingFileGivesNil() throws {
            let directory = try PixbufFixtures.directory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let path = directory.appendingPathComponent("good.png").path
            try PixbufFixtures.writePNG(to: path, width: 16, height: 16, rgb: 0xFF0000)
            var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
            #expect(Image(contentsOfFile: path) != nil)
            bytes[bytes.count / 2] ^= 0xFF
            let corrupt = directory.appendingPathComponent("corrupt.png").path
            try Data(bytes).write(to: URL(fileURLWithPath: corrupt))
            #expect(Image(contentsOfFile: corrupt) == nil)
            #expect(Image(contentsOfFile: directory.appendingPathComponent("none.png").path) == nil)
        }

        @Test func aViewWithATextViewAnImageAndAScrollViewFreesItsWidgetsWhenRemoved() async throws {
            let directory = try PixbufFixtures.directory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let path = directory.appendingPathComponent("leak.png").path
            try PixbufFixtures.writePNG(to: path, width: 32, height: 32, rgb: 0x00FF00)
            let host = try await makeHost(width: 300, height: 300)
            defer { host.close() }
            let baseline = host.mirror.mirroredViewCount
            var watches: [GObjectWatch] = []
            weak var weakContainer: View?
            do {
                let container = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
                let textView = TextView(frame: Rect(x: 10, y: 10, width: 200, height: 100), text: "Some text")
                let image = try #require(Image(contentsOfFile: path))
                let imageView = ImageView(image: image)
                imageView.frame.origin = Point(x: 10, y: 150)
                let field = TextField(frame: Rect(x: 10, y: 200, width: 200, height: 36), text: "Field")
                let scrollView = ScrollView(frame: Rect(x: 220, y: 10, width: 70, height: 100))
                scrollView.contentSize = Size(width: 70, height: 400)
                let inside = Label(frame: Rect(x: 0, y: 300, width: 70, height: 20), text: "Deep")
                scrollView.addSubview(inside)
                container.addSubview(textView)
                container.addSubview(imageView)
                container.addSubview(field)
                container.addSubview(scrollView)
                host.window.addSubview(container)
                #expect(await host.settle(timeout: 5))
                for view in [container, textView, imageView, field, scrollView, inside] {
                    watches.append(GObjectWatch(try #require(host.mirror.widget(for: view))))
                    if let content = host.mirror.contentWidget(for: view) { watches.append(GObjectWatch(content)) }
                }
                watches.append(GObjectWatch(try #require(host.mirror.scrolledWindow(for: textView))))
                watches.append(GObjectWatch(try #require(host.mirror.scrolledWindow(for: scrollView))))
                #expect(watches.count == 13)
                weakContainer = container
                container.removeFromSuperview()
            }
            #expect(await host.settle(timeout: 5))
            #expect(host.mirror.mirroredViewCount == baseline)
            #expect(watches.allSatisfy { !$0.isAlive }, "every canvas and native widget is finalized")
            #expect(weakContainer == nil)
        }

        /// A table, a field, a text view and an image in one window, written to a PNG to look at.
        @Test func screenshotOfTheContentViews() async throws {
            let directory = try PixbufFixtures.directory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let imagePath = directory.appendingPathComponent("orange.png").path
            try PixbufFixtures.writePNG(to: imagePath, width: 160, height: 90, rgb: 0xF0_8C_1E)
            let host = try await makeHost(width: 640, height: 400)
            defer { host.close() }
            let source = RowsSource()
            source.rows = (0..<200).map { "Row \($0): a long row whose text runs past the edge of the table" }
            let table = TableView(frame: Rect(x: 0, y: 0, width: 240, height: 400))
            table.dataSource = source
            table.selectRow(at: IndexPath(row: 30, section: 0), animated: false, scrollPosition: .none)
            table.scrollToRow(at: IndexPath(row: 30, section: 0), at: .none, animated: false)
            let field = TextField(frame: Rect(x: 260, y: 16, width: 360, height: 36), text: nil, placeholder: "Search planets")
            let textView = TextView(frame: Rect(x: 260, y: 68, width: 360, height: 140), text: (1...20).map { "Line \($0) of a text view that scrolls." }.joined(separator: "\n"))
            let image = try #require(Image(contentsOfFile: imagePath))
            let imageView = ImageView(image: image)
            imageView.frame = Rect(x: 260, y: 224, width: 360, height: 160)
            imageView.contentMode = .scaleAspectFit
            for view in [table, field, textView, imageView] as [View] { host.window.addSubview(view) }
            let path = ProcessInfo.processInfo.environment["CONTAINMENT_SCREENSHOT"]
                ?? directory.appendingPathComponent("content-views.png").path
            try await host.screenshot(to: path)
            #expect(table.contentOffset.y == 31 * 44 - 400, "the selected row was scrolled into view")
            #expect(FileManager.default.fileExists(atPath: path))
        }
    }
}
