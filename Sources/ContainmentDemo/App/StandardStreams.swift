import Foundation

/// Unbuffered writes to standard output and standard error: each line reaches a reading
/// process (a test, a pipe) as soon as it is written.
enum StandardStreams {
    /// Writes `line` and a newline to standard output.
    static func writeOutputLine(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// Writes `line` and a newline to standard error.
    static func writeErrorLine(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
