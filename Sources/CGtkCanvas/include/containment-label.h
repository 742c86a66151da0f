// ContainmentLabel: the GtkLabel of a core `Label`, sized by its view's frame alone.
//
// A `Label`'s frame comes from the core (the app's frames, or the layout, which measures text
// itself); the adapter gives its widget that size as its size request. A plain GtkLabel still
// measures its text with Pango whenever GTK asks for its preferred size: after every new text
// (gtk_label_set_text queues a resize), once when the canvas places it and again when it is
// allocated. A table's cells take new text on every scroll step, so that measuring was most of
// a scroll's cost. This label reports a preferred size of zero in both directions, so GTK's
// answer is the size request (the frame) and nothing is measured; what it draws is a GtkLabel's
// (the layout is made at the allocated width, ellipsized there, when it is next drawn).
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CONTAINMENT_TYPE_LABEL (containment_label_get_type ())
G_DECLARE_FINAL_TYPE (ContainmentLabel, containment_label, CONTAINMENT, LABEL, GtkLabel)

/// A new, empty label whose preferred size is zero (its size request is its size).
GtkWidget *containment_label_new (void);

G_END_DECLS
