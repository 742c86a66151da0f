// ContainmentCanvas: see include/containment-canvas.h for what it is and why it is not a GtkFixed.

#include "containment-canvas.h"
#include "containment-canvas-testing.h"

typedef struct {
  GtkWidget *widget;
  gint x;
  gint y;
  /* Whether the child is drawn from `raster` (rendered at the next draw when NULL). While it is
   * not, `raster` may still hold the picture taken at its last slide, kept for the next one (see
   * `keeps_picture`) and painted instead of the widgets. */
  gboolean rasterized;
  cairo_surface_t *raster;
  /* What GTK asked to redraw in the child since `raster` was drawn, in the child's coordinates
   * (NULL: nothing): drawn again into the picture before it is next painted, as Core Animation
   * redraws only the invalid rectangle of a layer's backing store. */
  cairo_region_t *damage;
  /* The child's size when `raster` was rendered. */
  gint raster_width;
  gint raster_height;
  /* Where the picture is painted, from the child's allocation. */
  gint raster_dx;
  gint raster_dy;
  /* Where the child's GdkWindows were when `raster` was rendered (see `window_places`). */
  GArray *raster_windows;
  /* When the picture was last drawn into (rendered, or its damage drawn again), on
   * `picture_clock`. */
  guint drawn_at;
} CanvasChild;

/* One GdkWindow of a child: where it is (a window of the child itself from the child's
 * allocation, a window inside those from its parent window), and its size. */
typedef struct {
  GdkWindow *window;
  gint x;
  gint y;
  gint width;
  gint height;
} WindowPlace;

struct _ContainmentCanvas {
  GtkContainer parent_instance;
  /* CanvasChild *, back to front (drawing order). */
  GList *children;
  gboolean has_background;
  GdkRGBA background;
  gboolean clips;
};

G_DEFINE_TYPE (ContainmentCanvas, containment_canvas, GTK_TYPE_CONTAINER)

static guint64 immediate_moves = 0;
static guint64 queued_moves = 0;
static guint64 rasters_rendered = 0;
static guint64 rasters_painted = 0;
static guint64 rasters_repaired = 0;

/* Larger pictures than this are not worth their memory: such a child is drawn live. */
#define MAXIMUM_RASTER_SIDE 4096

static guint64 rasters_live = 0;

/* Every child holding a picture, in any canvas: what a redraw request is checked against. */
static GList *children_with_pictures = NULL;

/* Above zero while a redraw is asked for that changes how nothing looks (a child going live
 * where its picture showed, a window redrawn whole): no picture is dropped for it. */
static gint unchanged_redraws = 0;

/* Counts pictures rendered and children hidden as they are (see
 * containment_canvas_set_child_shown_as_is), so that the two can be ordered: a picture rendered
 * after a child was hidden does not hold that child. */
static guint picture_clock = 0;

/* On a widget hidden as it is (see containment_canvas_set_child_shown_as_is), its mark: the
 * hiding's moment on `picture_clock`, and whether it was seen (the low bit); 0 when not hidden so. */
#define HIDDEN_AS_IS_KEY "containment-canvas-hidden-as-is"

static guint
hidden_mark (GtkWidget *widget)
{
  return GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (widget), HIDDEN_AS_IS_KEY));
}

static gboolean
mark_was_seen (guint mark)
{
  return (mark & 1) != 0;
}

static guint
mark_moment (guint mark)
{
  return mark >> 1;
}

/* While set, the redraws asked for come from a change of this widget alone: they change how its
 * ancestors look, and how it and what is in it look when `redraw_source_changes` (shown or
 * hidden), not when it only moves (its allocation, or where its picture is painted). Siblings
 * and others under the same area look as they did. */
static GtkWidget *redraw_source = NULL;
static gboolean redraw_source_changes = FALSE;

/* Whether the redraws asked for now can change how `child` looks. */
static gboolean
affected_by_redraws (CanvasChild *child)
{
  if (redraw_source == NULL)
    return TRUE;
  if (gtk_widget_is_ancestor (redraw_source, child->widget))
    return TRUE;
  return redraw_source_changes
         && (child->widget == redraw_source || gtk_widget_is_ancestor (child->widget, redraw_source));
}

typedef struct {
  GtkWidget *widget;
  gboolean changes;
} RedrawSource;

