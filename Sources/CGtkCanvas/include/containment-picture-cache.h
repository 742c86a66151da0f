// ContainmentPictureCache: the pictures one host's canvases keep of their children, and what
// they need to know to keep them true.
//
// A canvas draws a sliding child from a picture (as Core Animation composites a layer with
// `shouldRasterize` without drawing it again) and keeps that picture after the slide, as a layer
// keeps its backing store until its content changes. A picture is only worth keeping while it
// shows the child as it is: every redraw GTK asks for inside the child is drawn into it again,
// and what GTK does not report (a change while the child is unmapped) is told to the cache
// through its one entry point, containment_picture_cache_changed().
//
// One cache per host window (the host makes it and hands it to its root canvas; every canvas
// below finds it there): two windows share no picture, no counter and no redraw in progress, as
// two CALayer trees share no backing store. Nothing in it is process-wide.
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CONTAINMENT_TYPE_PICTURE_CACHE (containment_picture_cache_get_type ())
G_DECLARE_FINAL_TYPE (ContainmentPictureCache, containment_picture_cache, CONTAINMENT, PICTURE_CACHE, GObject)

/// A new cache holding no picture. The caller owns the reference; the canvases given it hold
/// their own.
ContainmentPictureCache *containment_picture_cache_new (void);

/// Lets the cache set GDK's invalidate handler of `widget`'s own GdkWindow (nothing else may set
/// one there): GDK hands a window's handler the areas to redraw before it cuts them to the
/// window's edges, so pictures of children partly past those edges can be kept. The host's event
/// box, whose window the view tree draws in, is such a widget. The toplevel's window is always
/// watched.
void containment_picture_cache_watch_redraws_in (ContainmentPictureCache *cache, GtkWidget *widget);

/// What changed in a view's widget since it was last told, as one value (see
/// containment_picture_cache_changed()).
typedef enum {
  CONTAINMENT_CHANGE_NONE = 0,
  /// How the widget itself looks: its size, its content, its background or clip, the order of
  /// what is in it. A picture of it holds this.
  CONTAINMENT_CHANGE_ITSELF = 1 << 0,
  /// Where or how it shows in its parent, not how it looks: a move, its opacity. Its ancestors'
  /// pictures hold this; its own does not.
  CONTAINMENT_CHANGE_PLACEMENT = 1 << 1,
  /// Made while the widget was not mapped, where GTK reports no redraw: only then does the cache
  /// need to be told (GTK reports what changes in a mapped widget itself).
  CONTAINMENT_CHANGE_UNSEEN = 1 << 2,
} ContainmentChange;

/// The one entry point for "this changed": whoever changes `widget` (a canvas or a widget in one)
/// says what changed, once, after changing it. A change made while it was mapped needs nothing
/// more (GTK reports its redraws, and they are drawn into the pictures holding it); one made
/// while it was not (CONTAINMENT_CHANGE_UNSEEN) has every picture holding it (its ancestors',
/// and with CONTAINMENT_CHANGE_ITSELF its own) drawn again whole before it is next painted.
/// Nothing happens when `widget` is in no canvas with a cache.
void containment_picture_cache_changed (GtkWidget *widget, ContainmentChange change);

G_END_DECLS
