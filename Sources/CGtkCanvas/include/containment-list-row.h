#ifndef CONTAINMENT_LIST_ROW_H
#define CONTAINMENT_LIST_ROW_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

/// A GtkListBoxRow that names itself to assistive technologies only when one asks, as a
/// UITableViewCell's accessibilityLabel is read only by VoiceOver: the name is kept on the row,
/// and no accessible object is made for it until one is needed. (An accessible object made up
/// front would be told of every map and unmap of its row, hundreds of times per slide of a long
/// list.) Its accessible role is GTK's for a row, a list item.
GtkWidget *containment_list_row_new (const gchar *accessible_name);

/// The name the row gives assistive technologies, unless one was set on its accessible object.
void containment_list_row_set_accessible_name (GtkWidget *row, const gchar *accessible_name);

G_END_DECLS

#endif
