// ContainmentPictureCache: see include/containment-picture-cache.h for what it is and who owns it.
//
// Everything that was process-wide lives in the cache object: the pictures it holds, who the
// redraws in progress come from, the moment on its own clock, the windows it watches, the
// restyle hook, and the counters tests read.

#include "containment-picture-cache-private.h"
#include "containment-canvas.h"
#include "containment-canvas-testing.h"

/* Larger pictures than this are not worth their memory: such a child is drawn live. */
#define MAXIMUM_RASTER_SIDE 4096

/* On a GdkWindow whose redraws a cache watches, that cache (not a reference: the cache clears it
 * when it goes, see containment_picture_cache_finalize). */
#define WATCHED_KEY "containment-picture-cache-watches"
/* On a widget whose own window a cache may watch (containment_picture_cache_watch_redraws_in). */
#define MAY_WATCH_KEY "containment-picture-cache-may-watch"
/* On a widget hidden as it is, its HiddenMark. */
#define HIDDEN_AS_IS_KEY "containment-picture-cache-hidden-as-is"

/* One GdkWindow of a child: where it is (a window of the child itself from the child's
 * allocation, a window inside those from its parent window), and its size. */
typedef struct {
  GdkWindow *window;
  gint x;
  gint y;
  gint width;
  gint height;
} WindowPlace;

struct _ContainmentPicture {
  ContainmentPictureCache *cache;
  GtkWidget *child;
  cairo_surface_t *surface;
  /* What GTK asked to redraw in the child since `surface` was drawn, in the child's coordinates
   * (NULL: nothing): drawn again before it is next painted, as Core Animation redraws only the
   * invalid rectangle of a layer's backing store. */
  cairo_region_t *damage;
  /* The child's size when `surface` was rendered. */
  gint width;
  gint height;
  /* Where the child's GdkWindows were when `surface` was rendered (see window_places). */
  GArray *windows;
  /* When the picture was last drawn into (rendered, or its damage drawn again), on the cache's
   * clock. */
  guint drawn_at;
};

/* A widget hidden as it is (see containment_canvas_set_child_shown_as_is): when, on its cache's
 * clock, and whether it was seen to go. */
typedef struct {
  guint moment;
  gboolean seen;
} HiddenMark;

struct _ContainmentPictureCache {
  GObject parent_instance;
  /* Every picture of this cache's canvases: what a redraw request is checked against. */
  GList *pictures;
  /* Above zero while a redraw is asked for that changes how nothing looks. */
  gint unchanged_redraws;
  /* Counts pictures drawn into and children hidden as they are, so that the two can be ordered:
   * a picture drawn after a child was hidden does not hold that child. */
  guint clock;
  /* While set, the redraws asked for come from a change of this widget alone (see
   * containment_picture_cache_begin_redraws_from). */
  ContainmentRedrawSource source;
  /* The GdkWindows whose invalidate handler is this cache's. */
  GPtrArray *watched;
  /* The style-updated emission hook that hears every widget's restyling. */
  gulong style_hook;
  ContainmentPictureCounts counts;
};

G_DEFINE_TYPE (ContainmentPictureCache, containment_picture_cache, G_TYPE_OBJECT)

static gboolean style_updated_hook (GSignalInvocationHint *hint, guint n_params, const GValue *params, gpointer data);
static void window_invalidated (GdkWindow *window, cairo_region_t *region);

static void
window_gone (gpointer data, GObject *where_the_window_was)
{
  ContainmentPictureCache *self = data;
  g_ptr_array_remove_fast (self->watched, where_the_window_was);
}

static void
containment_picture_cache_finalize (GObject *object)
{
  ContainmentPictureCache *self = CONTAINMENT_PICTURE_CACHE (object);
  g_signal_remove_emission_hook (g_signal_lookup ("style-updated", GTK_TYPE_WIDGET), self->style_hook);
  for (guint index = 0; index < self->watched->len; index++) {
    GdkWindow *window = g_ptr_array_index (self->watched, index);
    g_object_weak_unref (G_OBJECT (window), window_gone, self);
    gdk_window_set_invalidate_handler (window, NULL);
    g_object_set_data (G_OBJECT (window), WATCHED_KEY, NULL);
  }
  g_ptr_array_unref (self->watched);
  /* Every picture holds a reference to its cache: none is left. */
  g_list_free (self->pictures);
  G_OBJECT_CLASS (containment_picture_cache_parent_class)->finalize (object);
}

