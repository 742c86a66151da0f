// ContainmentCanvas: see include/containment-canvas.h for what it is and why it is not a GtkFixed.
//
// The pictures of its children live in the ContainmentPictureCache of its host (see
// containment-picture-cache.c); a canvas places and draws, and asks the cache for a child's
// picture.

#include "containment-canvas.h"
#include "containment-accessible-private.h"
#include "containment-label.h"
#include "containment-picture-cache-private.h"

typedef struct {
  GtkWidget *widget;
  gint x;
  gint y;
  /* Whether the child is drawn from its picture (rendered at the next draw when there is none).
   * While it is not, `picture` may still hold the one taken at its last slide, kept for the next
   * one (see containment_picture_can_keep) and painted instead of the widgets. */
  gboolean rasterized;
  ContainmentPicture *picture;
  /* Where the picture is painted, from the child's allocation. */
  gint raster_dx;
  gint raster_dy;
  /* Whether the canvas, not GTK, redraws the child's area when it is allocated elsewhere (a
   * canvas or a label: see redraw_child). */
  gboolean redrawn_by_canvas;
} CanvasChild;

struct _ContainmentCanvas {
  GtkContainer parent_instance;
  /* CanvasChild *, back to front (drawing order). */
  GList *children;
  gboolean has_background;
  GdkRGBA background;
  gboolean clips;
  /* The host's picture cache, when this canvas was given it (the root canvas); the others find
   * it through their ancestors (containment_canvas_find_cache). */
  ContainmentPictureCache *cache;
};

G_DEFINE_TYPE (ContainmentCanvas, containment_canvas, GTK_TYPE_CONTAINER)

ContainmentPictureCache *
containment_canvas_find_cache (GtkWidget *widget)
{
  for (GtkWidget *level = widget; level != NULL; level = gtk_widget_get_parent (level)) {
    if (CONTAINMENT_IS_CANVAS (level) && CONTAINMENT_CANVAS (level)->cache != NULL)
      return CONTAINMENT_CANVAS (level)->cache;
  }
  return NULL;
}

static ContainmentPictureCache *
cache_of (ContainmentCanvas *self)
{
  return containment_canvas_find_cache (GTK_WIDGET (self));
}

static void
drop_raster (CanvasChild *child)
{
  containment_picture_free (&child->picture);
}

static void
free_child (gpointer data)
{
  CanvasChild *child = data;
  drop_raster (child);
  g_free (child);
}

static CanvasChild *
find_child (ContainmentCanvas *self, GtkWidget *widget, GList **link_out)
{
  for (GList *link = self->children; link != NULL; link = link->next) {
    CanvasChild *child = link->data;
    if (child->widget == widget) {
      if (link_out != NULL)
        *link_out = link;
      return child;
    }
  }
  return NULL;
}

/* Where `child` goes inside an allocated canvas: at its position, at its minimum size. */
static void
child_allocation (GtkWidget *canvas, CanvasChild *child, GtkAllocation *out)
{
  GtkAllocation own;
  GtkRequisition minimum;
  gtk_widget_get_allocation (canvas, &own);
  gtk_widget_get_preferred_size (child->widget, &minimum, NULL);
  out->x = own.x + child->x;
  out->y = own.y + child->y;
  out->width = minimum.width;
  out->height = minimum.height;
}

/* Where `child` shows, in the coordinates of the canvas's window: its clip, and where its
 * picture is painted when it is rasterized. */
static void
painted_area (CanvasChild *child, GtkAllocation *out)
{
  gtk_widget_get_clip (child->widget, out);
  if (child->rasterized) {
    GtkAllocation place;
    gtk_widget_get_allocation (child->widget, &place);
    place.x += child->raster_dx;
    place.y += child->raster_dy;
    gdk_rectangle_union (out, &place, out);
  }
}

static void check_kept_picture (CanvasChild *child);

