import CGtk
@_spi(Adapter) import Containment
@_spi(Testing) import ContainmentGtk
import ContainmentGtkTesting
import Foundation
import Testing

extension GtkTests {
    /// A `NativeView` hosts the app's own GTK widget: mapped in its view's place, taking input
    /// and focus, moving with its view in a push, clipped, hidden under an opaque sibling, drawn
    /// into flips, kept alive for the life of its view and destroyed with it.
    @Suite @MainActor struct HostNativeViews {
        /// The leftmost x on row `y` of `shot` showing `color`.
        private func leftEdge(of color: Color, onRow y: Double, in shot: WindowSnapshot, width: Double) -> Double? {
            (0..<Int(width)).first {
                shot.pixel(at: Point(x: Double($0), y: y))?.isClose(to: PixelColor(color), tolerance: 8) == true
            }.map(Double.init)
        }

        private func centre(of rect: Rect) -> Point { Point(x: rect.midX, y: rect.midY) }

        @Test func aNativeViewsWidgetIsMappedTakesClicksAndSlidesWithAPush() async throws {
            let host = try await makeHost(width: 400, height: 300)
            defer { host.close() }
            // The root page: blue, with a real GtkButton hosted in it.
            let root = ViewController(title: "Root")
            root.view.backgroundColor = testBlue
            let button = gtk_button_new_with_label("Native")!
            var clicks = 0
            SignalConnection.connect(button, "clicked") { clicks += 1 }
            let buttonView = NativeView(widget: button, frame: Rect(x: 20, y: 20, width: 140, height: 40))
            root.view.addSubview(buttonView)
            let navigation = NavigationController(rootViewController: root)
            host.window.rootViewController = navigation
            #expect(await host.settle(timeout: 5))

            #expect(gtk_widget_get_mapped(button) != 0, "mapped in the window")
            let buttonFrame = windowFrame(of: buttonView)
            let placed = allocation(of: button)
            #expect(placed == buttonFrame, "placed at the view's frame and sized to it: \(placed) for \(buttonFrame)")
            try SyntheticInput.click(host.gtkWindow, at: centre(of: buttonFrame))
            #expect(clicks == 1, "the widget took a real click")

            // The pushed page: red, with a green native box 100 pt from its left edge.
            let pushed = ViewController(title: "Pushed")
            pushed.view.backgroundColor = testRed
            let box = makeColouredBox(testGreen)
            let boxView = NativeView(widget: box, frame: Rect(x: 100, y: 40, width: 80, height: 60))
            pushed.view.addSubview(boxView)
            navigation.pushViewController(pushed, animated: true)

            var midway: (pageX: Double, offset: Double?, allocatedX: Double, mapped: Bool)?
            _ = await MainLoopPump.run(until: {
                let x = pushed.view.presentation.frame.minX
                if midway == nil, x > 0, x <= 220, boxView.window != nil {
                    let row = windowFrame(of: boxView).midY
                    let shot = try? WindowSnapshot.capture(host.gtkWindow)
                    let red = shot.flatMap { leftEdge(of: testRed, onRow: row, in: $0, width: 400) }
                    let green = shot.flatMap { leftEdge(of: testGreen, onRow: row, in: $0, width: 400) }
                    midway = (x, red.flatMap { red in green.map { $0 - red } }, allocation(of: box).minX,
                              gtk_widget_get_mapped(box) != 0)
                }
                return !host.clock.isActive && navigation.topViewController === pushed
            }, timeout: .seconds(5))
            let seen = try #require(midway, "the slide was seen midway")
            #expect(seen.mapped, "mapped while it slides")
            #expect(seen.offset == 100, "drawn where its page shows, 100 pt in: \(String(describing: seen.offset))")
            #expect(seen.allocatedX == windowFrame(of: boxView).minX,
                    "allocated where the slide ends (\(seen.allocatedX)), as the page's other widgets")
            #expect(await host.settle(timeout: 5))

