import CGtk
@_spi(Adapter) import Containment

/// The adapter's ``ContentMeasurer``: the natural sizes of labels, buttons and text fields as the
/// widgets that draw them need, so that a view placed by constraints is as large as UIKit's
/// `intrinsicContentSize` would make it and its text is never clipped.
///
/// - A label's text is laid out by Pango in the font its `GtkLabel` really uses: the font of a
///   label's style (the theme and `gtk-font-name`) with the size and weight of the label's markup
///   (``LabelContent/markup(for:)``), wrapped as ``LabelWrapping`` wraps it, at the screen's
///   resolution, in points (GTK's application pixels, whatever `GDK_SCALE`). Its baselines are
///   Pango's.
/// - A button is a `GtkButton` with that title, a text field a `GtkEntry` as wide as its text
///   (at least an entry's natural width), each at its preferred natural size and baseline.
///
/// The widgets are made once and kept in an offscreen window (styled as a window's children
/// are), never one per call. Measurements are kept by request: a layout pass asking again for
/// the same text costs a dictionary lookup, not a Pango layout. A change of font or theme
/// (`gtk-font-name`, `gtk-theme-name`, `gtk-xft-dpi`) forgets them (a new ``generation``) and
/// invalidates the intrinsic sizes of every view in the windows it follows, once GTK restyled.
@MainActor
@_spi(Adapter) public final class PangoContentMeasurer: ContentMeasurer {
    /// The measurer ``install()`` lends the core.
    public static let shared = PangoContentMeasurer()

    /// Makes ``shared`` the app's measurer (`Application.contentMeasurer`, for views in no
    /// window); done by `GtkRuntime.initialize()` when GTK runs on the process's main thread (an
    /// app's synchronous main). Each ``GtkHost`` also lends it to its window
    /// (`Window.windowContentMeasurer`), so its views are measured with GTK's fonts whatever the
    /// app's measurer is: in a test runner, which shares the process's `Application` with
    /// headless suites measuring with the deterministic `FixedPitchMeasurer`, only the windows do.
    public static func install() {
        Application.shared.contentMeasurer = shared
    }

    /// What a measurement is kept by: the request, as ``MeasuredContent`` says it.
    private enum Key: Hashable {
        case label(String, Double, Bool, Int, Double?)
        case button(String)
        case textField(String)

        init(_ content: MeasuredContent) {
            switch content {
            case let .label(text, fontSize, isBold, numberOfLines, maximumWidth):
                self = .label(text, fontSize, isBold, numberOfLines, maximumWidth)
            case let .button(title): self = .button(title)
            case let .textField(text): self = .textField(text)
            }
        }
    }

    /// The most measurements kept; past it they are all forgotten (a bound, not an eviction policy).
    static let cacheLimit = 4096

    private var cache: [Key: ContentMeasurement] = [:]
    /// The offscreen window holding the measuring widgets.
    private let holder: WidgetRef
    private let label: UnsafeMutablePointer<GtkWidget>
    private let button: UnsafeMutablePointer<GtkWidget>
    private let entry: UnsafeMutablePointer<GtkWidget>
    /// An entry's frame around its text and its natural width, per generation.
    private var entryMetrics: (chrome: Double, naturalWidth: Double)?
    private var connections: [SignalConnection] = []
    private var windows: [ObjectIdentifier: WeakWindow] = [:]
    private var restyleScheduled = false

    /// Bumped each time the fonts change: measurements of an older generation are gone.
    @_spi(Testing) public private(set) var generation = 0
    /// Pango layouts and widget measurements made (requests the cache did not answer).
    @_spi(Testing) public private(set) var measureCount = 0
    /// Requests answered from the cache.
    @_spi(Testing) public private(set) var cacheHitCount = 0

    private init() {
        let window = gtk_offscreen_window_new()!
        holder = WidgetRef(window)
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        label = gtk_label_new(nil)!
        button = gtk_button_new_with_label("")!
        entry = gtk_entry_new()!
        for widget in [label, button, entry] { gtk_box_pack_start(cgtk_box(box), widget, 0, 0, 0) }
        gtk_container_add(cgtk_container(window), box)
        gtk_widget_show_all(box)
        followSettings()
    }

    /// Follows `window`: its views' intrinsic sizes are invalidated when the fonts change.
    /// A ``GtkHost`` follows its window.
    public func follow(_ window: Window) {
        windows = windows.filter { $0.value.window != nil }
        windows[ObjectIdentifier(window)] = WeakWindow(window: window)
    }

    public func measure(_ content: MeasuredContent) -> ContentMeasurement {
        let key = Key(content)
        if let known = cache[key] {
            cacheHitCount += 1
            return known
        }
        measureCount += 1
        let measured: ContentMeasurement = switch content {
        case let .label(text, fontSize, isBold, numberOfLines, maximumWidth):
            measureLabel(text, fontSize: fontSize, isBold: isBold, numberOfLines: numberOfLines, maximumWidth: maximumWidth)
        case let .button(title): measureButton(title)
        case let .textField(text): measureTextField(text)
        }
        if cache.count >= Self.cacheLimit { cache.removeAll(keepingCapacity: true) }
        cache[key] = measured
        return measured
    }

    // MARK: Labels

    private func measureLabel(_ text: String, fontSize: Double, isBold: Bool, numberOfLines: Int, maximumWidth: Double?) -> ContentMeasurement {
        guard !text.isEmpty else { return ContentMeasurement(size: .zero, firstBaseline: 0, lastBaseline: 0) }
        let layout = makeLayout(for: label)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_markup(layout, LabelContent.markup(text: text, color: .black, fontSize: fontSize, isBold: isBold), -1)
        LabelWrapping(numberOfLines: numberOfLines).apply(to: layout, width: maximumWidth.map { $0.isFinite ? $0 : 100_000 })
        return Self.measurement(of: layout)
    }

