import Testing
@_spi(Adapter) @testable import Containment

/// Stack views laid out as UIKit lays them out, with the deterministic measurer: a 14-point label
/// is 7 points per character wide and 17.5 high, its baseline 14 points down.
@MainActor
@Suite("Stack views")
struct StackViewTests {
    private func stage(direction: UserInterfaceLayoutDirection = .leftToRight, clock: ManualClock = ManualClock(), controller: ViewController = ViewController()) -> (Window, View) {
        LayoutTestStage.make(direction: direction, clock: clock, controller: controller)
    }

    @discardableResult
    private func constrained<V: View>(_ view: V, in superview: View) -> V { LayoutTestStage.constrained(view, in: superview) }

    /// A stack in `root` at its leading top corner, and as wide as it when `fullWidth`.
    private func place(_ stack: StackView, in root: View, fullWidth: Bool = false, height: Double? = nil) {
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        stack.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
        stack.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        if fullWidth { stack.trailingAnchor.constraint(equalTo: root.trailingAnchor).isActive = true }
        if let height { stack.heightAnchor.constraint(equalToConstant: height).isActive = true }
    }

    private func ids(_ views: [View]) -> [ObjectIdentifier] { views.map(ObjectIdentifier.init) }

    private func labels(_ texts: String...) -> [Label] { texts.map { Label(text: $0) } }

    private func sized(width: Double, height: Double) -> View {
        let view = View()
        view.widthAnchor.constraint(equalToConstant: width).isActive = true
        view.heightAnchor.constraint(equalToConstant: height).isActive = true
        return view
    }

    // MARK: Distributions

    @Test("fill: a stack only positioned takes its content's size; arranged views get UIKit's constraints")
    func fillSizesToContent() {
        let (window, root) = stage()
        let views = labels("Hello", "World!")
        let stack = StackView(arrangedSubviews: views)
        stack.spacing = 8
        let conflicts = LayoutTestStage.conflicts {
            place(stack, in: root)
            window.layoutIfNeeded()
        }
        #expect(conflicts.isEmpty)
        #expect(stack.frame == Rect(x: 0, y: 0, width: 85, height: 17.5))
        #expect(views[0].frame == Rect(x: 0, y: 0, width: 35, height: 17.5))
        #expect(views[1].frame == Rect(x: 43, y: 0, width: 42, height: 17.5))
        #expect(views.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints && $0.superview === stack })
        #expect(stack.intrinsicContentSize == Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        let names = Set(stack.constraints.compactMap(\.identifier))
        #expect(names == ["UISV-canvas-connection", "UISV-spacing", "UISV-alignment"])
        #expect(stack.constraints.filter { $0.identifier == "UISV-canvas-connection" }.count == 4)
    }

