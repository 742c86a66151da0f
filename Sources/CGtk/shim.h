#ifndef CONTAINMENT_CGTK_SHIM_H
#define CONTAINMENT_CGTK_SHIM_H

/*
 * The C side of the GTK 3 bridge.
 *
 * Swift imports GTK's functions and structs directly, but not its macros: the
 * type-checked casts (GTK_WIDGET, G_OBJECT...), the type checks (GTK_IS_WIDGET...),
 * g_signal_connect and G_CALLBACK, and constants spelled as expressions. Each of
 * those gets a small static inline function here, prefixed `cgtk_`, so Swift code
 * never needs unsafeBitCast to talk to GTK.
 */

#include <gtk/gtk.h>
#include <glib-unix.h>
#include <errno.h>
#include <poll.h>
#include <stdint.h>
#include <sys/syscall.h>
#include <unistd.h>

/* MARK: - Constants that Swift cannot import */

/** G_SOURCE_CONTINUE, for tick callbacks and GLib sources. */
static const gboolean CGTK_SOURCE_CONTINUE = TRUE;
/** G_SOURCE_REMOVE, for tick callbacks and GLib sources. */
static const gboolean CGTK_SOURCE_REMOVE = FALSE;
/** GDK_EVENT_STOP: an event handler consumed the event. */
static const gboolean CGTK_EVENT_STOP = TRUE;
/** GDK_EVENT_PROPAGATE: an event handler let the event go on. */
static const gboolean CGTK_EVENT_PROPAGATE = FALSE;

/* MARK: - Casts
 *
 * GLib's own cast macros only g_warning on a wrong type (and not at all with
 * G_DISABLE_CAST_CHECKS), so a bad cast would slip through G_DEBUG=fatal-criticals.
 * These check the type every time and raise a critical instead: tests abort on it.
 */

/** Reports a cast to `target` that the instance's type does not allow. */
static inline void cgtk_report_bad_cast(gpointer p, const char *target) {
    const char *actual = p == NULL ? "NULL" : (G_IS_OBJECT(p) ? G_OBJECT_TYPE_NAME(p) : "a non-GObject");
    g_critical("invalid cast from %s to %s", actual, target);
}

static inline GtkWidget *cgtk_widget(gpointer p) {
    if (G_UNLIKELY(p == NULL || !GTK_IS_WIDGET(p))) cgtk_report_bad_cast(p, "GtkWidget");
    return (GtkWidget *)p;
}
static inline GtkContainer *cgtk_container(gpointer p) {
    if (G_UNLIKELY(p == NULL || !GTK_IS_CONTAINER(p))) cgtk_report_bad_cast(p, "GtkContainer");
    return (GtkContainer *)p;
}
static inline GtkBin *cgtk_bin(gpointer p) {
    if (G_UNLIKELY(p == NULL || !GTK_IS_BIN(p))) cgtk_report_bad_cast(p, "GtkBin");
    return (GtkBin *)p;
}
static inline GtkFixed *cgtk_fixed(gpointer p) {
    if (G_UNLIKELY(p == NULL || !GTK_IS_FIXED(p))) cgtk_report_bad_cast(p, "GtkFixed");
    return (GtkFixed *)p;
}
static inline GtkWindow *cgtk_window(gpointer p) {
    if (G_UNLIKELY(p == NULL || !GTK_IS_WINDOW(p))) cgtk_report_bad_cast(p, "GtkWindow");
    return (GtkWindow *)p;
}
static inline GApplication *cgtk_g_application(gpointer p) {
    if (G_UNLIKELY(p == NULL || !G_IS_APPLICATION(p))) cgtk_report_bad_cast(p, "GApplication");
    return (GApplication *)p;
}
static inline GtkButton *cgtk_button(gpointer p) {
    if (G_UNLIKELY(p == NULL || !GTK_IS_BUTTON(p))) cgtk_report_bad_cast(p, "GtkButton");
    return (GtkButton *)p;
}
static inline GtkLabel *cgtk_label(gpointer p) {
    if (G_UNLIKELY(p == NULL || !GTK_IS_LABEL(p))) cgtk_report_bad_cast(p, "GtkLabel");
    return (GtkLabel *)p;
}
static inline GtkStyleProvider *cgtk_style_provider(gpointer p) {
    if (G_UNLIKELY(p == NULL || !GTK_IS_STYLE_PROVIDER(p))) cgtk_report_bad_cast(p, "GtkStyleProvider");
    return (GtkStyleProvider *)p;
}
static inline GtkEventController *cgtk_event_controller(gpointer p) {
    if (G_UNLIKELY(p == NULL || !GTK_IS_EVENT_CONTROLLER(p))) cgtk_report_bad_cast(p, "GtkEventController");
    return (GtkEventController *)p;
}
static inline GtkGesture *cgtk_gesture(gpointer p) {
    if (G_UNLIKELY(p == NULL || !GTK_IS_GESTURE(p))) cgtk_report_bad_cast(p, "GtkGesture");
    return (GtkGesture *)p;
}
static inline GtkGestureSingle *cgtk_gesture_single(gpointer p) {
    if (G_UNLIKELY(p == NULL || !GTK_IS_GESTURE_SINGLE(p))) cgtk_report_bad_cast(p, "GtkGestureSingle");
    return (GtkGestureSingle *)p;
}