/* Redraws where a child the canvas redraws was (`clip_before`, its clip then) and where it is
 * now, as GTK redraws a widget allocated elsewhere (gtk_widget_set_redraw_on_allocate). GTK
 * does it for every widget whose allocation changes, so a moved cell's every widget redrew
 * its area in turn; the canvas redraws a child only when it moved or changed in the canvas:
 * one that moved with the canvas is inside the area the canvas's own move redrew. */
static void
redraw_child (GtkWidget *canvas, CanvasChild *child, const GtkAllocation *clip_before)
{
  if (!child->redrawn_by_canvas || !gtk_widget_get_mapped (child->widget))
    return;
  GdkWindow *window = gtk_widget_get_window (canvas);
  if (window == NULL)
    return;
  GtkAllocation area;
  gtk_widget_get_clip (child->widget, &area);
  gdk_rectangle_union (&area, clip_before, &area);
  gdk_window_invalidate_rect (window, &area, FALSE);
}

/* The canvas's own size is what gtk_widget_set_size_request() sets (GTK applies it on top of
 * these zeros): children do not make it grow. */
static void
containment_canvas_get_preferred_width (GtkWidget *widget, gint *minimum, gint *natural)
{
  *minimum = 0;
  *natural = 0;
}

static void
containment_canvas_get_preferred_height (GtkWidget *widget, gint *minimum, gint *natural)
{
  *minimum = 0;
  *natural = 0;
}

static void
containment_canvas_size_allocate (GtkWidget *widget, GtkAllocation *allocation)
{
  ContainmentCanvas *self = CONTAINMENT_CANVAS (widget);
  ContainmentPictureCache *cache = cache_of (self);
  GtkAllocation previous;
  gtk_widget_get_allocation (widget, &previous);
  gtk_widget_set_allocation (widget, allocation);
  /* Whether this canvas is being moved whole, as the redraws' source or inside it: a child that
   * keeps its place in it moves with it and changes how nothing looks but what the source's
   * move changes. */
  gboolean carried = containment_picture_cache_carries (cache, widget) && previous.width == allocation->width && previous.height == allocation->height;
  for (GList *link = self->children; link != NULL; link = link->next) {
    CanvasChild *child = link->data;
    if (!gtk_widget_get_visible (child->widget))
      continue;
    if (!gtk_widget_get_child_visible (child->widget)) {
      /* Not shown (scrolled out of its scroll view, a table's spare cell): nothing in it is
       * allocated until it is shown again, which queues its allocation (see
       * set_child_visible_allocated). Asking its size keeps GTK's order (a request before an
       * allocation), so that the resize queued then reaches this canvas. */
      GtkRequisition unused;
      gtk_widget_get_preferred_size (child->widget, &unused, NULL);
      continue;
    }
    GtkAllocation place, before, clip_before;
    child_allocation (widget, child, &place);
    gtk_widget_get_allocation (child->widget, &before);
    gtk_widget_get_clip (child->widget, &clip_before);
    /* A child that keeps its size only moves: what GTK redraws for it changes how its
     * ancestors look, not how it looks. */
    gboolean moves_only = before.width == place.width && before.height == place.height;
    gboolean keeps_place = carried && moves_only && before.x - previous.x == place.x - allocation->x
                           && before.y - previous.y == place.y - allocation->y;
    /* A child that keeps its place leaves the source as it is (the canvas being carried). */
    ContainmentRedrawSource outer = { NULL, FALSE };
    if (!keeps_place)
      outer = containment_picture_cache_begin_redraws_from (cache, moves_only ? child->widget : NULL, FALSE);
    gtk_widget_size_allocate (child->widget, &place);
    /* Redrawn when it moved or changed in this canvas, as GTK would have: where it is, and its
     * clip, relative to the canvas before and after. */
    GtkAllocation after, clip_after;
    gtk_widget_get_allocation (child->widget, &after);
    gtk_widget_get_clip (child->widget, &clip_after);
    if (after.x - allocation->x != before.x - previous.x || after.y - allocation->y != before.y - previous.y
        || after.width != before.width || after.height != before.height
        || clip_after.x - after.x != clip_before.x - before.x || clip_after.y - after.y != clip_before.y - before.y
        || clip_after.width != clip_before.width || clip_after.height != clip_before.height)
      redraw_child (widget, child, &clip_before);
    if (!keeps_place)
      containment_picture_cache_end_redraws_from (cache, outer);
    check_kept_picture (child);
  }
  /* GTK clips what a widget draws to its clip: children past the canvas's edge widen it, so
   * that they are drawn there (a view is not clipped to its superview unless it asks). */
  GtkAllocation clip = *allocation;
  for (GList *link = self->children; link != NULL; link = link->next) {
    CanvasChild *child = link->data;
    if (!gtk_widget_get_visible (child->widget) || !gtk_widget_get_child_visible (child->widget))
      continue;
    GtkAllocation child_area;
    painted_area (child, &child_area);
    gdk_rectangle_union (&clip, &child_area, &clip);
  }
  gtk_widget_set_clip (widget, &clip);
}

