import CGtk

/// How a `Label`'s `numberOfLines` becomes GTK's and Pango's wrapping, in one place, so that
/// the label's `GtkLabel` draws its text on exactly the lines ``PangoContentMeasurer`` measured:
/// one line (1) is not wrapped and is cut with an ellipsis at the end, as `UILabel`'s default;
/// as many lines as it takes (0) wraps at words (inside a word too long for a line, as
/// `UILabel` breaks one) and is never cut; a limit of n lines wraps and ellipsizes the n-th.
///
/// Pango ellipsizes the first line of each paragraph unless told a number of lines, so a label
/// with no limit must not ellipsize at all.
struct LabelWrapping: Equatable {
    /// Whether lines wrap at the label's width.
    let wraps: Bool
    /// Where text that does not fit is cut.
    let ellipsize: PangoEllipsizeMode
    /// The most lines shown (`gtk_label_set_lines`), -1 for no limit.
    let lines: Int32

    /// The wrapping of a label with `numberOfLines` (negative reads as 0, as UIKit's does).
    init(numberOfLines: Int) {
        wraps = numberOfLines != 1
        ellipsize = numberOfLines > 0 ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE
        lines = numberOfLines > 1 ? Int32(clamping: numberOfLines) : -1
    }

    /// The wrap mode used when lines wrap.
    static let wrapMode = PANGO_WRAP_WORD_CHAR

    /// Sets a label widget's wrapping.
    func apply(to label: UnsafeMutablePointer<GtkLabel>?) {
        gtk_label_set_line_wrap(label, wraps ? 1 : 0)
        gtk_label_set_line_wrap_mode(label, Self.wrapMode)
        gtk_label_set_ellipsize(label, ellipsize)
        gtk_label_set_lines(label, lines)
    }

    /// Sets a Pango layout's wrapping as `GtkLabel` sets its own for the same settings, wrapped
    /// (or cut) at `width` points when given.
    func apply(to layout: OpaquePointer, width: Double?) {
        pango_layout_set_wrap(layout, Self.wrapMode)
        pango_layout_set_ellipsize(layout, ellipsize)
        if lines > 0 { pango_layout_set_height(layout, -lines) }
        if let width, wraps || ellipsize != PANGO_ELLIPSIZE_NONE {
            pango_layout_set_width(layout, Int32(clamping: Int((max(width, 1) * Double(PANGO_SCALE)).rounded(.down))))
        } else {
            pango_layout_set_width(layout, -1)
        }
    }
}
