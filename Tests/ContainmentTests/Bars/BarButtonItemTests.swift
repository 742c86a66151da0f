import Testing
@_spi(Adapter) @testable import Containment
import ContainmentTestSupport

/// Bar button items as the bars hand them to the adapter: system items, styles, tooltips,
/// spaces, and changes that reach the bar while the item is in it.
@MainActor
@Suite("Bar button items")
struct BarButtonItemTests {
    /// A navigation controller on screen whose root shows `left` and `right` items.
    private func stage(left: [BarButtonItem] = [], right: [BarButtonItem]) -> (TestStage, NavigationController) {
        let stage = TestStage()
        let root = ViewController()
        root.title = "Inbox"
        root.navigationItem.leftBarButtonItems = left
        root.navigationItem.rightBarButtonItems = right
        let navigation = NavigationController(rootViewController: root)
        stage.show(navigation)
        stage.window.layoutIfNeeded()
        return (stage, navigation)
    }

    @Test("a system item is drawn as the platform's item: text items titled as UIKit, icon items named for assistive technologies")
    func systemItems() throws {
        let done = BarButtonItem(systemItem: .done) {}
        let add = BarButtonItem(systemItem: .add) {}
        let trash = BarButtonItem(systemItem: .trash) {}
        let (_, navigation) = stage(left: [done], right: [add, trash])
        let bar = try #require(navigation.bar(for: navigation.navigationBar.view))
        let left = try #require(bar.leftItems.first)
        #expect(left.systemItem == .done && left.title == "Done" && left.isProminent, "Done is the prominent text item")
        #expect(bar.rightItems.map(\.systemItem) == [.add, .trash])
        #expect(bar.rightItems.map(\.title) == ["", ""], "icon items have no text")
        #expect(bar.rightItems.map(\.accessibilityLabel) == ["Add", "Delete"])
        #expect(BarButtonItem.SystemItem.allCases.filter { $0.title != nil } == [.done, .cancel, .edit, .save])
        #expect(BarButtonItem.SystemItem.allCases.filter { $0.accessibilityLabel.isEmpty } == [.flexibleSpace, .fixedSpace])
    }

    @Test("title, image, tooltip, style and tint reach the model; an image wins over the title")
    func lookOfAnItem() throws {
        let item = BarButtonItem(title: "Send") {}
        item.toolTip = "Send the message"
        item.style = .done
        item.tintColor = Color(red: 1, green: 0, blue: 0)
        let model = BarModel.item(item)
        #expect(model.title == "Send" && model.accessibilityLabel == "Send")
        #expect(model.toolTip == "Send the message" && model.isProminent && model.tintColor == Color(red: 1, green: 0, blue: 0))
        #expect(model.kind == .button && model.image == nil)
        let image = try #require(Image(data: ImageFixtures.png(width: 2, height: 2)))
        item.image = image
        let pictured = BarModel.item(item)
        #expect(pictured.image === image && pictured.title == "", "the picture replaces the title")
        #expect(pictured.accessibilityLabel == "Send", "and the title names it")
    }

    @Test("spaces: flexible and fixed (8 points when no width is given)")
    func spaces() {
        #expect(BarModel.item(.flexibleSpace()).kind == .flexibleSpace)
        #expect(BarModel.item(.fixedSpace(20)).kind == .fixedSpace(20))
        #expect(BarModel.item(BarButtonItem(systemItem: .fixedSpace) {}).kind == .fixedSpace(8))
    }

    @Test("isEnabled set on an item already in the bar reaches the bar at once, and a disabled item ignores clicks")
    func enablingAnItemInTheBar() throws {
        var sent = 0
        let send = BarButtonItem(title: "Send") { sent += 1 }
        let (_, navigation) = stage(right: [send])
        let barView = navigation.navigationBar.view
        let version = navigation.navigationBar.version
        let display = barView.displayVersion
        send.isEnabled = false
        #expect(navigation.navigationBar.version > version, "the bar's version grows")
        #expect(barView.displayVersion > display, "the adapter is asked to draw the bar again")
        #expect(try #require(navigation.bar(for: barView)).rightItems.first?.isEnabled == false)
        try #require(navigation.bar(for: barView)).rightItems.first?.action()
        #expect(sent == 0, "a disabled item does nothing")

        send.isEnabled = true
        #expect(try #require(navigation.bar(for: barView)).rightItems.first?.isEnabled == true)
        try #require(navigation.bar(for: barView)).rightItems.first?.action()
        #expect(sent == 1)

        let unchanged = barView.displayVersion
        send.isEnabled = true
        #expect(barView.displayVersion == unchanged, "the same value again draws nothing")
    }