/* A kept picture goes when the child is placed where not all of it is reported (see
 * containment_picture_can_keep): something could change there unseen, and show when the child
 * moves back. */
static void
check_kept_picture (CanvasChild *child)
{
  if (child->picture != NULL && !child->rasterized && !containment_picture_can_keep (child->picture))
    drop_raster (child);
}

static gboolean
containment_canvas_draw (GtkWidget *widget, cairo_t *cr)
{
  ContainmentCanvas *self = CONTAINMENT_CANVAS (widget);
  gint width = gtk_widget_get_allocated_width (widget);
  gint height = gtk_widget_get_allocated_height (widget);
  if (self->clips) {
    cairo_rectangle (cr, 0, 0, width, height);
    cairo_clip (cr);
  }
  if (self->has_background && self->background.alpha > 0) {
    gdk_cairo_set_source_rgba (cr, &self->background);
    cairo_rectangle (cr, 0, 0, width, height);
    cairo_fill (cr);
  }
  for (GList *link = self->children; link != NULL; link = link->next) {
    CanvasChild *child = link->data;
    /* A kept picture (see containment_picture_can_keep) shows the child as it is: it is painted
     * instead of the child's widgets until something in the child asks to be redrawn. */
    if ((child->rasterized || child->picture != NULL) && gtk_widget_is_drawable (child->widget)
        && !gtk_widget_get_has_window (child->widget)) {
      ContainmentPictureCache *cache = cache_of (self);
      cairo_surface_t *surface =
          containment_picture_cache_surface (cache, &child->picture, widget, child->widget, child->rasterized);
      if (surface != NULL) {
        GtkAllocation own, place;
        gtk_widget_get_allocation (widget, &own);
        gtk_widget_get_allocation (child->widget, &place);
        cairo_save (cr);
        cairo_set_source_surface (cr, surface, place.x - own.x + child->raster_dx, place.y - own.y + child->raster_dy);
        cairo_paint_with_alpha (cr, gtk_widget_get_opacity (child->widget));
        cairo_restore (cr);
        containment_picture_cache_count_paint (cache);
        continue;
      }
    }
    gtk_container_propagate_draw (GTK_CONTAINER (widget), child->widget, cr);
  }
  return FALSE;
}

static void
containment_canvas_unrealize (GtkWidget *widget)
{
  /* The pictures are like the window's surface: they go with it. */
  for (GList *link = CONTAINMENT_CANVAS (widget)->children; link != NULL; link = link->next)
    drop_raster (link->data);
  GTK_WIDGET_CLASS (containment_canvas_parent_class)->unrealize (widget);
}

static void
containment_canvas_add (GtkContainer *container, GtkWidget *widget)
{
  containment_canvas_put (GTK_WIDGET (container), widget, 0, 0);
}

