import Containment

/// Where a real-content page puts its three parts, the same for ours and for GTK's pages: a
/// 200-row list, a multi-line text view and a 256 × 256 image. A page at least 560 points wide
/// has the list on the left and the image over the text on the right; a narrower one (the
/// drawer's) stacks the image, the text and the list.
struct ContentPageLayout: Equatable {
    /// The image's side.
    static let imageSide = 256.0

    var list: Rect
    var text: Rect
    var image: Rect

    init(size: Size) {
        let (width, height) = (size.width, size.height)
        let side = Self.imageSide
        if width >= 560 {
            let column = side + 20
            list = Rect(x: 0, y: 0, width: width - column, height: height)
            image = Rect(x: width - column + 10, y: 10, width: side, height: side)
            text = Rect(x: width - column, y: side + 20, width: column, height: max(0, height - side - 20))
        } else {
            image = Rect(x: 12, y: 10, width: side, height: side)
            text = Rect(x: 0, y: side + 20, width: width, height: 48)
            list = Rect(x: 0, y: side + 68, width: width, height: max(0, height - side - 68))
        }
    }

    /// The text view's text: twelve lines that wrap in a narrow page.
    static let text = (1...12).map { "Line \($0) of the page's notes, long enough to wrap in a narrow window." }
        .joined(separator: "\n")

    /// The rows of the list.
    static let rowCount = 200
    static func rowTitle(_ row: Int) -> String { "Row \(row + 1)" }
    static func rowDetail(_ row: Int) -> String { "Detail \(row + 1)" }
}