    @Test("a changed title or tooltip redraws the bar too")
    func otherChanges() throws {
        let item = BarButtonItem(title: "Filter") {}
        let (_, navigation) = stage(right: [item])
        let barView = navigation.navigationBar.view
        var display = barView.displayVersion
        item.title = "Filtered"
        #expect(barView.displayVersion > display)
        #expect(try #require(navigation.bar(for: barView)).rightItems.first?.title == "Filtered")
        display = barView.displayVersion
        item.toolTip = "Show only unread"
        #expect(barView.displayVersion > display)
    }

    @Test("with two right items, each model item runs its own item's action")
    func eachItemRunsItsOwnAction() throws {
        var log: [String] = []
        let compose = BarButtonItem(systemItem: .compose) { log.append("compose") }
        let filter = BarButtonItem(title: "Filter") { log.append("filter") }
        let (_, navigation) = stage(right: [compose, filter])
        let bar = try #require(navigation.bar(for: navigation.navigationBar.view))
        bar.rightItems[1].action()
        bar.rightItems[0].action()
        #expect(log == ["filter", "compose"])
    }

    @Test("a frame reported by the adapter is where a popover from the item points; before it, the bar estimates one")
    func reportedFrame() throws {
        let item = BarButtonItem(title: "Share") {}
        let (stage, navigation) = stage(right: [item])
        let bar = try #require(navigation.bar(for: navigation.navigationBar.view))
        let estimate = try #require(navigation.navigationBar.frameInWindow(of: item))
        #expect(estimate.maxX <= 1024 && estimate.minX > 900, "an estimate at the trailing edge: \(estimate)")
        bar.rightItems[0].anchor?(Rect(x: 900, y: 4, width: 60, height: 36))
        #expect(item.frameInBar == Rect(x: 900, y: 4, width: 60, height: 36))
        #expect(navigation.navigationBar.frameInWindow(of: item) == Rect(x: 900, y: 4, width: 60, height: 36))
        withExtendedLifetime(stage) {}
    }

    @Test("a primary action runs on a click with the item as sender, and lends its title and image to an item without them")
    func primaryAction() throws {
        var senders: [Any?] = []
        let action = Action(title: "Archive") { action in senders.append(action.sender) }
        let item = BarButtonItem(primaryAction: action)
        let model = BarModel.item(item)
        #expect(model.title == "Archive" && model.accessibilityLabel == "Archive")
        #expect(model.menu == nil && !model.showsMenuAsPrimaryAction)
        model.action()
        #expect(senders.count == 1 && (senders[0] as AnyObject?) === item, "the item is the sender")
        item.isEnabled = false
        BarModel.item(item).action()
        #expect(senders.count == 1, "a disabled item does not perform its action")

        let titled = BarButtonItem(title: "Keep", primaryAction: action)
        #expect(BarModel.item(titled).title == "Keep", "the item's own title wins")
        let system = BarButtonItem(systemItem: .add, primaryAction: action)
        #expect(BarModel.item(system).accessibilityLabel == "Add")
    }

    @Test("a menu with nothing else to run opens on a click; with a primary action it waits for a long press or a secondary click")
    func menus() throws {
        let sort = Menu(title: "Sort", options: .singleSelection, children: [
            Action(title: "Title", state: .on) { _ in },
            Action(title: "Date") { _ in },
        ])
        let menuOnly = BarButtonItem(title: "Sort", menu: sort)
        #expect(BarModel.item(menuOnly).menu === sort)
        #expect(BarModel.item(menuOnly).showsMenuAsPrimaryAction)
        let pictured = BarButtonItem(image: nil, menu: sort)
        #expect(BarModel.item(pictured).showsMenuAsPrimaryAction)
        let both = BarButtonItem(systemItem: .compose, primaryAction: Action(title: "New") { _ in }, menu: sort)
        #expect(BarModel.item(both).menu === sort && !BarModel.item(both).showsMenuAsPrimaryAction)
        let closure = BarButtonItem(title: "Filter") {}
        closure.menu = sort
        #expect(!BarModel.item(closure).showsMenuAsPrimaryAction, "a closure action is something to run")
    }

    @Test("a menu or primary action set on an item in the bar redraws the bar")
    func menuChangesRedraw() throws {
        let item = BarButtonItem(title: "More") {}
        let (_, navigation) = stage(right: [item])
        var display = navigation.navigationBar.view.displayVersion
        item.menu = Menu(children: [Action(title: "One") { _ in }])
        #expect(navigation.navigationBar.view.displayVersion > display)
        display = navigation.navigationBar.view.displayVersion
        item.primaryAction = Action(title: "Go") { _ in }
        #expect(navigation.navigationBar.view.displayVersion > display)
    }
}