/* MARK: - Type checks (G_TYPE_CHECK_INSTANCE_TYPE: no critical, just an answer) */

static inline gboolean cgtk_is_object(gpointer p) { return p != NULL && G_IS_OBJECT(p); }
static inline gboolean cgtk_is_container(gpointer p) { return p != NULL && GTK_IS_CONTAINER(p); }
static inline gboolean cgtk_is_window(gpointer p) { return p != NULL && GTK_IS_WINDOW(p); }
static inline gboolean cgtk_is_button(gpointer p) { return p != NULL && GTK_IS_BUTTON(p); }
/** Whether the widget takes typed text (a GtkEntry, a GtkSpinButton...): keys go to it first. */
static inline gboolean cgtk_is_editable(gpointer p) { return p != NULL && GTK_IS_EDITABLE(p); }
static inline gboolean cgtk_is_text_view(gpointer p) { return p != NULL && GTK_IS_TEXT_VIEW(p); }
/** Whether the widget is a slider or scroll bar (GtkScale, GtkScrollbar): drags and scrolls move it. */
static inline gboolean cgtk_is_range(gpointer p) { return p != NULL && GTK_IS_RANGE(p); }
static inline gboolean cgtk_is_scrolled_window(gpointer p) { return p != NULL && GTK_IS_SCROLLED_WINDOW(p); }
/** The key part of a key event (a union member, which Swift reaches only by value). */
static inline GdkEventKey *cgtk_event_key(GdkEvent *e) { return &e->key; }

/** The instance's GType (G_OBJECT_TYPE). */
static inline GType cgtk_object_type(gpointer p) { return G_OBJECT_TYPE(p); }
/** Whether the object still has a floating reference (g_object_is_floating, typed loosely). */
static inline gboolean cgtk_is_floating(gpointer p) { return g_object_is_floating(p); }

/* MARK: - Signal connection (g_signal_connect_data with a typed callback, G_CALLBACK inside) */

/** A signal whose handler gets only the instance: clicked, destroy, map, unmap, realize. */
typedef void (*CGtkVoidSignalFunc)(gpointer instance, gpointer user_data);
/** A GdkEvent signal: key-press-event, button-press-event, configure-event... */
typedef gboolean (*CGtkEventSignalFunc)(GtkWidget *widget, GdkEvent *event, gpointer user_data);
/** size-allocate. */
typedef void (*CGtkAllocationSignalFunc)(GtkWidget *widget, GdkRectangle *allocation, gpointer user_data);
/** draw. */
typedef gboolean (*CGtkDrawSignalFunc)(GtkWidget *widget, cairo_t *cr, gpointer user_data);
/** Two doubles: GtkGestureDrag's drag-begin, drag-update and drag-end. */
typedef void (*CGtkPointSignalFunc)(gpointer instance, gdouble x, gdouble y, gpointer user_data);
/** GtkGestureMultiPress's pressed and released: press count and position. */
typedef void (*CGtkPressSignalFunc)(gpointer instance, gint n_press, gdouble x, gdouble y, gpointer user_data);

static inline gulong cgtk_connect_void(gpointer instance, const gchar *signal, CGtkVoidSignalFunc handler,
                                       gpointer data, GClosureNotify destroy_data, GConnectFlags flags) {
    return g_signal_connect_data(instance, signal, G_CALLBACK(handler), data, destroy_data, flags);
}

