import CGtk
@_spi(Adapter) import Containment

/// The lifecycle inspector's layout view: for the selected view, its frame, whether its layout
/// is ambiguous, and its constraints (those installed on it and those naming it, then the ones
/// layout made for it), each marked satisfied, broken or inactive, with the last conflict
/// reported, as Xcode's view debugger shows a view's constraints beside the console's
/// "Unable to simultaneously satisfy constraints".
///
/// Conflicts reach it through `LayoutConstraint.conflictHandler`: the first inspector made
/// wraps the handler in place (whatever it was, UIKit-style logging by default, still runs)
/// and keeps the last conflict for every inspector. The text is built when asked
/// (``refresh()``, a new selection or a new conflict), never per frame.
@MainActor
public final class LayoutInspector {
    /// The view whose layout is shown; `nil` shows a hint. Setting it refreshes.
    public weak var selectedView: View? { didSet { refresh() } }

    private let root: WidgetRef
    private let text: UnsafeMutablePointer<GtkWidget>
    private var observer: ConflictRecord.Observer?
    private var refreshScheduled = false

    /// Makes the panel (a scrolled, selectable text); put ``widget`` where it shows.
    public init() {
        root = WidgetRef(gtk_scrolled_window_new(nil, nil)!)
        gtk_scrolled_window_set_policy(cgtk_scrolled_window(root.widget), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_min_content_height(cgtk_scrolled_window(root.widget), 160)
        text = gtk_label_new(nil)!
        let label = cgtk_label(text)
        gtk_label_set_xalign(label, 0)
        gtk_label_set_yalign(label, 0)
        gtk_label_set_line_wrap(label, 1)
        gtk_label_set_line_wrap_mode(label, PANGO_WRAP_WORD_CHAR)
        gtk_label_set_selectable(label, 1)
        for set in [gtk_widget_set_margin_start, gtk_widget_set_margin_end, gtk_widget_set_margin_top, gtk_widget_set_margin_bottom] {
            set(text, 10)
        }
        atk_object_set_name(gtk_widget_get_accessible(text), "Layout of the selected view")
        gtk_container_add(cgtk_container(root.widget), text)
        // A conflict comes in the middle of a layout: read the view once it is done.
        observer = ConflictRecord.shared.observe { [weak self] in
            guard let self, !refreshScheduled else { return }
            refreshScheduled = true
            MainLoopSource.idle { [weak self] in
                self?.refreshScheduled = false
                self?.refresh()
            }
        }
        refresh()
    }

    isolated deinit {
        if let observer { ConflictRecord.shared.remove(observer) }
    }

    /// The panel's top widget (a `GtkScrolledWindow`).
    public var widget: UnsafeMutablePointer<GtkWidget> { root.widget }

    /// The last conflict any layout reported since the first inspector was made.
    public var lastConflict: LayoutConflict? { ConflictRecord.shared.last }

    /// The lines shown now, plain (for tests and for copying).
    @_spi(Testing) public private(set) var lines: [String] = []

    /// Reads the selected view's layout again (after its constraints changed).
    public func refresh() {
        lines = Self.lines(for: selectedView, conflict: lastConflict)
        let markup = lines.map { line -> String in
            let escaped = Self.escape(line)
            if line.hasPrefix("✗") { return "<span foreground=\"#c01c28\">\(escaped)</span>" }
            if line.hasPrefix("○") { return "<span alpha=\"60%\">\(escaped)</span>" }
            if !line.hasPrefix(" "), !line.hasPrefix("✓"), !line.hasPrefix("…") { return "<b>\(escaped)</b>" }
            return escaped
        }.joined(separator: "\n")
        gtk_label_set_markup(cgtk_label(text), markup)
    }

    /// The layout of `view` as lines: a heading per section, a mark per constraint (✓ satisfied,
    /// ✗ broken, … not solved yet, ○ inactive), then the last conflict.
    @_spi(Testing) public static func lines(for view: View?, conflict: LayoutConflict?) -> [String] {
        var lines: [String] = []
        if let view {
            let inspection = view.layoutInspection
            let frame = view.frame
            lines.append(inspection.viewName)
            lines.append("  frame (\(format(frame.minX)), \(format(frame.minY)); \(format(frame.width)) × \(format(frame.height)))"
                + (view.translatesAutoresizingMaskIntoConstraints ? ", kept (autoresizing)" : ", placed by constraints")
                + (inspection.isAmbiguous ? ", AMBIGUOUS" : ""))
            let installed = inspection.entries.filter(\.isInstalledHere)
            let naming = inspection.entries.filter { !$0.isInstalledHere }
            lines.append("Installed on it (\(installed.count))")
            lines += installed.map(line(for:))
            lines.append("Naming it (\(naming.count))")
            lines += naming.map(line(for:))
            if !inspection.madeConstraints.isEmpty {
                lines.append("Made by layout (\(inspection.madeConstraints.count))")
                lines += inspection.madeConstraints.map { "  \($0)" }
            }
        } else {
            lines.append("No view selected")
        }
        if let conflict {
            lines.append("Last conflict")
            lines += conflict.constraints.map { ($0 === conflict.broken ? "✗ broken: " : "  ") + $0.description }
        }
        return lines
    }

    private static func line(for entry: LayoutInspection.Entry) -> String {
        let mark = switch entry.state {
        case .satisfied: "✓"
        case .broken: "✗"
        case .pending: "…"
        case .inactive: "○"
        }
        return "\(mark) \(entry.constraint)"
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String((value * 10).rounded() / 10)
    }

    private static func escape(_ text: String) -> String {
        guard let escaped = g_markup_escape_text(text, -1) else { return "" }
        defer { g_free(escaped) }
        return String(cString: escaped)
    }
}

/// The last layout conflict, recorded by wrapping `LayoutConstraint.conflictHandler` once
/// (the handler found there keeps running first), and who to tell.
@MainActor
final class ConflictRecord {
    static let shared = ConflictRecord()

    typealias Observer = Int
    private(set) var last: LayoutConflict?
    private var observers: [Int: () -> Void] = [:]
    private var nextObserver = 0
    private var installed = false

    /// Calls `body` after each conflict is recorded.
    func observe(_ body: @escaping () -> Void) -> Observer {
        installIfNeeded()
        nextObserver += 1
        observers[nextObserver] = body
        return nextObserver
    }

    func remove(_ observer: Observer) {
        observers[observer] = nil
    }

    private func installIfNeeded() {
        guard !installed else { return }
        installed = true
        let previous = LayoutConstraint.conflictHandler
        LayoutConstraint.conflictHandler = { conflict in
            previous(conflict)
            ConflictRecord.shared.record(conflict)
        }
    }

    private func record(_ conflict: LayoutConflict) {
        last = conflict
        for body in observers.values { body() }
    }
}
