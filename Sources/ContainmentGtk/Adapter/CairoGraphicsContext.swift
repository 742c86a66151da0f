import CGtk
@_spi(Adapter) import Containment

/// Replays a `DrawingView`'s `DrawingCommand`s with cairo, inside the
/// `draw` handler of its `GtkDrawingArea`.
///
/// Cairo has one source colour where Core Graphics has a fill and a stroke colour, so the two
/// are kept here (pushed and popped with the cairo state by `saveGState`/`restoreGState`) and
/// set as the source just before each fill or stroke. Clipping and text leave the current path
/// as it was, as they do in Core Graphics.
@MainActor
final class CairoGraphicsContext: GraphicsContext {
    private let cairo: OpaquePointer
    private var fillColor = Color.black
    private var strokeColor = Color.black
    private var saved: [(fill: Color, stroke: Color)] = []

    /// A context drawing on `cairo`, with Core Graphics' defaults (black, 1-point lines).
    init(_ cairo: OpaquePointer) {
        self.cairo = cairo
        cairo_set_line_width(cairo, 1)
    }

    /// Restores any state left pushed, so the caller's cairo state is as it was.
    func finish() {
        while !saved.isEmpty { perform(.restoreGState) }
        cairo_new_path(cairo)
    }

    func perform(_ command: DrawingCommand) {
        switch command {
        case .move(let point):
            cairo_move_to(cairo, point.x, point.y)
        case .addLine(let point):
            cairo_line_to(cairo, point.x, point.y)
        case .addArc(let center, let radius, let start, let end, let clockwise):
            // y points down, so cairo's increasing angles already turn clockwise on screen.
            if clockwise {
                cairo_arc(cairo, center.x, center.y, radius, start, end)
            } else {
                cairo_arc_negative(cairo, center.x, center.y, radius, start, end)
            }
        case .addRect(let rect):
            cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
        case .addEllipse(let rect):
            guard rect.width > 0, rect.height > 0 else { return }
            cairo_save(cairo)
            cairo_translate(cairo, rect.midX, rect.midY)
            cairo_scale(cairo, rect.width / 2, rect.height / 2)
            cairo_new_sub_path(cairo)
            cairo_arc(cairo, 0, 0, 1, 0, 2 * Double.pi)
            cairo_close_path(cairo)
            cairo_restore(cairo)
        case .closePath:
            cairo_close_path(cairo)
        case .setFillColor(let color):
            fillColor = color
        case .setStrokeColor(let color):
            strokeColor = color
        case .setLineWidth(let width):
            cairo_set_line_width(cairo, max(0, width))
        case .fillPath:
            setSource(fillColor)
            cairo_fill(cairo)
        case .strokePath:
            setSource(strokeColor)
            cairo_stroke(cairo)
        case .clip(let rect):
            keepingPath {
                cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
                cairo_clip(cairo)
            }
        case .saveGState:
            saved.append((fillColor, strokeColor))
            cairo_save(cairo)
        case .restoreGState:
            guard let state = saved.popLast() else { return }
            fillColor = state.fill
            strokeColor = state.stroke
            cairo_restore(cairo)
        case .drawText(let text, let point, let fontSize, let color):
            keepingPath {
                cairo_select_font_face(cairo, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
                cairo_set_font_size(cairo, max(1, fontSize))
                var extents = cairo_font_extents_t()
                cairo_font_extents(cairo, &extents)
                setSource(color)
                cairo_move_to(cairo, point.x, point.y + extents.ascent)
                cairo_show_text(cairo, text)
            }
        }
    }

    private func setSource(_ color: Color) {
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
    }

    /// Runs `body` on an empty path, then puts the path that was being built back.
    private func keepingPath(_ body: () -> Void) {
        let path = cairo_copy_path(cairo)
        cairo_new_path(cairo)
        body()
        cairo_new_path(cairo)
        if let path {
            cairo_append_path(cairo, path)
            cairo_path_destroy(path)
        }
    }
}
