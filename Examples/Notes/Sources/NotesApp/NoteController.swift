import Containment

/// One note: its title in a text field, its picture, and its body in a text view; Delete in
/// the bar asks first. Every edit goes straight to the store.
@MainActor
public final class NoteController: ViewController, TextViewDelegate {
    /// The note's id in the store.
    public let noteID: Int
    /// The title field at the top.
    public let titleField = TextField()
    /// The picture under the title.
    public let imageView = ImageView()
    /// The body, filling the rest.
    public let bodyView = TextView()
    private let store: NoteStore
    /// Called when the user confirmed deleting this note.
    var deleteNote: ((Int) -> Void)?

    /// A controller editing the note with `noteID` in `store`.
    public init(noteID: Int, store: NoteStore) {
        self.noteID = noteID
        self.store = store
        super.init()
        title = Self.displayTitle(store.note(withID: noteID)?.title ?? "")
        navigationItem.rightBarButtonItem = BarButtonItem(title: "Delete") { [weak self] in self?.askToDelete() }
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let width = view.bounds.width
        let note = store.note(withID: noteID)
        titleField.frame = Rect(x: 16, y: 16, width: max(0, width - 32), height: 36)
        titleField.autoresizingMask = [.flexibleWidth]
        titleField.placeholder = "Title"
        titleField.text = note?.title
        titleField.addAction(for: .editingChanged) { [weak self] in self?.titleChanged() }

        imageView.frame = Rect(x: 16, y: 64, width: 160, height: 100)
        imageView.image = SampleImage.shared
        imageView.contentMode = .scaleAspectFit

        bodyView.frame = Rect(x: 16, y: 176, width: max(0, width - 32), height: max(0, view.bounds.height - 192))
        bodyView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        bodyView.text = note?.body ?? ""
        bodyView.delegate = self
        for subview in [titleField, imageView, bodyView] as [View] { view.addSubview(subview) }
    }

    /// The note as it is in the store now (`nil` once deleted).
    public var note: Note? { store.note(withID: noteID) }

    private func titleChanged() {
        guard var note else { return }
        note.title = titleField.text ?? ""
        title = Self.displayTitle(note.title)
        store.update(note)
    }

    public func textViewDidChange(_ textView: TextView) {
        guard var note else { return }
        note.body = textView.text
        store.update(note)
    }

    /// Presents the confirmation; Delete there deletes the note.
    public func askToDelete() {
        guard presentedViewController == nil, let note else { return }
        let confirmation = ConfirmationController(
            message: "Delete “\(Self.displayTitle(note.title))”?", confirmTitle: "Delete")
        confirmation.onConfirm = { [weak self] in
            guard let self else { return }
            dismiss(animated: true) { [weak self] in
                guard let self else { return }
                deleteNote?(noteID)
            }
        }
        confirmation.onCancel = { [weak self] in self?.dismiss(animated: true) }
        present(confirmation, animated: true)
    }

    static func displayTitle(_ title: String) -> String {
        title.isEmpty ? "Untitled" : title
    }
}

/// What the detail column shows when no note is chosen (after the last one was deleted).
@MainActor
public final class NoNoteController: ViewController {
    public override init() {
        super.init()
        title = "No note"
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let label = Label(frame: Rect(x: 16, y: 16, width: max(0, view.bounds.width - 32), height: 30), text: "No note selected")
        label.autoresizingMask = [.flexibleWidth]
        label.textAlignment = .center
        label.textColor = .darkGray
        view.addSubview(label)
    }
}