static inline gulong cgtk_connect_event(gpointer instance, const gchar *signal, CGtkEventSignalFunc handler,
                                        gpointer data, GClosureNotify destroy_data, GConnectFlags flags) {
    return g_signal_connect_data(instance, signal, G_CALLBACK(handler), data, destroy_data, flags);
}

static inline gulong cgtk_connect_allocation(gpointer instance, const gchar *signal,
                                             CGtkAllocationSignalFunc handler, gpointer data,
                                             GClosureNotify destroy_data, GConnectFlags flags) {
    return g_signal_connect_data(instance, signal, G_CALLBACK(handler), data, destroy_data, flags);
}

static inline gulong cgtk_connect_draw(gpointer instance, const gchar *signal, CGtkDrawSignalFunc handler,
                                       gpointer data, GClosureNotify destroy_data, GConnectFlags flags) {
    return g_signal_connect_data(instance, signal, G_CALLBACK(handler), data, destroy_data, flags);
}

static inline gulong cgtk_connect_point(gpointer instance, const gchar *signal, CGtkPointSignalFunc handler,
                                        gpointer data, GClosureNotify destroy_data, GConnectFlags flags) {
    return g_signal_connect_data(instance, signal, G_CALLBACK(handler), data, destroy_data, flags);
}

static inline gulong cgtk_connect_press(gpointer instance, const gchar *signal, CGtkPressSignalFunc handler,
                                        gpointer data, GClosureNotify destroy_data, GConnectFlags flags) {
    return g_signal_connect_data(instance, signal, G_CALLBACK(handler), data, destroy_data, flags);
}

/** A signal with one pointer argument: notify (GParamSpec *), row-activated (GtkListBoxRow *). */
typedef void (*CGtkPointerSignalFunc)(gpointer instance, gpointer argument, gpointer user_data);

static inline gulong cgtk_connect_pointer(gpointer instance, const gchar *signal, CGtkPointerSignalFunc handler,
                                          gpointer data, GClosureNotify destroy_data, GConnectFlags flags) {
    return g_signal_connect_data(instance, signal, G_CALLBACK(handler), data, destroy_data, flags);
}

/** A signal with one int argument: GtkNativeDialog's and GtkDialog's response. */
typedef void (*CGtkIntSignalFunc)(gpointer instance, gint value, gpointer user_data);

static inline gulong cgtk_connect_int(gpointer instance, const gchar *signal, CGtkIntSignalFunc handler,
                                      gpointer data, GClosureNotify destroy_data, GConnectFlags flags) {
    return g_signal_connect_data(instance, signal, G_CALLBACK(handler), data, destroy_data, flags);
}

/** query-tooltip: the place in the widget, whether asked from the keyboard, the tooltip to fill. */
typedef gboolean (*CGtkQueryTooltipSignalFunc)(GtkWidget *widget, gint x, gint y, gboolean keyboard_mode,
                                               GtkTooltip *tooltip, gpointer user_data);

static inline gulong cgtk_connect_query_tooltip(gpointer instance, CGtkQueryTooltipSignalFunc handler,
                                                gpointer data, GClosureNotify destroy_data) {
    return g_signal_connect_data(instance, "query-tooltip", G_CALLBACK(handler), data, destroy_data, 0);
}

/* MARK: - More casts used by the adapter */

static inline GtkListBox *cgtk_list_box(gpointer p) {
    if (G_UNLIKELY(p == NULL || !GTK_IS_LIST_BOX(p))) cgtk_report_bad_cast(p, "GtkListBox");
    return (GtkListBox *)p;
}
static inline GtkToggleButton *cgtk_toggle_button(gpointer p) {
    if (G_UNLIKELY(p == NULL || !GTK_IS_TOGGLE_BUTTON(p))) cgtk_report_bad_cast(p, "GtkToggleButton");
    return (GtkToggleButton *)p;
}
static inline GtkBox *cgtk_box(gpointer p) {
    if (G_UNLIKELY(p == NULL || !GTK_IS_BOX(p))) cgtk_report_bad_cast(p, "GtkBox");
    return (GtkBox *)p;
}

