import Containment

/// One note: its title in a text field, its picture, and its body in a text view; Delete in
/// the bar asks first, Ctrl+Shift+C copies the note. Every edit goes straight to the store.
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
        navigationItem.rightBarButtonItem = BarButtonItem(systemItem: .trash) { [weak self] in self?.askToDelete() }
    }

    /// The note's id in the controller's saved state.
    static let noteIDKey = "noteID"

    /// Saves which note this controller edits (the text is the store's).
    public override func encodeRestorableState(with activity: UserActivity) {
        super.encodeRestorableState(with: activity)
        activity.addUserInfoEntries(from: [Self.noteIDKey: .integer(noteID)])
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.directionalLayoutMargins = DirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        let note = store.note(withID: noteID)
        titleField.placeholder = "Title"
        titleField.text = note?.title
        titleField.addAction(for: .editingChanged) { [weak self] in self?.titleChanged() }

        imageView.image = SampleImage.shared
        imageView.contentMode = .scaleAspectFit

        bodyView.text = note?.body ?? ""
        bodyView.delegate = self

        // A column down the margins: the title, the picture at the leading edge, and the body
        // taking the height left (a text view has no intrinsic height, so it is what stretches).
        let column = StackView(arrangedSubviews: [titleField, imageView, bodyView])
        column.axis = .vertical
        column.alignment = .leading
        column.spacing = 12
        column.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(column)
        let margins = view.layoutMarginsGuide
        LayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            column.topAnchor.constraint(equalTo: margins.topAnchor),
            column.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            titleField.widthAnchor.constraint(equalTo: column.widthAnchor),
            titleField.heightAnchor.constraint(equalToConstant: 36),
            imageView.widthAnchor.constraint(equalToConstant: 160),
            imageView.heightAnchor.constraint(equalToConstant: 100),
            bodyView.widthAnchor.constraint(equalTo: column.widthAnchor),
        ])
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

    /// Edit ▸ Copy Note and Delete Note… are this note's to perform (the menu greys them while
    /// no note shows).
    public override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        switch action {
        case .copyNote, .deleteNote: note != nil
        default: super.canPerformAction(action, withSender: sender)
        }
    }

    /// Copies or deletes the note, as the menu bar's commands ask.
    public override func perform(_ action: Selector, with sender: Any?) {
        switch action {
        case .copyNote: copyNote()
        case .deleteNote: askToDelete()
        default: super.perform(action, with: sender)
        }
    }

    /// Puts the note's title and body on the clipboard, for any application to paste.
    public func copyNote() {
        guard let note else { return }
        Pasteboard.general.string = note.textForCopying
    }

    /// Asks first, as GNOME and iOS apps do: an alert with Cancel and a red Delete, which
    /// deletes the note once the alert has gone.
    public func askToDelete() {
        guard presentedViewController == nil, let note else { return }
        let alert = AlertController(
            title: "Delete “\(Self.displayTitle(note.title))”?", message: "The note will be deleted permanently.",
            preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: "Delete", style: .destructive) { [weak self] _ in
            guard let self else { return }
            deleteNote?(noteID)
        })
        present(alert, animated: true)
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
        view.directionalLayoutMargins = DirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        let label = Label(text: "No note selected")
        label.textAlignment = .center
        label.textColor = .darkGray
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        let margins = view.layoutMarginsGuide
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            label.topAnchor.constraint(equalTo: margins.topAnchor),
            label.heightAnchor.constraint(equalToConstant: 30),
        ])
    }
}
