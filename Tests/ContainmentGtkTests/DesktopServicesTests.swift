import CGtk
@_spi(Adapter) import Containment
@_spi(Testing) import ContainmentGtk
import ContainmentGtkTesting
import Foundation
import Testing

/// Moves the real pointer (the X server's) to `point` of `host`'s window: GTK gets real motion
/// and crossing events, and asks the real pointer where it is when a tooltip is due.
@MainActor
func warpPointer(to point: Point, in host: GtkHost) {
    guard let gdkWindow = gtk_widget_get_window(host.gtkWindow) else { return }
    var originX: gint = 0
    var originY: gint = 0
    gdk_window_get_origin(gdkWindow, &originX, &originY)
    let display = gdk_window_get_display(gdkWindow)
    guard let seat = gdk_display_get_default_seat(display), let pointer = gdk_seat_get_pointer(seat) else { return }
    gdk_device_warp(pointer, gdk_window_get_screen(gdkWindow), originX + gint(point.x), originY + gint(point.y))
    gdk_display_flush(display)
}

/// Every toplevel window GTK has, mapped or not.
@MainActor
func toplevelWidgets() -> [UnsafeMutablePointer<GtkWidget>] {
    guard let list = gtk_window_list_toplevels() else { return [] }
    defer { g_list_free(list) }
    var result: [UnsafeMutablePointer<GtkWidget>] = []
    var link: UnsafeMutablePointer<GList>? = list
    while let node = link {
        link = node.pointee.next
        if let data = node.pointee.data { result.append(data.assumingMemoryBound(to: GtkWidget.self)) }
    }
    return result
}

/// The visible toplevel whose GType is named `typeName`, if any.
@MainActor
func visibleToplevel(ofType typeName: String) -> UnsafeMutablePointer<GtkWidget>? {
    toplevelWidgets().first {
        String(cString: g_type_name(cgtk_object_type($0))) == typeName && gtk_widget_get_visible($0) != 0
    }
}

/// The GTK tooltip window showing now, if any.
@MainActor
func visibleTooltipWindow() -> UnsafeMutablePointer<GtkWidget>? {
    visibleToplevel(ofType: "GtkTooltipWindow")
}

/// The texts of the labels inside `widget`.
@MainActor
func labelTexts(in widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
    var texts: [String] = []
    if String(cString: g_type_name(cgtk_object_type(widget))) == "GtkLabel", let text = gtk_label_get_text(cgtk_label(widget)) {
        texts.append(String(cString: text))
    }
    if cgtk_is_container(widget) != 0, let children = gtk_container_get_children(cgtk_container(widget)) {
        var link: UnsafeMutablePointer<GList>? = children
        while let node = link {
            link = node.pointee.next
            if let data = node.pointee.data { texts += labelTexts(in: data.assumingMemoryBound(to: GtkWidget.self)) }
        }
        g_list_free(children)
    }
    return texts
}

/// The visible toplevel `GtkFileChooserDialog`, if any (what `GtkFileChooserNative` shows without a portal).
@MainActor
func visibleFileChooserDialog() -> UnsafeMutablePointer<GtkWidget>? {
    visibleToplevel(ofType: "GtkFileChooserDialog")
}

/// The deepest visible `GdkWindow` of `host`'s toplevel under `point` (window coordinates), as X
/// delivers pointer events to it.
@MainActor
func deepestGdkWindow(at point: Point, in host: GtkHost) -> OpaquePointer? {
    guard var current = gtk_widget_get_window(host.gtkWindow) else { return nil }
    var offset = Point.zero
    descend: while true {
        var link = gdk_window_peek_children(current)
        while let node = link {
            link = node.pointee.next
            guard let raw = node.pointee.data else { continue }
            let child = OpaquePointer(raw)
            guard gdk_window_is_visible(child) != 0 else { continue }
            var x: gint = 0
            var y: gint = 0
            gdk_window_get_position(child, &x, &y)
            let frame = Rect(x: offset.x + Double(x), y: offset.y + Double(y),
                             width: Double(gdk_window_get_width(child)), height: Double(gdk_window_get_height(child)))
            if frame.contains(point) {
                current = child
                offset = frame.origin
                continue descend
            }
        }
        return current
    }
}

/// Saves the screen's top-left `width`×`height` pixels (the window and the popups over it).
@MainActor
func saveScreen(width: Int32, height: Int32, to path: String) throws {
    guard let root = gdk_get_default_root_window(), let pixbuf = gdk_pixbuf_get_from_window(root, 0, 0, width, height) else {
        throw GtkRuntimeError.captureFailed
    }
    defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
    var error: UnsafeMutablePointer<GError>?
    guard gdk_pixbuf_savev(pixbuf, path, "png", nil, nil, &error) != 0 else {
        if let error { g_error_free(error) }
        throw GtkRuntimeError.saveFailed(path: path, message: "gdk_pixbuf_savev")
    }
}

