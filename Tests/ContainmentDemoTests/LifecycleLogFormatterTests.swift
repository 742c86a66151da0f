import Containment
import Testing
@testable import ContainmentDemo

@MainActor @Suite struct LifecycleLogFormatterTests {
    @Test func appearanceCallbacksCarryAnimated() {
        #expect(LifecycleLogFormatter.line(controllerName: "Red", callback: .viewWillAppear, argument: "animated=true")
            == "lifecycle: Red viewWillAppear animated=true")
        #expect(LifecycleLogFormatter.line(controllerName: "Red", callback: .viewDidDisappear, argument: "animated=false")
            == "lifecycle: Red viewDidDisappear animated=false")
    }

    @Test func moveCallbacksCarryTheParent() {
        #expect(LifecycleLogFormatter.line(controllerName: "Detail", callback: .willMove, argument: "parent=Nav")
            == "lifecycle: Detail willMove parent=Nav")
        #expect(LifecycleLogFormatter.line(controllerName: "Detail", callback: .didMove, argument: "parent=nil")
            == "lifecycle: Detail didMove parent=nil")
    }

    @Test func viewDidLoadHasNoArgument() {
        #expect(LifecycleLogFormatter.line(controllerName: "Green", callback: .viewDidLoad, argument: "")
            == "lifecycle: Green viewDidLoad")
    }

    @Test func onlyTheSevenCallbacksAreLogged() {
        let logged = LifecycleCallback.allCases.filter {
            LifecycleLogFormatter.line(controllerName: "X", callback: $0, argument: "size=1x1") != nil
        }
        #expect(logged == [.viewDidLoad, .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear, .willMove, .didMove])
    }

    @Test func loggerPrintsRealCallbacksInOrder() {
        var lines: [String] = []
        let logger = LifecycleLogger { lines.append($0) }
        let parent = ViewController(title: "Parent")
        let child = ViewController(title: "Child")
        parent.addChild(child)
        _ = child.view
        child.didMove(toParent: parent)
        child.willMove(toParent: nil)
        child.removeFromParent()
        logger.stop()
        _ = parent.view
        #expect(lines == [
            "lifecycle: Child willMove parent=Parent",
            "lifecycle: Child viewDidLoad",
            "lifecycle: Child didMove parent=Parent",
            "lifecycle: Child willMove parent=nil",
            "lifecycle: Child didMove parent=nil",
        ])
    }
}
