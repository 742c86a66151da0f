#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// Why a file could not be read, in the system's words ("No such file or directory"), for the
/// messages of `Storyboard(contentsOf:)` and `Image(contentsOfFile:)`. FoundationEssentials'
/// errors have no `localizedDescription`; the POSIX error under its `CocoaError` says it.
enum FileReadFailure {
    /// The reason `error`, thrown by `Data(contentsOf:)`, gives.
    static func reason(_ error: any Error) -> String {
        guard let underlying = (error as? CocoaError)?.underlying as? POSIXError else { return "\(error)" }
        return String(cString: strerror(underlying.code.rawValue))
    }
}
