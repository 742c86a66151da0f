import Testing
@_spi(Adapter) @_spi(Testing) @testable import Containment

/// A view that takes key presses, with commands of its own.
@MainActor
private final class KeyTakingView: View {
    var commands: [KeyCommand] = []
    var refusesToResign = false
    override var canBecomeFirstResponder: Bool { true }
    override var canResignFirstResponder: Bool { !refusesToResign }
    override var keyCommands: [KeyCommand]? { commands }
}

/// A window on a manual clock whose root is `root`, shown.
@MainActor
private struct KeyStage: ClockedStage {
    let clock = ManualClock()
    let window: Window

    init(_ root: ViewController) {
        window = Window(frame: Rect(x: 0, y: 0, width: 1024, height: 768), clock: clock)
        window.rootViewController = root
        window.makeKeyAndVisible()
        settle()
    }
}

@MainActor
@Suite("Key commands and the responder chain")
struct KeyCommandTests {
    @Test("Escape closes an open drawer, and is not taken when no drawer is open")
    func escapeClosesTheDrawer() {
        let drawer = DrawerController(center: ViewController(title: "Center"), left: ViewController(title: "Left"))
        let stage = KeyStage(drawer)
        #expect(!stage.press(KeyCommand.inputEscape))
        drawer.open(.left, animated: false)
        stage.settle()
        #expect(drawer.openSide == .left)
        #expect(!stage.press(KeyCommand.inputEscape, .shift), "Shift+Escape is another key")
        #expect(drawer.openSide == .left)
        #expect(stage.press(KeyCommand.inputEscape))
        #expect(drawer.openSide == .none)
    }

    @Test("Escape dismisses a presented controller, before an open drawer under it")
    func escapeDismissesASheet() {
        let drawer = DrawerController(center: ViewController(title: "Center"), left: ViewController(title: "Left"))
        let stage = KeyStage(drawer)
        drawer.open(.left, animated: false)
        let sheet = ViewController(title: "Sheet")
        sheet.modalPresentationStyle = .pageSheet
        drawer.present(sheet, animated: false)
        stage.settle()
        #expect(stage.press(KeyCommand.inputEscape))
        #expect(drawer.presentedViewController == nil)
        #expect(drawer.openSide == .left, "the sheet went first")
        #expect(stage.press(KeyCommand.inputEscape))
        #expect(drawer.openSide == .none)
    }

    @Test("Alt+Left pops the nearest stack that can pop, then the one around it")
    func altLeftGoesBackInTheNearestStack() {
        let inner = NavigationController(rootViewController: ViewController(title: "X"))
        inner.pushViewController(ViewController(title: "Y"), animated: false)
        let holder = ViewController(title: "Holder")
        holder.addChild(inner)
        holder.view.addSubview(inner.view)
        inner.didMove(toParent: holder)
        let outer = NavigationController(rootViewController: ViewController(title: "A"))
        outer.pushViewController(holder, animated: false)
        let stage = KeyStage(outer)
        #expect(!stage.press(KeyCommand.inputLeftArrow), "a plain Left arrow is no command")
        #expect(stage.press(KeyCommand.inputLeftArrow, .alternate))
        #expect(inner.viewControllers.map(\.debugName) == ["X"])
        #expect(outer.viewControllers.count == 2)
        #expect(stage.press(KeyCommand.inputLeftArrow, .alternate))
        #expect(outer.viewControllers.map(\.debugName) == ["A"])
        #expect(!stage.press(KeyCommand.inputLeftArrow, .alternate), "nothing left to pop")
    }

    @Test("Ctrl+Page Down and Up switch tabs, wrapping around")
    func controlPageSwitchesTabs() {
        let tabs = TabBarController()
        tabs.viewControllers = [ViewController(title: "One"), ViewController(title: "Two"), ViewController(title: "Three")]
        let stage = KeyStage(tabs)
        #expect(stage.press(KeyCommand.inputPageDown, .control))
        #expect(tabs.selectedIndex == 1)
        #expect(stage.press(KeyCommand.inputPageUp, .control))
        #expect(stage.press(KeyCommand.inputPageUp, .control))
        #expect(tabs.selectedIndex == 2)
        #expect(!stage.press(KeyCommand.inputPageDown), "Page Down without Ctrl is no command")
        #expect(tabs.selectedIndex == 2)
    }

    @Test("Ctrl+Page Down and Up turn the pages of the nearest page view, not the tabs around it")
    func controlPageTurnsPages() {
        let log = CallLog()
        let book = Book(count: 3, log: log)
        let pages = PageViewController(title: "Book")
        pages.dataSource = book
        pages.setViewControllers([BookPage(0, log: log)], direction: .forward, animated: false)
        let tabs = TabBarController()
        tabs.viewControllers = [pages, ViewController(title: "Other")]
        let stage = KeyStage(tabs)
        let page = { (pages.viewControllers.first as? BookPage)?.index }
        #expect(stage.press(KeyCommand.inputPageDown, .control))
        #expect(page() == 1)
        #expect(stage.press(KeyCommand.inputPageDown, .control))
        #expect(stage.press(KeyCommand.inputPageDown, .control), "the last page keeps the key")
        #expect(page() == 2)
        #expect(tabs.selectedIndex == 0)
        #expect(stage.press(KeyCommand.inputPageUp, .control))
        #expect(page() == 1)
    }

