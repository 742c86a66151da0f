import CGtk
@_spi(Adapter) import Containment
@_spi(Adapter) @_spi(Testing) import ContainmentGtk
import ContainmentGtkTesting
import ContainmentTestSupport
import Testing

extension GtkTests {
    /// Auto Layout in real windows with real fonts: views placed by constraints take the sizes
    /// the adapter measures with Pango and GTK's widgets, so that text is never clipped (a
    /// label's frame is at least its `GtkLabel`'s natural size), wrapping labels grow taller as
    /// the window gets narrower, and a form follows leading and trailing in both directions.
    @Suite @MainActor struct HostAutoLayout {
        /// Resizes the GtkWindow to `width` × `height` and waits until the host settled at that size.
        private func resize(_ host: GtkHost, to width: Int32, _ height: Int32) async -> Bool {
            let count = host.resizeCount
            gtk_window_resize(cgtk_window(host.gtkWindow), width, height)
            guard await MainLoopPump.run(until: { host.resizeCount > count && host.isIdle }) else { return false }
            return await host.settle(timeout: 5)
        }

        /// A `GtkLabel`'s natural size, its height for `width` when given.
        private func natural(_ widget: UnsafeMutablePointer<GtkWidget>, forWidth width: Double? = nil) -> Size {
            var minimum: Int32 = 0, naturalWidth: Int32 = 0, naturalHeight: Int32 = 0
            gtk_widget_get_preferred_width(widget, &minimum, &naturalWidth)
            if let width {
                gtk_widget_get_preferred_height_for_width(widget, Int32(width), &minimum, &naturalHeight)
            } else {
                gtk_widget_get_preferred_height(widget, &minimum, &naturalHeight)
            }
            return Size(width: Double(naturalWidth), height: Double(naturalHeight))
        }

        /// The lines a label's `GtkLabel` draws its text on.
        private func lineCount(_ widget: UnsafeMutablePointer<GtkWidget>) -> Int32 {
            pango_layout_get_line_count(gtk_label_get_layout(cgtk_label(widget)))
        }

        /// Expects `label`'s frame to hold its `GtkLabel`'s text: as wide as its one line (or
        /// its lines wrapped at the frame's width) and as high.
        private func expectNotClipped(_ label: Label, in host: GtkHost, sourceLocation: SourceLocation = #_sourceLocation) throws {
            let widget = try #require(host.mirror.contentWidget(for: label), sourceLocation: sourceLocation)
            let wraps = label.numberOfLines != 1
            let needed = natural(widget, forWidth: wraps ? label.frame.width : nil)
            if !wraps { #expect(label.frame.width >= needed.width, "\(label.text ?? ""): \(label.frame) < \(needed)", sourceLocation: sourceLocation) }
            #expect(label.frame.height >= needed.height, "\(label.text ?? ""): \(label.frame) < \(needed)", sourceLocation: sourceLocation)
            #expect(gtk_label_get_layout(cgtk_label(widget)).map { pango_layout_is_ellipsized($0) == 0 } ?? false,
                    "\(label.text ?? "") is not cut", sourceLocation: sourceLocation)
        }

        private func constrained<V: View>(_ view: V, in superview: View) -> V {
            view.translatesAutoresizingMaskIntoConstraints = false
            superview.addSubview(view)
            return view
        }

        @Test func theAdapterMeasuresWithPangoAndKeepsWhatItMeasured() async throws {
            let host = try await makeHost()
            defer { host.close() }
            let measurer = try #require(host.window.windowContentMeasurer as? PangoContentMeasurer)
            let content = MeasuredContent.label(text: "Measured once \(#line)", fontSize: 15, isBold: true, numberOfLines: 1, maximumWidth: nil)
            let before = measurer.measureCount
            let first = measurer.measure(content)
            let again = measurer.measure(content)
            #expect(measurer.measureCount == before + 1, "the second request is answered from the cache")
            #expect(first == again)
            #expect(first.size.width > 50 && first.size.height >= 15)
            #expect(first.firstBaseline > 0 && first.firstBaseline < first.size.height)
            let bold = measurer.measure(.label(text: "Measured once \(#line)", fontSize: 15, isBold: false, numberOfLines: 1, maximumWidth: nil))
            #expect(bold.size.width < first.size.width, "bold text is wider")
            let wrapped = measurer.measure(.label(text: "one two three four five six seven", fontSize: 14, isBold: false, numberOfLines: 0, maximumWidth: 60))
            #expect(wrapped.size.width <= 60)
            #expect(wrapped.lastBaseline > wrapped.firstBaseline, "several lines")
            let twoLines = measurer.measure(.label(text: "one two three four five six seven", fontSize: 14, isBold: false, numberOfLines: 2, maximumWidth: 60))
            #expect(twoLines.size.height < wrapped.size.height, "two lines at most")
            let button = measurer.measure(.button(title: "A button's title"))
            let field = measurer.measure(.textField(text: String(repeating: "wide text ", count: 8)))
            let empty = measurer.measure(.textField(text: ""))
            #expect(button.size.width > 60 && button.size.height >= 24)
            #expect(field.size.width > empty.size.width, "a field is as wide as its text")
            #expect(empty.size.height >= 24 && empty.firstBaseline < empty.size.height)
        }

