import CGtk
@_spi(Adapter) import Containment

/// A `Label`'s `GtkLabel` showing the label's text in its colour, size and weight (Pango
/// markup) with its alignment, on as many lines as `numberOfLines` allows, wrapped at the
/// label's width and ellipsized at the end of the last line (``LabelWrapping``), as a `UILabel`
/// draws its text. ``PangoContentMeasurer`` measures the same markup with the same wrapping.
@MainActor final class LabelContent: ContentMirror {
    let widget: UnsafeMutablePointer<GtkWidget>
    private var wrapping: LabelWrapping?

    init(view: Label, mirror: ViewMirror) {
        widget = gtk_label_new(nil)!
    }

    func update(_ label: Label) {
        let gtkLabel = cgtk_label(widget)
        gtk_label_set_markup(gtkLabel, Self.markup(for: label))
        let wrapping = LabelWrapping(numberOfLines: label.numberOfLines)
        if wrapping != self.wrapping {
            wrapping.apply(to: gtkLabel)
            self.wrapping = wrapping
        }
        let (xalign, justify): (Float, GtkJustification) = switch label.textAlignment {
        case .left: (0, GTK_JUSTIFY_LEFT)
        case .center: (0.5, GTK_JUSTIFY_CENTER)
        case .right: (1, GTK_JUSTIFY_RIGHT)
        }
        gtk_label_set_xalign(gtkLabel, xalign)
        gtk_label_set_justify(gtkLabel, justify)
        gtk_label_set_yalign(gtkLabel, 0.5)
    }

    func accessibleRole(for view: Label) -> AtkRole { ATK_ROLE_LABEL }

    /// Its text, as `UILabel`'s `accessibilityLabel` defaults to it.
    func accessibleName(for label: Label) -> String? { label.text }

    /// Pango markup for a label's text, colour, size and weight.
    static func markup(for label: Label) -> String {
        markup(text: label.text ?? "", color: label.textColor, fontSize: label.fontSize, isBold: label.isBold)
    }

    /// Pango markup for text in a colour, size (in points) and weight.
    static func markup(text: String, color: Color, fontSize: Double, isBold: Bool) -> String {
        let escaped = g_markup_escape_text(text, -1).map { pointer in
            defer { g_free(pointer) }
            return String(cString: pointer)
        } ?? ""
        let colour = PixelColor(color)
        let hex = String(colour.description.prefix(7))
        let size = Int((fontSize * 1024 * 0.75).rounded())  // pixels to Pango points (96 dpi)
        let weight = isBold ? "bold" : "normal"
        return "<span foreground=\"\(hex)\" size=\"\(size)\" weight=\"\(weight)\">\(escaped)</span>"
    }
}