static void
containment_picture_cache_class_init (ContainmentPictureCacheClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = containment_picture_cache_finalize;
}

static void
containment_picture_cache_init (ContainmentPictureCache *self)
{
  self->watched = g_ptr_array_new ();
  /* Every widget's restyling (a theme, a style provider, the window's backdrop state). */
  self->style_hook = g_signal_add_emission_hook (g_signal_lookup ("style-updated", GTK_TYPE_WIDGET), 0,
                                                 style_updated_hook, self, NULL);
}

ContainmentPictureCache *
containment_picture_cache_new (void)
{
  return g_object_new (CONTAINMENT_TYPE_PICTURE_CACHE, NULL);
}

void
containment_picture_cache_get_counts (ContainmentPictureCache *cache, ContainmentPictureCounts *counts)
{
  g_return_if_fail (CONTAINMENT_IS_PICTURE_CACHE (cache));
  g_return_if_fail (counts != NULL);
  *counts = cache->counts;
}

void
containment_picture_cache_count_move (ContainmentPictureCache *cache, gboolean immediate)
{
  if (cache == NULL)
    return;
  if (immediate)
    cache->counts.immediate_moves++;
  else
    cache->counts.queued_moves++;
}

void
containment_picture_cache_count_paint (ContainmentPictureCache *cache)
{
  if (cache != NULL)
    cache->counts.painted++;
}

/* MARK: - Who the redraws come from */

ContainmentRedrawSource
containment_picture_cache_begin_redraws_from (ContainmentPictureCache *cache, GtkWidget *source, gboolean changes)
{
  ContainmentRedrawSource outer = { NULL, FALSE };
  if (cache == NULL)
    return outer;
  outer = cache->source;
  cache->source.widget = source;
  cache->source.changes = changes;
  return outer;
}

void
containment_picture_cache_end_redraws_from (ContainmentPictureCache *cache, ContainmentRedrawSource outer)
{
  if (cache != NULL)
    cache->source = outer;
}

void
containment_picture_cache_begin_unchanged (ContainmentPictureCache *cache)
{
  if (cache != NULL)
    cache->unchanged_redraws++;
}

void
containment_picture_cache_end_unchanged (ContainmentPictureCache *cache)
{
  if (cache != NULL)
    cache->unchanged_redraws--;
}

gboolean
containment_picture_cache_carries (ContainmentPictureCache *cache, GtkWidget *canvas)
{
  if (cache == NULL || cache->source.widget == NULL || cache->source.changes)
    return FALSE;
  return cache->source.widget == canvas || gtk_widget_is_ancestor (canvas, cache->source.widget);
}

/* Whether the redraws asked for now can change how `picture`'s child looks. */
static gboolean
affected_by_redraws (ContainmentPictureCache *cache, ContainmentPicture *picture)
{
  GtkWidget *source = cache->source.widget;
  if (source == NULL)
    return TRUE;
  if (gtk_widget_is_ancestor (source, picture->child))
    return TRUE;
  return cache->source.changes && (picture->child == source || gtk_widget_is_ancestor (picture->child, source));
}

/* MARK: - Pictures */

void
containment_picture_free (ContainmentPicture **slot)
{
  ContainmentPicture *picture = *slot;
  if (picture == NULL)
    return;
  *slot = NULL;
  ContainmentPictureCache *cache = picture->cache;
  cache->pictures = g_list_remove (cache->pictures, picture);
  cache->counts.live--;
  cairo_surface_destroy (picture->surface);
  g_clear_pointer (&picture->windows, g_array_unref);
  g_clear_pointer (&picture->damage, cairo_region_destroy);
  g_object_unref (cache);
  g_free (picture);
}

/* Something in the child looks different from its picture now, in `part` of it (in the child's
 * coordinates; NULL: anywhere): that part is drawn again before the picture is next painted. */
static void
damage_picture (ContainmentPicture *picture, const cairo_region_t *part)
{
  if (part == NULL) {
    GtkAllocation place;
    gtk_widget_get_allocation (picture->child, &place);
    cairo_rectangle_int_t all = { 0, 0, place.width, place.height };
    g_clear_pointer (&picture->damage, cairo_region_destroy);
    picture->damage = cairo_region_create_rectangle (&all);
    return;
  }
  if (picture->damage == NULL)
    picture->damage = cairo_region_create ();
  cairo_region_union (picture->damage, part);
}

