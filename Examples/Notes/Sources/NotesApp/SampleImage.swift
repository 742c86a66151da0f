import Containment

/// The picture every note shows: a small PNG made in memory (a sky-to-sea gradient with a sun),
/// so the app needs no resource file next to its executable.
enum SampleImage {
    /// The picture's size in pixels.
    static let width = 160
    static let height = 100

    /// The picture as an `Image`; `nil` only if the library refused the PNG (it logs why).
    @MainActor
    static func make() -> Image? {
        Image(data: png())
    }

    /// The PNG file's bytes: 8-bit RGB, one uncompressed deflate block per 65,535 bytes.
    static func png() -> [UInt8] {
        var raw: [UInt8] = []
        raw.reserveCapacity(height * (1 + width * 3))
        for y in 0..<height {
            raw.append(0)  // filter: none
            for x in 0..<width {
                raw.append(contentsOf: pixel(x: x, y: y))
            }
        }
        var header: [UInt8] = []
        header += bigEndian(UInt32(width)) + bigEndian(UInt32(height))
        header += [8, 2, 0, 0, 0]  // depth 8, RGB, deflate, adaptive filtering, no interlace
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        file += chunk("IHDR", header)
        file += chunk("IDAT", zlibStored(raw))
        file += chunk("IEND", [])
        return file
    }

    /// The colour at a pixel: sky above the horizon, sea below, a round sun.
    private static func pixel(x: Int, y: Int) -> [UInt8] {
        let horizon = height * 3 / 5
        let dx = x - width * 2 / 3
        let dy = y - height / 3
        if dx * dx + dy * dy < 15 * 15 { return [250, 200, 60] }
        if y < horizon {
            let shade = UInt8(150 + 80 * y / horizon)
            return [shade / 2, shade - 20, 235]
        }
        let depth = UInt8(60 * (y - horizon) / (height - horizon))
        return [20, 110 - depth, 160 - depth]
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        return bigEndian(UInt32(data.count)) + typeBytes + data + bigEndian(crc32(typeBytes + data))
    }

    /// A zlib stream of stored (uncompressed) deflate blocks.
    private static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let end = min(start + 65_535, data.count)
            let length = UInt16(end - start)
            out.append(end == data.count ? 1 : 0)
            out += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            out += data[start..<end]
            start = end
        } while start < data.count
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return out + bigEndian(b << 16 | a)
    }

    private static func crc32(_ data: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data {
            crc ^= UInt32(byte)
            for _ in 0..<8 {
                crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1
            }
        }
        return ~crc
    }
}
