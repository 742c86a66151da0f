import CGtk
import CGtkCanvas
@_spi(Adapter) import Containment

/// A `Label`'s `GtkLabel`, ellipsized at the end, showing the label's text in its colour, size
/// and weight (Pango attributes over the whole text) with its alignment, as a `UILabel` draws
/// its text. The label is a `ContainmentLabel`: its size is the view's frame, and GTK never
/// measures its text.
///
/// Only what changed is handed to GTK: a cell reused for another row sets its text, and its
/// attributes and alignment stay (each GtkLabel setter lays the text out again).
@MainActor final class LabelContent: ContentMirror {
    let widget: UnsafeMutablePointer<GtkWidget>
    /// What the widget shows now.
    private var shownText: String?
    private var shownStyle: TextStyle?
    private var shownAlignment: Float?

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
        gtk_label_set_ellipsize(cgtk_label(widget), PANGO_ELLIPSIZE_END)
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
            shownAlignment = xalign
        }
    }

    func accessibleRole(for view: Label) -> AtkRole { ATK_ROLE_LABEL }

    /// Its text, as `UILabel`'s `accessibilityLabel` defaults to it.
    func accessibleName(for label: Label) -> String? { label.text }
}