static void
containment_canvas_remove (GtkContainer *container, GtkWidget *widget)
{
  ContainmentCanvas *self = CONTAINMENT_CANVAS (container);
  GList *link = NULL;
  CanvasChild *child = find_child (self, widget, &link);
  if (child == NULL)
    return;
  gboolean was_visible = gtk_widget_get_visible (widget);
  if (child->redrawn_by_canvas)
    gtk_widget_set_redraw_on_allocate (widget, TRUE);
  gtk_widget_unparent (widget);
  self->children = g_list_delete_link (self->children, link);
  free_child (child);
  if (was_visible && gtk_widget_get_visible (GTK_WIDGET (container)))
    gtk_widget_queue_resize (GTK_WIDGET (container));
}

static void
containment_canvas_forall (GtkContainer *container, gboolean include_internals, GtkCallback callback,
                           gpointer data)
{
  ContainmentCanvas *self = CONTAINMENT_CANVAS (container);
  GList *link = self->children;
  while (link != NULL) {
    CanvasChild *child = link->data;
    /* The callback may remove this child. */
    link = link->next;
    callback (child->widget, data);
  }
}

static GType
containment_canvas_child_type (GtkContainer *container)
{
  return GTK_TYPE_WIDGET;
}

static void
containment_canvas_finalize (GObject *object)
{
  ContainmentCanvas *self = CONTAINMENT_CANVAS (object);
  /* GtkContainer's destroy removed the children; nothing should be left. */
  g_list_free_full (self->children, free_child);
  self->children = NULL;
  g_clear_object (&self->cache);
  G_OBJECT_CLASS (containment_canvas_parent_class)->finalize (object);
}

/* Made when something asks, and then told what the adapter described (containment-accessible.h). */
static AtkObject *
containment_canvas_get_accessible (GtkWidget *widget)
{
  return containment_accessible_made (widget,
                                      GTK_WIDGET_CLASS (containment_canvas_parent_class)->get_accessible (widget));
}

static void
containment_canvas_class_init (ContainmentCanvasClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkContainerClass *container_class = GTK_CONTAINER_CLASS (klass);

  object_class->finalize = containment_canvas_finalize;
  widget_class->get_preferred_width = containment_canvas_get_preferred_width;
  widget_class->get_preferred_height = containment_canvas_get_preferred_height;
  widget_class->size_allocate = containment_canvas_size_allocate;
  widget_class->draw = containment_canvas_draw;
  widget_class->unrealize = containment_canvas_unrealize;
  widget_class->get_accessible = containment_canvas_get_accessible;
  container_class->add = containment_canvas_add;
  container_class->remove = containment_canvas_remove;
  container_class->forall = containment_canvas_forall;
  container_class->child_type = containment_canvas_child_type;
  gtk_widget_class_set_css_name (widget_class, "containment-canvas");
}

static void
containment_canvas_init (ContainmentCanvas *self)
{
  gtk_widget_set_has_window (GTK_WIDGET (self), FALSE);
  self->children = NULL;
}

GtkWidget *
containment_canvas_new (void)
{
  return g_object_new (CONTAINMENT_TYPE_CANVAS, NULL);
}

void
containment_canvas_put (GtkWidget *canvas, GtkWidget *widget, gint x, gint y)
{
  g_return_if_fail (CONTAINMENT_IS_CANVAS (canvas));
  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (gtk_widget_get_parent (widget) == NULL);
  ContainmentCanvas *self = CONTAINMENT_CANVAS (canvas);
  CanvasChild *child = g_new (CanvasChild, 1);
  child->widget = widget;
  child->x = x;
  child->y = y;
  child->rasterized = FALSE;
  child->picture = NULL;
  child->raster_dx = 0;
  child->raster_dy = 0;
  /* The views' own widgets, which draw nothing outside their clip and own no window. */
  child->redrawn_by_canvas = CONTAINMENT_IS_CANVAS (widget) || CONTAINMENT_IS_LABEL (widget);
  if (child->redrawn_by_canvas)
    gtk_widget_set_redraw_on_allocate (widget, FALSE);
  self->children = g_list_append (self->children, child);
  gtk_widget_set_parent (widget, canvas);
}

