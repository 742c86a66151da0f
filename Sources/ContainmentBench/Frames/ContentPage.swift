import CGtk
import Containment
import ContainmentGtk
import Foundation

/// A cell of the `.subtitle` style, registered with the page's table.
final class BenchSubtitleCell: TableViewCell {
    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }
}

/// A page of real content, ours: a 200-row table (cells made for the visible rows only), a
/// multi-line text view and a 256 × 256 image, rendered by native GTK widgets, placed by
/// ``ContentPageLayout`` as GTK's own pages of the comparison are.
@MainActor
final class BenchContentPageController: ViewController, TableViewDataSource {
    /// Pages alive now (for the memory figures).
    nonisolated(unsafe) static var liveCount = 0

    private let image: Image?

    /// A page showing `image` (made once by ``BenchContentPageController/makeImage()``, shared by
    /// every page as an app shares an asset).
    init(_ caption: String, image: Image?) {
        self.image = image
        super.init()
        title = caption
        Self.liveCount += 1
    }

    isolated deinit { Self.liveCount -= 1 }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let layout = ContentPageLayout(size: view.bounds.size)
        let imageView = ImageView(image: image)
        imageView.frame = layout.image
        imageView.contentMode = .scaleAspectFit
        let textView = TextView(frame: layout.text, text: ContentPageLayout.text)
        let table = TableView(frame: layout.list)
        table.register(BenchSubtitleCell.self, forCellReuseIdentifier: "Row")
        table.dataSource = self
        for subview in [table, imageView, textView] as [View] { view.addSubview(subview) }
    }

    /// Lays the parts out again for the view's size (a drawer's page gets its width late).
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let layout = ContentPageLayout(size: view.bounds.size)
        let parts = view.subviews
        guard parts.count == 3 else { return }
        parts[0].frame = layout.list
        parts[1].frame = layout.image
        parts[2].frame = layout.text
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { ContentPageLayout.rowCount }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        cell.textLabel?.text = ContentPageLayout.rowTitle(indexPath.row)
        cell.detailTextLabel?.text = ContentPageLayout.rowDetail(indexPath.row)
        return cell
    }

    /// The page's picture as a PNG made at run time (``makePicture()`` saved to bytes) read back by
    /// `Image(data:)`, so the benchmark needs no resource file. `nil` if gdk-pixbuf fails.
    static func makeImage() -> Image? {
        guard let pixbuf = makePicture() else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        return PixbufImage.image(from: pixbuf)
    }

    /// The page's picture: a 256 × 256 gradient, as a new `GdkPixbuf` (the caller unrefs it).
    static func makePicture() -> OpaquePointer? {
        let side = Int32(ContentPageLayout.imageSide)
        guard let pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, side, side) else { return nil }
        let stride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        if let pixels = gdk_pixbuf_get_pixels(pixbuf) {
            for y in 0..<Int(side) {
                for x in 0..<Int(side) {
                    let pixel = pixels + y * stride + x * 3
                    pixel[0] = UInt8(x)
                    pixel[1] = UInt8(y)
                    pixel[2] = 200
                }
            }
        }
        return pixbuf
    }
}
