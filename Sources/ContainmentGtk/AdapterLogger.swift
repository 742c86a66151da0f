import Logging

/// Where the adapter reports what it refuses (an image gdk-pixbuf cannot decode), as the core
/// reports through its own logger.
let containmentGtkLogger = Logger(label: "containment.gtk")
