/// A segue of a scene file on its way, as `UIStoryboardSegue`: the controller it starts from,
/// the fresh controller it shows, and the identifier the file gave it.
///
/// The source's ``ViewController/prepare(for:sender:)`` receives it after the destination is
/// made and before it is shown (or, for an embed segue, before it is added as a child). The
/// destination's view is not loaded yet: hand it data through its own properties.
@MainActor
public final class StoryboardSegue {
    /// The identifier from the scene file, as `UIStoryboardSegue.identifier`; `nil` for an
    /// embed segue whose container view has none.
    public let identifier: String?
    /// The controller the segue starts from, as `UIStoryboardSegue.source`.
    public let source: ViewController
    /// The controller the segue shows, made for this segue, as `UIStoryboardSegue.destination`.
    public let destination: ViewController

    init(identifier: String?, source: ViewController, destination: ViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
    }
}
