#include "containment-scroll-port.h"

/* One axis: the range and offset the adapter asked for, and the page it last knew. */
typedef struct {
  gdouble lower;
  gdouble upper;
  gdouble value;
  gdouble page;
} ContainmentScrollAxis;

struct _ContainmentScrollPort {
  GtkBin parent_instance;
  GtkAdjustment *adjustments[2];
  ContainmentScrollAxis axes[2];
  GtkScrollablePolicy policies[2];
};

enum {
  PROP_0,
  PROP_HADJUSTMENT,
  PROP_VADJUSTMENT,
  PROP_HSCROLL_POLICY,
  PROP_VSCROLL_POLICY,
};

G_DEFINE_TYPE_WITH_CODE (ContainmentScrollPort, containment_scroll_port, GTK_TYPE_BIN,
                         G_IMPLEMENT_INTERFACE (GTK_TYPE_SCROLLABLE, NULL))

/* Configures one adjustment from its axis: the range grown to hold the offset and one page. */
static void
containment_scroll_port_apply (ContainmentScrollPort *self, guint axis)
{
  GtkAdjustment *adjustment = self->adjustments[axis];
  if (adjustment == NULL)
    return;
  const ContainmentScrollAxis *a = &self->axes[axis];
  gdouble page = MAX (0, a->page);
  gdouble lower = MIN (a->lower, a->value);
  gdouble upper = MAX (MAX (a->upper, a->value + page), lower + page);
  if (gtk_adjustment_get_lower (adjustment) == lower && gtk_adjustment_get_upper (adjustment) == upper
      && gtk_adjustment_get_page_size (adjustment) == page && gtk_adjustment_get_value (adjustment) == a->value)
    return;
  gtk_adjustment_configure (adjustment, a->value, lower, upper, page * 0.1, page * 0.9, page);
}

/* The user moved an adjustment: its value is the offset now (the adapter hears it too). */
static void
containment_scroll_port_value_changed (GtkAdjustment *adjustment, ContainmentScrollPort *self)
{
  for (guint axis = 0; axis < 2; axis++)
    if (self->adjustments[axis] == adjustment)
      self->axes[axis].value = gtk_adjustment_get_value (adjustment);
}

static void
containment_scroll_port_set_adjustment (ContainmentScrollPort *self, guint axis, GtkAdjustment *adjustment)
{
  if (adjustment == NULL)
    adjustment = gtk_adjustment_new (0, 0, 0, 0, 0, 0);
  if (self->adjustments[axis] == adjustment)
    return;
  if (self->adjustments[axis] != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->adjustments[axis], self);
      g_object_unref (self->adjustments[axis]);
    }
  self->adjustments[axis] = g_object_ref_sink (adjustment);
  g_signal_connect (adjustment, "value-changed", G_CALLBACK (containment_scroll_port_value_changed), self);
  containment_scroll_port_apply (self, axis);
  g_object_notify (G_OBJECT (self), axis == 0 ? "hadjustment" : "vadjustment");
}

GtkWidget *
containment_scroll_port_new (GtkWidget *child)
{
  GtkWidget *port = g_object_new (CONTAINMENT_TYPE_SCROLL_PORT, NULL);
  gtk_container_add (GTK_CONTAINER (port), child);
  return port;
}

void
containment_scroll_port_configure (GtkWidget *port, gdouble lower_x, gdouble upper_x, gdouble value_x,
                                   gdouble page_x, gdouble lower_y, gdouble upper_y, gdouble value_y,
                                   gdouble page_y)
{
  g_return_if_fail (CONTAINMENT_IS_SCROLL_PORT (port));
  ContainmentScrollPort *self = CONTAINMENT_SCROLL_PORT (port);
  const ContainmentScrollAxis wanted[2] = { { lower_x, upper_x, value_x, page_x },
                                            { lower_y, upper_y, value_y, page_y } };
  for (guint axis = 0; axis < 2; axis++)
    {
      /* An allocated port knows its page better than the adapter's frame. */
      gdouble page = self->axes[axis].page;
      self->axes[axis] = wanted[axis];
      if (gtk_widget_get_allocated_width (port) > 1 || gtk_widget_get_allocated_height (port) > 1)
        self->axes[axis].page = page;
      containment_scroll_port_apply (self, axis);
    }
}

