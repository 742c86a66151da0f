import Testing
@_spi(Adapter) @_spi(Testing) @testable import Containment

/// Alerts: their buttons, the order of a handler and the dismissal, Enter and Escape through
/// the responder chain, the default OK, and what is refused.
@MainActor
@Suite("Alert controller")
struct AlertControllerTests {
    /// Presents `alert` over the stage's root and lets the presentation end.
    private func present(_ alert: AlertController, on stage: Stage) {
        stage.root.present(alert, animated: true)
        stage.testStage.settle()
    }

    /// `view`'s frame in window coordinates.
    private func windowFrame(_ view: View) -> Rect {
        Rect(origin: view.convert(Point(x: 0, y: 0), to: nil), size: view.bounds.size)
    }

    private func press(_ input: String, in stage: Stage, modifiers: KeyModifierFlags = []) -> Bool {
        stage.window.handleKeyCommand(input: input, modifierFlags: modifiers)
    }

    @Test("an alert is a card in the middle over a dimmed backdrop, Cancel first, Delete red")
    func cardLayout() throws {
        let stage = Stage()
        let alert = AlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
        let delete = AlertAction(title: "Delete", style: .destructive)
        let cancel = AlertAction(title: "Cancel", style: .cancel)
        alert.addAction(delete)
        alert.addAction(cancel)
        present(alert, on: stage)
        #expect(alert.presentingViewController === stage.root)
        #expect(alert.view.frame == stage.window.bounds, "the backdrop covers the window")
        #expect(alert.view.backgroundColor?.alpha == PresentationLayout.dimmingAlpha)
        #expect(alert.actions.map(\.title) == ["Delete", "Cancel"])
        #expect(alert.buttons.map(\.button.title) == ["Cancel", "Delete"], "GNOME puts cancel first")
        #expect(alert.buttons.map(\.button.role) == [.cancel, .destructive])
        let card = try #require(alert.card)
        let frame = windowFrame(card)
        #expect(abs(frame.midX - stage.window.bounds.midX) < 1 && abs(frame.midY - stage.window.bounds.midY) < 1)
        #expect(frame.width == AlertController.cardWidth)
        let cancelFrame = windowFrame(alert.buttons[0].button)
        let deleteFrame = windowFrame(alert.buttons[1].button)
        #expect(cancelFrame.maxX <= deleteFrame.minX && cancelFrame.minY == deleteFrame.minY, "in a row")
        #expect(stage.window.hitTest(Point(x: 5, y: 5)) === alert.view, "a click outside stops at the backdrop")
    }

    @Test("a button's handler runs after the alert is dismissed, once")
    func handlerAfterDismissal() throws {
        let stage = Stage()
        let alert = AlertController(title: "Save?", message: nil, preferredStyle: .alert)
        var seen: [String] = []
        alert.addAction(AlertAction(title: "Save", style: .default) { action in
            seen.append("\(action.title ?? "") presented=\(stage.root.presentedViewController != nil) inWindow=\(alert.viewIfLoaded?.window != nil)")
        })
        present(alert, on: stage)
        let save = try #require(alert.buttons.first?.button)
        save.sendActions()
        #expect(seen.isEmpty, "the handler waits for the dismissal")
        #expect(alert.isBeingDismissed)
        save.sendActions()
        stage.testStage.settle()
        #expect(seen == ["Save presented=false inWindow=false"])
        #expect(alert.presentingViewController == nil)
    }

    @Test("Enter chooses the preferred action, Escape the cancel one")
    func enterAndEscape() {
        for key in ["\r", KeyCommand.inputEscape] {
            let stage = Stage()
            let alert = AlertController(title: "Replace?", message: "A file with this name exists.", preferredStyle: .alert)
            var chosen: [String] = []
            let replace = AlertAction(title: "Replace", style: .default) { chosen.append($0.title ?? "") }
            alert.addAction(AlertAction(title: "Cancel", style: .cancel) { chosen.append($0.title ?? "") })
            alert.addAction(AlertAction(title: "Keep Both", style: .default) { chosen.append($0.title ?? "") })
            alert.addAction(replace)
            alert.preferredAction = replace
            present(alert, on: stage)
            #expect(alert.buttons.map(\.button.role) == [.cancel, .normal, .primary])
            #expect(press(key, in: stage))
            stage.testStage.settle()
            #expect(chosen == [key == "\r" ? "Replace" : "Cancel"])
            #expect(stage.root.presentedViewController == nil)
        }
    }

