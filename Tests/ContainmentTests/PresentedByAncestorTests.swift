import Testing
@testable import Containment

/// A controller inside a container answers the presentation of its nearest ancestor that
/// presents or was presented, as UIKit's `presentedViewController` and
/// `presentingViewController` do.
@MainActor
@Suite("Presentation links of children")
struct PresentedByAncestorTests {
    @Test("a child's presentedViewController is its ancestor's")
    func childSeesAncestorsPresentation() {
        let stage = Stage()
        let middle = ViewController(title: "Middle")
        let leaf = ViewController(title: "Leaf")
        stage.embed(middle)
        stage.embed(leaf, in: middle)
        let sheet = ViewController(title: "Sheet")
        leaf.present(sheet, animated: false)
        #expect(stage.root.presentedViewController === sheet)
        #expect(middle.presentedViewController === sheet)
        #expect(leaf.presentedViewController === sheet)
        #expect(sheet.presentingViewController === stage.root)
        leaf.dismiss(animated: false)
        #expect(leaf.presentedViewController == nil && middle.presentedViewController == nil)
    }

    @Test("a child of a presented container answers the container's presenter")
    func childOfPresentedContainer() {
        let stage = Stage()
        let top = ViewController(title: "Top")
        let navigation = NavigationController(rootViewController: top)
        stage.root.present(navigation, animated: false)
        #expect(navigation.presentingViewController === stage.root)
        #expect(top.presentingViewController === stage.root)
        #expect(top.presentedViewController == nil)
        let alert = AlertController(title: "Over", message: nil, preferredStyle: .alert)
        top.present(alert, animated: false)
        #expect(navigation.presentedViewController === alert)
        #expect(top.presentedViewController === alert)
        #expect(alert.presentingViewController === navigation)
        #expect(stage.root.presentedViewController === navigation, "the root still answers its own")
    }
}
