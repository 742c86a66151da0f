@_spi(Adapter) import Containment

/// The content kinds the adapter knows: which ``ContentMirror`` makes the native widget of a
/// view, by its class. The library's own kinds are listed here, one line each; an app adds its
/// own with ``register(_:)``.
///
/// The kind registered for the most specific class of a view wins (a subclass's kind replaces
/// its superclass's), as UIKit's subclasses of a view replace what their superclass draws (a
/// `TableView`'s kind is a scroll view's whose subviews, its cells, are read as list items). A
/// view no kind covers is a plain view: a canvas only.
/// A bar is not chosen by class: ``ViewMirror/barProvider`` says which views are bars.
@MainActor
public enum ContentMirrors {
    /// Registers `kind` for the views of its ``ContentMirror/Mirrored`` class and its
    /// subclasses (unless a kind is registered for a subclass), replacing a kind registered for
    /// that class before. Views that have their widgets already keep them.
    public static func register<Kind: ContentMirror>(_ kind: Kind.Type) {
        let entry = Entry(kind)
        entries.removeAll { ObjectIdentifier($0.viewType) == ObjectIdentifier(entry.viewType) }
        entries.append(entry)
        chosen.removeAll()
    }

    /// The library's kinds: adding one is its file and a line here.
    private static var entries: [Entry] = [
        Entry(LabelContent.self),
        Entry(ButtonContent.self),
        Entry(ScrollContent.self),
        Entry(TableContent.self),
        Entry(TextFieldContent.self),
        Entry(TextViewContent.self),
        Entry(ImageContent.self),
        Entry(DrawingContent.self),
        Entry(NativeContent.self),
    ]

    /// The entry chosen for each view class met, `nil` for a plain view (found once per class).
    private static var chosen: [ObjectIdentifier: Entry?] = [:]

    /// Makes the content of `view` shown by `mirror`, if a kind covers its class.
    static func makeContent(for view: View, mirror: ViewMirror) -> (any ContentMirror)? {
        entry(for: type(of: view))?.make(view, mirror)
    }

    private static func entry(for viewType: View.Type) -> Entry? {
        let key = ObjectIdentifier(viewType)
        if let known = chosen[key] { return known }
        let covering = entries.filter { $0.covers(viewType) }
        // The most specific: the one whose class every other covering kind covers too.
        let entry = covering.first { candidate in covering.allSatisfy { $0.covers(candidate.viewType) } }
        chosen[key] = entry
        return entry
    }

    /// One registered kind, its view class forgotten.
    private struct Entry {
        let viewType: View.Type
        /// Whether the kind covers views of a class: its own or a subclass.
        let covers: @MainActor (View.Type) -> Bool
        let make: @MainActor (View, ViewMirror) -> (any ContentMirror)?

        init<Kind: ContentMirror>(_ kind: Kind.Type) {
            viewType = Kind.Mirrored.self
            covers = { $0 is Kind.Mirrored.Type }
            make = { view, mirror in (view as? Kind.Mirrored).map { Kind(view: $0, mirror: mirror) } }
        }
    }
}
