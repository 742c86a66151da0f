/// Reads and checks the structure of PNG and JPEG files in pure Swift, so that the core (which
/// has no image library) can refuse a bad file and know an image's size before any adapter
/// decodes it.
///
/// PNG: the signature, an `IHDR` first with a sane size, depth and colour type, every chunk's
/// CRC-32, at least one `IDAT`, and `IEND` last. JPEG: the start-of-image marker, well-formed
/// segments up to the start of scan, a start-of-frame with a sane size before it, and the
/// end-of-image marker after it. A sane size has sides from 1 to ``maximumSide`` and at most
/// ``maximumPixelCount`` pixels in all. A truncated or bit-flipped file fails these checks; the
/// pixels themselves are decoded by the adapter (gdk-pixbuf in the GTK one).
enum ImageFileFormat {
    /// What a file's structure says.
    struct Header: Equatable {
        var format: String
        var pixelWidth: Int
        var pixelHeight: Int
    }

    /// Why a file is refused.
    enum Refusal: Error, Equatable, CustomStringConvertible {
        case unknownFormat
        case malformed(String)

        var description: String {
            switch self {
            case .unknownFormat: "neither a PNG nor a JPEG file"
            case .malformed(let reason): reason
            }
        }
    }

    /// The largest width or height taken (gdk-pixbuf refuses more anyway).
    static let maximumSide = 32_768

    /// The most pixels an image may have, width times height: 128 Mi (a 100-megapixel
    /// camera's photo, sixteen 8K screens), 512 MiB once decoded at four bytes a pixel. A
    /// header is a few bytes: a 69-byte PNG that claims 32,768 × 32,768 pixels would cost
    /// gigabytes and half a minute when shown, so it is refused here, before any decoding.
    static let maximumPixelCount = 128 * 1024 * 1024

    static func read(_ bytes: [UInt8]) throws(Refusal) -> Header {
        if bytes.starts(with: pngSignature) { return try readPNG(bytes) }
        if bytes.starts(with: [0xFF, 0xD8]) { return try readJPEG(bytes) }
        throw .unknownFormat
    }

    // MARK: - PNG

    private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    private static func readPNG(_ bytes: [UInt8]) throws(Refusal) -> Header {
        var position = pngSignature.count
        var header: Header?
        var sawData = false
        while position < bytes.count {
            guard position + 12 <= bytes.count else { throw .malformed("PNG: truncated chunk header") }
            let length = Int(bigEndian32(bytes, at: position))
            let typeStart = position + 4
            let dataStart = position + 8
            guard length <= bytes.count - dataStart - 4 else { throw .malformed("PNG: truncated chunk") }
            let type = String(decoding: bytes[typeStart..<dataStart], as: UTF8.self)
            let stored = bigEndian32(bytes, at: dataStart + length)
            guard crc32(bytes[typeStart..<(dataStart + length)]) == stored else {
                throw .malformed("PNG: bad checksum in chunk \(type)")
            }
            if header == nil {
                guard type == "IHDR", length == 13 else { throw .malformed("PNG: IHDR is not the first chunk") }
                let width = Int(bigEndian32(bytes, at: dataStart))
                let height = Int(bigEndian32(bytes, at: dataStart + 4))
                let depth = bytes[dataStart + 8]
                let colour = bytes[dataStart + 9]
                let depths: [UInt8: [UInt8]] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]
                guard depths[colour]?.contains(depth) == true else { throw .malformed("PNG: bad bit depth or colour type") }
                try checkSize(width, height)
                header = Header(format: "PNG", pixelWidth: width, pixelHeight: height)
            }
            if type == "IDAT" { sawData = true }
            position = dataStart + length + 4
            if type == "IEND" {
                guard sawData, let header else { throw .malformed("PNG: no image data") }
                return header
            }
        }
        throw .malformed("PNG: truncated (no IEND chunk)")
    }

    private static func bigEndian32(_ bytes: [UInt8], at index: Int) -> UInt32 {
        UInt32(bytes[index]) << 24 | UInt32(bytes[index + 1]) << 16 | UInt32(bytes[index + 2]) << 8 | UInt32(bytes[index + 3])
    }

    private static let crcTable: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    /// The CRC-32 PNG (and zlib) use.
    static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }

    // MARK: - JPEG

    private static func readJPEG(_ bytes: [UInt8]) throws(Refusal) -> Header {
        var position = 2
        var header: Header?
        while position + 1 < bytes.count {
            guard bytes[position] == 0xFF else { throw .malformed("JPEG: bad segment marker") }
            let marker = bytes[position + 1]
            position += 2
            if marker == 0xFF { position -= 1; continue }  // fill byte
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { continue }  // no length
            guard position + 2 <= bytes.count else { throw .malformed("JPEG: truncated segment") }
            let length = Int(bytes[position]) << 8 | Int(bytes[position + 1])
            guard length >= 2, position + length <= bytes.count else { throw .malformed("JPEG: truncated segment") }
            let isFrame = (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
            if isFrame {
                guard length >= 7 else { throw .malformed("JPEG: short frame header") }
                let height = Int(bytes[position + 3]) << 8 | Int(bytes[position + 4])
                let width = Int(bytes[position + 5]) << 8 | Int(bytes[position + 6])
                try checkSize(width, height)
                header = Header(format: "JPEG", pixelWidth: width, pixelHeight: height)
            }
            position += length
            if marker == 0xDA {
                guard let header else { throw .malformed("JPEG: scan before frame header") }
                // The entropy-coded data runs to the end-of-image marker.
                var end = bytes.count - 1
                while end > position, bytes[end] == 0 { end -= 1 }  // padding some writers leave
                guard end > position, bytes[end - 1] == 0xFF, bytes[end] == 0xD9 else {
                    throw .malformed("JPEG: truncated (no end-of-image marker)")
                }
                return header
            }
        }
        throw .malformed("JPEG: truncated before the image data")
    }

    private static func checkSize(_ width: Int, _ height: Int) throws(Refusal) {
        guard (1...maximumSide).contains(width), (1...maximumSide).contains(height) else {
            throw .malformed("image size \(width)×\(height) out of range")
        }
        guard width * height <= maximumPixelCount else {
            throw .malformed("image size \(width)×\(height) is \(width * height) pixels; at most \(maximumPixelCount) are shown")
        }
    }
}
