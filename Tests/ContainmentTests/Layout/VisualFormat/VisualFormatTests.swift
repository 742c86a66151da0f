import Testing
@_spi(Adapter) @testable import Containment

/// The Visual Format Language: Apple's documented examples give UIKit's constraints and frames;
/// options, metrics and malformed formats.
@MainActor
@Suite("Visual format language")
struct VisualFormatTests {
    private func stage(direction: UserInterfaceLayoutDirection = .leftToRight, clock: ManualClock = ManualClock(), controller: ViewController = ViewController()) -> (Window, View) {
        LayoutTestStage.make(direction: direction, clock: clock, controller: controller)
    }

    @discardableResult
    private func constrained<V: View>(_ view: V, in superview: View) -> V { LayoutTestStage.constrained(view, in: superview) }

    private func vfl(
        _ format: String, _ options: LayoutConstraint.FormatOptions = [], _ metrics: [String: Double]? = nil, _ views: [String: Any]
    ) -> [LayoutConstraint] {
        LayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views)
    }

    // MARK: Apple's examples

    @Test("connection to superview: |-50-[purpleBox]-50-| and a vertical one with a size")
    func superviewConnection() {
        let (window, root) = stage()
        let box = constrained(View(), in: root)
        let horizontal = vfl("|-50-[purpleBox]-50-|", [], nil, ["purpleBox": box])
        let vertical = vfl("V:|-10-[purpleBox(40)]", [], nil, ["purpleBox": box])
        #expect(horizontal.count == 2 && vertical.count == 2)
        #expect(horizontal.allSatisfy { !$0.isActive })
        #expect(horizontal[0].firstItem === box && horizontal[0].firstAttribute == .leading && horizontal[0].secondItem === root
            && horizontal[0].secondAttribute == .leading && horizontal[0].constant == 50)
        #expect(horizontal[1].firstItem === root && horizontal[1].firstAttribute == .trailing && horizontal[1].secondItem === box
            && horizontal[1].constant == 50)
        LayoutConstraint.activate(horizontal + vertical)
        window.layoutIfNeeded()
        #expect(box.frame == Rect(x: 50, y: 10, width: 300, height: 40))
    }

    @Test("standard space, flush views, vertical layout: the constraints UIKit makes")
    func spacingKinds() {
        let a = View(), b = View()
        let standard = vfl("[button]-[textField]", [], nil, ["button": a, "textField": b])
        #expect(standard.count == 1)
        #expect(standard[0].firstItem === b && standard[0].firstAttribute == .leading)
        #expect(standard[0].secondItem === a && standard[0].secondAttribute == .trailing && standard[0].constant == 8)
        let flush = vfl("[maroonView][blueView]", [], nil, ["maroonView": a, "blueView": b])
        #expect(flush.count == 1 && flush[0].constant == 0 && flush[0].relation == .equal)
        let vertical = vfl("V:[topField]-10-[bottomField]", [], nil, ["topField": a, "bottomField": b])
        #expect(vertical.count == 1)
        #expect(vertical[0].firstItem === b && vertical[0].firstAttribute == .top)
        #expect(vertical[0].secondItem === a && vertical[0].secondAttribute == .bottom && vertical[0].constant == 10)
    }

    @Test("view predicates: width, priority, equal widths, several predicates")
    func viewPredicates() {
        let a = View(), b = View()
        let width = vfl("[button(>=50)]", [], nil, ["button": a])
        #expect(width.count == 1 && width[0].relation == .greaterThanOrEqual && width[0].constant == 50 && width[0].firstAttribute == .width)
        #expect(width[0].secondItem == nil)
        let priority = vfl("[button(100@20)]", [], nil, ["button": a])
        #expect(priority.count == 1 && priority[0].constant == 100 && priority[0].priority == LayoutPriority(20))
        let equal = vfl("[button1(==button2)]", [], nil, ["button1": a, "button2": b])
        #expect(equal.count == 1 && equal[0].secondItem === b && equal[0].secondAttribute == .width && equal[0].multiplier == 1)
        let several = vfl("[flexibleButton(>=70,<=100)]", [], nil, ["flexibleButton": a])
        #expect(several.map(\.relation) == [.greaterThanOrEqual, .lessThanOrEqual])
        #expect(several.map(\.constant) == [70, 100])
        let vertical = vfl("V:[a(<=44@750)]", [], nil, ["a": a])
        #expect(vertical[0].firstAttribute == .height && vertical[0].priority == .defaultHigh)
    }

    @Test("a complete line of layout: |-[find]-[findNext]-[findField(>=20)]-| gives UIKit's frames")
    func completeLine() {
        let (window, root) = stage()
        let find = constrained(Button(title: "Find"), in: root)  // 28 + 32 = 60 wide
        let findNext = constrained(Button(title: "Find Next"), in: root)  // 63 + 32 = 95
        let findField = constrained(TextField(text: nil), in: root)
        findField.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        let views: [String: Any] = ["find": find, "findNext": findNext, "findField": findField]
        let line = vfl("|-[find]-[findNext]-[findField(>=20)]-|", .alignAllTop, nil, views)
        #expect(line.count == 7)
        LayoutConstraint.activate(line)
        LayoutConstraint.activate(vfl("V:|-[find]", [], nil, views))
        window.layoutIfNeeded()
        #expect(find.frame.minX == 20 && find.frame.width == 60)
        #expect(findNext.frame.minX == 88)
        #expect(findField.frame.minX == 191 && findField.frame.width == 189)
        #expect([find, findNext, findField].allSatisfy { $0.frame.minY == 20 })
    }

    // MARK: Options and metrics

    @Test("metrics name constants and priorities")
    func metrics() {
        let (window, root) = stage()
        let a = constrained(View(), in: root), b = constrained(View(), in: root)
        let metrics = ["margin": 15.0, "wide": 100, "gap": 12, "low": 250]
        let views = ["a": a, "b": b]
        let made = vfl("H:|-margin-[a(wide)]-(>=gap@low)-[b(==a)]", [], metrics, views)
        #expect(made.count == 4)
        #expect(made[2].constant == 12 && made[2].priority == .defaultLow && made[2].relation == .greaterThanOrEqual)
        #expect(made[3].secondItem === a && made[3].firstAttribute == .width)
        LayoutConstraint.activate(made + vfl("[a]-(<=gap)-[b]", [], metrics, views) + vfl("V:|[a(10)][b(10)]", [], nil, views))
        window.layoutIfNeeded()
        #expect(a.frame == Rect(x: 15, y: 0, width: 100, height: 10))
        #expect(b.frame == Rect(x: 127, y: 10, width: 100, height: 10))
    }

    @Test("direction options: leading to trailing mirrors right to left; left to right and right to left do not")
    func directions() {
        let (window, root) = stage(direction: .rightToLeft)
        let a = constrained(View(), in: root), b = constrained(View(), in: root), c = constrained(View(), in: root)
        let views = ["a": a, "b": b, "c": c]
        LayoutConstraint.activate(vfl("|-10-[a(50)]", [], nil, views))
        LayoutConstraint.activate(vfl("|-10-[b(50)]", .directionLeftToRight, nil, views))
        LayoutConstraint.activate(vfl("|-10-[c(50)]", .directionRightToLeft, nil, views))
        LayoutConstraint.activate(vfl("V:|[a(5)]", [], nil, views) + vfl("V:|[b(5)]", [], nil, views) + vfl("V:|[c(5)]", [], nil, views))
        let conflicts = LayoutTestStage.conflicts { window.layoutIfNeeded() }
        #expect(conflicts.isEmpty)
        #expect(a.frame.minX == 340)
        #expect(b.frame.minX == 10)
        #expect(c.frame.minX == 340)
        let leftward = vfl("[c]-20-[a]", .directionRightToLeft, nil, views)
        #expect(leftward[0].firstItem === c && leftward[0].firstAttribute == .left)
        #expect(leftward[0].secondItem === a && leftward[0].secondAttribute == .right && leftward[0].constant == 20)
        #expect(LayoutTestStage.refusals { _ = vfl("[a]", [.directionLeftToRight, .directionRightToLeft], nil, views) }.count == 1)
    }

    @Test("alignment options line every view up with the one before; baseline spacing in a column")
    func alignmentAndBaselines() {
        let (window, root) = stage()
        let title = constrained(Label(text: "Title"), in: root), detail = constrained(Label(text: "Detail"), in: root)
        let views = ["title": title, "detail": detail]
        let row = vfl("H:|-[title]-[detail]", [.alignAllCenterY, .alignAllBottom], nil, views)
        #expect(row.count == 4)
        #expect(row[2].firstItem === detail && row[2].firstAttribute == .bottom && row[2].secondItem === title)
        #expect(row[3].firstAttribute == .centerY)
        let column = vfl("V:|-[title]-24-[detail]", [.alignAllLeading, .spacingBaselineToBaseline], nil, views)
        #expect(column[1].firstAttribute == .firstBaseline && column[1].secondAttribute == .lastBaseline)
        #expect(column[0].firstAttribute == .top)
        LayoutConstraint.activate(vfl("H:|-[title]", [], nil, views) + column)
        window.layoutIfNeeded()
        #expect(title.frame.minY == 20)
        #expect(detail.frame.minY == 44)  // baseline 34 + 24 = 58, less 14
        #expect(detail.frame.minX == 20)
    }

    @Test("layout guides take part as views do")
    func guides() {
        let (window, root) = stage()
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        let box = constrained(View(), in: root)
        let views: [String: Any] = ["spacer": guide, "box": box]
        LayoutConstraint.activate(vfl("|[spacer(30)][box]|", [], nil, views) + vfl("V:|[box(10)]", [], nil, views))
        window.layoutIfNeeded()
        #expect(box.frame == Rect(x: 30, y: 0, width: 370, height: 10))
    }

    // MARK: Errors

    @Test("a bad format gives no constraints and a refusal with the problem and a caret")
    func errors() {
        let a = View(), b = View()
        let views = ["a": a, "b": b]
        let cases: [(String, LayoutConstraint.FormatOptions, String, Int)] = [
            ("H:|[a]|", [], "Unable to interpret '|' character, because the related view doesn't have a superview", 2),
            ("H:[a]-[b", [], "Expected ']'", 8),
            ("[a]-[c]", [], "c is not a key in the views dictionary.", 5),
            ("[a]-gap-[b]", [], "gap is not a key in the metrics dictionary.", 4),
            ("[a(50@1001)]", [], "A priority must lie between 1 and 1000.", 6),
            ("[a]-(>20)-[b]", [], "Expected a relation: '==', '<=' or '>='", 5),
            ("[a]-", [], "Expected a view or '|' at the end of the format", 4),
            ("", [], "Expected a view at the end of the format", 0),
            ("[a] [b]", [], "Expected '-', '[' or '|'", 3),
            ("[a(==b)]-(==b)-[b]", [], "b is not a key in the metrics dictionary.", 12),
            ("[a]-[b]", .alignAllLeading, "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal.", 0),
            ("V:[a]-[b]", .alignAllTop, "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical.", 0),
        ]
        for (format, options, problem, caret) in cases {
            var made: [LayoutConstraint] = [LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 0)]
            let reported = LayoutTestStage.refusals { made = vfl(format, options, nil, views) }
            #expect(made.isEmpty, "\(format)")
            #expect(reported.map(\.kind) == [.invalidArgument], "\(format)")
            let expected = "Unable to parse constraint format: \(problem)\n\(format)\n\(String(repeating: " ", count: caret))^"
            #expect(reported.first?.message == expected, "\(format)")
        }
        let notAView = LayoutTestStage.refusals { _ = vfl("[x]", [], nil, ["x": "text"]) }
        #expect(notAView.first?.message.contains("x is not a view or a layout guide") == true)
        let infinite = LayoutTestStage.refusals { _ = vfl("[a]-gap-[b]", [], ["gap": .infinity], views) }
        #expect(infinite.first?.message.contains("The metric gap is not a finite number.") == true)
    }

    @Test("random formats never trap: each gives constraints or exactly one refusal")
    func randomFormats() {
        let (_, root) = stage()
        let a = constrained(View(), in: root), b = constrained(View(), in: root)
        let views: [String: Any] = ["a": a, "b": b, "x": 3]
        let metrics = ["m": 12.0, "p": 750, "n": .nan]
        let alphabet = Array("HV:|-[]()<>=@,abmpnx0123456789.+ _")
        var seed: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        for _ in 0..<3000 {
            let format = String((0..<next(16)).map { _ in alphabet[next(alphabet.count)] })
            var made: [LayoutConstraint] = []
            let reported = LayoutTestStage.refusals { made = vfl(format, LayoutConstraint.FormatOptions(rawValue: UInt(next(4)) << 3), metrics, views) }
            #expect(made.isEmpty != reported.isEmpty || (made.isEmpty && format.contains("[")), "\(format)")
            #expect(reported.count <= 1, "\(format)")
            #expect(made.allSatisfy { $0.constant.isFinite && !$0.isActive }, "\(format)")
        }
        // Well-formed pieces joined at random always parse.
        let pieces = ["[a]", "[b(>=m@p)]", "-", "-m-", "-(<=20,>=m@p)-", ""]
        for _ in 0..<500 {
            var format = next(2) == 0 ? "H:" : "V:"
            if next(2) == 0 { format += "|" + pieces[2 + next(4)] }
            format += "[a]"
            for _ in 0..<next(4) { format += pieces[2 + next(4)] + pieces[next(2)] }
            if next(2) == 0 { format += pieces[2 + next(4)] + "|" }
            let reported = LayoutTestStage.refusals { _ = vfl(format, [], metrics, views) }
            #expect(reported.isEmpty, "\(format): \(reported)")
        }
    }
}
