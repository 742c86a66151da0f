/// The C program start-up is compared with: a GTK window that draws one label, prints the
/// monotonic time (µs) of its first drawn frame and its resident memory then (KiB, from
/// `/proc/self/statm`, as the library's first-frame probe does) and exits. With `--header-bar`
/// its title bar is a `GtkHeaderBar` with a title and a close button, drawn by GTK in the window
/// as the demo's navigation bar is. With `--notes-widgets` it shows, made with GTK alone, the
/// widgets the notes app shows at its first frame (900 × 600: the list of 20 notes and its bar,
/// the first note's bar, title field, picture and text), the price GTK itself asks for that
/// content. Built by the benchmark with
/// `cc bare.c $(pkg-config --cflags --libs gtk+-3.0)`.
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

    /* A bar as the notes app shows one: a button, a title, maybe a second button. */
    static GtkWidget *bar(const char *left, const char *title, const char *right) {
        GtkWidget *box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0);
        if (left != NULL) gtk_box_pack_start(GTK_BOX(box), gtk_button_new_with_label(left), FALSE, FALSE, 0);
        GtkWidget *label = gtk_label_new(title);
        gtk_label_set_ellipsize(GTK_LABEL(label), PANGO_ELLIPSIZE_END);
        gtk_box_set_center_widget(GTK_BOX(box), label);
        if (right != NULL) gtk_box_pack_end(GTK_BOX(box), gtk_button_new_with_label(right), FALSE, FALSE, 0);
        gtk_widget_set_size_request(box, -1, 44);
        return box;
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
        for (guint index = 0; index < G_N_ELEMENTS(titles); index++) {
            GtkWidget *row = gtk_label_new(titles[index]);
            gtk_label_set_ellipsize(GTK_LABEL(row), PANGO_ELLIPSIZE_END);
            gtk_widget_set_halign(row, GTK_ALIGN_START);
            gtk_widget_set_size_request(row, 315, 44);
            gtk_container_add(GTK_CONTAINER(list), row);
        }
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
        gtk_container_add(GTK_CONTAINER(text_scroll), text);
        gtk_widget_set_size_request(text_scroll, 553, 364);
        gtk_fixed_put(GTK_FIXED(fixed), text_scroll, 331, 220);
        gtk_widget_grab_focus(entry);
        return fixed;
    }

    int main(int argc, char **argv) {
        gtk_init(&argc, &argv);
        GtkWidget *window = gtk_window_new(GTK_WINDOW_TOPLEVEL);
        gtk_window_set_default_size(GTK_WINDOW(window), 1024, 700);
        if (argc > 1 && strcmp(argv[1], "--notes-widgets") == 0) {
            gtk_window_set_default_size(GTK_WINDOW(window), 900, 600);
            gtk_container_add(GTK_CONTAINER(window), notes_widgets());
        } else {
            gtk_container_add(GTK_CONTAINER(window), gtk_label_new("Containment"));
        }
        if (argc > 1 && strcmp(argv[1], "--header-bar") == 0) {
            GtkWidget *bar = gtk_header_bar_new();
            gtk_header_bar_set_title(GTK_HEADER_BAR(bar), "Containment");
            gtk_header_bar_set_show_close_button(GTK_HEADER_BAR(bar), TRUE);
            gtk_window_set_titlebar(GTK_WINDOW(window), bar);
        }
        g_signal_connect_after(window, "draw", G_CALLBACK(drawn), NULL);
        gtk_widget_show_all(window);
        gtk_main();
        return 0;
    }
    """
}
