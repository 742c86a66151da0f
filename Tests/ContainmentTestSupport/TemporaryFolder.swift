import Foundation

/// A folder of a test's own, under the system's temporary folder with a name no other test or
/// run shares: whatever a test writes goes here, never into the checkout, the working folder or
/// a fixed name in `/tmp` that two runs at once would both write. The test removes it when done
/// (`defer { folder.remove() }`).
public struct TemporaryFolder: Sendable {
    /// The folder's URL.
    public let url: URL

    /// Makes a new, empty folder named `containment-<label>-<UUID>`.
    public init(_ label: String) throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("containment-\(label)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The folder's path.
    public var path: String { url.path }

    /// The path of the file `name` in the folder.
    public func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// Where a screenshot worth a look goes: into the folder named by `CONTAINMENT_SHOTS_DIR`
    /// when that is set (so it outlives the run), else into this folder.
    public func shotPath(_ name: String) -> String {
        if let kept = ProcessInfo.processInfo.environment["CONTAINMENT_SHOTS_DIR"], !kept.isEmpty {
            return URL(fileURLWithPath: kept).appendingPathComponent(name).path
        }
        return path(name)
    }

    /// Removes the folder and everything in it.
    public func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
