/// The C program start-up is compared with: a GTK window that draws one label, prints the
/// monotonic time (µs) of its first drawn frame and exits. Built by the benchmark with
/// `cc bare.c $(pkg-config --cflags --libs gtk+-3.0)`.
enum BareWindowSource {
    static let text = """
    #include <gtk/gtk.h>
    #include <stdio.h>

    static gboolean drawn(GtkWidget *widget, cairo_t *cr, gpointer data) {
        printf("first-frame %lld\\n", (long long)g_get_monotonic_time());
        fflush(stdout);
        gtk_main_quit();
        return FALSE;
    }

    int main(int argc, char **argv) {
        gtk_init(&argc, &argv);
        GtkWidget *window = gtk_window_new(GTK_WINDOW_TOPLEVEL);
        gtk_window_set_default_size(GTK_WINDOW(window), 1024, 700);
        gtk_container_add(GTK_CONTAINER(window), gtk_label_new("Containment"));
        g_signal_connect_after(window, "draw", G_CALLBACK(drawn), NULL);
        gtk_widget_show_all(window);
        gtk_main();
        return 0;
    }
    """
}
