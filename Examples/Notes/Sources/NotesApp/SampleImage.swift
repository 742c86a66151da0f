import Containment

/// The picture every note shows: a small PNG made in memory (a sky-to-sea gradient with a sun),
/// so the app needs no resource file next to its executable.
///
/// The picture is made once, when the first note shows it, and shared: an `Image` is immutable,
/// so every note's image view can show the same one (as apps share one `UIImage`).
enum SampleImage {
    /// The picture's size in pixels.
    static let width = 160
    static let height = 100

    /// The picture, made when first asked for; `nil` only if the library refused the PNG (it
    /// logs why).
    @MainActor
    static let shared: Image? = Image(data: png())

    /// The PNG file's bytes: 8-bit RGB, one uncompressed deflate block per 65,535 bytes.
    static func png() -> [UInt8] {
        let rowLength = 1 + width * 3
        // Each row: the filter byte (0, none) then the pixels, written in place.
        var raw = [UInt8](repeating: 0, count: height * rowLength)
        for y in 0..<height {
            for x in 0..<width {
                let (red, green, blue) = pixel(x: x, y: y)
                let offset = y * rowLength + 1 + x * 3
                raw[offset] = red
                raw[offset + 1] = green
                raw[offset + 2] = blue
            }
        }
        var header: [UInt8] = []
        header += bigEndian(UInt32(width)) + bigEndian(UInt32(height))
        header += [8, 2, 0, 0, 0]  // depth 8, RGB, deflate, adaptive filtering, no interlace
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        file.reserveCapacity(raw.count + 128)
        append(chunk: "IHDR", header, to: &file)
        append(chunk: "IDAT", zlibStored(raw), to: &file)
        append(chunk: "IEND", [], to: &file)
        return file
    }

    /// The colour at a pixel: sky above the horizon, sea below, a round sun.
    private static func pixel(x: Int, y: Int) -> (UInt8, UInt8, UInt8) {
        let horizon = height * 3 / 5
        let dx = x - width * 2 / 3
        let dy = y - height / 3
        if dx * dx + dy * dy < 15 * 15 { return (250, 200, 60) }
        if y < horizon {
            let shade = UInt8(150 + 80 * y / horizon)
            return (shade / 2, shade - 20, 235)
        }
        let depth = UInt8(60 * (y - horizon) / (height - horizon))
        return (20, 110 - depth, 160 - depth)
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    /// Appends a chunk: its length, type, data, and the CRC of type and data.
    private static func append(chunk type: String, _ data: [UInt8], to file: inout [UInt8]) {
        file += bigEndian(UInt32(data.count))
        let typeStart = file.count
        file += type.utf8
        file += data
        file += bigEndian(crc32(file[typeStart...]))
    }

    /// A zlib stream of stored (uncompressed) deflate blocks.
    private static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        out.reserveCapacity(data.count + data.count / 65_535 * 5 + 11)
        var start = 0
        repeat {
            let end = min(start + 65_535, data.count)
            let length = UInt16(end - start)
            out.append(end == data.count ? 1 : 0)
            out += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            out += data[start..<end]
            start = end
        } while start < data.count
        // Adler-32; the sums stay far below 2^32 for 5,552 bytes, so reduce once per run.
        var a: UInt32 = 1
        var b: UInt32 = 0
        var index = 0
        while index < data.count {
            let runEnd = min(index + 5_552, data.count)
            for byte in data[index..<runEnd] {
                a += UInt32(byte)
                b += a
            }
            a %= 65_521
            b %= 65_521
            index = runEnd
        }
        return out + bigEndian(b << 16 | a)
    }

    /// The CRC-32 table PNG uses (polynomial 0xEDB88320, one entry per byte value).
    private static let crcTable: [UInt32] = (0..<256).map { index in
        var crc = UInt32(index)
        for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        return crc
    }

    private static func crc32(_ data: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return ~crc
    }
}
