#ifndef CONTAINMENT_CGTK_SHIM_H
#define CONTAINMENT_CGTK_SHIM_H
#include <gtk/gtk.h>
#endif
