import Containment
import ContainmentTestSupport

/// The fuzzer's Auto Layout: a box of constrained labels in each content view, and steps that
/// add and remove constraints (conflicting ones too) and views, change constants and priorities,
/// and lay out. Steps are plain data; the world keeps the constraints they made, by number.
enum FuzzLayoutAction: Equatable, Sendable {
    /// A constraint between two of the box's items (`first`, `second` index ``FuzzLayout/items``;
    /// -1 for none), made from the attribute numbers, then activated.
    case add(first: Int, attribute: Int, relation: Int, second: Int, secondAttribute: Int, multiplier: Double, constant: Double, priority: Float)
    /// The `index`-th constraint made, deactivated.
    case remove(Int)
    /// The `index`-th constraint made, given a new constant.
    case setConstant(Int, Double)
    /// The `index`-th constraint made, given a new priority among the optional ones.
    case setPriority(Int, Float)
    /// A new label in the box, or the last one out of it.
    case addLabel(String)
    case removeLabel
    /// A label's text (its intrinsic size changes).
    case setText(Int, String)
    /// `layoutIfNeeded()` on the box, in an animation block or not.
    case layOut(animated: Bool)

    func line(_ owner: String) -> String {
        switch self {
        case let .add(f, a, r, s, sa, m, c, p):
            return "\(owner).layout.add(item \(f).\(a) \(["<=", "==", ">="][r % 3]) item \(s).\(sa) × \(m) + \(c) @\(p))"
        case let .remove(i): return "\(owner).layout.constraints[\(i)].isActive = false"
        case let .setConstant(i, c): return "\(owner).layout.constraints[\(i)].constant = \(c)"
        case let .setPriority(i, p): return "\(owner).layout.constraints[\(i)].priority = \(p)"
        case let .addLabel(text): return "\(owner).layout.box.addSubview(Label(\"\(text)\"))"
        case .removeLabel: return "\(owner).layout.labels.last?.removeFromSuperview()"
        case let .setText(i, text): return "\(owner).layout.labels[\(i)].text = \"\(text)\""
        case let .layOut(animated): return "\(animated ? "View.animate { " : "")\(owner).layout.box.layoutIfNeeded()\(animated ? " }" : "")"
        }
    }

    private static let attributes: [LayoutConstraint.Attribute] = [
        .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY,
        .firstBaseline, .lastBaseline, .leadingMargin, .topMargin,
    ]
    private static let constants: [Double] = [0, 8, 20, -20, 100, 1e6, -1e6, .nan, .infinity]
    private static let priorities: [Float] = [1000, 999, 750, 251, 250, 50, 1, 0, 2000]

    static func random(_ rng: inout SplitMix64, made: Int, labels: Int) -> FuzzLayoutAction {
        switch rng.below(12) {
        case 0..<5:
            let first = rng.below(FuzzLayout.fixedItems + labels)
            return .add(
                first: first, attribute: rng.below(attributes.count), relation: rng.below(3),
                second: rng.chance(0.2) ? -1 : rng.below(FuzzLayout.fixedItems + labels),
                secondAttribute: rng.below(attributes.count), multiplier: [1, 1, 0.5, 2, 0, -1][rng.below(6)],
                constant: constants[rng.below(constants.count)], priority: priorities[rng.below(priorities.count)])
        case 5: return .remove(rng.below(max(1, made)))
        case 6: return .setConstant(rng.below(max(1, made)), [0, 10, -30, 250, 1e5][rng.below(5)])
        case 7: return .setPriority(rng.below(max(1, made)), [999, 500, 250, 1][rng.below(4)])
        case 8: return rng.chance(0.6) ? .addLabel(["Hi", "A longer label", "ünï ✓", ""][rng.below(4)]) : .removeLabel
        case 9: return .setText(rng.below(max(1, labels)), ["", "x", "Some words that wrap around", "line\nline"][rng.below(4)])
        default: return .layOut(animated: rng.chance(0.3))
        }
    }

