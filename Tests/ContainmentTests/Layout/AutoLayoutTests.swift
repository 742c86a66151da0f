import Testing
@_spi(Adapter) @testable import Containment

/// Constraints and anchors solved in a window, with frames as UIKit gives them.
@MainActor
@Suite("Auto Layout")
struct AutoLayoutTests {
    private func stage(direction: UserInterfaceLayoutDirection = .leftToRight, clock: ManualClock = ManualClock(), controller: ViewController = ViewController()) -> (Window, View) {
        LayoutTestStage.make(direction: direction, clock: clock, controller: controller)
    }

    @discardableResult
    private func constrained<V: View>(_ view: V, in superview: View) -> V { LayoutTestStage.constrained(view, in: superview) }

    /// Text is measured by the deterministic measurer these frames are computed with: GTK tests
    /// in the same process make the app's measurer Pango's (their windows each have their own).
    /// Each test is synchronous, so nothing else runs between this and its expectations.
    static func measureWithFixedPitch() {
        if !(Application.shared.contentMeasurer is FixedPitchMeasurer) { Application.shared.contentMeasurer = FixedPitchMeasurer() }
    }

    @Test("edges pinned with constants give the frame UIKit gives; the superview's resize follows")
    func pinnedEdges() {
        let (window, root) = stage()
        let box = constrained(View(), in: root)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            box.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            box.heightAnchor.constraint(equalToConstant: 44),
        ])
        window.layoutIfNeeded()
        #expect(box.frame == Rect(x: 20, y: 10, width: 360, height: 44))
        window.resize(to: Size(width: 600, height: 300))
        #expect(box.frame == Rect(x: 20, y: 10, width: 560, height: 44))
        #expect(root.constraints.count == 3)
        #expect(box.constraints.count == 1)
    }

    @Test("leading and trailing mirror in right to left; left and right do not")
    func rightToLeft() {
        let (window, root) = stage(direction: .rightToLeft)
        let leading = constrained(View(), in: root)
        let left = constrained(View(), in: root)
        LayoutConstraint.activate([
            leading.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            leading.widthAnchor.constraint(equalToConstant: 100),
            left.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20),
            left.widthAnchor.constraint(equalToConstant: 100),
        ])
        for view in [leading, left] {
            view.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
            view.heightAnchor.constraint(equalToConstant: 10).isActive = true
        }
        window.layoutIfNeeded()
        #expect(leading.frame.minX == 280)
        #expect(left.frame.minX == 20)
        window.userInterfaceLayoutDirection = .leftToRight
        window.layoutIfNeeded()
        #expect(leading.frame.minX == 20)
    }

    @Test("siblings chain; nested views convert through their superviews")
    func chainsAndNesting() {
        let (window, root) = stage()
        let a = constrained(View(), in: root)
        let b = constrained(View(), in: root)
        let inner = constrained(View(), in: b)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            a.widthAnchor.constraint(equalToConstant: 50),
            a.heightAnchor.constraint(equalToConstant: 50),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 1),
            b.topAnchor.constraint(equalTo: a.topAnchor),
            b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 2),
            b.heightAnchor.constraint(equalTo: a.heightAnchor),
            // Across levels: inner's left edge lines up with a's right edge, in root's terms.
            inner.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            inner.topAnchor.constraint(equalTo: b.topAnchor, constant: 5),
            inner.widthAnchor.constraint(equalToConstant: 10),
            inner.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(b.frame == Rect(x: 68, y: 10, width: 100, height: 50))
        #expect(inner.frame == Rect(x: -8, y: 5, width: 10, height: 10))
    }

    @Test("a label sizes to its text; hugging and compression decide who gives way")
    func huggingAndCompression() {
        let (window, root) = stage()
        let title = constrained(Label(text: "Title"), in: root)  // 5 × 7 = 35 wide, 17.5 high
        let detail = constrained(Label(text: "Detail text"), in: root)  // 77 wide
        LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            detail.leadingAnchor.constraint(equalTo: title.trailingAnchor),
            detail.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            title.topAnchor.constraint(equalTo: root.topAnchor),
            detail.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        detail.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        window.layoutIfNeeded()
        #expect(title.frame == Rect(x: 0, y: 0, width: 35, height: 17.5))
        #expect(detail.frame.width == 365)
        // Squeezed to 80: the one with less compression resistance gives way.
        window.resize(to: Size(width: 80, height: 300))
        title.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        window.layoutIfNeeded()
        #expect(title.frame.width == 35)
        #expect(detail.frame.width == 45)
        title.text = "A much longer title"
        window.resize(to: Size(width: 200, height: 300))
        #expect(title.intrinsicContentSize.width == 133)
        #expect(title.frame.width == 133)
        #expect(detail.frame.width == 67)
        title.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        window.layoutIfNeeded()
        #expect(detail.frame.width == 77)
        #expect(title.frame.width == 123)
    }

    @Test("margins, a custom guide and the readable guide")
    func guides() {
        let (window, root) = stage()
        let box = constrained(View(), in: root)
        let spacer = LayoutGuide()
        root.addLayoutGuide(spacer)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: root.readableContentGuide.trailingAnchor),
            box.topAnchor.constraint(equalTo: spacer.bottomAnchor),
            spacer.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            spacer.heightAnchor.constraint(equalToConstant: 30),
            spacer.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            spacer.widthAnchor.constraint(equalToConstant: 1),
            box.bottomAnchor.constraint(equalTo: root.layoutMarginsGuide.bottomAnchor),
        ])
        window.layoutIfNeeded()
        #expect(box.frame == Rect(x: 8, y: 38, width: 384, height: 254))
        #expect(spacer.layoutFrame == Rect(x: 0, y: 8, width: 1, height: 30))
        root.directionalLayoutMargins = DirectionalEdgeInsets(top: 20, leading: 30, bottom: 20, trailing: 30)
        window.layoutIfNeeded()
        #expect(box.frame == Rect(x: 30, y: 50, width: 340, height: 230))
        window.resize(to: Size(width: 1000, height: 300))
        // The readable guide is at most 672 wide, centred in the margins: it ends at 164 + 672.
        #expect(box.frame.maxX == 836)
    }

    @Test("an unsatisfiable constraint is broken and reported, never trapped")
    func conflict() {
        let (window, root) = stage()
        var conflicts: [LayoutConflict] = []
        let saved = LayoutConstraint.conflictHandler
        LayoutConstraint.conflictHandler = { conflicts.append($0) }
        defer { LayoutConstraint.conflictHandler = saved }
        let box = constrained(View(), in: root)
        let width100 = box.widthAnchor.constraint(equalToConstant: 100)
        width100.identifier = "width100"
        let width200 = box.widthAnchor.constraint(equalToConstant: 200)
        LayoutConstraint.activate([width100, box.heightAnchor.constraint(equalToConstant: 10),
                                   box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                   box.topAnchor.constraint(equalTo: root.topAnchor)])
        width200.isActive = true
        window.layoutIfNeeded()
        #expect(conflicts.count == 1)
        #expect(conflicts.first?.broken === width200)
        #expect(conflicts.first?.constraints.contains { $0 === width100 } == true)
        #expect(conflicts.first?.description.contains("Unable to simultaneously satisfy constraints") == true)
        #expect(box.frame.width == 100)
        #expect(width200.isActive)
        // The other one goes: the broken one is tried again and now holds.
        width100.isActive = false
        window.layoutIfNeeded()
        #expect(box.frame.width == 200)
    }

    @Test("items with no common ancestor are refused with a HierarchyInconsistency")
    func noCommonAncestor() {
        var refusals: [HierarchyInconsistency] = []
        let saved = ViewController.hierarchyInconsistencyHandler
        ViewController.hierarchyInconsistencyHandler = { refusals.append($0) }
        defer { ViewController.hierarchyInconsistencyHandler = saved }
        let a = View(), b = View()
        let constraint = a.widthAnchor.constraint(equalTo: b.widthAnchor)
        constraint.isActive = true
        #expect(!constraint.isActive)
        #expect(refusals.map(\.kind) == [.layoutItemsWithoutCommonAncestor])
        let bad = LayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 3)
        bad.isActive = true
        #expect(!bad.isActive)
        #expect(refusals.last?.kind == .invalidArgument)
    }

    @Test("a constant changed inside an animation block animates the frame on the window's clock")
    func animatedConstant() {
        let clock = ManualClock()
        let (window, root) = stage(clock: clock)
        let box = constrained(View(), in: root)
        let left = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 0)
        LayoutConstraint.activate([left, box.topAnchor.constraint(equalTo: root.topAnchor),
                                   box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 50)])
        window.layoutIfNeeded()
        left.constant = 100
        View.animate(withDuration: 1) { root.layoutIfNeeded() }
        #expect(box.frame.minX == 100)
        clock.advance(by: 0.5)
        let midway = box.presentation.frame.minX
        #expect(midway > 0 && midway < 100)
        clock.advance(by: 0.6)
        #expect(box.presentation.frame.minX == 100)
    }

    @Test("removing a view deactivates the constraints that tie it to the rest")
    func removal() {
        let (window, root) = stage()
        let box = constrained(View(), in: root)
        let inner = constrained(View(), in: box)
        let outer = box.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        let own = inner.widthAnchor.constraint(equalTo: box.widthAnchor)
        LayoutConstraint.activate([outer, own])
        window.layoutIfNeeded()
        box.removeFromSuperview()
        #expect(!outer.isActive)
        #expect(own.isActive)
        #expect(box.constraints.count == 1)
    }

    @Test("systemLayoutSizeFitting measures a view by the constraints inside it")
    func fitting() {
        let content = View()
        let label = constrained(Label(text: "Hello world, this wraps"), in: content)
        label.numberOfLines = 0
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: content.topAnchor, constant: 11),
            label.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -11),
        ])
        let compressed = content.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        #expect(compressed == Size(width: 193, height: 39.5))
        label.preferredMaxLayoutWidth = 84
        let narrow = content.systemLayoutSizeFitting(
            Size(width: 116, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(narrow == Size(width: 116, height: 22 + 2 * 17.5))  // "Hello world," / "this wraps"
    }

    /// A controller written as the article writes it: a title in the margins below the safe
    /// area, and a panel whose top constraint animates.
    final class ArticleController: ViewController {
        var subject: Label!
        var panelTop: LayoutConstraint!

        override func viewDidLoad() {
            super.viewDidLoad()
            view.directionalLayoutMargins = DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
            let subject = Label(text: "Subject")
            subject.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subject)
            LayoutConstraint.activate([
                subject.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                subject.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                subject.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 12),
            ])
            self.subject = subject
            let panel = View()
            panel.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(panel)
            panelTop = panel.topAnchor.constraint(equalTo: view.bottomAnchor)
            LayoutConstraint.activate([
                panelTop, panel.heightAnchor.constraint(equalToConstant: 100),
                panel.leadingAnchor.constraint(equalTo: view.leadingAnchor), panel.widthAnchor.constraint(equalTo: view.widthAnchor),
            ])
        }

        func showPanel() {
            panelTop.constant = -100
            View.animate(withDuration: 0.25) { self.view.layoutIfNeeded() }
        }
    }

    @Test("the article's examples: a title in the margins below the safe area; an animated constant")
    func articleExamples() {
        let clock = ManualClock()
        let controller = ArticleController()
        let (window, _) = stage(clock: clock, controller: controller)
        #expect(controller.subject.frame == Rect(x: 16, y: 12, width: 368, height: 17.5))
        controller.additionalSafeAreaInsets = EdgeInsets(top: 40, left: 0, bottom: 0, right: 0)
        window.layoutIfNeeded()
        #expect(controller.view.safeAreaInsets.top == 40)
        #expect(controller.subject.frame.minY == 52)
        let panel = controller.view.subviews[1]
        #expect(panel.frame.minY == 300)
        controller.showPanel()
        #expect(panel.frame.minY == 200)
        clock.advance(by: 0.1)
        #expect(panel.presentation.frame.minY > 200 && panel.presentation.frame.minY < 300)
    }

    @Test("hasAmbiguousLayout: a label by its leading and top edges is placed; a view by its leading edge alone is not")
    func ambiguity() {
        let (window, root) = stage()
        let label = constrained(Label(text: "Placed"), in: root)
        let loose = constrained(View(), in: root)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            loose.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            loose.widthAnchor.constraint(equalToConstant: 10),
            loose.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(!label.hasAmbiguousLayout)
        #expect(loose.hasAmbiguousLayout)
        // Asking moves nothing.
        window.layoutIfNeeded()
        #expect(label.frame == Rect(x: 20, y: 20, width: 42, height: 17.5))
        loose.topAnchor.constraint(equalTo: label.bottomAnchor).isActive = true
        window.layoutIfNeeded()
        #expect(!loose.hasAmbiguousLayout)
        #expect(loose.frame.minY == 37.5)
    }
}
