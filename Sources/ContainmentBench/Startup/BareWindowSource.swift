/// The C program start-up is compared with: a GTK window that draws one label, prints the
/// monotonic time (µs) of its first drawn frame and its resident memory then (KiB, from
/// `/proc/self/statm`, as the library's first-frame probe does) and exits. With `--header-bar`
/// its title bar is a `GtkHeaderBar` with a title and a close button, drawn by GTK in the window
/// as the demo's navigation bar is. Built by the benchmark with
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

    int main(int argc, char **argv) {
        gtk_init(&argc, &argv);
        GtkWidget *window = gtk_window_new(GTK_WINDOW_TOPLEVEL);
        gtk_window_set_default_size(GTK_WINDOW(window), 1024, 700);
        gtk_container_add(GTK_CONTAINER(window), gtk_label_new("Containment"));
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
