import CGtk
import Containment
@_spi(Testing) import ContainmentGtk

/// A host at the screen's top-left corner, shown and settled.
@MainActor
func makeHost(width: Double = 200, height: Double = 150) async throws -> GtkHost {
    try setUpGtk()
    let host = try GtkHost(applicationID: "org.containment.Tests", title: "Test", size: Size(width: width, height: height))
    gtk_window_move(cgtk_window(host.gtkWindow), 0, 0)
    host.show()
    let settled = await host.settle(timeout: 5)
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
