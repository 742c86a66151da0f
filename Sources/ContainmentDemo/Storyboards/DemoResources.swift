#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// Finds the repository's `Resources/` folder (scene files, data) at run time.
///
/// SwiftPM's `resources:` must live inside a target's own folder, while the house keeps
/// `Resources/` at the top for every scenario, and the generated `Bundle.module` traps when
/// its bundle is missing. So the demo looks, in order, at: `$CONTAINMENT_RESOURCES`; a
/// `Resources` folder beside the executable or in any folder above it (`swift run` and
/// `.build/debug/containment-demo` both run from inside `.build/`, tests too); the same above
/// the current directory; and the checkout this file was compiled from. The search runs once, when
/// a scene file or the places file is first read, and stops at the first folder that has the
/// marker file; later reads reuse its answer.
enum DemoResources {
    /// The environment variable that names the Resources folder explicitly.
    static let environmentVariable = "CONTAINMENT_RESOURCES"

    /// A file every valid Resources folder has.
    static let markerFile = "scenes/menu.json"

    /// Why no Resources folder was found.
    struct NotFound: Error, CustomStringConvertible {
        let searched: [String]
        var description: String {
            "cannot find the Resources folder (with \(DemoResources.markerFile)); looked in \(searched.joined(separator: ", ")); set \(DemoResources.environmentVariable) to its path"
        }
    }

    /// The Resources folder, found as described above (searched once).
    static func directory() throws -> URL {
        try located.get()
    }

    /// The search's answer, worked out when first needed.
    private static let located: Result<URL, NotFound> = locate()

    private static func locate() -> Result<URL, NotFound> {
        let environment = getenv(environmentVariable).map { String(cString: $0) }
        // The usual case when the variable is set: no need to work out the other folders.
        if let environment, !environment.isEmpty, hasMarker(URL(fileURLWithPath: environment)) {
            return .success(URL(fileURLWithPath: environment))
        }
        let candidates = candidates(
            environment: environment,
            // The running executable, as Linux names it (Bundle.main is full Foundation).
            executable: URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath(),
            currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
            sourceFile: URL(fileURLWithPath: #filePath))
        guard let found = candidates.first(where: hasMarker) else {
            return .failure(NotFound(searched: candidates.map(\.path)))
        }
        return .success(found)
    }

    private static func hasMarker(_ folder: URL) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent(markerFile).path)
    }

    /// The folders to try, in order (pure, for tests).
    static func candidates(environment: String?, executable: URL?, currentDirectory: URL, sourceFile: URL) -> [URL] {
        var result: [URL] = []
        if let environment, !environment.isEmpty { result.append(URL(fileURLWithPath: environment)) }
        if let executable { result += ancestors(of: executable.deletingLastPathComponent()).map { $0.appendingPathComponent("Resources") } }
        result += ancestors(of: currentDirectory).map { $0.appendingPathComponent("Resources") }
        // Sources/ContainmentDemo/Storyboards/DemoResources.swift → the checkout's root.
        let root = sourceFile.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        result.append(root.appendingPathComponent("Resources"))
        var seen: Set<String> = []
        return result.filter { seen.insert($0.standardizedFileURL.path).inserted }
    }

    /// `folder` and every folder above it, nearest first.
    static func ancestors(of folder: URL) -> [URL] {
        var result: [URL] = []
        var current = folder.standardizedFileURL
        while true {
            result.append(current)
            let parent = current.deletingLastPathComponent().standardizedFileURL
            if parent.path == current.path || result.count > 64 { return result }
            current = parent
        }
    }
}