    @Test("an app's command on a controller up the chain runs; the nearest one wins; modifiers match exactly")
    func appCommandsAlongTheChain() {
        let leaf = ViewController(title: "Leaf")
        let navigation = NavigationController(rootViewController: leaf)
        let stage = KeyStage(navigation)
        var ran: [String] = []
        navigation.addKeyCommand(KeyCommand(input: "m", modifierFlags: .control) { _ in ran.append("navigation m") })
        navigation.addKeyCommand(KeyCommand(input: "k", modifierFlags: .control) { _ in ran.append("navigation k") })
        leaf.addKeyCommand(KeyCommand(input: "k", modifierFlags: .control) { _ in ran.append("leaf k") })
        #expect(stage.press("m", .control))
        #expect(stage.press("M", .control), "input compares without case")
        #expect(!stage.press("m", [.control, .shift]))
        #expect(!stage.press("m"))
        #expect(stage.press("k", [.control, .alphaShift]), "Caps Lock is ignored")
        #expect(ran == ["navigation m", "navigation m", "leaf k"])
        #expect(navigation.keyCommands?.count == 2)
    }

    @Test("an app's command comes before the container's own at the same controller")
    func appCommandsOverrideStandardOnes() {
        let navigation = NavigationController(rootViewController: ViewController(title: "A"))
        navigation.pushViewController(ViewController(title: "B"), animated: false)
        let stage = KeyStage(navigation)
        var ran = 0
        let command = KeyCommand(input: KeyCommand.inputLeftArrow, modifierFlags: .alternate) { _ in ran += 1 }
        navigation.addKeyCommand(command)
        #expect(stage.press(KeyCommand.inputLeftArrow, .alternate))
        #expect(ran == 1)
        #expect(navigation.viewControllers.count == 2)
        navigation.removeKeyCommand(command)
        #expect(navigation.keyCommands == nil)
        #expect(stage.press(KeyCommand.inputLeftArrow, .alternate))
        #expect(navigation.viewControllers.count == 1)
    }

    @Test("a container under a presented controller keeps its keys; the app's commands there are still found")
    func presentedControllersAreModal() {
        let navigation = NavigationController(rootViewController: ViewController(title: "A"))
        navigation.pushViewController(ViewController(title: "B"), animated: false)
        let stage = KeyStage(navigation)
        var ran = 0
        navigation.addKeyCommand(KeyCommand(input: "n", modifierFlags: .control) { _ in ran += 1 })
        // Not a move of the window's history (Alt+Left would take a recorded presentation back:
        // HistoryTests); here no one under the sheet answers Alt+Left.
        stage.window.performWithoutHistory { navigation.present(ViewController(title: "Sheet"), animated: false) }
        stage.settle()
        #expect(!stage.press(KeyCommand.inputLeftArrow, .alternate))
        #expect(navigation.viewControllers.count == 2)
        #expect(stage.press("n", .control), "the presenter is next after the presented controller")
        #expect(ran == 1)
    }

    @Test("the first responder gets keys first; becoming and resigning follow UIKit's rules")
    func firstResponder() {
        let first = ViewController(title: "First")
        let tabs = TabBarController()
        tabs.viewControllers = [first, ViewController(title: "Second")]
        let stage = KeyStage(tabs)
        let plain = View()
        first.view.addSubview(plain)
        #expect(!plain.becomeFirstResponder(), "a plain view cannot")
        let loose = KeyTakingView()
        #expect(!loose.becomeFirstResponder(), "not in a window")
        let taker = KeyTakingView()
        let other = KeyTakingView()
        first.view.addSubview(taker)
        first.view.addSubview(other)
        var ran: [String] = []
        taker.commands = [KeyCommand(input: KeyCommand.inputPageDown, modifierFlags: .control) { _ in ran.append("taker") }]
        #expect(taker.becomeFirstResponder())
        #expect(taker.isFirstResponder)
        #expect(stage.window.firstResponder === taker)
        #expect(stage.press(KeyCommand.inputPageDown, .control))
        #expect(ran == ["taker"])
        #expect(tabs.selectedIndex == 0, "the first responder's command went first")

        taker.refusesToResign = true
        #expect(!other.becomeFirstResponder())
        #expect(taker.isFirstResponder)
        #expect(!taker.resignFirstResponder())
        taker.refusesToResign = false
        #expect(other.becomeFirstResponder())
        #expect(!taker.isFirstResponder)
        #expect(other.isFirstResponder)
        // From `other`, up through First's view to the tab bar controller.
        #expect(stage.press(KeyCommand.inputPageDown, .control))
        #expect(tabs.selectedIndex == 1)
        #expect(other.resignFirstResponder())
        #expect(stage.window.firstResponder == nil)

        #expect(!taker.becomeFirstResponder(), "its tab left the window")
        tabs.selectFromUser(index: 0)
        stage.settle()
        #expect(taker.becomeFirstResponder())
        taker.removeFromSuperview()
        #expect(stage.window.firstResponder == nil, "a view out of the window is no first responder")
        #expect(!taker.isFirstResponder)
    }

    @Test("keys no command wants are left to the host: Tab, typed letters")
    func unclaimedKeys() {
        let navigation = NavigationController(rootViewController: ViewController(title: "A"))
        navigation.pushViewController(ViewController(title: "B"), animated: false)
        let stage = KeyStage(navigation)
        #expect(!stage.press("\t"))
        #expect(!stage.press("\t", .shift))
        #expect(!stage.press("a"))
        #expect(navigation.viewControllers.count == 2)
        let empty = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(!empty.handleKeyCommand(input: KeyCommand.inputEscape, modifierFlags: []))
    }
}
