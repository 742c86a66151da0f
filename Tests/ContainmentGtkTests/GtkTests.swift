import Testing

/// Every GTK test, one at a time: they share one display, and a window covering another would
/// change the pixels a test reads. Each nested suite lives in its own file.
@Suite(.serialized)
@MainActor
struct GtkTests {}