static inline GtkGrid *cgtk_grid(gpointer p) {
    if (G_UNLIKELY(p == NULL || !GTK_IS_GRID(p))) cgtk_report_bad_cast(p, "GtkGrid");
    return (GtkGrid *)p;
}
static inline GtkHeaderBar *cgtk_header_bar(gpointer p) {
    if (G_UNLIKELY(p == NULL || !GTK_IS_HEADER_BAR(p))) cgtk_report_bad_cast(p, "GtkHeaderBar");
    return (GtkHeaderBar *)p;
}
static inline GtkActionBar *cgtk_action_bar(gpointer p) {
    if (G_UNLIKELY(p == NULL || !GTK_IS_ACTION_BAR(p))) cgtk_report_bad_cast(p, "GtkActionBar");
    return (GtkActionBar *)p;
}
static inline GtkRange *cgtk_range(gpointer p) {
    if (G_UNLIKELY(p == NULL || !GTK_IS_RANGE(p))) cgtk_report_bad_cast(p, "GtkRange");
    return (GtkRange *)p;
}
static inline GtkScrolledWindow *cgtk_scrolled_window(gpointer p) {
    if (G_UNLIKELY(p == NULL || !GTK_IS_SCROLLED_WINDOW(p))) cgtk_report_bad_cast(p, "GtkScrolledWindow");
    return (GtkScrolledWindow *)p;
}

/* MARK: - Casts for apps that make widgets for a NativeView
 *
 * ContainmentGtk's NativeView hosts any GtkWidget; an app makes it with GTK's own functions and
 * needs the checked casts to call a widget class's functions. These are the ones its
 * documentation shows; for other classes see NativeView's documentation.
 */

static inline GtkSpinButton *cgtk_spin_button(gpointer p) {
    if (G_UNLIKELY(p == NULL || !GTK_IS_SPIN_BUTTON(p))) cgtk_report_bad_cast(p, "GtkSpinButton");
    return (GtkSpinButton *)p;
}
static inline GtkCalendar *cgtk_calendar(gpointer p) {
    if (G_UNLIKELY(p == NULL || !GTK_IS_CALENDAR(p))) cgtk_report_bad_cast(p, "GtkCalendar");
    return (GtkCalendar *)p;
}

/* MARK: - Casts for the content views (scroll views, text fields, text views, images) */

static inline GtkEntry *cgtk_entry(gpointer p) {
    if (G_UNLIKELY(p == NULL || !GTK_IS_ENTRY(p))) cgtk_report_bad_cast(p, "GtkEntry");
    return (GtkEntry *)p;
}
static inline GtkTextView *cgtk_text_view(gpointer p) {
    if (G_UNLIKELY(p == NULL || !GTK_IS_TEXT_VIEW(p))) cgtk_report_bad_cast(p, "GtkTextView");
    return (GtkTextView *)p;
}
static inline GtkImage *cgtk_image(gpointer p) {
    if (G_UNLIKELY(p == NULL || !GTK_IS_IMAGE(p))) cgtk_report_bad_cast(p, "GtkImage");
    return (GtkImage *)p;
}

/* MARK: - Casts for the side pane and the lifecycle inspector */

static inline GtkPaned *cgtk_paned(gpointer p) {
    if (G_UNLIKELY(p == NULL || !GTK_IS_PANED(p))) cgtk_report_bad_cast(p, "GtkPaned");
    return (GtkPaned *)p;
}
static inline GtkTreeView *cgtk_tree_view(gpointer p) {
    if (G_UNLIKELY(p == NULL || !GTK_IS_TREE_VIEW(p))) cgtk_report_bad_cast(p, "GtkTreeView");
    return (GtkTreeView *)p;
}
static inline GtkTreeModel *cgtk_tree_model(gpointer p) {
    if (G_UNLIKELY(p == NULL || !GTK_IS_TREE_MODEL(p))) cgtk_report_bad_cast(p, "GtkTreeModel");
    return (GtkTreeModel *)p;
}
static inline GtkComboBoxText *cgtk_combo_box_text(gpointer p) {
    if (G_UNLIKELY(p == NULL || !GTK_IS_COMBO_BOX_TEXT(p))) cgtk_report_bad_cast(p, "GtkComboBoxText");
    return (GtkComboBoxText *)p;
}
static inline GtkComboBox *cgtk_combo_box(gpointer p) {
    if (G_UNLIKELY(p == NULL || !GTK_IS_COMBO_BOX(p))) cgtk_report_bad_cast(p, "GtkComboBox");
    return (GtkComboBox *)p;
}
static inline GtkFileChooser *cgtk_file_chooser(gpointer p) {
    if (G_UNLIKELY(p == NULL || !GTK_IS_FILE_CHOOSER(p))) cgtk_report_bad_cast(p, "GtkFileChooser");
    return (GtkFileChooser *)p;
}
static inline GtkNativeDialog *cgtk_native_dialog(gpointer p) {
    if (G_UNLIKELY(p == NULL || !GTK_IS_NATIVE_DIALOG(p))) cgtk_report_bad_cast(p, "GtkNativeDialog");
    return (GtkNativeDialog *)p;
}

