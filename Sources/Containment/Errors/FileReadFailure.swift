#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// Why a file could not be read, in the system's words ("No such file or directory"), or because
/// it is no regular file, for the messages of `Storyboard(contentsOf:)` and
/// `Image(contentsOfFile:)`. FoundationEssentials'
/// errors have no `localizedDescription`; the POSIX error under its `CocoaError` says it.
enum FileReadFailure {
    /// The reason `error`, thrown by `Data(contentsOf:)`, gives.
    static func reason(_ error: any Error) -> String {
        guard let underlying = (error as? CocoaError)?.underlying as? POSIXError else { return "\(error)" }
        return String(cString: strerror(underlying.code.rawValue))
    }

    /// Why the file at `path` is not read at all, asked before opening it: `"not a regular file
    /// (a FIFO)"` for a FIFO, a device or a socket. Opening a FIFO waits for a writer, a device
    /// may never end, and Foundation refuses both as "Permission denied", which sends the user
    /// to the file's permissions. `nil` for a regular file, a directory (the read says "Is a
    /// directory") and a path that does not exist (the read says so).
    static func irregularity(atPath path: String) -> String? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        let kind: String
        switch status.st_mode & S_IFMT {
        case S_IFREG, S_IFDIR: return nil
        case S_IFIFO: kind = "a FIFO"
        case S_IFCHR: kind = "a character device"
        case S_IFBLK: kind = "a block device"
        case S_IFSOCK: kind = "a socket"
        default: kind = "of an unknown kind"
        }
        return "not a regular file (\(kind))"
    }
}