/* Draws the damaged part of `picture` again from its child's widgets; the rest stays as it was. */
static void
repair (ContainmentPicture *picture)
{
  cairo_t *cr = cairo_create (picture->surface);
  gdk_cairo_region (cr, picture->damage);
  cairo_clip (cr);
  cairo_save (cr);
  cairo_set_operator (cr, CAIRO_OPERATOR_CLEAR);
  cairo_paint (cr);
  cairo_restore (cr);
  gtk_widget_draw (picture->child, cr);
  cairo_destroy (cr);
  g_clear_pointer (&picture->damage, cairo_region_destroy);
  picture->drawn_at = ++picture->cache->clock;
  picture->cache->counts.repaired++;
}

/* Has all of every picture that holds `widget` (its ancestors', and with `own` its own) drawn
 * again before it is next painted. With `drawn_after`, only of those drawn into after that
 * moment on the cache's clock. */
static void
damage_pictures_holding (ContainmentPictureCache *cache, GtkWidget *widget, gboolean own, guint drawn_after)
{
  for (GList *link = cache->pictures; link != NULL; link = link->next) {
    ContainmentPicture *picture = link->data;
    if (picture->drawn_at <= drawn_after)
      continue;
    if (picture->child == widget ? !own : !gtk_widget_is_ancestor (widget, picture->child))
      continue;
    damage_picture (picture, NULL);
  }
}

/* MARK: - Watching the redraws GTK asks for */

static gboolean
is_watched (GdkWindow *window)
{
  return g_object_get_data (G_OBJECT (window), WATCHED_KEY) != NULL;
}

/* The area of `picture`'s child in the coordinates of `window`, the window it draws in or one of
 * that window's ancestors; FALSE when `window` is neither. */
static gboolean
area_in_window (ContainmentPicture *picture, GdkWindow *window, GdkRectangle *area)
{
  GtkAllocation place;
  gtk_widget_get_allocation (picture->child, &place);
  *area = place;
  for (GdkWindow *level = gtk_widget_get_window (picture->child); level != NULL; level = gdk_window_get_parent (level)) {
    if (level == window)
      return TRUE;
    gint x = 0, y = 0;
    gdk_window_get_position (level, &x, &y);
    area->x += x;
    area->y += y;
  }
  return FALSE;
}

/* GDK calls this with every area to be redrawn in a watched window or in a window inside it (as
 * far as the windows between show it: GDK hands the area to a window's handler before it cuts
 * it to that window, so a watched window hears of redraws outside its own edges). A redraw
 * inside a child with a picture means something there looks different now (a label's text, a
 * hover, a caret, a scrolled list): that part of its picture is damaged. */
static void
window_invalidated (GdkWindow *window, cairo_region_t *region)
{
  ContainmentPictureCache *cache = g_object_get_data (G_OBJECT (window), WATCHED_KEY);
  if (cache == NULL || cache->unchanged_redraws > 0)
    return;
  for (GList *link = cache->pictures; link != NULL; link = link->next) {
    ContainmentPicture *picture = link->data;
    GdkRectangle area;
    if (!affected_by_redraws (cache, picture))
      continue;
    if (!area_in_window (picture, window, &area))
      continue;
    if (cairo_region_contains_rectangle (region, &area) == CAIRO_REGION_OVERLAP_OUT)
      continue;
    cairo_region_t *part = cairo_region_copy (region);
    cairo_region_intersect_rectangle (part, &area);
    cairo_region_translate (part, -area.x, -area.y);
    damage_picture (picture, part);
    cairo_region_destroy (part);
  }
}

/* Watches the redraws in the windows from `window` up to its toplevel that the cache may watch:
 * the toplevel's, and those of widgets given to containment_picture_cache_watch_redraws_in (GTK
 * itself sets invalidate handlers only on the inner windows of viewports and text views, for
 * their own pixel caches). */
static void
watch_redraws (ContainmentPictureCache *cache, GdkWindow *window)
{
  for (GdkWindow *level = window; level != NULL; level = gdk_window_get_parent (level)) {
    gpointer owner = NULL;
    gdk_window_get_user_data (level, &owner);
    gboolean may_watch = gdk_window_get_toplevel (level) == level
                         || (owner != NULL && g_object_get_data (G_OBJECT (owner), MAY_WATCH_KEY) == cache);
    if (may_watch && !is_watched (level)) {
      gdk_window_set_invalidate_handler (level, window_invalidated);
      g_object_set_data (G_OBJECT (level), WATCHED_KEY, cache);
      g_object_weak_ref (G_OBJECT (level), window_gone, cache);
      g_ptr_array_add (cache->watched, level);
    }
    if (gdk_window_get_toplevel (level) == level)
      return;
  }
}

