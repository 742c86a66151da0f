import CGtk
import Containment
import ContainmentGtk
import Foundation

/// A page of real content for the navigation rows of part 1: a 200-row table, a text view and
/// an image, each rendered by its native GTK widget (`GtkListBox`, `GtkTextView`, `GtkImage`).
@MainActor
final class BenchContentPageController: ViewController, TableViewDataSource {
    /// Rows in the page's table.
    static let rowCount = 200

    private let image: Image?

    /// A page showing `image` (made once by ``BenchContentPageController/makeImage()``, shared by
    /// every page as an app shares an asset).
    init(_ caption: String, image: Image?) {
        self.image = image
        super.init()
        title = caption
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let width = view.bounds.width
        let height = view.bounds.height
        let imageView = ImageView(image: image)
        imageView.frame = Rect(x: 20, y: 20, width: 128, height: 128)
        imageView.contentMode = .scaleAspectFit
        let textView = TextView(
            frame: Rect(x: 168, y: 20, width: max(0, width - 188), height: 128),
            text: (1...12).map { "Line \($0) of the page's notes, long enough to wrap in a narrow window." }.joined(separator: "\n"))
        textView.autoresizingMask = [.flexibleWidth]
        let table = TableView(frame: Rect(x: 0, y: 168, width: width, height: max(0, height - 168)))
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.dataSource = self
        for subview in [imageView, textView, table] as [View] { view.addSubview(subview) }
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { Self.rowCount }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        TableViewCell(text: "Row \(indexPath.row + 1)", detailText: "Detail \(indexPath.row + 1)", showsDisclosureIndicator: true)
    }

    /// A 128×128 PNG made at run time: a gdk-pixbuf gradient saved to bytes, read back by
    /// `Image(data:)`, so the benchmark needs no resource file. `nil` if gdk-pixbuf fails.
    static func makeImage() -> Image? {
        let side: Int32 = 128
        guard let pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, side, side) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        let stride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        if let pixels = gdk_pixbuf_get_pixels(pixbuf) {
            for y in 0..<Int(side) {
                for x in 0..<Int(side) {
                    let pixel = pixels + y * stride + x * 3
                    pixel[0] = UInt8(x * 2)
                    pixel[1] = UInt8(y * 2)
                    pixel[2] = 200
                }
            }
        }
        var buffer: UnsafeMutablePointer<gchar>?
        var size: gsize = 0
        var error: UnsafeMutablePointer<GError>?
        var keys: [UnsafeMutablePointer<CChar>?] = [nil]
        var values: [UnsafeMutablePointer<CChar>?] = [nil]
        let saved = gdk_pixbuf_save_to_bufferv(pixbuf, &buffer, &size, "png", &keys, &values, &error)
        if let error { g_error_free(error) }
        guard saved != 0, let buffer else { return nil }
        defer { g_free(buffer) }
        let bytes = UnsafeRawBufferPointer(start: buffer, count: Int(size)).map { $0 }
        return Image(data: bytes)
    }
}
