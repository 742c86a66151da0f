import Testing
@_spi(Adapter) @testable import Containment

/// Records what a field or text view tells its delegate.
@MainActor
private final class EditingLog: TextFieldDelegate, TextViewDelegate {
    var events: [String] = []
    var shouldReturn = true
    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        events.append("return")
        return shouldReturn
    }
    func textFieldDidBeginEditing(_ textField: TextField) { events.append("begin") }
    func textFieldDidEndEditing(_ textField: TextField) { events.append("end \(textField.text ?? "nil")") }
    func textViewDidChange(_ textView: TextView) { events.append("change \(textView.text)") }
}

@MainActor @Suite struct TextInputTests {
    @Test func everyContentViewHasBothInitializers() {
        let frame = Rect(x: 1, y: 2, width: 3, height: 4)
        let views: [View] = [
            ScrollView(), TableView(), TextField(), TextView(), ImageView(), Label(), Button(), DrawingView(),
        ]
        #expect(views.allSatisfy { $0.frame == .zero })
        let framed: [View] = [
            ScrollView(frame: frame), TableView(frame: frame), TextField(frame: frame), TextView(frame: frame),
            ImageView(frame: frame), Label(frame: frame), Button(frame: frame), DrawingView(frame: frame),
        ]
        #expect(framed.allSatisfy { $0.frame == frame })
    }

    @Test func disablingTheFirstResponderFieldResignsIt() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        window.makeKeyAndVisible()
        let field = TextField(frame: Rect(x: 0, y: 0, width: 100, height: 30))
        window.addSubview(field)
        #expect(field.becomeFirstResponder())
        #expect(window.firstResponder === field)
        field.isEnabled = false
        #expect(!field.isFirstResponder)
        #expect(window.firstResponder == nil)
        #expect(!field.becomeFirstResponder(), "a disabled field cannot take it back")
        field.isEnabled = true
        #expect(field.becomeFirstResponder())
    }

    @Test func aFieldsTextIsNeverNilAndCodeSendsNoEditingChanged() {
        let field = TextField(frame: .zero, text: nil, placeholder: "Name")
        var changes: [String] = []
        field.addAction(for: .editingChanged) { changes.append(field.text ?? "nil") }
        #expect(field.text == "")
        #expect(field.placeholder == "Name")
        field.text = "From code"
        field.text = nil
        #expect(field.text == "")
        #expect(changes == [], "UIKit sends .editingChanged for the user's edits only")
        field.setTextFromUser("a")
        field.setTextFromUser("a")
        field.setTextFromUser("ab")
        #expect(changes == ["a", "ab"], "one action per real change")
    }

    @Test func focusAndReturnReachTheDelegateInOrder() {
        let field = TextField()
        let log = EditingLog()
        field.delegate = log
        var triggered = 0
        field.addAction(for: .primaryActionTriggered) { triggered += 1 }
        field.beginEditingFromUser()
        field.beginEditingFromUser()
        #expect(field.isEditing)
        field.setTextFromUser("hi")
        #expect(field.returnFromUser())
        log.shouldReturn = false
        #expect(!field.returnFromUser())
        field.endEditingFromUser()
        field.endEditingFromUser()
        #expect(!field.isEditing)
        #expect(log.events == ["begin", "return", "return", "end hi"])
        #expect(triggered == 1, "the primary action runs only when the delegate agrees")
    }

    @Test func aTextViewTellsItsDelegateAboutTheUsersEditsOnly() {
        let textView = TextView(frame: .zero, text: "Start")
        let log = EditingLog()
        textView.delegate = log
        textView.text = "Code"
        textView.setTextFromUser("Code")
        textView.setTextFromUser("Typed")
        textView.isEditable = false
        textView.setTextFromUser("Refused")
        #expect(textView.text == "Typed")
        #expect(log.events == ["change Typed"])
    }
}
