import Containment
import Foundation
import Testing

/// A source of segues that records `prepare(for:sender:)` and `shouldPerformSegue` as a UIKit
/// user's override would, hands each destination a title in `prepare`, and can decline row
/// segues.
@MainActor
private final class PreparingController: RecordingViewController {
    var allowsSegues = true

    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        #expect(segue.source === self)
        let senderName = (sender as? ViewController)?.debugName ?? sender.map { "\($0)" } ?? "nil"
        log.append("\(title ?? "?") prepare segue=\(segue.identifier ?? "nil") destination=\(segue.destination.debugName) "
            + "loaded=\(segue.destination.isViewLoaded) parent=\(segue.destination.parent?.debugName ?? "nil") sender=\(senderName)")
        // The place to hand the destination its data: here, a title, which every later line shows.
        segue.destination.title = "\(segue.destination.debugName) from \(title ?? "?")"
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        log.append("\(title ?? "?") shouldPerformSegue \(identifier) -> \(allowsSegues)")
        return allowsSegues
    }
}

@MainActor @Suite struct SegueTests {
    static let scene = """
    {
      "format": 1,
      "controllers": [
        { "id": "navigation", "class": "NavigationController", "title": "Navigation", "viewControllers": ["root"] },
        { "id": "root", "class": "Preparing", "title": "Root",
          "segues": [
            { "identifier": "showDetail", "kind": "show", "destination": "detail", "row": 0 },
            { "identifier": "presentDetail", "kind": "present", "destination": "detail" },
            { "identifier": "showDetailSegue", "kind": "showDetail", "destination": "detail" }
          ] },
        { "id": "detail", "class": "Recording", "title": "Detail" },
        {
          "id": "parent", "class": "Preparing", "title": "Parent",
          "containerViews": [
            { "frame": { "x": 0, "y": 0, "width": 400, "height": 200 }, "embed": "top", "identifier": "embedTop" },
            { "frame": { "x": 0, "y": 200, "width": 400, "height": 200 }, "embed": "bottom" }
          ]
        },
        { "id": "top", "class": "Recording", "title": "Top" },
        { "id": "bottom", "class": "Recording", "title": "Bottom" }
      ]
    }
    """

    private func storyboard(log: CallLog) throws -> (Storyboard, CountingRegistry) {
        let classes = CountingRegistry(log: log)
        classes.register("Preparing") { scene in PreparingController(scene.title ?? scene.identifier, log: log) }
        return (try classes.storyboard(Self.scene), classes)
    }

    private func stack(log: CallLog) throws -> (NavigationController, PreparingController, Stage, CountingRegistry) {
        let stage = Stage(log: log)
        let (storyboard, classes) = try storyboard(log: log)
        let navigation = try storyboard.instantiateViewController(withIdentifier: "navigation", as: NavigationController.self)
        stage.embed(navigation)
        let root = try #require(navigation.topViewController as? PreparingController)
        _ = log.take()
        return (navigation, root, stage, classes)
    }

