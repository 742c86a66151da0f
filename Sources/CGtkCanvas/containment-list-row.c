#include "containment-list-row.h"

#include <gtk/gtk-a11y.h>

/* The row: a GtkListBoxRow holding the name its accessible object reports. */
typedef struct {
  GtkListBoxRow parent_instance;
  gchar *accessible_name;
} ContainmentListRow;

typedef struct {
  GtkListBoxRowClass parent_class;
} ContainmentListRowClass;

G_DEFINE_TYPE (ContainmentListRow, containment_list_row, GTK_TYPE_LIST_BOX_ROW)

/* Its accessible object, made by GTK when an assistive technology (or a test) asks for it. */
typedef struct {
  GtkListBoxRowAccessible parent_instance;
} ContainmentListRowAccessible;

typedef struct {
  GtkListBoxRowAccessibleClass parent_class;
} ContainmentListRowAccessibleClass;

G_DEFINE_TYPE (ContainmentListRowAccessible, containment_list_row_accessible, GTK_TYPE_LIST_BOX_ROW_ACCESSIBLE)

static const gchar *
containment_list_row_accessible_get_name (AtkObject *object)
{
  /* A name set on the accessible object itself wins, as atk_object_set_name promises. */
  if (object->name != NULL)
    return object->name;
  GtkWidget *widget = gtk_accessible_get_widget (GTK_ACCESSIBLE (object));
  if (widget == NULL)
    return NULL;
  return ((ContainmentListRow *) widget)->accessible_name;
}

static void
containment_list_row_accessible_class_init (ContainmentListRowAccessibleClass *klass)
{
  ATK_OBJECT_CLASS (klass)->get_name = containment_list_row_accessible_get_name;
}

static void
containment_list_row_accessible_init (ContainmentListRowAccessible *self)
{
}

static void
containment_list_row_finalize (GObject *object)
{
  g_free (((ContainmentListRow *) object)->accessible_name);
  G_OBJECT_CLASS (containment_list_row_parent_class)->finalize (object);
}

static void
containment_list_row_class_init (ContainmentListRowClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = containment_list_row_finalize;
  gtk_widget_class_set_accessible_type (GTK_WIDGET_CLASS (klass), containment_list_row_accessible_get_type ());
}

static void
containment_list_row_init (ContainmentListRow *self)
{
  self->accessible_name = NULL;
}

GtkWidget *
containment_list_row_new (const gchar *accessible_name)
{
  GtkWidget *row = g_object_new (containment_list_row_get_type (), NULL);
  containment_list_row_set_accessible_name (row, accessible_name);
  return row;
}

void
containment_list_row_set_accessible_name (GtkWidget *row, const gchar *accessible_name)
{
  g_return_if_fail (G_TYPE_CHECK_INSTANCE_TYPE (row, containment_list_row_get_type ()));
  ContainmentListRow *self = (ContainmentListRow *) row;
  g_free (self->accessible_name);
  self->accessible_name = g_strdup (accessible_name);
}
