import Testing
@_spi(Adapter) import Containment
import ContainmentTestSupport

/// The examples of BarsAndToolbars.md, verbatim, and what they do.
@MainActor
@Suite("Bar buttons and toolbars article")
struct BarsDocumentationTests {
    @Test func systemItemsInTheNavigationBar() throws {
        let list = ViewController()
        list.title = "Mail"
        let compose = BarButtonItem(systemItem: .compose) { print("compose") }
        let filter = BarButtonItem(title: "Filter") { print("filter") }
        filter.toolTip = "Show only unread mail"
        list.navigationItem.rightBarButtonItems = [compose, filter]   // Compose nearest the edge
        list.navigationItem.leftBarButtonItem = BarButtonItem(systemItem: .edit) { print("edit") }

        let navigation = NavigationController(rootViewController: list)
        let bar = try #require(navigation.bar(for: navigation.navigationBar.view))
        #expect(bar.rightItems.map(\.accessibilityLabel) == ["Compose", "Filter"])
        #expect(bar.rightItems[1].toolTip == "Show only unread mail")
        #expect(bar.leftItems.first?.title == "Edit")
    }

    @Test func itemsThatChange() throws {
        let send = BarButtonItem(title: "Send") { print("sent") }
        send.style = .done
        send.isEnabled = false    // greyed at once, clicks ignored
        send.isEnabled = true     // back, in the same place

        #expect(BarModel.item(send).isProminent && BarModel.item(send).isEnabled)
    }

    @Test func primaryActionsAndMenus() throws {
        let byDate = Action(title: "Date", state: .on) { _ in print("by date") }
        let byTitle = Action(title: "Title") { _ in print("by title") }
        let sort = BarButtonItem(title: "Sort", menu: Menu(title: "Sort By", options: .singleSelection,
                                                           children: [byDate, byTitle]))
        let add = BarButtonItem(systemItem: .add, primaryAction: Action(title: "New Note") { _ in print("new") },
                                menu: Menu(children: [Action(title: "New Folder") { _ in print("folder") }]))

        #expect(BarModel.item(sort).showsMenuAsPrimaryAction)
        #expect(!BarModel.item(add).showsMenuAsPrimaryAction && BarModel.item(add).menu?.children.count == 1)
    }

    @Test func theToolbar() throws {
        let notes = ViewController()
        notes.title = "Notes"
        notes.toolbarItems = [
            .flexibleSpace(),
            BarButtonItem(title: "12 Notes") {},
            .flexibleSpace(),
            BarButtonItem(systemItem: .compose) { print("new note") },
        ]
        let stack = NavigationController(rootViewController: notes)
        stack.setToolbarHidden(false, animated: false)

        let stage = TestStage()
        stage.show(stack)
        stage.window.layoutIfNeeded()
        #expect(!stack.toolbar.isHidden)
        #expect(try #require(BarModel.provided(for: stack.toolbar)).tabs.map(\.kind) == [.flexibleSpace, .button, .flexibleSpace, .button])
    }

    @Test func aToolbarOnItsOwn() throws {
        let player = Toolbar()
        player.setItems([
            BarButtonItem(systemItem: .rewind) {},
            BarButtonItem(systemItem: .play) {},
            BarButtonItem(systemItem: .fastForward) {},
        ], animated: false)

        #expect(try #require(BarModel.provided(for: player)).tabs.map(\.systemItem) == [.rewind, .play, .fastForward])
    }
}
