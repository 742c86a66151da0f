import CGtk
@_spi(Adapter) import Containment

/// How the lifecycle inspector draws one journal entry: Pango markup per column and a band
/// colour, so appearance callbacks (green as they come, orange as they go) stand apart from
/// moves (blue), loads (purple) and size or trait changes (grey), and each burst of callbacks
/// (one user action's sequence) shares one band.
enum LifecycleRowStyle {
    /// The columns of the inspector's list store, in order.
    enum Column: Int32, CaseIterable {
        case time, controller, callback, argument, background, line
    }

    /// Two band colours, alternating per burst.
    static let bands = ["#ffffff", "#eef2f7"]

    /// A new burst starts when an entry comes more than this many seconds after the previous one (less than a frame:
    /// callbacks sent together come within microseconds, those an animation separates a frame or more apart).
    static let burstGap = 0.012

    /// Whether `entry` starts a new band after `previous` (the entry shown above it).
    static func startsBurst(_ entry: LifecycleJournal.Entry, after previous: LifecycleJournal.Entry?) -> Bool {
        guard let previous else { return true }
        return entry.time - previous.time > burstGap
    }

    /// The colour of a callback's name.
    static func colour(of callback: LifecycleCallback) -> String {
        switch callback {
        case .viewWillAppear, .viewIsAppearing, .viewDidAppear: "#1a7f37"
        case .viewWillDisappear, .viewDidDisappear: "#bc4c00"
        case .willMove, .didMove: "#0a58ca"
        case .viewDidLoad: "#8250df"
        default: "#6e7781"
        }
    }

    /// The strings of a row, in ``Column`` order.
    static func cells(for entry: LifecycleJournal.Entry, band: Int) -> [String] {
        let callback = entry.callback
        // "did" appearance callbacks are bold: they close what a "will" opened.
        let weight = callback == .viewDidAppear || callback == .viewDidDisappear ? "bold" : "normal"
        let style = callback.isAppearance ? "normal" : "italic"
        return [
            "<span font_family=\"monospace\" foreground=\"#57606a\">\(escape(String(entry.formattedTime.drop { $0 == " " })))</span>",
            "<b>\(escape(entry.controllerName))</b>",
            "<span foreground=\"\(colour(of: callback))\" weight=\"\(weight)\" style=\"\(style)\">\(escape(callback.rawValue))</span>",
            "<span font_family=\"monospace\" size=\"small\" foreground=\"#57606a\">\(escape(entry.argument))</span>",
            bands[band % bands.count],
            entry.line,
        ]
    }

    /// `text` escaped for Pango markup (`&`, `<`, `>`, quotes).
    static func escape(_ text: String) -> String {
        guard let escaped = g_markup_escape_text(text, -1) else { return "" }
        defer { g_free(escaped) }
        return String(cString: escaped)
    }
}
