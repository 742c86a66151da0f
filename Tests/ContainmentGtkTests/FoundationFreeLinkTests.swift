import Foundation
import Testing

/// The notes app and the demo start without full Foundation and its ICU data (issue #20: loading
/// them cost about 2 ms and 10 M instructions of every start). The library, the example and the
/// demo import FoundationEssentials only; this fails when a full `import Foundation` (or a
/// dependency that brings it) comes back into a path they link.
@Suite struct FoundationFreeLinkTests {
    /// What full Foundation loads beyond FoundationEssentials.
    static let refusedLibraries = ["libFoundation.so", "libFoundationInternationalization.so", "lib_FoundationICU.so"]

    /// The built executable `name` that SwiftPM put beside the test bundle, else the package's
    /// `.build/debug/<name>`.
    static func builtExecutable(_ name: String) -> URL {
        let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: besideTests.path) { return besideTests }
        return URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(".build/debug/\(name)")
    }

    /// The names of the shared libraries `ldd` says `executable` loads (`libgtk-3.so.0`, ...).
    static func linkedLibraries(of executable: URL) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
        process.arguments = [executable.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "ldd \(executable.path)")
        return String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).compactMap { line in
            line.split(whereSeparator: \.isWhitespace).first.map(String.init)
        }
    }

    @Test(arguments: ["notes", "containment-demo"])
    func loadsFoundationEssentialsButNotFoundationOrICU(_ name: String) throws {
        let executable = Self.builtExecutable(name)
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "\(name) is built")
        let libraries = try Self.linkedLibraries(of: executable)
        // ldd read the file: the Swift runtime and GTK are listed.
        #expect(libraries.contains("libswiftCore.so"))
        #expect(libraries.contains("libgtk-3.so.0"))
        #expect(Self.refusedLibraries.filter(libraries.contains) == [], "\(name) loads full Foundation")
    }
}