static void
containment_scroll_port_get_preferred_width (GtkWidget *widget, gint *minimum, gint *natural)
{
  /* The scroll view's frame sizes the scrolled window; the content never does. */
  *minimum = *natural = 0;
}

static void
containment_scroll_port_get_preferred_height (GtkWidget *widget, gint *minimum, gint *natural)
{
  *minimum = *natural = 0;
}

static void
containment_scroll_port_size_allocate (GtkWidget *widget, GtkAllocation *allocation)
{
  ContainmentScrollPort *self = CONTAINMENT_SCROLL_PORT (widget);
  gtk_widget_set_allocation (widget, allocation);
  GtkWidget *child = gtk_bin_get_child (GTK_BIN (widget));
  if (child != NULL && gtk_widget_get_visible (child))
    {
      GtkAllocation place = *allocation;
      gtk_widget_size_allocate (child, &place);
    }
  /* Nothing is drawn past the port: what scrolled out of it is cut off. */
  gtk_widget_set_clip (widget, allocation);
  self->axes[0].page = allocation->width;
  self->axes[1].page = allocation->height;
  containment_scroll_port_apply (self, 0);
  containment_scroll_port_apply (self, 1);
}

static gboolean
containment_scroll_port_draw (GtkWidget *widget, cairo_t *cr)
{
  cairo_rectangle (cr, 0, 0, gtk_widget_get_allocated_width (widget), gtk_widget_get_allocated_height (widget));
  cairo_clip (cr);
  return GTK_WIDGET_CLASS (containment_scroll_port_parent_class)->draw (widget, cr);
}

static void
containment_scroll_port_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  ContainmentScrollPort *self = CONTAINMENT_SCROLL_PORT (object);
  switch (prop_id)
    {
    case PROP_HADJUSTMENT:
      containment_scroll_port_set_adjustment (self, 0, g_value_get_object (value));
      break;
    case PROP_VADJUSTMENT:
      containment_scroll_port_set_adjustment (self, 1, g_value_get_object (value));
      break;
    case PROP_HSCROLL_POLICY:
      self->policies[0] = g_value_get_enum (value);
      break;
    case PROP_VSCROLL_POLICY:
      self->policies[1] = g_value_get_enum (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
containment_scroll_port_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  ContainmentScrollPort *self = CONTAINMENT_SCROLL_PORT (object);
  switch (prop_id)
    {
    case PROP_HADJUSTMENT:
      g_value_set_object (value, self->adjustments[0]);
      break;
    case PROP_VADJUSTMENT:
      g_value_set_object (value, self->adjustments[1]);
      break;
    case PROP_HSCROLL_POLICY:
      g_value_set_enum (value, self->policies[0]);
      break;
    case PROP_VSCROLL_POLICY:
      g_value_set_enum (value, self->policies[1]);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
containment_scroll_port_dispose (GObject *object)
{
  ContainmentScrollPort *self = CONTAINMENT_SCROLL_PORT (object);
  for (guint axis = 0; axis < 2; axis++)
    if (self->adjustments[axis] != NULL)
      {
        g_signal_handlers_disconnect_by_data (self->adjustments[axis], self);
        g_clear_object (&self->adjustments[axis]);
      }
  G_OBJECT_CLASS (containment_scroll_port_parent_class)->dispose (object);
}

static void
containment_scroll_port_class_init (ContainmentScrollPortClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  object_class->set_property = containment_scroll_port_set_property;
  object_class->get_property = containment_scroll_port_get_property;
  object_class->dispose = containment_scroll_port_dispose;
  widget_class->get_preferred_width = containment_scroll_port_get_preferred_width;
  widget_class->get_preferred_height = containment_scroll_port_get_preferred_height;
  widget_class->size_allocate = containment_scroll_port_size_allocate;
  widget_class->draw = containment_scroll_port_draw;
  g_object_class_override_property (object_class, PROP_HADJUSTMENT, "hadjustment");
  g_object_class_override_property (object_class, PROP_VADJUSTMENT, "vadjustment");
  g_object_class_override_property (object_class, PROP_HSCROLL_POLICY, "hscroll-policy");
  g_object_class_override_property (object_class, PROP_VSCROLL_POLICY, "vscroll-policy");
}

static void
containment_scroll_port_init (ContainmentScrollPort *self)
{
  gtk_widget_set_has_window (GTK_WIDGET (self), FALSE);
  self->policies[0] = self->policies[1] = GTK_SCROLL_MINIMUM;
}
