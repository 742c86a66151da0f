import Testing
@testable import Containment

/// Every misuse UIKit raises for is refused with a clear message and changes nothing.
@MainActor
@Suite("HierarchyInconsistency refusals")
struct HierarchyInconsistencyTests {
    /// Runs `misuse` and checks it was refused once with `kind`, a message containing every
    /// string in `mentions`, and no change to the tree under `root`.
    private func expectRefusal(
        _ kind: HierarchyInconsistency.Kind, mentioning mentions: [String], root: ViewController,
        sourceLocation: SourceLocation = #_sourceLocation, _ misuse: () -> Void
    ) {
        let diagnostics = DiagnosticsRecorder()
        defer { diagnostics.stop() }
        let before = treeSnapshot(root)
        misuse()
        #expect(diagnostics.refusals.map(\.kind) == [kind], sourceLocation: sourceLocation)
        for mention in mentions {
            #expect(diagnostics.refusals.first?.message.contains(mention) == true,
                    "message \"\(diagnostics.refusals.first?.message ?? "")\" should mention \(mention)", sourceLocation: sourceLocation)
        }
        #expect(treeSnapshot(root) == before, "the hierarchy must stay as it was", sourceLocation: sourceLocation)
    }

    @Test("a child already owned by another parent")
    func childOfAnotherParent() {
        let stage = Stage()
        let other = ViewController(title: "Other")
        let child = ViewController(title: "Child")
        stage.embed(other)
        stage.embed(child, in: other)
        expectRefusal(.childHasAnotherParent, mentioning: ["Child", "Other", "Root"], root: stage.root) {
            stage.root.addChild(child)
        }
        #expect(child.parent === other)
    }

    @Test("a child added twice to the same parent")
    func addedTwice() {
        let stage = Stage()
        let child = ViewController(title: "Child")
        stage.embed(child)
        expectRefusal(.alreadyChild, mentioning: ["Child", "Root"], root: stage.root) {
            stage.root.addChild(child)
        }
        #expect(stage.root.children.count == 1)
    }

    @Test("a controller added to itself")
    func addedToItself() {
        let stage = Stage()
        expectRefusal(.cycle, mentioning: ["Root"], root: stage.root) {
            stage.root.addChild(stage.root)
        }
    }

    @Test("a controller added to its own descendant")
    func addedToDescendant() {
        let stage = Stage()
        let middle = ViewController(title: "Middle")
        let leaf = ViewController(title: "Leaf")
        stage.embed(middle)
        stage.embed(leaf, in: middle)
        let orphanTop = ViewController(title: "Top")
        let orphanBottom = ViewController(title: "Bottom")
        orphanTop.addChild(orphanBottom)
        expectRefusal(.cycle, mentioning: ["Top", "Bottom", "ancestors"], root: orphanTop) {
            orphanBottom.addChild(orphanTop)
        }
    }

    @Test("the window's root controller added as a child")
    func rootAsChild() {
        let stage = Stage()
        let container = ViewController(title: "Container")
        expectRefusal(.controllerIsRootOrPresented, mentioning: ["Root", "root view controller"], root: stage.root) {
            container.addChild(stage.root)
        }
    }

    @Test("a child made the root of a window")
    func childAsRoot() {
        let stage = Stage()
        let child = ViewController(title: "Child")
        stage.embed(child)
        let other = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        expectRefusal(.controllerIsRootOrPresented, mentioning: ["Child", "Root"], root: stage.root) {
            other.rootViewController = child
        }
        #expect(other.rootViewController == nil)
    }

    @Test("transition between controllers that are not both children")
    func transitionNonChildren() {
        let stage = Stage()
        let a = ViewController(title: "A")
        let stranger = ViewController(title: "Stranger")
        stage.embed(a)
        expectRefusal(.transitionBetweenNonChildren, mentioning: ["Stranger", "Root", "not a child"], root: stage.root) {
            stage.root.transition(from: a, to: stranger, duration: 0.3, animations: nil)
        }
        #expect(stranger.viewIfLoaded == nil)
    }

    @Test("transition from a controller to itself")
    func transitionToSelf() {
        let stage = Stage()
        let a = ViewController(title: "A")
        stage.embed(a)
        expectRefusal(.transitionToSelf, mentioning: ["A", "same"], root: stage.root) {
            stage.root.transition(from: a, to: a, duration: 0, animations: nil)
        }
    }

    @Test("transition whose from view is not in a hierarchy")
    func transitionFromDetachedView() {
        let stage = Stage()
        let a = ViewController(title: "A")
        let b = ViewController(title: "B")
        stage.root.addChild(a)
        stage.root.addChild(b)
        expectRefusal(.transitionFromViewNotInHierarchy, mentioning: ["A", "view hierarchy"], root: stage.root) {
            stage.root.transition(from: a, to: b, duration: 0, animations: nil)
        }
    }

    @Test("a view already owned by another controller")
    func viewOwnedElsewhere() {
        let owner = ViewController(title: "Owner")
        let thief = ViewController(title: "Thief")
        let shared = owner.view
        expectRefusal(.viewOwnedByAnotherController, mentioning: ["Owner", "Thief"], root: owner) {
            thief.view = shared
        }
        #expect(shared.owningViewController === owner)
        #expect(thief.view !== shared)
    }

    @Test("didMove(toParent:) before the child was added")
    func didMoveBeforeAdd() {
        let stage = Stage()
        let child = ViewController(title: "Child")
        expectRefusal(.moveToWrongParent, mentioning: ["Child", "before addChild"], root: stage.root) {
            child.didMove(toParent: stage.root)
        }
        #expect(child.parent == nil)
    }

    @Test("didMove(toParent: nil) while still a child")
    func didMoveNilWhileChild() {
        let stage = Stage()
        let child = ViewController(title: "Child")
        stage.embed(child)
        expectRefusal(.moveToWrongParent, mentioning: ["Child", "removeFromParent"], root: stage.root) {
            child.didMove(toParent: nil)
        }
    }

    @Test("willMove(toParent:) naming a parent the controller is not being added to")
    func willMoveToStranger() {
        let stage = Stage()
        let child = ViewController(title: "Child")
        stage.embed(child)
        let stranger = ViewController(title: "Stranger")
        expectRefusal(.moveToWrongParent, mentioning: ["Child", "Stranger"], root: stage.root) {
            child.willMove(toParent: stranger)
        }
    }

    @Test("a view added inside itself")
    func viewCycle() {
        let stage = Stage()
        let outer = View()
        let inner = View()
        outer.addSubview(inner)
        stage.root.view.addSubview(outer)
        expectRefusal(.viewCycle, mentioning: ["itself"], root: stage.root) {
            inner.addSubview(outer)
        }
        #expect(inner.subviews.isEmpty && outer.superview === stage.root.view)
    }

    @Test("removeFromParent without a parent is a harmless no-op, as in UIKit")
    func removeWithoutParent() {
        let diagnostics = DiagnosticsRecorder()
        defer { diagnostics.stop() }
        let log = CallLog()
        let lonely = RecordingViewController("Lonely", log: log)
        lonely.removeFromParent()
        #expect(log.take() == [])
        #expect(diagnostics.refusals.isEmpty)
    }
}
