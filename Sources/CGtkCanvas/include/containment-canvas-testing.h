// What tests and benchmarks read of ContainmentCanvas, its picture cache and the host window, and
// no app needs: a cache's counters and a read-back of the window's plain background. Swift reaches
// it with `import CGtkCanvas.Testing` (see module.modulemap); `import CGtkCanvas` does not bring it.
#pragma once

#include <gtk/gtk.h>
#include "containment-picture-cache.h"

G_BEGIN_DECLS

/// What one picture cache (one host's canvases) did since it was made.
typedef struct {
  /// Pictures rendered from their child's widgets.
  guint64 rendered;
  /// Times a picture was painted instead of its child's widgets.
  guint64 painted;
  /// Times part of a picture was drawn again from its child's widgets (what GTK was asked to
  /// redraw in the child since the picture was drawn).
  guint64 repaired;
  /// Pictures that exist now (each is freed when its child stops being rasterized and the picture
  /// cannot be kept, leaves its canvas, or the canvas is unrealized or finalized).
  guint64 live;
  /// Children re-allocated by the immediate path of containment_canvas_move.
  guint64 immediate_moves;
  /// Moves that fell back to a queued resize.
  guint64 queued_moves;
} ContainmentPictureCounts;

/// Reads `cache`'s counters into `counts`.
void containment_picture_cache_get_counts (ContainmentPictureCache *cache, ContainmentPictureCounts *counts);

/// The colour `window` paints its background with (see
/// containment_window_paint_plain_background); FALSE when it does not.
gboolean containment_window_get_plain_background (GtkWidget *window, GdkRGBA *color);

G_END_DECLS
