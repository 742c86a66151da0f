import Testing
@_spi(Adapter) @_spi(Testing) @testable import Containment

extension Selector {
    fileprivate static let newNote = Selector("newNote:")
    fileprivate static let exportNote = Selector("exportNote:")
}

/// A root controller that builds the menu bar as a Mac Catalyst app delegate would.
@MainActor
private final class MenuBuildingController: ViewController {
    var builds = 0
    var created = 0
    let newNote = KeyCommand(title: "New Note", action: .newNote, input: "n", modifierFlags: .control)

    override func buildMenu(with builder: MenuBuilder) {
        super.buildMenu(with: builder)
        builds += 1
        guard builder.system == .main else { return }
        builder.insertChild(Menu(identifier: Menu.Identifier("notes.new"), options: .displayInline, children: [newNote]), atStartOfMenu: .file)
        builder.insertSibling(Menu(title: "Note", identifier: Menu.Identifier("notes.note"), children: [
            Command(title: "Export…", action: .exportNote),
        ]), afterMenu: .edit)
        builder.remove(menu: .format)
    }

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == .newNote || super.canPerformAction(action, withSender: sender)
    }

    override func perform(_ action: Selector, with sender: Any?) {
        if action == .newNote { created += 1 }
    }
}

@MainActor
@Suite("The menu bar: built by the root controller, its keys, its shortcuts")
struct MenuBarTests {
    private func window(_ root: ViewController) -> Window {
        let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 600), clock: ManualClock())
        window.rootViewController = root
        window.makeKeyAndVisible()
        return window
    }

    @Test("buildMenu(with:) inserts, adds beside and removes menus by identifier; built once until a rebuild")
    func buildingTheMenuBar() {
        let root = MenuBuildingController()
        root.title = "Notes"
        let window = window(root)
        let menu = window.mainMenu
        #expect(menu.children.map(\.title) == ["Notes", "File", "Edit", "Note", "View", "Window", "Help"])
        let file = menu.children[1] as? Menu
        #expect((file?.children.first as? Menu)?.children.first === root.newNote)
        _ = window.mainMenu
        #expect(root.builds == 1)
        MenuSystem.main.setNeedsRebuild()
        _ = window.mainMenu
        #expect(root.builds == 2)
    }

    @Test("Edits naming a missing menu are ignored with a warning; the menus stay as they were")
    func missingMenus() {
        var warnings: [String] = []
        let previous = ViewController.warningHandler
        ViewController.warningHandler = { warnings.append($0) }
        defer { ViewController.warningHandler = previous }
        let builder = MenuBuilder(system: .main, root: StandardMenuBar.make(appName: "App"))
        let before = builder.root
        builder.insertChild(Menu(title: "X"), atEndOfMenu: Menu.Identifier("nowhere"))
        builder.remove(menu: Menu.Identifier("nowhere"))
        builder.insertSibling(Menu(title: "Y"), afterMenu: .root)
        #expect(builder.root === before)
        #expect(warnings.count == 3)
        #expect(warnings.first?.contains("nowhere") == true)
        #expect(builder.menu(for: .standardEdit) != nil)
        #expect(builder.command(for: .copy)?.title == "Copy")
        builder.replaceChildren(ofMenu: .standardEdit) { $0.filter { ($0 as? Command)?.action != .delete } }
        #expect(builder.command(for: .delete) == nil && builder.command(for: .paste) != nil)
    }

    @Test("The menu bar's key commands work from anywhere, sent to whoever performs them; disabled ones leave the key")
    func menuBarKeys() {
        let root = MenuBuildingController()
        let window = window(root)
        #expect(window.handleKeyCommand(input: "n", modifierFlags: .control))
        #expect(root.created == 1)
        #expect(!window.isEnabled(Command(title: "Export…", action: .exportNote)), "nothing performs it")
        #expect(!window.handleKeyCommand(input: "c", modifierFlags: .control), "Copy: no responder copies, so the key goes on to GTK")
        var shown: [Window.StandardCommand] = []
        #expect(!window.handleKeyCommand(input: "?", modifierFlags: [.control, .shift]), "no host, no shortcuts window")
        window.standardCommandHandler = { shown.append($0) }
        #expect(window.handleKeyCommand(input: "?", modifierFlags: [.control, .shift]), "Ctrl+? is typed with Shift")
        #expect(window.handleKeyCommand(input: "w", modifierFlags: .control))
        #expect(shown == [.showKeyboardShortcuts, .close])
    }

    @Test("The shortcuts list groups the menu bar's enabled commands by menu, then each responder's own")
    func discoverability() {
        let root = MenuBuildingController()
        let navigation = NavigationController(rootViewController: root)
        root.title = "Notes"
        root.addKeyCommand(KeyCommand(title: "Refresh", input: "r", modifierFlags: .control) { _ in })
        let window = window(navigation)
        window.standardCommandHandler = { _ in }
        // The navigation controller builds the menus here: it is the root.
        let groups = window.discoverableKeyCommands
        let titles = groups.map(\.title)
        #expect(titles.contains("Help") && titles.contains("Notes"))
        #expect(groups.first { $0.title == "Help" }?.commands.map(\.title) == ["Keyboard Shortcuts"])
        #expect(groups.first { $0.title == "Edit" } == nil, "Cut, Copy and Paste are disabled: nothing performs them")
        #expect(groups.first { $0.title == "Notes" }?.commands.map(\.title) == ["Refresh"])
    }

    @Test("A menu nested 100 deep is built and searched without trouble")
    func deepMenus() {
        var menu = Menu(title: "Leaf", identifier: Menu.Identifier("leaf"), children: [Action(title: "Deep") { _ in }])
        for level in 0..<100 { menu = Menu(title: "Level \(level)", children: [menu]) }
        let builder = MenuBuilder(system: .main, root: StandardMenuBar.make(appName: "App"))
        builder.insertChild(menu, atEndOfMenu: .view)
        #expect(builder.menu(for: Menu.Identifier("leaf"))?.children.first?.title == "Deep")
        builder.replaceChildren(ofMenu: Menu.Identifier("leaf")) { $0 + [Action(title: "Deeper") { _ in }] }
        #expect(builder.menu(for: Menu.Identifier("leaf"))?.children.count == 2)
    }
}