extension GtkTests {
    /// Tooltips, hover, cursors, the clipboard and the file chooser with real GTK events: the
    /// pointer is the X server's, moved with `gdk_device_warp`.
    @Suite @MainActor struct DesktopServices {
        /// A host with two views side by side: `left` (0-100) and `right` (100-200).
        @MainActor struct Board {
            let host: GtkHost
            let left = View(frame: Rect(x: 0, y: 0, width: 100, height: 150))
            let right = View(frame: Rect(x: 100, y: 0, width: 100, height: 150))

            init() async throws {
                host = try await makeHost()
                left.backgroundColor = Color(red: 0.9, green: 0.9, blue: 0.95)
                right.backgroundColor = Color(red: 0.95, green: 0.9, blue: 0.9)
                host.window.addSubview(left)
                host.window.addSubview(right)
                _ = await host.settle(timeout: 5)
            }

            func move(to x: Double, _ y: Double) async {
                warpPointer(to: Point(x: x, y: y), in: host)
                await MainLoopPump.run(for: .milliseconds(60))
            }
        }

        @Test func hoverBeginsAsThePointerEntersAndEndsAsItLeavesTheViewOrTheWindow() async throws {
            let board = try await Board()
            defer { board.host.close() }
            var states: [GestureState] = []
            var places: [Point] = []
            board.left.addGestureRecognizer(HoverGestureRecognizer { recognizer in
                states.append(recognizer.state)
                places.append(recognizer.location(in: board.left))
            })
            await board.move(to: 150, 50)
            #expect(states.isEmpty)
            await board.move(to: 40, 50)
            #expect(states == [.began], "\(states)")
            #expect(places.last == Point(x: 40, y: 50))
            await board.move(to: 60, 70)
            #expect(states.last == .changed && places.last == Point(x: 60, y: 70))
            await board.move(to: 150, 70)
            #expect(states.last == .ended)
            await board.move(to: 40, 50)
            #expect(states.last == .began)
            // Out of the window altogether: the event box's own leave-notify ends it.
            await board.move(to: 700, 600)
            #expect(states.last == .ended, "\(states)")
        }

        @Test func aToolTipAppearsAfterGtksDelayOverItsView() async throws {
            let board = try await Board()
            defer { board.host.close() }
            board.right.toolTip = "Delete the note"
            await board.move(to: 40, 40)
            #expect(visibleTooltipWindow() == nil)
            await board.move(to: 150, 60)
            await board.move(to: 152, 62)
            #expect(visibleTooltipWindow() == nil, "not at once: after the hover delay")
            let shown = await MainLoopPump.run(until: { visibleTooltipWindow() != nil }, timeout: .seconds(5))
            #expect(shown)
            let tooltip = try #require(visibleTooltipWindow())
            #expect(labelTexts(in: tooltip).contains("Delete the note"))
            if let dir = ProcessInfo.processInfo.environment["CONTAINMENT_TOOLTIP_SHOT"] {
                try saveScreen(width: 320, height: 240, to: dir)
            }
            // Over the other view, which has none, it goes.
            await board.move(to: 40, 40)
            let hidden = await MainLoopPump.run(until: { visibleTooltipWindow() == nil }, timeout: .seconds(3))
            #expect(hidden)
        }

        @Test func aToolTipInteractionsDelegateDecidesByThePointersPlace() async throws {
            final class Halves: ToolTipInteractionDelegate {
                func toolTipInteraction(_ interaction: ToolTipInteraction, configurationAt point: Point) -> ToolTipConfiguration? {
                    point.y < 75 ? ToolTipConfiguration(toolTip: "Top", in: Rect(x: 0, y: 0, width: 100, height: 75)) : nil
                }
            }
            let board = try await Board()
            defer { board.host.close() }
            let delegate = Halves()
            let interaction = ToolTipInteraction()
            interaction.delegate = delegate
            board.left.addInteraction(interaction)
            await board.move(to: 150, 120)
            await board.move(to: 40, 30)
            await board.move(to: 42, 31)
            let shown = await MainLoopPump.run(until: { visibleTooltipWindow() != nil }, timeout: .seconds(5))
            #expect(shown)
            #expect(visibleTooltipWindow().map(labelTexts(in:))?.contains("Top") == true)
        }

