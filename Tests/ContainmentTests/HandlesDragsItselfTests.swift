import Testing
@_spi(Testing) @testable import Containment

/// A view of the app's own that follows drags itself (a knob turned by dragging), as a text view
/// selects text: it says so by overriding `View.handlesDragsItself`.
@MainActor
private final class Knob: View {
    var turns: [GestureState] = []

    override var handlesDragsItself: Bool { true }

    override init(frame: Rect) {
        super.init(frame: frame)
        addGestureRecognizer(PanGestureRecognizer { [weak self] pan in self?.turns.append(pan.state) })
    }
}

@MainActor
@Suite("View.handlesDragsItself")
struct HandlesDragsItselfTests {
    @Test("a view of the app's own that handles drags itself keeps a container's drag away, and gets its own")
    func anOverridingViewKeepsTheDrawersDragAway() {
        let stage = DrawerStage()
        let knob = Knob(frame: Rect(x: 0, y: 0, width: 400, height: 600))
        stage.center.view.addSubview(knob)
        stage.drag(from: 5, through: [100, 250])
        stage.clock.advance(by: 1)
        #expect(stage.drawer.openSide == DrawerSide.none, "a bezel drag on the knob leaves the drawer closed")
        #expect(knob.turns.first == .began && knob.turns.last == .ended, "the knob's own pan ran: \(knob.turns)")
    }

    @Test("the same drag on a view that does not override it opens the drawer")
    func aPlainViewLetsTheDrawerDrag() {
        let stage = DrawerStage()
        stage.center.view.addSubview(View(frame: Rect(x: 0, y: 0, width: 400, height: 600)))
        stage.drag(from: 5, through: [100, 250])
        stage.clock.advance(by: 1)
        #expect(stage.drawer.openSide == .left)
    }

    @Test("text views and text fields handle drags themselves; other views do not")
    func theLibrarysOverrides() {
        #expect(TextView().handlesDragsItself)
        #expect(TextField().handlesDragsItself)
        #expect(!View().handlesDragsItself)
        #expect(!Label().handlesDragsItself)
        #expect(!ScrollView().handlesDragsItself)
    }
}
