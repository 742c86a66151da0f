/// The C program start-up is compared with: a GTK window that draws one label, prints the
/// monotonic time (µs) of its first drawn frame and its resident memory then (KiB, from
/// `/proc/self/statm`, as the library's first-frame probe does) and exits. With
/// `--notes-widgets` it shows, made with GTK alone, the widgets the notes app shows at its first
/// frame (900 × 600: the list of 20 notes and its bar, the first note's bar, title field,
/// picture and text); with `--demo-widgets`, the demo's (1024 × 700: a `GtkHeaderBar` title bar
/// with the Menu button, the menu's 13 rows, the first row's blue page with its caption and its
/// two tab buttons). That is the price GTK itself asks for each app's content. Built by the benchmark with
/// `cc bare.c $(pkg-config --cflags --libs gtk+-3.0)`; compiled with `-DBARE_WINDOW_NO_MAIN` it
/// has no `main`, and a Swift program starts it through `bare_window_main` (see
/// ``SwiftStartSource``).
enum BareWindowSource {
    static let text = """
    #include <gtk/gtk.h>
    #include <stdio.h>
    #include <string.h>
    #include <unistd.h>

    static long resident_kib(void) {
        long size = 0, resident = 0;
        FILE *statm = fopen("/proc/self/statm", "r");
        if (statm == NULL) return 0;
        if (fscanf(statm, "%ld %ld", &size, &resident) != 2) resident = 0;
        fclose(statm);
        return resident * sysconf(_SC_PAGESIZE) / 1024;
    }

    static gboolean drawn(GtkWidget *widget, cairo_t *cr, gpointer data) {
        printf("first-frame %lld rss-kib %ld\\n", (long long)g_get_monotonic_time(), resident_kib());
        fflush(stdout);
        gtk_main_quit();
        return FALSE;
    }

    /* A bar as the notes app shows one: a button, a title in bold, maybe a second button. */
    static GtkWidget *bar(const char *left, const char *title, const char *right) {
        GtkWidget *box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0);
        if (left != NULL) gtk_box_pack_start(GTK_BOX(box), gtk_button_new_with_label(left), FALSE, FALSE, 0);
        GtkWidget *label = gtk_label_new(NULL);
        char *markup = g_markup_printf_escaped("<b>%s</b>", title);
        gtk_label_set_markup(GTK_LABEL(label), markup);
        g_free(markup);
        gtk_label_set_ellipsize(GTK_LABEL(label), PANGO_ELLIPSIZE_END);
        gtk_box_set_center_widget(GTK_BOX(box), label);
        if (right != NULL) gtk_box_pack_end(GTK_BOX(box), gtk_button_new_with_label(right), FALSE, FALSE, 0);
        gtk_widget_set_size_request(box, -1, 44);
        return box;
    }

    /* A list row as the library makes a table's: a label at the start, 12 px in, ellipsized, in
     * a row 44 px tall. */
    static void add_row(GtkWidget *list, const char *text) {
        GtkWidget *label = gtk_label_new(text);
        gtk_label_set_xalign(GTK_LABEL(label), 0);
        gtk_label_set_ellipsize(GTK_LABEL(label), PANGO_ELLIPSIZE_END);
        gtk_widget_set_margin_start(label, 12);
        gtk_widget_set_margin_end(label, 12);
        gtk_container_add(GTK_CONTAINER(list), label);
        gtk_widget_set_size_request(gtk_widget_get_parent(label), -1, 44);
    }

    /* The widgets the notes app shows at its first frame, made with GTK alone: the list of 20
     * notes with its bar, and the first note's bar, title field, picture and text. */
    static GtkWidget *notes_widgets(void) {
        static const char *titles[] = {
            "Groceries", "Books to read", "Trip to the coast", "Garden", "Meeting notes", "Recipes",
            "Gift ideas", "Bike repair", "Films", "Podcasts", "Birthday party", "Work plan",
            "Workout", "Language lessons", "Home office", "Car service", "Music practice",
            "Tax papers", "Photo album", "Someday" };
        GtkWidget *fixed = gtk_fixed_new();
        GtkWidget *list_bar = bar("Settings", "Notes", "Add");
        gtk_widget_set_size_request(list_bar, 315, 44);
        gtk_fixed_put(GTK_FIXED(fixed), list_bar, 0, 0);
        GtkWidget *list = gtk_list_box_new();
        for (guint index = 0; index < G_N_ELEMENTS(titles); index++) add_row(list, titles[index]);
        GtkWidget *scroll = gtk_scrolled_window_new(NULL, NULL);
        gtk_container_add(GTK_CONTAINER(scroll), list);
        gtk_widget_set_size_request(scroll, 315, 556);
        gtk_fixed_put(GTK_FIXED(fixed), scroll, 0, 44);
        GtkWidget *note_bar = bar(NULL, "Groceries", "Delete");
        gtk_widget_set_size_request(note_bar, 585, 44);
        gtk_fixed_put(GTK_FIXED(fixed), note_bar, 315, 0);
        GtkWidget *entry = gtk_entry_new();
        gtk_entry_set_text(GTK_ENTRY(entry), "Groceries");
        gtk_widget_set_size_request(entry, 553, 36);
        gtk_fixed_put(GTK_FIXED(fixed), entry, 331, 60);
        GdkPixbuf *pixels = gdk_pixbuf_new(GDK_COLORSPACE_RGB, FALSE, 8, 160, 100);
        gdk_pixbuf_fill(pixels, 0x3a7bd5ff);
        gtk_fixed_put(GTK_FIXED(fixed), gtk_image_new_from_pixbuf(pixels), 331, 108);
        g_object_unref(pixels);
        GtkWidget *text = gtk_text_view_new();
        gtk_text_buffer_set_text(gtk_text_view_get_buffer(GTK_TEXT_VIEW(text)), "Notes about groceries.\\n", -1);
        GtkWidget *text_scroll = gtk_scrolled_window_new(NULL, NULL);
        gtk_scrolled_window_set_shadow_type(GTK_SCROLLED_WINDOW(text_scroll), GTK_SHADOW_IN);
        gtk_container_add(GTK_CONTAINER(text_scroll), text);
        gtk_widget_set_size_request(text_scroll, 553, 364);
        gtk_fixed_put(GTK_FIXED(fixed), text_scroll, 331, 220);
        gtk_widget_grab_focus(entry);
        return fixed;
    }

    /* Paints a widget in one colour, as the demo's views paint their backgrounds. */
    static gboolean paint(GtkWidget *widget, cairo_t *cr, gpointer rgb) {
        const double *colour = rgb;
        cairo_set_source_rgb(cr, colour[0], colour[1], colour[2]);
        cairo_paint(cr);
        return FALSE;
    }

    /* The widgets the demo shows at its first frame, made with GTK alone: the menu's 13 rows in a
     * scrolled list, the first one selected, and beside them the first row's tab controller (its
     * blue page with a large bold caption, its two tab buttons), in what the menu leaves of the
     * window. */
    static GtkWidget *demo_widgets(void) {
        static const char *rows[] = {
            "Tab", "Red", "Green", "Nav", "Drawer", "Split", "Pages", "Modal", "Factory", "Combined",
            "Containers", "Tunnel", "Transitions" };
        static const double blue[] = { 0.20, 0.45, 0.85 };
        GtkWidget *fixed = gtk_fixed_new();
        GtkWidget *list = gtk_list_box_new();
        for (guint index = 0; index < G_N_ELEMENTS(rows); index++) add_row(list, rows[index]);
        gtk_list_box_select_row(GTK_LIST_BOX(list), gtk_list_box_get_row_at_index(GTK_LIST_BOX(list), 0));
        GtkWidget *scroll = gtk_scrolled_window_new(NULL, NULL);
        gtk_container_add(GTK_CONTAINER(scroll), list);
        gtk_widget_set_size_request(scroll, 200, 651);
        gtk_fixed_put(GTK_FIXED(fixed), scroll, 0, 0);
        GtkWidget *page = gtk_drawing_area_new();
        gtk_widget_set_size_request(page, 824, 602);
        g_signal_connect(page, "draw", G_CALLBACK(paint), (gpointer)blue);
        gtk_fixed_put(GTK_FIXED(fixed), page, 200, 0);
        GtkWidget *caption = gtk_label_new(NULL);
        gtk_label_set_markup(GTK_LABEL(caption), "<span foreground=\\"#ffffff\\" size=\\"18432\\" weight=\\"bold\\">Tab One</span>");
        gtk_widget_set_size_request(caption, 784, 40);
        gtk_fixed_put(GTK_FIXED(fixed), caption, 220, 281);
        GtkWidget *tabs = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0);
        gtk_box_set_homogeneous(GTK_BOX(tabs), TRUE);
        GtkWidget *first = gtk_toggle_button_new_with_label("Tab One");
        gtk_toggle_button_set_active(GTK_TOGGLE_BUTTON(first), TRUE);
        gtk_box_pack_start(GTK_BOX(tabs), first, TRUE, TRUE, 0);
        gtk_box_pack_start(GTK_BOX(tabs), gtk_toggle_button_new_with_label("Tab Two"), TRUE, TRUE, 0);
        gtk_widget_set_size_request(tabs, 824, 49);
        gtk_fixed_put(GTK_FIXED(fixed), tabs, 200, 602);
        return fixed;
    }

    int bare_window_main(int argc, char **argv) {
        gtk_init(&argc, &argv);
        const char *widgets = argc > 1 ? argv[1] : "";
        GtkWidget *window = gtk_window_new(GTK_WINDOW_TOPLEVEL);
        gtk_window_set_default_size(GTK_WINDOW(window), 1024, 700);
        if (strcmp(widgets, "--notes-widgets") == 0) {
            gtk_window_set_default_size(GTK_WINDOW(window), 900, 600);
            gtk_container_add(GTK_CONTAINER(window), notes_widgets());
        } else if (strcmp(widgets, "--demo-widgets") == 0) {
            gtk_container_add(GTK_CONTAINER(window), demo_widgets());
            /* The demo's title bar: its navigation bar, drawn by GTK as a header bar. */
            GtkWidget *bar = gtk_header_bar_new();
            gtk_header_bar_set_title(GTK_HEADER_BAR(bar), "Tab One");
            gtk_header_bar_set_show_close_button(GTK_HEADER_BAR(bar), TRUE);
            gtk_header_bar_pack_start(GTK_HEADER_BAR(bar), gtk_button_new_with_label("Menu"));
            gtk_window_set_titlebar(GTK_WINDOW(window), bar);
        } else {
            gtk_container_add(GTK_CONTAINER(window), gtk_label_new("Containment"));
        }
        g_signal_connect_after(window, "draw", G_CALLBACK(drawn), NULL);
        gtk_widget_show_all(window);
        gtk_main();
        return 0;
    }

    #ifndef BARE_WINDOW_NO_MAIN
    int main(int argc, char **argv) {
        return bare_window_main(argc, argv);
    }
    #endif
    """
}