        @Test func theCursorFollowsTheViewUnderThePointer() async throws {
            let board = try await Board()
            defer { board.host.close() }
            board.right.cursor = .pointer
            let inner = View(frame: Rect(x: 10, y: 10, width: 40, height: 40))
            board.right.addSubview(inner)
            let eventBox = try #require(gtk_bin_get_child(cgtk_bin(board.host.gtkWindow)))
            let gdkWindow = try #require(gtk_widget_get_window(eventBox))
            await board.move(to: 40, 40)
            #expect(board.host.appliedCursorName == nil)
            #expect(gdk_window_get_cursor(gdkWindow) == nil)
            await board.move(to: 170, 100)
            #expect(board.host.appliedCursorName == "pointer")
            #expect(gdk_window_get_cursor(gdkWindow) != nil, "GDK's window under the pointer has the cursor")
            inner.cursor = .crosshair
            await board.move(to: 125, 25)
            #expect(board.host.appliedCursorName == "crosshair", "the nearest view with a cursor wins")
            await board.move(to: 40, 40)
            #expect(board.host.appliedCursorName == nil && gdk_window_get_cursor(gdkWindow) == nil)

            // A text field inside a view with a cursor keeps GTK's text cursor in its own window.
            let field = TextField(frame: Rect(x: 10, y: 100, width: 80, height: 32))
            board.right.addSubview(field)
            _ = await board.host.settle(timeout: 5)
            await board.move(to: 150, 116)
            let over = await MainLoopPump.run(until: { board.host.appliedCursorName == "pointer" }, timeout: .seconds(2))
            #expect(over, "over the field: \(String(describing: board.host.appliedCursorName))")
            let textWindow = try #require(deepestGdkWindow(at: Point(x: 150, y: 116), in: board.host))
            #expect(textWindow != gdkWindow && gdk_window_get_cursor(textWindow) != nil, "the entry's text window has its own cursor")
            #expect(gdk_window_get_cursor(textWindow) != gdk_window_get_cursor(gdkWindow))
        }

        @Test func theClipboardRoundTripsAStringBetweenTwoWindows() async throws {
            let first = try await makeHost()
            defer { first.close() }
            let second = try await makeHost()
            defer { second.close() }
            let copied = TextField(frame: Rect(x: 10, y: 10, width: 180, height: 32))
            copied.text = "Copied in the first window"
            first.window.addSubview(copied)
            let pasted = TextField(frame: Rect(x: 10, y: 10, width: 180, height: 32))
            second.window.addSubview(pasted)
            let firstSettled = await first.settle(timeout: 5)
            let secondSettled = await second.settle(timeout: 5)
            #expect(firstSettled && secondSettled)

            // The first window's entry copies with Ctrl+C; the core reads it from GTK's clipboard.
            let copyEntry = try #require(first.mirror.contentWidget(for: copied))
            try SyntheticInput.click(first.gtkWindow, at: centreInWindow(copyEntry))
            gtk_editable_select_region(OpaquePointer(copyEntry), 0, -1)
            try SyntheticInput.key(first.gtkWindow, keyval: UInt32(GDK_KEY_c), modifiers: GDK_CONTROL_MASK)
            let countBefore = Pasteboard.general.changeCount
            #expect(Pasteboard.general.hasStrings)
            #expect(Pasteboard.general.string == "Copied in the first window")

            // The core writes; the second window's entry pastes it with Ctrl+V.
            Pasteboard.general.string = "Written by the core"
            #expect(Pasteboard.general.changeCount > countBefore)
            let pasteEntry = try #require(second.mirror.contentWidget(for: pasted))
            try SyntheticInput.click(second.gtkWindow, at: centreInWindow(pasteEntry))
            try SyntheticInput.key(second.gtkWindow, keyval: UInt32(GDK_KEY_v), modifiers: GDK_CONTROL_MASK)
            let arrived = await MainLoopPump.run(until: { pasted.text == "Written by the core" }, timeout: .seconds(3))
            #expect(arrived, "the second window's field reads \(pasted.text ?? "nil")")
        }

        @Test func anImageRoundTripsThroughGtksClipboardAsPNG() async throws {
            let host = try await makeHost()
            defer { host.close() }
            var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            png += Self.pngChunks(width: 3, height: 2)
            let image = try #require(Image(data: png))
            Pasteboard.general.image = image
            #expect(Pasteboard.general.hasImages)
            let back = try #require(Pasteboard.general.image)
            #expect(back.format == "PNG" && back.pixelSize == Size(width: 3, height: 2))
            Pasteboard.general.string = "Text again"
            #expect(!Pasteboard.general.hasImages && Pasteboard.general.string == "Text again")
        }

