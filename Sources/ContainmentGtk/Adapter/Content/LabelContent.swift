import CGtk
@_spi(Adapter) import Containment

/// A `Label`'s `GtkLabel`, ellipsized at the end, showing the label's text in its colour, size
/// and weight (Pango markup) with its alignment, as a `UILabel` draws its text.
@MainActor final class LabelContent: ContentMirror {
    let widget: UnsafeMutablePointer<GtkWidget>

    init(view: Label, mirror: ViewMirror) {
        widget = gtk_label_new(nil)!
        gtk_label_set_ellipsize(cgtk_label(widget), PANGO_ELLIPSIZE_END)
    }

    func update(_ label: Label) {
        gtk_label_set_markup(cgtk_label(widget), Self.markup(for: label))
        let xalign: Float = switch label.textAlignment {
        case .left: 0
        case .center: 0.5
        case .right: 1
        }
        gtk_label_set_xalign(cgtk_label(widget), xalign)
        gtk_label_set_yalign(cgtk_label(widget), 0.5)
    }

    func accessibleRole(for view: Label) -> AtkRole { ATK_ROLE_LABEL }

    /// Its text, as `UILabel`'s `accessibilityLabel` defaults to it.
    func accessibleName(for label: Label) -> String? { label.text }

    /// Pango markup for a label's text, colour, size and weight.
    static func markup(for label: Label) -> String {
        let text = label.text ?? ""
        let escaped = g_markup_escape_text(text, -1).map { pointer in
            defer { g_free(pointer) }
            return String(cString: pointer)
        } ?? ""
        let colour = PixelColor(label.textColor)
        let hex = String(colour.description.prefix(7))
        let size = Int((label.fontSize * 1024 * 0.75).rounded())  // pixels to Pango points (96 dpi)
        let weight = label.isBold ? "bold" : "normal"
        return "<span foreground=\"\(hex)\" size=\"\(size)\" weight=\"\(weight)\">\(escaped)</span>"
    }
}
