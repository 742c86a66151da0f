/// Why a scene file was refused: the file, where in the document, and what is wrong.
///
/// UIKit refuses a broken storyboard when Xcode compiles it, naming the scene and the problem;
/// a scene file is read at run time, so the same refusal happens when it is loaded. The
/// description is one line, `<file>: <path>: <problem>`, for example
/// `scenes/menu.json: $.controllers[2].containerViews[0].frame.width: must not be negative (got -5)`.
public struct SceneError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file as it was named to the loader (for example `scenes/menu.json`).
    public let file: String
    /// Where in the document the problem is, as a JSONPath (`$` is the whole document).
    public let path: String
    /// What is wrong, one sentence.
    public let problem: String

    /// Creates an error; line breaks in `problem` are folded so the description stays one line.
    public init(file: String, path: String, problem: String) {
        self.file = file
        self.path = path
        self.problem = problem.split(whereSeparator: \.isNewline).map(Self.trimmed).filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// `line` without the white space at its ends.
    private static func trimmed(_ line: Substring) -> Substring {
        guard let first = line.firstIndex(where: { !$0.isWhitespace }), let last = line.lastIndex(where: { !$0.isWhitespace }) else {
            return ""
        }
        return line[first...last]
    }

    public var description: String { "\(file): \(path): \(problem)" }
}
