import Foundation
import Testing
@_spi(Adapter) @_spi(Testing) @testable import Containment

/// A view that takes the focus, performs `archive:` while `canArchive`, and shows `bold:`'s state.
@MainActor
private final class ArchivingView: View {
    var canArchive = true
    var isBold = true
    var performed: [String] = []
    override var canBecomeFirstResponder: Bool { true }
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        (action == Selector("archive:") && canArchive) || action == Selector("bold:")
    }
    override func perform(_ action: Selector, with sender: Any?) { performed.append(action.name) }
    override func validate(_ command: Command) {
        if command.action == Selector("bold:") { command.state = isBold ? .on : .off }
    }
}

/// What the menus' actions did.
@MainActor
final class Log {
    var entries: [String] = []
}

/// How a menu reads as the rows a native menu draws (`MenuPresentation`): sections, submenus made
/// one level at a time, states, what is enabled and what choosing a row does.
@MainActor @Suite struct MenuPresentationTests {
    /// The rows as short strings: "A", "-" (separator), "# Title" (header), "> Sub" (submenu),
    /// "…" (loading).
    static func describe(_ presentation: MenuPresentation) -> [String] {
        presentation.items.map { item in
            switch item {
            case .separator: "-"
            case .header(let title): "# \(title)"
            case .entry(let entry): entry.title
            case .submenu(let submenu): "> \(submenu.menu.title)"
            case .deferred: "…"
            }
        }
    }

    static func entries(_ presentation: MenuPresentation) -> [MenuEntry] {
        presentation.items.compactMap { if case .entry(let entry) = $0 { entry } else { nil } }
    }

    static func submenus(_ presentation: MenuPresentation) -> [MenuSubmenu] {
        presentation.items.compactMap { if case .submenu(let submenu) = $0 { submenu } else { nil } }
    }

    @Test func inlineMenusAreSectionsAndHiddenElementsAreLeftOut() {
        let none: @MainActor (Action) -> Void = { _ in }
        let menu = Menu(children: [
            Action(title: "A", handler: none),
            Menu(title: "Section", options: .displayInline, children: [
                Action(title: "B", handler: none), Action(title: "C", attributes: .hidden, handler: none),
            ]),
            Action(title: "D", handler: none),
            Menu(options: .displayInline, children: [Action(title: "Gone", attributes: .hidden, handler: none)]),
            Menu(title: "Sub", children: [Action(title: "E", handler: none)]),
            Menu(title: "Empty", children: [Action(title: "Gone too", attributes: .hidden, handler: none)]),
            Menu(options: .displayInline, children: [Action(title: "F", handler: none)]),
        ])
        let presentation = MenuPresentation(menu, window: nil, sender: nil)
        #expect(Self.describe(presentation) == ["A", "-", "# Section", "B", "-", "D", "> Sub", "-", "F"])
        let leading = Menu(children: [Menu(options: .displayInline, children: [Action(title: "X", handler: none)]), Action(title: "Y", handler: none)])
        #expect(Self.describe(MenuPresentation(leading, window: nil, sender: nil)) == ["X", "-", "Y"], "no separator starts the menu")
    }

    @Test func statesDrawAsChecksOrRadioItemsAndAttributesAsTheySay() {
        let log = Log()
        let record: @MainActor (Action) -> Void = { action in log.entries.append(action.title) }
        let menu = Menu(children: [
            Action(title: "Pinned", state: .on, handler: record),
            Action(title: "Some", state: .mixed, handler: record),
            Action(title: "Plain", handler: record),
            Action(title: "Delete", attributes: .destructive, handler: record),
            Action(title: "Locked", attributes: .disabled, handler: record),
            Menu(title: "Sort", options: .singleSelection, children: [
                Action(title: "Date", state: .on, handler: record), Action(title: "Title", handler: record),
            ]),
        ])
        let presentation = MenuPresentation(menu, window: nil, sender: "the sender")
        let entries = Self.entries(presentation)
        #expect(entries.map(\.indicator) == [.check, .check, .none, .none, .none])
        #expect(entries.map(\.state) == [.on, .mixed, .off, .off, .off])
        #expect(entries.map(\.isDestructive) == [false, false, false, true, false])
        #expect(entries.map(\.isEnabled) == [true, true, true, true, false])
        for entry in entries { entry.perform() }
        #expect(log.entries == ["Pinned", "Some", "Plain", "Delete"], "a disabled action does not run")
        let sort = Self.submenus(presentation)[0].presentation()
        #expect(Self.entries(sort).map(\.indicator) == [.radio, .radio])
        #expect(Self.entries(sort).map(\.state) == [.on, .off])
    }

