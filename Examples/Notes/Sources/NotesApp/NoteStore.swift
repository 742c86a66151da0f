#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One note: a title and a body, and whether it is pinned to the top of the list.
public struct Note: Equatable, Sendable, Identifiable {
    /// Stays the same while the title and body change.
    public let id: Int
    /// The note's title, shown as its row in the list.
    public var title: String
    /// The note's text.
    public var body: String
    /// Whether the note shows in the list's Pinned section.
    public var isPinned: Bool

    /// What Copy puts on the clipboard: the title, and the body under it when there is one.
    public var textForCopying: String {
        body.isEmpty ? title : "\(title)\n\n\(body)"
    }

    /// A note with the given id, title and body.
    public init(id: Int, title: String, body: String, isPinned: Bool = false) {
        self.id = id
        self.title = title
        self.body = body
        self.isPinned = isPinned
    }
}

/// The notes, in list order, and who wants to hear when they change.
@MainActor
public final class NoteStore {
    /// The notes, newest last.
    public private(set) var notes: [Note]
    /// Called after every change (the list reloads its rows).
    public var didChange: (() -> Void)?
    /// Called after every change too, one for each window showing the notes.
    private var observers: [() -> Void] = []
    private var nextID: Int

    /// A store holding `notes`.
    public init(notes: [Note]) {
        self.notes = notes
        nextID = (notes.map(\.id).max() ?? 0) + 1
    }

    /// A store with 20 seed notes, enough that the list scrolls in a window of any usual height.
    public static func seeded() -> NoteStore {
        let topics = [
            "Groceries", "Books to read", "Trip to the coast", "Garden", "Meeting notes", "Recipes",
            "Gift ideas", "Bike repair", "Films", "Podcasts", "Birthday party", "Work plan",
            "Workout", "Language lessons", "Home office", "Car service", "Music practice",
            "Tax papers", "Photo album", "Someday",
        ]
        return NoteStore(notes: topics.enumerated().map { index, topic in
            Note(id: index + 1, title: topic, body: "Notes about \(topic.lowercased()).\n")
        })
    }

    /// The index of the note with `id`, if it is still in the store.
    public func index(of id: Int) -> Int? {
        notes.firstIndex { $0.id == id }
    }

    /// The note with `id`, if it is still in the store.
    public func note(withID id: Int) -> Note? {
        index(of: id).map { notes[$0] }
    }

    /// Adds an empty note at the end and returns it.
    @discardableResult
    public func add(title: String = "New note") -> Note {
        let note = Note(id: nextID, title: title, body: "")
        nextID += 1
        notes.append(note)
        changed()
        return note
    }

    /// Replaces the note with the same id; does nothing when it was deleted.
    public func update(_ note: Note) {
        guard let index = index(of: note.id), notes[index] != note else { return }
        notes[index] = note
        changed()
    }

    /// Pins the note with `id` to the top of the list, or unpins it; does nothing when it is not there.
    public func setPinned(_ pinned: Bool, id: Int) {
        guard let index = index(of: id), notes[index].isPinned != pinned else { return }
        notes[index].isPinned = pinned
        changed()
    }

    /// Adds a copy of the note with `id` (its title marked "copy", its body, not pinned) just
    /// after it, and returns it; `nil` when the note is not there.
    @discardableResult
    public func duplicate(id: Int) -> Note? {
        guard let index = index(of: id) else { return nil }
        let copy = Note(id: nextID, title: "\(notes[index].title) copy", body: notes[index].body)
        nextID += 1
        notes.insert(copy, at: index + 1)
        changed()
        return copy
    }

    /// Removes the note with `id`; does nothing when it is not there.
    public func remove(id: Int) {
        guard let index = index(of: id) else { return }
        notes.remove(at: index)
        changed()
    }

    /// Calls `observer` after every change, as ``didChange`` (each window's list reloads).
    public func addObserver(_ observer: @escaping () -> Void) {
        observers.append(observer)
    }

    private func changed() {
        didChange?()
        for observer in observers { observer() }
    }
}
