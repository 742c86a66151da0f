import CGtk
import Containment
@_spi(Testing) import ContainmentGtk
import ContainmentGtkTesting

/// A host at the screen's top-left corner, shown and settled (``GtkTestStage``).
@MainActor
func makeHost(width: Double = 200, height: Double = 150) async throws -> GtkHost {
    let host = try GtkTestStage.makeHost(size: Size(width: width, height: height))
    let settled = await GtkTestStage.show(host)
    precondition(settled, "the host window never settled")
    return host
}

/// The pixel at a point of the host's window, after settling.
@MainActor
func pixel(_ host: GtkHost, _ x: Double, _ y: Double) throws -> PixelColor? {
    try WindowSnapshot.capture(host.gtkWindow).pixel(at: Point(x: x, y: y))
}

/// A core view with a background colour.
@MainActor
func colouredView(_ color: Color, _ frame: Rect) -> View {
    let view = View(frame: frame)
    view.backgroundColor = color
    return view
}

let testRed = Color(red: 1, green: 0, blue: 0)
let testBlue = Color(red: 0, green: 0, blue: 1)
let testGreen = Color(red: 0, green: 1, blue: 0)

/// Where `view` is in its window, by its model frames (the window's own frame left out).
@MainActor
func windowFrame(of view: View) -> Rect {
    var origin = view.frame.origin
    var node = view.superview
    while let current = node, !(current is Window) {
        origin = Point(x: origin.x + current.frame.minX, y: origin.y + current.frame.minY)
        node = current.superview
    }
    return Rect(origin: origin, size: view.frame.size)
}
