/// The one table `make bench` prints: a row per figure, with its target and whether it is met.
struct ResultTable {
    /// One figure.
    struct Row {
        var part: String
        var figure: String
        var value: String
        var target: String
        var met: Bool?
    }

    private(set) var rows: [Row] = []
    /// Notes printed under the table (conditions of the run).
    var notes: [String] = []

    /// Adds a figure; `met` is `nil` when the figure has no target.
    mutating func add(_ part: String, _ figure: String, _ value: String, target: String = "", met: Bool? = nil) {
        rows.append(Row(part: part, figure: figure, value: value, target: target, met: met))
    }

    /// The table as Markdown.
    var markdown: String {
        var lines = ["| Part | Figure | Value | Target | Met |", "|---|---|---|---|---|"]
        for row in rows {
            let met = row.met.map { $0 ? "yes" : "**no**" } ?? ""
            lines.append("| \(row.part) | \(row.figure) | \(row.value) | \(row.target) | \(met) |")
        }
        return (lines + [""] + notes.map { "- \($0)" }).joined(separator: "\n")
    }
}

/// Number formatting without Foundation's locale.
enum Format {
    /// `value` with `digits` digits after the point.
    static func fixed(_ value: Double, _ digits: Int) -> String {
        guard value.isFinite else { return "\(value)" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = (abs(value) * scale).rounded()
        let whole = Int(rounded / scale)
        let fraction = Int(rounded) - whole * Int(scale)
        let sign = value < 0 && rounded != 0 ? "-" : ""
        guard digits > 0 else { return "\(sign)\(whole)" }
        let fractionText = String(fraction)
        return "\(sign)\(whole).\(String(repeating: "0", count: digits - fractionText.count))\(fractionText)"
    }

    /// A ratio such as `0.93×`.
    static func ratio(_ value: Double) -> String { "\(fixed(value, 2))×" }

    /// A count with thousands separators: 1,000,000.
    static func count(_ value: Int) -> String {
        let digits = String(abs(value))
        var out = ""
        for (index, character) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(character)
        }
        return value < 0 ? "-" + out : out
    }
}