    @Test func aRowSegueAsksThenPreparesTheFreshDestinationBeforeItLoadsOrMoves() throws {
        let log = CallLog()
        let (navigation, root, stage, _) = try stack(log: log)
        #expect(root.performSegue(forRowAt: IndexPath(row: 0, section: 0), sender: "row 0"))
        stage.clock.advance(by: 1)
        #expect(log.take() == [
            "Root shouldPerformSegue showDetail -> true",
            "Root prepare segue=showDetail destination=Detail loaded=false parent=nil sender=row 0",
            "Detail from Root willMove parent=Navigation", "Detail from Root viewDidLoad",
            "Root viewWillDisappear animated=true", "Detail from Root viewWillAppear animated=true",
            "Root viewDidDisappear animated=true", "Detail from Root viewDidAppear animated=true",
            "Detail from Root didMove parent=Navigation",
        ])
        #expect(navigation.viewControllers.map(\.title) == ["Root", "Detail from Root"])
    }

    @Test func aDeclinedRowSegueMakesNothingAndPerformSegueDoesNotAsk() throws {
        let log = CallLog()
        let (navigation, root, stage, classes) = try stack(log: log)
        let madeBefore = classes.made
        root.allowsSegues = false
        #expect(!root.performSegue(forRowAt: IndexPath(row: 0, section: 0), sender: nil))
        stage.clock.advance(by: 1)
        #expect(log.take() == ["Root shouldPerformSegue showDetail -> false"])
        #expect(classes.made == madeBefore, "nothing is made for a declined segue")
        #expect(navigation.viewControllers.count == 1)

        // Performed by name, as UIKit, the segue runs without asking.
        root.performSegue(withIdentifier: "presentDetail", sender: root)
        stage.clock.advance(by: 1)
        #expect(log.take().prefix(2) == [
            "Root prepare segue=presentDetail destination=Detail loaded=false parent=nil sender=Root",
            "Detail from Root viewDidLoad",
        ])
        #expect(stage.root.presentedViewController?.title == "Detail from Root")
    }

    @Test func embedSeguesArePreparedWhileTheParentLoadsEachBeforeItsChildIsAdded() throws {
        let log = CallLog()
        let stage = Stage(log: log)
        let (storyboard, _) = try storyboard(log: log)
        let parent = try storyboard.instantiateViewController(withIdentifier: "parent")
        #expect(log.entries.isEmpty, "nothing is prepared before the parent's view loads")
        stage.embed(parent)
        #expect(log.take() == [
            "Parent willMove parent=Root",
            "Parent prepare segue=embedTop destination=Top loaded=false parent=nil sender=Parent",
            "Top from Parent willMove parent=Parent", "Top from Parent viewDidLoad", "Top from Parent didMove parent=Parent",
            "Parent prepare segue=nil destination=Bottom loaded=false parent=nil sender=Parent",
            "Bottom from Parent willMove parent=Parent", "Bottom from Parent viewDidLoad", "Bottom from Parent didMove parent=Parent",
            "Parent viewDidLoad",
            "Parent viewWillAppear animated=false", "Top from Parent viewWillAppear animated=false",
            "Bottom from Parent viewWillAppear animated=false",
            "Parent viewDidAppear animated=false", "Top from Parent viewDidAppear animated=false",
            "Bottom from Parent viewDidAppear animated=false",
            "Parent didMove parent=Root",
        ])
    }

    @Test func aShowDetailSegueGoesToTheSplitViewController() throws {
        let log = CallLog()
        let (storyboard, _) = try storyboard(log: log)
        let navigation = try storyboard.instantiateViewController(withIdentifier: "navigation", as: NavigationController.self)
        let stage = SplitStage(log: log, primary: navigation, secondary: RecordingViewController("First", log: log))
        let root = try #require(navigation.topViewController)
        root.performSegue(withIdentifier: "showDetailSegue", sender: nil)
        stage.clock.advance(by: 1)
        #expect(stage.split.viewControllers.last?.title == "Detail from Root")
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func aSeguesDestinationIsFreedWhenItLeavesAndTheSegueKeepsNothing() throws {
        let log = CallLog()
        let (navigation, root, stage, _) = try stack(log: log)
        weak var destination: ViewController?
        do {
            root.performSegue(withIdentifier: "showDetail", sender: nil)
            stage.clock.advance(by: 1)
            destination = navigation.topViewController
            #expect(destination != nil && destination !== root)
            navigation.popViewController(animated: false)
            stage.clock.advance(by: 1)
        }
        #expect(destination == nil, "the popped destination is freed; no segue holds it")
    }

    @Test func prepareIsPublishedToTheLifecycleStream() throws {
        let log = CallLog()
        let (_, root, stage, _) = try stack(log: log)
        let events = EventRecorder()
        defer { events.stop() }
        root.performSegue(withIdentifier: "showDetail", sender: nil)
        stage.clock.advance(by: 1)
        #expect(events.events.first == "Root prepare segue=showDetail destination=Detail")
    }

    @Test func anEmbedSegueIdentifierMustBeANonEmptyString() {
        let container = #"{ "id": "a", "class": "ViewController", "containerViews": [ { "frame": { "x": 0, "y": 0, "width": 1, "height": 1 }, "embed": "b", "identifier": IDENTIFIER } ] }, { "id": "b", "class": "ViewController" }"#
        func load(_ identifier: String) -> String? {
            let json = #"{ "format": 1, "controllers": [ "# + container.replacingOccurrences(of: "IDENTIFIER", with: identifier) + " ] }"
            do {
                _ = try CountingRegistry().storyboard(json)
                return nil
            } catch {
                return error.description
            }
        }
        #expect(load("7") == "scenes/test.json: $.controllers[0].containerViews[0].identifier: expected a string, found a number")
        #expect(load(#"" ""#) == "scenes/test.json: $.controllers[0].containerViews[0].identifier: must not be empty")
        #expect(load(#""embedB""#) == nil)
    }
}