            // After the push: the box is where its view is, the old page's widget is out of the
            // window but alive, with its view.
            #expect(allocation(of: box) == windowFrame(of: boxView))
            let boxPixel = try pixel(host, windowFrame(of: boxView).midX, windowFrame(of: boxView).midY)
            #expect(boxPixel?.isClose(to: PixelColor(testGreen), tolerance: 8) == true, "the box shows: \(String(describing: boxPixel))")
            #expect(gtk_widget_get_mapped(button) == 0, "the old page's widget is unmapped")
            #expect(gtk_widget_get_parent(button) == nil, "and out of the window's widgets")
            let buttonWatch = GObjectWatch(button)
            #expect(buttonWatch.isAlive)
            try SyntheticInput.click(host.gtkWindow, at: centre(of: buttonFrame))
            #expect(clicks == 1, "a click where the old button was reaches no hidden widget")

            // Back again: the same widget, mapped and clickable.
            navigation.popViewController(animated: false)
            #expect(await host.settle(timeout: 5))
            #expect(gtk_widget_get_mapped(button) != 0)
            #expect(gtk_widget_get_parent(box) == nil, "the popped page's box left the window")
            try SyntheticInput.click(host.gtkWindow, at: centre(of: buttonFrame))
            #expect(clicks == 2)
        }

        @Test func aNativeViewAndItsWidgetAreFreedWithTheirView() async throws {
            let host = try await makeHost()
            defer { host.close() }
            let baseline = host.mirror.mirroredViewCount
            var destroyed = 0
            let watch: GObjectWatch
            weak var weakView: NativeView?
            do {
                let spin = gtk_spin_button_new_with_range(0, 100, 1)!
                SignalConnection.connect(spin, "destroy") { destroyed += 1 }
                watch = GObjectWatch(spin)
                let view = NativeView(widget: spin, frame: Rect(x: 10, y: 10, width: 120, height: 34))
                weakView = view
                host.window.addSubview(view)
                #expect(await host.settle(timeout: 5))
                #expect(gtk_widget_get_mapped(spin) != 0)
                #expect(host.mirror.mirroredViewCount == baseline + 1)

                view.removeFromSuperview()
                #expect(await host.settle(timeout: 5))
                #expect(host.mirror.mirroredViewCount == baseline)
                #expect(watch.isAlive && destroyed == 0, "out of the window, the widget lives with its view")
                #expect(gtk_widget_get_parent(spin) == nil)
            }
            #expect(weakView == nil, "nothing keeps the view once the app lets it go")
            #expect(destroyed == 1, "its deinit destroyed the widget")
            #expect(!watch.isAlive, "and the widget is gone")
        }

        @Test func aViewFreedBeforeTheNextSyncTakesItsWidgetAlong() async throws {
            let host = try await makeHost()
            defer { host.close() }
            let baseline = host.mirror.mirroredViewCount
            var destroyed = 0
            do {
                let box = makeColouredBox(testGreen)
                SignalConnection.connect(box, "destroy") { destroyed += 1 }
                let view = NativeView(widget: box, frame: Rect(x: 10, y: 10, width: 50, height: 50))
                host.window.addSubview(view)
                #expect(await host.settle(timeout: 5))
                // Out of the tree and freed in the same turn: the mirror still has its record,
                // whose teardown must not touch the widget the view destroyed.
                view.removeFromSuperview()
            }
            #expect(destroyed == 1, "destroyed with its view, before any sync")
            #expect(await host.settle(timeout: 5))
            #expect(host.mirror.mirroredViewCount == baseline, "the record went at the next sync, without a critical")
        }