/* Whether `child` can be re-allocated now without a layout pass: both are visible and
 * allocated, and the child's minimum size is the size it has. */
static gboolean
can_move_at_once (GtkWidget *canvas, CanvasChild *child, GtkAllocation *place)
{
  if (!gtk_widget_get_visible (canvas) || !gtk_widget_get_visible (child->widget))
    return FALSE;
  if (!gtk_widget_get_realized (canvas) || !gtk_widget_get_child_visible (child->widget))
    return FALSE;
  GtkAllocation current;
  gtk_widget_get_allocation (child->widget, &current);
  /* A widget never allocated has a 1 × 1 allocation at -1, -1. */
  if (current.x == -1 && current.y == -1 && current.width == 1 && current.height == 1)
    return FALSE;
  child_allocation (canvas, child, place);
  return place->width == current.width && place->height == current.height;
}

void
containment_canvas_move (GtkWidget *canvas, GtkWidget *widget, gint x, gint y)
{
  g_return_if_fail (CONTAINMENT_IS_CANVAS (canvas));
  CanvasChild *child = find_child (CONTAINMENT_CANVAS (canvas), widget, NULL);
  g_return_if_fail (child != NULL);
  if (child->x == x && child->y == y)
    return;
  child->x = x;
  child->y = y;
  GtkAllocation place;
  if (can_move_at_once (canvas, child, &place)) {
    /* Its old and new areas are redrawn (redraw_child, or GTK for a widget of another kind). */
    ContainmentPictureCache *cache = cache_of (CONTAINMENT_CANVAS (canvas));
    ContainmentRedrawSource outer = containment_picture_cache_begin_redraws_from (cache, widget, FALSE);
    GtkAllocation clip_before;
    gtk_widget_get_clip (widget, &clip_before);
    gtk_widget_size_allocate (widget, &place);
    redraw_child (canvas, child, &clip_before);
    containment_picture_cache_end_redraws_from (cache, outer);
    check_kept_picture (child);
    /* Widen the canvas's clip over the child's new place (gtk_widget_set_clip widens the
     * ancestors' in turn); the next full allocation narrows it again. */
    GtkAllocation clip, child_clip;
    gtk_widget_get_clip (canvas, &clip);
    gtk_widget_get_clip (widget, &child_clip);
    gdk_rectangle_union (&clip, &child_clip, &clip);
    gtk_widget_set_clip (canvas, &clip);
    containment_picture_cache_count_move (cache, TRUE);
  } else if (gtk_widget_get_visible (widget) && gtk_widget_get_visible (canvas)
             && gtk_widget_get_child_visible (widget)) {
    /* A child that is not shown (scrolled out, in a table's reuse queue) keeps its new place
     * until it is shown again, which queues its allocation (set_child_visible_allocated). */
    gtk_widget_queue_resize (canvas);
    containment_picture_cache_count_move (cache_of (CONTAINMENT_CANVAS (canvas)), FALSE);
  }
}