void
containment_picture_cache_watch_redraws_in (ContainmentPictureCache *cache, GtkWidget *widget)
{
  g_return_if_fail (CONTAINMENT_IS_PICTURE_CACHE (cache));
  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_object_set_data (G_OBJECT (widget), MAY_WATCH_KEY, cache);
}

/* Whether GDK reports every redraw inside `child` to a watched window: the windows from the one
 * the child draws in up to that watched window (which hears of redraws past its own edges)
 * show all of the child, and none of them is native (GDK stops there). */
static gboolean
reports_whole (GtkWidget *child)
{
  GtkAllocation place;
  gtk_widget_get_allocation (child, &place);
  GdkRectangle area = place;
  for (GdkWindow *level = gtk_widget_get_window (child); level != NULL; level = gdk_window_get_parent (level)) {
    if (is_watched (level))
      return TRUE;
    if (gdk_window_has_native (level))
      return FALSE;
    if (area.x < 0 || area.y < 0 || area.x + area.width > gdk_window_get_width (level)
        || area.y + area.height > gdk_window_get_height (level))
      return FALSE;
    gint x = 0, y = 0;
    gdk_window_get_position (level, &x, &y);
    area.x += x;
    area.y += y;
  }
  return FALSE;
}

static void
add_window_places (GArray *places, GdkWindow *window, gint dx, gint dy)
{
  if (gdk_window_is_input_only (window))
    return;
  WindowPlace place = { window, 0, 0, gdk_window_get_width (window), gdk_window_get_height (window) };
  gdk_window_get_position (window, &place.x, &place.y);
  place.x -= dx;
  place.y -= dy;
  g_array_append_val (places, place);
  for (GList *link = gdk_window_peek_children (window); link != NULL; link = link->next)
    add_window_places (places, link->data, 0, 0);
}

/* Where `child`'s GdkWindows are, in stacking order. GDK reports a window's move, resize or
 * restacking only where the window shows: one wholly outside its parent window changes
 * unreported, and a kept picture holding that part of the child is checked against these.
 * Whether a window shows is left out: a scrolled window shows and hides its overlay scrollbars'
 * windows on its own as they fade, at a slide's end too, which would drop the picture of every
 * page with a list. */
static GArray *
window_places (GtkWidget *child)
{
  GArray *places = g_array_new (FALSE, FALSE, sizeof (WindowPlace));
  GdkWindow *window = gtk_widget_get_window (child);
  if (window == NULL)
    return places;
  GtkAllocation own;
  gtk_widget_get_allocation (child, &own);
  for (GList *link = gdk_window_peek_children (window); link != NULL; link = link->next) {
    gpointer owner = NULL;
    gdk_window_get_user_data (link->data, &owner);
    if (owner != NULL && GTK_IS_WIDGET (owner) && (owner == child || gtk_widget_is_ancestor (owner, child)))
      add_window_places (places, link->data, own.x, own.y);
  }
  return places;
}

gboolean
containment_picture_windows_unchanged (const ContainmentPicture *picture)
{
  if (picture == NULL || picture->windows == NULL)
    return FALSE;
  GArray *now = window_places (picture->child);
  gboolean same = now->len == picture->windows->len;
  for (guint index = 0; same && index < now->len; index++) {
    WindowPlace *a = &g_array_index (now, WindowPlace, index);
    WindowPlace *b = &g_array_index (picture->windows, WindowPlace, index);
    same = a->window == b->window && a->x == b->x && a->y == b->y && a->width == b->width && a->height == b->height;
  }
  g_array_unref (now);
  return same;
}

/* MARK: - Hiding as it is */

static HiddenMark *
hidden_mark (GtkWidget *widget)
{
  return g_object_get_data (G_OBJECT (widget), HIDDEN_AS_IS_KEY);
}

/* Whether `widget` is unmapped only because it, or a widget it is in, was hidden as it is and
 * seen to go (a view's `isHidden`, as a closed drawer's page): GTK reports no redraw in it, but
 * whoever changes it says so (containment_picture_cache_changed), so a picture of it can be kept
 * for when it shows again. Not one unmapped because no one sees it (every page under a
 * navigation stack's top): those are many, and their pictures would only take memory. */