/* From now on, the redraws asked for come from `source` (see `redraw_source`); returns the
 * source before, for end_redraws_from(). */
static RedrawSource
begin_redraws_from (GtkWidget *source, gboolean changes)
{
  RedrawSource outer = { redraw_source, redraw_source_changes };
  redraw_source = source;
  redraw_source_changes = changes;
  return outer;
}

static void
end_redraws_from (RedrawSource outer)
{
  redraw_source = outer.widget;
  redraw_source_changes = outer.changes;
}

static void
drop_raster (CanvasChild *child)
{
  if (child->raster != NULL) {
    cairo_surface_destroy (child->raster);
    child->raster = NULL;
    rasters_live--;
    children_with_pictures = g_list_remove (children_with_pictures, child);
  }
  g_clear_pointer (&child->raster_windows, g_array_unref);
  g_clear_pointer (&child->damage, cairo_region_destroy);
}

/* Something in `child` looks different from its picture now, in `part` of it (in the child's
 * coordinates; NULL: anywhere): that part is drawn again into the picture before it is next
 * painted. */
static void
damage_picture (CanvasChild *child, const cairo_region_t *part)
{
  if (part == NULL) {
    GtkAllocation place;
    gtk_widget_get_allocation (child->widget, &place);
    cairo_rectangle_int_t all = { 0, 0, place.width, place.height };
    g_clear_pointer (&child->damage, cairo_region_destroy);
    child->damage = cairo_region_create_rectangle (&all);
    return;
  }
  if (child->damage == NULL)
    child->damage = cairo_region_create ();
  cairo_region_union (child->damage, part);
}

