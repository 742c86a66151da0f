/// What a controller made from a scene keeps of it: its storyboard, its segues, and what its
/// nib would do when the view loads (the background colour, the container views and their
/// embedded children).
@MainActor
final class StoryboardBinding {
    let storyboard: Storyboard
    let scene: SceneController
    /// Children instantiated with the parent, embedded when the parent's view loads.
    private var pendingEmbeds: [(container: SceneContainerView, child: ViewController)]

    init(storyboard: Storyboard, scene: SceneController, embeds: [(container: SceneContainerView, child: ViewController)]) {
        self.storyboard = storyboard
        self.scene = scene
        pendingEmbeds = embeds
    }

    /// Runs once the controller's view exists and before its `viewDidLoad()`, as UIKit performs
    /// embed segues while it loads a view from a storyboard: colours the view, adds the
    /// container views, and for each one hands its embed segue to the controller's
    /// `prepare(for:sender:)` and embeds the child the UIKit way (`addChild`, the child's view
    /// into the container view's bounds, `didMove(toParent:)`).
    func viewDidLoad(in controller: ViewController) {
        let view = controller.view
        if let color = scene.backgroundColor { view.backgroundColor = color }
        let embeds = pendingEmbeds
        pendingEmbeds = []
        let containers = embeds.map { embed in
            let container = View(frame: embed.container.frame)
            container.autoresizingMask = embed.container.autoresizingMask
            view.addSubview(container)
            return container
        }
        for (embed, container) in zip(embeds, containers) {
            let segue = StoryboardSegue(identifier: embed.container.segueIdentifier, source: controller, destination: embed.child)
            controller.sendPrepare(for: segue, sender: controller)
            controller.addChild(embed.child)
            embed.child.view.frame = container.bounds
            container.addSubview(embed.child.view)
            embed.child.didMove(toParent: controller)
        }
    }
}
