import Testing
@_spi(Adapter) @testable import Containment

/// Controllers and views keep their rarely set properties out of line (made on the first write
/// of a non-default value); these pin that the properties still read as UIKit's defaults, keep
/// what is set, and redraw or notify exactly as the stored properties did.
@MainActor
@Suite("Rarely set properties of controllers and views")
struct SideStorageTests {
    @Test("a plain view reads UIKit's defaults and its presentation is its model")
    func viewDefaults() {
        let view = View(frame: Rect(x: 1, y: 2, width: 30, height: 40))
        #expect(view.tag == 0)
        #expect(view.accessibilityLabel == nil)
        #expect(view.shadowOpacity == 0)
        #expect(view.shadowRadius == 3)
        #expect(view.backgroundColor == nil)
        #expect(view.gestureRecognizers.isEmpty)
        #expect(view.activeTransition == nil)
        #expect(view.presentation == PresentationValues(frame: Rect(x: 1, y: 2, width: 30, height: 40), alpha: 1, backgroundColor: nil))
    }

    @Test("a view keeps what is set and redraws only when a drawn value changes")
    func viewValuesRoundTrip() {
        let view = View()
        var version = view.displayVersion
        func redrew() -> Bool {
            defer { version = view.displayVersion }
            return view.displayVersion != version
        }
        view.shadowRadius = 3
        #expect(!redrew(), "setting the default radius changes nothing")
        view.shadowRadius = 8
        #expect(view.shadowRadius == 8)
        #expect(redrew())
        view.shadowOpacity = 0.5
        #expect(view.shadowOpacity == 0.5)
        #expect(redrew())
        view.accessibilityLabel = "Menu"
        #expect(view.accessibilityLabel == "Menu")
        #expect(redrew())
        view.accessibilityLabel = "Menu"
        #expect(!redrew())
        view.tag = 7
        #expect(view.tag == 7)
        #expect(!redrew(), "a tag is not drawn")
        #expect(view.viewWithTag(7) === view)
        view.tag = 0
        #expect(view.viewWithTag(7) == nil)
        let red = Color(red: 1, green: 0, blue: 0, alpha: 1)
        view.backgroundColor = red
        #expect(view.backgroundColor == red)
        #expect(view.presentation.backgroundColor == red)
        #expect(redrew())
        view.backgroundColor = nil
        #expect(view.backgroundColor == nil)
        #expect(view.presentation.backgroundColor == nil)
        #expect(redrew())
    }

    @Test("a plain controller reads UIKit's defaults")
    func controllerDefaults() {
        let controller = ViewController()
        #expect(controller.title == nil)
        #expect(controller.modalPresentationStyle == .fullScreen)
        #expect(controller.modalTransitionStyle == .coverVertical)
        #expect(controller.presentedViewController == nil)
        #expect(controller.presentingViewController == nil)
        #expect(!controller.isBeingPresented)
        #expect(!controller.isBeingDismissed)
        #expect(controller.windowOfRoot == nil)
        #expect(controller.tabBarItem.title == nil)
        #expect(controller.navigationItem === controller.navigationItem, "the item is made once")
    }

    @Test("a controller keeps what is set, and a title reaches both bar items")
    func controllerValuesRoundTrip() {
        let controller = ViewController()
        controller.modalPresentationStyle = .overFullScreen
        controller.modalTransitionStyle = .crossDissolve
        #expect(controller.modalPresentationStyle == .overFullScreen)
        #expect(controller.modalTransitionStyle == .crossDissolve)
        controller.title = "Inbox"
        #expect(controller.title == "Inbox")
        #expect(controller.tabBarItem.title == "Inbox")
        #expect(controller.navigationItem.title == "Inbox")
        let item = TabBarItem(title: "Mail", image: nil, tag: 3)
        controller.tabBarItem = item
        #expect(controller.tabBarItem === item)
        controller.title = nil
        #expect(controller.title == nil)
        #expect(item.title == nil)
    }

    @Test("a child whose view is outside its parent's view is left out of the parent's appearance, its siblings keep their order")
    func childOutsideParentViewIsSkipped() {
        let stage = Stage()
        let parent = RecordingViewController("Parent", log: stage.log)
        stage.embed(parent)
        let first = RecordingViewController("First", log: stage.log)
        let outside = RecordingViewController("Outside", log: stage.log)
        let last = RecordingViewController("Last", log: stage.log)
        stage.embed(first, in: parent)
        parent.addChild(outside)
        outside.didMove(toParent: parent)
        stage.embed(last, in: parent)
        parent.view.removeFromSuperview()
        _ = stage.log.take()
        stage.root.view.addSubview(parent.view)
        #expect(stage.log.take() == [
            "Parent viewWillAppear animated=false",
            "First viewWillAppear animated=false",
            "Last viewWillAppear animated=false",
            "Parent viewDidAppear animated=false",
            "First viewDidAppear animated=false",
            "Last viewDidAppear animated=false",
        ])
        #expect(outside.appearanceState == .disappeared)
    }
}
