/// Content whose natural size only the renderer knows: text in a font, a button's frame around
/// its title, a text field. The core asks ``Application/contentMeasurer`` for it.
@_spi(Adapter) public enum MeasuredContent: Equatable, Sendable {
    /// A label's text in a font, on at most `numberOfLines` lines (0: as many as it takes),
    /// wrapped at `maximumWidth` when given (one line of any width when `nil`).
    case label(text: String, fontSize: Double, isBold: Bool, numberOfLines: Int, maximumWidth: Double?)
    /// A push button showing its title.
    case button(title: String)
    /// A one-line text entry showing its text or placeholder.
    case textField(text: String)
}

/// The natural size of measured content and where its text's baselines lie.
@_spi(Adapter) public struct ContentMeasurement: Equatable, Sendable {
    /// The size the content needs.
    public var size: Size
    /// The first line's baseline, from the top.
    public var firstBaseline: Double
    /// The last line's baseline, from the top.
    public var lastBaseline: Double

    /// A measurement.
    public init(size: Size, firstBaseline: Double, lastBaseline: Double) {
        self.size = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
    }
}

/// Measures content for ``View/intrinsicContentSize``: the GTK adapter lends one that lays text
/// out with Pango in the real font and asks GTK's widgets for their natural sizes; the core's own
/// (``FixedPitchMeasurer``) is deterministic, for headless tests.
@_spi(Adapter) public protocol ContentMeasurer: AnyObject {
    /// The natural size of the content.
    @MainActor func measure(_ content: MeasuredContent) -> ContentMeasurement
}

/// A deterministic measurer with no fonts: every character is half the font size wide (bold
/// ones 0.55), a line is 1.25 font sizes high with its baseline at one font size, text wraps
/// at spaces; a button adds 16 points around its title and a text field is 150 by 34 points.
/// What the core uses until an adapter lends its own, so headless layout tests are exact.
@_spi(Adapter) public final class FixedPitchMeasurer: ContentMeasurer {
    /// A measurer.
    public init() {}

    public func measure(_ content: MeasuredContent) -> ContentMeasurement {
        switch content {
        case let .label(text, fontSize, isBold, numberOfLines, maximumWidth):
            return measureText(text, fontSize: fontSize, isBold: isBold, numberOfLines: numberOfLines, maximumWidth: maximumWidth)
        case let .button(title):
            let text = measureText(title, fontSize: 14, isBold: false, numberOfLines: 1, maximumWidth: nil)
            return ContentMeasurement(
                size: Size(width: text.size.width + 32, height: text.size.height + 16),
                firstBaseline: text.firstBaseline + 8, lastBaseline: text.lastBaseline + 8)
        case .textField:
            return ContentMeasurement(size: Size(width: 150, height: 34), firstBaseline: 23, lastBaseline: 23)
        }
    }

    private func measureText(_ text: String, fontSize: Double, isBold: Bool, numberOfLines: Int, maximumWidth: Double?) -> ContentMeasurement {
        let advance = fontSize * (isBold ? 0.55 : 0.5)
        let lineHeight = fontSize * 1.25
        var lines: [Int] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var current = 0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let wordWidth = word.count
                if current == 0 {
                    current = wordWidth
                } else if let maximumWidth, Double(current + 1 + wordWidth) * advance > maximumWidth {
                    lines.append(current)
                    current = wordWidth
                } else {
                    current += 1 + wordWidth
                }
            }
            lines.append(current)
        }
        if numberOfLines > 0, lines.count > numberOfLines { lines = Array(lines.prefix(numberOfLines)) }
        var width = Double(lines.max() ?? 0) * advance
        if let maximumWidth { width = min(width, maximumWidth) }
        let count = Double(max(lines.count, 1))
        return ContentMeasurement(
            size: Size(width: width, height: text.isEmpty ? 0 : count * lineHeight),
            firstBaseline: fontSize, lastBaseline: (count - 1) * lineHeight + fontSize)
    }
}
