#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An image read from a PNG or JPEG file, as `UIImage`.
///
/// The core has no image library: it keeps the file's bytes, checks their structure (see the
/// checks below) and reads the pixel size; the adapter decodes the pixels once, when a view
/// first shows the image, and scales them once per size and content mode. `Image` is
/// immutable, so an image can be shown by many views.
///
/// Refused, as `UIImage(contentsOfFile:)` returns `nil`: a missing or unreadable file, one that is
/// neither PNG nor JPEG, and a truncated or corrupt one (a PNG whose chunks' checksums do not
/// match, a JPEG without its end marker, a side of zero or over 32,768 pixels, more than 128 Mi
/// pixels in all), and a FIFO or a device. The reason is logged in one line; nothing traps.
@MainActor
public final class Image {
    /// The file's bytes, as read.
    public let data: [UInt8]
    /// The file's format: `"PNG"` or `"JPEG"`.
    public let format: String
    /// The size in pixels.
    public let pixelSize: Size
    /// The path the image was read from, if any.
    public let path: String?

    /// The size in points, as `UIImage.size`: the pixel size (files are read at scale 1).
    public var size: Size { pixelSize }

    /// Reads an image file, as `UIImage(contentsOfFile:)`; `nil` (with the reason logged) for a
    /// missing, unreadable or corrupt file.
    public convenience init?(contentsOfFile path: String) {
        let bytes: [UInt8]
        if let irregularity = FileReadFailure.irregularity(atPath: path) {
            containmentLogger.warning("Image(contentsOfFile: \(path)): cannot read the file: \(irregularity)")
            return nil
        }
        do {
            bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            containmentLogger.warning("Image(contentsOfFile: \(path)): cannot read the file: \(FileReadFailure.reason(error))")
            return nil
        }
        self.init(bytes: bytes, path: path)
    }

    /// An image from a file's bytes, as `UIImage(data:)`; `nil` (with the reason logged) for bytes
    /// that are not a well-formed PNG or JPEG file.
    public convenience init?(data: [UInt8]) {
        self.init(bytes: data, path: nil)
    }

    private init?(bytes: [UInt8], path: String?) {
        do {
            let header = try ImageFileFormat.read(bytes)
            data = bytes
            format = header.format
            pixelSize = Size(width: Double(header.pixelWidth), height: Double(header.pixelHeight))
            self.path = path
        } catch {
            containmentLogger.warning("Image(\(path.map { "contentsOfFile: \($0)" } ?? "data:")): \(error)")
            return nil
        }
    }
}
