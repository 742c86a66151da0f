#if canImport(Glibc)
import Glibc
#endif

/// Unbuffered writes to standard output and standard error: each line reaches a reading
/// process (a test, a pipe) as soon as it is written.
enum StandardStreams {
    /// Writes `line` and a newline to standard output.
    static func writeOutputLine(_ line: String) {
        write(line, to: STDOUT_FILENO)
    }

    /// Writes `line` and a newline to standard error.
    static func writeErrorLine(_ line: String) {
        write(line, to: STDERR_FILENO)
    }

    /// Writes `line` and a newline to the file descriptor `descriptor`, whole.
    private static func write(_ line: String, to descriptor: Int32) {
        var text = line + "\n"
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written <= 0 { return }
                offset += written
            }
        }
    }
}