/** A list store of `columns` string columns (gtk_list_store_new is variadic). */
static inline GtkListStore *cgtk_string_list_store_new(gint columns) {
    GType types[16];
    if (columns > 16) columns = 16;
    for (gint i = 0; i < columns; i++) types[i] = G_TYPE_STRING;
    return gtk_list_store_newv(columns, types);
}

/** Appends a row of `count` strings (column i gets values[i]) to a string list store. */
static inline void cgtk_list_store_append_strings(GtkListStore *store, const gchar *const *values, gint count) {
    GtkTreeIter iter;
    gtk_list_store_append(store, &iter);
    for (gint i = 0; i < count; i++) {
        GValue value = G_VALUE_INIT;
        g_value_init(&value, G_TYPE_STRING);
        g_value_set_string(&value, values[i]);
        gtk_list_store_set_value(store, &iter, i, &value);
        g_value_unset(&value);
    }
}

/** Removes the first row of a list store, if any; returns whether one was removed. */
static inline gboolean cgtk_list_store_remove_first(GtkListStore *store) {
    GtkTreeIter iter;
    if (!gtk_tree_model_get_iter_first(GTK_TREE_MODEL(store), &iter)) return FALSE;
    gtk_list_store_remove(store, &iter);
    return TRUE;
}

/** The string in `column` of row `row` of a tree model (newly allocated, g_free it), or NULL. */
static inline gchar *cgtk_tree_model_string(GtkTreeModel *model, gint row, gint column) {
    GtkTreeIter iter;
    if (!gtk_tree_model_iter_nth_child(model, &iter, NULL, row)) return NULL;
    gchar *text = NULL;
    gtk_tree_model_get(model, &iter, column, &text, -1);
    return text;
}

/** Sets an int (or enum) or float property of an object (g_object_set is variadic). */
static inline void cgtk_object_set_int(gpointer object, const gchar *property, gint value) {
    g_object_set(object, property, value, NULL);
}
static inline void cgtk_object_set_float(gpointer object, const gchar *property, gfloat value) {
    g_object_set(object, property, value, NULL);
}

/* MARK: - Settings (g_object_get is variadic, which Swift cannot call) */

/** The boolean `gtk-enable-animations` of a GtkSettings. */
static inline gboolean cgtk_settings_get_enable_animations(GtkSettings *settings) {
    gboolean enabled = TRUE;
    g_object_get(settings, "gtk-enable-animations", &enabled, NULL);
    return enabled;
}
/** Sets `gtk-enable-animations` on a GtkSettings (tests, and apps that follow a preference). */
static inline void cgtk_settings_set_enable_animations(GtkSettings *settings, gboolean enabled) {
    g_object_set(settings, "gtk-enable-animations", enabled, NULL);
}

/* MARK: - Events */

/**
 * Stores a window into an event, taking the reference gdk_event_free will drop.
 * Every event type keeps its window at the same place (GdkEventAny).
 */
static inline void cgtk_event_set_window(GdkEvent *event, GdkWindow *window) {
    event->any.window = window != NULL ? g_object_ref(window) : NULL;
}

/** An empty, owned string for a key event's deprecated `string` field (gdk_event_free frees it). */
static inline void cgtk_key_event_set_empty_string(GdkEvent *event) {
    event->key.string = g_strdup("");
    event->key.length = 0;
}

/** A capture-phase event handler: sees an event on its way down, before the widget under the
 *  pointer; returns TRUE to stop it there. */
typedef gboolean (*CGtkCapturedEventFunc)(GtkWidget *widget, GdkEvent *event);

/**
 * Installs (or, with NULL, removes) `widget`'s capture-phase event handler. GTK 3 offers no
 * public way to see events before the widget under the pointer (a GtkScrolledWindow takes its
 * scroll events on the capture phase itself), so this stores the handler where GTK's private
 * _gtk_widget_set_captured_event_handler() does, as libhandy's swipeable widgets do.
 */
