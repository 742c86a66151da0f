import Containment

/// Tutorial 004's `DetailViewController`: a label on a coloured background, made with
/// `initWithString:withColor:`; a horizontal swipe on its view gives the label a new random
/// colour. Its view sits in the factory's `detailView`, but the swipe is its own: the
/// controller, not the container, handles it.
final class FactoryDetailController: ColorController {
    /// How far (in points) a drag must go sideways, more than it goes up or down, to count as a swipe.
    static let swipeDistance = 30.0

    /// The recognizer that turns horizontal drags into swipes.
    let swipeRecognizer = PanGestureRecognizer()
    /// How many swipes changed the label's colour.
    private(set) var swipeCount = 0

    private let colors: FactoryColorSource

    /// Creates a detail titled `title` showing `text` on `color`, as `initWithString:withColor:`;
    /// swipes take their colours from `colors`.
    init(title: String, text: String, color: Color, colors: FactoryColorSource) {
        self.colors = colors
        super.init(title: title, color: color, caption: text)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        swipeRecognizer.action = { [weak self] recognizer in self?.handleSwipe(recognizer) }
        view.addGestureRecognizer(swipeRecognizer)
    }

    /// Whether a drag that moved by `translation` is a horizontal swipe.
    static func isHorizontalSwipe(_ translation: Point) -> Bool {
        abs(translation.x) >= swipeDistance && abs(translation.x) > abs(translation.y)
    }

    private func handleSwipe(_ recognizer: GestureRecognizer) {
        guard recognizer.state == .ended, let pan = recognizer as? PanGestureRecognizer,
              Self.isHorizontalSwipe(pan.translation(in: view))
        else { return }
        changeLabelColor()
    }

    /// Gives the label the next random colour (never the one it has, nor the background), as
    /// the tutorial's swipe handler.
    func changeLabelColor() {
        guard let label = captionLabel else { return }
        label.textColor = colors.nextColor(avoiding: [label.textColor, color]).color
        swipeCount += 1
    }
}