    /// A layout in `widget`'s Pango context (its resolution and font options) with the font of
    /// its style, read from the style context now rather than from the context's cached font.
    private func makeLayout(for widget: UnsafeMutablePointer<GtkWidget>) -> OpaquePointer {
        let layout = gtk_widget_create_pango_layout(widget, nil)!
        var value = GValue()
        let style = gtk_widget_get_style_context(widget)
        gtk_style_context_get_property(style, "font", GTK_STATE_FLAG_NORMAL, &value)
        if let font = g_value_get_boxed(&value) {
            pango_layout_set_font_description(layout, OpaquePointer(font))
        }
        g_value_unset(&value)
        return layout
    }

    /// A layout's logical size rounded up to whole points (as `GtkLabel` requests it) and its
    /// first and last lines' baselines.
    private static func measurement(of layout: OpaquePointer) -> ContentMeasurement {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let scale = Double(PANGO_SCALE)
        let size = Size(width: (Double(logical.width) / scale).rounded(.up), height: (Double(logical.height) / scale).rounded(.up))
        let first = Double(pango_layout_get_baseline(layout)) / scale
        var last = first
        if let iterator = pango_layout_get_iter(layout) {
            while pango_layout_iter_next_line(iterator) != 0 {}
            last = Double(pango_layout_iter_get_baseline(iterator)) / scale
            pango_layout_iter_free(iterator)
        }
        return ContentMeasurement(size: size, firstBaseline: first, lastBaseline: last)
    }

    // MARK: Controls

    private func measureButton(_ title: String) -> ContentMeasurement {
        gtk_button_set_label(cgtk_button(button), title)
        return Self.natural(of: button, width: nil)
    }

    private func measureTextField(_ text: String) -> ContentMeasurement {
        let metrics = entryMetrics ?? {
            let entryView = cgtk_entry(entry)
            gtk_entry_set_width_chars(entryView, 0)
            let chrome = Self.natural(of: entry, width: nil).size.width
            gtk_entry_set_width_chars(entryView, -1)
            let metrics = (chrome: chrome, naturalWidth: Self.natural(of: entry, width: nil).size.width)
            entryMetrics = metrics
            return metrics
        }()
        var textWidth = 0.0
        if !text.isEmpty {
            let layout = makeLayout(for: entry)
            pango_layout_set_text(layout, text, -1)
            textWidth = Self.measurement(of: layout).size.width
            g_object_unref(UnsafeMutableRawPointer(layout))
        }
        // One point more for the cursor after the last character.
        let width = max(metrics.naturalWidth, metrics.chrome + textWidth + 1)
        let natural = Self.natural(of: entry, width: width)
        return ContentMeasurement(size: Size(width: width, height: natural.size.height),
                                  firstBaseline: natural.firstBaseline, lastBaseline: natural.lastBaseline)
    }

    /// A widget's natural size (its height for `width` when given) and baseline; a widget
    /// without one has its baseline at the middle of its text's line, which is where GTK
    /// centres it.
    private static func natural(of widget: UnsafeMutablePointer<GtkWidget>, width: Double?) -> ContentMeasurement {
        var minimumWidth: Int32 = 0, naturalWidth: Int32 = 0
        gtk_widget_get_preferred_width(widget, &minimumWidth, &naturalWidth)
        let forWidth = width.map { Int32(clamping: Int($0.rounded(.up))) } ?? naturalWidth
        var minimumHeight: Int32 = 0, naturalHeight: Int32 = 0, minimumBaseline: Int32 = -1, naturalBaseline: Int32 = -1
        gtk_widget_get_preferred_height_and_baseline_for_width(widget, forWidth, &minimumHeight, &naturalHeight, &minimumBaseline, &naturalBaseline)
        let height = Double(naturalHeight)
        let baseline = naturalBaseline >= 0 ? Double(naturalBaseline) : height * 0.7
        return ContentMeasurement(size: Size(width: Double(naturalWidth), height: height), firstBaseline: baseline, lastBaseline: baseline)
    }

    // MARK: Font and theme changes

    private func followSettings() {
        guard let settings = gtk_settings_get_default() else { return }
        for name in ["gtk-font-name", "gtk-theme-name", "gtk-xft-dpi", "gtk-xft-antialias", "gtk-xft-hinting", "gtk-xft-hintstyle"] {
            connections.append(SignalConnection.connectPointer(settings, "notify::\(name)") { [weak self] _ in
                self?.fontsDidChange()
            })
        }
    }

    /// The fonts changed: once GTK restyled its widgets (an idle after its own, at default
    /// priority), measurements are forgotten and the followed windows' views measured again.
    @_spi(Testing) public func fontsDidChange() {
        guard !restyleScheduled else { return }
        restyleScheduled = true
        MainLoopSource.idle(priority: G_PRIORITY_DEFAULT_IDLE) { [weak self] in
            self?.forgetMeasurements()
        }
    }

    private func forgetMeasurements() {
        restyleScheduled = false
        generation += 1
        cache.removeAll()
        entryMetrics = nil
        for widget in [label, button, entry] { gtk_widget_reset_style(widget) }
        for case let window? in windows.values.map(\.window) {
            Self.invalidateIntrinsicSizes(in: window)
        }
    }

    /// Every view in `root` measures again and lays out its subviews again.
    private static func invalidateIntrinsicSizes(in root: View) {
        var stack = [root]
        while let view = stack.popLast() {
            view.invalidateIntrinsicContentSize()
            view.setNeedsLayout()
            stack.append(contentsOf: view.subviews)
        }
    }

    /// A window followed without keeping it.
    private struct WeakWindow {
        weak var window: Window?
    }
}
