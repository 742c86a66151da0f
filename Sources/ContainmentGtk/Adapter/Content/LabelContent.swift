import CGtk
import CGtkCanvas
@_spi(Adapter) import Containment

/// A `Label`'s `GtkLabel` showing the label's text in its colour, size and weight (Pango
/// attributes over the whole text) with its alignment, on as many lines as `numberOfLines`
/// allows, wrapped at the label's width and ellipsized at the end of the last line
/// (``LabelWrapping``), as a `UILabel` draws its text. The label is a `ContainmentLabel`: its
/// size is the view's frame, and GTK never measures its text; ``PangoContentMeasurer`` measures
/// the same text with the same wrapping for Auto Layout.
///
/// Only what changed is handed to GTK: a cell reused for another row sets its text, and its
/// attributes and alignment stay (each GtkLabel setter lays the text out again).
@MainActor final class LabelContent: ContentMirror {
    let widget: UnsafeMutablePointer<GtkWidget>
    /// What the widget shows now.
    private var shownText: String?
    private var shownStyle: TextStyle?
    private var shownAlignment: Float?
    private var shownWrapping: LabelWrapping?

    /// The colour, size and weight of a label's text, as its attributes say them.
    struct TextStyle: Equatable {
        /// The colour as `#rrggbb` (Pango reads no alpha, as the markup it replaces).
        var colour: String
        /// The size in Pango units of points.
        var size: Int32
        var isBold: Bool

        @MainActor init(_ label: Label) {
            colour = String(PixelColor(label.textColor).description.prefix(7))
            size = Int32((label.fontSize * 1024 * 0.75).rounded())  // pixels to Pango points (96 dpi)
            isBold = label.isBold
        }

        /// A new list of the attributes over the whole text (the caller unrefs it).
        func attributes() -> OpaquePointer {
            let list = pango_attr_list_new()!
            var color = PangoColor()
            if pango_color_parse(&color, colour) != 0 {
                pango_attr_list_insert(list, pango_attr_foreground_new(color.red, color.green, color.blue))
            }
            pango_attr_list_insert(list, pango_attr_size_new(size))
            pango_attr_list_insert(list, pango_attr_weight_new(isBold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL))
            return list
        }
    }

    init(view: Label, mirror: ViewMirror) {
        widget = containment_label_new()!
        gtk_label_set_yalign(cgtk_label(widget), 0.5)
    }

    func update(_ label: Label) {
        let text = label.text ?? ""
        if shownText != text {
            gtk_label_set_text(cgtk_label(widget), text)
            shownText = text
        }
        let style = TextStyle(label)
        if shownStyle != style {
            let attributes = style.attributes()
            gtk_label_set_attributes(cgtk_label(widget), attributes)
            pango_attr_list_unref(attributes)
            shownStyle = style
        }
        let xalign: Float = switch label.textAlignment {
        case .left: 0
        case .center: 0.5
        case .right: 1
        }
        if shownAlignment != xalign {
            gtk_label_set_xalign(cgtk_label(widget), xalign)
            gtk_label_set_justify(cgtk_label(widget), xalign == 0 ? GTK_JUSTIFY_LEFT : xalign == 1 ? GTK_JUSTIFY_RIGHT : GTK_JUSTIFY_CENTER)
            shownAlignment = xalign
        }
        let wrapping = LabelWrapping(numberOfLines: label.numberOfLines)
        if shownWrapping != wrapping {
            wrapping.apply(to: cgtk_label(widget))
            shownWrapping = wrapping
        }
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
