// What assistive technologies read for a view's widget, handed over without making its
// accessible object until something asks for it.
//
// GTK makes a widget's AtkObject when gtk_widget_get_accessible() is first called, and from then
// on the object follows the widget: every allocation emits its "bounds-changed", every property
// change its notifications. Making one for every view on every sync, to set its role and name,
// cost a table about a tenth of each scroll step with no assistive technology listening. The
// canvas and the label keep the role and name the adapter describes and give them to their
// accessible object when it is made (an AT-SPI client walking the tree, or a test asking), as
// GTK's own widgets make theirs on demand; once it is made, a new description goes to it at
// once. Other widgets (a native view's, a button's) get theirs made and described at once.
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/// Describes `widget` to assistive technologies: its accessible object's `role` and, when
/// `name` is not NULL, its name.
void containment_accessible_describe (GtkWidget *widget, AtkRole role, const gchar *name);

G_END_DECLS
