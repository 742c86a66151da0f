import ContainmentTestSupport
import Testing
@_spi(Adapter) @_spi(Testing) @testable import Containment

/// Tooltips: `View.toolTip` and `ToolTipInteraction` (with a delegate deciding by the pointer's
/// place), answered by the window for a point, and the `Interaction` protocol they sit on.
@MainActor
@Suite("Tooltips and interactions")
struct ToolTipTests {
    /// Answers by the half of the view the pointer is in.
    final class Halves: ToolTipInteractionDelegate {
        var asked: [Point] = []
        func toolTipInteraction(_ interaction: ToolTipInteraction, configurationAt point: Point) -> ToolTipConfiguration? {
            asked.append(point)
            if point.x < 50 { return ToolTipConfiguration(toolTip: "Left half", in: Rect(x: 0, y: 0, width: 50, height: 40)) }
            return nil
        }
    }

    /// Records the calls of the protocol.
    final class Recording: Interaction {
        weak var view: View?
        var calls: [String] = []
        func willMove(to view: View?) { calls.append("will \(view == nil ? "nil" : "view")") }
        func didMove(to view: View?) {
            calls.append("did \(view == nil ? "nil" : "view")")
            self.view = view
        }
    }

    @MainActor struct Board {
        let stage = TestStage(width: 400, height: 300)
        let panel = View(frame: Rect(x: 100, y: 100, width: 200, height: 100))
        let badge = View(frame: Rect(x: 10, y: 10, width: 100, height: 40))

        init() {
            let root = ViewController()
            stage.show(root)
            root.view.addSubview(panel)
            panel.addSubview(badge)
        }
    }

    @Test("a view's toolTip is shown over it and its subviews, with the view's frame as the area")
    func viewToolTip() {
        let board = Board()
        board.panel.toolTip = "Panel"
        let config = board.stage.window.toolTipConfiguration(at: Point(x: 115, y: 115))
        #expect(config?.toolTip == "Panel", "the badge has none: its superview's shows")
        #expect(config?.sourceRect == Rect(x: 100, y: 100, width: 200, height: 100))
        board.badge.toolTip = "Badge"
        #expect(board.stage.window.toolTipConfiguration(at: Point(x: 115, y: 115))?.toolTip == "Badge")
        #expect(board.stage.window.toolTipConfiguration(at: Point(x: 10, y: 10)) == nil)
        board.badge.toolTip = ""
        #expect(board.stage.window.toolTipConfiguration(at: Point(x: 115, y: 115))?.toolTip == "Panel", "an empty text is none")
    }

    @Test("an interaction's delegate decides by the point, in the view's coordinates; nil defers to the superview")
    func delegateDecidesByPoint() {
        let board = Board()
        let delegate = Halves()
        let interaction = ToolTipInteraction()
        interaction.delegate = delegate
        board.badge.addInteraction(interaction)
        board.panel.toolTip = "Panel"
        let left = board.stage.window.toolTipConfiguration(at: Point(x: 120, y: 120))
        #expect(left?.toolTip == "Left half")
        #expect(left?.sourceRect == Rect(x: 110, y: 110, width: 50, height: 40), "the area comes back in window coordinates")
        #expect(delegate.asked == [Point(x: 10, y: 10)])
        #expect(board.stage.window.toolTipConfiguration(at: Point(x: 190, y: 120))?.toolTip == "Panel")
        interaction.isEnabled = false
        #expect(board.stage.window.toolTipConfiguration(at: Point(x: 120, y: 120))?.toolTip == "Panel")
    }

    @Test("an interaction without a delegate shows its default tooltip, before the view's toolTip")
    func defaultToolTip() {
        let board = Board()
        board.badge.toolTip = "Plain"
        board.badge.addInteraction(ToolTipInteraction(defaultToolTip: "From the interaction"))
        #expect(board.stage.window.toolTipConfiguration(at: Point(x: 120, y: 120))?.toolTip == "From the interaction")
    }

    @Test("views tell interactions when they are added, moved and removed, and keep them")
    func interactionProtocol() {
        let first = View()
        let second = View()
        let interaction = Recording()
        first.addInteraction(interaction)
        first.addInteraction(interaction)
        #expect(interaction.calls == ["will view", "did view"], "adding twice adds once")
        #expect(interaction.view === first && first.interactions.count == 1)
        second.addInteraction(interaction)
        #expect(interaction.calls == ["will view", "did view", "will nil", "did nil", "will view", "did view"])
        #expect(first.interactions.isEmpty && interaction.view === second)
        first.removeInteraction(interaction)
        #expect(second.interactions.count == 1, "removing from a view it is not on does nothing")
        second.interactions = []
        #expect(interaction.view == nil && second.interactions.isEmpty)
    }
}