    /// The attribute of a number, and whether the pair of attributes can be related at all (the
    /// generator makes only constraints UIKit accepts: a content step must never be refused).
    static func attributes(_ a: Int, _ b: Int, hasSecond: Bool) -> (LayoutConstraint.Attribute, LayoutConstraint.Attribute)? {
        let first = attributes[a % attributes.count]
        guard hasSecond else {
            return first == .width || first == .height ? (first, .notAnAttribute) : nil
        }
        let second = attributes[b % attributes.count]
        func kind(_ x: LayoutConstraint.Attribute) -> Int {
            switch x {
            case .width, .height: 0
            case .left, .right, .centerX: 1
            case .leading, .trailing, .leadingMargin: 2
            default: 3
            }
        }
        guard kind(first) == kind(second) else { return nil }
        return (first, second)
    }
}

/// A box of labels placed by constraints inside a content view, and the constraints steps made.
@MainActor
final class FuzzLayout {
    /// The box, its superview and a text field (the items every box has), then the labels.
    nonisolated static let fixedItems = 3
    let box = View(frame: Rect(x: 4, y: 250, width: 200, height: 100))
    let field = TextField(frame: .zero, text: "Field")
    var labels: [Label] = []
    var constraints: [LayoutConstraint] = []
    private weak var host: View?

    init(in view: View) {
        host = view
        view.addSubview(box)
        box.autoresizingMask = [.flexibleWidth]
        field.translatesAutoresizingMaskIntoConstraints = false
        box.addSubview(field)
        for text in ["One", "Two"] { addLabel(text) }
        LayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: box.layoutMarginsGuide.leadingAnchor),
            field.topAnchor.constraint(equalTo: box.topAnchor),
        ])
    }

    var items: [View] { [box.superview ?? box, box, field] + labels }

    func addLabel(_ text: String) {
        let label = Label(text: text)
        label.translatesAutoresizingMaskIntoConstraints = false
        box.addSubview(label)
        labels.append(label)
    }

    func perform(_ action: FuzzLayoutAction) {
        switch action {
        case let .add(first, attribute, relation, second, secondAttribute, multiplier, constant, priority):
            let items = self.items
            guard items.indices.contains(first), second < items.count,
                  let (a, b) = FuzzLayoutAction.attributes(attribute, secondAttribute, hasSecond: second >= 0) else { return }
            let made = LayoutConstraint(
                item: items[first], attribute: a, relatedBy: LayoutConstraint.Relation(rawValue: relation % 3 - 1) ?? .equal,
                toItem: second >= 0 ? items[second] : nil, attribute: b, multiplier: multiplier, constant: constant)
            made.priority = LayoutPriority(priority)
            made.isActive = true
            constraints.append(made)
        case let .remove(index):
            if constraints.indices.contains(index) { constraints[index].isActive = false }
        case let .setConstant(index, constant):
            if constraints.indices.contains(index) { constraints[index].constant = constant }
        case let .setPriority(index, priority):
            // Between optional priorities only: required ↔ optional on an active one is misuse.
            if constraints.indices.contains(index), !constraints[index].isActive || constraints[index].priority.rawValue < 1000 {
                constraints[index].priority = LayoutPriority(priority)
            }
        case let .addLabel(text): addLabel(text)
        case .removeLabel: labels.popLast()?.removeFromSuperview()
        case let .setText(index, text):
            if labels.indices.contains(index) { labels[index].text = text }
        case let .layOut(animated):
            if animated { View.animate(withDuration: 0.3) { self.box.layoutIfNeeded() } } else { box.layoutIfNeeded() }
        }
    }

    /// What is wrong with the box's frames: any that is not finite.
    func violation() -> String? {
        for view in [box, field] + labels {
            let f = view.frame
            guard f.minX.isFinite, f.minY.isFinite, f.width.isFinite, f.height.isFinite else {
                return "\(type(of: view)) has the frame \(f), not a finite rectangle"
            }
        }
        return nil
    }
}