/* Draws the damaged part of `child`'s picture again from its widgets; the rest stays as it was. */
static void
repair_raster (CanvasChild *child)
{
  cairo_t *cr = cairo_create (child->raster);
  gdk_cairo_region (cr, child->damage);
  cairo_clip (cr);
  cairo_save (cr);
  cairo_set_operator (cr, CAIRO_OPERATOR_CLEAR);
  cairo_paint (cr);
  cairo_restore (cr);
  gtk_widget_draw (child->widget, cr);
  cairo_destroy (cr);
  g_clear_pointer (&child->damage, cairo_region_destroy);
  child->drawn_at = ++picture_clock;
  rasters_repaired++;
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
  GtkAllocation previous;
  gtk_widget_get_allocation (widget, &previous);
  gtk_widget_set_allocation (widget, allocation);
  /* Whether this canvas is being moved whole, as the redraws' source or inside it: a child that
   * keeps its place in it moves with it and changes how nothing looks but what the source's
   * move changes. */
  gboolean carried = redraw_source != NULL && !redraw_source_changes
                     && (redraw_source == widget || gtk_widget_is_ancestor (widget, redraw_source))
                     && previous.width == allocation->width && previous.height == allocation->height;
  for (GList *link = self->children; link != NULL; link = link->next) {
    CanvasChild *child = link->data;
    if (!gtk_widget_get_visible (child->widget))
      continue;
    GtkAllocation place, before;
    child_allocation (widget, child, &place);
    gtk_widget_get_allocation (child->widget, &before);
    /* A child that keeps its size only moves: what GTK redraws for it changes how its
     * ancestors look, not how it looks. */
    gboolean moves_only = before.width == place.width && before.height == place.height;
    gboolean keeps_place = carried && moves_only && before.x - previous.x == place.x - allocation->x
                           && before.y - previous.y == place.y - allocation->y;
    RedrawSource outer = keeps_place ? begin_redraws_from (redraw_source, FALSE)
                                     : begin_redraws_from (moves_only ? child->widget : NULL, FALSE);
    gtk_widget_size_allocate (child->widget, &place);
    end_redraws_from (outer);
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

/* Marks windows whose invalidate handler is the canvases' (see containment_canvas_watch_redraws_in). */
#define WATCHED_KEY "containment-canvas-watches"
#define MAY_WATCH_KEY "containment-canvas-may-watch"

static gboolean
is_watched (GdkWindow *window)
{
  return g_object_get_data (G_OBJECT (window), WATCHED_KEY) != NULL;
}

/* The area of `child`'s allocation in the coordinates of `window`, the window it draws in or one
 * of that window's ancestors; FALSE when `window` is neither. */
static gboolean
area_in_window (CanvasChild *child, GdkWindow *window, GdkRectangle *area)
{
  GtkAllocation place;
  gtk_widget_get_allocation (child->widget, &place);
  *area = place;
  for (GdkWindow *level = gtk_widget_get_window (child->widget); level != NULL; level = gdk_window_get_parent (level)) {
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
  if (unchanged_redraws > 0)
    return;
  for (GList *link = children_with_pictures; link != NULL; link = link->next) {
    CanvasChild *child = link->data;
    GdkRectangle area;
    if (!affected_by_redraws (child))
      continue;
    if (!area_in_window (child, window, &area))
      continue;
    if (cairo_region_contains_rectangle (region, &area) == CAIRO_REGION_OVERLAP_OUT)
      continue;
    cairo_region_t *part = cairo_region_copy (region);
    cairo_region_intersect_rectangle (part, &area);
    cairo_region_translate (part, -area.x, -area.y);
    damage_picture (child, part);
    cairo_region_destroy (part);
  }
}

/* Watches the redraws in the windows from `window` up to its toplevel that the canvases may
 * watch: the toplevel's, and those of widgets given to containment_canvas_watch_redraws_in (GTK
 * itself sets invalidate handlers only on the inner windows of viewports and text views, for
 * their own pixel caches). */
static void
watch_redraws (GdkWindow *window)
{
  for (GdkWindow *level = window; level != NULL; level = gdk_window_get_parent (level)) {
    gpointer owner = NULL;
    gdk_window_get_user_data (level, &owner);
    gboolean may_watch = gdk_window_get_toplevel (level) == level
                         || (owner != NULL && g_object_get_data (G_OBJECT (owner), MAY_WATCH_KEY) != NULL);
    if (may_watch && !is_watched (level)) {
      gdk_window_set_invalidate_handler (level, window_invalidated);
      g_object_set_data (G_OBJECT (level), WATCHED_KEY, GINT_TO_POINTER (1));
    }
    if (gdk_window_get_toplevel (level) == level)
      return;
  }
}

/* Whether GDK reports every redraw inside `child` to a watched window: the windows from the one
 * the child draws in up to that watched window (which hears of redraws past its own edges)
 * show all of the child, and none of them is native (GDK stops there). */
static gboolean
reports_whole (CanvasChild *child)
{
  GtkAllocation place;
  gtk_widget_get_allocation (child->widget, &place);
  GdkRectangle area = place;
  for (GdkWindow *level = gtk_widget_get_window (child->widget); level != NULL; level = gdk_window_get_parent (level)) {
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
window_places (CanvasChild *child)
{
  GArray *places = g_array_new (FALSE, FALSE, sizeof (WindowPlace));
  GdkWindow *window = gtk_widget_get_window (child->widget);
  if (window == NULL)
    return places;
  GtkAllocation own;
  gtk_widget_get_allocation (child->widget, &own);
  for (GList *link = gdk_window_peek_children (window); link != NULL; link = link->next) {
    gpointer owner = NULL;
    gdk_window_get_user_data (link->data, &owner);
    if (owner != NULL && GTK_IS_WIDGET (owner)
        && (owner == child->widget || gtk_widget_is_ancestor (owner, child->widget)))
      add_window_places (places, link->data, own.x, own.y);
  }
  return places;
}

/* Whether `child`'s GdkWindows are where they were when its picture was rendered. */
static gboolean
windows_unchanged (CanvasChild *child)
{
  if (child->raster_windows == NULL)
    return FALSE;
  GArray *now = window_places (child);
  gboolean same = now->len == child->raster_windows->len;
  for (guint index = 0; same && index < now->len; index++) {
    WindowPlace *a = &g_array_index (now, WindowPlace, index);
    WindowPlace *b = &g_array_index (child->raster_windows, WindowPlace, index);
    same = a->window == b->window && a->x == b->x && a->y == b->y && a->width == b->width
           && a->height == b->height;
  }
  g_array_unref (now);
  return same;
}

static gboolean hidden_as_is (GtkWidget *widget);
static void set_child_visible_allocated (GtkWidget *widget, gboolean shown);

/* Whether `child`'s picture can be kept after its slide for the next one: GDK would report any
 * redraw in all of it, even off screen (a part where no redraw is reported could change unseen),
 * its windows did not move, and it is mapped or hidden as it is (whoever changes it then says
 * so). What is redrawn in it from then on is drawn again into the picture (see `damage`). */
static gboolean
keeps_picture (CanvasChild *child)
{
  if (child->raster == NULL || (!gtk_widget_get_mapped (child->widget) && !hidden_as_is (child->widget)))
    return FALSE;
  return reports_whole (child) && windows_unchanged (child);
}

/* A kept picture goes when the child is placed where not all of it is reported (see
 * keeps_picture): something could change there unseen, and show when the child moves back. */
static void
check_kept_picture (CanvasChild *child)
{
  if (child->raster != NULL && !child->rasterized && !keeps_picture (child))
    drop_raster (child);
}

/* Renders `child`'s widgets, at its allocated size, into a surface like the canvas's window: at
 * the window's scale factor (GDK_SCALE=2 gives twice the pixels each way, with that device scale),
 * so that a sliding picture is as sharp as the widgets drawn live. */
static cairo_surface_t *
render_raster (GtkWidget *canvas, CanvasChild *child)
{
  GtkAllocation place;
  gtk_widget_get_allocation (child->widget, &place);
  GdkWindow *window = gtk_widget_get_window (canvas);
  if (window == NULL || place.width <= 0 || place.height <= 0 || place.width > MAXIMUM_RASTER_SIDE
      || place.height > MAXIMUM_RASTER_SIDE)
    return NULL;
  cairo_surface_t *surface =
      gdk_window_create_similar_surface (window, CAIRO_CONTENT_COLOR_ALPHA, place.width, place.height);
  cairo_t *cr = cairo_create (surface);
  gtk_widget_draw (child->widget, cr);
  cairo_destroy (cr);
  rasters_rendered++;
  rasters_live++;
  children_with_pictures = g_list_prepend (children_with_pictures, child);
  g_clear_pointer (&child->damage, cairo_region_destroy);
  child->raster_windows = window_places (child);
  child->drawn_at = ++picture_clock;
  /* Watch what GTK redraws around the child from now on. */
  watch_redraws (gtk_widget_get_window (child->widget));
  return surface;
}

/* Whether `raster` was rendered at the scale of `canvas`'s window now (a kept picture may be
 * older than a change of monitor or of GDK_SCALE). */
static gboolean
has_window_scale (cairo_surface_t *raster, GtkWidget *canvas)
{
  gdouble x_scale = 1, y_scale = 1;
  cairo_surface_get_device_scale (raster, &x_scale, &y_scale);
  return (gint) x_scale == gtk_widget_get_scale_factor (canvas) && (gint) y_scale == gtk_widget_get_scale_factor (canvas);
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
    /* A kept picture (see keeps_picture) shows the child as it is: it is painted instead of the
     * child's widgets until something in the child asks to be redrawn. */
    if ((child->rasterized || child->raster != NULL) && gtk_widget_is_drawable (child->widget)
        && !gtk_widget_get_has_window (child->widget)) {
      GtkAllocation own, place;
      gtk_widget_get_allocation (widget, &own);
      gtk_widget_get_allocation (child->widget, &place);
      if (child->raster != NULL && (child->raster_width != place.width || child->raster_height != place.height
                                    || !has_window_scale (child->raster, widget)))
        drop_raster (child);
      if (child->raster == NULL && child->rasterized) {
        child->raster = render_raster (widget, child);
        child->raster_width = place.width;
        child->raster_height = place.height;
      }
      if (child->raster != NULL && child->damage != NULL)
        repair_raster (child);
      if (child->raster != NULL) {
        cairo_save (cr);
        cairo_set_source_surface (cr, child->raster, place.x - own.x + child->raster_dx,
                                  place.y - own.y + child->raster_dy);
        cairo_paint_with_alpha (cr, gtk_widget_get_opacity (child->widget));
        cairo_restore (cr);
        rasters_painted++;
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
  G_OBJECT_CLASS (containment_canvas_parent_class)->finalize (object);
}

static gboolean style_updated_hook (GSignalInvocationHint *hint, guint n_params, const GValue *params, gpointer data);

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
  /* Every widget's restyling (a theme, a style provider, the window's backdrop state), heard once
   * for the whole process. */
  g_signal_add_emission_hook (g_signal_lookup ("style-updated", GTK_TYPE_WIDGET), 0, style_updated_hook, NULL, NULL);
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
  child->raster = NULL;
  child->damage = NULL;
  child->drawn_at = 0;
  child->raster_width = 0;
  child->raster_height = 0;
  child->raster_dx = 0;
  child->raster_dy = 0;
  child->raster_windows = NULL;
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
    /* GTK invalidates the child's old and new areas. */
    RedrawSource outer = begin_redraws_from (widget, FALSE);
    gtk_widget_size_allocate (widget, &place);
    end_redraws_from (outer);
    check_kept_picture (child);
    /* Widen the canvas's clip over the child's new place (gtk_widget_set_clip widens the
     * ancestors' in turn); the next full allocation narrows it again. */
    GtkAllocation clip, child_clip;
    gtk_widget_get_clip (canvas, &clip);
    gtk_widget_get_clip (widget, &child_clip);
    gdk_rectangle_union (&clip, &child_clip, &clip);
    gtk_widget_set_clip (canvas, &clip);
    immediate_moves++;
  } else if (gtk_widget_get_visible (widget) && gtk_widget_get_visible (canvas)) {
    gtk_widget_queue_resize (canvas);
    queued_moves++;
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
containment_canvas_move_counts (guint64 *immediate, guint64 *queued)
{
  if (immediate != NULL)
    *immediate = immediate_moves;
  if (queued != NULL)
    *queued = queued_moves;
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
  if (rasterized ? !windows_unchanged (child) : !keeps_picture (child))
    drop_raster (child);
  unchanged_redraws++;
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
  unchanged_redraws--;
}

gboolean
containment_canvas_get_child_rasterized (GtkWidget *canvas, GtkWidget *widget)
{
  g_return_val_if_fail (CONTAINMENT_IS_CANVAS (canvas), FALSE);
  CanvasChild *child = find_child (CONTAINMENT_CANVAS (canvas), widget, NULL);
  return child != NULL && child->rasterized;
}

void
containment_canvas_raster_counts (guint64 *rendered, guint64 *painted)
{
  if (rendered != NULL)
    *rendered = rasters_rendered;
  if (painted != NULL)
    *painted = rasters_painted;
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
  RedrawSource outer = begin_redraws_from (widget, FALSE);
  gdk_window_invalidate_rect (gtk_widget_get_window (canvas), &both, TRUE);
  end_redraws_from (outer);
}

void
containment_canvas_raster_repairs (guint64 *repaired)
{
  if (repaired != NULL)
    *repaired = rasters_repaired;
}

guint64
containment_canvas_live_rasters (void)
{
  return rasters_live;
}

void
containment_canvas_queue_draw_unchanged (GtkWidget *widget)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));
  unchanged_redraws++;
  gtk_widget_queue_draw (widget);
  unchanged_redraws--;
}

void
containment_canvas_watch_redraws_in (GtkWidget *widget)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_object_set_data (G_OBJECT (widget), MAY_WATCH_KEY, GINT_TO_POINTER (1));
}

/* Has all of every picture that holds `widget` (its ancestors', and with `own` its own) drawn
 * again before it is next painted. With `drawn_after`, only of those drawn into after that
 * moment on `picture_clock`. */
static void
damage_pictures_holding (GtkWidget *widget, gboolean own, guint drawn_after)
{
  for (GList *link = children_with_pictures; link != NULL; link = link->next) {
    CanvasChild *child = link->data;
    if (child->drawn_at <= drawn_after)
      continue;
    if (child->widget == widget ? !own : !gtk_widget_is_ancestor (widget, child->widget))
      continue;
    damage_picture (child, NULL);
  }
}

void
containment_canvas_set_child_shown_as_is (GtkWidget *widget, gboolean shown, gboolean seen)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));
  guint mark = hidden_mark (widget);
  if (shown) {
    if (mark == 0) {
      containment_canvas_set_child_shown (widget, TRUE);
      return;
    }
    g_object_set_data (G_OBJECT (widget), HIDDEN_AS_IS_KEY, NULL);
    seen = mark_was_seen (mark);
    /* A picture drawn into while the child was hidden does not hold it there. */
    damage_pictures_holding (widget, TRUE, mark_moment (mark));
  } else {
    if (!gtk_widget_get_child_visible (widget))
      return;
    /* Hiding takes the keyboard focus out of the child, which changes how the focused widget
     * looks: it is taken first, as GTK would, so that what the focused widget redraws counts as a
     * change and the hiding itself does not. */
    GtkWidget *toplevel = gtk_widget_get_toplevel (widget);
    GtkWidget *focus = GTK_IS_WINDOW (toplevel) ? gtk_window_get_focus (GTK_WINDOW (toplevel)) : NULL;
    if (focus != NULL && (focus == widget || gtk_widget_is_ancestor (focus, widget)))
      gtk_window_set_focus (GTK_WINDOW (toplevel), NULL);
    g_object_set_data (G_OBJECT (widget), HIDDEN_AS_IS_KEY, GUINT_TO_POINTER ((++picture_clock << 1) | (seen ? 1 : 0)));
  }
  if (seen) {
    /* Like a move: how the ancestors look changes, not how the child does. */
    RedrawSource outer = begin_redraws_from (widget, FALSE);
    set_child_visible_allocated (widget, shown);
    end_redraws_from (outer);
  } else {
    unchanged_redraws++;
    set_child_visible_allocated (widget, shown);
    unchanged_redraws--;
  }
}

