import Foundation
import Testing
@_spi(Adapter) @_spi(Testing) @testable import Containment

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
}
