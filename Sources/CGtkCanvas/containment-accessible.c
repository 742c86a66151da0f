// Describing a widget to assistive technologies without making its accessible object: see
// include/containment-accessible.h.

#include "containment-accessible.h"
#include "containment-accessible-private.h"
#include "containment-canvas.h"
#include "containment-label.h"

/* What the widget's accessible object is to be told, kept on the widget until it is made. */
typedef struct {
  AtkRole role;
  gchar *name;
  /* Whether the accessible object was made (it is told at once from then on). */
  gboolean made;
} Description;

static void
free_description (gpointer data)
{
  Description *description = data;
  g_free (description->name);
  g_free (description);
}

static GQuark
description_quark (void)
{
  return g_quark_from_static_string ("containment-accessible-description");
}

static Description *
description_of (GtkWidget *widget)
{
  Description *description = g_object_get_qdata (G_OBJECT (widget), description_quark ());
  if (description == NULL) {
    description = g_new0 (Description, 1);
    description->role = ATK_ROLE_INVALID;
    g_object_set_qdata_full (G_OBJECT (widget), description_quark (), description, free_description);
  }
  return description;
}

static void
tell (AtkObject *accessible, const Description *description)
{
  if (description->role != ATK_ROLE_INVALID && atk_object_get_role (accessible) != description->role)
    atk_object_set_role (accessible, description->role);
  if (description->name != NULL)
    atk_object_set_name (accessible, description->name);
}

AtkObject *
containment_accessible_made (GtkWidget *widget, AtkObject *accessible)
{
  Description *description = description_of (widget);
  if (!description->made && accessible != NULL) {
    description->made = TRUE;
    tell (accessible, description);
  }
  return accessible;
}

void
containment_accessible_describe (GtkWidget *widget, AtkRole role, const gchar *name)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));
  if (!CONTAINMENT_IS_CANVAS (widget) && !CONTAINMENT_IS_LABEL (widget)) {
    AtkObject *accessible = gtk_widget_get_accessible (widget);
    if (accessible == NULL)
      return;
    if (atk_object_get_role (accessible) != role)
      atk_object_set_role (accessible, role);
    if (name != NULL)
      atk_object_set_name (accessible, name);
    return;
  }
  Description *description = description_of (widget);
  description->role = role;
  if (name != NULL) {
    g_free (description->name);
    description->name = g_strdup (name);
  }
  if (description->made) {
    Description change = { role, (gchar *) name, TRUE };
    tell (gtk_widget_get_accessible (widget), &change);
  }
}
