// What tests and benchmarks read of ContainmentCanvas and the host window, and no app needs:
// process-wide counters and a read-back of the window's plain background. Swift reaches it with
// `import CGtkCanvas.Testing` (see module.modulemap); `import CGtkCanvas` does not bring it.
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/// How many pictures were rendered and how many times one was painted instead of the child's
/// widgets, since the process started.
void containment_canvas_raster_counts (guint64 *rendered, guint64 *painted);

/// How many times part of a picture was drawn again from its child's widgets (what GTK was asked
/// to redraw in the child since the picture was drawn), since the process started.
void containment_canvas_raster_repairs (guint64 *repaired);

/// How many pictures exist now, in every canvas (each is freed when its child stops being
/// rasterized, leaves the canvas, or the canvas is unrealized or finalized).
guint64 containment_canvas_live_rasters (void);

/// How many children were re-allocated by the immediate path of containment_canvas_move, and how
/// many moves fell back to a queued resize, since the process started.
void containment_canvas_move_counts (guint64 *immediate, guint64 *queued);

/// The colour `window` paints its background with (see
/// containment_window_paint_plain_background); FALSE when it does not.
gboolean containment_window_get_plain_background (GtkWidget *window, GdkRGBA *color);

G_END_DECLS
