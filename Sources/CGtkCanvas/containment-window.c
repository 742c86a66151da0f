// The host toplevel's plain background and draw count: see include/containment-window.h.

#include "containment-window.h"
#include "containment-canvas-testing.h"

/* Looked up on every frame: quarks, not strings (g_object_get_data interns its key each time). */
static GQuark
background_quark (void)
{
  static GQuark quark = 0;
  if (quark == 0)
    quark = g_quark_from_static_string ("containment-plain-background");
  return quark;
}

static GQuark
draw_count_quark (void)
{
  static GQuark quark = 0;
  if (quark == 0)
    quark = g_quark_from_static_string ("containment-draw-count");
  return quark;
}

/* Reads the window's background colour from its style into the window's data. */
static void
read_background (GtkWidget *window)
{
  GtkStyleContext *context = gtk_widget_get_style_context (window);
  GdkRGBA *color = NULL;
  gtk_style_context_get (context, gtk_style_context_get_state (context), GTK_STYLE_PROPERTY_BACKGROUND_COLOR,
                         &color, NULL);
  GdkRGBA *kept = g_new (GdkRGBA, 1);
  if (color != NULL) {
    *kept = *color;
    gdk_rgba_free (color);
  } else {
    *kept = (GdkRGBA) { 1, 1, 1, 1 };
  }
  g_object_set_qdata_full (G_OBJECT (window), background_quark (), kept, g_free);
}

static void
on_style_updated (GtkWidget *window, gpointer data)
{
  (void) data;
  read_background (window);
  gtk_widget_queue_draw (window);
}

/* Runs before GtkWindow's own draw, which, the window being app-paintable, paints no background. */
static gboolean
on_draw (GtkWidget *window, cairo_t *cr, gpointer data)
{
  (void) data;
  const GdkRGBA *color = g_object_get_qdata (G_OBJECT (window), background_quark ());
  if (color != NULL && gtk_cairo_should_draw_window (cr, gtk_widget_get_window (window))) {
    cairo_save (cr);
    cairo_set_operator (cr, CAIRO_OPERATOR_SOURCE);
    gdk_cairo_set_source_rgba (cr, color);
    cairo_paint (cr);
    cairo_restore (cr);
  }
  return FALSE;
}

void
containment_window_paint_plain_background (GtkWidget *window)
{
  g_return_if_fail (GTK_IS_WINDOW (window));
  if (g_object_get_qdata (G_OBJECT (window), background_quark ()) != NULL)
    return;
  read_background (window);
  gtk_widget_set_app_paintable (window, TRUE);
  g_signal_connect (window, "style-updated", G_CALLBACK (on_style_updated), NULL);
  g_signal_connect (window, "draw", G_CALLBACK (on_draw), NULL);
}

gboolean
containment_window_get_plain_background (GtkWidget *window, GdkRGBA *color)
{
  g_return_val_if_fail (GTK_IS_WINDOW (window), FALSE);
  const GdkRGBA *kept = g_object_get_qdata (G_OBJECT (window), background_quark ());
  if (kept == NULL || !gtk_widget_get_app_paintable (window))
    return FALSE;
  if (color != NULL)
    *color = *kept;
  return TRUE;
}

static gboolean
on_draw_counted (GtkWidget *window, cairo_t *cr, gpointer data)
{
  (void) cr;
  (void) data;
  guint64 *count = g_object_get_qdata (G_OBJECT (window), draw_count_quark ());
  if (count != NULL)
    (*count)++;
  return FALSE;
}

void
containment_window_count_draws (GtkWidget *window)
{
  g_return_if_fail (GTK_IS_WINDOW (window));
  if (g_object_get_qdata (G_OBJECT (window), draw_count_quark ()) != NULL)
    return;
  g_object_set_qdata_full (G_OBJECT (window), draw_count_quark (), g_new0 (guint64, 1), g_free);
  g_signal_connect_after (window, "draw", G_CALLBACK (on_draw_counted), NULL);
}

guint64
containment_window_get_draw_count (GtkWidget *window)
{
  g_return_val_if_fail (GTK_IS_WINDOW (window), 0);
  const guint64 *count = g_object_get_qdata (G_OBJECT (window), draw_count_quark ());
  return count != NULL ? *count : 0;
}
