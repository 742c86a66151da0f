import CGtk
import Foundation
import ContainmentTestSupport
import Testing
@testable import ContainmentDemo

/// The built `containment-demo` that SwiftPM put beside the test bundle, else the package's
/// `.build/debug/containment-demo`.
let demoExecutable: URL = {
    let besideTests = URL(fileURLWithPath: CommandLine.arguments[0])
        .deletingLastPathComponent().appendingPathComponent("containment-demo")
    if FileManager.default.isExecutableFile(atPath: besideTests.path) { return besideTests }
    return URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent(".build/debug/containment-demo")
}()

/// Runs the demo on this process's display with `arguments` (and `environment` added), and
/// returns its exit status and standard error.
func runDemo(_ arguments: [String], environment extra: [String: String] = [:]) throws -> (status: Int32, errors: String) {
    let process = Process()
    process.executableURL = demoExecutable
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(extra) { _, new in new }
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let data = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// The pixel size of a PNG file, read by GdkPixbuf without loading the pixels.
func pngSize(_ path: String) -> (width: Int, height: Int)? {
    var width: gint = 0, height: gint = 0
    guard gdk_pixbuf_get_file_info(path, &width, &height) != nil else { return nil }
    return (Int(width), Int(height))
}

extension GtkTests {
    /// `containment-demo --direction rtl --scenario NAME --screenshot PATH` works for every row.
    @Suite @MainActor struct DemoDirection {
        @Test(arguments: DemoScenario.allCases)
        func everyRowTakesARightToLeftScreenshot(_ scenario: DemoScenario) throws {
            let folder = try TemporaryFolder("rtl")
            defer { folder.remove() }
            let path = folder.path("rtl-\(scenario.title).png")
            let outcome = try runDemo(["--direction", "rtl", "--scenario", scenario.title, "--screenshot", path])
            #expect(outcome.status == 0, "\(scenario.title): \(outcome.errors)")
            let size = try #require(pngSize(path), "no screenshot of \(scenario.title)")
            // The content's size, with the header bar and the window's border around it.
            #expect(size.width >= Int(DemoApp.initialSize.width) && size.height >= Int(DemoApp.initialSize.height), "\(size)")
        }
    }
}
