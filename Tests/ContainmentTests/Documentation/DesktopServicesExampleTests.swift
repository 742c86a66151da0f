import ContainmentTestSupport
import Foundation
import Testing
@_spi(Adapter) @_spi(Testing) @testable import Containment

// The Swift blocks of Containment.docc/DesktopServices.md, verbatim, and tests that run them.

final class ChartView: View, ToolTipInteractionDelegate {
    override init(frame: Rect) {
        super.init(frame: frame)
        let interaction = ToolTipInteraction()
        interaction.delegate = self
        addInteraction(interaction)
    }

    func toolTipInteraction(_ interaction: ToolTipInteraction, configurationAt point: Point) -> ToolTipConfiguration? {
        let half = bounds.width / 2
        return point.x < half
            ? ToolTipConfiguration(toolTip: "Last week", in: Rect(x: 0, y: 0, width: half, height: bounds.height))
            : ToolTipConfiguration(toolTip: "This week", in: Rect(x: half, y: 0, width: half, height: bounds.height))
    }
}

@MainActor
private func copyNote(_ text: String) {
    Pasteboard.general.string = text
}

final class ImportController: ViewController, DocumentPickerDelegate {
    private(set) var imported: [URL] = []

    func importNotes() {
        let picker = DocumentPickerViewController(forOpeningContentTypes: [.plainText, .json])
        picker.allowsMultipleSelection = true
        picker.delegate = self
        present(picker, animated: true)
    }

    func documentPicker(_ controller: DocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
        imported += urls
    }
}

@MainActor
@Suite("DesktopServices article")
struct DesktopServicesExampleTests {
    @Test("the chart's tooltip follows the half under the pointer")
    func chart() {
        let stage = TestStage(width: 400, height: 300)
        let root = ViewController()
        stage.show(root)
        root.view.addSubview(ChartView(frame: Rect(x: 0, y: 0, width: 200, height: 100)))
        #expect(stage.window.toolTipConfiguration(at: Point(x: 20, y: 20))?.toolTip == "Last week")
        #expect(stage.window.toolTipConfiguration(at: Point(x: 180, y: 20))?.sourceRect == Rect(x: 100, y: 0, width: 100, height: 100))
    }

    @Test("the card lights up while hovered and shows a pointing hand")
    func card() {
        let stage = TestStage(width: 400, height: 300)
        let root = ViewController()
        stage.show(root)
        let card = View(frame: Rect(x: 20, y: 20, width: 200, height: 120))
        card.cursor = .pointer
        card.addGestureRecognizer(HoverGestureRecognizer { hover in
            switch hover.state {
            case .began: card.backgroundColor = Color(red: 0.9, green: 0.95, blue: 1)
            case .ended, .cancelled: card.backgroundColor = nil
            default: break
            }
        })
        root.view.addSubview(card)
        #expect(stage.window.handlePointerMotion(to: Point(x: 50, y: 50), time: 0) == .pointer)
        #expect(card.backgroundColor != nil)
        stage.window.handlePointerMotion(to: Point(x: 300, y: 250), time: 0)
        #expect(card.backgroundColor == nil)
    }

    @Test("copying a note writes the general pasteboard")
    func copying() {
        let saved = Pasteboard.general.backend
        Pasteboard.general.backend = Pasteboard.withUniqueName().backend
        defer { Pasteboard.general.backend = saved }
        copyNote("Groceries")
        #expect(Pasteboard.general.string == "Groceries")
    }

    @Test("importing asks the window's chooser for text and JSON files, several at once")
    func importing() {
        final class Chooser: DocumentPickerHost {
            var request: DocumentPickerRequest?
            func showDocumentPicker(_ request: DocumentPickerRequest, completion: @escaping @MainActor ([URL]?) -> Void) {
                self.request = request
                completion([URL(fileURLWithPath: "/tmp/a.txt")])
            }
        }
        let stage = TestStage(width: 400, height: 300)
        let chooser = Chooser()
        stage.window.documentPickerHost = chooser
        let controller = ImportController()
        stage.show(controller)
        controller.importNotes()
        #expect(chooser.request?.mode == .open([.plainText, .json]) && chooser.request?.allowsMultipleSelection == true)
        #expect(controller.imported == [URL(fileURLWithPath: "/tmp/a.txt")])
    }
}
