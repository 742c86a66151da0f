import CGtk
@_spi(Adapter) import Containment
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// Where an app run by `Application.main(applicationID:delegate:)` keeps its windows between
/// launches: `scenes.json` in a folder of its own under `$XDG_STATE_HOME` (`~/.local/state`
/// when unset), as GNOME apps keep their state. Written atomically (a temporary file renamed
/// over the old one); a file that cannot be read back is reported in one line and ignored.
@_spi(Testing)
public struct SceneStateFile: Sendable {
    /// The file's path.
    public let path: String

    /// The state file in `directory`.
    public init(directory: String) {
        path = directory.hasSuffix("/") ? directory + "scenes.json" : directory + "/scenes.json"
    }

    /// The folder for `applicationID`'s state: `$XDG_STATE_HOME/<applicationID>`, or
    /// `~/.local/state/<applicationID>` when `XDG_STATE_HOME` is unset or not an absolute path,
    /// as the XDG base directory specification says.
    public static func defaultDirectory(applicationID: String) -> String {
        if let value = getenv("XDG_STATE_HOME").map({ String(cString: $0) }), value.hasPrefix("/") {
            return value + "/" + applicationID
        }
        let home = getenv("HOME").map { String(cString: $0) } ?? String(cString: g_get_home_dir())
        return home + "/.local/state/" + applicationID
    }

    /// The saved sessions; `nil` when there is no file (a first launch), or when it is corrupt,
    /// stale or unreadable, after one line on `report` naming the file and what is wrong.
    @MainActor
    public func read(report: (String) -> Void) -> RestorationArchive? {
        var contents: UnsafeMutablePointer<gchar>?
        var length: gsize = 0
        var error: UnsafeMutablePointer<GError>?
        guard g_file_get_contents(path, &contents, &length, &error) != 0, let contents else {
            if let error {
                let missing = error.pointee.domain == g_file_error_quark() && error.pointee.code == Int32(G_FILE_ERROR_NOENT.rawValue)
                if !missing { report("\(path): cannot be read (\(Self.oneLine(String(cString: error.pointee.message)))); starting fresh") }
                g_error_free(error)
            }
            return nil
        }
        let data = Data(bytes: contents, count: Int(length))
        g_free(contents)
        do {
            return try RestorationArchive(decoding: data)
        } catch {
            report("\(path): \(error.description); starting fresh")
            return nil
        }
    }

    /// Writes `archive`, creating the folder when needed: to a temporary file renamed over the
    /// old one, so that a crash mid-write leaves the old file whole. A failure is reported in one
    /// line and changes nothing.
    @MainActor
    public func write(_ archive: RestorationArchive, report: (String) -> Void) {
        let directory = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        if !directory.isEmpty, g_mkdir_with_parents(directory, 0o700) != 0 {
            report("\(path): its folder cannot be made; state not saved")
            return
        }
        let data = archive.encoded()
        var error: UnsafeMutablePointer<GError>?
        let written = data.withUnsafeBytes { bytes in
            // g_file_set_contents writes a temporary file in the folder and renames it.
            g_file_set_contents(path, bytes.baseAddress?.assumingMemoryBound(to: gchar.self), gssize(bytes.count), &error)
        }
        if written == 0 {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            if let error { g_error_free(error) }
            report("\(path): cannot be written (\(Self.oneLine(message))); state not saved")
        }
    }

    private static func oneLine(_ text: String) -> String {
        String(text.map { $0 == "\n" || $0 == "\r" ? " " : $0 })
    }
}
