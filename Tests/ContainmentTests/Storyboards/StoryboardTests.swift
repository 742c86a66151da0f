import Containment
import Foundation
import Testing

/// A parent made by hand the way a storyboard makes one with two container views: the
/// container views and the embedded children are set up while the view loads, before
/// `viewDidLoad()`.
@MainActor
private final class HandWrittenContainerParent: RecordingViewController {
    let embeds: [(frame: Rect, mask: AutoresizingMask, child: ViewController)]
    let background: Color?

    init(_ title: String, log: CallLog, background: Color?, embeds: [(frame: Rect, mask: AutoresizingMask, child: ViewController)] = []) {
        self.embeds = embeds
        self.background = background
        super.init(title, log: log)
    }

    override func loadView() {
        view = View(frame: ViewController.defaultViewFrame)
        view.backgroundColor = background
        let containers = embeds.map { embed in
            let container = View(frame: embed.frame)
            container.autoresizingMask = embed.mask
            view.addSubview(container)
            return container
        }
        for (embed, container) in zip(embeds, containers) {
            addChild(embed.child)
            embed.child.view.frame = container.bounds
            container.addSubview(embed.child.view)
            embed.child.didMove(toParent: self)
        }
    }
}

@MainActor @Suite struct StoryboardTests {
    static let containerScene = """
    {
      "format": 1,
      "initialController": "parent",
      "controllers": [
        {
          "id": "parent", "class": "Recording", "title": "Parent", "backgroundColor": "#ededed",
          "containerViews": [
            { "frame": { "x": 20, "y": 20, "width": 400, "height": 200 }, "autoresizing": ["flexibleWidth", "flexibleBottomMargin"], "embed": "top" },
            { "frame": { "x": 20, "y": 240, "width": 400, "height": 200 }, "embed": "bottom" }
          ]
        },
        { "id": "top", "class": "Recording", "title": "Top", "backgroundColor": "#ff0000" },
        { "id": "bottom", "class": "Recording", "title": "Bottom" }
      ]
    }
    """

    /// What UIKit sends when a storyboard controller with two container views is added to a
    /// visible parent: the embed segues run while its view loads (each child's `willMove`,
    /// `viewDidLoad`, `didMove`), then its own `viewDidLoad`, then appearance, parent first.
    static let embedSequence = [
        "Parent willMove parent=Root",
        "Top willMove parent=Parent", "Top viewDidLoad", "Top didMove parent=Parent",
        "Bottom willMove parent=Parent", "Bottom viewDidLoad", "Bottom didMove parent=Parent",
        "Parent viewDidLoad",
        "Parent viewWillAppear animated=false", "Top viewWillAppear animated=false", "Bottom viewWillAppear animated=false",
        "Parent viewDidAppear animated=false", "Top viewDidAppear animated=false", "Bottom viewDidAppear animated=false",
        "Parent didMove parent=Root",
    ]

    @Test func containerViewsBuildWhatHandWrittenCodeBuildsWithTheSameCallbacks() throws {
        // From the scene file.
        let sceneLog = CallLog()
        let sceneStage = Stage(log: sceneLog)
        let classes = CountingRegistry(log: sceneLog)
        let storyboard = try classes.storyboard(Self.containerScene)
        let fromScene = try #require(storyboard.instantiateInitialViewController())
        #expect(classes.made == ["parent", "top", "bottom"], "children are made with the parent")
        #expect(fromScene.children.isEmpty && !fromScene.isViewLoaded, "embedding waits for the view, as UIKit's embed segues")
        sceneStage.embed(fromScene)

        // By hand.
        let handLog = CallLog()
        let handStage = Stage(log: handLog)
        let grey = Color(red: 237 / 255, green: 237 / 255, blue: 237 / 255)
        let byHand = HandWrittenContainerParent("Parent", log: handLog, background: grey, embeds: [
            (Rect(x: 20, y: 20, width: 400, height: 200), [.flexibleWidth, .flexibleBottomMargin],
             HandWrittenContainerParent("Top", log: handLog, background: .red)),
            (Rect(x: 20, y: 240, width: 400, height: 200), [], HandWrittenContainerParent("Bottom", log: handLog, background: nil)),
        ])
        handStage.embed(byHand)

        #expect(sceneLog.entries == Self.embedSequence)
        #expect(handLog.entries == sceneLog.entries)
        #expect(identityFreeTreeSnapshot(sceneStage.root) == identityFreeTreeSnapshot(handStage.root))
        #expect(viewTreeSnapshot(sceneStage.root.view) == viewTreeSnapshot(handStage.root.view))
        #expect(fromScene.children.map(\.title) == ["Top", "Bottom"])
        // The parent's 800-point view filled the 1024-point root: the flexible container grew.
        #expect(fromScene.children.first?.view.superview?.frame == Rect(x: 20, y: 20, width: 624, height: 200))
        #expect(fromScene.children.first?.view.frame == Rect(x: 0, y: 0, width: 624, height: 200))
        #expect(fromScene.children.last?.view.superview?.frame == Rect(x: 20, y: 240, width: 400, height: 200))
        #expect(fromScene.view.backgroundColor?.hexString == "#ededed")
        #expect(fromScene.storyboard === storyboard)
    }