static inline void cgtk_widget_set_captured_event_handler(GtkWidget *widget, CGtkCapturedEventFunc handler) {
    g_object_set_data(G_OBJECT(widget), "captured-event-handler", (gpointer)handler);
}

/** Attaches `data` to `object` under `key`; `destroy` runs when it is replaced or the object
 *  finalized (g_object_set_data_full, typed loosely). */
static inline void cgtk_object_set_data_full(gpointer object, const gchar *key, gpointer data, GDestroyNotify destroy) {
    g_object_set_data_full(G_OBJECT(object), key, data, destroy);
}

/** The data attached to `object` under `key`, or NULL (g_object_get_data, typed loosely). */
static inline gpointer cgtk_object_get_data(gpointer object, const gchar *key) {
    return g_object_get_data(G_OBJECT(object), key);
}

/* MARK: - Threads */

/** Whether the caller runs on the process's initial thread (the one `main` started on). */
static inline gboolean cgtk_is_process_main_thread(void) {
    return getpid() == (pid_t)syscall(SYS_gettid);
}

/* MARK: - Swift's main queue, drained from GLib
 *
 * On Linux, libdispatch's main queue signals pending work through an eventfd (the same
 * hook CoreFoundation's run loop uses). These two entry points are exported by the
 * libdispatch that ships with Swift; they are declared here because no public header
 * carries them. They are only valid while the process's main thread has not entered
 * dispatch_main().
 */

/** The main queue's eventfd: readable when the queue has work. */
extern int _dispatch_get_main_queue_handle_4CF(void);
/** Runs the main queue's pending work on the calling (main) thread. Not reentrant: a nested
 *  call returns at once and the outer drain re-signals the eventfd for what it left. */
extern void _dispatch_main_queue_callback_4CF(void *msg);

/** Resets an eventfd to not-readable; never blocks, whether or not the fd is non-blocking. */
static inline void cgtk_eventfd_clear(int fd) {
    struct pollfd ready = { .fd = fd, .events = POLLIN, .revents = 0 };
    if (poll(&ready, 1, 0) <= 0 || !(ready.revents & POLLIN)) return;
    uint64_t value;
    ssize_t result;
    do {
        result = read(fd, &value, sizeof value);
    } while (result < 0 && errno == EINTR);
}

/* MARK: - Casts for menus (the menu renderer) */

static inline GtkMenu *cgtk_menu(gpointer p) {
    if (G_UNLIKELY(p == NULL || !GTK_IS_MENU(p))) cgtk_report_bad_cast(p, "GtkMenu");
    return (GtkMenu *)p;
}
static inline GtkMenuShell *cgtk_menu_shell(gpointer p) {
    if (G_UNLIKELY(p == NULL || !GTK_IS_MENU_SHELL(p))) cgtk_report_bad_cast(p, "GtkMenuShell");
    return (GtkMenuShell *)p;
}
static inline GtkMenuItem *cgtk_menu_item(gpointer p) {
    if (G_UNLIKELY(p == NULL || !GTK_IS_MENU_ITEM(p))) cgtk_report_bad_cast(p, "GtkMenuItem");
    return (GtkMenuItem *)p;
}
static inline GtkCheckMenuItem *cgtk_check_menu_item(gpointer p) {
    if (G_UNLIKELY(p == NULL || !GTK_IS_CHECK_MENU_ITEM(p))) cgtk_report_bad_cast(p, "GtkCheckMenuItem");
    return (GtkCheckMenuItem *)p;
}
static inline GtkAccelLabel *cgtk_accel_label(gpointer p) {
    if (G_UNLIKELY(p == NULL || !GTK_IS_ACCEL_LABEL(p))) cgtk_report_bad_cast(p, "GtkAccelLabel");
    return (GtkAccelLabel *)p;
}
/** Whether the widget is a separator menu item. */
static inline gboolean cgtk_is_separator_menu_item(gpointer p) { return p != NULL && GTK_IS_SEPARATOR_MENU_ITEM(p); }
/** Whether the widget is a label (a menu item's title). */
static inline gboolean cgtk_is_label(gpointer p) { return p != NULL && GTK_IS_LABEL(p); }
/** Whether the widget is an accel label (a menu item's title with its shortcut). */
static inline gboolean cgtk_is_accel_label(gpointer p) { return p != NULL && GTK_IS_ACCEL_LABEL(p); }

#endif
