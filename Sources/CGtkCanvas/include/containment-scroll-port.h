// ContainmentScrollPort: what a GtkScrolledWindow scrolls for a core scroll view.
//
// A GtkScrollable bin only as large as the scroll view, whatever the size of its content: the
// scrolled window's adjustments span the whole content (a million table rows are 44 million
// points, past what a GdkWindow or cairo's fixed-point coordinates can hold), and the child, the
// canvas of the view's subviews, is allocated the port's own size. The view mirror places each
// subview at its frame less the scroll view's offset (UIKit's bounds origin), so only what shows
// has coordinates near the port, as GtkTreeView and GtkTextView draw only their visible part.
//
// The wheel, touchpad scrolling, kinetic deceleration and the scroll bars stay GtkScrolledWindow's
// own: they move the adjustments, whose value the adapter hands to the core.
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CONTAINMENT_TYPE_SCROLL_PORT (containment_scroll_port_get_type ())
G_DECLARE_FINAL_TYPE (ContainmentScrollPort, containment_scroll_port, CONTAINMENT, SCROLL_PORT, GtkBin)

/// A new port around `child` (the canvas of the scroll view's subviews), which it allocates at
/// its own size.
GtkWidget *containment_scroll_port_new (GtkWidget *child);

/// Tells the port the scrolling range and the offset along both axes: the range runs from
/// `lower` to `upper` (the content and its insets, in points), the offset `value` is shown at
/// the port's leading edge, and `page` is the scroll view's size, until an allocation says
/// otherwise. The range grows to hold an offset set past its ends, as a UIKit offset set from
/// code is kept. The adjustments are configured (and emit their signals) only when one of these
/// changed.
void containment_scroll_port_configure (GtkWidget *port, gdouble lower_x, gdouble upper_x, gdouble value_x,
                                        gdouble page_x, gdouble lower_y, gdouble upper_y, gdouble value_y,
                                        gdouble page_y);

G_END_DECLS