static gboolean
hidden_as_is (GtkWidget *widget)
{
  for (GtkWidget *level = widget; level != NULL; level = gtk_widget_get_parent (level)) {
    if (gtk_widget_get_mapped (level))
      return FALSE;
    if (!gtk_widget_get_visible (level) || !gtk_widget_get_child_visible (level)) {
      HiddenMark *mark = hidden_mark (level);
      return mark != NULL && mark->seen;
    }
  }
  return FALSE;
}

gboolean
containment_picture_can_keep (const ContainmentPicture *picture)
{
  if (picture == NULL || (!gtk_widget_get_mapped (picture->child) && !hidden_as_is (picture->child)))
    return FALSE;
  return reports_whole (picture->child) && containment_picture_windows_unchanged (picture);
}

/* Makes `child` child-visible or not. Hiding a child this way keeps its place in the layout,
 * but GTK queues no resize when the child shows again (gtk_widget_show does, on the parent):
 * a resize queued inside it while it was hidden (a text field restyled as it lost the keyboard
 * focus) then waits for a layout pass that never comes to it, and drawing the child trips
 * `gtk_widget_draw: assertion '!widget->priv->alloc_needed_on_child'`. Showing it queues the
 * resize that showing a widget queues. */
static void
set_child_visible_allocated (GtkWidget *child, gboolean shown)
{
  gtk_widget_set_child_visible (child, shown);
  if (shown)
    gtk_widget_queue_resize (child);
}

void
containment_picture_cache_set_shown (ContainmentPictureCache *cache, GtkWidget *child, gboolean shown)
{
  g_object_set_data (G_OBJECT (child), HIDDEN_AS_IS_KEY, NULL);
  ContainmentRedrawSource outer = containment_picture_cache_begin_redraws_from (cache, child, TRUE);
  set_child_visible_allocated (child, shown);
  containment_picture_cache_end_redraws_from (cache, outer);
}

void
containment_picture_cache_set_shown_as_is (ContainmentPictureCache *cache, GtkWidget *child, gboolean shown,
                                           gboolean seen)
{
  HiddenMark *mark = hidden_mark (child);
  if (shown) {
    if (mark == NULL) {
      containment_picture_cache_set_shown (cache, child, TRUE);
      return;
    }
    seen = mark->seen;
    guint moment = mark->moment;
    g_object_set_data (G_OBJECT (child), HIDDEN_AS_IS_KEY, NULL);
    /* A picture drawn into while the child was hidden does not hold it there. */
    if (cache != NULL)
      damage_pictures_holding (cache, child, TRUE, moment);
  } else {
    if (!gtk_widget_get_child_visible (child))
      return;
    /* Hiding takes the keyboard focus out of the child, which changes how the focused widget
     * looks: it is taken first, as GTK would, so that what the focused widget redraws counts as a
     * change and the hiding itself does not. */
    GtkWidget *toplevel = gtk_widget_get_toplevel (child);
    GtkWidget *focus = GTK_IS_WINDOW (toplevel) ? gtk_window_get_focus (GTK_WINDOW (toplevel)) : NULL;
    if (focus != NULL && (focus == child || gtk_widget_is_ancestor (focus, child)))
      gtk_window_set_focus (GTK_WINDOW (toplevel), NULL);
    HiddenMark *hidden = g_new (HiddenMark, 1);
    hidden->moment = cache != NULL ? ++cache->clock : 0;
    hidden->seen = seen != FALSE;
    g_object_set_data_full (G_OBJECT (child), HIDDEN_AS_IS_KEY, hidden, g_free);
  }
  if (seen) {
    /* Like a move: how the ancestors look changes, not how the child does. */
    ContainmentRedrawSource outer = containment_picture_cache_begin_redraws_from (cache, child, FALSE);
    set_child_visible_allocated (child, shown);
    containment_picture_cache_end_redraws_from (cache, outer);
  } else {
    containment_picture_cache_begin_unchanged (cache);
    set_child_visible_allocated (child, shown);
    containment_picture_cache_end_unchanged (cache);
  }
}

/* Whether `widget`, unmapped, would be drawn once what it is in is shown: it is not hidden itself
 * (a scrolled window's unused scrollbar), or it was hidden as it is (see
 * containment_canvas_set_child_shown_as_is), to show again as it was. */
static gboolean
drawn_when_shown (GtkWidget *widget)
{
  return (gtk_widget_get_visible (widget) && gtk_widget_get_child_visible (widget)) || hidden_mark (widget) != NULL;
}