    @Test("Enter chooses the only default action; with two and none preferred it does nothing")
    func enterWithoutPreferred() {
        let stage = Stage()
        let alert = AlertController(title: "Done", message: nil, preferredStyle: .alert)
        var chosen = 0
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: "Continue", style: .default) { _ in chosen += 1 })
        present(alert, on: stage)
        #expect(press("\r", in: stage))
        stage.testStage.settle()
        #expect(chosen == 1)

        let two = AlertController(title: "Which?", message: nil, preferredStyle: .alert)
        two.addAction(AlertAction(title: "One", style: .default) { _ in chosen += 10 })
        two.addAction(AlertAction(title: "Two", style: .default) { _ in chosen += 100 })
        present(two, on: stage)
        #expect(press("\r", in: stage), "the modal alert takes Enter")
        stage.testStage.settle()
        #expect(chosen == 1 && stage.root.presentedViewController === two)
    }

    @Test("Escape without a cancel action does nothing, as UIKit")
    func escapeWithoutCancel() {
        let stage = Stage()
        let alert = AlertController(title: "Update ready", message: nil, preferredStyle: .alert)
        var chosen = 0
        alert.addAction(AlertAction(title: "Restart", style: .default) { _ in chosen += 1 })
        present(alert, on: stage)
        #expect(press(KeyCommand.inputEscape, in: stage))
        stage.testStage.settle()
        #expect(chosen == 0 && stage.root.presentedViewController === alert)
    }

    @Test("an alert presented without actions gets OK, which dismisses it")
    func defaultOK() {
        let stage = Stage()
        let alert = AlertController(title: "Saved", message: nil, preferredStyle: .alert)
        #expect(alert.actions.isEmpty)
        present(alert, on: stage)
        #expect(alert.actions.map(\.title) == ["OK"] && alert.actions.first?.style == .default)
        #expect(alert.buttons.map(\.button.title) == ["OK"])
        #expect(press("\r", in: stage))
        stage.testStage.settle()
        #expect(stage.root.presentedViewController == nil)
    }

    @Test("a key pressed while the alert fades in dismisses it once it is shown")
    func keyDuringPresentation() {
        let stage = Stage()
        let alert = AlertController(title: "Quick", message: nil, preferredStyle: .alert)
        var chosen = 0
        alert.addAction(AlertAction(title: "OK", style: .default) { _ in chosen += 1 })
        stage.root.present(alert, animated: true)
        #expect(alert.isBeingPresented)
        #expect(press("\r", in: stage))
        stage.testStage.settle()
        stage.clock.advance(by: 0.02)
        stage.testStage.settle()
        #expect(chosen == 1 && stage.root.presentedViewController == nil)
    }

    @Test("misuse is refused and changes nothing")
    func refusals() {
        let diagnostics = DiagnosticsRecorder()
        defer { diagnostics.stop() }
        let alert = AlertController(title: "T", message: nil, preferredStyle: .alert)
        let cancel = AlertAction(title: "Cancel", style: .cancel)
        alert.addAction(cancel)
        alert.addAction(AlertAction(title: "Dismiss", style: .cancel))
        #expect(alert.actions.map(\.title) == ["Cancel"])
        alert.addAction(cancel)
        #expect(alert.actions.count == 1)
        let stray = AlertAction(title: "Stray", style: .default)
        alert.preferredAction = stray
        #expect(alert.preferredAction == nil)
        let sheet = AlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addTextField()
        #expect(sheet.textFields == nil)
        sheet.addAction(cancel)
        #expect(sheet.actions.isEmpty, "an action belongs to one alert")
        #expect(diagnostics.refusals.map(\.kind) == Array(repeating: .invalidArgument, count: 5))
        #expect(diagnostics.refusals[0].message.contains("only have one action with style .cancel"))
    }

    @Test("a text field takes the keys; Enter in it chooses the preferred action")
    func textFields() throws {
        let stage = Stage()
        let alert = AlertController(title: "Rename", message: "Enter a new name.", preferredStyle: .alert)
        var names: [String] = []
        alert.addTextField { field in
            field.placeholder = "Name"
            field.text = "Untitled"
        }
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        let rename = AlertAction(title: "Rename", style: .default) { _ in names.append(alert.textFields?.first?.text ?? "") }
        alert.addAction(rename)
        alert.preferredAction = rename
        present(alert, on: stage)
        let field = try #require(alert.textFields?.first)
        #expect(field.placeholder == "Name")
        #expect(field.isFirstResponder, "the first field takes the keys")
        field.setTextFromUser("Groceries")
        #expect(press("\r", in: stage))
        stage.testStage.settle()
        #expect(names == ["Groceries"])
    }

    @Test("Enter from a text field's own Return chooses the preferred action")
    func returnInField() throws {
        let stage = Stage()
        let alert = AlertController(title: "Password", message: nil, preferredStyle: .alert)
        var chosen = 0
        alert.addTextField()
        let ok = AlertAction(title: "Unlock", style: .default) { _ in chosen += 1 }
        alert.addAction(ok)
        present(alert, on: stage)
        try #require(alert.textFields?.first).returnFromUser()
        stage.testStage.settle()
        #expect(chosen == 1 && stage.root.presentedViewController == nil)
    }

    @Test("an alert without a text field is itself first responder, so keys go to it")
    func alertTakesKeys() {
        let stage = Stage()
        let field = TextField()
        stage.root.view.addSubview(field)
        _ = field.becomeFirstResponder()
        let alert = AlertController(title: "Hi", message: nil, preferredStyle: .alert)
        present(alert, on: stage)
        #expect(stage.window.firstResponder === alert.view)
    }

    @Test("an action sheet from a source view is a popover of its buttons without cancel")
    func actionSheetPopover() throws {
        let stage = Stage()
        let source = View(frame: Rect(x: 100, y: 100, width: 40, height: 30))
        stage.root.view.addSubview(source)
        let sheet = AlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        var chosen: [String] = []
        for title in ["Duplicate", "Move"] {
            sheet.addAction(AlertAction(title: title, style: .default) { chosen.append($0.title ?? "") })
        }
        sheet.addAction(AlertAction(title: "Delete", style: .destructive) { chosen.append($0.title ?? "") })
        sheet.addAction(AlertAction(title: "Cancel", style: .cancel) { chosen.append($0.title ?? "") })
        sheet.popoverPresentationController?.sourceView = source
        present(sheet, on: stage)
        #expect(sheet.presentationContainerView?.style == .popover)
        #expect(sheet.buttons.map(\.button.title) == ["Duplicate", "Move", "Delete"])
        #expect(sheet.preferredContentSize.width == AlertController.popoverWidth && sheet.preferredContentSize.height > 0)
        let first = windowFrame(sheet.buttons[0].button)
        let last = windowFrame(sheet.buttons[2].button)
        #expect(first.maxY <= last.minY && first.minX == last.minX, "a column")
        #expect(press(KeyCommand.inputEscape, in: stage))
        stage.testStage.settle()
        #expect(chosen == ["Cancel"] && stage.root.presentedViewController == nil)
    }

    @Test("an action sheet with no source shows as a card, cancel last")
    func actionSheetWithoutSource() throws {
        let stage = Stage()
        let sheet = AlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
        sheet.addAction(AlertAction(title: "Copy Link", style: .default))
        sheet.addAction(AlertAction(title: "Email", style: .default))
        present(sheet, on: stage)
        #expect(stage.root.presentedViewController === sheet, "not refused for want of a source")
        #expect(sheet.presentationContainerView?.style == .overFullScreen)
        #expect(sheet.buttons.map(\.button.title) == ["Copy Link", "Email", "Cancel"])
    }
}