gboolean
containment_canvas_restack (GtkWidget *canvas, GtkWidget *const *order, guint count)
{
  g_return_val_if_fail (CONTAINMENT_IS_CANVAS (canvas), FALSE);
  ContainmentCanvas *self = CONTAINMENT_CANVAS (canvas);
  GPtrArray *before = g_ptr_array_new ();
  for (GList *link = self->children; link != NULL; link = link->next)
    g_ptr_array_add (before, ((CanvasChild *) link->data)->widget);
  /* Take the listed children out, in the order given (a widget listed twice counts once). */
  GList *listed = NULL;
  for (guint index = 0; index < count; index++) {
    GList *link = NULL;
    if (find_child (self, order[index], &link) == NULL)
      continue;
    self->children = g_list_remove_link (self->children, link);
    listed = g_list_concat (link, listed);
  }
  /* What is left (unlisted, in its order) stays at the back; the listed ones go on top. */
  self->children = g_list_concat (self->children, g_list_reverse (listed));
  gboolean changed = FALSE;
  guint index = 0;
  for (GList *link = self->children; link != NULL; link = link->next, index++) {
    if (((CanvasChild *) link->data)->widget != g_ptr_array_index (before, index)) {
      changed = TRUE;
      break;
    }
  }
  g_ptr_array_free (before, TRUE);
  if (changed)
    gtk_widget_queue_draw (canvas);
  return changed;
}

void
containment_canvas_set_child_rasterized (GtkWidget *canvas, GtkWidget *widget, gboolean rasterized)
{
  g_return_if_fail (CONTAINMENT_IS_CANVAS (canvas));
  CanvasChild *child = find_child (CONTAINMENT_CANVAS (canvas), widget, NULL);
  g_return_if_fail (child != NULL);
  rasterized = rasterized != FALSE;
  if (child->rasterized == rasterized)
    return;
  child->rasterized = rasterized;
  /* A kept picture serves a slide while the child's windows are where they were: GDK may not
   * have reported a move of one where it did not show. */
  if (rasterized ? !containment_picture_windows_unchanged (child->picture)
                 : !containment_picture_can_keep (child->picture))
    drop_raster (child);
  ContainmentPictureCache *cache = cache_of (CONTAINMENT_CANVAS (canvas));
  containment_picture_cache_begin_unchanged (cache);
  if (!rasterized && (child->raster_dx != 0 || child->raster_dy != 0)) {
    /* Where the picture was painted is redrawn too (in window coordinates, as allocations). */
    GtkAllocation place;
    gtk_widget_get_allocation (widget, &place);
    GdkRectangle painted = { place.x + child->raster_dx, place.y + child->raster_dy, place.width, place.height };
    if (gtk_widget_get_window (canvas) != NULL)
      gdk_window_invalidate_rect (gtk_widget_get_window (canvas), &painted, TRUE);
    child->raster_dx = 0;
    child->raster_dy = 0;
  }
  /* Drawn live again: what changed meanwhile shows now. */
  if (!rasterized)
    gtk_widget_queue_draw (widget);
  containment_picture_cache_end_unchanged (cache);
}

gboolean
containment_canvas_get_child_rasterized (GtkWidget *canvas, GtkWidget *widget)
{
  g_return_val_if_fail (CONTAINMENT_IS_CANVAS (canvas), FALSE);
  CanvasChild *child = find_child (CONTAINMENT_CANVAS (canvas), widget, NULL);
  return child != NULL && child->rasterized;
}

void
containment_canvas_set_background (GtkWidget *canvas, gboolean has_background, gdouble red, gdouble green,
                                   gdouble blue, gdouble alpha)
{
  g_return_if_fail (CONTAINMENT_IS_CANVAS (canvas));
  ContainmentCanvas *self = CONTAINMENT_CANVAS (canvas);
  GdkRGBA color = { red, green, blue, alpha };
  has_background = has_background != FALSE;
  if (self->has_background == has_background && (!has_background || gdk_rgba_equal (&self->background, &color)))
    return;
  self->has_background = has_background;
  self->background = color;
  gtk_widget_queue_draw (canvas);
}

void
containment_canvas_set_clips (GtkWidget *canvas, gboolean clips)
{
  g_return_if_fail (CONTAINMENT_IS_CANVAS (canvas));
  ContainmentCanvas *self = CONTAINMENT_CANVAS (canvas);
  clips = clips != FALSE;
  if (self->clips == clips)
    return;
  self->clips = clips;
  gtk_widget_queue_draw (canvas);
}

