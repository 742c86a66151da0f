import Testing
@_spi(Adapter) @_spi(Testing) @testable import Containment

extension Selector {
    fileprivate static let newNote = Selector("newNote:")
    fileprivate static let deleteNote = Selector("deleteNote:")
    fileprivate static let toggleBold = Selector("toggleBold:")
}

/// A controller that performs `newNote:` always and `deleteNote:` while it has a selection, and
/// checks `toggleBold:` when bold is on.
@MainActor
private final class NotesCommands: ViewController {
    var performed: [Selector] = []
    var hasSelection = false
    var isBold = false

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        switch action {
        case .newNote, .toggleBold: true
        case .deleteNote: hasSelection
        default: super.canPerformAction(action, withSender: sender)
        }
    }

    override func perform(_ action: Selector, with sender: Any?) {
        performed.append(action)
        if action == .toggleBold { isBold.toggle() }
    }

    override func validate(_ command: Command) {
        if command.action == .toggleBold { command.state = isBold ? .on : .off }
    }
}

/// A view that takes the focus and performs `deleteNote:` itself.
@MainActor
private final class FocusableEditor: View {
    var deleted = 0
    override var canBecomeFirstResponder: Bool { true }
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { action == .deleteNote }
    override func perform(_ action: Selector, with sender: Any?) { deleted += 1 }
}

@MainActor
private struct CommandStage: ClockedStage {
    let clock = ManualClock()
    let window: Window

    init(_ root: ViewController) {
        window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 600), clock: clock)
        window.rootViewController = root
        window.makeKeyAndVisible()
        settle()
    }
}

@MainActor
@Suite("Commands sent along the responder chain")
struct CommandChainTests {
    @Test("A command is enabled only while a responder on the chain performs its action")
    func enabledFollowsCanPerformAction() {
        let notes = NotesCommands()
        let navigation = NavigationController(rootViewController: notes)
        let stage = CommandStage(navigation)
        let delete = Command(title: "Delete", action: .deleteNote)
        let unknown = Command(title: "Print", action: "print:")
        #expect(!stage.window.isEnabled(delete))
        #expect(!stage.window.isEnabled(unknown), "no responder performs it")
        #expect(!stage.window.perform(delete))
        notes.hasSelection = true
        #expect(stage.window.isEnabled(delete))
        #expect(stage.window.perform(delete))
        #expect(notes.performed == [.deleteNote])
        #expect(!stage.window.perform(unknown))
    }

    @Test("validate(_:) sets the state before the command is shown; disabled attributes win")
    func validateAdjustsTheCommand() {
        let notes = NotesCommands()
        let stage = CommandStage(notes)
        let bold = Command(title: "Bold", action: .toggleBold)
        #expect(stage.window.isEnabled(bold))
        #expect(bold.state == .off)
        stage.window.perform(bold)
        #expect(stage.window.isEnabled(bold))
        #expect(bold.state == .on)
        let disabled = Command(title: "New", action: .newNote, attributes: .disabled)
        #expect(!stage.window.isEnabled(disabled))
        #expect(!stage.window.perform(disabled))
        #expect(notes.performed == [.toggleBold])
    }

    @Test("The chain starts at the first responder: a focused view that performs the action wins over its controller")
    func theFirstResponderComesFirst() {
        let notes = NotesCommands()
        notes.hasSelection = true
        let stage = CommandStage(notes)
        let editor = FocusableEditor()
        notes.view.addSubview(editor)
        let delete = Command(title: "Delete", action: .deleteNote)
        stage.window.perform(delete)
        #expect(notes.performed == [.deleteNote] && editor.deleted == 0)
        #expect(editor.becomeFirstResponder())
        stage.window.perform(delete)
        #expect(editor.deleted == 1 && notes.performed == [.deleteNote])
        #expect(editor.target(forAction: .newNote, withSender: nil) === notes)
        #expect(editor.target(forAction: "print:", withSender: nil) == nil)
    }

    @Test("A key command with an action runs through the chain, and leaves the key when no responder performs it")
    func keyCommandWithASelector() {
        let notes = NotesCommands()
        let stage = CommandStage(notes)
        notes.addKeyCommand(KeyCommand(title: "Delete", action: .deleteNote, input: "d", modifierFlags: .control))
        #expect(!stage.press("d", .control), "nothing performs deleteNote: without a selection")
        notes.hasSelection = true
        #expect(stage.press("d", .control))
        #expect(notes.performed == [.deleteNote])
    }

    @Test("show(_:sender:) still finds its target by the show selector")
    func showSelectors() {
        let root = ViewController()
        let navigation = NavigationController(rootViewController: root)
        #expect(root.targetViewController(forAction: .show, sender: nil) === navigation)
        #expect(root.targetViewController(forAction: .showDetail, sender: nil) == nil)
        #expect(navigation.canPerformAction(.show, withSender: nil))
    }
}

@MainActor
@Suite("Where keys start when no view is first responder")
struct PressedViewChainTests {
    @Test("Keys start at the view last pressed, while it shows in the frontmost presentation")
    func keysFollowThePress() {
        let sidebar = ViewController(title: "Sidebar")
        let detail = ViewController(title: "Detail")
        var ran: [String] = []
        sidebar.addKeyCommand(KeyCommand(input: "d", modifierFlags: .control) { _ in ran.append("sidebar") })
        let split = SplitViewController()
        split.viewControllers = [sidebar, detail]
        let stage = CommandStage(split)
        stage.window.resize(to: Size(width: 1000, height: 600))
        stage.settle()
        #expect(!stage.press("d", .control), "the deepest controller (the detail) starts the chain")
        let point = sidebar.view.convert(Point(x: 20, y: 200), to: nil)
        stage.window.handlePointer(PointerEvent(.began, at: point, time: 1))
        stage.window.handlePointer(PointerEvent(.ended, at: point, time: 1.1))
        #expect(stage.press("d", .control), "after a press in the sidebar, the sidebar's command is found")
        #expect(ran == ["sidebar"])
        let sheet = ViewController(title: "Sheet")
        split.present(sheet, animated: false)
        stage.settle()
        #expect(!stage.press("d", .control), "a presentation covers the pressed view: it no longer starts the chain")
    }
}
