// The canvas's and the label's side of containment_accessible_describe().
#pragma once

#include <gtk/gtk.h>

/// Called from the get_accessible of a widget class that waits to make its accessible object:
/// `accessible` is what the parent class returned; the first time, it gets the description kept
/// so far. Returns `accessible`.
AtkObject *containment_accessible_made (GtkWidget *widget, AtkObject *accessible);
