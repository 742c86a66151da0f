import Foundation
import Testing
@testable import Containment

/// Image files written at test time, in pure Swift.
enum ImageFixtures {
    /// A valid PNG of `width`×`height` RGB pixels of one colour, its image data deflated as
    /// stored (uncompressed) blocks.
    static func png(width: Int, height: Int, rgb: (UInt8, UInt8, UInt8) = (200, 30, 30)) -> [UInt8] {
        var raw: [UInt8] = []
        for _ in 0..<height {
            raw.append(0)
            for _ in 0..<width { raw += [rgb.0, rgb.1, rgb.2] }
        }
        var zlib: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65_535, raw.count - offset)
            let last: UInt8 = offset + count == raw.count ? 1 : 0
            zlib += [last, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            zlib += raw[offset..<(offset + count)]
            offset += count
        } while offset < raw.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in raw {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        zlib += bigEndian(b << 16 | a)
        let header = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 2, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", zlib) + chunk("IEND", [])
    }

    /// The structure of a baseline JPEG (frame header, scan, end marker) of the given size.
    static func jpegStructure(width: Int, height: Int, withEnd: Bool = true) -> [UInt8] {
        var bytes: [UInt8] = [0xFF, 0xD8]
        bytes += [0xFF, 0xC0, 0x00, 0x0B, 8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), 1, 1, 0x11, 0]
        bytes += [0xFF, 0xDA, 0x00, 0x08, 1, 1, 0, 0, 63, 0, 0x12, 0x34]
        if withEnd { bytes += [0xFF, 0xD9] }
        return bytes
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(ImageFileFormat.crc32(body[...]))
    }

    /// A fresh temporary directory.
    static func directory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("containment-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

@MainActor @Suite struct ImageTests {
    @Test func aPNGFileLoadsWithItsSizeInPoints() throws {
        let directory = try ImageFixtures.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("red.png").path
        try Data(ImageFixtures.png(width: 30, height: 20)).write(to: URL(fileURLWithPath: path))
        let image = try #require(Image(contentsOfFile: path))
        #expect(image.size == Size(width: 30, height: 20))
        #expect(image.format == "PNG")
        #expect(image.path == path)
    }

    @Test func missingCorruptAndForeignFilesGiveNil() throws {
        let directory = try ImageFixtures.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(Image(contentsOfFile: directory.appendingPathComponent("missing.png").path) == nil)
        #expect(Image(contentsOfFile: directory.path) == nil, "a directory is no image")
        let good = ImageFixtures.png(width: 8, height: 8)
        var flipped = good
        flipped[60] ^= 0x40
        let truncated = Array(good.dropLast(20))
        let text = Array("not an image at all".utf8)
        for (name, bytes) in [("flipped", flipped), ("truncated", truncated), ("text", text), ("empty", [])] {
            let path = directory.appendingPathComponent("\(name).png").path
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            #expect(Image(contentsOfFile: path) == nil, "\(name)")
        }
        #expect(Image(data: ImageFixtures.png(width: 0, height: 8)) == nil, "a zero width")
    }

    /// A 69-byte PNG that claims 32,768 × 32,768 pixels (each side allowed) would cost gigabytes
    /// once decoded: the area is limited, and the refusal says why in one line.
    @Test func anImageClaimingMorePixelsThanADesktopShowsIsRefused() throws {
        var bytes = ImageFixtures.png(width: 1, height: 1)
        // IHDR's width and height, then its checksum over type and data.
        bytes.replaceSubrange(16..<24, with: ImageFixtures.bigEndian(32_768) + ImageFixtures.bigEndian(32_768))
        bytes.replaceSubrange(29..<33, with: ImageFixtures.bigEndian(ImageFileFormat.crc32(bytes[12..<29])))
        #expect(bytes.count < 100, "a tiny file: \(bytes.count) bytes")
        #expect(Image(data: bytes) == nil)
        do {
            _ = try ImageFileFormat.read(bytes)
            Issue.record("32,768 × 32,768 pixels were taken")
        } catch {
            #expect(error.description == "image size 32768×32768 is 1073741824 pixels; at most 134217728 are shown")
            #expect(!error.description.contains("\n"))
        }
        #expect(Image(data: ImageFixtures.jpegStructure(width: 30_000, height: 30_000)) == nil, "a JPEG's area too")
        // A long strip is fine: only the area is limited, and each side by gdk-pixbuf's own limit.
        #expect(Image(data: ImageFixtures.jpegStructure(width: 32_768, height: 2_000))?.size == Size(width: 32_768, height: 2_000))
        #expect(Image(data: ImageFixtures.jpegStructure(width: 8_192, height: 8_192)) != nil, "an 8K square")
    }

    @Test func aJPEGsStructureGivesItsSize() {
        #expect(Image(data: ImageFixtures.jpegStructure(width: 640, height: 480))?.size == Size(width: 640, height: 480))
        #expect(Image(data: ImageFixtures.jpegStructure(width: 640, height: 480, withEnd: false)) == nil)
        #expect(Image(data: [0xFF, 0xD8, 0xFF]) == nil)
    }

    @Test func anImageViewTakesItsImagesSizeAndPlacesItByContentMode() throws {
        let image = try #require(Image(data: ImageFixtures.png(width: 40, height: 20)))
        let view = ImageView(image: image)
        #expect(view.frame == Rect(x: 0, y: 0, width: 40, height: 20))
        #expect(view.contentMode == .scaleToFill)
        #expect(ImageView().image == nil && ImageView(frame: Rect(x: 1, y: 1, width: 5, height: 5)).frame.width == 5)
        let box = Size(width: 100, height: 100)
        #expect(view.imageRect(for: box) == Rect(x: 0, y: 0, width: 100, height: 100))
        view.contentMode = .scaleAspectFit
        #expect(view.imageRect(for: box) == Rect(x: 0, y: 25, width: 100, height: 50))
        view.contentMode = .scaleAspectFill
        #expect(view.imageRect(for: box) == Rect(x: -50, y: 0, width: 200, height: 100))
        view.contentMode = .center
        #expect(view.imageRect(for: box) == Rect(x: 30, y: 40, width: 40, height: 20))
        view.image = nil
        #expect(view.imageRect(for: box) == nil)
    }
}
