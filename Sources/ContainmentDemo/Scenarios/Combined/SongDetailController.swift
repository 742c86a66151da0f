import Containment

/// The last level of the Combined row's drill-down: one song's title, composer and length.
final class SongDetailController: ViewController {
    /// The song shown.
    let song: Song
    /// The labels, top to bottom, once the view is loaded.
    private(set) var labels: [Label] = []

    /// Creates the detail of `song`, titled with the song's title.
    init(song: Song) {
        self.song = song
        super.init()
        title = song.title
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = DemoPalette.detail
        let lines = [song.title, song.composer, song.duration]
        labels = lines.enumerated().map { index, line in
            let label = Label(text: line)
            label.textAlignment = .center
            label.fontSize = index == 0 ? 26 : 18
            label.isBold = index == 0
            return label
        }
        DemoLayout.addCenteredColumn(labels, width: nil, rowHeight: 36, spacing: 8, to: view)
    }
}