        @Test func choosingAFileInGtksChooserReportsItsURLAndCancelReportsACancel() async throws {
            final class Listener: DocumentPickerDelegate {
                var picked: [[URL]] = []
                var cancels = 0
                func documentPicker(_ controller: DocumentPickerViewController, didPickDocumentsAt urls: [URL]) { picked.append(urls) }
                func documentPickerWasCancelled(_ controller: DocumentPickerViewController) { cancels += 1 }
            }
            let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("containment-chooser-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let file = folder.appendingPathComponent("note.txt")
            try "A note".write(to: file, atomically: true, encoding: .utf8)

            let root = ViewController()
            let host = try GtkTestStage.makeHost(size: Size(width: 300, height: 200), root: root)
            defer { host.close() }
            #expect(await GtkTestStage.show(host))
            let listener = Listener()
            let picker = DocumentPickerViewController(forOpeningContentTypes: [.plainText])
            picker.directoryURL = folder
            picker.delegate = listener
            root.present(picker, animated: true)
            #expect(host.documentPickerDialogs.count == 1)
            let appeared = await MainLoopPump.run(until: { visibleFileChooserDialog() != nil }, timeout: .seconds(5))
            let dialog = try #require(appeared ? visibleFileChooserDialog() : nil)
            #expect(gtk_window_get_transient_for(cgtk_window(dialog)) == cgtk_window(host.gtkWindow), "modal to the window")
            let chooser = OpaquePointer(dialog)
            _ = gtk_file_chooser_select_filename(chooser, file.path)
            let selected = await MainLoopPump.run(until: {
                guard let name = gtk_file_chooser_get_filename(chooser) else { return false }
                defer { g_free(name) }
                return String(cString: name) == file.path
            }, timeout: .seconds(5))
            #expect(selected)
            gtk_dialog_response(UnsafeMutablePointer<GtkDialog>(OpaquePointer(dialog)), GTK_RESPONSE_ACCEPT.rawValue)
            _ = await MainLoopPump.run(until: { !listener.picked.isEmpty }, timeout: .seconds(3))
            #expect(listener.picked.first?.map(\.path) == [file.path])
            #expect(host.documentPickerDialogs.isEmpty)

            root.present(picker, animated: true)
            let again = await MainLoopPump.run(until: { visibleFileChooserDialog() != nil }, timeout: .seconds(5))
            let second = try #require(again ? visibleFileChooserDialog() : nil)
            gtk_dialog_response(UnsafeMutablePointer<GtkDialog>(OpaquePointer(second)), GTK_RESPONSE_CANCEL.rawValue)
            _ = await MainLoopPump.run(until: { listener.cancels > 0 }, timeout: .seconds(3))
            #expect(listener.cancels == 1 && listener.picked.count == 1)

            // The window closing while its chooser shows: the chooser goes, the picker hears a cancel.
            root.present(picker, animated: true)
            _ = await MainLoopPump.run(until: { visibleFileChooserDialog() != nil }, timeout: .seconds(5))
            host.close()
            #expect(listener.cancels == 2 && !picker.isShowingChooser)
            let gone = await MainLoopPump.run(until: { visibleFileChooserDialog() == nil }, timeout: .seconds(3))
            #expect(gone)
        }

        /// The chunks of a PNG of `width`×`height` opaque grey pixels (no compression).
        static func pngChunks(width: Int, height: Int) -> [UInt8] {
            func bigEndian(_ value: UInt32) -> [UInt8] {
                [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
            }
            func crc(_ bytes: [UInt8]) -> UInt32 {
                var crc: UInt32 = 0xFFFF_FFFF
                for byte in bytes {
                    crc ^= UInt32(byte)
                    for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
                }
                return ~crc
            }
            func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
                let body = Array(type.utf8) + data
                return bigEndian(UInt32(data.count)) + body + bigEndian(crc(body))
            }
            var raw: [UInt8] = []
            for _ in 0..<height { raw += [0] + Array(repeating: 128, count: width * 3) }
            var a: UInt32 = 1
            var b: UInt32 = 0
            for byte in raw {
                a = (a + UInt32(byte)) % 65_521
                b = (b + a) % 65_521
            }
            let count = raw.count
            let zlib: [UInt8] = [0x78, 0x01, 1, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
                + raw + bigEndian(b << 16 | a)
            let header = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 2, 0, 0, 0]
            return chunk("IHDR", header) + chunk("IDAT", zlib) + chunk("IEND", [])
        }
    }
}