    @Test func actionsRunWithTheMenusSender() {
        var senders: [String] = []
        let action = Action(title: "Copy") { action in senders.append(action.sender as? String ?? "none") }
        let presentation = MenuPresentation(Menu(children: [action]), window: nil, sender: "row 3")
        Self.entries(presentation)[0].perform()
        #expect(senders == ["row 3"])
    }

    @Test func aMenuNested100DeepIsMadeOneLevelAtATime() {
        var ran = 0
        var menu = Menu(title: "Level 100", children: [Action(title: "Deepest") { _ in ran += 1 }])
        for level in stride(from: 99, through: 1, by: -1) {
            menu = Menu(title: "Level \(level)", children: [menu])
        }
        var presentation = MenuPresentation(Menu(children: [menu]), window: nil, sender: nil)
        #expect(Self.describe(presentation) == ["> Level 1"])
        var depth = 0
        while let submenu = Self.submenus(presentation).first {
            presentation = submenu.presentation()
            depth += 1
        }
        #expect(depth == 100)
        #expect(Self.describe(presentation) == ["Deepest"])
        Self.entries(presentation)[0].perform()
        #expect(ran == 1)
    }

    @Test func commandsAreEnabledAndSentByTheResponderChainAndKeyCommandsShowTheirKey() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        window.makeKeyAndVisible()
        let view = ArchivingView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        #expect(view.becomeFirstResponder())
        var copied = 0
        let menu = Menu(children: [
            Command(title: "Archive", action: Selector("archive:")),
            Command(title: "Bold", action: Selector("bold:")),
            Command(title: "Nobody's", action: Selector("nobody:")),
            Command(title: "Off", action: Selector("archive:"), attributes: .disabled),
            KeyCommand(input: "c", modifierFlags: .control, title: "Copy") {
                copied += 1
                return true
            },
        ])
        let entries = Self.entries(MenuPresentation(menu, window: window, sender: nil))
        #expect(entries.map(\.isEnabled) == [true, true, false, false, true], "a command no responder performs is disabled")
        #expect(entries[1].state == .on && entries[1].indicator == .check, "validate(_:) set the state before it was read")
        #expect(entries[4].keyInput == "c" && entries[4].keyModifiers == .control)
        for entry in entries { entry.perform() }
        #expect(view.performed == ["archive:", "bold:"])
        #expect(copied == 1)
        // Without a window, or once no responder can, commands are disabled.
        #expect(Self.entries(MenuPresentation(menu, window: nil, sender: nil)).map(\.isEnabled) == [false, false, false, false, false])
        view.canArchive = false
        #expect(Self.entries(MenuPresentation(menu, window: window, sender: nil))[0].isEnabled == false)
    }

    @Test func aDeferredElementLoadsOnceUnlessUncached() {
        var asked = 0
        var pending: [([MenuElement]) -> Void] = []
        let later = DeferredMenuElement { completion in
            asked += 1
            pending.append(completion)
        }
        let uncached = DeferredMenuElement.uncached { completion in
            asked += 1
            completion([Action(title: "Fresh \(asked)") { _ in }])
        }
        let menu = Menu(children: [later, uncached])
        func loads(_ presentation: MenuPresentation) -> [DeferredMenuLoad] {
            presentation.items.compactMap { if case .deferred(let load) = $0 { load } else { nil } }
        }
        var shown: [[String]] = []
        let first = MenuPresentation(menu, window: nil, sender: nil)
        #expect(Self.describe(first) == ["…", "…"])
        for load in loads(first) { load.load { shown.append(Self.describe($0)) } }
        #expect(shown == [["Fresh 2"]], "the uncached one answered at once; the other waits")
        pending.first?([Action(title: "Recent") { _ in }])
        #expect(shown == [["Fresh 2"], ["Recent"]])
        shown = []
        for load in loads(MenuPresentation(menu, window: nil, sender: nil)) { load.load { shown.append(Self.describe($0)) } }
        #expect(shown == [["Recent"], ["Fresh 3"]], "kept after the first answer; the uncached one asked again")
        #expect(asked == 3)
    }
}
