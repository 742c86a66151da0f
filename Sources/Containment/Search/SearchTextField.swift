/// The text field of a ``SearchBar``, as `UISearchTextField`: the GTK adapter draws it as a
/// `GtkSearchEntry` (a magnifier at its start, a clear icon once it holds text), and Escape in
/// it goes up the responder chain, where the search ends.
@MainActor
public final class SearchTextField: TextField {}