void
containment_canvas_set_child_raster_offset (GtkWidget *canvas, GtkWidget *widget, gint dx, gint dy)
{
  g_return_if_fail (CONTAINMENT_IS_CANVAS (canvas));
  CanvasChild *child = find_child (CONTAINMENT_CANVAS (canvas), widget, NULL);
  g_return_if_fail (child != NULL);
  if (!child->rasterized || (child->raster_dx == dx && child->raster_dy == dy))
    return;
  GtkAllocation place;
  gtk_widget_get_allocation (widget, &place);
  /* In the coordinates of the window the canvas draws in, as allocations are. */
  GdkRectangle before = { place.x + child->raster_dx, place.y + child->raster_dy, place.width, place.height };
  child->raster_dx = dx;
  child->raster_dy = dy;
  if (!gtk_widget_is_drawable (widget))
    return;
  /* Widen the canvas's clip (and so its ancestors') over the picture's new place. */
  GtkAllocation clip, area;
  gtk_widget_get_clip (canvas, &clip);
  painted_area (child, &area);
  gdk_rectangle_union (&clip, &area, &clip);
  gtk_widget_set_clip (canvas, &clip);
  /* Where the picture was and where it is now, in one request: a slide's steps overlap. */
  GdkRectangle after = { place.x + dx, place.y + dy, place.width, place.height };
  GdkRectangle both;
  gdk_rectangle_union (&before, &after, &both);
  ContainmentPictureCache *cache = cache_of (CONTAINMENT_CANVAS (canvas));
  ContainmentRedrawSource outer = containment_picture_cache_begin_redraws_from (cache, widget, FALSE);
  gdk_window_invalidate_rect (gtk_widget_get_window (canvas), &both, TRUE);
  containment_picture_cache_end_redraws_from (cache, outer);
}

void
containment_canvas_set_picture_cache (GtkWidget *canvas, ContainmentPictureCache *cache)
{
  g_return_if_fail (CONTAINMENT_IS_CANVAS (canvas));
  g_return_if_fail (cache == NULL || CONTAINMENT_IS_PICTURE_CACHE (cache));
  ContainmentCanvas *self = CONTAINMENT_CANVAS (canvas);
  if (self->cache == cache)
    return;
  /* The pictures taken so far are the old cache's. */
  for (GList *link = self->children; link != NULL; link = link->next)
    drop_raster (link->data);
  g_clear_object (&self->cache);
  if (cache != NULL)
    self->cache = g_object_ref (cache);
}

void
containment_canvas_queue_draw_unchanged (GtkWidget *widget)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));
  ContainmentPictureCache *cache = containment_canvas_find_cache (widget);
  containment_picture_cache_begin_unchanged (cache);
  gtk_widget_queue_draw (widget);
  containment_picture_cache_end_unchanged (cache);
}

/* The cache of the canvas `child` is in. */
static ContainmentPictureCache *
parent_cache (GtkWidget *child)
{
  GtkWidget *parent = gtk_widget_get_parent (child);
  return parent != NULL ? containment_canvas_find_cache (parent) : NULL;
}

void
containment_canvas_set_child_shown_as_is (GtkWidget *widget, gboolean shown, gboolean seen)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));
  containment_picture_cache_set_shown_as_is (parent_cache (widget), widget, shown, seen);
}

void
containment_canvas_set_child_shown (GtkWidget *widget, gboolean shown)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));
  containment_picture_cache_set_shown (parent_cache (widget), widget, shown);
}

void
containment_canvas_restack_windows (GtkWidget *canvas, GdkWindow *const *windows, guint count)
{
  g_return_if_fail (GTK_IS_WIDGET (canvas));
  /* Putting the windows back in drawing order changes how no view looks. */
  ContainmentPictureCache *cache = containment_canvas_find_cache (canvas);
  containment_picture_cache_begin_unchanged (cache);
  for (guint index = 0; index < count; index++)
    gdk_window_raise (windows[index]);
  containment_picture_cache_end_unchanged (cache);
}