/* Whether `widget` is unmapped only because it, or a widget it is in, was hidden as it is and
 * seen to go (a view's `isHidden`, as a closed drawer's page): GTK reports no redraw in it, but
 * whoever changes it says so (see containment_canvas_child_changed_unseen), so a picture of it
 * can be kept for when it shows again. Not one unmapped because no one sees it (every page under
 * a navigation stack's top): those are many, and their pictures would only take memory. */
static gboolean
hidden_as_is (GtkWidget *widget)
{
  for (GtkWidget *level = widget; level != NULL; level = gtk_widget_get_parent (level)) {
    if (gtk_widget_get_mapped (level))
      return FALSE;
    if (!gtk_widget_get_visible (level) || !gtk_widget_get_child_visible (level))
      return mark_was_seen (hidden_mark (level));
  }
  return FALSE;
}

/* A widget was restyled (a new theme or style provider, the window's backdrop state), which
 * changes how it looks: GTK redraws it where it is mapped, and reports nothing where it is not,
 * so the pictures holding an unmapped one are drawn again whole. */
static gboolean
style_updated_hook (GSignalInvocationHint *hint, guint n_params, const GValue *params, gpointer data)
{
  if (children_with_pictures != NULL && n_params > 0) {
    GtkWidget *widget = g_value_get_object (&params[0]);
    if (widget != NULL && !gtk_widget_get_mapped (widget))
      damage_pictures_holding (widget, TRUE, 0);
  }
  return TRUE;
}

