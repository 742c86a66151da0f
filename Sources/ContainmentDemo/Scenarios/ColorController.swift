import Containment

/// A plain controller: a background colour and a centred caption, as the tutorial's red and
/// green `ViewController`s.
class ColorController: ViewController {
    /// The background colour of the view.
    let color: Color
    /// The caption in the middle.
    let caption: String
    /// The label that shows ``caption``, once the view is loaded.
    private(set) var captionLabel: Label?

    /// Creates a controller titled `title` that shows `caption` (the title when `nil`) on `color`.
    init(title: String, color: Color, caption: String? = nil) {
        self.color = color
        self.caption = caption ?? title
        super.init()
        self.title = title
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
        let label = Label(text: caption)
        label.textAlignment = .center
        label.fontSize = 24
        label.isBold = true
        label.textColor = color.prefersDarkText ? .black : .white
        DemoLayout.addCenteredColumn([label], width: nil, rowHeight: 40, spacing: 0, to: view)
        captionLabel = label
    }
}

extension Color {
    /// Whether black text reads better than white on this colour: its perceived brightness
    /// (ITU-R BT.601 weights) is above the middle. (At 0.6 the Green row's pure green, 0.587,
    /// got white text, which hardly shows on it.)
    var prefersDarkText: Bool {
        0.299 * red + 0.587 * green + 0.114 * blue > 0.5
    }
}
