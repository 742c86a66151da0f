import Testing
@_spi(Adapter) @_spi(Testing) @testable import Containment

@MainActor
@Suite("Menus, actions and deferred elements")
struct MenuModelTests {
    @Test("An action runs its handler with its sender, never while disabled")
    func actionRunsWithSender() {
        var senders: [String] = []
        let action = Action(title: "Pin") { action in senders.append(action.sender as? String ?? "none") }
        action.performWithSender("menu")
        #expect(senders == ["menu"])
        #expect(action.sender == nil, "the sender is kept only while the handler runs")
        action.attributes = .disabled
        action.performWithSender("menu")
        #expect(senders == ["menu"])
    }

    @Test("Menus without identifiers get distinct ones; replacingChildren keeps the rest")
    func identifiersAndReplacing() {
        let first = Menu(title: "A")
        let second = Menu(title: "A")
        #expect(first.identifier != second.identifier)
        let sort = Menu(title: "Sort", identifier: Menu.Identifier("sort"), options: .singleSelection, children: [
            Action(title: "Date", state: .on) { _ in }, Action(title: "Title") { _ in },
        ])
        #expect(sort.selectedElements.map(\.title) == ["Date"])
        let replaced = sort.replacingChildren([Action(title: "Size") { _ in }])
        #expect(replaced.identifier == sort.identifier && replaced.options == .singleSelection && replaced.title == "Sort")
        #expect(replaced.children.map(\.title) == ["Size"] && sort.children.count == 2)
    }

    @Test("A deferred element answers at once when its provider does, and caches unless uncached")
    func deferredElements() {
        var asked = 0
        let cached = DeferredMenuElement { completion in
            asked += 1
            completion([Action(title: "Recent") { _ in }])
        }
        #expect(cached.resolveElements { _ in Issue.record("answered at once") }?.map(\.title) == ["Recent"])
        #expect(cached.resolveElements { _ in }?.count == 1)
        #expect(asked == 1)
        let uncached = DeferredMenuElement.uncached { completion in
            asked += 1
            completion([])
        }
        _ = uncached.resolveElements { _ in }
        _ = uncached.resolveElements { _ in }
        #expect(asked == 3)
    }

    @Test("A deferred element that answers later calls back once, with the first answer")
    func deferredLater() {
        var pending: (([MenuElement]) -> Void)?
        let element = DeferredMenuElement { completion in pending = completion }
        var answers: [[String]] = []
        #expect(element.resolveElements { answers.append($0.map(\.title)) } == nil)
        pending?([Action(title: "Late") { _ in }])
        pending?([])
        #expect(answers == [["Late"]])
        #expect(element.resolveElements { _ in }?.map(\.title) == ["Late"])
    }

    @Test("A key command is a command: it shows in menus with its title and runs its closure")
    func keyCommandIsACommand() {
        var ran = 0
        let key = KeyCommand(title: "Find", input: "f", modifierFlags: .control) { _ in ran += 1 }
        let menu = Menu(title: "Edit", children: [key])
        #expect((menu.children.first as? Command)?.action == nil)
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100), clock: ManualClock())
        #expect(window.isEnabled(key))
        #expect(window.perform(key))
        #expect(ran == 1)
    }
}