    static let stackScene = """
    {
      "format": 1,
      "controllers": [
        { "id": "tabs", "class": "TabBarController", "title": "Tabs", "viewControllers": ["one", "two"] },
        { "id": "one", "class": "NavigationController", "title": "One Navigation", "tabBarItem": { "title": "One" }, "viewControllers": ["oneRoot"] },
        { "id": "oneRoot", "class": "Recording", "title": "One Root",
          "segues": [
            { "identifier": "showDetail", "kind": "show", "destination": "detail", "row": 0 },
            { "identifier": "presentDetail", "kind": "present", "destination": "detail" }
          ] },
        { "id": "two", "class": "NavigationController", "title": "Two Navigation", "tabBarItem": { "title": "Two" }, "viewControllers": ["twoRoot", "twoTop"] },
        { "id": "twoRoot", "class": "Recording", "title": "Two Root" },
        { "id": "twoTop", "class": "Recording", "title": "Two Top" },
        { "id": "detail", "class": "Recording", "title": "Detail", "segues": [ { "identifier": "again", "kind": "show", "destination": "detail", "row": 0 } ] }
      ]
    }
    """

    /// Tabs of navigation stacks, built as a storyboard's relationship segues would and as
    /// the same code would by hand, in a visible window.
    @Test func tabsAndStacksBuildWhatHandWrittenCodeBuildsWithTheSameCallbacks() throws {
        let sceneLog = CallLog()
        let sceneStage = Stage(log: sceneLog)
        let storyboard = try CountingRegistry(log: sceneLog).storyboard(Self.stackScene)
        let fromScene = try storyboard.instantiateViewController(withIdentifier: "tabs")
        sceneStage.embed(fromScene)

        let handLog = CallLog()
        let handStage = Stage(log: handLog)
        let tabs = TabBarController()
        tabs.title = "Tabs"
        func stack(_ title: String, item: String, _ roots: [String]) -> NavigationController {
            let navigation = NavigationController()
            navigation.title = title
            navigation.tabBarItem = TabBarItem(title: item, image: nil, tag: 0)
            navigation.setViewControllers(roots.map { RecordingViewController($0, log: handLog) }, animated: false)
            return navigation
        }
        let one = stack("One Navigation", item: "One", ["One Root"])
        let two = stack("Two Navigation", item: "Two", ["Two Root", "Two Top"])
        tabs.viewControllers = [one, two]
        handStage.embed(tabs)

        #expect(sceneLog.entries == [
            "One Root willMove parent=One Navigation", "One Root didMove parent=One Navigation",
            "Two Root willMove parent=Two Navigation", "Two Top willMove parent=Two Navigation",
            "Two Root didMove parent=Two Navigation", "Two Top didMove parent=Two Navigation",
            "One Root viewDidLoad", "One Root viewWillAppear animated=false", "One Root viewDidAppear animated=false",
        ])
        #expect(handLog.entries == sceneLog.entries)
        #expect(identityFreeTreeSnapshot(sceneStage.root) == identityFreeTreeSnapshot(handStage.root))
        #expect(viewTreeSnapshot(sceneStage.root.view) == viewTreeSnapshot(handStage.root.view))
        let sceneTabs = try #require(fromScene as? TabBarController)
        #expect(sceneTabs.tabBar.items.map(\.title) == ["One", "Two"])
        #expect((sceneTabs.viewControllers?.last as? NavigationController)?.viewControllers.map(\.title) == ["Two Root", "Two Top"])
    }

    @Test func aRowSeguePushesAFreshDestinationOntoTheStack() throws {
        let log = CallLog()
        let stage = Stage(log: log)
        let storyboard = try CountingRegistry(log: log).storyboard(Self.stackScene)
        let navigation = try storyboard.instantiateViewController(withIdentifier: "one", as: NavigationController.self)
        stage.embed(navigation)
        let root = try #require(navigation.topViewController)
        #expect(root.segueIdentifier(forRowAt: IndexPath(row: 0, section: 0)) == "showDetail")
        #expect(root.segueIdentifier(forRowAt: IndexPath(row: 1, section: 0)) == nil)
        #expect(!root.performSegue(forRowAt: IndexPath(row: 1, section: 0), sender: nil))
        _ = log.take()
        #expect(root.performSegue(forRowAt: IndexPath(row: 0, section: 0), sender: nil))
        stage.clock.advance(by: 1)
        #expect(navigation.viewControllers.map(\.title) == ["One Root", "Detail"])
        #expect(log.take() == [
            "Detail willMove parent=One Navigation", "Detail viewDidLoad",
            "One Root viewWillDisappear animated=true", "Detail viewWillAppear animated=true",
            "One Root viewDidDisappear animated=true", "Detail viewDidAppear animated=true",
            "Detail didMove parent=One Navigation",
        ])
        // The detail's own segue makes another, fresh detail.
        let detail = try #require(navigation.topViewController)
        detail.performSegue(withIdentifier: "again", sender: nil)
        stage.clock.advance(by: 1)
        #expect(navigation.viewControllers.count == 3)
        #expect(navigation.viewControllers[1] !== navigation.viewControllers[2])
    }

    @Test func aShowSegueWithoutANavigationControllerPresentsAndAPresentSeguePresents() throws {
        let log = CallLog()
        let stage = Stage(log: log)
        let storyboard = try CountingRegistry(log: log).storyboard(Self.stackScene)
        let lonelyDetail = try storyboard.instantiateViewController(withIdentifier: "detail")
        stage.embed(lonelyDetail)
        lonelyDetail.performSegue(withIdentifier: "again", sender: nil)
        stage.clock.advance(by: 1)
        // As UIKit without a presentation context, the window's root presents.
        #expect(stage.root.presentedViewController?.title == "Detail")
        #expect(stage.root.presentedViewController !== lonelyDetail)

        let navigation = try storyboard.instantiateViewController(withIdentifier: "one", as: NavigationController.self)
        let otherStage = Stage(log: log)
        otherStage.embed(navigation)
        navigation.topViewController?.performSegue(withIdentifier: "presentDetail", sender: nil)
        otherStage.clock.advance(by: 1)
        #expect(navigation.viewControllers.count == 1)
        #expect(otherStage.root.presentedViewController?.title == "Detail")
    }

    @Test func anUnknownSegueIsRefusedAndChangesNothing() throws {
        let diagnostics = DiagnosticsRecorder()
        defer { diagnostics.stop() }
        let log = CallLog()
        let stage = Stage(log: log)
        let storyboard = try CountingRegistry(log: log).storyboard(Self.stackScene)
        let navigation = try storyboard.instantiateViewController(withIdentifier: "one", as: NavigationController.self)
        stage.embed(navigation)
        let before = treeSnapshot(stage.root)
        navigation.topViewController?.performSegue(withIdentifier: "nope", sender: nil)
        ViewController().performSegue(withIdentifier: "showDetail", sender: nil)
        stage.clock.advance(by: 1)
        #expect(diagnostics.refusals.map(\.message) == [
            "One Root has no segue with identifier 'nope'", "ViewController has no segue with identifier 'showDetail'",
        ])
        #expect(diagnostics.refusals.allSatisfy { $0.kind == .invalidArgument })
        #expect(treeSnapshot(stage.root) == before)
    }

    @Test func everyInstantiationMakesFreshControllers() throws {
        let classes = CountingRegistry()
        let storyboard = try classes.storyboard(Self.containerScene)
        let first = try storyboard.instantiateViewController(withIdentifier: "parent")
        let second = try storyboard.instantiateViewController(withIdentifier: "parent")
        #expect(first !== second)
        #expect(classes.made == ["parent", "top", "bottom", "parent", "top", "bottom"])
        #expect(try storyboard.instantiateViewController(withIdentifier: "top").title == "Top")
    }

    @Test func anUnknownIdentifierOrTheWrongClassThrowsAndMakesNothing() throws {
        let classes = CountingRegistry()
        let storyboard = try classes.storyboard(Self.containerScene)
        #expect(throws: SceneError(file: "scenes/test.json", path: "$.controllers",
                                   problem: "no controller has the identifier 'side'; identifiers: parent, top, bottom")) {
            try storyboard.instantiateViewController(withIdentifier: "side")
        }
        #expect(classes.made.isEmpty)
        #expect(throws: SceneError(file: "scenes/test.json", path: "$.controllers[0].class",
                                   problem: "'parent' is a Recording (RecordingViewController), not the NavigationController the app needs")) {
            try storyboard.instantiateViewController(withIdentifier: "parent", as: NavigationController.self)
        }
    }

    @Test func withoutAnInitialControllerThereIsNoInitialViewController() throws {
        let storyboard = try CountingRegistry().storyboard(Self.stackScene)
        #expect(storyboard.instantiateInitialViewController() == nil)
        #expect(storyboard.document.controllers.count == 7)
    }
}