        @Test func labelsPlacedByConstraintsHoldTheirTextAndFollowTheWindow() async throws {
            let host = try await makeHost(width: 480, height: 320)
            defer { host.close() }
            let controller = ViewController()
            controller.view.backgroundColor = .white
            let root = controller.view
            let title = constrained(Label(text: "A title in a real font"), in: root)
            title.fontSize = 22
            title.isBold = true
            let detail = constrained(Label(text: "Trailing detail"), in: root)
            let body = constrained(Label(text: Array(repeating: "Wrapping text follows the width it is given.", count: 4).joined(separator: " ")), in: root)
            body.numberOfLines = 0
            LayoutConstraint.activate([
                title.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                title.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 12),
                detail.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
                detail.firstBaselineAnchor.constraint(equalTo: title.firstBaselineAnchor),
                body.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                body.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
                body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
            ])
            host.window.rootViewController = controller
            #expect(await host.settle(timeout: 5))
            for label in [title, detail, body] { try expectNotClipped(label, in: host) }
            #expect(detail.frame.maxX == 480 - 8)
            #expect(body.frame.width == 480 - 16)
            let bodyWidget = try #require(host.mirror.contentWidget(for: body))
            let wideLines = lineCount(bodyWidget)
            let wideHeight = body.frame.height
            #expect(wideLines >= 2)

            #expect(await resize(host, to: 300, 320))
            #expect(detail.frame.maxX == 300 - 8, "the trailing label follows the window's edge")
            #expect(body.frame.width == 300 - 16)
            #expect(body.frame.height > wideHeight, "narrower, the wrapping label is taller")
            #expect(lineCount(bodyWidget) > wideLines)
            for label in [title, detail, body] { try expectNotClipped(label, in: host) }

            #expect(await resize(host, to: 480, 320))
            #expect(body.frame.height == wideHeight, "and as high as before when wide again")
            #expect(lineCount(bodyWidget) == wideLines)
        }

