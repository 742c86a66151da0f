// What ContainmentCanvas asks of its ContainmentPictureCache: not part of the module (it is not
// under include/), so neither an app nor the adapter sees it.
#pragma once

#include "containment-picture-cache.h"

G_BEGIN_DECLS

/* The picture of one canvas child, while it has one: rendered from the child's widgets, with what
 * GTK asked to redraw in the child since then. Owned by the canvas child (see
 * containment_picture_free); listed in its cache while it exists. */
typedef struct _ContainmentPicture ContainmentPicture;

/* The cache of the canvas `canvas` or of the nearest canvas holding it; NULL when none has one
 * (defined in containment-canvas.c). */
ContainmentPictureCache *containment_canvas_find_cache (GtkWidget *canvas);

/* Frees `*picture` and sets it to NULL (nothing when it is NULL). */
void containment_picture_free (ContainmentPicture **picture);

/* The surface to paint for `child` of `canvas` instead of its widgets, or NULL to draw them:
 * `*picture` when it still fits the child's size and the window's scale (else it is freed),
 * rendered first when `rasterized` and there is none, with its damaged part drawn again. */
cairo_surface_t *containment_picture_cache_surface (ContainmentPictureCache *cache, ContainmentPicture **picture,
                                                    GtkWidget *canvas, GtkWidget *child, gboolean rasterized);

/* Whether `picture` can be kept for the child's next slide (see the canvas's
 * containment_canvas_set_child_rasterized): GDK reports any redraw in all of the child, its
 * windows did not move, and it is mapped or hidden as it is. */
gboolean containment_picture_can_keep (const ContainmentPicture *picture);

/* Whether the child's GdkWindows are where they were when `picture` was rendered. */
gboolean containment_picture_windows_unchanged (const ContainmentPicture *picture);

/* Who the redraws asked for now come from (see containment_picture_cache_begin_redraws_from). */
typedef struct {
  GtkWidget *widget;
  gboolean changes;
} ContainmentRedrawSource;

/* From now on, the redraws asked for come from a change of `source` alone: they change how its
 * ancestors look, and how it and what is in it look when `changes` (shown or hidden), not when it
 * only moves. NULL `source`: from anything. Returns the source before, for
 * containment_picture_cache_end_redraws_from(). Nothing with a NULL cache. */
ContainmentRedrawSource containment_picture_cache_begin_redraws_from (ContainmentPictureCache *cache,
                                                                      GtkWidget *source, gboolean changes);
void containment_picture_cache_end_redraws_from (ContainmentPictureCache *cache, ContainmentRedrawSource outer);

/* Between these, the redraws asked for change how nothing looks (a child drawn live again where
 * its picture showed, a window redrawn whole, windows put back in order). */
void containment_picture_cache_begin_unchanged (ContainmentPictureCache *cache);
void containment_picture_cache_end_unchanged (ContainmentPictureCache *cache);

/* Whether `canvas` is being moved whole without changing (as the redraws' source or inside it). */
gboolean containment_picture_cache_carries (ContainmentPictureCache *cache, GtkWidget *canvas);

/* Counts a move of a canvas child: re-allocated at once, or by a queued resize. */
void containment_picture_cache_count_move (ContainmentPictureCache *cache, gboolean immediate);

/* Counts a picture painted instead of its child's widgets. */
void containment_picture_cache_count_paint (ContainmentPictureCache *cache);

/* Shows or hides `child` of a canvas with `cache` (see containment_canvas_set_child_shown and
 * containment_canvas_set_child_shown_as_is). */
void containment_picture_cache_set_shown (ContainmentPictureCache *cache, GtkWidget *child, gboolean shown);
void containment_picture_cache_set_shown_as_is (ContainmentPictureCache *cache, GtkWidget *child, gboolean shown,
                                                gboolean seen);

G_END_DECLS
