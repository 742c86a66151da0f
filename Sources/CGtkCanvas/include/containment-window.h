// The host's toplevel: its background, painted as one plain fill, and a count of its draws.
//
// A GtkWindow renders its theme background through the CSS machinery (box model, background
// layers, border and frame) on every frame it draws, before anything in it. The host paints the
// same colour with one cairo fill instead, and counts draws with a C handler rather than a Swift
// closure: both run on every frame.
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/// Makes `window` paint its background as one fill of the colour its style gives
/// (`background-color`, followed when the theme or style changes) instead of rendering it
/// through CSS. Background images and gradients of a theme are not drawn.
void containment_window_paint_plain_background (GtkWidget *window);

/// Starts counting the times `window` is drawn (a C handler after GTK's own drawing: counting
/// costs no call into Swift on every frame).
void containment_window_count_draws (GtkWidget *window);

/// How many times `window` was drawn since containment_window_count_draws().
guint64 containment_window_get_draw_count (GtkWidget *window);

G_END_DECLS