        /// A form as a UIKit screen builds it: captions and fields in two columns, on a baseline
        /// each, within the margins below the safe area, a Save button at the trailing edge
        /// and a wrapping note, in a navigation controller.
        final class FormController: ViewController {
            var captions: [Label] = []
            var fields: [TextField] = []
            var save: Button!
            var note: Label!

            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Form"
                view.backgroundColor = .white
                let guide = view.layoutMarginsGuide
                view.directionalLayoutMargins = DirectionalEdgeInsets(top: 16, leading: 20, bottom: 16, trailing: 20)
                var above = view.safeAreaLayoutGuide.topAnchor
                var constraints: [LayoutConstraint] = []
                for (caption, placeholder) in [("Name", "Ada Lovelace"), ("Email address", "ada@example.org"), ("City", "London")] {
                    let label = Label(text: caption)
                    let field = TextField()
                    field.placeholder = placeholder
                    for view in [label, field] as [View] {
                        view.translatesAutoresizingMaskIntoConstraints = false
                        self.view.addSubview(view)
                    }
                    constraints += [
                        label.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                        field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 12),
                        field.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                        field.topAnchor.constraint(equalTo: above, constant: 12),
                        label.firstBaselineAnchor.constraint(equalTo: field.firstBaselineAnchor),
                    ]
                    if let first = captions.first { constraints.append(label.widthAnchor.constraint(equalTo: first.widthAnchor)) }
                    above = field.bottomAnchor
                    captions.append(label)
                    fields.append(field)
                }
                // The captions' column is as wide as the widest caption; the fields take the rest.
                for caption in captions { caption.setContentHuggingPriority(.defaultLow + 1, for: .horizontal) }
                let save = Button(title: "Save changes")
                let note = Label(text: "Changes are kept on this computer only. They reach your other devices the next time you sign in with the same account.")
                note.numberOfLines = 0
                note.fontSize = 12
                for view in [save, note] as [View] {
                    view.translatesAutoresizingMaskIntoConstraints = false
                    self.view.addSubview(view)
                }
                constraints += [
                    save.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                    save.topAnchor.constraint(equalTo: above, constant: 16),
                    note.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                    note.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                    note.topAnchor.constraint(equalTo: save.bottomAnchor, constant: 16),
                ]
                LayoutConstraint.activate(constraints)
                self.save = save
                self.note = note
            }
        }

        /// The frame of `view` in its window.
        private func inWindow(_ view: View) -> Rect { windowFrame(of: view) }

        @Test(arguments: [false, true])
        func aFormLaidOutByConstraintsFollowsTheDirection(rightToLeft: Bool) async throws {
            let host = try GtkTestStage.makeHost(title: "Form", size: Size(width: 520, height: 420))
            if rightToLeft { gtk_widget_set_direction(host.gtkWindow, GTK_TEXT_DIR_RTL) }
            #expect(await GtkTestStage.show(host))
            defer { host.close() }
            let form = FormController()
            host.window.rootViewController = NavigationController(rootViewController: form)
            #expect(await host.settle(timeout: 5))
            let width = form.view.bounds.width
            let top = inWindow(form.view).minY
            #expect(top >= 44, "the content starts below the opaque navigation bar")
            for (caption, field) in zip(form.captions, form.fields) {
                let c = inWindow(caption), f = inWindow(field)
                if rightToLeft {
                    #expect(c.maxX == width - 20, "the caption starts at the trailing margin's mirror: the right")
                    #expect(f.maxX == c.minX - 12)
                    #expect(f.minX == 20)
                } else {
                    #expect(c.minX == 20)
                    #expect(f.minX == c.maxX + 12)
                    #expect(f.maxX == width - 20)
                }
                let measurer = PangoContentMeasurer.shared
                let captionBaseline = measurer.measure(.label(text: caption.text ?? "", fontSize: 14, isBold: false, numberOfLines: 1, maximumWidth: nil)).firstBaseline
                let fieldBaseline = measurer.measure(.textField(text: field.placeholder ?? "")).firstBaseline
                #expect(abs((c.minY + captionBaseline) - (f.minY + fieldBaseline)) < 0.5, "caption and field share a baseline")
                #expect(c.width == inWindow(form.captions[0]).width, "one column")
                try expectNotClipped(caption, in: host)
                let entry = try #require(host.mirror.contentWidget(for: field))
                #expect(f.height >= natural(entry).height)
            }
            #expect(form.captions.allSatisfy { $0.frame.width >= form.captions[1].intrinsicContentSize.width })
            let save = inWindow(form.save)
            #expect(rightToLeft ? save.minX == 20 : save.maxX == width - 20, "Save sits at the trailing margin")
            let button = try #require(host.mirror.contentWidget(for: form.save))
            #expect(save.width >= natural(button).width && save.height >= natural(button).height)
            try expectNotClipped(form.note, in: host)
            #expect(form.note.frame.width == width - 40)
            let shots = try TemporaryFolder("form")
            defer { shots.remove() }
            try WindowSnapshot.capture(host.gtkWindow).savePNG(to: shots.shotPath(rightToLeft ? "form-rtl.png" : "form-ltr.png"))
        }

        @Test func labelsInStackViewsFollowTheWindow() async throws {
            let host = try await makeHost(width: 600, height: 360)
            defer { host.close() }
            let controller = ViewController()
            controller.view.backgroundColor = .white
            let root = controller.view
            // Rows of a caption and a value on one baseline, in a column, within the margins.
            let rows = (1...4).map { index -> (StackView, Label, Label) in
                let caption = Label(text: "Caption \(index)")
                caption.isBold = true
                let value = Label(text: Array(repeating: "A value in a real font that wraps when narrow.", count: index).joined(separator: " "))
                value.numberOfLines = 0
                let row = StackView(arrangedSubviews: [caption, value])
                row.axis = .horizontal
                row.alignment = .firstBaseline
                row.spacing = 12
                caption.setContentHuggingPriority(.defaultHigh, for: .horizontal)
                caption.setContentCompressionResistancePriority(.required, for: .horizontal)
                return (row, caption, value)
            }
            let column = StackView(arrangedSubviews: rows.map(\.0))
            column.axis = .vertical
            column.spacing = 10
            column.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(column)
            LayoutConstraint.activate([
                column.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                column.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
                column.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            ])
            host.window.rootViewController = controller
            #expect(await host.settle(timeout: 5))
            let labels = rows.flatMap { [$0.1, $0.2] }
            func check(width: Double) throws {
                #expect(column.frame.width == width - 16)
                var bottom = 0.0
                for (row, caption, value) in rows {
                    #expect(row.frame.minY >= bottom, "rows do not overlap")
                    bottom = row.frame.maxY
                    #expect(value.frame.maxX == row.bounds.width, "the value reaches the trailing edge")
                    #expect(caption.frame.width >= caption.intrinsicContentSize.width)
                }
                for label in labels { try expectNotClipped(label, in: host) }
            }
            try check(width: 600)
            let wideHeight = column.frame.height
            #expect(await resize(host, to: 360, 360))
            try check(width: 360)
            #expect(column.frame.height > wideHeight, "narrower, the values wrap onto more lines")
            let shots = try TemporaryFolder("stack")
            defer { shots.remove() }
            try WindowSnapshot.capture(host.gtkWindow).savePNG(to: shots.shotPath("stack-narrow.png"))
            #expect(await resize(host, to: 600, 360))
            try check(width: 600)
            #expect(column.frame.height == wideHeight)
        }

        @Test func aNativeViewIsAsLargeAsItsWidgetWants() async throws {
            let host = try await makeHost(width: 400, height: 200)
            defer { host.close() }
            let controller = ViewController()
            let native = constrained(NativeView(widget: gtk_button_new_with_label("A native button")!), in: controller.view)
            LayoutConstraint.activate([
                native.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 10),
                native.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 10),
            ])
            host.window.rootViewController = controller
            #expect(await host.settle(timeout: 5))
            let wanted = native.sizeThatFits(.zero)
            #expect(wanted.width > 40)
            #expect(native.frame.size == wanted)
            gtk_button_set_label(cgtk_button(native.widget), "A native button with a much longer title")
            native.invalidateIntrinsicContentSize()
            #expect(await host.settle(timeout: 5))
            #expect(native.frame.width > wanted.width, "asked again when the app says it changed")
            #expect(native.frame.size == native.sizeThatFits(.zero))
        }

        @Test func aFontChangeMeasuresEveryLabelAgain() async throws {
            let host = try await makeHost(width: 400, height: 200)
            defer { host.close() }
            let measurer = try #require(host.window.windowContentMeasurer as? PangoContentMeasurer)
            let controller = ViewController()
            let label = constrained(Label(text: "Measured in the theme's font"), in: controller.view)
            LayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 10),
                label.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 10),
            ])
            host.window.rootViewController = controller
            #expect(await host.settle(timeout: 5))
            let before = label.frame.width
            let generation = measurer.generation
            let settings = try #require(gtk_settings_get_default())
            let original = Self.fontName(settings)
            defer {
                Self.setFontName(settings, original)
                _ = MainLoopPump.dispatchPending()
            }
            Self.setFontName(settings, "Monospace 11")
            #expect(await MainLoopPump.run(until: { measurer.generation > generation }))
            #expect(await host.settle(timeout: 5))
            #expect(label.frame.width != before, "measured again in the new font")
            try expectNotClipped(label, in: host)
        }

        private static func fontName(_ settings: UnsafeMutablePointer<GtkSettings>) -> String? {
            var value = GValue()
            g_value_init(&value, g_type_from_name("gchararray"))
            defer { g_value_unset(&value) }
            g_object_get_property(UnsafeMutablePointer<GObject>(OpaquePointer(settings)), "gtk-font-name", &value)
            return g_value_get_string(&value).map { String(cString: $0) }
        }

        private static func setFontName(_ settings: UnsafeMutablePointer<GtkSettings>, _ name: String?) {
            var value = GValue()
            g_value_init(&value, g_type_from_name("gchararray"))
            defer { g_value_unset(&value) }
            g_value_set_string(&value, name)
            g_object_set_property(UnsafeMutablePointer<GObject>(OpaquePointer(settings)), "gtk-font-name", &value)
        }
    }
}
