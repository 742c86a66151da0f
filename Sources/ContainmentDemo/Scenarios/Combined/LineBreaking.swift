/// Breaks text into lines for labels, which the adapter draws on one line each: the demo's
/// longer messages (a refusal) are shown as several lines joined with newlines.
enum LineBreaking {
    /// `text` broken between words into lines of at most `width` characters (a longer word gets
    /// a line of its own), joined with newlines.
    static func wrapped(_ text: String, width: Int) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines.joined(separator: "\n")
    }
}
