import Foundation
import ContainmentTestSupport
import Testing

/// Runs the built `containment-demo` as a user does and checks its exit status and output.
@Suite struct ExecutableTests {
    struct Outcome {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// The `containment-demo` SwiftPM built beside the test bundle (so `make sanitize`'s build
    /// folder runs its own), else the package's `.build/debug/containment-demo`.
    static let executable = builtExecutable("containment-demo")

    /// An executable SwiftPM built beside the test bundle, else in the package's `.build/debug`.
    static func builtExecutable(_ name: String) -> URL {
        let besideTests = URL(fileURLWithPath: CommandLine.arguments[0])
            .deletingLastPathComponent().appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: besideTests.path) { return besideTests }
        return URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(".build/debug/\(name)")
    }

    /// Runs `executable` (the demo by default) with no display unless `keepsDisplay`, and with
    /// `extraEnvironment` added.
    private func run(
        _ arguments: [String], executable: URL = executable, keepsDisplay: Bool = false,
        extraEnvironment: [String: String] = [:]
    ) throws -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        if !keepsDisplay {
            environment["DISPLAY"] = nil
            environment["WAYLAND_DISPLAY"] = nil
        }
        environment.merge(extraEnvironment) { $1 }
        process.environment = environment
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self))
    }

    private func expectOneLineRefusal(_ outcome: Outcome, mentioning words: [String]) {
        #expect(outcome.status != 0)
        #expect(outcome.standardOutput.isEmpty)
        let lines = outcome.standardError.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 2 && lines.last == "", "expected one line, got \(outcome.standardError.debugDescription)")
        for word in words { #expect(outcome.standardError.contains(word)) }
    }

    @Test func unknownScenarioExitsNonZeroListingNames() throws {
        let outcome = try run(["--scenario", "Purple"])
        expectOneLineRefusal(outcome, mentioning: ["Purple", "Tab, Red, Green, Nav, Drawer, Split, Pages, Modal, Factory, Combined, Containers"])
    }

    @Test func unknownFlagExitsNonZero() throws {
        expectOneLineRefusal(try run(["--frobnicate"]), mentioning: ["--frobnicate"])
    }

    @Test func screenshotInAMissingDirectoryExitsNonZero() throws {
        expectOneLineRefusal(try run(["--screenshot", "/no/such/dir/out.png"]), mentioning: ["/no/such/dir"])
    }

    @Test func screenshotNotPNGExitsNonZero() throws {
        let folder = try TemporaryFolder("refused-jpg")
        defer { folder.remove() }
        expectOneLineRefusal(try run(["--screenshot", folder.path("out.jpg")]), mentioning: ["out.jpg", ".png"])
    }

    @Test func noDisplayExitsNonZeroWithOneLine() throws {
        let folder = try TemporaryFolder("no-display")
        defer { folder.remove() }
        expectOneLineRefusal(try run(["--scenario", "Red", "--screenshot", folder.path("no-display.png")]), mentioning: ["display"])
    }

    /// A scene file that is a FIFO is refused in one line as "not a regular file", not as
    /// "Permission denied" (the folder it is in is readable).
    @Test(.enabled(if: ProcessInfo.processInfo.environment["DISPLAY"] != nil, "needs a display (make test runs Xvfb)"))
    func aSceneFileThatIsAFIFOIsNotARegularFile() throws {
        let resources = FileManager.default.temporaryDirectory.appendingPathComponent("containment-resources-\(UUID().uuidString)")
        let scenes = resources.appendingPathComponent("scenes")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: resources) }
        let menu = scenes.appendingPathComponent("menu.json")
        #expect(mkfifo(menu.path, 0o600) == 0)
        // Held open for writing and reading, so that the demo's open of the FIFO cannot wait for a writer.
        let held = open(menu.path, O_RDWR | O_NONBLOCK)
        defer { if held >= 0 { close(held) } }
        let outcome = try run([], keepsDisplay: true, extraEnvironment: ["CONTAINMENT_RESOURCES": resources.path])
        expectOneLineRefusal(outcome, mentioning: ["scenes/menu.json", "not a regular file (a FIFO)"])
        #expect(!outcome.standardError.contains("Permission denied"), "said: \(outcome.standardError)")
    }

    @Test func listScenariosSucceeds() throws {
        let outcome = try run(["--list-scenarios"])
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput == "Tab\nRed\nGreen\nNav\nDrawer\nSplit\nPages\nModal\nFactory\nCombined\nContainers\nTunnel\nTransitions\n")
        #expect(outcome.standardError.isEmpty)
    }

    /// `make bench` times start-up and reads memory through the library's first-frame probe, in
    /// any app on `GtkHost`: the demo and the notes example report their first frame and quit.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["DISPLAY"] != nil, "needs a display (make test runs Xvfb)"),
          arguments: ["containment-demo", "notes"])
    func theFirstFrameProbeReportsTimeAndMemoryThenQuits(app: String) throws {
        let before = Int64(Double(DispatchTime.now().uptimeNanoseconds) / 1_000)
        let outcome = try run(
            [], executable: Self.builtExecutable(app), keepsDisplay: true,
            extraEnvironment: ["CONTAINMENT_EXIT_AT_FIRST_FRAME": "1"])
        #expect(outcome.status == 0, "\(app): \(outcome.standardError)")
        let line = outcome.standardOutput.split(separator: "\n").first { $0.hasPrefix("first-frame ") }
        let words = line?.split(separator: " ") ?? []
        #expect(words.count == 4 && words[2] == "rss-kib", "\(app) printed \(outcome.standardOutput.debugDescription)")
        if words.count == 4, let time = Int64(words[1]), let memory = Int(words[3]) {
            #expect(time > before, "the frame's monotonic time comes after the start")
            #expect(memory > 1_024, "a GTK process holds more than 1 MiB")
        }
    }
}
