import Testing
@_spi(Adapter) import Containment

// The content views example from the README ("Scrolling, text and images"), compiled and
// checked so the README cannot drift from the API.
@MainActor
final class NotesController: ViewController, TextFieldDelegate, ScrollViewDelegate {
    let search = TextField(frame: Rect(x: 16, y: 16, width: 300, height: 36))
    let body = TextView(frame: Rect(x: 16, y: 68, width: 300, height: 160))
    let gallery = ScrollView(frame: Rect(x: 16, y: 244, width: 300, height: 200))

    override func viewDidLoad() {
        super.viewDidLoad()
        search.placeholder = "Search notes"
        search.delegate = self
        search.addAction(for: .editingChanged) { [unowned self] in filter(by: search.text ?? "") }
        body.isEditable = false
        gallery.contentSize = Size(width: 300, height: 1_200)
        gallery.delegate = self
        if let image = Image(contentsOfFile: "/usr/share/pixmaps/debian-logo.png") {
            let imageView = ImageView(image: image)
            imageView.frame = Rect(x: 0, y: 0, width: 300, height: 200)
            imageView.contentMode = .scaleAspectFit
            gallery.addSubview(imageView)
        }
        for view in [search, body, gallery] as [View] { self.view.addSubview(view) }
    }

    func filter(by text: String) { body.text = "Notes matching “\(text)”" }
    func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
    func scrollViewDidScroll(_ scrollView: ScrollView) {}
}

@MainActor @Suite struct ReadmeContentExampleTests {
    @Test func theNotesExampleBuildsAndItsFieldFilters() {
        let controller = NotesController()
        controller.loadViewIfNeeded()
        #expect(controller.view.subviews.count == 3)
        controller.search.setTextFromUser("milk")
        #expect(controller.body.text == "Notes matching “milk”")
        controller.gallery.contentOffset = Point(x: 0, y: 5_000)
        #expect(controller.gallery.contentOffset == Point(x: 0, y: 5_000), "kept as set, as UIKit does")
        #expect(controller.gallery.maximumContentOffset == Point(x: 0, y: 1_000))
    }
}