/* A widget was restyled (a new theme or style provider, the window's backdrop state), which
 * changes how it looks: GTK redraws it where it is mapped, and reports nothing where it is not,
 * so the pictures holding an unmapped one are drawn again whole. Not for a widget that is hidden
 * itself (GTK restyles a scrolled window's hidden scrollbars on every frame): no picture holds it,
 * and GTK redraws it when it shows. */
static gboolean
style_updated_hook (GSignalInvocationHint *hint, guint n_params, const GValue *params, gpointer data)
{
  ContainmentPictureCache *cache = data;
  if (cache->pictures != NULL && n_params > 0) {
    GtkWidget *widget = g_value_get_object (&params[0]);
    if (widget != NULL && !gtk_widget_get_mapped (widget) && drawn_when_shown (widget))
      damage_pictures_holding (cache, widget, TRUE, 0);
  }
  return TRUE;
}

void
containment_picture_cache_changed (GtkWidget *widget, ContainmentChange change)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));
  if ((change & CONTAINMENT_CHANGE_UNSEEN) == 0
      || (change & (CONTAINMENT_CHANGE_ITSELF | CONTAINMENT_CHANGE_PLACEMENT)) == 0)
    return;
  GtkWidget *parent = gtk_widget_get_parent (widget);
  ContainmentPictureCache *cache =
      containment_canvas_find_cache (CONTAINMENT_IS_CANVAS (widget) || parent == NULL ? widget : parent);
  if (cache == NULL || cache->pictures == NULL)
    return;
  damage_pictures_holding (cache, widget, (change & CONTAINMENT_CHANGE_ITSELF) != 0, 0);
}

/* MARK: - Rendering and painting */

/* Renders `child`'s widgets, at its allocated size, into a surface like `canvas`'s window: at the
 * window's scale factor (GDK_SCALE=2 gives twice the pixels each way, with that device scale), so
 * that a sliding picture is as sharp as the widgets drawn live. NULL when it cannot or should not. */
static ContainmentPicture *
render (ContainmentPictureCache *cache, GtkWidget *canvas, GtkWidget *child)
{
  GtkAllocation place;
  gtk_widget_get_allocation (child, &place);
  GdkWindow *window = gtk_widget_get_window (canvas);
  if (window == NULL || place.width <= 0 || place.height <= 0 || place.width > MAXIMUM_RASTER_SIDE
      || place.height > MAXIMUM_RASTER_SIDE)
    return NULL;
  ContainmentPicture *picture = g_new0 (ContainmentPicture, 1);
  picture->cache = g_object_ref (cache);
  picture->child = child;
  picture->surface = gdk_window_create_similar_surface (window, CAIRO_CONTENT_COLOR_ALPHA, place.width, place.height);
  cairo_t *cr = cairo_create (picture->surface);
  gtk_widget_draw (child, cr);
  cairo_destroy (cr);
  picture->width = place.width;
  picture->height = place.height;
  picture->windows = window_places (child);
  picture->drawn_at = ++cache->clock;
  cache->counts.rendered++;
  cache->counts.live++;
  cache->pictures = g_list_prepend (cache->pictures, picture);
  /* Watch what GTK redraws around the child from now on. */
  watch_redraws (cache, gtk_widget_get_window (child));
  return picture;
}

/* Whether `surface` was rendered at the scale of `canvas`'s window now (a kept picture may be
 * older than a change of monitor or of GDK_SCALE). */
static gboolean
has_window_scale (cairo_surface_t *surface, GtkWidget *canvas)
{
  gdouble x_scale = 1, y_scale = 1;
  cairo_surface_get_device_scale (surface, &x_scale, &y_scale);
  return (gint) x_scale == gtk_widget_get_scale_factor (canvas) && (gint) y_scale == gtk_widget_get_scale_factor (canvas);
}

cairo_surface_t *
containment_picture_cache_surface (ContainmentPictureCache *cache, ContainmentPicture **slot, GtkWidget *canvas,
                                   GtkWidget *child, gboolean rasterized)
{
  GtkAllocation place;
  gtk_widget_get_allocation (child, &place);
  ContainmentPicture *picture = *slot;
  if (picture != NULL
      && (picture->width != place.width || picture->height != place.height
          || !has_window_scale (picture->surface, canvas)))
    containment_picture_free (slot);
  if (*slot == NULL && rasterized && cache != NULL)
    *slot = render (cache, canvas, child);
  picture = *slot;
  if (picture == NULL)
    return NULL;
  if (picture->damage != NULL)
    repair (picture);
  return picture->surface;
}
