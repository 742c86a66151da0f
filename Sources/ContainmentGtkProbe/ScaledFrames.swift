// `ContainmentGtkProbe scaled-frames`, run with GDK_SCALE=2: a window whose pushed view (vertical
// 1-point lines) slides in, then flips part of itself (horizontal 1-point lines), captured
// mid-slide, mid-flip and settled. Prints one line of measurements; the GTK tests check that the
// moving frames are as sharp as the settled ones, that is, drawn from pictures taken at device
// resolution rather than from 1× pictures scaled up.

import CGtk
@_spi(Adapter) import Containment
@_spi(Testing) import ContainmentGtk
import Foundation

@MainActor
enum ScaledFramesProbe {
    static let size = Size(width: 300, height: 200)

    /// A view of black 1-point lines on white: vertical ones every 6 points across, or
    /// horizontal ones every 6 points down.
    static func lines(_ frame: Rect, vertical: Bool) -> View {
        let view = View(frame: frame)
        view.backgroundColor = .white
        var position = 3.0
        while position < (vertical ? frame.width : frame.height) - 3 {
            let line = View(frame: vertical
                ? Rect(x: position, y: 0, width: 1, height: frame.height)
                : Rect(x: 0, y: position, width: frame.width, height: 1))
            line.backgroundColor = .black
            view.addSubview(line)
            position += 6
        }
        return view
    }

    /// How blurred a run of pixels is: the share of its non-white pixels that are neither black
    /// nor white (grey from filtering a picture scaled up), and how many dark pixels it has.
    static func blur(_ snapshot: WindowSnapshot, along points: [Point]) -> (share: Double, dark: Int) {
        var grey = 0, dark = 0
        for point in points {
            guard let pixel = snapshot.pixel(at: point) else { continue }
            let level = (Int(pixel.red) + Int(pixel.green) + Int(pixel.blue)) / 3
            if level < 40 { dark += 1 } else if level < 215 { grey += 1 }
        }
        return (grey + dark == 0 ? 0 : Double(grey) / Double(grey + dark), dark)
    }

    static func format(_ value: (share: Double, dark: Int)) -> String {
        String(format: "%.3f/%d", value.share, value.dark)
    }

    static func run() -> Int32 {
        do {
            try GtkRuntime.initialize()
            GtkRuntime.abortOnCriticals()
        } catch {
            print("scaled-frames: \(error)")
            return 1
        }
        var status: Int32 = 1
        Task { @MainActor in
            status = await measure()
            GtkRuntime.quit()
        }
        GtkRuntime.run()
        return status
    }