void
containment_canvas_child_changed_unseen (GtkWidget *widget, gboolean itself)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));
  damage_pictures_holding (widget, itself, 0);
}

void
containment_canvas_restack_windows (GdkWindow *const *windows, guint count)
{
  /* Putting the windows back in drawing order changes how no view looks. */
  unchanged_redraws++;
  for (guint index = 0; index < count; index++)
    gdk_window_raise (windows[index]);
  unchanged_redraws--;
}

/* Makes `widget` child-visible or not. Hiding a child this way keeps its place in the layout,
 * but GTK queues no resize when the child shows again (gtk_widget_show does, on the parent):
 * a resize queued inside it while it was hidden (a text field restyled as it lost the keyboard
 * focus) then waits for a layout pass that never comes to it, and drawing the child trips
 * `gtk_widget_draw: assertion '!widget->priv->alloc_needed_on_child'`. Showing it queues the
 * resize that showing a widget queues. */
static void
set_child_visible_allocated (GtkWidget *widget, gboolean shown)
{
  gtk_widget_set_child_visible (widget, shown);
  if (shown)
    gtk_widget_queue_resize (widget);
}

void
containment_canvas_set_child_shown (GtkWidget *widget, gboolean shown)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_object_set_data (G_OBJECT (widget), HIDDEN_AS_IS_KEY, NULL);
  RedrawSource outer = begin_redraws_from (widget, TRUE);
  set_child_visible_allocated (widget, shown);
  end_redraws_from (outer);
}