    @Test("fill: when the stack is wider, the view that hugs least grows; narrower, the one that resists least shrinks")
    func fillHuggingAndCompression() {
        let (window, root) = stage()
        let views = labels("A", "BB", "CCC")
        let stack = StackView(arrangedSubviews: views)
        stack.spacing = 10
        views[1].setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        place(stack, in: root, fullWidth: true)
        window.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 17, 379])
        #expect(views.map(\.frame.width) == [7, 352, 21])
        window.resize(to: Size(width: 60, height: 300))
        views[0].setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        window.layoutIfNeeded()
        // 60 - 20 spacing = 40 for 7 + 14 + 21 = 42: "A", resisting least, gives the 2 points.
        #expect(views.map(\.frame.width) == [5, 14, 21])
        #expect(views.map(\.frame.minX) == [0, 15, 39])
    }

    @Test("fillEqually: equal sizes filling the stack; only positioned, each as big as the biggest")
    func fillEqually() {
        let (window, root) = stage()
        let views = labels("One", "Two", "Three")
        let stack = StackView(arrangedSubviews: views)
        stack.distribution = .fillEqually
        stack.spacing = 5
        place(stack, in: root, fullWidth: true)
        window.layoutIfNeeded()
        #expect(views.map(\.frame.width) == [130, 130, 130])
        #expect(views.map(\.frame.minX) == [0, 135, 270])
        #expect(stack.constraints.filter { $0.identifier == "UISV-fill-equally" }.count == 2)
        let loose = StackView(arrangedSubviews: labels("a", "abcdef", "abc"))
        loose.distribution = .fillEqually
        place(loose, in: root)
        window.layoutIfNeeded()
        #expect(loose.arrangedSubviews.map(\.frame.width) == [42, 42, 42])
        #expect(loose.frame.width == 126)
    }

    @Test("fillProportionally: the length less the spacing shared by intrinsic size")
    func fillProportionally() {
        let (window, root) = stage()
        let views = labels("0123456789", String(repeating: "x", count: 30))  // 70 and 210
        let stack = StackView(arrangedSubviews: views)
        stack.distribution = .fillProportionally
        stack.spacing = 20
        place(stack, in: root, fullWidth: true)
        window.layoutIfNeeded()
        #expect(views.map(\.frame.width) == [95, 285])
        #expect(views.map(\.frame.minX) == [0, 115])
        // A new text makes the proportions again: 140 and 210 of 350 → 152 and 228.
        views[0].text = String(repeating: "y", count: 20)
        window.layoutIfNeeded()
        #expect(views.map(\.frame.width) == [152, 228])
    }

    @Test("equalSpacing: views at their size, equal gaps; only positioned, the gaps are the spacing")
    func equalSpacing() {
        let (window, root) = stage()
        let views = labels("Hello", "World!", "abc")  // 35, 42, 21
        let stack = StackView(arrangedSubviews: views)
        stack.distribution = .equalSpacing
        stack.spacing = 8
        place(stack, in: root, fullWidth: true)
        window.layoutIfNeeded()
        #expect(views.map(\.frame.width) == [35, 42, 21])
        #expect(views.map(\.frame.minX) == [0, 186, 379])
        #expect(stack.layoutGuides.count == 2)
        let loose = StackView(arrangedSubviews: labels("Hello", "World!", "abc"))
        loose.distribution = .equalSpacing
        loose.spacing = 8
        place(loose, in: root)
        window.layoutIfNeeded()
        #expect(loose.frame.width == 35 + 42 + 21 + 16)
        #expect(loose.arrangedSubviews.map(\.frame.minX) == [0, 43, 93])
    }

    @Test("equalCentering: centres evenly spaced, the gaps at least the spacing")
    func equalCentering() {
        let (window, root) = stage()
        let views = labels("ab", "abcdef", "abcd")  // 14, 42, 28
        let stack = StackView(arrangedSubviews: views)
        stack.distribution = .equalCentering
        stack.spacing = 8
        place(stack, in: root, fullWidth: true)
        window.layoutIfNeeded()
        #expect(views.map(\.frame.midX) == [7, 196.5, 386])
        // Narrow: the minimum spacing holds, the centring gives way.
        window.resize(to: Size(width: 100, height: 300))
        window.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 22, 72])
        // Only positioned, the stack grows until the centres are evenly spaced: 7, 50, 93.
        let loose = StackView(arrangedSubviews: labels("ab", "abcdef", "abcd"))
        loose.distribution = .equalCentering
        loose.spacing = 8
        place(loose, in: root)
        window.layoutIfNeeded()
        #expect(loose.arrangedSubviews.map(\.frame.midX) == [7, 50, 93])
        #expect(loose.frame.width == 107)
    }

    @Test("a vertical stack runs top to bottom; the distributions work along y")
    func verticalAxis() {
        let (window, root) = stage()
        let views = labels("Title", "Subtitle text")
        let stack = StackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 4
        place(stack, in: root)
        window.layoutIfNeeded()
        #expect(views[0].frame == Rect(x: 0, y: 0, width: 35, height: 17.5))
        #expect(views[1].frame == Rect(x: 0, y: 21.5, width: 91, height: 17.5))
        #expect(stack.frame.size == Size(width: 91, height: 39))
        stack.distribution = .fillEqually
        stack.heightAnchor.constraint(equalToConstant: 100).isActive = true
        window.layoutIfNeeded()
        #expect(views.map(\.frame.height) == [48, 48])
        #expect(views[1].frame.minY == 52)
        stack.distribution = .equalSpacing
        window.layoutIfNeeded()
        #expect(views.map(\.frame.height) == [17.5, 17.5])
        #expect(views[1].frame.minY == 82.5)
    }

    // MARK: Alignment

    @Test("alignment across a row: fill, top, center, bottom, in a stack of fixed height and one sized by its content")
    func rowAlignments() {
        let (window, root) = stage()
        let expectations: [(StackView.Alignment, Double, Double)] = [(.top, 0, 0), (.center, 41.25, 25), (.bottom, 82.5, 50)]
        for (alignment, labelY, boxY) in expectations {
            let label = Label(text: "A")
            let box = sized(width: 30, height: 50)
            let stack = StackView(arrangedSubviews: [label, box])
            stack.alignment = alignment
            place(stack, in: root, height: 100)
            window.layoutIfNeeded()
            #expect(label.frame == Rect(x: 0, y: labelY, width: 7, height: 17.5), "\(alignment)")
            #expect(box.frame == Rect(x: 7, y: boxY, width: 30, height: 50), "\(alignment)")
            stack.removeFromSuperview()
        }
        let label = Label(text: "A")
        let stack = StackView(arrangedSubviews: [label, sized(width: 30, height: 50)])
        stack.alignment = .center
        place(stack, in: root)
        window.layoutIfNeeded()
        #expect(stack.frame.height == 50)
        #expect(label.frame.minY == 16.25)
        #expect(StackView.Alignment.top == .leading && StackView.Alignment.bottom == .trailing)
        let filling = labels("a", "b")
        let fill = StackView(arrangedSubviews: filling)
        place(fill, in: root, height: 60)
        window.layoutIfNeeded()
        #expect(filling.map(\.frame.height) == [60, 60])
    }

    @Test("alignment across a column: leading, center, trailing, fill; leading and trailing mirror right to left")
    func columnAlignments() {
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let (window, root) = stage(direction: direction)
            let rtl = direction == .rightToLeft
            let expectations: [(StackView.Alignment, Double)] = [(.leading, rtl ? 365 : 0), (.center, 182.5), (.trailing, rtl ? 0 : 365)]
            for (alignment, x) in expectations {
                let label = Label(text: "Hello")  // 35 wide
                let stack = StackView(arrangedSubviews: [label, Label(text: "x")])
                stack.axis = .vertical
                stack.alignment = alignment
                place(stack, in: root, fullWidth: true)
                window.layoutIfNeeded()
                #expect(label.frame.minX == x, "\(alignment) \(direction)")
                stack.removeFromSuperview()
            }
            let label = Label(text: "Hello")
            let stack = StackView(arrangedSubviews: [label])
            stack.axis = .vertical
            place(stack, in: root, fullWidth: true)
            window.layoutIfNeeded()
            #expect(label.frame == Rect(x: 0, y: 0, width: 400, height: 17.5))
        }
    }

    @Test("baselines: first and last baselines line up in a row; a column treats them as fill")
    func baselines() {
        let (window, root) = stage()
        let small = Label(text: "small")  // baseline 14
        let big = Label(text: "BIG")
        big.fontSize = 28  // 35 high, baseline 28
        let first = StackView(arrangedSubviews: [small, big])
        first.alignment = .firstBaseline
        place(first, in: root)
        window.layoutIfNeeded()
        #expect(small.frame.minY == 14)
        #expect(big.frame.minY == 0)
        #expect(first.frame.height == 35)
        first.removeFromSuperview()

        let single = Label(text: "one")
        let double = Label(text: "two\nlines")  // 35 high, last baseline 31.5
        double.numberOfLines = 0
        let last = StackView(arrangedSubviews: [single, double])
        last.alignment = .lastBaseline
        place(last, in: root)
        window.layoutIfNeeded()
        #expect(single.frame.minY == 17.5)
        #expect(double.frame.minY == 0)
        last.alignment = .firstBaseline
        window.layoutIfNeeded()
        #expect(single.frame.minY == 0)
        #expect(double.frame.minY == 0)
        last.axis = .vertical
        last.alignment = .firstBaseline
        window.layoutIfNeeded()
        #expect(single.frame.width == double.frame.width)
    }

    @Test("baseline-relative column: the spacing runs from a last baseline to the next first baseline")
    func baselineRelative() {
        let (window, root) = stage()
        let views = labels("one", "two")
        let stack = StackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.spacing = 20
        stack.isBaselineRelativeArrangement = true
        place(stack, in: root)
        window.layoutIfNeeded()
        // Baseline 14, next baseline 34, so the next label's top is at 20.
        #expect(views[1].frame.minY == 20)
    }

    // MARK: Spacing and margins

    @Test("custom spacing after a view; the system spacing; the default again")
    func customSpacing() {
        let (window, root) = stage()
        let views = labels("a", "b", "c")
        let stack = StackView(arrangedSubviews: views)
        stack.spacing = 10
        stack.setCustomSpacing(30, after: views[0])
        place(stack, in: root)
        window.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 37, 54])
        #expect(stack.customSpacing(after: views[0]) == 30)
        #expect(stack.customSpacing(after: views[1]) == StackView.spacingUseDefault)
        stack.setCustomSpacing(StackView.spacingUseSystem, after: views[1])
        window.layoutIfNeeded()
        #expect(views[2].frame.minX == 52)
        stack.setCustomSpacing(StackView.spacingUseDefault, after: views[0])
        window.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 17, 32])
        stack.spacing = StackView.spacingUseSystem
        window.layoutIfNeeded()
        #expect(views[1].frame.minX == 15)
        let refusals = LayoutTestStage.refusals { stack.spacing = .nan }
        #expect(refusals.map(\.kind) == [.invalidArgument])
        #expect(stack.spacing == StackView.spacingUseSystem)
        // A removed view's custom spacing goes with it, as UIKit's.
        stack.setCustomSpacing(40, after: views[2])
        stack.removeArrangedSubview(views[2])
        #expect(stack.customSpacing(after: views[2]) == StackView.spacingUseDefault)
    }

    @Test("margins-relative arrangement lays out inside the stack's layout margins")
    func marginsRelative() {
        let (window, root) = stage()
        let label = Label(text: "Hello")
        let stack = StackView(arrangedSubviews: [label])
        stack.directionalLayoutMargins = DirectionalEdgeInsets(top: 10, leading: 12, bottom: 6, trailing: 4)
        stack.isLayoutMarginsRelativeArrangement = true
        place(stack, in: root)
        window.layoutIfNeeded()
        #expect(label.frame == Rect(x: 12, y: 10, width: 35, height: 17.5))
        #expect(stack.frame.size == Size(width: 51, height: 33.5))
        stack.isLayoutMarginsRelativeArrangement = false
        window.layoutIfNeeded()
        #expect(label.frame == Rect(x: 0, y: 0, width: 35, height: 17.5))
    }

    // MARK: Hiding

    @Test("a hidden arranged view takes no room and no spacing; shown again it comes back")
    func hiding() {
        let (window, root) = stage()
        let views = labels("aa", "bbb", "c")
        let stack = StackView(arrangedSubviews: views)
        stack.spacing = 10
        place(stack, in: root)
        window.layoutIfNeeded()
        #expect(stack.frame.width == 62)
        let before = Set(stack.constraints.map(ObjectIdentifier.init))
        views[1].isHidden = true
        window.layoutIfNeeded()
        #expect(views[2].frame.minX == 24)
        #expect(views[1].frame.width == 0)
        #expect(stack.frame.width == 31)
        #expect(stack.constraints.contains { $0.identifier == "UISV-hiding" && $0.firstItem === views[1] })
        // Most constraints were kept, not made again.
        let after = Set(stack.constraints.map(ObjectIdentifier.init))
        #expect(before.intersection(after).count >= before.count - 3)
        views[0].isHidden = true
        window.layoutIfNeeded()
        #expect(views[2].frame.minX == 0)
        #expect(stack.frame.width == 7)
        views[2].isHidden = true
        window.layoutIfNeeded()
        #expect(stack.frame.width == 0)
        for view in views { view.isHidden = false }
        window.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 24, 55])
        #expect(stack.frame.width == 62)
    }

    @Test("hiding inside an animation block animates the others on the window's clock")
    func animatedHiding() {
        let clock = ManualClock()
        let (window, root) = stage(clock: clock)
        let views = labels("aa", "bbb", "c")
        let stack = StackView(arrangedSubviews: views)
        stack.spacing = 10
        place(stack, in: root)
        window.layoutIfNeeded()
        #expect(views[2].frame.minX == 55)
        View.animate(withDuration: 1) {
            views[1].isHidden = true
            stack.layoutIfNeeded()
        }
        #expect(views[2].frame.minX == 24)
        clock.advance(by: 0.5)
        let midway = views[2].presentation.frame.minX
        #expect(midway > 24 && midway < 55)
        clock.advance(by: 0.6)
        #expect(views[2].presentation.frame.minX == 24)
        // As in UIKit, no layoutIfNeeded is needed: the stack lays out inside the block.
        View.animate(withDuration: 1) { views[1].isHidden = false }
        #expect(views[2].frame.minX == 55)
        clock.advance(by: 0.5)
        let back = views[2].presentation.frame.minX
        #expect(back > 24 && back < 55)
        clock.advance(by: 0.6)
        View.animate(withDuration: 1) { stack.axis = .vertical }
        #expect(views[2].frame.origin == Point(x: 0, y: 55))
        clock.advance(by: 0.5)
        #expect(views[2].presentation.frame.minY > 0 && views[2].presentation.frame.minY < 55)
    }

    @Test("many changes cost one constraint update")
    func oneUpdate() {
        final class CountingStack: StackView {
            var updates = 0
            override func updateConstraints() {
                updates += 1
                super.updateConstraints()
            }
        }
        let (window, root) = stage()
        let stack = CountingStack()
        place(stack, in: root)
        window.layoutIfNeeded()
        stack.updates = 0
        for view in labels("a", "b", "c", "d") { stack.addArrangedSubview(view) }
        stack.spacing = 3
        stack.alignment = .center
        stack.arrangedSubviews[1].isHidden = true
        stack.distribution = .equalSpacing
        window.layoutIfNeeded()
        #expect(stack.updates == 1)
        #expect(stack.arrangedSubviews[3].frame.minX == 20)
    }

    // MARK: Arranged views

    @Test("adding, inserting and removing arranged views; removed ones stay subviews; misuse refused")
    func arrangedViews() {
        let (window, root) = stage()
        let a = Label(text: "a"), b = Label(text: "bb"), c = Label(text: "ccc")
        let stack = StackView(arrangedSubviews: [a, b])
        stack.spacing = 1
        place(stack, in: root)
        stack.insertArrangedSubview(c, at: 0)
        window.layoutIfNeeded()
        #expect(ids(stack.arrangedSubviews) == ids([c, a, b]))
        #expect([c, a, b].map(\.frame.minX) == [0, 22, 30])
        stack.removeArrangedSubview(a)
        window.layoutIfNeeded()
        #expect(ids(stack.arrangedSubviews) == ids([c, b]))
        #expect(a.superview === stack)
        #expect(b.frame.minX == 22)
        #expect(!stack.constraints.contains { $0.names(a) })
        // Moving an arranged view; inserting at the end.
        stack.insertArrangedSubview(b, at: 0)
        stack.addArrangedSubview(a)
        window.layoutIfNeeded()
        #expect(ids(stack.arrangedSubviews) == ids([b, c, a]))
        #expect([b, c, a].map(\.frame.minX) == [0, 15, 37])
        // Removed from its superview, a view leaves the arrangement.
        c.removeFromSuperview()
        window.layoutIfNeeded()
        #expect(ids(stack.arrangedSubviews) == ids([b, a]))
        #expect(a.frame.minX == 15)
        let refusals = LayoutTestStage.refusals {
            stack.insertArrangedSubview(c, at: 5)
            stack.addArrangedSubview(stack)
            stack.addArrangedSubview(root)
        }
        #expect(refusals.map(\.kind) == [.invalidArgument, .viewCycle, .viewCycle])
        #expect(ids(stack.arrangedSubviews) == ids([b, a]))
        #expect(c.superview === nil)
    }

    // MARK: In a layout

    @Test("nested stacks: an inner stack sizes by its content inside the outer one")
    func nesting() {
        let (window, root) = stage()
        let name = Label(text: "Name:"), value = Label(text: "Jo")
        let row = StackView(arrangedSubviews: [name, value])
        row.spacing = 4
        let note = Label(text: "A note")
        let column = StackView(arrangedSubviews: [row, note])
        column.axis = .vertical
        column.alignment = .leading
        column.spacing = 8
        place(column, in: root)
        window.layoutIfNeeded()
        #expect(row.frame == Rect(x: 0, y: 0, width: 53, height: 17.5))
        #expect(value.frame == Rect(x: 39, y: 0, width: 14, height: 17.5))
        #expect(note.frame == Rect(x: 0, y: 25.5, width: 42, height: 17.5))
        #expect(column.frame.size == Size(width: 53, height: 43))
        value.text = "Joanna Smith"
        window.layoutIfNeeded()
        #expect(row.frame.width == 123)
        #expect(column.frame.width == 123)
        #expect(row.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 123, height: 17.5))
    }

    @Test("right to left: a row starts at the right edge")
    func rightToLeft() {
        let (window, root) = stage(direction: .rightToLeft)
        let views = labels("aa", "bbb")
        let stack = StackView(arrangedSubviews: views)
        stack.spacing = 10
        place(stack, in: root)
        window.layoutIfNeeded()
        #expect(stack.frame == Rect(x: 355, y: 0, width: 45, height: 17.5))
        #expect(views[0].frame.minX == 31)
        #expect(views[1].frame.minX == 0)
    }

    @Test("a stack pinned inside its window resizes with it")
    func resizesWithWindow() {
        let (window, root) = stage()
        let views = labels("a", "b", "c", "d")
        let stack = StackView(arrangedSubviews: views)
        stack.distribution = .fillEqually
        stack.isLayoutMarginsRelativeArrangement = true
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        window.layoutIfNeeded()
        #expect(views.map(\.frame.width) == [96, 96, 96, 96])
        #expect(views[0].frame == Rect(x: 8, y: 8, width: 96, height: 284))
        window.resize(to: Size(width: 816, height: 500))
        #expect(views.map(\.frame.width) == [200, 200, 200, 200])
        #expect(views[3].frame == Rect(x: 608, y: 8, width: 200, height: 484))
    }

    @Test("a stack in no window lays out and measures itself")
    func headless() {
        let stack = StackView(arrangedSubviews: labels("aa", "bbb", "c"))
        stack.spacing = 10
        #expect(stack.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 62, height: 17.5))
        stack.frame = Rect(x: 0, y: 0, width: 100, height: 40)
        stack.distribution = .equalSpacing
        stack.layoutIfNeeded()
        #expect(stack.arrangedSubviews.map(\.frame.minX) == [0, 43, 93])
    }

    @Test("the article's examples: a column in the margins; an animated hide; a visual format")
    func articleExamples() {
        let clock = ManualClock()
        let (window, view) = stage(clock: clock)
        let title = Label(text: "Subject")
        let body = Label(text: "Meeting moved to Thursday")
        let column = StackView(arrangedSubviews: [title, body])
        column.axis = .vertical
        column.alignment = .leading
        column.spacing = 4
        column.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(column)
        LayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            column.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 12),
        ])
        window.layoutIfNeeded()
        #expect(column.frame == Rect(x: 8, y: 12, width: 175, height: 39))
        #expect(body.frame.minY == 21.5)
        View.animate(withDuration: 0.25) { title.isHidden = true }
        #expect(body.frame.minY == 0)
        clock.advance(by: 0.3)
        #expect(body.presentation.frame.minY == 0)

        let cancel = Button(title: "Cancel"), accept = Button(title: "OK")
        for button in [cancel, accept] {
            button.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(button)
        }
        let views = ["cancel": cancel, "accept": accept]
        LayoutConstraint.activate(LayoutConstraint.constraints(
            withVisualFormat: "H:|-[cancel(==accept)]-[accept]-|", options: .alignAllCenterY, views: views))
        LayoutConstraint.activate(LayoutConstraint.constraints(withVisualFormat: "V:[cancel]-|", views: views))
        window.layoutIfNeeded()
        #expect(cancel.frame == Rect(x: 20, y: 246.5, width: 176, height: 33.5))
        #expect(accept.frame == Rect(x: 204, y: 246.5, width: 176, height: 33.5))
    }

    @Test("a removed stack and its views are freed")
    func noLeak() {
        let (window, root) = stage()
        weak var weakStack: StackView?
        weak var weakLabel: Label?
        weak var weakGuideOwner: View?
        do {
            let label = Label(text: "x")
            let inner = StackView(arrangedSubviews: [Label(text: "y")])
            let stack = StackView(arrangedSubviews: [label, inner, View()])
            stack.distribution = .equalCentering
            stack.setCustomSpacing(4, after: label)
            place(stack, in: root)
            window.layoutIfNeeded()
            weakStack = stack
            weakLabel = label
            weakGuideOwner = inner
            label.isHidden = true
            window.layoutIfNeeded()
            stack.removeFromSuperview()
            window.layoutIfNeeded()
        }
        #expect(weakStack == nil)
        #expect(weakLabel == nil)
        #expect(weakGuideOwner == nil)
    }
}