        @Test func aWidgetNeverShownInAWindowStaysIntactUntilItsViewGoes() async throws {
            try setUpGtk()
            var destroyed = 0
            let spin = gtk_spin_button_new_with_range(0, 100, 1)!
            SignalConnection.connect(spin, "destroy") { destroyed += 1 }
            gtk_spin_button_set_value(cgtk_spin_button(spin), 42)
            let watch = GObjectWatch(spin)
            var view: NativeView? = NativeView(widget: spin, frame: Rect(x: 10, y: 10, width: 120, height: 34))
            #expect(cgtk_is_floating(spin) == 0, "the view sank the floating reference")
            await MainLoopPump.run(for: .milliseconds(50))
            #expect(watch.isAlive && destroyed == 0)
            #expect(gtk_spin_button_get_value(cgtk_spin_button(spin)) == 42, "its state is intact")
            #expect(view?.widget == spin)

            // Shown later, it is the same widget with the same state.
            let host = try await makeHost()
            defer { host.close() }
            host.window.addSubview(try #require(view))
            #expect(await host.settle(timeout: 5))
            #expect(gtk_widget_get_mapped(spin) != 0)
            #expect(gtk_spin_button_get_value(cgtk_spin_button(spin)) == 42)
            view?.removeFromSuperview()
            view = nil
            #expect(await host.settle(timeout: 5))
            #expect(destroyed == 1 && !watch.isAlive)
        }

        @Test func sizeThatFitsIsTheWidgetsNaturalSizeWhateverItsFrame() async throws {
            let host = try await makeHost(width: 400, height: 300)
            defer { host.close() }
            let label = gtk_label_new("A label of some length")!
            let view = NativeView(widget: label)
            let fitted = view.sizeThatFits(Size(width: 400, height: 300))
            #expect(fitted.width > 100 && fitted.height > 5, "a label's natural size: \(fitted)")

            view.frame = Rect(x: 10, y: 10, width: 300, height: 200)
            host.window.addSubview(view)
            #expect(await host.settle(timeout: 5))
            #expect(allocation(of: label).size == Size(width: 300, height: 200), "sized to the frame")
            #expect(view.sizeThatFits(Size(width: 400, height: 300)) == fitted, "the frame does not change the natural size")

            view.sizeToFit()
            #expect(view.frame == Rect(origin: Point(x: 10, y: 10), size: fitted))
            #expect(await host.settle(timeout: 5))
            #expect(allocation(of: label) == Rect(origin: Point(x: 10, y: 10), size: fitted))
        }

        @Test func aNativeViewHalfOutsideAClippingSuperviewIsClipped() async throws {
            let host = try await makeHost()
            defer { host.close() }
            host.window.backgroundColor = .white
            let clipper = View(frame: Rect(x: 0, y: 0, width: 100, height: 150))
            clipper.clipsToBounds = true
            let native = NativeView(widget: makeColouredBox(testGreen), frame: Rect(x: 50, y: 40, width: 100, height: 60))
            clipper.addSubview(native)
            host.window.addSubview(clipper)
            #expect(await host.settle(timeout: 5))
            #expect(try pixel(host, 75, 70)?.isClose(to: PixelColor(testGreen), tolerance: 8) == true, "the inside half shows")
            let outside = try pixel(host, 125, 70)
            #expect(outside?.isClose(to: PixelColor(.white), tolerance: 8) == true, "the outside half is cut off: \(String(describing: outside))")

            clipper.clipsToBounds = false
            #expect(await host.settle(timeout: 5))
            #expect(try pixel(host, 125, 70)?.isClose(to: PixelColor(testGreen), tolerance: 8) == true, "shown when nothing clips")
        }

        @Test func aWidgetLargerThanItsFrameOverflowsUnlessTheViewClips() async throws {
            let host = try await makeHost()
            defer { host.close() }
            host.window.backgroundColor = .white
            let box = makeColouredBox(testGreen)
            gtk_widget_set_size_request(box, 100, 60)  // the app's own minimum size
            let native = NativeView(widget: box, frame: Rect(x: 0, y: 40, width: 50, height: 60))
            host.window.addSubview(native)
            #expect(await host.settle(timeout: 5))
            #expect(allocation(of: box).size == Size(width: 100, height: 60), "GTK's minimum size wins")
            #expect(try pixel(host, 75, 70)?.isClose(to: PixelColor(testGreen), tolerance: 8) == true, "past the frame")
            native.clipsToBounds = true
            #expect(await host.settle(timeout: 5))
            #expect(try pixel(host, 25, 70)?.isClose(to: PixelColor(testGreen), tolerance: 8) == true)
            #expect(try pixel(host, 75, 70)?.isClose(to: PixelColor(.white), tolerance: 8) == true, "cut to the frame")
        }

        @Test func aNativeViewUnderAnOpaqueSiblingIsUnmapped() async throws {
            let host = try await makeHost()
            defer { host.close() }
            let spin = gtk_spin_button_new_with_range(0, 10, 1)!
            host.window.addSubview(NativeView(widget: spin, frame: Rect(x: 20, y: 20, width: 120, height: 34)))
            let cover = colouredView(testBlue, Rect(x: 0, y: 0, width: 200, height: 150))
            host.window.addSubview(cover)
            #expect(await host.settle(timeout: 5))
            #expect(gtk_widget_get_mapped(spin) == 0, "covered: unmapped")
            cover.removeFromSuperview()
            #expect(await host.settle(timeout: 5))
            #expect(gtk_widget_get_mapped(spin) != 0, "uncovered: mapped again")
        }

        @Test func tabFocusesTheWidgetAndKeysReachIt() async throws {
            let host = try await makeHost()
            defer { host.close() }
            let spin = gtk_spin_button_new_with_range(0, 10, 1)!
            host.window.addSubview(NativeView(widget: spin, frame: Rect(x: 10, y: 10, width: 120, height: 34)))
            let after = Button(frame: Rect(x: 10, y: 60, width: 80, height: 34), title: "After") {}
            host.window.addSubview(after)
            #expect(await host.settle(timeout: 5))
            let toplevel = cgtk_window(host.gtkWindow)
            #expect(gtk_window_get_focus(toplevel) == nil)

            try SyntheticInput.key(host.gtkWindow, keyval: UInt32(GDK_KEY_Tab))
            #expect(await host.settle(timeout: 5))
            // `is_focus`: the window's focus widget (Xvfb has no window manager to make the
            // window active, which `has_focus` also asks for).
            #expect(gtk_widget_is_focus(spin) != 0, "Tab reached the native widget first")
            try SyntheticInput.key(host.gtkWindow, keyval: UInt32(GDK_KEY_Up))
            #expect(await host.settle(timeout: 5))
            #expect(gtk_spin_button_get_value(cgtk_spin_button(spin)) == 1, "the key went to the spin button")

            try SyntheticInput.key(host.gtkWindow, keyval: UInt32(GDK_KEY_Tab))
            #expect(await host.settle(timeout: 5))
            let button = try #require(host.mirror.contentWidget(for: after))
            #expect(gtk_window_get_focus(toplevel) == button, "the next Tab goes on to the core button below it")
        }

        @Test func aFlipDrawsTheWidgetFromThePictureOfItsView() async throws {
            let host = try await makeHost(width: 200, height: 150)
            defer { host.close() }
            let container = colouredView(.white, Rect(x: 0, y: 0, width: 200, height: 150))
            let front = colouredView(testRed, Rect(x: 0, y: 0, width: 200, height: 150))
            front.addSubview(NativeView(widget: makeColouredBox(testGreen), frame: Rect(x: 60, y: 40, width: 80, height: 70)))
            let back = colouredView(testBlue, Rect(x: 0, y: 0, width: 200, height: 150))
            container.addSubview(front)
            host.window.addSubview(container)
            #expect(await host.settle(timeout: 5))

            View.transition(from: front, to: back, duration: 1.2, options: [.transitionFlipFromLeft, .curveLinear])
            let reached = await MainLoopPump.run(until: { (container.activeTransition?.progress).map((0.22...0.3).contains) ?? false })
            try #require(reached)
            _ = await MainLoopPump.runFrames(1, of: host.rootCanvas)
            let shot = try WindowSnapshot.capture(host.gtkWindow)
            // About 45°: the front squeezed to ~70% about the centre, the native box with it.
            let centre = try #require(shot.pixel(at: Point(x: 100, y: 75)))
            let edge = try #require(shot.pixel(at: Point(x: 5, y: 75)))
            #expect(centre.isClose(to: PixelColor(testGreen), tolerance: 10), "the box is in the picture: \(centre)")
            #expect(edge.isClose(to: PixelColor(.white), tolerance: 10), "the flip is under way: \(edge)")
            #expect(await host.settle(timeout: 5))
            #expect(try pixel(host, 100, 75)?.isClose(to: PixelColor(testBlue)) == true)
        }

        @Test func aCrossDissolveAndAnAlphaFadeTakeTheWidgetAlong() async throws {
            let host = try await makeHost(width: 200, height: 150)
            defer { host.close() }
            host.window.backgroundColor = .white
            let container = colouredView(.white, Rect(x: 0, y: 0, width: 200, height: 150))
            let front = View(frame: Rect(x: 0, y: 0, width: 200, height: 150))
            front.addSubview(NativeView(widget: makeColouredBox(testGreen), frame: Rect(x: 0, y: 0, width: 200, height: 150)))
            let back = colouredView(testBlue, Rect(x: 0, y: 0, width: 200, height: 150))
            container.addSubview(front)
            host.window.addSubview(container)
            #expect(await host.settle(timeout: 5))

            View.transition(from: front, to: back, duration: 1.2, options: [.transitionCrossDissolve, .curveLinear])
            let reached = await MainLoopPump.run(until: { (container.activeTransition?.progress).map((0.4...0.6).contains) ?? false })
            try #require(reached)
            _ = await MainLoopPump.runFrames(1, of: host.rootCanvas)
            let mid = try #require(try WindowSnapshot.capture(host.gtkWindow).pixel(at: Point(x: 100, y: 75)))
            #expect(mid.green > 60 && mid.blue > 60 && mid.red < 60, "the box's green blends into the blue: \(mid)")
            #expect(await host.settle(timeout: 5))

            // Back, then half transparent: the widget (with a GdkWindow of its own) fades with its view.
            back.removeFromSuperview()
            container.addSubview(front)
            front.alpha = 0.5
            #expect(await host.settle(timeout: 5))
            let faded = try #require(try pixel(host, 100, 75))
            #expect(faded.green > 230 && faded.red > 100 && faded.red < 160, "green over white at half alpha: \(faded)")
        }

        /// The example in NativeView's documentation, as written there, with a screenshot.
        @Test func theDocumentedExampleShowsASpinButtonAndACalendar() async throws {
            let host = try await makeHost(width: 400, height: 320)
            defer { host.close() }
            host.window.backgroundColor = .white
            let view = host.window

            let spin = gtk_spin_button_new_with_range(0, 100, 1)!
            gtk_spin_button_set_value(cgtk_spin_button(spin), 42)
            let quantity = NativeView(widget: spin, frame: Rect(x: 20, y: 20, width: 120, height: 34))
            view.addSubview(quantity)

            let calendar = NativeView(widget: gtk_calendar_new()!)
            calendar.frame = Rect(origin: Point(x: 20, y: 70), size: calendar.sizeThatFits(view.bounds.size))
            view.addSubview(calendar)

            // An unchecked cast, for a class CGtk has no checked one for.
            let scale = gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, 0, 10, 1)!
            gtk_scale_set_digits(UnsafeMutablePointer<GtkScale>(OpaquePointer(scale)), 0)
            view.addSubview(NativeView(widget: scale, frame: Rect(x: 160, y: 20, width: 200, height: 40)))

            gtk_calendar_select_month(cgtk_calendar(calendar.widget), 10, 2026)
            gtk_calendar_select_day(cgtk_calendar(calendar.widget), 24)
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("native-\(UUID().uuidString).png").path
            defer { try? FileManager.default.removeItem(atPath: path) }
            try await host.screenshot(to: path)

            #expect(calendar.frame.width > 150 && calendar.frame.height > 120, "a calendar's natural size: \(calendar.frame.size)")
            for widget in [spin, calendar.widget, scale] { #expect(gtk_widget_get_mapped(widget) != 0) }
            #expect(allocation(of: calendar.widget) == calendar.frame)
            let text = String(cString: gtk_entry_get_text(UnsafeMutablePointer<GtkEntry>(OpaquePointer(spin))))
            #expect(text == "42")
            // The calendar drew something (text, a selected day) over the white window.
            let shot = try WindowSnapshot.capture(host.gtkWindow)
            let frame = calendar.frame
            let drawn = stride(from: frame.minX, to: frame.maxX, by: 3).contains { x in
                stride(from: frame.minY, to: frame.maxY, by: 3).contains { y in
                    shot.pixel(at: Point(x: x, y: y)).map { !$0.isClose(to: PixelColor(.white), tolerance: 30) } ?? false
                }
            }
            #expect(drawn)
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)).prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
        }
    }
}