    static func measure() async -> Int32 {
        guard let host = try? GtkHost(applicationID: "org.containment.Probe", title: "Probe", size: size) else {
            print("scaled-frames: no display")
            return 1
        }
        defer { host.close() }
        let root = ViewController()
        root.view.backgroundColor = .white
        let navigation = NavigationController(rootViewController: root)
        host.window.rootViewController = navigation
        host.show()
        guard await host.settle(timeout: 10) else { return fail("the window never settled") }
        let scale = Int(gtk_widget_get_scale_factor(host.gtkWindow))

        // The pushed view: vertical lines in its top part, a flip container below them.
        let pushed = ViewController()
        pushed.view.backgroundColor = .white
        let slideLines = lines(Rect(x: 0, y: 10, width: size.width, height: 40), vertical: true)
        pushed.view.addSubview(slideLines)
        let flipFrame = Rect(x: 100, y: 70, width: 100, height: 60)
        let flipContainer = View(frame: flipFrame)
        flipContainer.backgroundColor = .white
        let front = lines(flipContainer.bounds, vertical: false)
        flipContainer.addSubview(front)
        pushed.view.addSubview(flipContainer)

        // The slide's row, in device pixels, through the lines (44 points of bar above).
        let rowY = Double(scale) * (NavigationBar.height + 30)
        let row = (0..<Int(size.width) * scale).map { Point(x: Double($0), y: rowY) }
        navigation.pushViewController(pushed, animated: true)
        let midway = await MainLoopPump.run(until: {
            let x = pushed.view.presentation.frame.minX
            return x > 60 && x < 200
        })
        guard midway else { return fail("the push never reached its middle") }
        _ = await MainLoopPump.runFrames(1, of: host.rootCanvas)
        guard let slideMid = try? WindowSnapshot.capture(host.gtkWindow) else { return fail("no capture") }
        guard await host.settle(timeout: 10) else { return fail("the push never settled") }
        guard let slideSettled = try? WindowSnapshot.capture(host.gtkWindow) else { return fail("no capture") }

        // The flip's column, through its centre, in device pixels.
        let columnX = Double(scale) * (flipFrame.midX + 0.5)
        let top = Int((NavigationBar.height + flipFrame.minY) * Double(scale))
        let column = (top..<top + Int(flipFrame.height) * scale).map { Point(x: columnX, y: Double($0)) }
        let back = lines(flipContainer.bounds, vertical: false)
        var flipped = false
        View.transition(from: front, to: back, duration: 1.5, options: [.transitionFlipFromLeft, .curveLinear]) { _ in
            flipped = true
        }
        let early = await MainLoopPump.run(until: { (flipContainer.activeTransition?.progress).map { $0 > 0.1 && $0 < 0.3 } ?? false })
        guard early else { return fail("the flip never reached a fifth") }
        _ = await MainLoopPump.runFrames(1, of: host.rootCanvas)
        guard let flipMid = try? WindowSnapshot.capture(host.gtkWindow) else { return fail("no capture") }
        guard await MainLoopPump.run(until: { flipped }), await host.settle(timeout: 10) else { return fail("the flip never ended") }
        guard let flipSettled = try? WindowSnapshot.capture(host.gtkWindow) else { return fail("no capture") }

        // An image of twice the view's points in pixels (a "@2x" image) with 1-pixel lines.
        let imageFrame = Rect(x: 210, y: 70, width: 80, height: 60)
        guard let bytes = stripesPNG(width: Int32(imageFrame.width) * 2, height: Int32(imageFrame.height) * 2),
              let image = Image(data: bytes) else { return fail("no image") }
        let imageView = ImageView(image: image)
        imageView.frame = imageFrame
        pushed.view.addSubview(imageView)
        guard await host.settle(timeout: 10), let imageShot = try? WindowSnapshot.capture(host.gtkWindow) else {
            return fail("the image never settled")
        }
        let imageRowY = Double(scale) * (NavigationBar.height + imageFrame.midY)
        let imageRow = (Int(imageFrame.minX) * scale..<Int(imageFrame.maxX) * scale).map { Point(x: Double($0), y: imageRowY) }

        try? slideMid.savePNG(to: "/tmp/containment-scaled-slide-mid.png")
        try? flipMid.savePNG(to: "/tmp/containment-scaled-flip-mid.png")
        try? slideSettled.savePNG(to: "/tmp/containment-scaled-slide-settled.png")
        print("scaled-frames: scale=\(scale) window=\(Int(size.width))x\(Int(size.height))"
            + " snapshot=\(slideSettled.width)x\(slideSettled.height)"
            + " slide-mid=\(format(blur(slideMid, along: row))) slide-settled=\(format(blur(slideSettled, along: row)))"
            + " flip-mid=\(format(blur(flipMid, along: column))) flip-settled=\(format(blur(flipSettled, along: column)))"
            + " image=\(format(blur(imageShot, along: imageRow)))")
        return 0
    }

    /// A PNG of white with a black 1-pixel vertical line every 4 pixels, written by gdk-pixbuf.
    static func stripesPNG(width: Int32, height: Int32) -> [UInt8]? {
        guard let pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, width, height) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        gdk_pixbuf_fill(pixbuf, 0xFFFF_FFFF)
        guard let pixels = gdk_pixbuf_get_pixels(pixbuf) else { return nil }
        let rowStride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        for y in 0..<Int(height) {
            for x in stride(from: 2, to: Int(width) - 1, by: 4) {
                let pixel = pixels + y * rowStride + x * 3
                pixel[0] = 0
                pixel[1] = 0
                pixel[2] = 0
            }
        }
        var buffer: UnsafeMutablePointer<gchar>?
        var size: gsize = 0
        var error: UnsafeMutablePointer<GError>?
        guard gdk_pixbuf_save_to_bufferv(pixbuf, &buffer, &size, "png", nil, nil, &error) != 0, let buffer else {
            if let error { g_error_free(error) }
            return nil
        }
        defer { g_free(buffer) }
        return UnsafeRawBufferPointer(start: buffer, count: Int(size)).map { $0 }
    }

    static func fail(_ reason: String) -> Int32 {
        print("scaled-frames: \(reason)")
        return 1
    }
}
