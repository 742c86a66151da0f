// ContainmentCanvas: the GTK container that mirrors one core view.
//
// A container without a window of its own that places each child at a fixed position, at the
// child's minimum size, drawn back to front in the canvas's child order, as GtkFixed does, with
// three differences the view mirror needs:
//
// - Its own size request is only what gtk_widget_set_size_request() sets (a view's frame): children
//   beyond its edges do not make it grow, as a UIView is not made larger by its subviews.
// - Moving a child that keeps its size re-allocates that child alone, at once, instead of queueing
//   a resize that re-measures every ancestor up to the toplevel on the next frame (what
//   gtk_fixed_move does). An animated slide moves one child per frame.
// - Children can be put in a new drawing order in place (containment_canvas_restack), where a
//   GtkFixed must remove and re-add them, which unrealizes and realizes their whole subtrees.
//
// A sliding child can be drawn from a picture of it; the pictures live in the host's
// ContainmentPictureCache (containment-picture-cache.h), not in the canvas.
#pragma once

#include <gtk/gtk.h>
#include "containment-picture-cache.h"

G_BEGIN_DECLS

#define CONTAINMENT_TYPE_CANVAS (containment_canvas_get_type ())
G_DECLARE_FINAL_TYPE (ContainmentCanvas, containment_canvas, CONTAINMENT, CANVAS, GtkContainer)

/// A new, empty canvas.
GtkWidget *containment_canvas_new (void);

/// Gives `canvas` the cache its children's pictures, and those of every canvas inside it, are
/// kept in (the host gives its root canvas its own; see containment-picture-cache.h). A canvas in
/// no canvas with a cache draws its children live.
void containment_canvas_set_picture_cache (GtkWidget *canvas, ContainmentPictureCache *cache);

/// Adds `child` on top of the others (drawn last) at (`x`, `y`) in the canvas's coordinates.
void containment_canvas_put (GtkWidget *canvas, GtkWidget *child, gint x, gint y);

/// Moves `child` to (`x`, `y`). When the canvas and the child are allocated and the child's
/// minimum size is unchanged, the child is re-allocated at once and only the areas it left and
/// entered are redrawn; otherwise the canvas queues a resize as GtkFixed would.
void containment_canvas_move (GtkWidget *canvas, GtkWidget *child, gint x, gint y);

/// Puts the children listed in `order` in that drawing order (back to front), on top of any
/// children not listed (which keep their relative order). Widgets that are not children are
/// ignored. Nothing is removed or re-added; the canvas is redrawn when the order changed.
/// Returns whether the order changed.
gboolean containment_canvas_restack (GtkWidget *canvas, GtkWidget *const *order, guint count);

/// The colour painted under the children (a view's `backgroundColor`); `has_background` FALSE
/// paints nothing. Redraws when it changed.
void containment_canvas_set_background (GtkWidget *canvas, gboolean has_background, gdouble red, gdouble green,
                                        gdouble blue, gdouble alpha);

/// Whether children are cut off at the canvas's edges (a view's `clipsToBounds`). Redraws when it
/// changed.
void containment_canvas_set_clips (GtkWidget *canvas, gboolean clips);

/// Draws `child` from a picture of it (as UIKit's `CALayer.shouldRasterize`): while `rasterized` is
/// TRUE the canvas renders the child once, at the child's size, into a surface like the window's,
/// and paints that surface wherever the child is instead of drawing its widgets again. For a
/// child that only moves (a slide), which would otherwise be drawn in full every frame.
///
/// Turning it off keeps the picture for the next slide, as Core Animation keeps a layer's
/// backing store until its content changes, when GDK reports every redraw in all of the child:
/// all of it shows in the windows it is drawn in, or past their edges only where a watched
/// window hears of it (the toplevel's, and see containment_picture_cache_watch_redraws_in), as
/// the page pushed partly out of the window by a drawer, or it is hidden as it is and seen to go
/// (see containment_canvas_set_child_shown_as_is). Otherwise turning it off frees the picture.
/// The picture is kept in the canvas's picture cache (see containment_canvas_set_picture_cache);
/// with none, the child is drawn live.
///
/// Whenever GTK is asked to redraw part of a child with a picture (a label's new text, a hover, a
/// caret, a scrolled list, a move of something in it), that part is drawn again into the picture
/// before it is next painted, as Core Animation redraws a layer's invalid rectangle: a picture
/// always shows the child as it is. So is all of it when a widget in it is restyled while
/// unmapped (a new theme or style provider, the window's backdrop state), where GTK redraws
/// nothing. A move of one of the child's GdkWindows (which GDK reports only where it shows), or of
/// the child to where not all of it is reported, frees it.
void containment_canvas_set_child_rasterized (GtkWidget *canvas, GtkWidget *child, gboolean rasterized);

/// Shows or hides `child` where it is (`gtk_widget_set_child_visible`, as the mirror does for a
/// view covered by another or out of its window): this changes how the child and its parents
/// look, not how the child's siblings do, so their kept pictures stay.
void containment_canvas_set_child_shown (GtkWidget *child, gboolean shown);

/// Shows or hides `child` as it is: hiding a view changes nothing in it, so the redraws this asks
/// for change no picture of it or of what is in it. With `seen` FALSE no one sees it go either (it
/// is wholly out of the window, or under an opaque view), and the pictures of its ancestors,
/// which hold it, stay as they are too; otherwise its area in them is drawn again, and its own
/// picture is kept while it is hidden, for when it shows again (a closed drawer's page).
/// Showing it again draws again the pictures drawn into while it was hidden, which may not hold
/// it, and takes `seen` from the hiding. Hiding it with the keyboard focus inside takes the focus
/// out first, as GTK would: what the focused widget redraws then is a change. While hidden, GTK
/// reports no redraw in it: whoever changes it says so with containment_picture_cache_changed().
void containment_canvas_set_child_shown_as_is (GtkWidget *child, gboolean shown, gboolean seen);

/// Raises `windows` in this order, the last on top, to put them back in the order their widgets
/// are drawn (see the adapter's WindowStacking): the redraws GDK asks for then change how no
/// view looks, so no kept picture of the canvases in `canvas` (the root) is dropped for them.
void containment_canvas_restack_windows (GtkWidget *canvas, GdkWindow *const *windows, guint count);

/// Redraws `widget` for a reason that changes how nothing in it looks (a whole window redrawn so
/// that a draw follows a sync): pictures kept for a next slide stay (see
/// containment_canvas_set_child_rasterized).
void containment_canvas_queue_draw_unchanged (GtkWidget *widget);

/// Paints a rasterized child's picture (`dx`, `dy`) away from where the child is allocated, as
/// Core Animation draws a moving layer at its presentation position while hit-testing uses its
/// model position: a slide then moves only the picture, and the child's widgets are allocated
/// once, where the slide ends. Only the areas the picture left and entered are redrawn. Ignored
/// (and reset to zero) while the child is not rasterized.
void containment_canvas_set_child_raster_offset (GtkWidget *canvas, GtkWidget *child, gint dx, gint dy);

/// Whether `child` is drawn from a picture (see containment_canvas_set_child_rasterized).
gboolean containment_canvas_get_child_rasterized (GtkWidget *canvas, GtkWidget *child);

G_END_DECLS
