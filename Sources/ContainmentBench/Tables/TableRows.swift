import CGtk
import Containment

/// What every table of part 8 shows, GTK's and ours alike: rows 44 px tall in an 800 × 600
/// window, each an icon (the same 24 × 24 picture, as an app shares one asset), a title, a
/// detail and a disclosure arrow.
enum TableRows {
    /// The window every subject is shown in.
    static let windowSize = Size(width: 800, height: 600)
    /// Every row's height, in points (pixels at scale 1).
    static let rowHeight = 44.0
    /// The icon's side.
    static let iconSide: Int32 = 24
    /// The icon name of the disclosure arrow GTK's subjects draw (ours is `accessoryType`).
    static let accessoryIconName = "go-next-symbolic"

    /// Rows a screen of the window shows (a partial row counts).
    static var rowsPerScreen: Int { Int((windowSize.height / rowHeight).rounded(.up)) }

    /// Row `row`'s title.
    static func title(_ row: Int) -> String { "Message \(row + 1)" }
    /// Row `row`'s detail.
    static func detail(_ row: Int) -> String { "From sender \(row % 97) about topic \(row % 13)" }

    /// The rows' icon: a 24 × 24 gradient, as a new `GdkPixbuf` (the caller unrefs it).
    @MainActor
    static func makeIcon() -> OpaquePointer? {
        guard let pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, iconSide, iconSide) else { return nil }
        let stride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        if let pixels = gdk_pixbuf_get_pixels(pixbuf) {
            for y in 0..<Int(iconSide) {
                for x in 0..<Int(iconSide) {
                    let pixel = pixels + y * stride + x * 3
                    pixel[0] = UInt8(x * 10)
                    pixel[1] = UInt8(y * 10)
                    pixel[2] = 200
                }
            }
        }
        return pixbuf
    }

    /// The items `0..<count` with 1 % of them changed, spread over the whole list: every 200th
    /// item deleted and a new one (numbered from `count`) inserted 100 items after each.
    static func changedSnapshot(of count: Int) -> [Int] {
        var items: [Int] = []
        items.reserveCapacity(count)
        var fresh = count
        for item in 0..<count {
            if item % 200 == 0 { continue }
            items.append(item)
            if item % 200 == 100 {
                items.append(fresh)
                fresh += 1
            }
        }
        return items
    }
}
