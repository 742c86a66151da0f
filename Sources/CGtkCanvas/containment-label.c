// ContainmentLabel: a GtkLabel that does not measure its text; see include/containment-label.h.

#include "containment-label.h"
#include "containment-accessible-private.h"

struct _ContainmentLabel {
  GtkLabel parent_instance;
};

G_DEFINE_TYPE (ContainmentLabel, containment_label, GTK_TYPE_LABEL)

/* GTK applies the size request (the view's frame) on top of these zeros. */
static void
containment_label_get_preferred_size (GtkWidget *widget, gint *minimum, gint *natural)
{
  *minimum = 0;
  *natural = 0;
}

static void
containment_label_get_preferred_size_for_size (GtkWidget *widget, gint for_size, gint *minimum, gint *natural)
{
  *minimum = 0;
  *natural = 0;
}

static void
containment_label_get_preferred_height_and_baseline_for_width (GtkWidget *widget, gint width, gint *minimum,
                                                               gint *natural, gint *minimum_baseline,
                                                               gint *natural_baseline)
{
  *minimum = 0;
  *natural = 0;
  if (minimum_baseline != NULL)
    *minimum_baseline = -1;
  if (natural_baseline != NULL)
    *natural_baseline = -1;
}

/* Made when something asks, and then told what the adapter described (containment-accessible.h). */
static AtkObject *
containment_label_get_accessible (GtkWidget *widget)
{
  return containment_accessible_made (widget,
                                      GTK_WIDGET_CLASS (containment_label_parent_class)->get_accessible (widget));
}

static void
containment_label_class_init (ContainmentLabelClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  widget_class->get_preferred_width = containment_label_get_preferred_size;
  widget_class->get_preferred_height = containment_label_get_preferred_size;
  widget_class->get_preferred_width_for_height = containment_label_get_preferred_size_for_size;
  widget_class->get_preferred_height_for_width = containment_label_get_preferred_size_for_size;
  widget_class->get_preferred_height_and_baseline_for_width =
      containment_label_get_preferred_height_and_baseline_for_width;
  widget_class->get_accessible = containment_label_get_accessible;
  gtk_widget_class_set_css_name (widget_class, "label");
}

static void
containment_label_init (ContainmentLabel *self)
{
}

GtkWidget *
containment_label_new (void)
{
  return g_object_new (CONTAINMENT_TYPE_LABEL, NULL);
}
